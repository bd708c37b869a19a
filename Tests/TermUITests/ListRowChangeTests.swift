import Accessibility
import Observation
import Testing
@testable import TermUI

/// A row of a selection list that changes on its own (its count, whether it can be selected,
/// its tag) is marked again alone; the list finds its rows again only when something that
/// makes rows changed. Each result is checked against a graph built afresh in the same state.
@MainActor
struct ListRowChangeTests {
    @Observable final class Mailbox {
        let name: String
        var count = 0
        var selectionDisabled = false
        var tag: String
        init(name: String) {
            self.name = name
            tag = name.lowercased()
        }
    }

    struct Mailroom: View {
        let boxes: [Mailbox]
        @State var selection: String?
        init(boxes: [Mailbox], selection: String? = nil) {
            self.boxes = boxes
            _selection = State(initialValue: selection)
        }
        var body: some View {
            List(selection: $selection) {
                Text("Mailboxes")
                ForEach(boxes, id: \.name) { MailboxRow(box: $0) }
                Section("More") {
                    Text("Archive").tag("archive")
                }
            }
        }
    }

    struct MailboxRow: View {
        let box: Mailbox
        var body: some View {
            HStack {
                Text(box.name)
                Button("\(box.count) new") { box.count += 1 }
            }
            .selectionDisabled(box.selectionDisabled)
            .tag(box.tag)
        }
    }

    struct Sidebar: View {
        let boxes: [Mailbox]
        @Binding var selection: String?
        var body: some View {
            List(selection: $selection) {
                ForEach(boxes, id: \.name) { box in LinkRow(box: box) }
            }
        }
    }

    struct LinkRow: View {
        let box: Mailbox
        var body: some View { NavigationLink(box.name, value: box.tag) }
    }

    static func boxes(_ count: Int) -> [Mailbox] { (0..<count).map { Mailbox(name: "Box \($0)") } }

    /// What a reader meets of each element, with whether it can be activated.
    func describe(_ tree: AccessibilityTree) -> [String] {
        tree.allElements.map {
            "\($0.id) \($0.label) \($0.value ?? "-") \($0.traits) \($0.defaultAction != nil) \($0.children.count) \(String(describing: $0.containerType)) \($0.actions.map(\.name))"
        }
    }

    func fresh(_ boxes: [Mailbox], selection: String?) -> [String] {
        describe(ViewGraph(Mailroom(boxes: boxes, selection: selection), columns: 40, rows: 10, scrollsVertically: true).accessibilityTree())
    }

    @Test("a row's own change in a selection list marks that row alone, finds no rows again, and reports the row as the change")
    func rowChangeIsMarkedAlone() throws {
        let boxes = Self.boxes(120)
        let graph = ViewGraph(Mailroom(boxes: boxes), columns: 40, rows: 10, scrollsVertically: true)
        let first = graph.accessibilityTree()
        let walks = graph.listRowWalks, patches = graph.listSelectionPatches
        boxes[70].count = 3
        let second = graph.accessibilityTree()
        #expect(graph.listRowWalks == walks, "no view that makes rows changed")
        #expect(graph.listSelectionPatches == patches + 1)
        let row = try #require(second.allElements.firstIndex { $0.label.hasPrefix("Box 70") })
        // The row's button is one of its actions, as a combined element's controls are.
        #expect(second.allElements[row].actions.map(\.name) == ["3 new"])
        // The list's container and the row.
        #expect(second.changedPositions(since: first) == [0, row])
        #expect(describe(second) == fresh(boxes, selection: nil))
    }

    @Test("after rows change, are disabled for selection, take other tags and are selected, the list reads as a list built afresh")
    func changesMatchAFreshList() throws {
        let boxes = Self.boxes(40)
        let graph = ViewGraph(Mailroom(boxes: boxes), columns: 40, rows: 10, scrollsVertically: true)
        var selection: String?
        func check(_ comment: Comment) {
            #expect(describe(graph.accessibilityTree()) == fresh(boxes, selection: selection), comment)
        }
        check("first build")
        boxes[3].count = 1
        check("a row's count")
        try graph.perform { try #require(graph.accessibilityTree().first("Box 5")).defaultAction?() }
        // The row's button keeps the activation: the count goes up, the selection stays.
        #expect(boxes[5].count == 1)
        check("a row's own button")
        try graph.perform { try #require(graph.accessibilityTree().first("Archive")).defaultAction?() }
        selection = "archive"
        check("a static row selected")
        boxes[3].count = 2
        boxes[9].count = 4
        check("two rows' counts with a selection")
        boxes[9].selectionDisabled = true
        check("a row no longer selectable")
        boxes[9].count = 5
        check("the unselectable row's count")
        boxes[9].selectionDisabled = false
        boxes[12].tag = "box 5"
        check("a row selectable again, another with a tag that is a neighbour's")
        boxes[12].tag = "archive"
        check("a row that takes the selected tag")
        boxes[12].count = 7
        check("its count")
        #expect(graph.listSelectionPatches >= 6, "the counts' changes were marked on the rows alone")
    }

    @Test("a value link's new value is its row's new tag: activating the row selects the new value")
    func valueLinkTakesItsNewValue() throws {
        final class Chosen { var value: String? }
        let chosen = Chosen()
        let boxes = Self.boxes(20)
        let binding = Binding<String?>(get: { chosen.value }, set: { chosen.value = $0 })
        let graph = ViewGraph(Sidebar(boxes: boxes, selection: binding), columns: 40, rows: 10, scrollsVertically: true)
        try graph.perform { try #require(graph.accessibilityTree().first("Box 4")).defaultAction?() }
        #expect(chosen.value == "box 4")
        let walks = graph.listRowWalks
        boxes[6].tag = "drafts"
        _ = graph.accessibilityTree()
        #expect(graph.listRowWalks == walks + 1, "the link's value is a row's tag: the rows are found again")
        try graph.perform { try #require(graph.accessibilityTree().first("Box 6")).defaultAction?() }
        #expect(chosen.value == "drafts")
    }
}
