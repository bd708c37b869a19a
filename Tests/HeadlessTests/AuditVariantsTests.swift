import Accessibility
import Foundation
import Headless
import TerminalApp
import Testing
import TermUI

/// `rotor audit --variants`: every state audited again under each Dynamic Type size, Bold Text,
/// Increase Contrast, dark, light, Reduce Motion and Differentiate Without Color; each finding
/// credited to the first state and setting that showed it.
@MainActor
struct AuditVariantsTests {
    func rotor(_ arguments: String...) -> (status: Int32, output: [String]) {
        var output: [String] = []
        let status = RotorCommandLine.run(arguments: arguments, registry: demoRegistry,
                                          output: { output.append($0) }, errorOutput: { _ in })
        return (status, output)
    }

    /// A close button that shows only at the accessibility sizes, with no label: what a
    /// layout switched for large text can lose.
    struct Toolbar: View {
        @Environment(\.dynamicTypeSize) var size
        var body: some View {
            VStack {
                Text("Inbox").accessibilityAddTraits(.isHeader)
                if size >= .accessibility2 {
                    Button {} label: { Circle().frame(width: 16, height: 16) }
                }
            }
        }
    }

    func audit(_ settings: EnvironmentOverrides) -> AuditReport {
        let session = ScreenReaderSession(Toolbar())
        session.session.environmentOverrides = settings
        return AuditReport(findings: session.auditFindings, screen: "toolbar", variant: "default")
    }

    @Test("the settings: Standard, the twelve Dynamic Type sizes, Bold Text, Increase Contrast, Dark, Light, Reduce Motion, Differentiate Without Color")
    func settings() {
        #expect(AuditSetting.all.count == 19)
        #expect(AuditSetting.all.map(\.name) == ["Standard"] + ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
            .map { "Dynamic Type: \($0)" } + ["Bold Text", "Increase Contrast", "Dark", "Light", "Reduce Motion",
                                              "Differentiate Without Color"])
        // Each changes one thing from the run's own settings.
        var base = EnvironmentOverrides()
        base.colorScheme = .light
        var bold = base
        bold.boldText = true
        #expect(AuditSetting.boldText.applied(to: base) == bold)
        #expect(AuditSetting.standard.applied(to: base) == base)
    }

    @Test("a finding only a large type size shows is credited to the smallest size that shows it, and counted by setting")
    func revealedBySize() throws {
        #expect(audit(EnvironmentOverrides()).entries.isEmpty)
        let report = AuditReport.underEachSetting(base: EnvironmentOverrides(), audit: audit)
        #expect(report.entries.map(\.finding.rule).contains(.unlabeledControl))
        #expect(report.entries.allSatisfy { $0.setting == "Dynamic Type: AX2" })
        #expect(report.states.count == 19)
        let count = report.entries.count
        #expect(report.states.filter { $0.findings > 0 }.map { $0.setting ?? "" }
            == ["Dynamic Type: AX2", "Dynamic Type: AX3", "Dynamic Type: AX4", "Dynamic Type: AX5"])
        #expect(report.lines.contains("  revealed under Dynamic Type: AX2"))
        #expect(report.lines.contains(
            "  toolbar:default: 0 under Standard; Dynamic Type: AX2 \(count); Dynamic Type: AX3 \(count); Dynamic Type: AX4 \(count); "
                + "Dynamic Type: AX5 \(count); the other 14 the same"))
        #expect(report.exitStatus == 1)
    }

    @Test("on a walk, the earliest state wins over the earlier setting; within a state, the first setting")
    func earliestStateFirst() {
        func entry(_ label: String, line: Int) -> AuditReport.Entry {
            AuditReport.Entry(finding: AuditFinding(rule: .unlabeledControl, elementID: AccessibilityElementID(label), label: label,
                                                    message: "m", fix: "f"),
                              screen: "s", variant: "v", revealedBy: AuditRevelation(file: "w.rotor", line: line, command: "next"))
        }
        let report = AuditReport.underEachSetting([.standard, .light, .boldText], base: EnvironmentOverrides()) { settings in
            var report = AuditReport()
            if settings.colorScheme == .light { report.add(entry("a", line: 2)); report.add(entry("b", line: 3)) }
            if settings.boldText == true { report.add(entry("b", line: 3)) }
            if settings.isEmpty { report.add(entry("a", line: 5)) }
            return report
        }
        #expect(report.entries.map { "\($0.finding.label) \($0.revealedBy?.line ?? 0) \($0.setting ?? "")" } == ["a 2 Light", "b 3 Light"])
    }

    @Test("rotor audit --variants: the beach's secondary text fails only drawn light; JSON names each finding's setting and every state's count")
    func commandLine() throws {
        // rotor-3, without the probes that act on copies of the screen: nineteen audits stay
        // cheap under the sanitizers.
        let plain = rotor("audit", "beach", "--preset", "rotor-3")
        #expect(plain.status == 0)
        let run = rotor("audit", "beach", "--variants", "--preset", "rotor-3")
        #expect(run.status == 1)
        let contrast = try #require(run.output.firstIndex { $0.hasPrefix("contrast:") })
        #expect(run.output[contrast + 3] == "  revealed under Light")
        #expect(run.output.contains("  beach:after: 0 under Standard; Light 3; the other 17 the same"))
        let json = rotor("audit", "beach", "--variants", "--preset", "rotor-3", "--json")
        let root = try #require(JSONSerialization.jsonObject(with: Data(json.output.joined(separator: "\n").utf8)) as? [String: Any])
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.compactMap { $0["setting"] as? String } == ["Light", "Light", "Light"])
        let states = try #require(root["states"] as? [[String: Any]])
        #expect(states.count == 19 && states.allSatisfy { $0["screen"] as? String == "beach" })
        // A finding keeps its baseline key whatever setting showed it: a baseline of the plain
        // run leaves only what the settings add.
        let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-\(UUID().uuidString).baseline").path
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        #expect(rotor("audit", "beach:before", "--preset", "rotor-3", "--baseline", baseline, "--update-baseline").status == 0)
        let added = rotor("audit", "beach:before", "--variants", "--preset", "rotor-3", "--baseline", baseline)
        #expect(added.status == 1)
        let findingLines = added.output.filter { line in AuditRule.allCases.contains { line.hasPrefix($0.rawValue + ":") } }
        #expect(findingLines.count == 3 && findingLines.allSatisfy { $0.hasPrefix("contrast:") })
        #expect(added.output.filter { $0.hasPrefix("  revealed under ") } == Array(repeating: "  revealed under Light", count: 3))
    }

    @Test("rotor audit --walk --variants: every state of the walk under every setting, a line a state in the counts")
    func walk() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-\(UUID().uuidString).rotor")
        try "screen settings:before\nnext\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let run = rotor("audit", "--walk", script.path, "--variants", "--preset", "rotor-3")
        #expect(run.status == 1)
        let counts = try #require(run.output.firstIndex(of: "findings in each state, by setting:"))
        #expect(run.output[(counts + 1)...].prefix(2).map { $0.components(separatedBy: ": ").prefix(2).joined(separator: ": ") }
            == ["  settings:before after \(script.path):1: screen settings:before", "  settings:before after \(script.path):2: next"])
        // Drawn light, the blue buttons fail contrast: first shown by the screen line, under Light.
        let contrast = try #require(run.output.firstIndex { $0.hasPrefix("contrast:") })
        #expect(run.output[contrast + 3] == "  revealed by \(script.path):1: screen settings:before")
        #expect(run.output[contrast + 4] == "  revealed under Light")
    }
}
