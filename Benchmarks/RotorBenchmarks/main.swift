import Accessibility
import DemoScreens
import Headless
import Foundation
import ScreenReader
import TermUI

// Measures what a person feels: the time one reader command takes, end to end (the command,
// the app's state change, the graph update, the new tree and the speech), the time the graph
// takes for a state change with no reader, and the process's peak memory. Every line gives the
// median and the 99th percentile of its samples. Run from a release build:
//   swift run -c release RotorBenchmarks [--quick] [--breakdown]
//   swift run -c release RotorBenchmarks --idle [--quick]   (idle and fuzz figures only)
//   swift run -c release RotorBenchmarks --stack-width [--quick]   (a row widening its stack)
//   swift run -c release RotorBenchmarks --audit [--quick]   (rotor audit of 1 000 to 100 000 elements)
// (`--profile-next ROWS`, `--profile-activate ROWS`, `--profile-rows ROWS`, `--profile-audit ROWS`,
// `--profile-lazy-audit ROWS [--contacts|--models]`, `--profile-rotor ROWS [--models]` run one workload,
// for a profiler.) Every run first times a fixed integer-hash loop, the calibration, and gives
// each median also as a multiple of it, so figures from other machines can be compared.

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The median and 99th percentile of timed samples, in nanoseconds.
struct Timing {
    var samples: [Double]
    var median: Double { percentile(0.5) }
    var p99: Double { percentile(0.99) }
    func percentile(_ p: Double) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.down)))]
    }
}

func format(_ nanoseconds: Double) -> String {
    nanoseconds >= 1_000_000 ? String(format: "%.2f ms", nanoseconds / 1_000_000) : String(format: "%.1f µs", nanoseconds / 1_000)
}

/// One line of the table: what, median, p99, the number of samples, and the median as a
/// multiple of the calibration unit (`printCalibration`).
@MainActor
func report(_ what: String, _ timing: Timing) {
    print("| \(what) | \(format(timing.median)) | \(format(timing.p99)) | \(timing.samples.count) | \(inCalibrationUnits(timing.median)) |")
}

/// A field of /proc/self/status in MiB ("VmRSS", "VmHWM"), or nil where there is no /proc.
func memoryMiB(_ field: String) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
          let kb = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return nil }
    return kb / 1024
}

func mib(_ value: Double?) -> String { value.map { String(format: "%.1f MiB", $0) } ?? "n/a" }

/// Peak resident memory of this process (VmHWM).
func peakMemory() -> String { mib(memoryMiB("VmHWM")) }

/// Runs `body` `runs` times and times each run; `setup` runs before each, outside the timing
/// (it puts the subject where the sample does real work: a cursor at the end back at the start).
/// A slow subject stops after `budget` seconds of samples, with at least 10 samples.
@MainActor
func measure(_ runs: Int, budget: Double = 30, setup: () -> Void = {}, _ body: () -> Void) -> Timing {
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    var spent = 0.0
    for _ in 0..<runs {
        if samples.count >= 10, spent > budget * 1e9 { break }
        setup()
        let start = now()
        body()
        samples.append(Double(now() - start))
        spent += samples[samples.count - 1]
    }
    return Timing(samples: samples)
}

/// Opens a screen again and again, as a walkthrough's `screen` lines and the explorer's `v` do,
/// after commands that leave timers, state and speech behind: a closed screen must free all
/// of it, so resident memory stays flat however many screens were opened.
@MainActor
func reopenMemory(_ registry: ScreenRegistry, times: Int) {
    let session = try! ScreenSession(registry: registry, screen: "alerts")
    var marks: [(Int, Double?)] = []
    var samples: [Double] = []
    samples.reserveCapacity(times)
    for i in 1...times {
        let start = now()
        if i % 2 == 0 { try! session.open("alerts") } else { session.switchVariant() }
        session.perform(.next)
        session.perform(.activate)
        session.perform(.wait(seconds: 1))
        _ = session.frame()
        samples.append(Double(now() - start))
        if i == 100 || i % (times / 4) == 0 { marks.append((i, memoryMiB("VmRSS"))) }
    }
    let rss = marks.map { "\($0.0): \(mib($0.1))" }.joined(separator: ", ")
    report("\(times) reopens of alerts (open / switch variant, next, activate, wait 1): each", Timing(samples: samples))
    print("|   resident memory (VmRSS) after N reopens: \(rss) | | | |")
}

