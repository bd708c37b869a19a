import Foundation

/// The findings a team has accepted for now (`rotor audit --baseline FILE`): a run fails only
/// on findings not in it, so a checker can be adopted on an app that already has some.
///
/// A finding is known by its rule, its screen and variant, and its element: the element's
/// `accessibilityIdentifier` when it has one, else its id in the tree (its place among the
/// views, which a label, value or hint edited anywhere on the screen does not move). The file
/// is text, one finding a line, tab-separated, sorted, so a change to it reads well in review:
///
///     # rotor audit baseline 1: RULE<TAB>SCREEN:VARIANT<TAB>ELEMENT
///     duplicate-sibling-labels	beach:before	2/nick/f/1/0
///     unlabeled-control	settings:before	id:close-button
///
/// A tab, a newline or a `%` inside a name is written `%09`, `%0A`, `%25`.
public struct AuditBaseline: Equatable, Sendable {
    public private(set) var keys: Set<String>

    public init(keys: Set<String> = []) { self.keys = keys }

    /// The baseline of every finding in a report.
    public init(report: AuditReport) {
        keys = Set(report.entries.map(Self.key))
    }

    static let header = "# rotor audit baseline 1: RULE\tSCREEN:VARIANT\tELEMENT"

    /// How a finding is known, as a line of the file.
    public static func key(_ entry: AuditReport.Entry) -> String {
        let element = entry.finding.identifier.map { "id:" + $0 } ?? entry.finding.elementID.rawValue
        return [entry.finding.rule.rawValue, "\(entry.screen):\(entry.variant)", element].map(escaped).joined(separator: "\t")
    }

    /// The same, as SARIF's `partialFingerprints` value: a short digest of the key.
    public static func fingerprint(_ entry: AuditReport.Entry) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key(entry).utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    public func contains(_ entry: AuditReport.Entry) -> Bool { keys.contains(Self.key(entry)) }

    /// The file's text.
    public var text: String {
        ([Self.header] + keys.sorted()).joined(separator: "\n") + "\n"
    }

    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public var description: String
    }

    /// Reads a baseline file; a line that is not three fields with a known rule is an error
    /// naming it (`FILE:LINE`).
    public init(parsing text: String, file: String) throws(ParseError) {
        keys = []
        var number = 0
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, fields.allSatisfy({ !$0.isEmpty }) else {
                throw ParseError(description: "\(file):\(number): a baseline line is RULE, SCREEN:VARIANT and ELEMENT, "
                    + "separated by tabs: \(QuotedInput.bounded(line))")
            }
            guard AuditRule(rawValue: Self.unescaped(fields[0])) != nil else {
                throw ParseError(description: "\(file):\(number): no rule is called \(QuotedInput.bounded(fields[0]))")
            }
            keys.insert(line)
        }
    }

    static func escaped(_ field: String) -> String {
        field.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\t", with: "%09")
            .replacingOccurrences(of: "\r\n", with: "%0D%0A").replacingOccurrences(of: "\n", with: "%0A")
            .replacingOccurrences(of: "\r", with: "%0D")
    }

    static func unescaped(_ field: String) -> String {
        field.replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
    }
}

extension AuditReport {
    /// The report with the findings the baseline knows set apart (`known`): they no longer
    /// fail the run nor show as findings, and are counted in the last line.
    public func applying(_ baseline: AuditBaseline) -> AuditReport {
        var report = self
        report.known = entries.filter(baseline.contains)
        report.keep { !baseline.contains($0) }
        return report
    }
}
