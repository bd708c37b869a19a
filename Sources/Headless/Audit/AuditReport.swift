import Accessibility
import Foundation

/// Where a walkthrough first showed a finding: the script line whose command reached the
/// state the audit flagged.
public struct AuditRevelation: Hashable, Sendable {
    public var file: String
    public var line: Int
    /// The script line as written (`activate`, `screen beach:before`).
    public var command: String

    public init(file: String, line: Int, command: String) {
        self.file = file
        self.line = line
        self.command = command
    }
}

/// The findings of one audit run, each with the screen it was on and, for a walk, the command
/// that revealed it: what `rotor audit` prints as text, JSON or SARIF.
public struct AuditReport: Sendable {
    public struct Entry: Hashable, Sendable {
        public var finding: AuditFinding
        public var screen: String
        public var variant: String
        /// Nil for a screen audited as it opens.
        public var revealedBy: AuditRevelation?
        /// With `--variants`: the setting that first showed it (`AuditSetting.name`); nil for an
        /// audit under one set of settings.
        public var setting: String?

        public init(finding: AuditFinding, screen: String, variant: String, revealedBy: AuditRevelation? = nil) {
            self.finding = finding
            self.screen = screen
            self.variant = variant
            self.revealedBy = revealedBy
        }

        /// One finding is one rule on one element of one screen, whatever state showed it.
        var key: String { "\(screen):\(variant)\u{0}\(finding.rule.rawValue)\u{0}\(finding.elementID.rawValue)" }
    }

    /// One state audited (a screen as opened, or the screen after a walk's line) and how many
    /// findings it had, repeats included: what `--variants` reports by state and setting.
    public struct StateCount: Hashable, Sendable {
        public var screen: String
        public var variant: String
        public var revealedBy: AuditRevelation?
        public var setting: String?
        public var findings: Int

        public init(screen: String, variant: String, revealedBy: AuditRevelation? = nil, setting: String? = nil,
                    findings: Int) {
            self.screen = screen
            self.variant = variant
            self.revealedBy = revealedBy
            self.setting = setting
            self.findings = findings
        }

        /// The state without its setting, as the text report names it.
        var place: String {
            "\(screen):\(variant)" + (revealedBy.map { " after \($0.file):\($0.line): \($0.command)" } ?? "")
        }
    }

    public private(set) var entries: [Entry] = []
    /// Every state audited, in order, with its count of findings.
    public internal(set) var states: [StateCount] = []
    /// The states kept for the HTML report (`ScreenSession.auditCapture`), each the first to
    /// show some finding; empty unless asked for.
    public var captures: [AuditScreenCapture] = []
    /// The run audited each state under several settings (`AuditReport.underEachSetting`).
    public var isBySetting: Bool { states.contains { $0.setting != nil } }
    private var seen: Set<String> = []
    /// Findings a baseline knows (`applying(_:)`): reported by count and in SARIF as
    /// unchanged, never failing the run. Nil when no baseline was applied.
    public internal(set) var known: [Entry]?

    mutating func keep(_ isIncluded: (Entry) -> Bool) { entries = entries.filter(isIncluded) }

    public init() {}

    public init(findings: [AuditFinding], screen: String, variant: String) {
        for finding in findings { add(Entry(finding: finding, screen: screen, variant: variant)) }
        states = [StateCount(screen: screen, variant: variant, findings: findings.count)]
    }

    /// Records that a state was audited and had `findings` findings (a walk's line).
    public mutating func record(_ state: StateCount) { states.append(state) }

    /// Adds an entry unless the same rule already flagged the same element of the same screen.
    /// Returns whether it was new.
    @discardableResult
    public mutating func add(_ entry: Entry) -> Bool {
        guard seen.insert(entry.key).inserted else { return false }
        entries.append(entry)
        return true
    }

    public var findings: [AuditFinding] { entries.map(\.finding) }
    public var isEmpty: Bool { entries.isEmpty }

    // MARK: Text

