import Foundation

/// UIKit's way of posting notifications, as seed code writes it:
/// `UIAccessibility.post(notification: .announcement, argument: "Saved")`.
public enum UIAccessibility {
    public struct Notification: Hashable, Sendable {
        let kind: String
        public static let announcement = Notification(kind: "announcement")
        public static let layoutChanged = Notification(kind: "layoutChanged")
        public static let screenChanged = Notification(kind: "screenChanged")
        public static let pageScrolled = Notification(kind: "pageScrolled")
    }

    @MainActor public static func post(notification: Notification, argument: Any?) {
        switch notification {
        case .announcement:
            let text: String
            var priority = AccessibilityAnnouncementPriority.default
            if let attributed = argument as? AttributedString {
                text = String(attributed.characters)
                priority = attributed.announcementPriority ?? .default
            } else {
                text = argument.map { "\($0)" } ?? ""
            }
            AccessibilityNotificationCenter.post(.announcement(text, priority: priority))
        case .layoutChanged:
            AccessibilityNotificationCenter.post(.layoutChanged(argument))
        case .screenChanged:
            AccessibilityNotificationCenter.post(.screenChanged(argument))
        default:
            AccessibilityNotificationCenter.post(.pageScrolled(argument.map { "\($0)" } ?? ""))
        }
    }

    /// True while a screen reader runs: in Rotor, always.
    public static var isVoiceOverRunning: Bool { true }
}

/// The announcement priority attribute, so `AttributedString` announcements can carry one as
/// on Apple platforms: `text.accessibilitySpeechAnnouncementPriority = .high`.
public enum AccessibilitySpeechAnnouncementPriorityAttribute: AttributedStringKey {
    public typealias Value = AccessibilityAnnouncementPriority
    public static let name = "AccessibilitySpeechAnnouncementPriority"
}


extension AttributeScopes {
    public struct RotorAccessibilityAttributes: AttributeScope {
        public let accessibilitySpeechAnnouncementPriority: AccessibilitySpeechAnnouncementPriorityAttribute
    }
    public var rotorAccessibility: RotorAccessibilityAttributes.Type { RotorAccessibilityAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.RotorAccessibilityAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// The priority of the first run that has one.
    var announcementPriority: AccessibilityAnnouncementPriority? {
        runs.lazy.compactMap { $0[AccessibilitySpeechAnnouncementPriorityAttribute.self] }.first
    }
}

extension AccessibilityNotification.Announcement {
    /// An announcement whose priority comes from the text's
    /// `accessibilitySpeechAnnouncementPriority` attribute.
    public init(_ text: AttributedString) {
        self.init(String(text.characters), priority: text.announcementPriority ?? .default)
    }
}
