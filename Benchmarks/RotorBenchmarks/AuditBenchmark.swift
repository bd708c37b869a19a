import Foundation
import Headless
import TermUI

// What `rotor audit SCREEN` costs on a long screen: `ScreenSession.auditFindings` with the
// default preset's rules, the screen already open (each sample opens a fresh session outside
// the timing, so the probes, which keep what they found for a screen, run every time).

/// A settings-like list of `rows` rows in a scroll view, each a text and a control (2 × rows
/// elements): every 25th row's text is a section heading, the others alternate a button and a
/// toggle; some buttons have a label of their own or a hint, and every 1 000th row offers a
/// custom action, as a row with a swipe action does. That row (a multiple of 25) is a heading,
/// which does not show the archived state: the action changes nothing a user notices.
///
/// The unfavourable cases: `readsTextSize` spaces the rows by the Dynamic Type size, so the
/// audit lays the screen out again at accessibility3 (text-clipped); `ticks` runs a timer
/// twice a second, so no copy is still and each custom action gets copies of its own;
/// `framed` gives the scroll view a frame its rows reach far past, so every element scrolls
/// (its `scrollFrame` is set) and the rules that read the drawing judge a clipped copy of the
/// tree, its facts noted again.
struct AuditRowsScreen: View {
    let rows: Int
    var readsTextSize = false
    var ticks = false
    var framed = false
    @Environment(\.dynamicTypeSize) private var size
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: readsTextSize && size.isAccessibilitySize ? 16 : 0) {
                ForEach(0..<rows) { i in AuditRow(index: i) }
            }
        }
        .frame(height: framed ? 320 : nil)
        .onAppear {
            if ticks { TermUI.Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in } }
        }
    }
}

struct AuditRow: View {
    let index: Int
    @State private var on = false
    @State private var archived = false
    var body: some View {
        HStack {
            if index % 25 == 0 {
                Text("Section \(index / 25)").accessibilityAddTraits(.isHeader)
            } else {
                Text(archived ? "Item \(index), archived" : "Item \(index)")
            }
            control
        }
    }

    @ViewBuilder var control: some View {
        if index % 1_000 == 500 {
            Button("Details") {}
                .accessibilityLabel("Details of item \(index)")
                .accessibilityAction(named: "Archive") { archived.toggle() }
        } else if index % 2 == 0 {
            if index % 10 == 0 {
                Button("Open") {}.accessibilityLabel("Open item \(index)").accessibilityHint("Shows the item's page.")
            } else {
                Button("Open \(index)") {}
            }
        } else {
            Toggle("Notify \(index)", isOn: $on)
        }
    }
}

/// The rules `rotor audit` runs when no preset is named.
let defaultAuditConfiguration: AuditConfiguration = {
    var configuration = AuditConfiguration()
    configuration.disabled = Set(AuditRule.allCases).subtracting(AuditPreset.standard.rules)
    return configuration
}()

/// One audit of a fresh session of `rows` rows, `runs` times (fewer past the budget).
@MainActor
func auditRows(_ rows: Int, runs: Int, readsTextSize: Bool = false, ticks: Bool = false, framed: Bool = false) {
    var session: ScreenSession?
    var elements = 0, found = 0, copies = 0
    let timing = measure(runs, budget: 60, setup: {
        session = nil
        let screen = AuditRowsScreen(rows: rows, readsTextSize: readsTextSize, ticks: ticks, framed: framed)
        let opened = ScreenSession(screen, name: "audit", columns: paneColumns, rows: paneRows)
        opened.appear()  // as `rotor audit` meets the screen
        elements = opened.tree.count
        session = opened
    }) {
        // As the command runs it: the rules the preset leaves out are not computed.
        found = session!.auditFindings(with: defaultAuditConfiguration, lastUse: true).count
        copies = session!.probeCopiesOpened
    }
    let unfavourable = [readsTextSize ? "reading the text size" : nil, ticks ? "a timer due" : nil,
                        framed ? "in a scroll view its rows reach past" : nil].compactMap { $0 }
    report("\(elements) elements\(unfavourable.isEmpty ? "" : ", " + unfavourable.joined(separator: ", ")): rotor audit "
           + "(\(AuditPreset.standard.name), probes included; \(found) findings; "
           + "\(copies) \(copies == 1 ? "copy" : "copies") of the screen opened)", timing)
}

/// `rotor audit beach --variants`: the beach screen audited afresh under each of the 19
/// settings, each a fresh session, merged into one report, as the command does.
@MainActor
func auditVariants(runs: Int) {
    var found = 0
    let timing = measure(runs, budget: 120) {
        let report = AuditReport.underEachSetting(base: EnvironmentOverrides()) { settings in
            let session = try! ScreenSession(registry: demoRegistry, screen: "beach", settings: settings)
            session.appear()
            return AuditReport(findings: session.auditFindings(with: defaultAuditConfiguration, lastUse: true), screen: "beach",
                               variant: session.variant)
        }
        found = report.entries.count
    }
    report("rotor audit beach --variants (19 settings, \(AuditPreset.standard.name), probes included; \(found) findings)", timing)
}

/// `rotor label` over two of the demo walkthroughs (the beach's and the trip's): each played
/// eight times under the settings each feature needs, audited and checked at every line.
@MainActor
func labelWalkthroughs(runs: Int) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("demos/walkthroughs")
    let scripts = ["beach.rotor", "trip.rotor"].map { name in
        try! WalkthroughScript(data: Data(contentsOf: folder.appendingPathComponent(name)), file: name)
    }
    var blockers = 0
    let timing = measure(runs, budget: 120) {
        blockers = try! NutritionLabelEvaluator(registry: demoRegistry).evaluate(scripts).blockers.count
    }
    report("rotor label beach.rotor trip.rotor (8 plays each; \(blockers) blockers)", timing)
}

/// `--audit [--quick]`: the audit of 1 000, 10 000 and 100 000 elements (`--quick`: not 100 000),
/// the beach under every setting, and the Nutrition Label evidence of two walkthroughs.
@MainActor
func auditBenchmarks(quick: Bool) {
    auditRows(500, runs: 20)
    auditRows(5_000, runs: 10)
    auditRows(5_000, runs: 5, readsTextSize: true)
    auditRows(5_000, runs: 5, ticks: true)
    auditRows(5_000, runs: 5, framed: true)
    if !quick { auditRows(50_000, runs: 3) }
    auditVariants(runs: quick ? 3 : 10)
    labelWalkthroughs(runs: quick ? 3 : 10)
}
