import Accessibility
import Foundation
import Testing
@testable import TermUI

/// A long stack whose units all move (a centred column widened by one row, or pushed down by
/// a taller header) places each unit only when its frame is read (`PlacementDeferral`): the
/// rows a pane shows, the rows a walk of the tree reads. What it draws and the frames its
/// elements carry are a fresh graph's, whatever order the moves and the reads come in.
@MainActor
struct PlacementDeferralTests {
    @MainActor final class Handles {
        var rows: [Int: Binding<Int>] = [:]
        var header: Binding<Int>?
        func row(_ index: Int, _ binding: Binding<Int>) -> Bool {
            rows[index] = binding
            return true
        }
        func header(_ binding: Binding<Int>) -> Bool {
            header = binding
            return true
        }
    }

    /// How a row is built: one text; a stack of two texts, so moving it places what it holds;
    /// a `switch` of texts, so a change puts a new unit in the stack in the old one's place; or
    /// a stack of a text and a reader of its own place on the screen, which must lay itself
    /// out again wherever the row moves.
    enum Kind: CaseIterable { case text, compound, branches, reader }

    /// 0 "Row 7 off", 1 "Row 7 off!" (a cell wider than any row), 2 "Row 7 OFF".
    struct Row: View {
        let index: Int
        let handles: Handles
        let kind: Kind
        @State var state: Int
        init(index: Int, handles: Handles, state: Int, kind: Kind) {
            self.index = index
            self.handles = handles
            self.kind = kind
            _state = State(initialValue: state)
        }
        var body: some View {
            let _ = handles.row(index, $state)
            let status = state == 0 ? "off" : state == 1 ? "off!" : "OFF"
            switch kind {
            case .text:
                Text("Row \(index) \(status)")
            case .compound:
                HStack(spacing: 1) {
                    Text("Row \(index)")
                    Text(status)
                }
            case .branches:
                switch state {
                case 0: Text("Row \(index) off")
                case 1: Text("Row \(index) off!")
                default: Text("Row \(index) OFF")
                }
            case .reader:
                HStack(spacing: 1) {
                    Text("Row \(index) \(status)")
                    GeometryReader { proxy in Text("x\(Int(proxy.frame(in: .global).minX / 8))") }
                        .frame(width: 32, height: 16)
                }
            }
        }
    }

    /// A header of `lines` lines over a stack of rows: a taller header moves the stack down.
    struct Screen: View {
        let states: [Int]
        let handles: Handles
        var alignment: HorizontalAlignment = .center
        var kind = Kind.text
        @State var lines: Int
        init(states: [Int], lines: Int, handles: Handles, alignment: HorizontalAlignment = .center, kind: Kind = .text) {
            self.states = states
            self.handles = handles
            self.alignment = alignment
            self.kind = kind
            _lines = State(initialValue: lines)
        }
        var body: some View {
            let _ = handles.header($lines)
            VStack(spacing: 0) {
                Text(Array(repeating: "Header", count: lines).joined(separator: "\n"))
                VStack(alignment: alignment) {
                    ForEach(0..<states.count, id: \.self) { i in Row(index: i, handles: handles, state: states[i], kind: kind) }
                }
            }
        }
    }

    /// The steps, each one update: rows' new states, and the header's new number of lines
    /// (row -1). Some change a row and move the stack at once.
    static let steps: [[(row: Int, value: Int)]] = [
        [(30, 1)], [(-1, 3)], [(45, 1)], [(30, 0), (-1, 4)], [(-1, 1)], [(5, 2)], [(45, 0)], [(-1, 2), (45, 1)],
        [(30, 2)], [(5, 1)], [(5, 0), (-1, 3)], [(-1, 1)],
    ]

