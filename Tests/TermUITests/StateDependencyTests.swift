import Accessibility
import Testing
@testable import TermUI

/// SwiftUI's dependency rule for `@State` (`StateDependencies`): a change updates the views
/// that read the value, where they read it, and not a body that only passed `$value` on.
@MainActor
struct StateDependencyTests {
    /// Counts the bodies that ran, by name.
    final class Runs {
        var counts: [String: Int] = [:]
        func ran(_ name: String) { counts[name, default: 0] += 1 }
        subscript(name: String) -> Int { counts[name] ?? 0 }
    }

    /// Owns the state and passes only the binding on.
    struct Owner: View {
        let runs: Runs
        @State private var isOn = false
        var body: some View {
            let _ = runs.ran("owner")
            VStack {
                Toggle("Wi-Fi", isOn: $isOn)
                Shows(runs: runs, isOn: $isOn)
                Text("Settings")
            }
        }
    }

    /// Reads the binding in its body.
    struct Shows: View {
        let runs: Runs
        @Binding var isOn: Bool
        var body: some View {
            let _ = runs.ran("shows")
            Text(isOn ? "Connected" : "Off")
        }
    }

    @Test("a body that passes $state on is not run again when the state changes; the toggle and the view that read it are updated")
    func passingABindingOnIsNoRead() throws {
        let runs = Runs()
        let graph = ViewGraph(Owner(runs: runs), columns: 30, rows: 3)
        let toggle = try #require(graph.accessibilityTree().allElements.first { $0.label == "Wi-Fi" })
        #expect(toggle.value == "0")
        #expect(runs["owner"] == 1 && runs["shows"] == 1)
        // Performed as the reader performs it: the toggle's action reads isOn to flip it, as
        // the app's code.
        graph.perform { toggle.defaultAction?() }
        let tree = graph.accessibilityTree()
        #expect(tree.allElements.first { $0.label == "Wi-Fi" }?.value == "1")
        #expect(tree.allElements.contains { $0.label == "Connected" })
        #expect(graph.draw().text.contains("Connected"))
        #expect(runs["owner"] == 1, "the owner's body never read isOn")
        #expect(runs["shows"] == 2, "the view that read it ran again")
    }

    /// Reads its state in the body: runs again when it changes.
    struct Reads: View {
        let runs: Runs
        @State private var count = 0
        var body: some View {
            let _ = runs.ran("reads")
            Button("Count \(count)") { count += 1 }
        }
    }

    @Test("a body that reads its state runs again when it changes, once a change")
    func readingInTheBodyIsADependency() throws {
        let runs = Runs()
        let graph = ViewGraph(Reads(runs: runs), columns: 20, rows: 1)
        try #require(graph.accessibilityTree().roots.first).defaultAction?()
        try #require(graph.accessibilityTree().roots.first).defaultAction?()
        #expect(graph.accessibilityTree().roots.first?.label == "Count 2")
        #expect(runs["reads"] == 3)
    }

    /// Keeps its binding where code outside any view can read it.
    final class Kept {
        var binding: Binding<Int>?
    }

    struct Exposes: View {
        let runs: Runs
        let kept: Kept
        @State private var value = 0
        var body: some View {
            let _ = runs.ran("exposes")
            let _ = { kept.binding = $value }()
            Text("Fixed")
        }
    }

    @Test("a value read outside any view and outside the app's code may be kept anywhere: its owner runs again when it changes")
    func anUnattributedReadUpdatesTheOwner() throws {
        let runs = Runs(), kept = Kept()
        let graph = ViewGraph(Exposes(runs: runs, kept: kept), columns: 20, rows: 1)
        _ = graph.accessibilityTree()
        let binding = try #require(kept.binding)
        // Written with no reader: nothing to update.
        graph.perform { binding.wrappedValue = 1 }
        _ = graph.accessibilityTree()
        #expect(runs["exposes"] == 1)
        // Read inside the app's code (an action): acted on, not kept.
        graph.perform { binding.wrappedValue = binding.wrappedValue + 1 }
        _ = graph.accessibilityTree()
        #expect(runs["exposes"] == 1)
        // Read from outside: the owner runs again at the next change.
        let unattributed = StateReads.unattributedReads
        #expect(binding.wrappedValue == 2)
        #expect(StateReads.unattributedReads == unattributed + 1)
        graph.perform { binding.wrappedValue = 3 }
        _ = graph.accessibilityTree()
        #expect(runs["exposes"] == 2)
    }

    /// A reader that goes away while the state stays.
    struct Branches: View {
        @State var showsDetail = true
        @State var count = 0
        var countState: State<Int> { _count }
        var body: some View {
            VStack {
                Button("Hide") { showsDetail = false }
                Button("Add") { count += 1 }
                if showsDetail { Detail(count: $count) }
            }
        }
    }

