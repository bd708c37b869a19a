import Accessibility
import Foundation
import Observation
import Testing
@testable import TermUI

@MainActor
struct MoreViewsTests {
    @Test("DisclosureGroup is a button whose value says expanded or collapsed, and its content follows")
    func disclosureGroupIsAButtonWithExpansionValue() throws {
        let graph = ViewGraph(DisclosureGroup("Details") { Text("Hidden text") }, columns: 30, rows: 6)
        var t = graph.accessibilityTree()
        let header = try #require(t.first("Details"))
        #expect(header.traits.contains(.isButton))
        #expect(header.value == "Collapsed")
        #expect(!t.labels.contains("Hidden text"))
        header.defaultAction?()
        t = graph.accessibilityTree()
        #expect(t.first("Details")?.value == "Expanded")
        #expect(t.labels.contains("Hidden text"))
    }

    @Test("a Menu is a button that presents its items, and with a primary action offers them as actions")
    func menuPresentsItsItems() throws {
        let graph = ViewGraph(Menu("Sort") { Button("By name") {}; Button("By date") {} }, columns: 30, rows: 10)
        var t = graph.accessibilityTree()
        #expect(t.first("Sort")?.traits.contains(.isButton) == true)
        #expect(!t.labels.contains("By name"))
        t.first("Sort")?.defaultAction?()
        t = graph.accessibilityTree()
        #expect(t.labels.contains("By name") && t.labels.contains("By date"))
        var ran = false
        let primary = tree(Menu { Button("Copy") {} } label: { Text("Paste") } primaryAction: { ran = true })
        let element = try #require(primary.first("Paste"))
        #expect(element.actions.map(\.name) == ["Copy"])
        element.defaultAction?()
        #expect(ran)
    }

    @Test("a TabView's tabs are buttons in a tab bar, the selected one selected, badges read as values")
    func tabViewTabsAreTabBarButtons() throws {
        struct Tabs: View {
            @State var selection = "inbox"
            var body: some View {
                TabView(selection: $selection) {
                    Text("Inbox list").tabItem { Label("Inbox", systemImage: "tray") }.tag("inbox").badge(3)
                    Text("Settings page").tabItem { Label("Settings", systemImage: "gear") }.tag("settings")
                }
            }
        }
        let graph = ViewGraph(Tabs(), columns: 40, rows: 10)
        var t = graph.accessibilityTree()
        let bar = try #require(t.allElements.first { $0.traits.contains(.isTabBar) })
        #expect(bar.children.map(\.label) == ["Inbox", "Settings"])
        #expect(bar.children[0].traits.contains(.isSelected))
        #expect(bar.children[0].value == "3")
        #expect(t.labels.contains("Inbox list"))
        bar.children[1].defaultAction?()
        t = graph.accessibilityTree()
        #expect(t.labels.contains("Settings page"))
        #expect(t.first("Settings")?.traits.contains(.isSelected) == true)
        // Without a selection binding, the first tab shows.
        #expect(tree(TabView { Text("One").tabItem { Text("A") }; Text("Two").tabItem { Text("B") } }).labels.contains("One"))
    }

    @Test("badge on a list row is read as the row's value")
    func badgeIsTheRowValue() {
        let t = tree(Text("Inbox").badge(5))
        #expect(t.count == 1)
        #expect(t.roots[0].label == "Inbox")
        #expect(t.roots[0].value == "5")
        #expect(tree(Text("Spam").badge(0)).roots[0].value == nil)
    }

    @Test("a Gauge reads as its label with its value")
    func gaugeReadsLabelAndValue() {
        let t = tree(Gauge(value: 30, in: 0...60) { Text("Speed") })
        #expect(t.roots.first?.label == "Speed")
        #expect(t.roots.first?.value == "50%")
    }

    @Test("ControlGroup keeps each control's element")
    func controlGroupKeepsControls() {
        #expect(tree(ControlGroup { Button("Bold") {}; Button("Italic") {} }).labels == ["Bold", "Italic"])
    }

    @Test("ShareLink is a Share button that shows the item")
    func shareLinkIsAShareButton() throws {
        let graph = ViewGraph(ShareLink(item: URL(string: "https://example.com")!), columns: 40, rows: 10)
        let button = try #require(graph.accessibilityTree().first("Share"))
        #expect(button.traits.contains(.isButton))
        button.defaultAction?()
        #expect(graph.accessibilityTree().labels.contains { $0.contains("https://example.com") })
    }