/// A bare graph as the reader's source: no session, to measure the graph and the reader alone.
@MainActor
final class GraphSource: AccessibilityTreeSource {
    let graph: ViewGraph
    init(graph: ViewGraph) { self.graph = graph }
    func currentTree() -> AccessibilityTree { graph.accessibilityTree() }
    func advanceTime(by seconds: Double) { graph.advanceTime(by: seconds) }
}

/// A screen of `rows` rows, each a toggle and a text: 2 × rows elements, laid out as the
/// explorer lays out every screen: a page that scrolls.
struct LargeScreen: View {
    let rows: Int
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<rows) { i in Row(index: i) }
        }
    }
}

struct Row: View {
    let index: Int
    @State private var on = false
    var body: some View {
        HStack {
            Text("Row \(index)")
            Toggle("Setting \(index)", isOn: $on)
        }
    }
}

/// The handles to the rows' state, so a sample can change one row the way its own code would,
/// without a reader.
@MainActor
final class RowSwitches {
    var bindings: [Int: Binding<Bool>] = [:]
    func register(_ index: Int, _ binding: Binding<Bool>) -> Bool {
        bindings[index] = binding
        return true
    }
    func toggle(_ index: Int) {
        let binding = bindings[index]!
        binding.wrappedValue.toggle()
    }
}

/// A `VStack` of `rows` texts, each row a view with its own `@State` that its text shows.
struct TextRowsScreen: View {
    let rows: Int
    let switches: RowSwitches
    var body: some View {
        VStack {
            ForEach(0..<rows) { i in StateTextRow(index: i, switches: switches) }
        }
    }
}

struct StateTextRow: View {
    let index: Int
    let switches: RowSwitches
    @State private var on = false
    var body: some View {
        let _ = switches.register(index, $on)
        Text("Row \(index): \(on ? "on" : "off")")
    }
}

/// The explorer's screen pane: 72 × 40 cells.
let paneColumns = 72, paneRows = 40

/// What the explorer draws: the rows of the screen the pane shows.
@MainActor
func drawPane(_ graph: ViewGraph, from firstRow: Int) {
    _ = graph.draw(rows: firstRow..<(firstRow + paneRows))
}

/// The text-rows workload: first build (graph, layout, draw of the pane) and one row's state
/// change (update, layout, draw of what changed in the pane), in a window of the pane's size and
/// as a page laid out at its ideal height, as the explorer lays out screens.
@MainActor
func textRows(_ rows: Int, page: Bool, runs: Int) {
    let mode = page ? "page" : "window"
    // The row that changes: in the window, one the window shows; on a page, the middle one, with
    // the pane scrolled to it as the explorer scrolls to the focused element.
    let changed = page ? rows / 2 : min(rows - 1, paneRows / 2)
    let firstRow = page ? max(0, changed - paneRows / 2) : 0
    var graph: ViewGraph?
    var switches = RowSwitches()
    let builds = max(1, min(20, 200_000 / rows))
    let build = measure(builds, setup: {
        graph = nil
        switches = RowSwitches()
    }) {
        let g = ViewGraph(TextRowsScreen(rows: rows, switches: switches), columns: paneColumns, rows: paneRows, scrollsVertically: page)
        g.update()
        drawPane(g, from: firstRow)
        graph = g
    }
    report("\(rows) text rows, \(mode): first build (graph, layout, draw)", build)
    guard let graph else { return }
    let change = measure(runs) {
        switches.toggle(changed)
        graph.update()
        drawPane(graph, from: firstRow)
    }
    report("\(rows) text rows, \(mode): one row's state (update, layout, draw)", change)
}

