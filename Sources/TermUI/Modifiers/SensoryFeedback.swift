import Accessibility
import Foundation

/// A haptic or sound an app plays (`.success`, `.selection`, `.impact(weight: .heavy)`).
///
/// A terminal has no Taptic Engine: what an iPhone would play is posted to the screen's reader
/// as a haptic (`AccessibilityFeedbackEvent.haptic`), the cue UIKit's feedback generators post,
/// and the transcript shows it ("Haptic: success"). Feedback that SwiftUI plays on other
/// platforms only (`start` and `stop` on watchOS, `levelChange` on macOS) is felt nowhere on an
/// iPhone, so it makes no cue.
public struct SensoryFeedback: Hashable, Sendable {
    /// What the user of an iPhone would feel, as the transcript names it; nil when an iPhone
    /// plays nothing for it.
    let felt: String?

    public static let success = SensoryFeedback(felt: "success")
    public static let warning = SensoryFeedback(felt: "warning")
    public static let error = SensoryFeedback(felt: "error")
    /// UIKit's selection generator: the same click.
    public static let selection = SensoryFeedback(felt: "selection changed")
    public static let increase = SensoryFeedback(felt: "increase")
    public static let decrease = SensoryFeedback(felt: "decrease")
    /// watchOS only.
    public static let start = SensoryFeedback(felt: nil)
    /// watchOS only.
    public static let stop = SensoryFeedback(felt: nil)
    public static let alignment = SensoryFeedback(felt: "alignment")
    /// macOS only.
    public static let levelChange = SensoryFeedback(felt: nil)
    public static let pathComplete = SensoryFeedback(felt: "path complete")
    public static let impact = SensoryFeedback(felt: "impact")

    /// An impact of a given weight, named as UIKit's impact generator names its styles
    /// ("heavy impact", "light impact at 50% intensity").
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(felt: impactName(weight.name, intensity: intensity))
    }

    /// An impact of a given flexibility ("rigid impact", "soft impact").
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(felt: impactName(flexibility.name, intensity: intensity))
    }

    private static func impactName(_ kind: String, intensity: Double) -> String {
        let clamped = min(1, max(0, intensity.isFinite ? intensity : 1))
        return clamped == 1 ? "\(kind) impact" : "\(kind) impact at \(Int((clamped * 100).rounded()))% intensity"
    }

    public struct Weight: Hashable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    public struct Flexibility: Hashable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    /// Plays (posts) the feedback to the screen whose code runs now.
    @MainActor
    func play() {
        if let felt { AccessibilityNotificationScope.post(feedback: .haptic(felt)) }
    }
}

extension View {
    /// Plays `feedback` after an update in which `trigger` changed, as SwiftUI does: never when
    /// the view first appears.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(OnChangeModifier(value: trigger, initial: false) { _, _ in feedback.play() })
    }

    /// Plays `feedback` when `trigger` changed and `condition(old, new)` is true.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        modifier(OnChangeModifier(value: trigger, initial: false) { old, new in
            if condition(old, new) { feedback.play() }
        })
    }

    /// Plays what `feedback(old, new)` returns when `trigger` changed; nothing for nil.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        modifier(OnChangeModifier(value: trigger, initial: false) { old, new in feedback(old, new)?.play() })
    }

    /// Plays what `feedback()` returns when `trigger` changed; nothing for nil.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
        modifier(OnChangeModifier(value: trigger, initial: false) { _, _ in feedback()?.play() })
    }
}
