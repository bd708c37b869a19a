import Accessibility
import Foundation
import Testing
@testable import TermUI

/// A state change costs what changed, not the size of the screen: the graph counts the work
/// one row's change does, and a list of 2 000 rows must do exactly as much as one of 100. The
/// incremental result must also be what a graph built afresh in the same state draws.
@MainActor
struct ProportionalWorkTests {
    /// The rows' state, reachable from the test as the rows' own code would change it.
    @MainActor final class Switches {
        var bindings: [Int: Binding<Int>] = [:]
        func register(_ index: Int, _ binding: Binding<Int>) -> Bool {
            bindings[index] = binding
            return true
        }
        func set(_ index: Int, to value: Int) { bindings[index]!.wrappedValue = value }
    }

    /// A row whose text shows its state: 0 "off", 1 "on" (one column shorter), 2 a text that
    /// wraps to two lines in a 40-column pane.
    struct StateRow: View {
        let index: Int
        let switches: Switches
        @State var state: Int
        init(index: Int, switches: Switches, state: Int) {
            self.index = index
            self.switches = switches
            _state = State(initialValue: state)
        }
        var body: some View {
            let _ = switches.register(index, $state)
            switch state {
            case 0: Text("Row \(index): off")
            case 1: Text("Row \(index): on")
            default: Text("Row \(index): a longer text that needs two lines in a narrow pane")
            }
        }
    }

    struct Rows: View {
        let states: [Int]
        let switches: Switches
        var alignment: HorizontalAlignment = .center
        var body: some View {
            VStack(alignment: alignment) {
                ForEach(0..<states.count, id: \.self) { i in StateRow(index: i, switches: switches, state: states[i]) }
            }
        }
    }

    struct Work: Equatable, CustomStringConvertible {
        var bodies = 0, measured = 0, placed = 0, wrapped = 0, nodesDrawn = 0, rowsDrawn = 0, elements = 0
        @MainActor init(_ graph: ViewGraph) {
            bodies = graph.bodyEvaluations
            measured = graph.measurements
            placed = graph.placements
            wrapped = graph.textWraps
            nodesDrawn = graph.nodesDrawn
            rowsDrawn = graph.rowsDrawn
        }
        static func - (a: Work, b: Work) -> Work {
            var d = a
            d.bodies -= b.bodies; d.measured -= b.measured; d.placed -= b.placed; d.wrapped -= b.wrapped
            d.nodesDrawn -= b.nodesDrawn; d.rowsDrawn -= b.rowsDrawn
            return d
        }
        var description: String {
            "bodies \(bodies), measured \(measured), placed \(placed), wrapped \(wrapped), nodes drawn \(nodesDrawn), rows drawn \(rowsDrawn)"
        }
    }

    /// The work of changing one visible row of `count`, drawn as the explorer draws: the pane's rows.
    func workOfOneChange(rows count: Int, page: Bool, to value: Int) -> Work {
        let switches = Switches()
        let graph = ViewGraph(Rows(states: Array(repeating: 0, count: count), switches: switches),
                              columns: 40, rows: 10, scrollsVertically: page)
        _ = graph.draw(rows: 0..<10)
        let before = Work(graph)
        switches.set(5, to: value)
        _ = graph.draw(rows: 0..<10)
        return Work(graph) - before
    }

    /// From "off" to "on" the row's `switch` takes another branch: a new text node takes the
    /// old one's place in the stack, which keeps what it knows of every other row.
    @Test("one row's state change that keeps its height does the same work in 100 rows as in 2 000: bodies, measurements, placements, wraps, drawing",
          arguments: [false, true])
    func oneRowChangeIsFlat(page: Bool) {
        let small = workOfOneChange(rows: 100, page: page, to: 1)
        let large = workOfOneChange(rows: 2_000, page: page, to: 1)
        #expect(small == large, "100 rows: \(small); 2 000 rows: \(large)")
        #expect(large.wrapped <= 3)
        #expect(large.rowsDrawn <= 3)
    }

