import Accessibility
import DemoScreens
import Explorer
import Foundation
import ScreenReader
import TermUI

// Measures what a person feels: the time one reader command takes, end to end (the command,
// the app's state change, the graph update, the new tree and the speech), and the process's
// peak memory. Run from a release build:  swift run -c release RotorBenchmarks

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func format(_ nanoseconds: Double) -> String {
    nanoseconds >= 1_000_000 ? String(format: "%.2f ms", nanoseconds / 1_000_000) : String(format: "%.1f µs", nanoseconds / 1_000)
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

/// Opens a screen again and again, as a walkthrough's `screen` lines and the explorer's `v` do,
/// after commands that leave timers, state and speech behind: a closed screen must free all
/// of it, so resident memory stays flat however many screens were opened.
@MainActor
func reopenMemory(_ registry: ScreenRegistry, times: Int) {
    let session = try! ExplorerSession(registry: registry, screen: "alerts")
    var marks: [(Int, Double?)] = []
    let start = now()
    for i in 1...times {
        if i % 2 == 0 { try! session.open("alerts") } else { session.switchVariant() }
        session.perform(.next)
        session.perform(.activate)
        session.perform(.wait(seconds: 1))
        _ = session.frame()
        if i == 100 || i % (times / 4) == 0 { marks.append((i, memoryMiB("VmRSS"))) }
    }
    let each = Double(now() - start) / Double(times)
    let rss = marks.map { "\($0.0): \(mib($0.1))" }.joined(separator: ", ")
    print("| \(times) reopens of alerts (open / switch variant, next, activate, wait 1): each | \(format(each)) |")
    print("|   resident memory (VmRSS) after N reopens | \(rss) |")
}

@MainActor
func measure(_ runs: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
        let start = now()
        body()
        samples.append(Double(now() - start))
    }
    return median(samples)
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

let demoRegistry = ScreenRegistry(DemoScreens.all.map {
    ScreenDescriptor(name: $0.name, summary: $0.summary, variants: $0.variants, make: $0.make)
})

@MainActor
func run() {
    let registry = demoRegistry
    print("Rotor benchmarks (median of repeated runs, one command end to end)")
    print("")
    print("| what | median |")
    print("|---|---|")

    let session = try! ExplorerSession(registry: registry, screen: "beach")
    let count = session.reader.navigationOrder.count
    let next = measure(2000) {
        if session.reader.focusedID == session.reader.navigationOrder.last { session.perform(.first) } else { session.perform(.next) }
    }
    print("| beach: next | \(format(next)) |")
    session.perform(.last)
    let activate = measure(1000) { session.perform(.activate) }
    print("| beach: activate (Comments switch) | \(format(activate)) |")
    session.perform(.focus("Unread, Looks"))
    let action = measure(500) { session.perform(.performAction(session.focusedElement?.actions.first?.name ?? "Favorite")) }
    print("| beach: custom action (Favorite) | \(format(action)) |")
    let frame = measure(500) { session.perform(.next); _ = session.frame() }
    print("| beach: next + explorer frame | \(format(frame)) |")
    _ = count
    // Before the large screens, so resident memory shows only what the reopens keep.
    reopenMemory(registry, times: CommandLine.arguments.contains("--quick") ? 1_000 : 10_000)

    for rows in CommandLine.arguments.contains("--quick") ? [50, 5_000] : [50, 5_000, 50_000] {
        let start = now()
        let graph = ViewGraph(LargeScreen(rows: rows), columns: 80, rows: 40, scrollsVertically: true)
        let source = GraphSource(graph: graph)
        let reader = ScreenReader(source: source)
        let build = Double(now() - start)
        let elements = reader.tree.count
        reader.perform(.first)
        let move = measure(2000) { reader.perform(.next) }
        reader.perform(.first)
        reader.perform(.next)  // the first toggle
        let toggle = measure(rows >= 50_000 ? 20 : 100) { reader.perform(.activate) }
        print("| \(elements) elements: first build | \(format(build)) |")
        print("| \(elements) elements: next | \(format(move)) |")
        print("| \(elements) elements: activate (one row's state) | \(format(toggle)) |")
        if CommandLine.arguments.contains("--breakdown") {
            let element = reader.focusedElement!
            var t0 = now(); element.defaultAction?(); graph.update(); let u = Double(now() - t0)
            t0 = now(); let tree = graph.accessibilityTree(); let a = Double(now() - t0)
            t0 = now(); _ = AccessibilityTree(roots: tree.roots); let i = Double(now() - t0)
            t0 = now(); reader.refresh(); let r = Double(now() - t0)
            print("|   breakdown: update \(format(u)), elements \(format(a)), tree index \(format(i)), reader refresh \(format(r)) | |")
        }
    }
    print("")
    print("peak memory: \(peakMemory())")
}

/// `--profile-activate ROWS`: only a screen of that size and activations, for a profiler.
@MainActor
func profileActivation(rows: Int) {
    let graph = ViewGraph(LargeScreen(rows: rows), columns: 80, rows: 40, scrollsVertically: true)
    let reader = ScreenReader(source: GraphSource(graph: graph))
    reader.perform(.first)
    reader.perform(.next)
    print("activate: \(format(measure(30) { reader.perform(.activate) }))")
}

MainActor.assumeIsolated {
    if let i = CommandLine.arguments.firstIndex(of: "--reopens"), i + 1 < CommandLine.arguments.count,
       let times = Int(CommandLine.arguments[i + 1]) {
        reopenMemory(demoRegistry, times: times)
    } else if let i = CommandLine.arguments.firstIndex(of: "--profile-activate"), i + 1 < CommandLine.arguments.count,
       let rows = Int(CommandLine.arguments[i + 1]) {
        profileActivation(rows: rows)
    } else {
        run()
    }
}
