/// How much a finding weighs. A problem is a defect of the app a reviewer would flag: `rotor
/// audit` and `rotor play --audit` exit 1 when there is one. A note is information: what Rotor
/// cannot read here (a UIKit view inside a representable), which a device would have to show;
/// it is reported, and the run passes.
public enum AuditSeverity: String, Hashable, Sendable {
    case problem
    case note

    /// The SARIF result level: "warning" for a problem, "note" for a note.
    public var sarifLevel: String {
        switch self {
        case .problem: "warning"
        case .note: "note"
        }
    }
}

extension AuditRule {
    /// Every rule finds a problem, except `platform-view`: that the view cannot be read here is
    /// not a defect of the app.
    public var severity: AuditSeverity {
        switch self {
        case .platformView: .note
        default: .problem
        }
    }
}

extension AuditReport {
    /// The entries that are problems (notes left out).
    public var problems: [Entry] { entries.filter { $0.finding.severity == .problem } }

    /// Whether any finding is a problem: notes alone pass.
    public var hasProblems: Bool { entries.contains { $0.finding.severity == .problem } }

    /// The exit status an audit run ends with: 1 when any finding is a problem, else 0.
    public var exitStatus: Int32 { hasProblems ? 1 : 0 }

    /// "3 problems found.", "No problems found; 1 note.", "1 problem found; 2 notes.".
    var countLine: String {
        let problems = problems.count
        let reviews = entries.filter(\.finding.needsReview).count
        let notes = entries.count - problems - reviews
        let new = known == nil ? "" : " new"
        var parts = [problems == 0 ? "No\(new) problems found" : "\(problems)\(new) problem\(problems == 1 ? "" : "s") found"]
        if reviews > 0 { parts.append("\(reviews) to review") }
        if notes > 0 { parts.append("\(notes) note\(notes == 1 ? "" : "s")") }
        if let known, !known.isEmpty { parts.append("\(known.count) in the baseline") }
        return parts.joined(separator: "; ") + "."
    }
}