    /// A caller may keep the canvas `draw()` returned (a snapshot of the whole page) while the
    /// graph draws on: the canvas holds each row in its own storage, so the next drawing copies
    /// the rows it changes, not the page. Counted in storage: every other row is still shared.
    @Test("a canvas kept from draw() costs the next drawing nothing: of 10 000 rows, only the changed row's storage is copied")
    func keptCanvasIsNotCopied() {
        let switches = Switches()
        let graph = ViewGraph(Rows(states: Array(repeating: 0, count: 10_000), switches: switches),
                              columns: 40, rows: 10, scrollsVertically: true)
        let kept = graph.draw()
        #expect(kept.storedRows.count == 10_000)
        switches.set(5, to: 1)
        let next = graph.draw()
        #expect(next.text.split(separator: "\n")[5].contains("Row 5: on"))
        #expect(kept.text.split(separator: "\n")[5].contains("Row 5: off"), "the kept canvas is as it was drawn")
        let keptRows = kept.storageAddresses.dropFirst(), nextRows = next.storageAddresses.dropFirst()
        let copied = zip(keptRows, nextRows).filter { $0 != $1 }.count
        #expect(copied >= 1 && copied <= 3, "\(copied) rows copied")
    }

    /// A walk down a long page a window at a time (the audit's) records each window's drawing
    /// where the graph is and makes its cells where they are read, in the storage of the canvas
    /// the last window was made in: the rows are cleared and written over in place, and each
    /// window reads as `draw(rows:)` draws it.
    @Test("a window recorded and made into a spare canvas writes over its rows in place and draws what draw(rows:) draws")
    func recordedWindowIsMadeInPlace() {
        let graph = ViewGraph(Rows(states: Array(repeating: 0, count: 300), switches: Switches()),
                              columns: 40, rows: 10, scrollsVertically: true)
        let first = graph.recordDrawing(rows: 0..<20).canvas()
        let addresses = first.storageAddresses
        let second = graph.recordDrawing(rows: 20..<40).canvas(reusing: consume first)
        #expect(second.storedRows == 20..<40)
        #expect(second.storageAddresses == addresses, "the spare's rows are written over, none allocated")
        // Rows 100 to 119 made where rows 20 to 39 were: they are the cells a new graph draws,
        // with nothing left of the rows made before.
        let third = graph.recordDrawing(rows: 100..<120).canvas(reusing: consume second)
        let fresh = ViewGraph(Rows(states: Array(repeating: 0, count: 300), switches: Switches()),
                              columns: 40, rows: 10, scrollsVertically: true).draw(rows: 100..<120)
        #expect(third == fresh)
        #expect(third.text.contains("Row 105: off"))
        // A spare holding another number of rows is let go: the cells are made in a new canvas.
        let other = graph.recordDrawing(rows: 200..<205).canvas(reusing: consume third)
        #expect(other.storedRows == 200..<205)
        #expect(other.text.contains("Row 203: off"))
    }

    /// A row that grows moves every row below it (frames are absolute), and in a window too
    /// small for the list the stack shares its space anew; the rest stays flat.
    @Test("a row that grows a line evaluates, wraps and draws the same in 100 rows as in 2 000", arguments: [false, true])
    func growingRowIsFlatButForMoves(page: Bool) {
        let small = workOfOneChange(rows: 100, page: page, to: 2)
        let large = workOfOneChange(rows: 2_000, page: page, to: 2)
        #expect(small.bodies == large.bodies)
        #expect(small.wrapped == large.wrapped)
        #expect(small.nodesDrawn == large.nodesDrawn)
        #expect(small.rowsDrawn == large.rowsDrawn)
    }

    @Test("a text asked several proposals of one width is broken into lines once")
    func textWrappedOncePerWidth() {
        let graph = ViewGraph(Rows(states: Array(repeating: 0, count: 50), switches: Switches()),
                              columns: 40, rows: 10, scrollsVertically: true)
        _ = graph.draw()
        #expect(graph.textWraps == 50)
    }

    @Test("a text asked in turn at any width, at its minimum and at a narrower width than its own, round after round, is broken once for each")
    func textWrappedOncePerKindOfProposal() {
        let wrapped = WrappedLines()
        var wraps = 0
        var answers: [Int] = []
        for _ in 0..<3 {
            for columns in [Int.max, 1, 5] {
                answers.append(wrapped.lines(of: "Contact 12", columns: columns, maxLines: .max) { wraps += 1 }.width)
            }
        }
        #expect(wraps == 3)
        #expect(answers == Array(repeating: [10, 1, 5], count: 3).flatMap { $0 })
        // At any width from its own up, the text's one line answers without breaking it again.
        #expect(wrapped.lines(of: "Contact 12", columns: 40, maxLines: .max) { wraps += 1 }.lineCount == 1 && wraps == 3)
    }

