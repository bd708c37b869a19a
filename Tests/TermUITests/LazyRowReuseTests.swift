import Foundation
import Observation
import Testing
@testable import TermUI

/// A lazy stack's rows that leave its window take the views of the rows that come, as a
/// `UITableView` reuses its cells (`dequeueReusableCell`): the nodes are kept, never what they
/// made. What the screen reads and draws must be what a graph that made the rows new reads
/// and draws; a row that keeps state or runs lifecycle actions is never given another's view.
@MainActor
@Suite("Rows a lazy stack lets go, given to the rows that come")
struct LazyRowReuseTests {
    /// Headings, rows of an image and texts (a third text in every third row), and rows of a
    /// view with a body of its own: rows of different shapes, so a row that left is given a
    /// row of another shape too.
    struct MixedRows: View {
        let count: Int
        var body: some View {
            List {
                ForEach(0..<count, id: \.self) { n in
                    if n.isMultiple(of: 10) {
                        Text("Part \(n / 10)").font(.headline).accessibilityAddTraits(.isHeader)
                    } else if n.isMultiple(of: 7) {
                        Caption(number: n)
                    } else {
                        HStack {
                            Image(systemName: "star")
                            Text("Row \(n)")
                            if n.isMultiple(of: 3) { Text("three").foregroundStyle(.secondary) }
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
            }
        }
    }

    struct Caption: View {
        let number: Int
        var body: some View { Text("Caption \(number)").italic() }
    }

    private func list(_ graph: ViewGraph) throws -> AccessibilityElement {
        try #require(graph.accessibilityTree().allElements.first { $0.rowWindow != nil })
    }

    /// What a screen reader and a sighted user meet in `rows`: every element's id, label,
    /// value, traits and frame, and the drawn rows.
    private func reading(_ graph: ViewGraph, rows: Range<Int>) -> (elements: [String], drawn: [String]) {
        let elements = graph.accessibilityTree().allElements.map {
            "\($0.id.rawValue) \($0.label) \($0.value ?? "") \($0.traits) \($0.frame)"
        }
        let canvas = graph.draw(rows: rows)
        let drawn = rows.map { $0 < canvas.height ? canvas.rows[$0] : "" }
        return (elements, drawn)
    }

    @Test("""
        a window moved far (a row not near the rows held) makes almost no node: the rows that \
        left take the rows that came, as a table view reuses its cells, and the screen reads and \
        draws as one whose rows were made new
        """)
    func rowsThatLeftTakeTheRowsThatCame() throws {
        let reused = ViewGraph(MixedRows(count: 1_000), columns: 40, rows: 30, scrollsVertically: true)
        _ = reused.draw()
        let id = try list(reused).id
        let madeFirst = reused.nodesMade
        #expect(reused.holdRows(500..<628, ofLazyStack: id))
        let far = reading(reused, rows: 500..<628)
        let madeMoving = reused.nodesMade - madeFirst

        let fresh = ViewGraph(MixedRows(count: 1_000), columns: 40, rows: 30, scrollsVertically: true)
        fresh.reusesLazyRows = false
        _ = fresh.draw()
        let madeFreshFirst = fresh.nodesMade
        #expect(fresh.holdRows(500..<628, ofLazyStack: try list(fresh).id))
        let expected = reading(fresh, rows: 500..<628)
        let madeFresh = fresh.nodesMade - madeFreshFirst

        #expect(far.elements.contains { $0.contains("Part 50") } && far.elements.contains { $0.contains("Caption 511") })
        #expect(far.elements == expected.elements)
        #expect(far.drawn == expected.drawn)
        #expect(far.drawn.contains { $0.contains("Row 627") }, "\(far.drawn.filter { !$0.isEmpty }.prefix(3)) … \(far.drawn.filter { !$0.isEmpty }.suffix(3))")
        // A row whose third text comes or goes makes or lets go of that text alone.
        #expect(madeFresh > 400, "\(madeFresh) nodes made for a window's new rows")
        #expect(madeMoving < madeFresh / 4, "\(madeMoving) nodes made moving, \(madeFresh) making the rows new")

        // Back to the top, with a row moved in between: the rows read as they did.
        #expect(reused.holdRows(0..<128, ofLazyStack: id))
        let top = reading(reused, rows: 0..<128)
        let new = reading(ViewGraph(MixedRows(count: 1_000), columns: 40, rows: 30, scrollsVertically: true), rows: 0..<128)
        #expect(top.elements == new.elements)
        #expect(top.drawn == new.drawn)
    }

    @Observable final class Item {
        var title: String
        init(_ title: String) { self.title = title }
    }

    /// A row of a view with a body that reads its model: the node that takes another row
    /// observes the new row's model, never the old one's.
    struct ItemRow: View {
        let item: Item
        var body: some View { Text(item.title) }
    }

    struct ItemRows: View {
        let items: [Item]
        var body: some View {
            List(items.indices, id: \.self) { ItemRow(item: items[$0]) }
        }
    }

    @Test("""
        a row that reads an @Observable model and takes another row's view follows the new row's \
        model: a change to it is shown, a change to the model of the row that left changes nothing \
        until that row comes back, and then it shows it
        """)
    func reusedRowsObserveTheirNewModel() throws {
        let items = (0..<1_000).map { Item("Item \($0)") }
        let graph = ViewGraph(ItemRows(items: items), columns: 40, rows: 30, scrollsVertically: true)
        _ = graph.draw()
        let id = try list(graph).id
        func labels() -> [String] { graph.accessibilityTree().allElements.map(\.label).filter { $0.hasPrefix("Item") || $0.hasPrefix("New") } }
        #expect(labels().first == "Item 0")
        let made = graph.nodesMade
        #expect(graph.holdRows(600..<728, ofLazyStack: id))
        #expect(labels().first == "Item 600" && labels().count == 128)
        #expect(graph.nodesMade - made < 16, "\(graph.nodesMade - made) nodes made: the rows that left took the rows that came")
        let evaluations = graph.bodyEvaluations
        items[3].title = "New 3"
        _ = graph.accessibilityTree()
        #expect(graph.bodyEvaluations == evaluations, "the row that left no longer observes its model")
        items[650].title = "New 650"
        #expect(labels().contains("New 650"))
        #expect(graph.holdRows(0..<128, ofLazyStack: id))
        #expect(labels().prefix(5) == ["Item 0", "Item 1", "Item 2", "New 3", "Item 4"])
    }

    @MainActor
    final class Log {
        var appeared: [Int] = []
        var gone: [Int] = []
    }

    struct TrackedRows: View {
        let log: Log
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<1_000, id: \.self) { n in
                        Text("Row \(n)")
                            .onAppear { log.appeared.append(n) }
                            .onDisappear { log.gone.append(n) }
                    }
                }
            }
        }
    }

    @Test("a row with lifecycle actions is never given another row's view: each row that comes appears, each that leaves disappears")
    func rowsWithActionsAreNotReused() throws {
        let log = Log()
        let graph = ViewGraph(TrackedRows(log: log), columns: 40, rows: 20)
        _ = graph.draw()
        let first = Set(log.appeared)
        #expect(!first.isEmpty && log.gone.isEmpty)
        let made = graph.nodesMade
        #expect(graph.holdRows(500..<628, ofLazyStack: try list(graph).id))
        _ = graph.accessibilityTree()
        #expect(Set(log.appeared).subtracting(first) == Set(500..<628))
        #expect(Set(log.gone) == first)
        #expect(graph.nodesMade - made >= 128, "each row that came is a new node")
    }

    @Observable final class Numbers {
        var ids = Array(0..<2_000)
    }

    /// Rows of the ids in `numbers`, in order, each logging when it appears and disappears.
    struct NumberedRows: View {
        let numbers: Numbers
        let log: Log
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(numbers.ids, id: \.self) { n in
                        Text("Row \(n)")
                            .onAppear { log.appeared.append(n) }
                            .onDisappear { log.gone.append(n) }
                    }
                }
            }
        }
    }

    @Test("""
        a window moved past every row it held, over the same rows, looks no row up by its id (ids \
        are apart); when the rows changed as it moved, each row that came is looked for by its id, \
        and a row that moved with the window keeps its node: it neither disappears nor appears
        """)
    func rowsAreLookedUpOnlyWhenTheyMayHaveMoved() throws {
        let numbers = Numbers(), log = Log()
        let graph = ViewGraph(NumberedRows(numbers: numbers, log: log), columns: 40, rows: 20)
        _ = graph.draw()
        let id = try list(graph).id
        let lookedUp = graph.lazyRowsLookedUp
        #expect(graph.holdRows(500..<628, ofLazyStack: id))
        _ = graph.accessibilityTree()
        #expect(graph.lazyRowsLookedUp == lookedUp, "a walk past the rows held looks none up")
        #expect(graph.holdRows(0..<128, ofLazyStack: id))
        _ = graph.accessibilityTree()
        log.appeared = []
        log.gone = []

        // Ids 64 to 127 move to offsets 1 000 to 1 063 as the window moves to 1 000..<1 128.
        numbers.ids = Array(2_000..<2_936) + Array(0..<2_000)
        #expect(graph.holdRows(1_000..<1_128, ofLazyStack: id))
        let labels = graph.accessibilityTree().allElements.map(\.label).filter { $0.hasPrefix("Row") }
        #expect(labels.first == "Row 64" && labels.count == 128)
        #expect(graph.lazyRowsLookedUp - lookedUp == 128)
        #expect(Set(log.gone) == Set(0..<64) && log.gone.count == 64)
        #expect(Set(log.appeared) == Set(128..<192) && log.appeared.count == 64)
    }
}
