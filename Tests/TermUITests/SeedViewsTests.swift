import Testing
@testable import TermUI

// The seed snippets that use TermUI's built-in views, as written in the sessions, with only
// platform-bound lines (UIColor, UIAccessibility) left out; the focus-state lines of the
// notification banner are left to the accessibility modifiers' own seed tests.
// `import TermUI` stands for `import SwiftUI`: `Timer` here is TermUI's.

// MARK: WWDC21 "SwiftUI Accessibility: Beyond the basics" — BudgetSlider

private struct BudgetSlider: View {
    @Binding var value: Double
    var label: String

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(label)
                Text(value.toDollars()).bold()
            }
            SliderShape(value: value)
                .gesture(DragGesture().onChanged(handle))
        }
    }

    // Not shown in the session.
    func handle(_ gesture: DragGesture.Value) {}
}

private struct SliderShape: View {
    var value: Double

    private struct BackgroundTrack: View {
        var cornerRadius: CGFloat
        var body: some View {
            RoundedRectangle(
                cornerRadius: cornerRadius,
                style: .continuous
            )
            .foregroundColor(Color(white: 0.2))
        }
    }

    private struct OverlayTrack: View {
        var cornerRadius: CGFloat
        var body: some View {
            RoundedRectangle(
                cornerRadius: cornerRadius,
                style: .continuous
            )
            .foregroundColor(Color(white: 0.95))
        }
    }

    private struct Knob: View {
        var cornerRadius: CGFloat
        var body: some View {
            RoundedRectangle(
                cornerRadius: cornerRadius,
                style: .continuous
            )
            .strokeBorder(Color(white: 0.7), lineWidth: 1)
            .shadow(radius: 3)
        }
    }

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                BackgroundTrack(cornerRadius: geometry.size.height / 2)

                OverlayTrack(cornerRadius: geometry.size.height / 2)
                    .frame(
                        width: max(geometry.size.height, geometry.size.width * CGFloat(value) + geometry.size.height / 2),
                        height: geometry.size.height)

                Knob(cornerRadius: geometry.size.height / 2)
                    .frame(
                        width: geometry.size.height,
                        height: geometry.size.height)
                    .offset(x: max(0, geometry.size.width * CGFloat(value) - geometry.size.height / 2), y: 0)
            }
        }
    }
}

private extension Double {
    func toDollars() -> String {
        return "$\(Int(self))"
    }
}

private struct StandardSlider: View {
    @Binding var value: Double
    var label: String

    var body: some View {
        Slider(value: $value, in: 0...1) {
            Text(label)
        }
    }
}

// MARK: NavigationBarView and SymbolButtonStyle

private struct NavigationBarView: View {
    var body: some View {
        HStack {
            Text("Wallet Pal")
                .font(.largeTitle)
                .bold()

            Spacer()

            Button("Edit Budgets", action: { })
                .buttonStyle(
                    SymbolButtonStyle(
                        systemName: "slider.vertical.3"))
        }
    }
}

private struct SymbolButtonStyle: ButtonStyle {
    let systemName: String

    func makeBody(configuration: Configuration) -> some View {
        Image(systemName: systemName)
            .accessibilityRepresentation { configuration.label }
    }
}

// MARK: BudgetHistoryGraph

private struct Budget: Identifiable {
    var month: String
    var amount: Double

    var id: String { month }
}

private struct BudgetHistoryGraph: View {
    var budgets: [Budget]