    func fresh(_ states: [Int], lines: Int, alignment: HorizontalAlignment, rightToLeft: Bool, kind: Kind = .text) -> ViewGraph {
        ViewGraph(Screen(states: states, lines: lines, handles: Handles(), alignment: alignment, kind: kind)
                    .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight),
                  columns: 40, rows: 10, scrollsVertically: true)
    }

    func frames(_ graph: ViewGraph) -> [String] {
        graph.accessibilityTree().allElements.map { "\($0.label) \($0.frame)" }
    }

    @Test("a centred stack moved by its rows and its header draws, in the pane and whole, and frames its elements as a fresh graph does",
          arguments: [HorizontalAlignment.leading, .center, .trailing],
          [(false, Kind.text), (false, .compound), (false, .branches), (false, .reader),
           (true, .text), (true, .compound), (true, .branches), (true, .reader)])
    func deferredMovesMatchFresh(alignment: HorizontalAlignment, layout: (rightToLeft: Bool, kind: Kind)) {
        let (rightToLeft, kind) = layout
        var states = Array(repeating: 0, count: 60)
        var lines = 1
        let handles = Handles()
        let graph = ViewGraph(Screen(states: states, lines: lines, handles: handles, alignment: alignment, kind: kind)
                                .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight),
                              columns: 40, rows: 10, scrollsVertically: true)
        _ = graph.draw(rows: 0..<10)
        for (step, changes) in Self.steps.enumerated() {
            for change in changes {
                if change.row < 0 {
                    lines = change.value
                    handles.header!.wrappedValue = change.value
                } else {
                    states[change.row] = change.value
                    handles.rows[change.row]!.wrappedValue = change.value
                }
            }
            // The pane wanders over the page, so rows are read in a different order each time.
            let top = (step * 17) % 55
            let pane = top..<(top + 10)
            let drawn = graph.draw(rows: pane).text
            let expected = fresh(states, lines: lines, alignment: alignment, rightToLeft: rightToLeft, kind: kind).draw(rows: pane).text
            #expect(drawn == expected, "step \(step) \(changes), rows \(pane)")
        }
        let final = fresh(states, lines: lines, alignment: alignment, rightToLeft: rightToLeft, kind: kind)
        // The tree first: most rows were never drawn since they moved.
        #expect(frames(graph) == frames(final))
        #expect(graph.draw().text == final.draw().text)
    }

    @Test("a widened centred column of 2 000 rows places the rows the pane shows, not every row; the tree, read later, places the rest")
    func widthChangePlacesWhatIsShown() {
        var states = Array(repeating: 0, count: 2_000)
        let handles = Handles()
        let graph = ViewGraph(Screen(states: states, lines: 1, handles: handles), columns: 40, rows: 10, scrollsVertically: true)
        _ = graph.draw(rows: 995..<1_005)
        let placedBefore = graph.placements, deferredBefore = graph.deferredPlacements
        handles.rows[1_000]!.wrappedValue = 1
        states[1_000] = 1
        _ = graph.draw(rows: 995..<1_005)
        let placed = graph.placements - placedBefore
        // The ten rows shown and the few a bisection reads.
        #expect(placed < 40, "placed \(placed)")
        #expect(graph.deferredPlacements - deferredBefore < 40)
        // The tree reads every row's frame: each is placed where the widening put it.
        let final = fresh(states, lines: 1, alignment: .center, rightToLeft: false)
        #expect(frames(graph) == frames(final))
        #expect(graph.deferredPlacements - deferredBefore > 1_900)
        // With elements made, the next move places every row that moves at once (their
        // elements change): about half of them, since a centred row moves a whole cell only
        // when the one-cell narrowing leaves its margin even.
        let placedThen = graph.placements, deferredThen = graph.deferredPlacements
        handles.rows[1_000]!.wrappedValue = 0
        _ = graph.draw(rows: 995..<1_005)
        #expect(graph.placements - placedThen > 900)
        #expect(graph.deferredPlacements == deferredThen)
    }

    @Test("a centred column of rows that are stacks of two texts, widened and narrowed by one row, measures and places the rows shown, in 100 rows as in 2 000")
    func compoundRowsWidenFlat() {
        func work(_ count: Int) -> [[Int]] {
            let handles = Handles()
            let graph = ViewGraph(Screen(states: Array(repeating: 0, count: count), lines: 1, handles: handles, kind: .compound),
                                  columns: 40, rows: 10, scrollsVertically: true)
            // The widest rows (the most digits), whose margins change alike in both columns.
            let pane = (count / 2)..<(count / 2 + 10)
            _ = graph.draw(rows: pane)
            return [1, 0, 2, 0].map { value in
                let measured = graph.unitsMeasuredByStacks, placed = graph.placements
                handles.rows[count / 2]!.wrappedValue = value
                _ = graph.draw(rows: pane)
                return [graph.unitsMeasuredByStacks - measured, graph.placements - placed]
            }
        }
        let small = work(100), large = work(2_000)
        // The rows placed are the pane's and those a bisection reads (a few more in the longer
        // column), each with its two texts, and the stack measures each moved row's texts:
        // nowhere near the thousand rows that move.
        for (s, l) in zip(small, large) {
            #expect(l[0] <= 60 && l[1] <= 60 && l[0] <= s[0] + 30 && l[1] <= s[1] + 30, "100 rows: \(small); 2 000 rows: \(large)")
        }
        // A change that keeps the width measures the row's two texts and places the row.
        #expect(small[2] == large[2] && large[2][0] <= 4 && large[2][1] <= 4, "\(large)")
    }

    /// The stack node of `view`'s first horizontal stack, and its graph.
    func firstRow<V: View>(_ view: V) -> (ViewGraph, ViewNode) {
        let graph = ViewGraph(view, columns: 40, rows: 10)
        _ = graph.draw()
        var found: ViewNode?
        graph.forEachNode { node in
            if found == nil, let layout = node.behavior.stackLayout, layout.axis == .horizontal { found = node }
        }
        return (graph, found!)
    }

    @Test("a stack keeps its answer at larger proposals when its units took their ideal lengths and keep theirs; one with a spacer, or with a text broken over lines, does not",
          arguments: [(0, true), (1, false), (2, false), (3, true)])
    func stackKeepsItsAnswer(_ kind: Int, keeps: Bool) {
        // The graph is kept: its nodes reach it.
        let (graph, node): (ViewGraph, ViewNode)
        switch kind {
        case 0: (graph, node) = firstRow(HStack { Text("Row 7"); Text("off") })
        case 1: (graph, node) = firstRow(HStack { Text("Row 7"); Spacer(); Text("off") })
        case 2: (graph, node) = firstRow(HStack { Text("Row 7"); Text("a text too long for the width it is given here") })
        default: (graph, node) = firstRow(HStack { Text("Row 7"); VStack { Text("on"); Text("off") } })
        }
        defer { withExtendedLifetime(graph) {} }
        let proposal = ProposedViewSize(width: 320, height: 160)
        let answer = node.sizeThatFits(proposal)
        #expect(node.keepsAnswerAtLargerProposals(proposal) == keeps, "\(answer)")
        if keeps {
            // What it claims: any proposal at least its answer, both ways, gets that answer.
            for larger in [ProposedViewSize(answer), ProposedViewSize(width: answer.width + 8, height: answer.height),
                           ProposedViewSize(width: 1_000, height: 1_000), ProposedViewSize(width: nil, height: nil),
                           ProposedViewSize(width: .infinity, height: answer.height)] {
                #expect(node.sizeThatFits(larger) == answer, "\(larger)")
            }
        }
    }

    /// A scroll view of a centred column in a short frame, with a line above it.
    struct ScrolledColumn: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("Above")
                ScrollView {
                    VStack { ForEach(0..<100, id: \.self) { i in Text(i % 7 == 0 ? "Row \(i) is longer" : "Row \(i)") } }
                }
                .frame(height: 96)
            }
        }
    }

    @Test("a scroll view's column scrolled back and forth draws as one whose graph moved every row at once")
    func scrolledColumnMatchesEager() {
        let deferring = ViewGraph(ScrolledColumn(), columns: 40, rows: 10)
        let eager = ViewGraph(ScrolledColumn(), columns: 40, rows: 10)
        _ = deferring.draw()
        _ = eager.draw()
        // Elements made: this graph moves every row when the column moves.
        _ = eager.accessibilityTree()
        let deferredBefore = deferring.deferredPlacements
        for row in [50, 90, 10, 70, 0, 99] {
            let rect = CGRect(x: 0, y: 16 * CGFloat(row + 1), width: 8, height: 16)
            let scrolled = deferring.scrollToVisible(rect)
            #expect(scrolled == eager.scrollToVisible(rect), "row \(row)")
            #expect(deferring.draw().text == eager.draw().text, "row \(row)")
        }
        #expect(deferring.deferredPlacements > deferredBefore)
        #expect(frames(deferring) == frames(eager))
    }

    @Test("past the most moves a stack defers in a row, it moves every row at once and starts again, drawing what a fresh graph does")
    func manyDeferredMovesEndInOnePass() {
        let handles = Handles()
        let graph = ViewGraph(Screen(states: Array(repeating: 0, count: 40), lines: 1, handles: handles),
                              columns: 40, rows: 10, scrollsVertically: true)
        _ = graph.draw(rows: 0..<10)
        func column() -> StackLayoutCache? {
            var found: StackLayoutCache?
            graph.forEachNode { node in
                if let cache = node.stackCache, cache.units.count == 40 { found = cache }
            }
            return found
        }
        var lines = 1
        var movesKept: [Int] = []
        for move in 0..<(PlacementDeferral.maximumMoves + 10) {
            lines = move % 2 == 0 ? 2 : 1
            handles.header!.wrappedValue = lines
            // Only the first rows are drawn: the others wait for every move since.
            _ = graph.draw(rows: 0..<10)
            movesKept.append((column()?.deferral?.shifts.count ?? 1) - 1)
        }
        // One deferral grows a move at a time up to the most, is let go in one pass, and a
        // new one starts.
        let expected = Array(1..<PlacementDeferral.maximumMoves) + [0] + Array(1...10)
        #expect(movesKept == expected, "\(movesKept.suffix(14))")
        let final = fresh(Array(repeating: 0, count: 40), lines: lines, alignment: .center, rightToLeft: false)
        #expect(graph.draw().text == final.draw().text)
        #expect(frames(graph) == frames(final))
    }

    @Test("rows moved whole move their units unmeasured, with the graph's elements made as without",
          arguments: [false, true])
    func rowsMovedWhole(elementsMade: Bool) {
        let handles = Handles()
        let graph = ViewGraph(Screen(states: Array(repeating: 0, count: 60), lines: 1, handles: handles, kind: .compound),
                              columns: 40, rows: 10, scrollsVertically: true)
        // The pane shows rows 0 to 9, narrower than the rest: a one-cell widening moves them.
        _ = graph.draw(rows: 0..<10)
        if elementsMade { _ = graph.accessibilityTree() }
        let before = graph.stacksMovedWhole
        handles.rows[30]!.wrappedValue = 1
        _ = graph.draw(rows: 0..<10)
        #expect(graph.stacksMovedWhole > before)
        var states = Array(repeating: 0, count: 60)
        states[30] = 1
        let final = fresh(states, lines: 1, alignment: .center, rightToLeft: false, kind: .compound)
        #expect(graph.draw().text == final.draw().text)
        #expect(frames(graph) == frames(final))
    }

    @Test("a graph let go with a move still deferred leaves no deferral counted")
    func deferralsEndWithTheirStack() {
        let active = PlacementDeferral.active
        do {
            let handles = Handles()
            let graph = ViewGraph(Screen(states: Array(repeating: 0, count: 100), lines: 1, handles: handles),
                                  columns: 40, rows: 10, scrollsVertically: true)
            _ = graph.draw(rows: 0..<10)
            handles.rows[50]!.wrappedValue = 1
            _ = graph.draw(rows: 0..<10)
            #expect(PlacementDeferral.active == active + 1)
        }
        #expect(PlacementDeferral.active == active)
    }
}