/// One activation split into its parts: the graph's update, the element tree, indexing a tree
/// afresh (for comparison) and the reader taking the new tree.
@MainActor
func breakdown(graph: ViewGraph, reader: ScreenReader) {
    let element = reader.focusedElement!
    var t0 = now(); element.defaultAction?(); graph.update(); let u = Double(now() - t0)
    t0 = now(); let tree = graph.accessibilityTree(); let a = Double(now() - t0)
    t0 = now(); _ = AccessibilityTree(roots: tree.roots); let i = Double(now() - t0)
    t0 = now(); reader.refresh(); let r = Double(now() - t0)
    print("|   breakdown: update \(format(u)), elements \(format(a)), tree index \(format(i)), reader refresh \(format(r)) | | | |")
}

let demoRegistry = DemoScreens.registry

@MainActor
func run() {
    let quick = CommandLine.arguments.contains("--quick")
    let registry = demoRegistry
    printHeader()

    let session = try! ScreenSession(registry: registry, screen: "beach")
    // A next at the last element says "Last item" and moves nothing: go back to the start
    // outside the timing, so every sample moves.
    let atEnd = { session.reader.focusedID == session.reader.navigationOrder.last }
    report("beach: next", measure(2000, setup: { if atEnd() { session.perform(.first) } }) { session.perform(.next) })
    session.perform(.last)
    report("beach: activate (Comments switch)", measure(1000) { session.perform(.activate) })
    session.perform(.focus("Unread, Looks"))
    report("beach: custom action (Favorite)", measure(500) {
        session.perform(.performAction(session.focusedElement?.actions.first?.name ?? "Favorite"))
    })
    report("beach: next + explorer frame", measure(500, setup: { if atEnd() { session.perform(.first) } }) {
        session.perform(.next)
        _ = session.frame()
    })
    // Before the large screens, so resident memory shows only what the reopens keep.
    reopenMemory(registry, times: quick ? 1_000 : 10_000)

    for rows in quick ? [1_000, 10_000] : [1_000, 10_000, 100_000] {
        let runs = rows >= 100_000 ? 300 : 1000
        textRows(rows, page: false, runs: runs)
        textRows(rows, page: true, runs: runs)
    }
    stackWidths(quick: quick)

    for rows in quick ? [50, 5_000] : [50, 5_000, 50_000] {
        let start = now()
        let graph = ViewGraph(LargeScreen(rows: rows), columns: 80, rows: 40, scrollsVertically: true)
        let source = GraphSource(graph: graph)
        let reader = ScreenReader(source: source)
        let build = Double(now() - start)
        let elements = reader.tree.count
        reader.perform(.first)
        let atLast = { reader.focusedID == reader.navigationOrder.last }
        let move = measure(2000, setup: { if atLast() { reader.perform(.first) } }) { reader.perform(.next) }
        reader.perform(.first)
        reader.perform(.next)  // the first toggle
        let toggle = measure(rows >= 50_000 ? 100 : 300) { reader.perform(.activate) }
        report("\(elements) elements: first build of graph, tree and reader", Timing(samples: [build]))
        report("\(elements) elements: next", move)
        report("\(elements) elements: activate (one row's state)", toggle)
        if CommandLine.arguments.contains("--breakdown") { breakdown(graph: graph, reader: reader) }
    }
    for rows in quick ? [1_000] : [1_000, 10_000] {
        report("list of \(rows) rows: a selection change (activate the next row)", selectionChange(rows: rows, runs: rows >= 10_000 ? 50 : 200))
        report("list of \(rows) rows in the explorer: next + frame", selectionListFrames(rows: rows, runs: 1000))
        report("list of \(rows) rows in edit mode: a multiple selection that grows by the next row",
               selectionChange(GrowingSelectionScreen(rows: rows), runs: rows >= 10_000 ? 50 : 200))
        report("list of \(rows) rows with a selection: one row's own state (its button's count)",
               selectionChange(CountingSelectionScreen(rows: rows), runs: rows >= 10_000 ? 50 : 200))
        report("list of \(rows) rows whose text shows the selection: a selection change",
               selectionChange(MarkedSelectionScreen(rows: rows), runs: rows >= 10_000 ? 50 : 200))
    }
    // The same screens in the explorer's session: the command, then the frame the explorer
    // shows (the pane's rows of the screen, the tree pane's rows, the captions).
    for rows in quick ? [5_000] : [5_000, 50_000] {
        let session = ScreenSession(LargeScreen(rows: rows), name: "large", columns: paneColumns, rows: paneRows)
        let elements = session.tree.count
        session.perform(.first)
        session.perform(.next)  // the first toggle
        _ = session.frame()
        report("\(elements) elements in the explorer: activate + frame", measure(rows >= 50_000 ? 100 : 300) {
            session.perform(.activate)
            _ = session.frame()
        })
        let atLast = { session.reader.focusedID == session.reader.navigationOrder.last }
        report("\(elements) elements in the explorer: next + frame", measure(1000, setup: { if atLast() { session.perform(.first) } }) {
            session.perform(.next)
            _ = session.frame()
        })
        session.say("show names")
        report("\(elements) elements in the explorer, Voice Control's names shown: next + frame", measure(300, setup: { if atLast() { session.perform(.first) } }) {
            session.perform(.next)
            _ = session.frame()
        })
        session.say("hide names")
    }
    auditBenchmarks(quick: quick)
    catalogBenchmark()
    idleBenchmarks(quick: quick)
    printCalibration("end")
    print("")
    print("peak memory: \(peakMemory())")
}