    @Test("DatePicker is adjustable: swiping up moves to the next day")
    func datePickerIsAdjustable() throws {
        struct Due: View {
            @State var date = Date(timeIntervalSince1970: 1_800_000_000)
            var body: some View { DatePicker("Due", selection: $date, displayedComponents: .date) }
        }
        let graph = ViewGraph(Due(), columns: 40, rows: 3)
        let element = try #require(graph.accessibilityTree().first("Due"))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(element.value == DatePicker<Text>.format(start, .date))
        #expect(element.adjustableAction != nil)
        element.adjustableAction?(.increment)
        let next = Calendar.current.date(byAdding: .day, value: 1, to: start)!
        #expect(graph.accessibilityTree().first("Due")?.value == DatePicker<Text>.format(next, .date))
    }

    @Test("Grid rows read row by row")
    func gridReadsRowByRow() {
        let t = tree(Grid { GridRow { Text("a"); Text("b") }; GridRow { Text("c"); Text("d") } })
        #expect(t.labels == ["a", "b", "c", "d"])
    }

    @Test("Text(_:format:) shows the formatted value")
    func textWithFormat() {
        #expect(Text(42, format: .number).spokenText == "42")
    }

    @Test("clipShape takes .rect, .rect(cornerRadius:), .circle and .capsule")
    func clipShapeStatics() {
        #expect(tree(Text("x").clipShape(.rect(cornerRadius: 4))).labels == ["x"])
        #expect(tree(Text("x").clipShape(.rect).clipShape(.circle).clipShape(.capsule)).labels == ["x"])
    }

    @Test("contextMenu offers its buttons as the element's actions")
    func contextMenuActions() throws {
        let t = tree(Text("Photo").contextMenu { Button("Copy") {}; Button("Delete", role: .destructive) {} })
        #expect(try #require(t.first("Photo")).actions.map(\.name) == ["Copy", "Delete"])
    }

    @Observable final class Profile { var name = "Ada" }

    @Test("@Bindable makes bindings to an Observable model's properties")
    func bindableMakesBindings() {
        let profile = Profile()
        @Bindable var model = profile
        $model.name.wrappedValue = "Grace"
        #expect(profile.name == "Grace")
        #expect(tree(TextField("Name", text: $model.name)).roots.first?.value == "Grace")
    }

    @Test("@FocusState with .focused moves the reader's focus, and the reader landing sets it")
    func focusStateMovesFocus() throws {
        struct Login: View {
            enum Field: Hashable { case user, password }
            @FocusState var field: Field?
            var body: some View {
                VStack {
                    TextField("User", text: .constant("")).focused($field, equals: .user)
                    Button("Next") { field = .user }
                    Text(field == .user ? "on user" : "elsewhere")
                }
            }
        }
        let graph = ViewGraph(Login(), columns: 30, rows: 5)
        var t = graph.accessibilityTree()
        #expect(t.first("User")?.requestsFocus == false)
        t.first("Next")?.defaultAction?()
        t = graph.accessibilityTree()
        #expect(t.first("User")?.requestsFocus == true)
        #expect(t.labels.contains("on user"))
    }
}

struct TablePerson: Identifiable {
    let id: Int
    let name: String
    let age: Int
}

@MainActor
struct TableTests {
    static let people = [TablePerson(id: 1, name: "Ada", age: 36), TablePerson(id: 2, name: "Grace", age: 85)]

    @Test("in a regular width a Table's rows are elements reading their cells in column order, under a header row")
    func tableRowsAreElements() {
        let table = Table(Self.people) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { person in Text("\(person.age)") }
        }
        .environment(\.horizontalSizeClass, .regular)
        let t = tree(table, columns: 40, rows: 6)
        #expect(t.labels == ["Ada, 36", "Grace, 85"])
        #expect(drawing(table, columns: 20, rows: 1).hasPrefix("Name"))
    }

    @Test("in a compact width (an iPhone) a Table is a one-column list: its first column, no header row")
    func compactTableShowsItsFirstColumn() {
        let table = Table(Self.people) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { person in Text("\(person.age)") }
        }
        .environment(\.horizontalSizeClass, .compact)
        #expect(tree(table, columns: 40, rows: 6).labels == ["Ada", "Grace"])
        let drawn = drawing(table, columns: 20, rows: 2)
        #expect(drawn.hasPrefix("Ada"))
        #expect(!drawn.contains("Name") && !drawn.contains("36"))
    }

    @Test("with a selection, activating a row selects it")
    func tableRowSelection() throws {
        struct People: View {
            @State var selected: Int?
            var body: some View {
                Table(TableTests.people, selection: $selected) { TableColumn("Name", value: \.name) }
            }
        }
        let graph = ViewGraph(People(), columns: 30, rows: 6)
        let grace = try #require(graph.accessibilityTree().first("Grace"))
        #expect(!grace.traits.contains(.isSelected))
        grace.defaultAction?()
        #expect(graph.accessibilityTree().first("Grace")?.traits.contains(.isSelected) == true)
    }
}

