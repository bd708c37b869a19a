import TermUI

/// A feature of Apple's Accessibility Nutrition Labels, the App Store's statement of what an
/// app supports. A feature may be declared when a user can complete the app's common tasks with
/// it. `rotor label` judges the seven a screen's tree, drawing and settings can show; Captions
/// and Audio Descriptions concern media, which Rotor does not play.
public enum NutritionLabelFeature: String, CaseIterable, Sendable {
    case voiceOver = "voiceover"
    case voiceControl = "voice-control"
    case largerText = "larger-text"
    case darkInterface = "dark-interface"
    case differentiateWithoutColor = "differentiate-without-color"
    case sufficientContrast = "sufficient-contrast"
    case reducedMotion = "reduced-motion"
    case captions = "captions"
    case audioDescriptions = "audio-descriptions"

    /// The name the App Store gives it.
    public var name: String {
        switch self {
        case .voiceOver: "VoiceOver"
        case .voiceControl: "Voice Control"
        case .largerText: "Larger Text"
        case .darkInterface: "Dark Interface"
        case .differentiateWithoutColor: "Differentiate Without Color Alone"
        case .sufficientContrast: "Sufficient Contrast"
        case .reducedMotion: "Reduced Motion"
        case .captions: "Captions"
        case .audioDescriptions: "Audio Descriptions"
        }
    }

    /// What Rotor checks in every state of every task; nil for a feature it cannot judge.
    public var check: String? {
        switch self {
        case .voiceOver:
            "the task's expectations hold with VoiceOver, and no audit problem a VoiceOver user meets (labels, traits, values, actions, order, focus, announcements)"
        case .voiceControl:
            "every control has a name to say that matches what it shows, and none answers only a gesture"
        case .largerText:
            "at Dynamic Type AX3 (body text 40 pt, over 200% of the default 17 pt) no text is cut short and none is fixed in size"
        case .darkInterface:
            "with Dark on, most of the screen is dark and its text keeps 4.5:1 contrast"
        case .differentiateWithoutColor:
            "with Differentiate Without Color on, no two elements that say different things are drawn alike but for their colour"
        case .sufficientContrast:
            "text keeps WCAG's 4.5:1 (3:1 bold) drawn dark and light, by default or with Increase Contrast on"
        case .reducedMotion:
            "with Reduce Motion on, nothing on the screen animates for ever"
        case .captions, .audioDescriptions:
            nil
        }
    }

    /// Why a feature is not judged.
    public var notJudged: String { "Rotor plays no video or audio, so it cannot tell" }

    /// The audit rules whose problems block the feature, in the play that judges it.
    var rules: Set<AuditRule> {
        switch self {
        case .voiceOver:
            // Everything but what only sight, touch or speech input meets.
            Set(AuditRule.allCases).subtracting([.contrast, .textClipped, .fixedFontSize, .hitRegion, .labelInName])
        case .voiceControl: [.unlabeledControl, .labelInName, .gestureOnlyControl, .hiddenInteractiveContent, .activatableWithoutTrait,
                             .contactNotActionable]
        case .largerText: [.textClipped, .fixedFontSize]
        case .darkInterface, .sufficientContrast: [.contrast]
        case .differentiateWithoutColor, .reducedMotion, .captions, .audioDescriptions: []
        }
    }

    /// The feature a `--claim` names, by its id or its App Store name ("voice-control",
    /// "Voice Control"), in any case.
    public static func named(_ text: String) -> NutritionLabelFeature? {
        let wanted = text.lowercased()
        return allCases.first { $0.rawValue == wanted || $0.name.lowercased() == wanted }
    }
}

/// The settings one play of a task runs under, and what it judges.
enum NutritionLabelPlay: CaseIterable {
    case standard, largeText, dark, light, darkIncreased, lightIncreased, reduceMotion, withoutColor

    /// The settings this play lays over the run's own, as `--variants` names them.
    var settings: [AuditSetting] {
        switch self {
        case .standard: []
        case .largeText: [.dynamicType(.accessibility3)]
        case .dark: [.dark]
        case .light: [.light]
        case .darkIncreased: [.dark, .increaseContrast]
        case .lightIncreased: [.light, .increaseContrast]
        case .reduceMotion: [.reduceMotion]
        case .withoutColor: [.differentiateWithoutColor]
        }
    }

    func overrides(_ base: EnvironmentOverrides) -> EnvironmentOverrides {
        settings.reduce(base) { $1.applied(to: $0) }
    }

    /// The rules audited in this play.
    var rules: Set<AuditRule> {
        switch self {
        case .standard: NutritionLabelFeature.voiceOver.rules.union(NutritionLabelFeature.voiceControl.rules)
        case .largeText: NutritionLabelFeature.largerText.rules
        case .dark, .light, .darkIncreased, .lightIncreased: [.contrast]
        case .reduceMotion, .withoutColor: []
        }
    }

    /// How the report names the settings ("Dark, Increase Contrast").
    var settingsName: String {
        let summary = overrides(EnvironmentOverrides()).summary
        return summary.isEmpty ? "Standard" : summary.joined(separator: ", ")
    }
}
