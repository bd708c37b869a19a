import Accessibility

/// One problem a reviewer would flag: which element, which rule, what to do.
public struct AuditFinding: Hashable, Sendable, CustomStringConvertible {
    public var rule: AuditRule
    public var elementID: AccessibilityElementID
    public var label: String
    /// What is wrong with this element, in a sentence.
    public var message: String
    /// What to change, as SwiftUI code or advice.
    public var fix: String

    public var description: String {
        "\(rule.rawValue): \(elementID) \"\(label)\": \(message)\n  fix: \(fix)"
    }
}

/// The audit's rules. Each finds what the element tree can show; see `AccessibilityAudit` for
/// each rule's reason and its limits.
public enum AuditRule: String, CaseIterable, Hashable, Sendable {
    case unlabeledControl = "unlabeled-control"
    case fileOrSymbolNameLabel = "file-or-symbol-name-label"
    case labelRepeatsTrait = "label-repeats-trait"
    case hintNotAPhrase = "hint-not-a-phrase"
    case hintRepeatsLabel = "hint-repeats-label"
    case duplicateSiblingLabels = "duplicate-sibling-labels"
    case activatableWithoutTrait = "activatable-without-trait"
    case controlWithoutAction = "control-without-action"
    case adjustableWithoutValue = "adjustable-without-value"
    case undescribedDropPoint = "undescribed-drop-point"
    case textWithoutRotors = "text-without-rotors"
    case hiddenInteractiveContent = "hidden-interactive-content"
    case lostActions = "lost-actions"
    case modalWithoutEscape = "modal-without-escape"
}