/// The table's head, with the machine and the calibration the last column counts in.
@MainActor
func printHeader() {
    print("Rotor benchmarks (each line: median and 99th percentile of its samples; the last column is")
    print("the median in calibration units, the time 1 000 steps of an integer hash take)")
    print("Machine: \(machineDescription())")
    print("")
    print("| what | median | p99 | samples | median in calibration units |")
    print("|---|---|---|---|---|")
    printCalibration("start")
}

/// `--stack-width`: only the width changes of one row in long stacks.
@MainActor
func stackWidths(quick: Bool) {
    for rows in quick ? [1_000, 10_000] : [1_000, 10_000, 100_000] {
        stackWidthChanges(rows, leading: false, runs: rows >= 100_000 ? 100 : 300)
    }
    for rows in quick ? [1_000, 10_000] : [1_000, 10_000, 100_000] {
        stackWidthChanges(rows, leading: true, runs: rows >= 100_000 ? 100 : 300)
    }
    for rows in quick ? [1_000, 10_000] : [1_000, 10_000, 100_000] {
        stackWidthChanges(rows, leading: false, runs: rows >= 100_000 ? 100 : 300, compound: true)
    }
    // The unfavourable case: elements made, so the rows move at once (no reader in the sample).
    for rows in quick ? [10_000] : [10_000, 100_000] {
        stackWidthChanges(rows, leading: false, runs: rows >= 100_000 ? 30 : 100, elementsMade: true)
    }
    keptCanvasChanges(10_000, runs: quick ? 50 : 200)
}

/// `--profile-next ROWS`: only a screen of that size and focus moves, for a profiler.
@MainActor
func profileNext(rows: Int) {
    let graph = ViewGraph(LargeScreen(rows: rows), columns: 80, rows: 40, scrollsVertically: true)
    let reader = ScreenReader(source: GraphSource(graph: graph))
    reader.perform(.first)
    let atLast = { reader.focusedID == reader.navigationOrder.last }
    let timing = measure(200_000, budget: 60, setup: { if atLast() { reader.perform(.first) } }) { reader.perform(.next) }
    print("next: median \(format(timing.median)), p99 \(format(timing.p99))")
}