    /// One line a finding; its fix, its impact and standards and (for a walk) what revealed it
    /// indented under it; then the count.
    public var lines: [String] {
        guard !entries.isEmpty else { return [countLine] }
        let screens = Set(entries.map { "\($0.screen):\($0.variant)" })
        var lines: [String] = []
        for entry in entries {
            let finding = entry.finding
            let place = screens.count > 1 || entry.revealedBy != nil ? "\(entry.screen):\(entry.variant) " : ""
            let note = finding.needsReview ? " (needs review)" : finding.rule.severity == .note ? " (note)" : ""
            lines.append(("\(finding.rule.rawValue)\(note): \(place)\(finding.elementID) \"\(finding.label)\": \(finding.message)")
                .replacingOccurrences(of: "\n", with: " "))
            lines.append("  fix: " + finding.fix.replacingOccurrences(of: "\n", with: " "))
            lines.append("  impact: " + finding.rule.tags.joined(separator: ", "))
            if let revealed = entry.revealedBy {
                lines.append("  revealed by \(revealed.file):\(revealed.line): \(revealed.command)")
            }
            if let setting = entry.setting, setting != AuditSetting.standard.name {
                lines.append("  revealed under \(setting)")
            }
        }
        return lines + stateLines + [countLine]
    }

    /// With `--variants`: a line a state, its count under Standard and under each setting that
    /// changes it ("beach:before: 12 under Standard; Dynamic Type: AX5 14; the other 17 the same").
    var stateLines: [String] {
        guard isBySetting else { return [] }
        var order: [String] = []
        var byPlace: [String: [StateCount]] = [:]
        for state in states {
            if byPlace[state.place] == nil { order.append(state.place) }
            byPlace[state.place, default: []].append(state)
        }
        return ["findings in each state, by setting:"] + order.map { place in
            let counts = byPlace[place]!
            let standard = counts.first { $0.setting == AuditSetting.standard.name } ?? counts[0]
            let changed = counts.filter { $0.setting != standard.setting && $0.findings != standard.findings }
            let same = counts.count - 1 - changed.count
            var parts = ["\(standard.findings) under \(standard.setting ?? "")"]
            parts += changed.map { "\($0.setting ?? "") \($0.findings)" }
            if same > 0 { parts.append(changed.isEmpty ? "the same under the other \(same)" : "the other \(same) the same") }
            return "  \(place): " + parts.joined(separator: "; ")
        }
    }

    // MARK: JSON

    /// `{"screen", "variant", "findings": [{"rule", "id", "label", "message", "fix", "identifier",
    /// "screen", "variant", "needsReview", "impact", "tags", "revealedBy": {"file", "line", "command"} | null}]}`, keys always in
    /// this order; the top-level screen and variant are those of the first finding's screen
    /// when a walk has no single screen (`screen` and `variant` given win). Audited under
    /// several settings, each finding also has "setting" (the first that showed it) and the
    /// log "states": [{"screen", "variant", "revealedBy", "setting", "findings"}], one a state
    /// under a setting.
    public func json(screen: String?, variant: String?) -> JSONValue {
        .object([
            ("screen", .string(screen)),
            ("variant", .string(variant)),
            ("findings", .array(entries.map { entry in
                let finding = entry.finding
                return .object([
                    ("rule", .string(finding.rule.rawValue)), ("id", .string(finding.elementID.rawValue)),
                    ("label", .string(finding.label)), ("message", .string(finding.message)),
                    ("fix", .string(finding.fix)), ("identifier", .string(finding.identifier)),
                    ("screen", .string(entry.screen)), ("variant", .string(entry.variant)),
                    ("needsReview", .bool(finding.needsReview)),
                    ("impact", .string(finding.rule.impact.rawValue)),
                    ("tags", .array(finding.rule.tags.dropFirst().map { .string($0) })),
                    ("revealedBy", Self.json(entry.revealedBy)),
                ] + (isBySetting ? [("setting", .string(entry.setting))] : []))
            })),
        ] + (isBySetting ? [("states", .array(states.map { state in
            .object([("screen", .string(state.screen)), ("variant", .string(state.variant)),
                     ("revealedBy", Self.json(state.revealedBy)), ("setting", .string(state.setting)),
                     ("findings", .int(state.findings))])
        }))] : []))
    }

    private static func json(_ revealed: AuditRevelation?) -> JSONValue {
        revealed.map { revealed in
            .object([("file", .string(revealed.file)), ("line", .int(revealed.line)), ("command", .string(revealed.command))])
        } ?? .null
    }

    // MARK: SARIF

