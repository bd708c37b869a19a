import Accessibility
import Foundation

/// Which findings a team wants to see: rules turned off, and findings accepted one element at
/// a time in an ignore file.
public struct AuditConfiguration: Hashable, Sendable {
    /// Rules not run at all (`--disable`).
    public var disabled: Set<AuditRule>
    /// Accepted findings: a rule on the element with that `accessibilityIdentifier`.
    public var ignored: Set<Ignore>

    public struct Ignore: Hashable, Sendable {
        public var rule: AuditRule
        public var identifier: String
        public init(rule: AuditRule, identifier: String) {
            self.rule = rule
            self.identifier = identifier
        }
    }

    public init(disabled: Set<AuditRule> = [], ignored: Set<Ignore> = []) {
        self.disabled = disabled
        self.ignored = ignored
    }

    /// Everything on.
    public static let all = AuditConfiguration()

    /// Whether a finding is shown.
    public func includes(_ finding: AuditFinding) -> Bool {
        if disabled.contains(finding.rule) { return false }
        if let identifier = finding.identifier, ignored.contains(Ignore(rule: finding.rule, identifier: identifier)) {
            return false
        }
        return true
    }

    /// The findings shown: those `includes` keeps, less any a surer rule shown on the same
    /// element takes the place of (`AuditRule.supersedes`): with that rule turned off, or under
    /// a preset without it, the other is shown as before.
    public func filter(_ findings: [AuditFinding]) -> [AuditFinding] {
        let shown = findings.filter(includes)
        var replaced: Set<Superseded> = []
        for finding in shown {
            if let older = finding.rule.supersedes { replaced.insert(Superseded(rule: older, element: finding.elementID)) }
        }
        guard !replaced.isEmpty else { return shown }
        return shown.filter { !replaced.contains(Superseded(rule: $0.rule, element: $0.elementID)) }
    }

    private struct Superseded: Hashable {
        var rule: AuditRule
        var element: AccessibilityElementID
    }

    /// A line of an ignore file that is not `RULE IDENTIFIER`.
    public struct ParseError: Error, CustomStringConvertible, Sendable {
        public var file: String
        public var line: Int
        public var message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// Rule ids from a `--disable` value: one id or a comma-separated list; nil names the
    /// first id that is not a rule.
    public static func rules(_ list: String) -> Result<[AuditRule], UnknownRule> {
        var rules: [AuditRule] = []
        // An empty name (`--disable ''`, `a,,b`) is a mistake, not nothing to turn off.
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            let id = part.trimmingCharacters(in: .whitespaces)
            guard let rule = AuditRule(id: id) else { return .failure(UnknownRule(id: id)) }
            rules.append(rule)
        }
        return .success(rules)
    }

    public struct UnknownRule: Error, CustomStringConvertible, Sendable {
        public var id: String
        public var description: String {
            id.isEmpty ? "an empty rule name; give a rule's id ('rotor audit --rules' lists them)"
                : "'\(QuotedInput.bounded(id))' is not an audit rule; 'rotor audit --rules' lists them"
        }
    }

    /// Reads an ignore file: one accepted finding a line, `RULE IDENTIFIER` (the element's
    /// `accessibilityIdentifier`, which may hold spaces); `#` starts a comment; blank lines are
    /// skipped.
    public static func ignores(parsing text: String, file: String = "<ignore>") throws(ParseError) -> Set<Ignore> {
        var ignores: Set<Ignore> = []
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            var line = Substring(raw)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let parts = trimmed.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else {
                throw ParseError(file: file, line: index + 1,
                                 message: "expected RULE IDENTIFIER (an accessibilityIdentifier), not '\(QuotedInput.bounded(trimmed))'")
            }
            guard let rule = AuditRule(id: String(parts[0])) else {
                throw ParseError(file: file, line: index + 1,
                                 message: "'\(QuotedInput.bounded(parts[0]))' is not an audit rule; 'rotor audit --rules' lists them")
            }
            ignores.insert(Ignore(rule: rule, identifier: parts[1].trimmingCharacters(in: .whitespaces)))
        }
        return ignores
    }
}
