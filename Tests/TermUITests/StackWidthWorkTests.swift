import Accessibility
import Foundation
import Testing
@testable import TermUI

/// A row that widens or narrows its stack (it becomes, or stops being, the widest row) costs
/// what a row that keeps the stack's width costs: the stack knows how many rows have each
/// width, and rows that keep their size are moved, never measured again. Only moving is per
/// row, and only when the rows move: centred rows in a stack whose width changed, or a stack
/// that moved.
@MainActor
struct StackWidthWorkTests {
    @MainActor final class Widths {
        var bindings: [Int: Binding<Int>] = [:]
        func register(_ index: Int, _ binding: Binding<Int>) -> Bool {
            bindings[index] = binding
            return true
        }
        func set(_ index: Int, to value: Int) { bindings[index]!.wrappedValue = value }
    }

    /// 0 "Row 50: off"; 1 "Row 50: off!", one cell wider than any row; 2 "Row 50: OFF", as wide.
    struct Row: View {
        let index: Int
        let widths: Widths
        @State var width: Int
        init(index: Int, widths: Widths, width: Int) {
            self.index = index
            self.widths = widths
            _width = State(initialValue: width)
        }
        var body: some View {
            let _ = widths.register(index, $width)
            Text(width == 0 ? "Row \(index): off" : width == 1 ? "Row \(index): off!" : "Row \(index): OFF")
        }
    }

    struct Rows: View {
        let states: [Int]
        let widths: Widths
        var alignment: HorizontalAlignment = .center
        /// The stack in a frame as wide as the screen, aligned to its leading edge: the
        /// stack's own origin stays where it is whatever its width.
        var fillsWidth = false
        var body: some View {
            let stack = VStack(alignment: alignment) {
                ForEach(0..<states.count, id: \.self) { i in Row(index: i, widths: widths, width: states[i]) }
            }
            if fillsWidth {
                stack.frame(maxWidth: .infinity, alignment: .leading)
            } else {
                stack
            }
        }
    }

    struct Work: Equatable, CustomStringConvertible {
        var unitsMeasured = 0, wrapped = 0, placed = 0, rowsDrawn = 0, bodies = 0
        @MainActor init(_ graph: ViewGraph) {
            unitsMeasured = graph.unitsMeasuredByStacks
            wrapped = graph.textWraps
            placed = graph.placements
            rowsDrawn = graph.rowsDrawn
            bodies = graph.bodyEvaluations
        }
        static func - (a: Work, b: Work) -> Work {
            var d = a
            d.unitsMeasured -= b.unitsMeasured; d.wrapped -= b.wrapped; d.placed -= b.placed
            d.rowsDrawn -= b.rowsDrawn; d.bodies -= b.bodies
            return d
        }
        var description: String {
            "units measured \(unitsMeasured), wrapped \(wrapped), placed \(placed), rows drawn \(rowsDrawn), bodies \(bodies)"
        }
    }

    /// The work of each of: widening the stack, narrowing it back, a same-width change and its
    /// return, for the middle row of `count` (as wide as the widest rows), drawn as the
    /// explorer draws a page: the pane's rows over the changed row.
    func work(rows count: Int, alignment: HorizontalAlignment = .center, fillsWidth: Bool = false) -> [Work] {
        let widths = Widths()
        let graph = ViewGraph(Rows(states: Array(repeating: 0, count: count), widths: widths,
                                   alignment: alignment, fillsWidth: fillsWidth),
                              columns: 40, rows: 10, scrollsVertically: true)
        let changed = count / 2
        let pane = (changed - 5)..<(changed + 5)
        _ = graph.draw(rows: pane)
        return [1, 0, 2, 0].map { value in
            let before = Work(graph)
            widths.set(changed, to: value)
            _ = graph.draw(rows: pane)
            return Work(graph) - before
        }
    }

    @Test("widening, narrowing and keeping a centred stack's width measure the same rows in 100 rows as in 2 000")
    func widthChangesMeasureFlat() {
        let small = work(rows: 100)
        let large = work(rows: 2_000)
        for (name, (s, l)) in zip(["widen", "narrow", "same width", "back"], zip(small, large)) {
            #expect(s.unitsMeasured == l.unitsMeasured, "\(name): 100 rows: \(s); 2 000 rows: \(l)")
            #expect(l.unitsMeasured <= 2, "\(name): \(l)")
            #expect(s.wrapped == l.wrapped && l.wrapped <= 2, "\(name): 100 rows: \(s); 2 000 rows: \(l)")
            #expect(s.bodies == l.bodies && s.rowsDrawn == l.rowsDrawn, "\(name): 100 rows: \(s); 2 000 rows: \(l)")
        }
        // Centred rows move across when the stack's width changes, each placed only when read
        // (`PlacementDeferral`): the pane's rows and the few a bisection reads.
        #expect(large[0].placed <= 40 && large[1].placed <= 40, "\(large)")
        // A change that keeps the width places the changed row, its stack and what holds it.
        #expect(large[2].placed == small[2].placed && large[2].placed <= 4)
    }

    @Test("in a stack that stays where it is, rows aligned to its leading edge are neither measured nor placed when it widens or narrows")
    func leadingRowsStayPut() {
        let small = work(rows: 100, alignment: .leading, fillsWidth: true)
        let large = work(rows: 2_000, alignment: .leading, fillsWidth: true)
        #expect(small == large, "100 rows: \(small); 2 000 rows: \(large)")
        #expect(large.allSatisfy { $0.placed <= 4 && $0.unitsMeasured <= 2 }, "\(large)")
    }