    /// A page of 1 000 rows, all "off", in a pane of 40 columns and 10 rows.
    static func thousandRows(_ switches: Switches) -> ViewGraph {
        ViewGraph(Rows(states: Array(repeating: 0, count: 1_000), switches: switches), columns: 40, rows: 10, scrollsVertically: true)
    }

    @Test("a stack of rigid rows that all fit is placed without sorting or re-measuring unchanged rows")
    func unchangedRowsNotMeasured() {
        let switches = Switches()
        let graph = Self.thousandRows(switches)
        _ = graph.draw(rows: 0..<10)
        let measured = graph.measurements
        switches.set(500, to: 1)
        _ = graph.draw(rows: 0..<10)
        // The changed text at its few proposals, the stack and the root: nothing per row.
        #expect(graph.measurements - measured < 10)
    }

    /// Draws a fresh graph in the given state, and the accessibility frames it gives.
    func fresh(_ states: [Int], page: Bool, alignment: HorizontalAlignment) -> (String, [String]) {
        let graph = ViewGraph(Rows(states: states, switches: Switches(), alignment: alignment), columns: 40, rows: 10, scrollsVertically: page)
        return (graph.draw().text, graph.accessibilityTree().allElements.map { "\($0.label) \($0.frame)" })
    }

    @Test("after changes that keep, widen, narrow and heighten rows, the graph draws and frames what a fresh graph does",
          arguments: [false, true], [HorizontalAlignment.leading, .center, .trailing])
    func incrementalMatchesFresh(page: Bool, alignment: HorizontalAlignment) {
        var states = Array(repeating: 0, count: 60)
        let switches = Switches()
        let graph = ViewGraph(Rows(states: states, switches: switches, alignment: alignment), columns: 40, rows: 10, scrollsVertically: page)
        _ = graph.draw()
        var seed = UInt64(7)
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for step in 0..<40 {
            // Widest row (59) and rows near the window's edge included.
            let row = [0, 5, 9, 10, 11, 59, next(60)][step % 7]
            let value = next(3)
            states[row] = value
            switches.set(row, to: value)
            if step % 3 == 0 {
                // Some changes drawn only through the pane's window, as the explorer draws.
                _ = graph.draw(rows: 2..<12)
            }
            let (text, frames) = fresh(states, page: page, alignment: alignment)
            #expect(graph.draw().text == text, "after step \(step) (row \(row) → \(value))")
            #expect(graph.accessibilityTree().allElements.map { "\($0.label) \($0.frame)" } == frames)
        }
    }

    @Test("drawing a window of a page keeps only the window's rows, and scrolling draws the rows it brings in")
    func windowOfPage() {
        let switches = Switches()
        let graph = Self.thousandRows(switches)
        let window = graph.draw(rows: 500..<510)
        #expect(window.height == 1_000)
        #expect(window.storedRows == 500..<510)
        #expect(window.cells.count == 40 * 10)
        #expect(window.rows[500].contains("Row 500: off"))
        #expect(window.rows[499].isEmpty)
        let drawn = graph.rowsDrawn
        let scrolled = graph.draw(rows: 502..<512)
        #expect(graph.rowsDrawn - drawn == 2)
        #expect(scrolled.rows[511].contains("Row 511: off"))
        #expect(scrolled.rows[502].contains("Row 502: off"))
    }

    @Test("scrolling draws each row it brings in once, a changed one too; a changed row the canvas kept is drawn again")
    func scrollWithChanges() {
        let switches = Switches()
        let graph = Self.thousandRows(switches)
        _ = graph.draw(rows: 500..<510)
        // Row 511 changes before the scroll brings it in: it is drawn with the new rows, not again for its change.
        switches.set(511, to: 1)
        var drawn = graph.rowsDrawn
        let scrolled = graph.draw(rows: 502..<512)
        #expect(graph.rowsDrawn - drawn == 2)
        #expect(scrolled.rows[511].contains("Row 511: on") && scrolled.rows[510].contains("Row 510: off"))
        // Row 505, which the canvas kept, changes: it is drawn again, with the cell around its
        // frame a border may draw in (rows 504 to 506), beside the one new row.
        switches.set(505, to: 1)
        drawn = graph.rowsDrawn
        let again = graph.draw(rows: 503..<513)
        #expect(graph.rowsDrawn - drawn == 3 + 1)
        #expect(again.rows[505].contains("Row 505: on") && again.rows[512].contains("Row 512: off"))
        #expect(again.rows[511].contains("Row 511: on"))
    }
}

