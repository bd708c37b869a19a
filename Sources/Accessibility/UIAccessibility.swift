import Foundation

/// UIKit's way of posting notifications, as seed code writes it:
/// `UIAccessibility.post(notification: .announcement, argument: "Saved")`.
public enum UIAccessibility {
    public struct Notification: Hashable, Sendable {
        /// The notifications Rotor's reader acts on.
        enum Kind: Hashable, Sendable { case announcement, layoutChanged, screenChanged, pageScrolled }
        let kind: Kind
        public static let announcement = Notification(kind: .announcement)
        public static let layoutChanged = Notification(kind: .layoutChanged)
        public static let screenChanged = Notification(kind: .screenChanged)
        public static let pageScrolled = Notification(kind: .pageScrolled)
    }

    @MainActor public static func post(notification: Notification, argument: Any?) {
        switch notification.kind {
        case .announcement:
            let text: String
            var priority = AccessibilityAnnouncementPriority.default
            if let attributed = argument as? AttributedString {
                text = String(attributed.characters)
                priority = attributed.announcementPriority ?? .default
            } else {
                text = argument.map { "\($0)" } ?? ""
            }
            AccessibilityNotificationScope.post(.announcement(text, priority: priority))
        case .layoutChanged:
            AccessibilityNotificationScope.post(.layoutChanged(argument))
        case .screenChanged:
            AccessibilityNotificationScope.post(.screenChanged(argument))
        case .pageScrolled:
            AccessibilityNotificationScope.post(.pageScrolled(argument.map { "\($0)" } ?? ""))
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

/// Speech attributes of a run of text, with Foundation's accessibility attribute names: a `Text`
/// made from the string speaks with them (`text.accessibilitySpeechSpellsOutCharacters = true`).
public enum AccessibilitySpeechSpellsOutCharactersAttribute: AttributedStringKey {
    public typealias Value = Bool
    public static let name = "AccessibilitySpeechSpellsOutCharacters"
}
public enum AccessibilitySpeechIncludesPunctuationAttribute: AttributedStringKey {
    public typealias Value = Bool
    public static let name = "AccessibilitySpeechIncludesPunctuation"
}
/// -1 (lowest) to 1 (highest); 0 is the voice's own pitch.
public enum AccessibilitySpeechAdjustedPitchAttribute: AttributedStringKey {
    public typealias Value = Double
    public static let name = "AccessibilitySpeechAdjustedPitch"
}
public enum AccessibilitySpeechAnnouncementsQueuedAttribute: AttributedStringKey {
    public typealias Value = Bool
    public static let name = "AccessibilitySpeechAnnouncementsQueued"
}
/// The BCP 47 language to speak a run in ("fr-FR"): VoiceOver switches voice for it.
public enum AccessibilitySpeechLanguageAttribute: AttributedStringKey {
    public typealias Value = String
    public static let name = "AccessibilitySpeechLanguage"
}
/// IPA notation for a word's pronunciation. Accepted; Rotor's speech has no phonetic voice.
public enum AccessibilitySpeechPhoneticNotationAttribute: AttributedStringKey {
    public typealias Value = String
    public static let name = "AccessibilitySpeechPhoneticNotation"
}

extension AttributedString {
    /// The speech options the text's runs ask for: an option set on any run holds for the
    /// element, which VoiceOver speaks with one set of options.
    public var accessibilitySpeechOptions: AccessibilitySpeechOptions {
        var options = AccessibilitySpeechOptions()
        for run in runs {
            if run[AccessibilitySpeechSpellsOutCharactersAttribute.self] == true { options.spellsOutCharacters = true }
            if run[AccessibilitySpeechIncludesPunctuationAttribute.self] == true { options.alwaysIncludesPunctuation = true }
            if run[AccessibilitySpeechAnnouncementsQueuedAttribute.self] == true { options.announcementsQueued = true }
            if let pitch = run[AccessibilitySpeechAdjustedPitchAttribute.self] { options.adjustedPitch = min(1, max(-1, pitch)) }
            if options.language == nil, let language = run[AccessibilitySpeechLanguageAttribute.self] ?? run.languageIdentifier {
                options.language = language
            }
        }
        return options
    }
}

extension AttributeScopes {
    public struct RotorAccessibilityAttributes: AttributeScope {
        public let accessibilitySpeechAnnouncementPriority: AccessibilitySpeechAnnouncementPriorityAttribute
        public let accessibilitySpeechSpellsOutCharacters: AccessibilitySpeechSpellsOutCharactersAttribute
        public let accessibilitySpeechIncludesPunctuation: AccessibilitySpeechIncludesPunctuationAttribute
        public let accessibilitySpeechAdjustedPitch: AccessibilitySpeechAdjustedPitchAttribute
        public let accessibilitySpeechAnnouncementsQueued: AccessibilitySpeechAnnouncementsQueuedAttribute
        public let accessibilitySpeechPhoneticNotation: AccessibilitySpeechPhoneticNotationAttribute
        public let accessibilitySpeechLanguage: AccessibilitySpeechLanguageAttribute
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
