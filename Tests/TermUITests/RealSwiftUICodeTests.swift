// SwiftUI code as apps write it, compiled against TermUI with only the import changed.
import Foundation
import Observation
import Testing
import TermUI

@Observable final class MailModel {
    var unread = 3
    var notificationsOn = true
    var signature = "Sent from my terminal"
    var sort = SortOrder.date

    enum SortOrder: String, CaseIterable, Identifiable {
        case date, sender
        var id: Self { self }
    }
}

struct SettingRow: View {
    let title: LocalizedStringKey
    let systemImage: String
    var body: some View {
        Label(title, systemImage: systemImage)
    }
}

struct InboxView: View {
    let model: MailModel
    var body: some View {
        NavigationView {
            List {
                Section("Mailboxes") {
                    NavigationLink(destination: Text("All mail")) {
                        Label("Inbox", systemImage: "tray")
                    }
                    .badge(model.unread)
                    Text("\(model.unread) unread")
                        .foregroundStyle(.secondary)
                }
                DisclosureGroup("Folders") {
                    Text("Receipts")
                }
            }
            .navigationBarTitle("Mail", displayMode: .inline)
        }
    }
}

struct SettingsView: View {
    @Bindable var model: MailModel
    @FocusState private var editingSignature: Bool

    var body: some View {
        Form {
            Section {
                Toggle("Notifications", isOn: $model.notificationsOn)
                Picker(selection: $model.sort, label: Text("Sort by")) {
                    ForEach(MailModel.SortOrder.allCases) { order in
                        Text(order.rawValue.capitalized).tag(order)
                    }
                }
                TextField("Signature", text: $model.signature)
                    .focused($editingSignature)
            } header: {
                Text("General")
            }
            GroupBox(label: SettingRow(title: "About", systemImage: "info.circle")) {
                Text(verbatim: "Version 1.0")
            }
            Button(action: { editingSignature = true }) {
                Text("Edit signature")
            }
            .tint(.purple)
        }
    }
}

struct MailTabs: View {
    let model: MailModel
    var body: some View {
        TabView {
            InboxView(model: model)
                .tabItem { Label("Mail", systemImage: "envelope") }
                .badge(model.unread)
            SettingsView(model: model)
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

struct MailApp: App {
    let model = MailModel()
    var body: some Scene {
        WindowGroup {
            MailTabs(model: model)
        }
    }
}

struct MailTabs_Previews: PreviewProvider {
    static var previews: some View {
        MailTabs(model: MailModel())
    }
}

@MainActor
struct RealSwiftUICodeTests {
    func labels(_ view: some View) -> [String] {
        ViewGraph(view, columns: 60, rows: 30).accessibilityTree().allElements.map(\.label)
    }

    @Test("a whole SwiftUI app file compiles unchanged and its first scene reads as SwiftUI's would")
    func wholeAppReads() throws {
        let root = try #require(MailApp().rootView)
        let graph = ViewGraph(root, columns: 60, rows: 30)
        let elements = graph.accessibilityTree().allElements
        let read = elements.map(\.label)
        #expect(read.contains("Mail"))
        #expect(read.contains("Inbox"))
        #expect(read.contains("3 unread"))
        #expect(elements.first { $0.label == "Folders" }?.value == "Collapsed")
        let tabs = elements.filter { $0.label == "Mail" || $0.label == "Settings" }.filter { $0.traits.contains(.isButton) }
        #expect(tabs.count == 2)
        #expect(tabs.first?.value == "3")
    }

    @Test("textCase, presentationDetents and contentShape(.accessibility, _:) compile in SwiftUI's spellings; the text reads as written and the element keeps its frame")
    func acceptedModifiersChangeNothingVoiceOverReads() {
        struct Trips: View {
            @State private var showsDetails = true
            @State private var detent = PresentationDetent.medium
            var body: some View {
                VStack {
                    Text("Upcoming trips").textCase(.uppercase)
                    Button("Details") { showsDetails = true }
                        .contentShape(.accessibility, .rect(cornerRadius: 8))
                        .contentShape([.interaction, .dragPreview], Circle())
                }
                .sheet(isPresented: $showsDetails) {
                    Text("Baker beach")
                        .presentationDetents([.medium, .large], selection: $detent)
                        .presentationDragIndicator(.visible)
                        .presentationCornerRadius(12)
                        .presentationBackground(.background)
                }
            }
        }
        struct Plain: View {
            @State private var showsDetails = true
            var body: some View {
                VStack {
                    Text("Upcoming trips")
                    Button("Details") { showsDetails = true }
                }
                .sheet(isPresented: $showsDetails) { Text("Baker beach") }
            }
        }
        #expect(labels(Trips()) == labels(Plain()))
        #expect(labels(Trips()).contains("Upcoming trips"), "VoiceOver reads the text as written")
        let frames = { (view: any View) in
            ViewGraph(AnyView(view), columns: 60, rows: 30).accessibilityTree().allElements.map(\.frame)
        }
        #expect(frames(Trips()) == frames(Plain()))
    }

    @Test("symbolEffect and matchedGeometryEffect compile in SwiftUI's spellings and change nothing VoiceOver reads")
    func symbolEffectsAreAccepted() {
        struct Bell: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Image(systemName: "bell").symbolEffect(.bounce, value: count)
                    Image(systemName: "wifi").symbolEffect(.variableColor.iterative, options: .repeating)
                    Image(systemName: "heart").symbolEffect(.pulse, options: .speed(2), isActive: true)
                }
            }
        }
        struct Plain: View {
            var body: some View {
                VStack { Image(systemName: "bell"); Image(systemName: "wifi"); Image(systemName: "heart") }
            }
        }
        #expect(labels(Bell()) == labels(Plain()))
        struct Hero: View {
            @Namespace private var space
            var body: some View {
                VStack { Text("Beach").matchedGeometryEffect(id: "title", in: space, properties: .position) }
            }
        }
        #expect(labels(Hero()) == ["Beach"])
        #expect(labels(Bell()).count == 3)
    }