/// A list of `rows` mailboxes with a single selection, as a sidebar is.
struct SelectionScreen: View {
    let rows: Int
    @State private var selection: Int?
    var body: some View {
        List(selection: $selection) {
            ForEach(0..<rows, id: \.self) { i in Text("Mailbox \(i)") }
        }
    }
}

/// The unfavourable selection: a multiple selection in edit mode, which draws a circle on every
/// row, where each activation adds a row to the selection.
struct GrowingSelectionScreen: View {
    let rows: Int
    @State private var selection: Set<Int> = []
    var body: some View {
        List(selection: $selection) {
            ForEach(0..<rows, id: \.self) { i in Text("Mailbox \(i)") }
        }
        .environment(\.editMode, .constant(.active))
    }
}

/// The other unfavourable selection: each row shows whether it is selected in its own text, so
/// the body around the list reads the selection and every row's view is made again to compare.
struct MarkedSelectionScreen: View {
    let rows: Int
    @State private var selection: Int?
    var body: some View {
        List(selection: $selection) {
            ForEach(0..<rows, id: \.self) { i in Text(selection == i ? "Mailbox \(i) (open)" : "Mailbox \(i)") }
        }
    }
}

/// A selection list whose rows change on their own: each row counts its messages, and
/// activating the row (its button keeps the activation, as a control in a row does) adds one.
struct CountingSelectionScreen: View {
    let rows: Int
    @State private var selection: Int?
    var body: some View {
        List(selection: $selection) {
            ForEach(0..<rows, id: \.self) { i in CountingRow(index: i) }
        }
    }
}

struct CountingRow: View {
    let index: Int
    @State private var count = 0
    var body: some View {
        HStack {
            Text("Mailbox \(index)")
            Button("\(count) new") { count += 1 }
        }
    }
}

/// The selection workload: a selection change in a list of `rows` rows (activating the next
/// row selects it), the reader included.
@MainActor
func selectionChange(rows: Int, runs: Int) -> Timing {
    selectionChange(SelectionScreen(rows: rows), runs: runs)
}

/// Activates the next row of `screen`'s list at each sample, the reader included. Each command
/// runs as a session runs it (`ViewGraph.perform`): what an action reads is the app's code
/// reading, not a view's.
@MainActor
func selectionChange<Screen: View>(_ screen: Screen, runs: Int) -> Timing {
    let graph = ViewGraph(screen, columns: 80, rows: 40, scrollsVertically: true)
    let reader = ScreenReader(source: GraphSource(graph: graph))
    _ = graph.perform { reader.perform(.first) }
    let atLast = { reader.focusedID == reader.navigationOrder.last }
    return measure(runs, setup: {
        _ = graph.perform { reader.perform(atLast() ? .first : .next) }
    }) { _ = graph.perform { reader.perform(.activate) } }
}

/// The same list in the explorer's session: a focus move, then the frame the explorer shows.
@MainActor
func selectionListFrames(rows: Int, runs: Int) -> Timing {
    let session = ScreenSession(SelectionScreen(rows: rows), name: "list", columns: paneColumns, rows: paneRows)
    session.perform(.first)
    session.perform(.activate)
    _ = session.frame()
    let atLast = { session.reader.focusedID == session.reader.navigationOrder.last }
    return measure(runs, setup: { if atLast() { session.perform(.first) } }) {
        session.perform(.next)
        _ = session.frame()
    }
}

/// `--profile-activate ROWS`: only a screen of that size and activations, for a profiler.
@MainActor
func profileActivation(rows: Int) {
    let graph = ViewGraph(LargeScreen(rows: rows), columns: 80, rows: 40, scrollsVertically: true)
    let reader = ScreenReader(source: GraphSource(graph: graph))
    reader.perform(.first)
    reader.perform(.next)
    let timing = measure(300) { reader.perform(.activate) }
    print("activate: median \(format(timing.median)), p99 \(format(timing.p99))")
    if CommandLine.arguments.contains("--breakdown") { breakdown(graph: graph, reader: reader) }
}

