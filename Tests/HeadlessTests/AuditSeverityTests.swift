import Accessibility
import Headless
import Testing
import TermUI

/// Audit severities: a finding that says what Rotor cannot read here is a note, not a defect
/// of the app, and an audit whose only findings are notes passes.
@MainActor
@Suite("Audit severities")
struct AuditSeverityTests {
    struct MapPlaceholder: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    private func report(_ view: some View) -> AuditReport {
        AuditReport(findings: ScreenReaderSession(view).auditFindings, screen: "test", variant: "default")
    }

    @Test("platform-view is a note: an app whose only finding is a representable passes the audit (exit 0), reported as a note")
    func platformViewAloneIsANote() {
        let audit = report(VStack {
            Text("Trailhead")
            MapPlaceholder().frame(height: 96).accessibilityLabel("Map of the trail")
            Button("Directions") {}
        })
        #expect(audit.findings.map(\.rule) == [.platformView])
        #expect(AuditRule.platformView.severity == .note)
        #expect(!audit.hasProblems)
        #expect(audit.exitStatus == 0)
        #expect(audit.lines.first?.hasPrefix("platform-view (note): ") == true)
        #expect(audit.lines.last == "No problems found; 1 note.")
    }

    @Test("every other rule finds a problem: a problem beside a note fails the audit (exit 1), and SARIF gives each its level")
    func problemsStillFail() throws {
        let audit = report(VStack {
            MapPlaceholder().frame(height: 96).accessibilityLabel("Map of the trail")
            Button {} label: { Image(systemName: "square.and.arrow.up").accessibilityHidden(true) }
        })
        #expect(AuditRule.allCases.filter { $0.severity == .note } == [.platformView])
        #expect(audit.hasProblems)
        #expect(audit.exitStatus == 1)
        let problems = audit.problems.count
        #expect(problems >= 1)
        #expect(audit.lines.last == "\(problems) problem\(problems == 1 ? "" : "s") found; 1 note.")
        let sarif = audit.sarif().rendered()
        #expect(sarif.contains(#""level":"note""#) || sarif.contains(#""level": "note""#))
        #expect(sarif.contains(#""level":"warning""#) || sarif.contains(#""level": "warning""#))
    }
}
