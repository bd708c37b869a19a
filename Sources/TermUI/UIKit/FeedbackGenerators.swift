import Foundation

/// UIKit's haptic feedback generators. A terminal has no Taptic Engine: each haptic the app
/// plays is posted to the screen's reader (`AccessibilityFeedbackEvent.haptic`), whose
/// transcript shows it as a cue ("Haptic: success"), so a walkthrough can check that the
/// right feedback came at the right moment. `prepare()` readies nothing and shows nothing.
@MainActor
public class UIFeedbackGenerator {
    init(generator: Void) {}
    public func prepare() {}

    /// Plays (records) a haptic.
    func felt(_ kind: String) {
        AccessibilityNotificationScope.post(feedback: .haptic(kind))
    }
}

/// A physical impact: a view snapping into place, a collision.
@MainActor
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Hashable, Sendable {
        case light, medium, heavy, soft, rigid
        var name: String {
            switch self {
            case .light: "light"
            case .medium: "medium"
            case .heavy: "heavy"
            case .soft: "soft"
            case .rigid: "rigid"
            }
        }
    }
    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init(generator: ())
    }
    public convenience init() { self.init(style: .medium) }

    public func impactOccurred() { felt("\(style.name) impact") }
    /// An impact at `intensity` (0…1, clamped as UIKit does).
    public func impactOccurred(intensity: CGFloat) {
        let clamped = min(1, max(0, intensity))
        felt(clamped == 1 ? "\(style.name) impact" : "\(style.name) impact at \(Self.percent(clamped)) intensity")
    }
    public func impactOccurred(at location: CGPoint) { impactOccurred() }
    public func impactOccurred(intensity: CGFloat, at location: CGPoint) { impactOccurred(intensity: intensity) }

    static func percent(_ value: CGFloat) -> String { "\(Int((value * 100).rounded()))%" }
}

/// The outcome of a task: success, warning or error.
@MainActor
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Hashable, Sendable {
        case success, warning, error
        var name: String {
            switch self {
            case .success: "success"
            case .warning: "warning"
            case .error: "error"
            }
        }
    }
    public init() { super.init(generator: ()) }
    public func notificationOccurred(_ notificationType: FeedbackType) { felt(notificationType.name) }
    public func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) { notificationOccurred(notificationType) }
}

/// A selection changing: a picker's wheel clicking to its next value.
@MainActor
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public init() { super.init(generator: ()) }
    public func selectionChanged() { felt("selection changed") }
    public func selectionChanged(at location: CGPoint) { selectionChanged() }
}