@MainActor
struct TextDateStyleTests {
    @Test("Text(_:style:) writes a date as a time, a date, relative to now, an offset or a timer")
    func dateStyles() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let later = now.addingTimeInterval(2 * 3600 + 5 * 60)
        #expect(Text.written(later, style: .timer, now: now) == "2:05:00")
        #expect(Text.written(now.addingTimeInterval(-90), style: .offset, now: now) == "-1:30")
        #expect(Text.written(later, style: .relative, now: now).hasPrefix("in 2 hours"))
        #expect(!Text(now, style: .date).spokenText.isEmpty)
        #expect(Text("Due \(now, style: .date)").spokenText == "Due " + Text.written(now, style: .date, now: now))
    }
}

@MainActor
struct NewerTitleFormTests {
    @Test("Button and Toggle with systemImage: read their titles")
    func systemImageTitles() {
        #expect(tree(Button("Add", systemImage: "plus") {}).labels == ["Add"])
        #expect(tree(Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))).labels == ["Wi-Fi"])
    }

    @Test("ContentUnavailableView reads its title as a heading, then its description")
    func contentUnavailable() {
        let t = tree(ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail shows here.")), columns: 40, rows: 10)
        #expect(t.labels == ["No Mail", "New mail shows here."])
        #expect(t.first("No Mail")?.traits.contains(.isHeader) == true)
        #expect(tree(ContentUnavailableView.search(text: "cats"), columns: 60, rows: 10).labels.first == "No Results for \u{201C}cats\u{201D}")
    }

    @Test("Color(hue:saturation:brightness:) and the colour-space initialiser make sRGB colours")
    func colorInitialisers() {
        let red = Color(hue: 0, saturation: 1, brightness: 1)
        #expect(red.red == 1 && red.green == 0 && red.blue == 0)
        let blue = Color(hue: 2.0 / 3, saturation: 1, brightness: 1)
        #expect(abs(blue.blue - 1) < 0.0001 && blue.red < 0.0001)
        #expect(Color(.sRGB, red: 0.5, green: 0.5, blue: 0.5) == Color(white: 0.5))
    }
}

struct FileNode: Identifiable {
    let name: String
    var children: [FileNode]?
    var id: String { name }
}

@MainActor
struct OutlineTests {
    static let files = [FileNode(name: "Documents", children: [FileNode(name: "Notes.txt")]), FileNode(name: "todo.md")]

    @Test("an outline's parents are disclosure buttons and their children appear when expanded")
    func outlineParentsDisclose() throws {
        let graph = ViewGraph(List(Self.files, children: \.children) { Text($0.name) }, columns: 40, rows: 10)
        var t = graph.accessibilityTree()
        #expect(t.labels.filter { !$0.isEmpty } == ["Documents", "todo.md"], "after the list container")
        let folder = try #require(t.first("Documents"))
        #expect(folder.traits.contains(.isButton))
        #expect(folder.value == "Collapsed")
        folder.defaultAction?()
        t = graph.accessibilityTree()
        #expect(t.labels.filter { !$0.isEmpty } == ["Documents", "Notes.txt", "todo.md"])
    }
}

@MainActor
struct SplitViewTests {
    @Test("NavigationSplitView reads the sidebar, then the detail with its title")
    func splitViewReadsSidebarThenDetail() {
        let split = NavigationSplitView {
            List { Text("Inbox"); Text("Sent") }
        } detail: {
            Text("Message").navigationTitle("Reading")
        }
        let labels = tree(split, columns: 60, rows: 10).labels.filter { !$0.isEmpty }
        #expect(labels == ["Inbox", "Sent", "Reading", "Message"])
        let drawn = drawing(split, columns: 30, rows: 3).split(separator: "\n").map(String.init)
        #expect(drawn.first?.hasPrefix("Inbox") == true, "the sidebar is the leading column")
        #expect(drawn.first?.contains("Reading") == true, "the detail is beside it")
    }
}

@MainActor
struct DismissAndSwipeTests {
    struct Details: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View { Button("Close") { dismiss() } }
    }