@MainActor
struct ToggleRowsWorkTests {
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
    struct Rows: View {
        let count: Int
        var body: some View {
            VStack(alignment: .leading, spacing: 0) { ForEach(0..<count) { i in Row(index: i) } }
        }
    }

    func work(_ count: Int) -> ProportionalWorkTests.Work {
        let graph = ViewGraph(Rows(count: count), columns: 80, rows: 40, scrollsVertically: true)
        let toggle = graph.accessibilityTree().allElements.first { $0.traits.contains(.isToggle) }!
        _ = graph.draw(rows: 0..<40)
        let before = ProportionalWorkTests.Work(graph)
        toggle.defaultAction?()
        _ = graph.draw(rows: 0..<40)
        return ProportionalWorkTests.Work(graph) - before
    }

    @Test("activating a toggle in a row of text and toggle does the same layout and drawing work in 100 rows as in 2 000")
    func toggleRowIsFlat() {
        let small = work(100), large = work(2_000)
        #expect(small == large, "100 rows: \(small); 2 000 rows: \(large)")
    }
}

@MainActor
struct ElementPatchingTests {
    typealias Rows = ToggleRowsWorkTests.Rows

    func describe(_ tree: AccessibilityTree) -> [String] {
        tree.allElements.map { "\($0.id) \($0.label) \($0.value ?? "-") \($0.frame) \($0.rotorKeys.count) \($0.children.count)" }
    }

    @Test("a row's change replaces only that row's elements in the tree, which equals a tree built afresh")
    func treePatchedInPlace() {
        let graph = ViewGraph(Rows(count: 200), columns: 80, rows: 40, scrollsVertically: true)
        let first = graph.accessibilityTree()
        let toggles = first.allElements.filter { $0.traits.contains(.isToggle) }
        let evaluations = graph.accessibilityEvaluations
        toggles[70].defaultAction?()
        let second = graph.accessibilityTree()
        // The row's part of the list: its text and its toggle.
        let changed = second.changedPositions(since: first)
        #expect(changed.map { $0.map { second.allElements[$0].id.rawValue } } == ["70/0", "70/1"])
        #expect(toggles[70].id.rawValue == "70/1")
        #expect(second.allElements.first { $0.id == toggles[70].id }?.value == "1")
        // The row's nodes and the path to the root, not one list per row.
        #expect(graph.accessibilityEvaluations - evaluations < 20)

        // The same state built afresh gives the same tree.
        let fresh = ViewGraph(Rows(count: 200), columns: 80, rows: 40, scrollsVertically: true)
        fresh.accessibilityTree().allElements.filter { $0.traits.contains(.isToggle) }[70].defaultAction?()
        #expect(describe(second) == describe(fresh.accessibilityTree()))
        // Unchanged elements are the previous tree's own values.
        #expect(second.allElements[0].isIdentical(to: first.allElements[0]))
    }

    @Test("an element that comes or goes re-makes only its row's elements when no other row moves; the tree equals one built from scratch")
    func elementCountChangeRebuilds() {
        struct Row: View {
            let index: Int
            @State var detailed = false
            var body: some View {
                // Side by side: the row keeps its height, so the rows after it stay put.
                HStack {
                    Button("Row \(index)") { detailed.toggle() }
                    if detailed { Text("Details of \(index)") }
                }
            }
        }
        struct List: View {
            var body: some View { VStack { ForEach(0..<100) { Row(index: $0) } } }
        }
        let graph = ViewGraph(List(), columns: 40, rows: 10, scrollsVertically: true)
        let first = graph.accessibilityTree()
        let evaluations = graph.accessibilityEvaluations
        first.allElements[40].defaultAction?()
        let second = graph.accessibilityTree()
        // The row's nodes and the path to the root, not the other 99 rows.
        #expect(graph.accessibilityEvaluations - evaluations < 20)
        #expect(second.changedPositions(since: first) == nil)
        #expect(second.count == first.count + 1)
        #expect(second.allElements[41].label == "Details of 40")
        second.allElements[40].defaultAction?()
        let third = graph.accessibilityTree()
        #expect(describe(third) == describe(first))
    }
}