/// `--memory ROWS [--explorer]`: only the screen of that many rows (2 × ROWS elements) with its
/// tree and reader, in a fresh process: what it keeps, and the process's peak. With
/// `--explorer`, the screen in the explorer's session, which also draws the explorer's frame.
@MainActor
func screenMemory(rows: Int, inExplorer: Bool) {
    let before = memoryMiB("VmRSS")
    let count: Int
    let after: Double?
    if inExplorer {
        let session = ScreenSession(LargeScreen(rows: rows), name: "large", columns: paneColumns, rows: paneRows)
        session.perform(.first)
        session.perform(.next)
        session.perform(.activate)
        _ = session.frame()
        count = session.tree.count
        after = memoryMiB("VmRSS")
        withExtendedLifetime(session) {}
    } else {
        let graph = ViewGraph(LargeScreen(rows: rows), columns: 80, rows: 40, scrollsVertically: true)
        let reader = ScreenReader(source: GraphSource(graph: graph))
        reader.perform(.first)
        reader.perform(.next)
        reader.perform(.activate)
        count = reader.tree.count
        after = memoryMiB("VmRSS")
        withExtendedLifetime((graph, reader)) {}
    }
    print("\(count) elements\(inExplorer ? " in the explorer" : ""): VmRSS \(mib(before)) → \(mib(after)), peak (VmHWM) \(peakMemory())")
}

/// `--profile-action`: only the beach screen's custom action, for a profiler.
@MainActor
func profileAction() {
    let session = try! ScreenSession(registry: demoRegistry, screen: "beach")
    session.perform(.focus("Unread, Looks"))
    let timing = measure(5000) { session.perform(.performAction(session.focusedElement?.actions.first?.name ?? "Favorite")) }
    print("custom action: median \(format(timing.median)), p99 \(format(timing.p99))")
}

/// `--profile-rows ROWS [--page]`: only the text-rows workload, for a profiler.
@MainActor
func profileRows(rows: Int, page: Bool) {
    textRows(rows, page: page, runs: 2000)
}