    @Test("dismiss closes the sheet a view is presented in")
    func dismissClosesTheSheet() throws {
        struct Screen: View {
            @State var showing = true
            var body: some View {
                Text(showing ? "open" : "closed").sheet(isPresented: $showing) { Details() }
            }
        }
        let graph = ViewGraph(Screen(), columns: 30, rows: 10)
        try #require(graph.accessibilityTree().first("Close")).defaultAction?()
        #expect(graph.accessibilityTree().labels.contains("closed"))
    }

    @Test("dismiss pops a pushed navigation destination")
    func dismissPopsTheDestination() throws {
        let graph = ViewGraph(NavigationStack { NavigationLink("Open") { Details() } }, columns: 30, rows: 10)
        try #require(graph.accessibilityTree().first("Open")).defaultAction?()
        try #require(graph.accessibilityTree().first("Close")).defaultAction?()
        #expect(graph.accessibilityTree().labels.contains("Open"))
    }

    @Test("swipeActions are the row's custom actions")
    func swipeActionsAreCustomActions() throws {
        let t = tree(Text("Message").swipeActions { Button("Archive") {}; Button("Delete", role: .destructive) {} }
            .keyboardType(.emailAddress).textInputAutocapitalization(.never).autocorrectionDisabled())
        #expect(try #require(t.first("Message")).actions.map(\.name) == ["Archive", "Delete"])
    }
}

@MainActor
struct SearchAndItemSheetTests {
    @Test("searchable adds a search field above the view")
    func searchableAddsASearchField() throws {
        let t = tree(List { Text("Apple") }.searchable(text: .constant(""), prompt: "Fruit"), columns: 30, rows: 6)
        let field = try #require(t.first("Fruit"))
        #expect(field.traits.contains(.isSearchField))
        #expect(t.labels.filter { !$0.isEmpty } == ["Fruit", "Apple"])
    }

    struct Note: Identifiable { let id: Int }

    @Test("sheet(item:) presents while the item is set and clears it on dismiss")
    func sheetItemPresents() throws {
        struct Screen: View {
            @State var note: Note? = Note(id: 7)
            var body: some View {
                Text(note == nil ? "none" : "some").sheet(item: $note) { note in
                    DismissAndSwipeTests.Details().accessibilityLabel("Close note \(note.id)")
                }
            }
        }
        let graph = ViewGraph(Screen(), columns: 30, rows: 10)
        try #require(graph.accessibilityTree().first("Close note 7")).defaultAction?()
        #expect(graph.accessibilityTree().labels.contains("none"))
    }
}

@MainActor
struct ValueNavigationTests {
    struct Fruit: Hashable { let name: String }

    @Test("a value-based NavigationLink pushes the stack's navigationDestination for its type")
    func valueLinkPushesDeclaredDestination() throws {
        let stack = NavigationStack {
            List {
                NavigationLink("Apple", value: Fruit(name: "Apple"))
                NavigationLink(value: 3) { Text("Three") }
            }
            .navigationDestination(for: Fruit.self) { fruit in Text("About \(fruit.name)") }
            .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
        }
        let graph = ViewGraph(stack, columns: 30, rows: 10)
        try #require(graph.accessibilityTree().first("Apple")).defaultAction?()
        #expect(graph.accessibilityTree().labels.contains("About Apple"))
        try #require(graph.accessibilityTree().allElements.first { $0.traits.contains(.isBackButton) }).defaultAction?()
        try #require(graph.accessibilityTree().first("Three")).defaultAction?()
        #expect(graph.accessibilityTree().labels.contains("Number 3"))
    }
}


@MainActor
struct RefreshableTests {
    /// The wait runs off the main actor: the other suites' main-actor tests, queued there, come
    /// before a main-actor test's turn to go on, however soon the action runs. The time limit
    /// only stops a hang should the action never run.
    @Test("refreshable runs on VoiceOver's scroll towards the top", .timeLimit(.minutes(10)))
    nonisolated func refreshableRunsOnScrollToTop() async throws {
        let refreshed = Locked(0)
        // The action says it ran: the test waits for that, not for time to pass.
        let (ran, ranContinuation) = AsyncStream<Void>.makeStream()
        try await MainActor.run {
            let t = tree(List { Text("Row") }.refreshable {
                refreshed.withLock { $0 += 1 }
                ranContinuation.yield()
            })
            let scrollable = try #require(t.allElements.first { $0.scrollAction != nil })
            scrollable.scrollAction?(.bottom)
            scrollable.scrollAction?(.top)
        }
        var runs = ran.makeAsyncIterator()
        _ = await runs.next()
        #expect(refreshed.withLock { $0 } == 1)
    }
}