/// What a large screen keeps per row: a view's value is copied into its parent's value, its
/// node and its behaviour, so the values that rows are made of must be small to copy.
@MainActor
struct ValueSizeTests {
    @Test("a text is one shared reference, and a changed copy makes its own: the original keeps its styles")
    func textIsOneReference() {
        #expect(MemoryLayout<Text>.size == MemoryLayout<AnyObject>.size)
        let plain = Text("Budget")
        let copy = plain
        let bold = plain.bold().foregroundColor(.red)
        #expect(copy == plain)
        #expect(bold != plain)
        #expect(plain.isBold == nil && plain.color == nil)
        #expect(bold.isBold == true && bold.content == "Budget")
        // Equal texts made apart are equal: equality is by value, not by box.
        #expect(Text("Budget") == plain)
    }

    @Test("a view builder's tuple keeps its views once, not again as an array of boxed views")
    func tupleKeepsViewsOnce() {
        #expect(MemoryLayout<TupleView<(Text, Text, Text)>>.size <= 3 * MemoryLayout<AnyObject>.size + 16)
        let tuple = ViewBuilder.buildBlock(Text("a"), Text("b"), Text("c"))
        #expect(tuple.views.compactMap { ($0 as? Text)?.content } == ["a", "b", "c"])
    }

    @Test("a child's key is the size of a name, whatever a ForEach's ids are")
    func childKeyIsSmall() {
        #expect(MemoryLayout<ChildKey>.size <= MemoryLayout<String>.size + 1)
        #expect(ChildKey.id(AnyHashable("a/b")).pathSegment == "a∕b")
        #expect(ChildKey.id(AnyHashable(7)) != ChildKey.index(7))
    }

    @Test("a detached child is known by its key's kind, not by a name that starts with a tilde")
    func detachedChildIsTyped() {
        #expect(ChildKey.detached("representation").isDetached)
        #expect(!ChildKey.named("~representation").isDetached)
        #expect(ChildKey.detached("representation") != ChildKey.named("~representation"))
        // Element ids stay as they were: the detached child's path segment keeps its tilde.
        #expect(ChildKey.detached("representation").pathSegment == "~representation")
    }
}

/// A ForEach's rows are its own children, keyed by their ids.
@MainActor
struct ForEachIdentityTests {
    struct Counter: View {
        let name: String
        @State private var taps = 0
        var body: some View { Button("\(name) \(taps)") { taps += 1 } }
    }

    @Test("ForEach ids that repeat (SwiftUI warns) still give separate rows, each with its own state, tagged with the id they share")
    func repeatedIDsStayApart() throws {
        let names = ["a", "b", "a"]
        let graph = ViewGraph(VStack { ForEach(names, id: \.self) { Counter(name: $0) } }, columns: 20, rows: 3)
        let first = graph.accessibilityTree().allElements
        #expect(first.map(\.label) == ["a 0", "b 0", "a 0"])
        #expect(Set(first.map(\.id)).count == 3, "each row has an id of its own")
        #expect(first[0].rotorKeys.map(\.id) == [AnyHashable("a")])
        #expect(first[2].rotorKeys.map(\.id) == [AnyHashable("a")])
        first[2].defaultAction?()
        #expect(graph.accessibilityTree().allElements.map(\.label) == ["a 0", "b 0", "a 1"], "only the tapped row's state changed")
    }

    @Test("a row of several elements tags its first with the row's id: the one a rotor entry for the id reaches, the first in tree order")
    func rowTagsItsFirstElement() {
        let graph = ViewGraph(VStack { ForEach([7, 8], id: \.self) { n in HStack { Text("Name \(n)"); Button("Open") {} } } },
                              columns: 30, rows: 4)
        let all = graph.accessibilityTree().allElements
        #expect(all.map(\.label) == ["Name 7", "Open", "Name 8", "Open"])
        #expect(all.map { $0.rotorKeys.map(\.id) } == [[AnyHashable(7)], [], [AnyHashable(8)], []])
    }

    @Test("a row keeps its state when rows before it come and go, as SwiftUI keys rows by id")
    func rowsKeepStateByID() {
        struct Rows: View {
            @State private var ids = [1, 2, 3]
            var body: some View {
                VStack {
                    Button("Remove first") { ids.removeFirst() }
                    ForEach(ids, id: \.self) { Counter(name: "row \($0)") }
                }
            }
        }
        let graph = ViewGraph(Rows(), columns: 20, rows: 4)
        graph.accessibilityTree().allElements[3].defaultAction?()
        #expect(graph.accessibilityTree().allElements.map(\.label) == ["Remove first", "row 1 0", "row 2 0", "row 3 1"])
        graph.accessibilityTree().allElements[0].defaultAction?()
        #expect(graph.accessibilityTree().allElements.map(\.label) == ["Remove first", "row 2 0", "row 3 1"])
    }
}