    @Test("a popover presents as a sheet does on an iPhone: modal, read alone, escape dismisses it")
    func popoverIsASheetOnAPhone() {
        struct Info: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    Button("Info") { shown = true }
                    Text("Beach")
                }
                .popover(isPresented: $shown, arrowEdge: .bottom) { Text("Low tide at 4 PM") }
            }
        }
        let graph = ViewGraph(Info(), columns: 60, rows: 30)
        let button = graph.accessibilityTree().allElements.first { $0.label == "Info" }
        button?.defaultAction?()
        let shown = graph.accessibilityTree().allElements
        let modal = shown.first { $0.traits.contains(.isModal) }
        #expect(modal?.children.map(\.label) == ["Low tide at 4 PM"])
        modal?.escapeAction?()
        #expect(!graph.accessibilityTree().allElements.contains { $0.label == "Low tide at 4 PM" })
    }

    @Test("ViewThatFits shows and reads the first child whose ideal width fits, again after the space changes")
    func viewThatFits() {
        struct Banner: View {
            var body: some View {
                ViewThatFits(in: .horizontal) {
                    Text("Low tide at Baker Beach this Sunday at 4:12 in the afternoon")
                    Text("Low tide Sunday 4:12 PM")
                    Text("Tide")
                }
            }
        }
        func read(_ columns: Int) -> [String] {
            ViewGraph(Banner(), columns: columns, rows: 10).accessibilityTree().allElements.map(\.label)
        }
        #expect(read(80) == ["Low tide at Baker Beach this Sunday at 4:12 in the afternoon"])
        #expect(read(30) == ["Low tide Sunday 4:12 PM"])
        #expect(read(10) == ["Tide"])
        #expect(read(3) == ["Tide"], "none fits: the last")
        let graph = ViewGraph(Banner(), columns: 80, rows: 10)
        _ = graph.accessibilityTree()
        graph.resize(columns: 30, rows: 10)
        #expect(graph.accessibilityTree().allElements.map(\.label) == ["Low tide Sunday 4:12 PM"])
        #expect(graph.draw().text.contains("Low tide Sunday 4:12 PM") && !graph.draw().text.contains("afternoon"))
    }

    @Test("the settings form built from older spellings and @Bindable reads its controls")
    func settingsRead() throws {
        let model = MailModel()
        let graph = ViewGraph(SettingsView(model: model), columns: 60, rows: 30)
        let tree = graph.accessibilityTree()
        let read = tree.allElements.map(\.label)
        #expect(read.contains("General"))
        #expect(read.contains("Notifications"))
        #expect(read.contains("Sort by"))
        #expect(read.contains("About"))
        #expect(read.contains("Version 1.0"))
        tree.allElements.first { $0.label == "Notifications" }?.defaultAction?()
        #expect(model.notificationsOn == false)
    }

    @Test("a preview provider's previews are the views it shows")
    func previewsRead() {
        #expect(labels(MailTabs_Previews.previewView).contains("Inbox"))
    }
}
