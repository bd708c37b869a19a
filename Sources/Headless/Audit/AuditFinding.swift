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
    /// The element's `accessibilityIdentifier`, which an ignore file names to accept a finding.
    public var identifier: String?
    /// Where the app wrote the accessibility modifier that shaped the element, when known.
    public var sourceLocation: AccessibilitySourceLocation?
    /// The rule cannot be sure from the screen alone (two controls far apart that sound the
    /// same may act on the same thing): a person should look. It is reported and does not fail
    /// the run.
    public var needsReview = false

    /// How much this finding weighs: its rule's severity, or a note when it needs review.
    public var severity: AuditSeverity { needsReview ? .note : rule.severity }

    public init(rule: AuditRule, elementID: AccessibilityElementID, label: String, message: String, fix: String,
                identifier: String? = nil) {
        self.rule = rule
        self.elementID = elementID
        self.label = label
        self.message = message
        self.fix = fix
        self.identifier = identifier
    }

    public var description: String {
        "\(rule.rawValue)\(needsReview ? " (needs review)" : ""): \(elementID) \"\(label)\": \(message)\n  fix: \(fix)"
    }
}