    /// Draws a fresh graph in the given state, and the accessibility frames it gives.
    func fresh(_ view: Rows, rightToLeft: Bool) -> (String, [String]) {
        let graph = ViewGraph(view.environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight),
                              columns: 40, rows: 10, scrollsVertically: true)
        return (graph.draw().text, graph.accessibilityTree().allElements.map { "\($0.label) \($0.frame)" })
    }

    @Test("after rows widen and narrow their stack, the graph draws and frames what a fresh graph does",
          arguments: [HorizontalAlignment.leading, .center, .trailing], [false, true])
    func widthChangesMatchFresh(alignment: HorizontalAlignment, fillsWidth: Bool) {
        for rightToLeft in [false, true] {
            var states = Array(repeating: 0, count: 60)
            let widths = Widths()
            // The fresh graph's rows register with a `Widths` of their own.
            let view = { (widths: Widths) in Rows(states: states, widths: widths, alignment: alignment, fillsWidth: fillsWidth) }
            let graph = ViewGraph(view(widths).environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight),
                                  columns: 40, rows: 10, scrollsVertically: true)
            _ = graph.draw()
            // Rows 10 to 59 are the widest; 30 and 45 widen the stack in turn, 5 never does.
            for (step, (row, value)) in [(30, 1), (45, 1), (30, 0), (5, 2), (45, 0), (30, 2), (5, 1), (5, 0)].enumerated() {
                states[row] = value
                widths.set(row, to: value)
                let (text, frames) = fresh(view(Widths()), rightToLeft: rightToLeft)
                let drawn = graph.draw().text
                let framed = graph.accessibilityTree().allElements.map { "\($0.label) \($0.frame)" }
                let where_ = "after step \(step) (row \(row) → \(value)), right to left: \(rightToLeft)"
                #expect(drawn == text, "\(where_): \(firstDifference(drawn.split(separator: "\n").map(String.init), text.split(separator: "\n").map(String.init)))")
                #expect(framed == frames, "\(where_): \(firstDifference(framed, frames))")
            }
        }
    }

    private func firstDifference(_ got: [String], _ expected: [String]) -> String {
        guard let i = (0..<min(got.count, expected.count)).first(where: { got[$0] != expected[$0] }) else { return "\(got.count) lines, \(expected.count) expected" }
        return "line \(i): \(got[i]) — expected \(expected[i])"
    }

    /// A row whose body is a three-way `switch`: two branches sit in an inner conditional, so
    /// going back to them builds that conditional anew around a new text.
    struct BranchRow: View {
        let index: Int
        let widths: Widths
        @State var width: Int
        init(index: Int, widths: Widths, width: Int = 0) {
            self.index = index
            self.widths = widths
            _width = State(initialValue: width)
        }
        var body: some View {
            let _ = widths.register(index, $width)
            switch width {
            case 0: Text("Row \(index): off")
            case 1: Text("Row \(index): off!")
            default: Text("Row \(index): OFF")
            }
        }
    }

    struct BranchRows: View {
        let count: Int
        let widths: Widths
        /// The row that starts one cell wider than the others, if any.
        var wider: Int?
        var body: some View {
            VStack { ForEach(0..<count, id: \.self) { i in BranchRow(index: i, widths: widths, width: i == wider ? 1 : 0) } }
        }
    }

    @Test("a row whose switch goes back to a branch built anew measures that row alone, in 100 rows as in 2 000, and draws what a fresh graph does")
    func branchBuiltAnewMeasuresOneRow() {
        var measured: [[Int]] = []
        for count in [100, 2_000] {
            let widths = Widths()
            let graph = ViewGraph(BranchRows(count: count, widths: widths), columns: 40, rows: 10, scrollsVertically: true)
            _ = graph.draw(rows: 0..<10)
            var counts: [Int] = []
            for value in [2, 0, 1, 0, 2, 1] {
                let before = graph.unitsMeasuredByStacks
                widths.set(count / 2, to: value)
                _ = graph.draw(rows: 0..<10)
                counts.append(graph.unitsMeasuredByStacks - before)
            }
            measured.append(counts)
            if count == 100 {
                // Row 50 ends on "off!": a fresh graph in that state draws the same.
                let fresh = ViewGraph(BranchRows(count: count, widths: Widths(), wider: 50), columns: 40, rows: 10, scrollsVertically: true)
                #expect(graph.draw().text == fresh.draw().text)
                #expect(graph.accessibilityTree().allElements.map { "\($0.label) \($0.frame)" }
                        == fresh.accessibilityTree().allElements.map { "\($0.label) \($0.frame)" })
            }
        }
        #expect(measured[0] == measured[1], "100 rows: \(measured[0]); 2 000 rows: \(measured[1])")
        #expect(measured[1].allSatisfy { $0 <= 2 }, "\(measured[1])")
    }

    @Test("a stack's count of units by width gives the largest after any additions and removals")
    func sizeCountsTrackTheLargest() {
        var seed = UInt64(11)
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        var sizes = (0..<50).map { _ in CGFloat(next(12) * 8) }
        var counts = SizeCounts(sizes)
        for _ in 0..<500 {
            let i = next(sizes.count)
            let new = CGFloat(next(14) * 8)
            counts.remove(sizes[i])
            counts.add(new)
            sizes[i] = new
            #expect(counts.largest == sizes.max())
            #expect(counts.count(of: new) == sizes.filter { $0 == new }.count)
        }
    }
}
