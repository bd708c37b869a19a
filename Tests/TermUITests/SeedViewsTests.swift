import Testing
@testable import DemoScreens
@testable import TermUI

// The seed snippets that use TermUI's built-in views, read through the demo screens that carry
// them (demos/Screens: Wallet Pal and Alerts, WWDC21 "SwiftUI Accessibility: Beyond the
// basics"), each in its fixed form. Only the snippets no demo screen shows are written here.

private struct StandardSlider: View {
    @Binding var value: Double
    var label: String

    var body: some View {
        Slider(value: $value, in: 0...1) {
            Text(label)
        }
    }
}

private struct NoteEditor: View {
    @State var note: Note

    var body: some View {
        TextEditor(text: $note.content)
    }
}

@MainActor
private final class Announcements: AccessibilityNotificationObserver {
    var heard: [String] = []
    func accessibilityNotificationPosted(_ event: AccessibilityNotificationEvent) {
        if case .announcement(let text, _) = event { heard.append(text) }
    }
}

@MainActor
struct SeedViewsTests {
    private struct BudgetScreen: View {
        // The session's slider takes a fraction (0...1) but labels it in dollars.
        @State var dining = 0.6
        var body: some View {
            VStack {
                BudgetSlider(value: $dining, label: "Dining", isFixed: true)
                    .frame(width: 160, height: 48)
                StandardSlider(value: .constant(0.6), label: "Dining")
            }
        }
    }

    @Test("the budget slider's drawn track makes no element; its representation is an adjustable slider read in dollars")
    func budgetSlider() {
        let graph = ViewGraph(BudgetScreen(), columns: 20, rows: 4)
        let t = graph.accessibilityTree()
        #expect(t.labels == ["Dining", "$600", "Dining", "Dining"])
        #expect(t.allElements[2].value == "$600")
        #expect(t.allElements[2].isAdjustable)
        #expect(t.allElements[3].value == "60%")
        #expect(t.allElements[3].isAdjustable)
        let rows = graph.draw().rows
        // The GeometryReader sizes the track to its one-row frame: the knob, two columns wide,
        // sits where 60% of the 20 columns ends.
        #expect(rows[0] == "Dining $600")
        #expect(rows[1].firstRange(of: "──").map { rows[1].distance(from: rows[1].startIndex, to: $0.lowerBound) } == 11)
    }

    @Test("a symbol button style draws the symbol; its representation keeps the button's label")
    func navigationBar() {
        let graph = ViewGraph(NavigationBarView(isFixed: true), columns: 30, rows: 1)
        let t = graph.accessibilityTree()
        #expect(t.labels == ["Wallet Pal", "Edit Budgets"])
        #expect(t.allElements[1].traits == .isButton)
        #expect(graph.draw().text == "Wallet Pal                   ☰")
    }

    @Test("the budget history graph draws bars and their amounts and months; the canvas is one labelled element with a child per bar")
    func budgetHistoryGraph() {
        let budgets = [Budget(month: "Jan", amount: 500), Budget(month: "Feb", amount: 1000), Budget(month: "Mar", amount: 750)]
        let graph = ViewGraph(BudgetHistoryGraph(budgets: budgets, isFixed: true).frame(height: 192), columns: 40, rows: 12)
        let t = graph.accessibilityTree()
        #expect(t.roots.map(\.label) == ["Budget History Graph"])
        #expect(t.roots[0].children.map(\.label) == ["Jan", "Feb", "Mar"])
        #expect(t.roots[0].children.map(\.value) == ["$500", "$1000", "$750"])
        let text = graph.draw().text
        for label in ["$500", "$1000", "$750", "Jan", "Feb", "Mar", "█"] { #expect(text.contains(label)) }
    }

    @Test("friends: one Friends container; each cell is one combined element with the challenge as an action; add is a plain button")
    func friendsView() {
        let users = [User(id: 1, name: "Ana", photo: "ana_photo"), User(id: 2, name: "Bo", photo: "bo_photo")]
        let graph = ViewGraph(FriendsView(users: users, isFixed: true), columns: 60, rows: 4)
        let t = graph.accessibilityTree()
        #expect(t.labels == ["Friends", "Ana", "Bo", "Add"])
        #expect(t.allElements[1].actions.map(\.name) == ["Send Challenge"])
        #expect(t.allElements[3].traits == .isButton)
        let text = graph.draw().text
        #expect(text.contains("Ana"))
    }

    @Test("a TextEditor bound to a model keeps the whole note as its text")
    func noteEditor() {
        let e = tree(NoteEditor(note: Note(content: "Mail me at a@b.co"))).roots[0]
        #expect(e.text == "Mail me at a@b.co")
        #expect(e.traits == .isTextField)
    }

    @Test("the alerts screen's low-priority banner is announced, appears, and its timer dismisses it after 3 seconds")
    func notificationBanner() {
        let graph = ViewGraph(AlertsScreen(variant: .after), columns: 80, rows: 40)
        let announcements = Announcements()
        graph.notificationObserver = announcements
        graph.accessibilityTree().first("Simulate low-priority alert")?.defaultAction?()
        _ = graph.accessibilityTree()
        #expect(announcements.heard == ["Sam accepted your challenge"])
        #expect(graph.accessibilityTree().labels.contains("Sam accepted your challenge"))
        graph.advanceTime(by: 2.9)
        #expect(graph.accessibilityTree().labels.contains("Sam accepted your challenge"))
        graph.advanceTime(by: 0.1)
        #expect(!graph.accessibilityTree().labels.contains("Sam accepted your challenge"))
    }
}
