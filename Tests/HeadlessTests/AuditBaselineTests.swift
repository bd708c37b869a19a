import Accessibility
import Foundation
import Headless
import TerminalApp
import TermUI
import Testing

/// `rotor audit --baseline FILE`: a team adopts the audit on an app that already has findings,
/// and a run then fails only on new ones.
@MainActor
struct AuditBaselineTests {
    func rotor(_ arguments: String...) -> (status: Int32, output: [String], errors: [String]) {
        var output: [String] = [], errors: [String] = []
        let status = RotorCommandLine.run(arguments: arguments, registry: demoRegistry,
                                          output: { output.append($0) }, errorOutput: { errors.append($0) })
        return (status, output, errors)
    }

    func path() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("rotor-baseline-\(UUID().uuidString).txt").path
    }

    @Test("--update-baseline writes every finding; with that baseline the same screen passes, and a finding not in it fails alone")
    func baselineSetsKnownFindingsApart() throws {
        let file = path()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let written = rotor("audit", "beach:before", "--baseline", file, "--update-baseline")
        #expect(written.status == 0)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        let full = rotor("audit", "beach:before")
        #expect(full.status == 1)
        #expect(lines.count == 1 + full.output.filter { !$0.hasPrefix("  ") && !$0.contains("found") }.count)

        let known = rotor("audit", "beach:before", "--baseline", file)
        #expect(known.status == 0)
        #expect(known.output.last == "No new problems found; \(lines.count - 1) in the baseline.")

        // One finding taken out of the baseline is new again: it alone is shown, and fails.
        let kept = lines.dropLast().joined(separator: "\n") + "\n"
        try kept.write(toFile: file, atomically: false, encoding: .utf8)
        let one = rotor("audit", "beach:before", "--baseline", file)
        #expect(one.status == 1)
        #expect(one.output.filter { !$0.hasPrefix("  ") }.count == 2)
        #expect(one.output.last == "1 new problem found; \(lines.count - 2) in the baseline.")
    }

    @Test("a finding is known by rule, screen and element: editing another element's label does not change it; an identifier is used when there is one")
    func keysAreStable() {
        func report(_ view: some View) -> AuditReport {
            AuditReport(findings: ScreenReaderSession(view).auditFindings, screen: "s", variant: "after")
        }
        func screen(_ other: String) -> some View {
            VStack {
                Image("photo-1").onTapGesture {}
                Text(other).onTapGesture {}
                Image("photo-2").onTapGesture {}.accessibilityIdentifier("second photo")
            }
        }
        let before = AuditBaseline(report: report(screen("Tap me")))
        let after = report(screen("Tap here instead"))
        let first = after.entries.filter { $0.finding.label != "Tap here instead" }
        #expect(!first.isEmpty && first.allSatisfy(before.contains))
        #expect(before.keys.contains { $0.hasSuffix("\tid:second photo") })
    }

    @Test("SARIF results carry a partial fingerprint, and with a baseline whether each is new or unchanged")
    func sarifFingerprints() throws {
        let file = path()
        defer { try? FileManager.default.removeItem(atPath: file) }
        _ = rotor("audit", "checkout:before", "--baseline", file, "--update-baseline")
        let log = rotor("audit", "checkout:before", "--baseline", file, "--format", "sarif")
        let json = try #require(JSONSerialization.jsonObject(with: Data(log.output.joined(separator: "\n").utf8)) as? [String: Any])
        let results = try #require(((json["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let prints = try #require(result["partialFingerprints"] as? [String: String])
            #expect(prints["rotorFinding/v1"]?.count == 16)
            #expect(result["baselineState"] as? String == "unchanged")
        }
        #expect(Set(results.compactMap { ($0["partialFingerprints"] as? [String: String])?["rotorFinding/v1"] }).count == results.count)
    }

    @Test("a baseline that is missing or malformed is a usage error naming the file and line; --update-baseline needs --baseline")
    func badBaselines() throws {
        let missing = rotor("audit", "beach:before", "--baseline", "/nonexistent/baseline.txt")
        #expect(missing.status == 2)
        #expect(missing.errors.joined().contains("no such file (make one with --update-baseline)"))
        let file = path()
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "# rotor audit baseline 1\nunlabeled-control\tbeach:before\n".write(toFile: file, atomically: false, encoding: .utf8)
        let short = rotor("audit", "beach:before", "--baseline", file)
        #expect(short.status == 2)
        #expect(short.errors.joined().contains("\(file):2: a baseline line is RULE"))
        try "no-such-rule\tbeach:before\t1\n".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(rotor("audit", "beach:before", "--baseline", file).errors.joined().contains("\(file):1: no rule is called"))
        #expect(rotor("audit", "beach:before", "--update-baseline").status == 2)
    }
}