    struct Detail: View {
        @Binding var count: Int
        var body: some View { Text("Count \(count)") }
    }

    @Test("a reader that left the screen is no reader: the state forgets it, and a change after it went updates nothing gone")
    func goneReadersAreForgotten() throws {
        let view = Branches()
        let graph = ViewGraph(view, columns: 20, rows: 3)
        #expect(graph.accessibilityTree().allElements.contains { $0.label == "Count 0" })
        let box = try #require(view.countState.link.box)
        #expect(box.readerCount == 1, "Detail read it; the owner's body only passed it on")
        try #require(graph.accessibilityTree().allElements.first { $0.label == "Hide" }).defaultAction?()
        #expect(!graph.accessibilityTree().allElements.contains { $0.label.hasPrefix("Count") })
        #expect(box.readerCount == 0, "Detail's node went")
        try #require(graph.accessibilityTree().allElements.first { $0.label == "Add" }).defaultAction?()
        #expect(!graph.accessibilityTree().allElements.contains { $0.label.hasPrefix("Count") })
        #expect(box.value == 1)
    }

    /// A list whose selection only the list reads.
    struct Mailboxes: View {
        let runs: Runs
        @State private var selection: Int?
        var body: some View {
            let _ = runs.ran("mailboxes")
            List(selection: $selection) {
                ForEach(0..<200, id: \.self) { Text("Mailbox \($0)") }
            }
        }
    }

    @Test("a selection change in a list runs no body and makes no row again: the list reads the selection as it draws and reads its rows")
    func selectionChangeRunsNoBody() throws {
        let runs = Runs()
        let graph = ViewGraph(Mailboxes(runs: runs), columns: 30, rows: 10, scrollsVertically: true)
        let row = try #require(graph.accessibilityTree().allElements.first { $0.label == "Mailbox 3" })
        let evaluations = graph.bodyEvaluations
        row.defaultAction?()
        let tree = graph.accessibilityTree()
        #expect(tree.allElements.first { $0.label == "Mailbox 3" }?.traits.contains(.isSelected) == true)
        #expect(tree.allElements.filter { $0.traits.contains(.isSelected) }.count == 1)
        #expect(graph.bodyEvaluations == evaluations, "no view was updated")
        #expect(runs["mailboxes"] == 1)
        #expect(graph.draw().text.contains("Mailbox 3"))
        // The next selection marks the two rows it changes, on the elements marked before.
        let patches = graph.listSelectionPatches
        try #require(tree.allElements.first { $0.label == "Mailbox 150" }).defaultAction?()
        let next = graph.accessibilityTree()
        #expect(graph.listSelectionPatches == patches + 1)
        #expect(next.allElements.filter { $0.traits.contains(.isSelected) }.map(\.label) == ["Mailbox 150"])
        #expect(next.allElements.filter { $0.traits.contains(.isButton) }.count == 200)
        try #require(next.allElements.first { $0.label == "Mailbox 3" }).defaultAction?()
        #expect(graph.accessibilityTree().allElements.filter { $0.traits.contains(.isSelected) }.map(\.label) == ["Mailbox 3"])
    }

    /// A multiple selection, with a row that says it is selected of itself.
    struct Folders: View {
        @State private var selection: Set<Int> = [1]
        var body: some View {
            List(selection: $selection) {
                ForEach(0..<5, id: \.self) { i in
                    if i == 4 { Text("Folder 4").accessibilityAddTraits(.isSelected) } else { Text("Folder \(i)") }
                }
            }
            .environment(\.editMode, .constant(.active))
        }
    }

    @Test("a multiple selection's rows are marked as the set changes, each row on its own; a row selected of itself stays so")
    func multipleSelectionMarksChangedRows() throws {
        let graph = ViewGraph(Folders(), columns: 30, rows: 6)
        func selected() -> [String] { graph.accessibilityTree().allElements.filter { $0.traits.contains(.isSelected) }.map(\.label) }
        // Performed as the reader performs them: the row's action reads the set to toggle it.
        func activate(_ label: String) throws {
            let row = try #require(graph.accessibilityTree().allElements.first { $0.label == label })
            graph.perform { row.defaultAction?() }
        }
        #expect(selected() == ["Folder 1", "Folder 4"])
        let patches = graph.listSelectionPatches
        try activate("Folder 2")
        #expect(selected() == ["Folder 1", "Folder 2", "Folder 4"])
        try activate("Folder 1")
        #expect(selected() == ["Folder 2", "Folder 4"])
        try activate("Folder 4")
        #expect(selected() == ["Folder 2", "Folder 4"], "taken out of the selection, it still says it is selected")
        #expect(graph.listSelectionPatches == patches + 3)
    }
}
