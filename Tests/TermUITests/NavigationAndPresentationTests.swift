import Testing
@testable import TermUI

@MainActor
private final class Events: AccessibilityNotificationObserver {
    var screenChanges = 0
    func accessibilityNotificationPosted(_ event: AccessibilityNotificationEvent) {
        if case .screenChanged = event { screenChanges += 1 }
    }
}

/// Navigation replaces the screen; presentations cover it and are modal.
@MainActor
struct NavigationAndPresentationTests {
    struct Inbox: View {
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Settings") { Text("Sounds").navigationTitle("Settings") }
                    Text("3 messages")
                }
                .navigationTitle("Inbox")
            }
        }
    }

    @Test("a navigation title is a bold header element read before the content")
    func navigationTitle() {
        let graph = ViewGraph(Inbox(), columns: 20, rows: 3)
        let t = graph.accessibilityTree()
        #expect(t.labels == ["Inbox", "Settings", "3 messages"])
        #expect(t.first("Inbox")?.traits == [.isStaticText, .isHeader])
        #expect(graph.draw().rows[0] == "Inbox")
        // Outside a navigation stack, SwiftUI shows no title.
        #expect(tree(Text("a").navigationTitle("Inbox")).labels == ["a"])
    }

    @Test("a NavigationLink is a button that pushes its destination and posts a screen change")
    func navigationLinkPushes() {
        let graph = ViewGraph(Inbox(), columns: 20, rows: 3)
        let link = graph.accessibilityTree().first("Settings")
        #expect(link?.traits == .isButton)
        let events = Events()
        graph.notificationObserver = events
        graph.perform { link?.defaultAction?() }
        #expect(events.screenChanges == 1)
        let pushed = graph.accessibilityTree()
        // The back button is labelled with the title of the screen under it, as UIKit's is.
        #expect(pushed.labels == ["Inbox", "Settings", "Sounds"])
        #expect(graph.draw().rows == ["‹ Inbox", "Settings", "       Sounds"])
        // Escape (or Back) pops.
        graph.perform { pushed.first("Sounds")?.escapeAction?() }
        #expect(events.screenChanges == 2)
        #expect(graph.accessibilityTree().labels == ["Inbox", "Settings", "3 messages"])
    }

    @Test("List, Form and Section: rows one above the other, section headers are headers")
    func formSections() {
        let view = Form {
            Section("Account") {
                Text("Ada")
                Toggle("Sync", isOn: .constant(true))
            }
            Section {
                Text("Sign out")
            } header: {
                Text("Session")
            }
        }
        let t = tree(view, columns: 20, rows: 8)
        // A form is a list: one unlabelled list container holding the rows.
        #expect(t.roots.count == 1)
        #expect(t.roots[0].containerType == .list)
        #expect(t.roots[0].children.map(\.label) == ["Account", "Ada", "Sync", "Session", "Sign out"])
        #expect(t.first("Account")?.traits.contains(.isHeader) == true)
        #expect(t.first("Ada")?.traits == .isStaticText)
        #expect(tree(List(["a", "b"], id: \.self) { Text($0) }).roots[0].children.map(\.label) == ["a", "b"])
    }

    struct Sheeted: View {
        @State var showing = false
        var body: some View {
            VStack {
                Button("Details") { showing = true }
                Text("Behind")
            }
            .sheet(isPresented: $showing) {
                Text("In the sheet")
                Button("Done") { showing = false }
            }
        }
    }

    @Test("a sheet draws over the screen and its elements are modal")
    func sheetIsModal() {
        let graph = ViewGraph(Sheeted(), columns: 20, rows: 6)
        #expect(graph.accessibilityTree().labels == ["Details", "Behind"])
        graph.accessibilityTree().first("Details")?.defaultAction?()
        let t = graph.accessibilityTree()
        let modal = t.roots.last
        #expect(modal?.traits == .isModal)
        #expect(modal?.isContainer == true)
        #expect(modal?.children.map(\.label) == ["In the sheet", "Done"])
        #expect(graph.draw().rows[1].hasPrefix("╭"))
        #expect(graph.draw().text.contains("In the sheet"))
        // The escape gesture dismisses it.
        modal?.children.first?.escapeAction?()
        #expect(graph.accessibilityTree().labels == ["Details", "Behind"])
    }

    struct Alerting: View {
        @State var showing = true
        @State var deleted = false
        var body: some View {
            Text(deleted ? "Deleted" : "Kept")
                .alert("Delete draft?", isPresented: $showing) {
                    Button("Delete", role: .destructive) { deleted = true }
                    Button("Cancel", role: .cancel) {}
                }
        }
    }

    @Test("an alert is modal and any of its buttons dismisses it")
    func alertDismisses() {
        let graph = ViewGraph(Alerting(), columns: 30, rows: 8)
        let modal = graph.accessibilityTree().roots.last
        #expect(modal?.traits == .isModal)
        // Cancel leads a pair of buttons, as on iOS.
        #expect(modal?.children.map(\.label) == ["Delete draft?", "Cancel", "Delete"])
        modal?.children[2].defaultAction?()
        #expect(graph.accessibilityTree().labels == ["Deleted"])
    }
}
