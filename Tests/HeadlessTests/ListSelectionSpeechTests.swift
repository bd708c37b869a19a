import Foundation
import Accessibility
import Headless
import Testing
import TermUI

/// What VoiceOver says of a list whose rows can be selected.
@MainActor
struct ListSelectionSpeechTests {
    struct Mailboxes: View {
        @State private var selection: String? = "Inbox"
        var body: some View {
            VStack {
                Text("Showing \(selection ?? "nothing")")
                List(["Inbox", "Drafts", "Sent"], id: \.self, selection: $selection) { name in
                    Text(name)
                }
            }
        }
    }

    @Test("a selected row is spoken Selected first and a selectable row is a button; double tap selects a row, which then says Selected, and the app sees the binding")
    func selectedIsSpoken() {
        let reader = ScreenReaderSession(Mailboxes())
        #expect(reader.next() == ["Showing Inbox"])
        #expect(reader.next() == ["Selected, Inbox, Button"])
        #expect(reader.next() == ["Drafts, Button"])
        #expect(reader.activate() == ["Selected"])
        #expect(reader.tree.allElements.contains { $0.label == "Showing Drafts" })
        #expect(reader.previous() == ["Inbox, Button"])
        #expect(reader.next() == ["Selected, Drafts, Button"])
    }

    struct Editing: View {
        @State private var selection: Set<Int> = []
        var body: some View {
            NavigationStack {
                List(0..<3, selection: $selection) { number in
                    Text("Item \(number)")
                }
                .navigationTitle("Items")
                .toolbar { EditButton() }
            }
        }
    }

    @Test("EditButton in a navigation stack's toolbar reads Edit, then Done; in edit mode double tap toggles a row's selection")
    func editButtonTogglesEditMode() {
        let reader = ScreenReaderSession(Editing())
        #expect(reader.focus("Edit") == ["Edit, Button"])
        reader.activate()
        #expect(reader.focused == "Done")
        reader.focus("Item 1")
        #expect(reader.activate() == ["Selected"])
        reader.focus("Item 2")
        reader.activate()
        #expect(reader.tree.allElements.filter { $0.traits.contains(.isSelected) }.map(\.label) == ["Item 1", "Item 2"])
        reader.focus("Item 1")
        reader.activate()
        #expect(reader.tree.allElements.filter { $0.traits.contains(.isSelected) }.map(\.label) == ["Item 2"])
    }
}