    /// A SARIF 2.1.0 log: one run by the tool "rotor", every rule as a reporting descriptor
    /// (its id, what it flags, why, the fix as help text, the scanner check it matches), each
    /// finding a result at its rule's level ("warning" for a problem, "note" for a note).
    ///
    /// Locations: the element as a logical location (`screen:variant/element-id`, kind
    /// "element"); for a walk, also the script line that revealed it as a physical location.
    /// The Swift file and line where the view was written are not known: TermUI does not
    /// record them.
    public func sarif(rules: [AuditRule] = AuditRule.allCases) -> JSONValue {
        let descriptors: [JSONValue] = rules.map { rule in
            .object([
                ("id", .string(rule.rawValue)),
                ("name", .string(rule.rawValue)),
                ("shortDescription", .object([("text", .string(rule.what))])),
                ("fullDescription", .object([("text", .string(rule.what + ": " + rule.why + "."))])),
                ("help", .object([("text", .string(rule.fix))])),
                ("defaultConfiguration", .object([("level", .string(rule.severity.sarifLevel))])),
                ("properties", .object([("scannerCheck", .string(rule.scannerCheck)), ("impact", .string(rule.impact.rawValue)),
                                        ("tags", .array(rule.tags.map { .string($0) })),
                                        ("preset", .string(AuditPreset.introducing(rule)?.name))])),
            ])
        }
        let results: [JSONValue] = (entries + (known ?? [])).map { entry in
            let finding = entry.finding
            var location: [(String, JSONValue)] = []
            var related: [JSONValue] = []
            func physical(_ file: String, _ line: Int) -> JSONValue {
                .object([
                    ("artifactLocation", .object([("uri", .string(Self.uri(file)))])),
                    ("region", .object([("startLine", .int(max(1, line)))])),
                ])
            }
            // The Swift line that shaped the element comes first; the script line that revealed
            // the state is related to it.
            if let source = finding.sourceLocation {
                location.append(("physicalLocation", physical(source.file, source.line)))
                if let revealed = entry.revealedBy {
                    related.append(.object([("id", .int(1)), ("physicalLocation", physical(revealed.file, revealed.line)),
                                            ("message", .object([("text", .string("revealed by `\(revealed.command)`"))]))]))
                }
            } else if let revealed = entry.revealedBy {
                location.append(("physicalLocation", physical(revealed.file, revealed.line)))
            }
            location.append(("logicalLocations", .array([.object([
                ("name", .string(finding.elementID.rawValue)),
                ("fullyQualifiedName", .string("\(entry.screen):\(entry.variant)/\(finding.elementID.rawValue)")),
                ("kind", .string("element")),
            ])])))
            var properties: [(String, JSONValue)] = [
                ("screen", .string(entry.screen)), ("variant", .string(entry.variant)),
                ("label", .string(finding.label)), ("identifier", .string(finding.identifier)),
                ("fix", .string(finding.fix)), ("needsReview", .bool(finding.needsReview)),
            ]
            if let revealed = entry.revealedBy { properties.append(("revealedBy", .string(revealed.command))) }
            if let setting = entry.setting { properties.append(("setting", .string(setting))) }
            var baselineState: [(String, JSONValue)] = []
            if let known { baselineState = [("baselineState", .string(known.contains(entry) ? "unchanged" : "new"))] }
            return .object([
                ("ruleId", .string(finding.rule.rawValue)),
                ("ruleIndex", .int(rules.firstIndex(of: finding.rule) ?? 0)),
                ("level", .string(finding.severity.sarifLevel)),
                ("message", .object([("text", .string("\(finding.label.isEmpty ? finding.elementID.rawValue : "\"\(finding.label)\""): "
                                                      + "\(finding.message). Fix: \(finding.fix)"))])),
                ("locations", .array([.object(location)])),
                ("relatedLocations", .array(related)),
                ("partialFingerprints", .object([("rotorFinding/v1", .string(AuditBaseline.fingerprint(entry)))])),
            ] + baselineState + [
                ("properties", .object(properties)),
            ])
        }
        return .object([
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("rotor")),
                    ("rules", .array(descriptors)),
                ]))])),
                ("results", .array(results)),
            ])])),
        ])
    }

    /// A relative path as a URI reference: percent-encoded where a URI needs it.
    static func uri(_ path: String) -> String {
        // A source path under the working directory is given relative to it, as code scanning
        // reads paths relative to the repository.
        var path = path
        let here = FileManager.default.currentDirectoryPath + "/"
        if path.hasPrefix(here) { path.removeFirst(here.count) }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
