/// How much a finding stands in a user's way, as axe-core grades it: critical (a user cannot
/// get past it), serious (a user gets past it with difficulty), moderate (it slows or confuses),
/// minor (a nuisance).
public enum AuditImpact: String, CaseIterable, Comparable, Sendable {
    case minor, moderate, serious, critical

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension AuditRule {
    /// How much the rule's finding stands in the way.
    public var impact: AuditImpact {
        switch self {
        case .unlabeledControl, .hiddenInteractiveContent: .critical
        case .fileOrSymbolNameLabel, .placeholderOnlyField, .activatableWithoutTrait, .controlWithoutAction, .adjustableWithoutValue, .lostActions,
             .modalWithoutEscape, .traversalOrder, .labelInName, .unexposedText, .contrast, .gestureOnlyControl,
             .toggleWithoutState, .adjustableValueUnchanged, .focusLostAfterDismiss, .stateShownOnlyVisually, .readingOrderBackwards,
             .assetFileNameLabel: .serious
        case .duplicateSiblingLabels, .undescribedDropPoint, .hitRegion, .parentChild, .duplicateDescription, .textClipped,
             .headingWithoutTrait, .roleWordInLabel, .visualHeadingWithoutTrait, .stepIndicatorWithoutValue, .emptyHeading,
             .duplicateClickableBounds, .linkPurposeUnclear, .customActionNoEffect, .announcementTooClose, .traitsConflict, .fixedFontSize,
             .contactNotActionable, .shapeCharactersLabel: .moderate
        case .labelRepeatsTrait, .hintNotAPhrase, .hintRepeatsLabel, .textWithoutRotors, .platformView, .assetNameLabel,
             .labelPunctuated: .minor
        }
    }

    /// The WCAG 2.2 success criterion the rule's finding fails, nil for a best practice no
    /// criterion requires (a hint that is not a phrase reads badly, but fails none).
    public var wcag: String? {
        switch self {
        case .unlabeledControl, .activatableWithoutTrait, .controlWithoutAction, .adjustableWithoutValue,
             .undescribedDropPoint, .toggleWithoutState, .adjustableValueUnchanged, .traitsConflict, .stateShownOnlyVisually: "4.1.2"
        case .fileOrSymbolNameLabel, .assetNameLabel, .assetFileNameLabel, .shapeCharactersLabel: "1.1.1"
        case .duplicateSiblingLabels, .duplicateDescription, .emptyHeading: "2.4.6"
        case .hiddenInteractiveContent, .lostActions, .gestureOnlyControl: "2.1.1"
        case .modalWithoutEscape: "2.1.2"
        case .hitRegion: "2.5.8"
        case .parentChild, .unexposedText, .headingWithoutTrait, .roleWordInLabel, .visualHeadingWithoutTrait,
             .stepIndicatorWithoutValue: "1.3.1"
        case .traversalOrder, .focusLostAfterDismiss, .readingOrderBackwards: "2.4.3"
        case .linkPurposeUnclear: "2.4.4"
        case .announcementTooClose: "4.1.3"
        case .labelInName: "2.5.3"
        case .placeholderOnlyField: "3.3.2"
        case .contrast: "1.4.3"
        case .textClipped, .fixedFontSize: "1.4.4"
        case .labelRepeatsTrait, .hintNotAPhrase, .hintRepeatsLabel, .textWithoutRotors, .platformView, .labelPunctuated,
             .duplicateClickableBounds, .customActionNoEffect, .contactNotActionable: nil
        }
    }

    /// The clause of EN 301 549 (v3.2.1, chapter 11, software) that carries the criterion into
    /// European law: 11 followed by the criterion's number. WCAG 2.2's new criteria (2.5.8)
    /// are not in it.
    public var en301549: String? {
        guard let wcag, wcag != "2.5.8" else { return nil }
        return "11." + wcag
    }

    /// The rule whose finding on the same element this one's takes the place of: a surer
    /// rule added in a later preset, where the older one (kept as shipped in its presets) only
    /// asks for review.
    public var supersedes: AuditRule? {
        switch self {
        case .assetFileNameLabel: .assetNameLabel
        default: nil
        }
    }

    /// The tags shown with each finding: the impact, then the standards.
    public var tags: [String] {
        [impact.rawValue] + [wcag.map { "WCAG \($0)" }, en301549.map { "EN 301 549 \($0)" }].compactMap { $0 }
    }
}

/// A pinned set of rules (`rotor audit --preset rotor-1`): a team that names one gets the same
/// rules from every later Rotor, so an upgrade never fails its build with a rule it did not ask
/// for. A new rule goes into a new preset, never into one that exists.
public struct AuditPreset: Hashable, Sendable {
    public let name: String
    public let rules: [AuditRule]

