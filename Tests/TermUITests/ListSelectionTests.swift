import Accessibility
import Testing
@testable import TermUI

struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// `List(selection:)`: rows are selected by activation, as a tap selects them; the selected
/// ones carry the selected trait; a multiple selection in edit mode toggles membership.
@MainActor
struct ListSelectionTests {
    static let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]

    final class Record {
        var single: Int?
        var multiple: Set<Int> = []
    }

    struct Single: View {
        @State var selected: Int?
        let record: Record
        var body: some View {
            let record = self.record
            List(ListSelectionTests.fruits, selection: Binding(get: { selected }, set: { selected = $0; record.single = $0 })) { fruit in
                Text(fruit.name)
            }
        }
    }

    @Test("a single-selection list writes the binding with the row's id when the row is activated, and only that row is Selected")
    func activationWritesTheSelection() throws {
        let record = Record()
        let graph = ViewGraph(Single(record: record), columns: 30, rows: 6)
        #expect(graph.accessibilityTree().allElements.allSatisfy { !$0.traits.contains(.isSelected) })
        try #require(graph.accessibilityTree().first("Banana")).defaultAction?()
        #expect(record.single == 2)
        let tree = graph.accessibilityTree()
        #expect(tree.first("Banana")?.traits.contains(.isSelected) == true)
        try #require(tree.first("Cherry")).defaultAction?()
        #expect(record.single == 3)
        #expect(graph.accessibilityTree().first("Banana")?.traits.contains(.isSelected) == false)
        #expect(graph.accessibilityTree().first("Cherry")?.traits.contains(.isSelected) == true)
    }

    @Test("a row whose value is already the selection reads Selected from the start; a list without a selection has no selected rows")
    func initialSelection() {
        let selected = tree(List(Self.fruits, selection: .constant(Optional(1))) { Text($0.name) })
        #expect(selected.first("Apple")?.traits.contains(.isSelected) == true)
        #expect(selected.first("Banana")?.traits.contains(.isSelected) == false)
        let plain = tree(List(Self.fruits) { Text($0.name) })
        #expect(plain.first("Apple")?.traits.contains(.isSelected) == false)
        #expect(plain.first("Apple")?.defaultAction == nil, "a row of a list without a selection does nothing when activated")
    }

    struct Multiple: View {
        @State var selected: Set<Int> = [1]
        @State var editMode = EditMode.inactive
        let record: Record
        var body: some View {
            let record = self.record
            VStack {
                EditButton()
                List(ListSelectionTests.fruits, selection: Binding(get: { selected }, set: { selected = $0; record.multiple = $0 })) { fruit in
                    Text(fruit.name)
                }
            }
            .environment(\.editMode, $editMode)
        }
    }

    @Test("a multiple-selection list in edit mode adds an activated row to the selection and takes a selected one out; outside edit mode a row is selected alone")
    func multipleSelectionInEditModeTogglesMembership() throws {
        let record = Record()
        let graph = ViewGraph(Multiple(record: record), columns: 30, rows: 8)
        // Not editing: a tap selects that row alone, as iOS does without edit mode.
        try #require(graph.accessibilityTree().first("Banana")).defaultAction?()
        #expect(record.multiple == [2])
        // The Edit button turns edit mode on and says Done.
        try #require(graph.accessibilityTree().first("Edit")).defaultAction?()
        #expect(graph.accessibilityTree().first("Done") != nil)
        try #require(graph.accessibilityTree().first("Cherry")).defaultAction?()
        #expect(record.multiple == [2, 3])
        try #require(graph.accessibilityTree().first("Banana")).defaultAction?()
        #expect(record.multiple == [3])
        let tree = graph.accessibilityTree()
        #expect(tree.first("Cherry")?.traits.contains(.isSelected) == true)
        #expect(tree.first("Banana")?.traits.contains(.isSelected) == false)
    }

    @Test("in edit mode a multiple-selection list draws a selection circle at each row's leading edge, filled when selected, and highlights the selected rows")
    func editModeDrawsSelectionCircles() {
        let list = List(Self.fruits, selection: .constant(Set([2]))) { Text($0.name) }
            .environment(\.editMode, .constant(.active))
        #expect(drawing(list, columns: 12, rows: 3) == """
            ◯ Apple
            ● Banana
            ◯ Cherry
            """)
        var graph = ViewGraph(list, columns: 12, rows: 3)
        let canvas = graph.draw()
        #expect(canvas[4, 1].style.reverse, "the selected row is highlighted")
        #expect(canvas[11, 1].style.reverse, "across the list's width")
        #expect(!canvas[4, 0].style.reverse)
        graph = ViewGraph(List(Self.fruits, selection: .constant(Set([2]))) { Text($0.name) }, columns: 12, rows: 3)
        #expect(graph.draw().text.hasPrefix("Apple"), "outside edit mode there are no circles")
    }

    @Test("drawing a selection list again with nothing updated does not walk its rows; a new selection highlights the new row without walking them: the list read the selection, no view's body did")
    func rowsKeptBetweenUpdates() throws {
        let record = Record()
        let graph = ViewGraph(Single(record: record), columns: 30, rows: 6)
        _ = graph.accessibilityTree()
        _ = graph.draw()
        let walks = graph.listRowWalks
        _ = graph.draw()
        _ = graph.draw()
        #expect(graph.listRowWalks == walks, "nothing was updated: the rows are the ones kept")
        try #require(graph.accessibilityTree().first("Cherry")).defaultAction?()
        let evaluations = graph.bodyEvaluations
        let canvas = graph.draw()
        #expect(graph.bodyEvaluations == evaluations, "the body passing the selection on did not read it")
        #expect(graph.listRowWalks == walks)
        #expect(canvas[0, 2].style.reverse && !canvas[0, 0].style.reverse)
    }

    struct Mailboxes: View {
        @State var selection: Int?
        var body: some View {
            List(selection: $selection) {
                ForEach(0..<300, id: \.self) { Text("Mailbox \($0)") }
            }
        }
    }

    @Test("a selection change in a long list changes the list and two rows in the tree (the one left, the one taken), and draws the new row alone highlighted")
    func selectionChangeIsTwoRows() throws {
        let graph = ViewGraph(Mailboxes(), columns: 20, rows: 6, scrollsVertically: true)
        let first = graph.accessibilityTree()
        let tenth = try #require(first.first("Mailbox 10"))
        graph.perform { tenth.defaultAction?() }
        let second = graph.accessibilityTree()
        // Depth first: the list is 0, row n is n + 1.
        #expect(second.changedPositions(since: first) == [0, 11])
        #expect(second.first("Mailbox 10")?.traits.contains(.isSelected) == true)
        let twelfth = try #require(second.first("Mailbox 12"))
        graph.perform { twelfth.defaultAction?() }
        let third = graph.accessibilityTree()
        #expect(third.changedPositions(since: second) == [0, 11, 13])
        #expect(third.allElements.filter { $0.traits.contains(.isSelected) }.map(\.label) == ["Mailbox 12"])
        let canvas = graph.draw()
        #expect(canvas[0, 12].style.reverse && canvas[19, 12].style.reverse, "the selected row, across the list")
        #expect(!canvas[0, 10].style.reverse, "the row the selection left")
        #expect((0..<canvas.height).filter { canvas[0, $0].style.reverse } == [12])
    }

    @Test("a single-selection list draws no circles, even in edit mode; its selected row is highlighted")
    func singleSelectionDrawsNoCircles() {
        let list = List(Self.fruits, selection: .constant(Optional(3))) { Text($0.name) }
            .environment(\.editMode, .constant(.active))
        #expect(drawing(list, columns: 12, rows: 3) == "Apple\nBanana\nCherry")
        let canvas = ViewGraph(list, columns: 12, rows: 3).draw()
        #expect(canvas[0, 2].style.reverse)
        #expect(!canvas[0, 0].style.reverse)
    }

    @Test("a row's .tag gives its selection value in place of the ForEach id; static rows are selected by their tags; rows without a tag of the selection's type are not selectable")
    func tagsAndForEachIDs() throws {
        final class Chosen { var value: String? }
        let chosen = Chosen()
        let binding = Binding<String?>(get: { chosen.value }, set: { chosen.value = $0 })
        let list = List(selection: binding) {
            Text("Header")
            Text("Inbox").tag("inbox")
            Text("Drafts").tag(7)
            ForEach(Self.fruits) { fruit in
                Text(fruit.name).tag(fruit.name.lowercased())
            }
            ForEach(["Sent", "Trash"], id: \.self) { Text($0) }
        }
        let t = tree(list, columns: 30, rows: 10)
        #expect(t.first("Header")?.defaultAction == nil, "a row without a tag is not a selection row")
        #expect(t.first("Drafts")?.defaultAction == nil, "a tag of another type is not a selection value")
        try #require(t.first("Inbox")).defaultAction?()
        #expect(chosen.value == "inbox")
        try #require(t.first("Banana")).defaultAction?()
        #expect(chosen.value == "banana", "the tag, not the ForEach id")
        try #require(t.first("Trash")).defaultAction?()
        #expect(chosen.value == "Trash", "a ForEach row without a tag is selected by its id")
    }

    @Test("a selectable row of several views is one element reading them together, as a list cell reads")
    func rowOfSeveralViewsIsOneElement() throws {
        let list = List(Self.fruits, selection: .constant(Optional(1))) { fruit in
            HStack {
                Text(fruit.name)
                Text("\(fruit.id) kg")
            }
        }
        let t = tree(list, columns: 30, rows: 6)
        #expect(t.labels.contains("Apple, 1 kg"))
        #expect(t.first("Apple, 1 kg")?.traits.contains(.isSelected) == true)
        #expect(t.first("Apple") == nil)
    }

    @Test("a button in a selectable row keeps its own action")
    func buttonInRowKeepsItsAction() throws {
        final class Tapped { var count = 0 }
        let tapped = Tapped()
        let list = List(Self.fruits, selection: .constant(Optional(1))) { fruit in
            Button(fruit.name) { tapped.count += 1 }
        }
        try #require(tree(list).first("Banana")).defaultAction?()
        #expect(tapped.count == 1)
    }

    @Test("the list is still a list container with a selection")
    func stillAListContainer() {
        let t = tree(List(Self.fruits, selection: .constant(Set<Int>())) { Text($0.name) })
        #expect(t.roots.first?.containerType == .list)
    }

    struct Split: View {
        @State var selected: Fruit.ID?
        var body: some View {
            NavigationSplitView {
                List(ListSelectionTests.fruits, selection: $selected) { fruit in
                    NavigationLink(fruit.name, value: fruit.id)
                }
            } detail: {
                if let selected, let fruit = ListSelectionTests.fruits.first(where: { $0.id == selected }) {
                    Text("Showing \(fruit.name)")
                } else {
                    Text("Pick a fruit")
                }
            }
        }
    }

    @Test("in a split view's sidebar, a NavigationLink(value:) row selects its value, and the detail column shows the selection")
    func splitViewSidebarSelection() throws {
        let graph = ViewGraph(Split(), columns: 60, rows: 8)
        #expect(graph.accessibilityTree().first("Pick a fruit") != nil)
        try #require(graph.accessibilityTree().first("Cherry")).defaultAction?()
        let tree = graph.accessibilityTree()
        #expect(tree.first("Showing Cherry") != nil)
        #expect(tree.first("Cherry")?.traits.contains(.isSelected) == true)
    }

    @Test("right to left, the selection circles are on the right")
    func circlesRightToLeft() {
        let list = List(Self.fruits, selection: .constant(Set([1]))) { Text($0.name) }
            .environment(\.editMode, .constant(.active))
            .environment(\.layoutDirection, .rightToLeft)
        let lines = drawing(list, columns: 12, rows: 3).split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("●") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasSuffix("◯") })
    }

    @Test("selectionDisabled keeps a row from being selected, on a ForEach row or a tagged one, whichever side of the tag it is written")
    func selectionDisabledRows() {
        let list = List(selection: .constant(Optional("b"))) {
            ForEach(["a", "b", "c"], id: \.self) { name in
                Text(name).selectionDisabled(name == "c")
            }
            Text("d").tag("d").selectionDisabled()
            Text("e").selectionDisabled().tag("e")
            Text("f").tag("f").selectionDisabled(false)
        }
        let t = tree(list, columns: 20, rows: 8)
        #expect(t.first("a")?.defaultAction != nil)
        #expect(t.first("b")?.traits.contains(.isSelected) == true)
        for name in ["c", "d", "e"] {
            #expect(t.first(name)?.defaultAction == nil, "\(name)")
            #expect(t.first(name)?.traits.contains(.isButton) == false, "\(name)")
        }
        #expect(t.first("f")?.defaultAction != nil)
    }

    @Test("sections from a ForEach of groups: the items are the rows, not the sections, whatever type the groups' ids are")
    func sectionsOfAForEachAreNotRows() throws {
        struct Group: Identifiable { let id: Int; let items: [Fruit] }
        let groups = [Group(id: 1, items: [Fruit(id: 10, name: "Apple")]), Group(id: 2, items: [Fruit(id: 20, name: "Banana")])]
        final class Chosen { var value: Int? }
        let chosen = Chosen()
        let list = List(selection: Binding(get: { chosen.value }, set: { chosen.value = $0 })) {
            ForEach(groups) { group in
                Section("Group \(group.id)") {
                    ForEach(group.items.map(\.name), id: \.self) { Text($0) }
                }
            }
        }
        let t = tree(list, columns: 30, rows: 12)
        #expect(t.labels.filter { !$0.isEmpty } == ["Group 1", "Apple", "Group 2", "Banana"], "no section is combined into one row")
        #expect(t.allElements.allSatisfy { $0.defaultAction == nil }, "String items are not Int selection rows, and the Int groups are not rows")
    }
}