MainActor.assumeIsolated {
    let arguments = CommandLine.arguments
    func value(after flag: String) -> Int? {
        guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
        return Int(arguments[i + 1])
    }
    if arguments.contains("--help") {
        print("""
        usage: RotorBenchmarks [--quick] [--breakdown]    every workload (--quick: fewer and smaller)
               RotorBenchmarks --stack-width [--quick]   one row widening, narrowing or keeping its stack's width
               RotorBenchmarks --idle [--quick]          idle and fuzz figures
               RotorBenchmarks --audit [--quick]         rotor audit of 1 000, 10 000 and 100 000 elements
               RotorBenchmarks --lazy-list [--quick]     a List of 1 000 to 1 000 000 rows: opening, moving, rotor, tree
               RotorBenchmarks --memory ROWS [--explorer] | --reopens N
               RotorBenchmarks --profile-next ROWS | --profile-activate ROWS [--breakdown] | --profile-rows ROWS [--page]
                               | --profile-selection ROWS [--runs N] | --profile-action | --profile-audit ROWS [--framed] | --profile-lazy-audit ROWS [--contacts|--models]
                               | --profile-rotor ROWS [--models]
        Each line: median, 99th percentile, samples, and the median in calibration units (the
        time 1 000 steps of a fixed integer hash take on this machine, measured at the start).
        """)
    } else if let times = value(after: "--reopens") {
        reopenMemory(demoRegistry, times: times)
    } else if let rows = value(after: "--profile-next") {
        profileNext(rows: rows)
    } else if let rows = value(after: "--profile-activate") {
        profileActivation(rows: rows)
    } else if arguments.contains("--profile-action") {
        profileAction()
    } else if let rows = value(after: "--memory") {
        screenMemory(rows: rows, inExplorer: arguments.contains("--explorer"))
    } else if let rows = value(after: "--profile-selection") {
        let timing = selectionChange(rows: rows, runs: value(after: "--runs") ?? 200)
        print("selection change: median \(format(timing.median)), p99 \(format(timing.p99))")
        let frames = selectionListFrames(rows: rows, runs: 1000)
        print("next + frame in the explorer: median \(format(frames.median)), p99 \(format(frames.p99))")
        let growing = selectionChange(GrowingSelectionScreen(rows: rows), runs: 200)
        print("a multiple selection in edit mode that grows: median \(format(growing.median)), p99 \(format(growing.p99))")
        let counting = selectionChange(CountingSelectionScreen(rows: rows), runs: 200)
        print("one row's own state in a selection list: median \(format(counting.median)), p99 \(format(counting.p99))")
        let marked = selectionChange(MarkedSelectionScreen(rows: rows), runs: 200)
        print("a selection change rows show in their text: median \(format(marked.median)), p99 \(format(marked.p99))")
    } else if arguments.contains("--stack-width") {
        printHeader()
        stackWidths(quick: arguments.contains("--quick"))
    } else if arguments.contains("--lazy-list") {
        printHeader()
        lazyListBenchmarks(quick: arguments.contains("--quick"))
    } else if arguments.contains("--audit") {
        printHeader()
        auditBenchmarks(quick: arguments.contains("--quick"))
    } else if let rows = value(after: "--profile-audit") {
        auditRows(rows, runs: 3, framed: arguments.contains("--framed"))
    } else if let rows = value(after: "--profile-lazy-audit") {
        // `--contacts`: rows of a name and a Call button rather than a text alone; `--models`:
        // the text rows made from an array of `Identifiable` values, not a range of numbers.
        let contacts = arguments.contains("--contacts"), models = arguments.contains("--models")
        let session = contacts ? ScreenSession(LazyContactsScreen(rows: rows), columns: paneColumns, rows: paneRows)
            : models ? ScreenSession(LazyModelsScreen(rows: rows), columns: paneColumns, rows: paneRows)
            : ScreenSession(LazyNumbersScreen(rows: rows), columns: paneColumns, rows: paneRows)
        session.appear()
        let start = now()
        let found = session.auditFindings(with: defaultAuditConfiguration).count
        print("\(rows) \(contacts ? "contacts" : models ? "model rows" : "rows") in a List: rotor audit of every row: \(format(Double(now() - start))), \(found) findings, \(session.lazyRowWindowsAudited) windows, \(session.graph.rowsDrawn) rows and \(session.graph.nodesDrawn) nodes drawn, \(session.graph.bodyEvaluations) views updated, \(session.graph.textWraps) texts broken into lines")
        if !contacts && !models {
            let start = now()
            for n in 0..<rows { keep(numberRow(n)) }
            print("each row's view made and let go, nothing else: \(format(Double(now() - start)))")
        }
    } else if let rows = value(after: "--profile-rotor") {
        // The app's Headings rotor from the top to the last heading of a List of ROWS rows;
        // `--models`: the rows made from an array of `Identifiable` values, not a range of numbers.
        let models = arguments.contains("--models")
        let session = models ? ScreenSession(LazyPartsScreen(models: rows), columns: paneColumns, rows: paneRows)
                             : ScreenSession(LazyPartsScreen(rows: rows), columns: paneColumns, rows: paneRows)
        session.perform(.selectRotor(.headings))
        session.perform(.first)
        let start = now()
        var found = 0
        let bodies = session.graph.bodyEvaluations
        while session.perform(.rotorItemNext).first?.kind == .element { found += 1 }
        print("\(rows) rows\(models ? " made from Identifiable values" : "") in a List: the app's Headings rotor to the last heading: \(format(Double(now() - start))), \(found) moves, \(session.graph.bodyEvaluations - bodies) views updated")
    } else if arguments.contains("--idle") {
        idleBenchmarks(quick: arguments.contains("--quick"))
    } else if let rows = value(after: "--profile-rows") {
        profileRows(rows: rows, page: arguments.contains("--page"))
    } else {
        run()
    }
}