    /// The first set: the rules of Rotor's first audit release, in their order.
    public static let rotor1 = AuditPreset(name: "rotor-1", rules: [
        .unlabeledControl, .fileOrSymbolNameLabel, .labelRepeatsTrait, .hintNotAPhrase, .hintRepeatsLabel,
        .duplicateSiblingLabels, .activatableWithoutTrait, .controlWithoutAction, .adjustableWithoutValue,
        .undescribedDropPoint, .textWithoutRotors, .hiddenInteractiveContent, .lostActions, .modalWithoutEscape,
        .hitRegion, .parentChild, .traversalOrder, .duplicateDescription, .labelInName, .unexposedText, .contrast,
        .gestureOnlyControl, .textClipped, .platformView, .headingWithoutTrait,
    ])

    /// rotor-1 and the rules that came after it.
    public static let rotor2 = AuditPreset(name: "rotor-2", rules: rotor1.rules + [.roleWordInLabel, .placeholderOnlyField, .assetNameLabel])

    /// rotor-2 and the rules that read what the drawing shows: a heading's font, a check state,
    /// a position in a sequence.
    public static let rotor3 = AuditPreset(name: "rotor-3", rules: rotor2.rules + [.visualHeadingWithoutTrait, .toggleWithoutState,
                                                                                  .stepIndicatorWithoutValue])

    /// rotor-3 and the checks of Xcode's, Google's and axe-core's scanners not yet mapped (an
    /// empty heading, a punctuated label, two controls on one frame, a link named "More",
    /// traits that conflict, text of a fixed size), and the rules that act on a copy of the
    /// screen and listen: an adjustment, a custom action, a dismissal, announcements.
    public static let rotor4 = AuditPreset(name: "rotor-4", rules: rotor3.rules + [
        .emptyHeading, .labelPunctuated, .duplicateClickableBounds, .linkPurposeUnclear, .traitsConflict,
        .adjustableValueUnchanged, .customActionNoEffect, .announcementTooClose, .focusLostAfterDismiss, .fixedFontSize,
    ])

    /// rotor-4 and a rule that acts on each button: one whose activation changes only how it
    /// is drawn.
    public static let rotor5 = AuditPreset(name: "rotor-5", rules: rotor4.rules + [.stateShownOnlyVisually])

    /// rotor-5 and four rules that read what the code says against what the screen shows: a
    /// sort priority that reads backwards, contact details with nothing to activate, an image
    /// read by a name written for its file, shapes read by their characters' names.
    public static let rotor6 = AuditPreset(name: "rotor-6", rules: rotor5.rules + [.readingOrderBackwards, .contactNotActionable,
                                                                                  .assetFileNameLabel, .shapeCharactersLabel])

    /// Every preset, oldest first.
    public static let all: [AuditPreset] = [rotor1, rotor2, rotor3, rotor4, rotor5, rotor6]

    /// What `rotor audit` runs when no preset is named: the newest.
    public static var standard: AuditPreset { all[all.count - 1] }

    public static func named(_ name: String) -> AuditPreset? { all.first { $0.name == name } }

    /// The first preset a rule is in.
    public static func introducing(_ rule: AuditRule) -> AuditPreset? { all.first { $0.rules.contains(rule) } }
}