    var body: some View {
        GeometryReader { proxy in
            VStack {
                Canvas { ctx, size in
                    let inset: CGFloat = 25
                    let insetSize = CGSize(width: size.width, height: size.height - inset * 2)
                    let width = insetSize.width / CGFloat(budgets.count)
                    let max = budgets.map(\.amount).max() ?? 0
                    for n in budgets.indices {
                        let x = width * CGFloat(n)
                        let height = (CGFloat(budgets[n].amount) / CGFloat(max)) * insetSize.height
                        let y = insetSize.height - height
                        let p = Path(
                            roundedRect: CGRect(
                                x: x + 2.5,
                                y: y + inset,
                                width: width - 5,
                                height: height),
                            cornerRadius: 4)
                        ctx.fill(p, with: .color(Color.green))

                        ctx.draw(Text(budgets[n].amount.toDollars()), at: CGPoint(x: x + width / 2, y: y + inset / 2))

                        ctx.draw(Text(budgets[n].month), at: CGPoint(x: x + width / 2, y: y + height + 1.5*inset))
                    }
                }
                .accessibilityLabel("Budget History Graph")
                .accessibilityChildren {
                    HStack {
                        ForEach(budgets) { budget in
                            Rectangle()
                                .accessibilityLabel(budget.month)
                                .accessibilityValue(budget.amount.toDollars())

                        }
                    }
                }
            }
        }
        .padding()
        .background(
            RoundedRectangle(cornerRadius: 16)
                .foregroundColor(Color(white: 0.9)))
        .padding(.horizontal)
    }
}

// MARK: FriendsView

private struct User: Identifiable {
    var id: Int
    var name: String
    var photo: String
}

private struct FriendCellView: View {
    var user: User

    var body: some View {
        ZStack(alignment: .topLeading) {
            VStack(alignment: .center) {
                Image(user.photo)
                Text(user.name)
            }

            Button("Send Challenge", action: { /* ... */ })
                .buttonStyle(
                    SymbolButtonStyle(
                        systemName: "gamecontroller.fill"))
        }
    }
}

private struct FriendsView: View {
    var users: [User]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                ForEach(users) { user in
                    FriendCellView(user: user)
                        .accessibilityElement(children: .combine)
                        .onTapGesture { /* ... */ }
                }

                AddFriendButton()

                Spacer()
            }
        }
    }
}

private struct AddFriendButton: View {
    var body: some View {
        Button(action: { /* ... */ }) {
            Circle()
                .foregroundColor(Color(white: 0.9))
                .frame(width: 50, height: 50)
                .overlay(
                    Image(systemName: "plus")
                        .resizable()
                        .foregroundColor(Color(white: 0.5))
                        .padding(15)
                )
        }
        .buttonStyle(PlainButtonStyle())
    }
}

// MARK: TextEditor and the notification banner

private struct Note {
    var content: String
}

private struct NoteEditor: View {
    @State var note: Note

    var body: some View {
        TextEditor(text: $note.content)
    }
}

private struct Notification: Equatable {
    enum Priority {
        case low, high
    }
    var content: String
    var priority: Priority
}

private struct AlertNotificationView<Content: View>: View {
    @ViewBuilder var content: Content
    @Binding var notification: Notification?

    var body: some View {
        ZStack(alignment: .top) {
            content

            // The session writes `if let notification = $notification`, which does not compile
            // in SwiftUI either: a binding is not optional.
            if notification != nil {
                NotificationBanner(notification: $notification)
            }
        }
        .onChange(of: notification) { notification in
            if notification?.priority == .high {
                // Focus moves to the banner: the alerts demo screen does it with @AccessibilityFocusState.
            } else {
                postAccessibilityNotification()
            }
        }
    }

    func postAccessibilityNotification() {
        guard let announcement = notification?.content else {
            return
        }
        AccessibilityNotification.Announcement(announcement).post()
    }
}

private struct NotificationBanner: View {
    @Binding var notification: Notification?
    @State var timer: Timer?

    var body: some View {
        if let notification = notification {
            Text(notification.content)
                .onAppear { startTimer() }
                .onDisappear { stopTimer() }
        } else {
            EmptyView()
        }
    }

    func startTimer() {
        timer = Timer.scheduledTimer(
            withTimeInterval: 3,
            repeats: true) { _ in
            notification = nil
        }
    }

    func stopTimer() {
        timer?.invalidate()
    }
}

