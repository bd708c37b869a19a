import Foundation
import TermUI

// What one row's change costs in a long eager `VStack` when it changes the stack's width: the
// row becomes one cell wider than every other row (the stack widens), goes back (the stack
// narrows), or changes its text at the same width. With centred rows (a `VStack`'s default),
// a width change moves every other row across by half the difference.

/// The texts a row shows: its usual one, one a cell wider than any row, one as wide as the first.
enum RowWidth: Int {
    case usual, wider, sameWidth
}

/// The handles to the rows' state, so a sample changes one row the way its own code would.
@MainActor
final class RowWidths {
    var bindings: [Int: Binding<RowWidth>] = [:]
    func register(_ index: Int, _ binding: Binding<RowWidth>) -> Bool {
        bindings[index] = binding
        return true
    }
    func set(_ index: Int, _ width: RowWidth) { bindings[index]!.wrappedValue = width }
}

/// A `VStack` of `rows` texts "Row 12345: off", each row a view with its own `@State`: centred
/// in the page (the stack's default alignment, and the page centres the stack), or aligned to
/// the leading edge in a frame as wide as the page, as a screen's column of rows usually is.
struct WidthRowsScreen: View {
    let rows: Int
    let leading: Bool
    let widths: RowWidths
    /// Each row a stack of two texts ("Row 12345:" and "off") rather than one text.
    var compound = false
    var body: some View {
        if leading {
            VStack(alignment: .leading) {
                ForEach(0..<rows) { i in WidthRow(index: i, widths: widths, compound: compound) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            VStack {
                ForEach(0..<rows) { i in WidthRow(index: i, widths: widths, compound: compound) }
            }
        }
    }
}

struct WidthRow: View {
    let index: Int
    let widths: RowWidths
    let compound: Bool
    @State private var width = RowWidth.usual
    var body: some View {
        let _ = widths.register(index, $width)
        let status = width == .usual ? "off" : width == .wider ? "off!" : "OFF"
        if compound {
            HStack(spacing: 1) {
                Text("Row \(index):")
                Text(status)
            }
        } else {
            Text("Row \(index): \(status)")
        }
    }
}

/// The widening, narrowing and same-width changes of the middle row of `rows` (as wide as the
/// widest rows, the ones with the most digits), each a graph update, layout and the pane's draw
/// over the changed row, on a page laid out at its ideal height as the explorer lays out screens.
/// `compound`: each row a stack of two texts. `elementsMade`: the graph made its elements once
/// before (as it has with the reader on), so a stack moves every row when they all move, their
/// elements' frames being out of date; the tree itself is not made again in the sample.
@MainActor
func stackWidthChanges(_ rows: Int, leading: Bool, runs: Int, compound: Bool = false, elementsMade: Bool = false) {
    let widths = RowWidths()
    let changed = rows / 2
    let graph = ViewGraph(WidthRowsScreen(rows: rows, leading: leading, widths: widths, compound: compound),
                          columns: paneColumns, rows: paneRows, scrollsVertically: true)
    let firstRow = max(0, changed - paneRows / 2)
    graph.update()
    if elementsMade { _ = graph.accessibilityTree() }
    drawPane(graph, from: firstRow)
    func change(to width: RowWidth) -> Double {
        let start = now()
        widths.set(changed, width)
        graph.update()
        drawPane(graph, from: firstRow)
        return Double(now() - start)
    }
    var widen: [Double] = [], narrow: [Double] = [], same: [Double] = []
    var spent = 0.0
    for _ in 0..<runs {
        widen.append(change(to: .wider))
        narrow.append(change(to: .usual))
        same.append(change(to: .sameWidth))
        same.append(change(to: .usual))
        spent += widen.last! + narrow.last! + same[same.count - 1] + same[same.count - 2]
        if widen.count >= 10, spent > 30e9 { break }
    }
    let rowKind = compound ? " of HStack rows" : ""
    let made = elementsMade ? ", elements made once" : ""
    let what = "\(rows) rows in a \(leading ? "leading VStack as wide as the page" : "centred VStack")\(rowKind)\(made), page: one row's change"
    report("\(what), widening the stack", Timing(samples: widen))
    report("\(what), narrowing it", Timing(samples: narrow))
    report("\(what), same width", Timing(samples: same))
}

/// A caller that keeps the whole page `draw()` returned (a snapshot) while the screen changes:
/// one row's change and the page drawn again, the last canvas kept each time. The canvas shares
/// its unchanged rows with the kept one, so the drawing copies one row, not the page.
@MainActor
func keptCanvasChanges(_ rows: Int, runs: Int) {
    let widths = RowWidths()
    let changed = rows / 2
    let graph = ViewGraph(WidthRowsScreen(rows: rows, leading: true, widths: widths),
                          columns: paneColumns, rows: paneRows, scrollsVertically: true)
    var kept = graph.draw()
    var samples: [Double] = []
    for run in 0..<runs {
        let start = now()
        widths.set(changed, run % 2 == 0 ? .sameWidth : .usual)
        kept = graph.draw()
        samples.append(Double(now() - start))
    }
    precondition(kept.storedRows.count == rows)
    report("\(rows) rows, the whole page drawn with draw() and the canvas kept: one row's change drawn again", Timing(samples: samples))
}

// MARK: Calibration

/// A fixed CPU-bound loop timed alongside the workloads, so figures from another machine (or
/// the same machine under another load) can be compared: each figure is also given as a
/// multiple of the time 1 000 steps of this loop take. A step is a 64-bit integer hash
/// (splitmix64's finaliser) of the last result, so no step can start before the one before it
/// ends and the compiler cannot fold the loop.
enum Calibration {
    static let stepsPerRun = 1 << 22
    static let runs = 9

    /// Nanoseconds for 1 000 steps: the median of `runs` runs.
    @MainActor static func measureUnit() -> Double {
        var samples: [Double] = []
        for run in 0..<runs {
            let start = now()
            let result = hashChain(seed: UInt64(run) &+ 0x5eed, steps: stepsPerRun)
            samples.append(Double(now() - start))
            keep(result)
        }
        return Timing(samples: samples).median / Double(stepsPerRun) * 1_000
    }

    @inline(never)
    static func hashChain(seed: UInt64, steps: Int) -> UInt64 {
        var x = seed
        for _ in 0..<steps {
            x = (x ^ (x >> 30)) &* 0xbf58476d1ce4e5b9
            x = (x ^ (x >> 27)) &* 0x94d049bb133111eb
            x ^= x >> 31
            x &+= 0x9e3779b97f4a7c15
        }
        return x
    }

    @MainActor private static var sink: UInt64 = 0
    @MainActor @inline(never) private static func keep(_ value: UInt64) { sink ^= value }
}

/// The calibration unit of this run (nanoseconds for 1 000 hash steps), once measured.
@MainActor var calibrationUnit: Double?

/// Measures the calibration and prints it with the machine it ran on.
@MainActor
func printCalibration(_ when: String) {
    let unit = Calibration.measureUnit()
    if calibrationUnit == nil { calibrationUnit = unit }
    print("| calibration (\(when)): 1 000 steps of the integer hash, median of \(Calibration.runs) runs of \(Calibration.stepsPerRun) steps | \(format(unit)) | | | 1 |")
}

/// A figure as a multiple of the calibration unit: how many thousand hash steps the same time runs.
@MainActor
func inCalibrationUnits(_ nanoseconds: Double) -> String {
    guard let unit = calibrationUnit, unit > 0 else { return "" }
    let multiple = nanoseconds / unit
    return multiple >= 100 ? String(format: "%.0f", multiple) : String(format: "%.3g", multiple)
}

/// The machine: its processors as `nproc` counts them and their model as `lscpu` names it.
func machineDescription() -> String {
    let cpus = ProcessInfo.processInfo.activeProcessorCount
    let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = info.split(separator: "\n").first { $0.hasPrefix("model name") }
        .flatMap { $0.split(separator: ":", maxSplits: 1).last }
        .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown processor"
    return "\(cpus) processors, \(model)"
}