private struct NotifyingScreen: View {
    @State var notification: Notification?
    var body: some View {
        AlertNotificationView(content: {
            Button("Save") { notification = Notification(content: "Saved", priority: .low) }
        }, notification: $notification)
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
                BudgetSlider(value: $dining, label: "Dining")
                    .frame(width: 160, height: 48)
                StandardSlider(value: .constant(0.6), label: "Dining")
            }
        }
    }

    @Test("the budget slider's drawn track makes no element; its texts do, and the standard slider is adjustable")
    func budgetSlider() {
        let graph = ViewGraph(BudgetScreen(), columns: 20, rows: 4)
        let t = graph.accessibilityTree()
        #expect(t.labels == ["Dining", "$0", "Dining"])
        #expect(t.allElements[2].value == "60%")
        #expect(t.allElements[2].isAdjustable)
        let rows = graph.draw().rows
        // The GeometryReader sizes the track to its frame: the overlay track and the knob end
        // at 60% of it.
        #expect(Array(rows.prefix(3)) == ["Dining $0", "╭─────────╭──╮─────╮", "╰─────────╰──╯─────╯"])
    }

    @Test("a symbol button style draws the symbol; its representation keeps the button's label")
    func navigationBar() {
        let graph = ViewGraph(NavigationBarView(), columns: 30, rows: 1)
        let t = graph.accessibilityTree()
        #expect(t.labels == ["Wallet Pal", "Edit Budgets"])
        #expect(t.allElements[1].traits == .isButton)
        #expect(graph.draw().text == "Wallet Pal                   ☰")
    }

    @Test("the budget history graph draws bars and their amounts and months; the canvas is one labelled element with a child per bar")
    func budgetHistoryGraph() {
        let budgets = [Budget(month: "Jan", amount: 500), Budget(month: "Feb", amount: 1000), Budget(month: "Mar", amount: 750)]
        let graph = ViewGraph(BudgetHistoryGraph(budgets: budgets).frame(height: 192), columns: 40, rows: 12)
        let t = graph.accessibilityTree()
        #expect(t.roots.map(\.label) == ["Budget History Graph"])
        #expect(t.roots[0].children.map(\.label) == ["Jan", "Feb", "Mar"])
        #expect(t.roots[0].children.map(\.value) == ["$500", "$1000", "$750"])
        let text = graph.draw().text
        for label in ["$500", "$1000", "$750", "Jan", "Feb", "Mar", "█"] { #expect(text.contains(label)) }
    }

    @Test("friends: each cell is one combined element with the challenge as an action; add is a plain button")
    func friendsView() {
        let users = [User(id: 1, name: "Ana", photo: "ana_photo"), User(id: 2, name: "Bo", photo: "bo_photo")]
        let graph = ViewGraph(FriendsView(users: users), columns: 60, rows: 4)
        let t = graph.accessibilityTree()
        #expect(t.labels == ["ana photo, Ana", "bo photo, Bo", "Add"])
        #expect(t.allElements[0].actions.map(\.name) == ["Send Challenge"])
        #expect(t.allElements[2].traits == .isButton)
        let text = graph.draw().text
        #expect(text.contains("ana_photo"))
        #expect(text.contains("Ana"))
    }

    @Test("a TextEditor bound to a model keeps the whole note as its text")
    func noteEditor() {
        let e = tree(NoteEditor(note: Note(content: "Mail me at a@b.co"))).roots[0]
        #expect(e.text == "Mail me at a@b.co")
        #expect(e.traits == .isTextField)
    }

    @Test("the notification banner announces, appears, and its timer dismisses it after 3 seconds")
    func notificationBanner() {
        let graph = ViewGraph(NotifyingScreen(), columns: 20, rows: 2)
        let announcements = Announcements()
        graph.notificationObserver = announcements
        graph.accessibilityTree().first("Save")?.defaultAction?()
        _ = graph.accessibilityTree()
        #expect(announcements.heard == ["Saved"])
        #expect(graph.accessibilityTree().labels.contains("Saved"))
        graph.advanceTime(by: 2.9)
        #expect(graph.accessibilityTree().labels.contains("Saved"))
        graph.advanceTime(by: 0.1)
        #expect(!graph.accessibilityTree().labels.contains("Saved"))
    }
}
