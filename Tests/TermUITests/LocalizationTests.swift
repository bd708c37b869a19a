import Accessibility
import Foundation
import Testing
@testable import TermUI

/// A helper view written with a `LocalizedStringKey` parameter, as SwiftUI code does.
private struct KeyRow: View {
    let title: LocalizedStringKey
    var body: some View { Text(title) }
}

private struct KeyedControls: View {
    let title: LocalizedStringKey
    @State private var on = false
    @State private var name = ""
    @State private var pick = 1
    var body: some View {
        VStack {
            Button(title) {}
            Label(title, systemImage: "star")
            Toggle(title, isOn: $on)
            TextField(title, text: $name)
            Picker(title, selection: $pick) { Text("One").tag(1) }
            Link(title, destination: URL(string: "https://example.com")!)
            Section(title) { Text("row") }
            GroupBox(title) { Text("inside") }
            Text("x").accessibilityLabel(title)
        }
    }
}

/// A helper view passing its key to the accessibility modifiers' text forms.
private struct KeyedAccessibility: View {
    let name: LocalizedStringKey
    let detail: LocalizedStringKey
    var body: some View {
        Text("row")
            .accessibilityAction(named: name) {}
            .accessibilityCustomContent(name, detail)
            .accessibilityCustomContent(AccessibilityCustomContentKey(detail), detail)
            .accessibilityInputLabels([name, detail])
            .accessibilityRotor(name) { AccessibilityRotorEntry(detail, id: 1) }
            .accessibilityDragPoint(.center, description: name)
            .accessibilityDropPoint(.center, description: detail)
    }
}

@MainActor
struct LocalizationTests {
    @Test("the accessibility modifiers' text forms take LocalizedStringKeys: helper views pass keys, literals are looked up, String variables are verbatim")
    func accessibilityModifiersTakeKeys() throws {
        LocalizedStringTables.register(strings: #""ax.reply" = "Reply"; "ax.age" = "Age";"#)
        let element = try #require(tree(KeyedAccessibility(name: "ax.reply", detail: "ax.age")).roots.first)
        #expect(element.actions.map(\.name) == ["Reply"])
        #expect(element.customContent.map(\.key.label) == ["Reply", "Age"])
        #expect(element.customContent.map(\.value) == ["Age", "Age"])
        #expect(element.inputLabels == ["Reply", "Age"])
        #expect(element.rotors.map(\.name) == ["Reply"])
        #expect(element.rotors.first?.entries.map(\.label) == ["Age"])
        #expect(element.dragPoints.map(\.description) == ["Reply"])
        #expect(element.dropPoints.map(\.description) == ["Age"])
        let variable = "ax.reply"
        let literal = try #require(tree(Text("row").accessibilityAction(named: "ax.reply") {}.accessibilityInputLabels(["ax.age"])
            .accessibilityRotor("ax.reply") { AccessibilityRotorEntry("ax.age", id: 1) }
            .accessibilityCustomContent(AccessibilityCustomContentKey("ax.age"), variable)).roots.first)
        #expect(literal.rotors.map(\.name) == ["Reply"], "a rotor's literal label is a key")
        #expect(literal.rotors.first?.entries.map(\.label) == ["Age"], "and so is an entry's")
        #expect(literal.customContent.map(\.key.label) == ["Age"], "and a custom content key's")
        let verbatimRotor = try #require(tree(Text("row").accessibilityRotor(variable) { AccessibilityRotorEntry(variable, id: 1) }).roots.first)
        #expect(verbatimRotor.rotors.map(\.name) == ["ax.reply"])
        #expect(verbatimRotor.rotors.first?.entries.map(\.label) == ["ax.reply"])
        #expect(literal.actions.map(\.name) == ["Reply"])
        #expect(literal.inputLabels == ["Age"])
        let verbatim = try #require(tree(Text("row").accessibilityAction(named: variable) {}.accessibilityInputLabels([variable])
            .accessibilityCustomContent(variable, variable)).roots.first)
        #expect(verbatim.actions.map(\.name) == ["ax.reply"])
        #expect(verbatim.inputLabels == ["ax.reply"])
        #expect(verbatim.customContent.map(\.value) == ["ax.reply"])
    }

    @Test("an asset image's name is the key of its label in the strings table, as on Apple's platforms; without an entry the name is read")
    func assetImageLabelsAreLocalized() {
        LocalizedStringTables.register(strings: #""beach-sunset" = "Sunset over Baker beach";"#)
        #expect(tree(Image("beach-sunset")).labels == ["Sunset over Baker beach"])
        #expect(tree(Label("Trip", image: "beach-sunset")).labels == ["Trip"])
        #expect(tree(Image("unlisted")).labels == ["unlisted"])
        #expect(tree(Image(decorative: "beach-sunset")).labels.isEmpty)
    }

    @Test("a string literal is a LocalizedStringKey and a String variable is verbatim")
    func literalIsKeyVariableIsVerbatim() {
        LocalizedStringTables.register(strings: #""lit.hello" = "Hello there";"#)
        let variable = "lit.hello"
        #expect(Text("lit.hello").spokenText == "Hello there")
        #expect(Text(variable).spokenText == "lit.hello")
        #expect(Text(verbatim: "lit.hello").spokenText == "lit.hello")
    }

    @Test("without a strings table the key is the text, interpolations included")
    func keyIsTheTextWithoutATable() {
        let count = 3
        let name = "Ada"
        #expect(Text("\(count) messages for \(name)").spokenText == "3 messages for Ada")
        #expect(Text("100% \(name)").spokenText == "100% Ada")
        #expect(Text("Total \(2.5, specifier: "%.1f")").spokenText == "Total 2.5")
        #expect(Text("Hi \(Text("there"))").spokenText == "Hi there")
        let tap = Text("Tap \(Image(systemName: "plus")) to add")
        #expect(tap.spokenText == "Tap Add to add")
        #expect(drawing(tap, columns: 12, rows: 1) == "Tap + to add")
    }

    @Test("a key no table has is its text as the key was made: what its format gives with the values put back, for % signs, values with % and format specifiers in them, numbers, images and texts")
    func ownTextIsTheFormatFilled() {
        let values = ["Ada", "50%", "%@ and %lld", "%2$@", "", " \u{202E}evil\u{1B}[31m", "日本語", "a%%b"]
        var keys: [LocalizedStringKey] = []
        for value in values {
            keys += ["\(value)", "100% \(value) done", "%\(value)%", "\(value)\(value)", "\(3) of \(value) at \(2.5)",
                     "Tap \(Image(systemName: "plus")) for \(value)", "Hi \(Text(value)) %%",
                     "\(value) then \(Image(systemName: "plus")) and \(Int64(4))"]
        }
        for key in keys {
            #expect(key.spokenText != nil)
            #expect(key.resolved() == LocalizedStringKey.substitute(key.arguments, into: key.key), "\(key.key)")
            let both = key.resolvedForDrawing()
            #expect(both.spoken == LocalizedStringKey.substitute(key.arguments, into: key.key), "\(key.key)")
            #expect(both.drawn == LocalizedStringKey.substitute(key.drawnArguments, into: key.key), "\(key.key)")
            // A `Text` takes the key's own text at once when no table could have it: the same.
            let text = Text(key)
            #expect(text.content == both.drawn && text.spokenText == both.spoken, "\(key.key)")
        }
        // A value with a specifier of its own is put in by the format.
        // An image after a value: the drawn text keeps the value before it.
        let after: LocalizedStringKey = "\(7) then \(Image(systemName: "plus"))"
        #expect(after.key == "%lld then %@" && after.resolvedForDrawing() == (drawn: "7 then +", spoken: "7 then Add"))
        let specified: LocalizedStringKey = "Total \(2.5, specifier: "%.1f") of \(7, specifier: "%03d")"
        #expect(specified.spokenText == nil && specified.resolved() == "Total 2.5 of 007")
    }

    @Test("a key's values are cut from its text as read, however many there are: a table's format takes each by its position")
    func valuesCutFromTheTextAsRead() {
        let key: LocalizedStringKey = "\(1) \("日本語") \("a%b") \(Image(systemName: "plus")) \(2.5)"
        #expect(key.arguments == ["1", "日本語", "a%b", "Add", "2.500000"])
        #expect(key.drawnArguments == ["1", "日本語", "a%b", "+", "2.500000"])
        LocalizedStringTables.register(strings: #""%lld %@ %@ %@ %lf" = "%4$@ %3$@ %2$@ %1$lld %5$lf";"#, table: "SpanTests")
        #expect(Text(key, tableName: "SpanTests").spokenText == "Add a%b 日本語 1 2.500000")
        LocalizedStringTables.remove(table: "SpanTests")
        #expect(Text(key, tableName: "SpanTests").spokenText == "1 日本語 a%b Add 2.500000")
    }

    @Test("an interpolated key is looked up by its format and the values put back")
    func interpolatedKeyUsesTheFormat() {
        LocalizedStringTables.register(strings: """
            /* A comment */
            "fmt.%lld files in %@" = "%2$@ holds %1$lld files";
            // another
            "fmt.quote" = "She said \\"hi\\"";
            """, table: "FormatTests")
        #expect(Text("fmt.\(4) files in \("Docs")", tableName: "FormatTests").spokenText == "Docs holds 4 files")
        #expect(Text("fmt.quote", tableName: "FormatTests").spokenText == #"She said "hi""#)
    }

    @Test("a String Catalog resolves keys in its source language")
    func xcstringsResolveKeys() throws {
        let json = #"{"sourceLanguage":"en","strings":{"cat.save":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Save now"}},"fr":{"stringUnit":{"state":"translated","value":"Enregistrer"}}}}},"version":"1.0"}"#
        try LocalizedStringTables.register(xcstrings: Data(json.utf8), table: "CatalogTests")
        try LocalizedStringTables.register(xcstrings: Data(json.utf8), language: "fr", table: "CatalogTestsFR")
        #expect(Text("cat.save", tableName: "CatalogTests").spokenText == "Save now")
        #expect(Text("cat.save", tableName: "CatalogTestsFR").spokenText == "Enregistrer")
        LocalizedStringTables.remove(table: "CatalogTestsFR")
        #expect(Text("cat.save", tableName: "CatalogTestsFR").spokenText == "cat.save")
    }

    @Test("views with LocalizedStringKey parameters take the key forms of every titled initialiser")
    func helperViewsWithKeyParametersCompile() {
        LocalizedStringTables.register(strings: #""ctl.title" = "Inbox";"#)
        #expect(tree(KeyRow(title: "ctl.title")).labels == ["Inbox"])
        let labels = tree(KeyedControls(title: "ctl.title"), columns: 40, rows: 30).labels
        #expect(labels.filter { $0 == "Inbox" }.count >= 8)
        let navigation = tree(NavigationStack { Text("body").navigationTitle("ctl.title") })
        #expect(navigation.labels.first == "Inbox")
    }
}

@MainActor
struct PresentationTitleTests {
    @Test("alert and confirmationDialog titles are LocalizedStringKeys, Text or verbatim Strings")
    func presentationTitlesAreKeys() {
        LocalizedStringTables.register(strings: #""alert.delete" = "Delete the file?";"#)
        let keyed = tree(Text("x").alert("alert.delete", isPresented: .constant(true)) { Button("OK") {} }, columns: 40, rows: 10)
        #expect(keyed.labels.contains("Delete the file?"))
        let name = "alert.delete"
        let verbatim = tree(Text("x").alert(name, isPresented: .constant(true)) { Button("OK") {} }, columns: 40, rows: 10)
        #expect(verbatim.labels.contains("alert.delete"))
        let text = tree(Text("x").confirmationDialog(Text("Move"), isPresented: .constant(true), titleVisibility: .visible) {
            Button("Here") {}
        }, columns: 40, rows: 10)
        #expect(text.labels.contains("Move"))
    }
}

/// Deprecated spellings SwiftUI still compiles.
@MainActor
struct OlderSpellingTests {
    @Test("GroupBox(label:content:) and Picker(selection:label:content:) take their labels as values")
    func labelValueForms() {
        let box = tree(GroupBox(label: Text("Box")) { Text("inside") })
        #expect(box.labels == ["Box", "inside"])
        let picker = tree(Picker(selection: .constant(1), label: Text("Size")) { Text("Small").tag(1) })
        #expect(picker.labels.first == "Size")
    }

    @Test("NavigationView is the older NavigationStack: a link pushes its destination, which reads a Back button first")
    func navigationViewIsAStack() {
        struct Old: View {
            var body: some View {
                NavigationView {
                    NavigationLink(destination: Text("Baker beach").navigationBarTitle("Beach")) { Text("Open beach") }
                        .navigationBarTitle("Trips")
                }
            }
        }
        let session = ScreenReaderLikeTree(Old())
        #expect(session.labels.first == "Trips")
        session.activate("Open beach")
        #expect(session.labels.contains("Baker beach"))
        #expect(session.buttons.contains("Trips"), "the pushed screen has the stack's back button, labelled with the title under it")
    }

    @Test("Button(action:label:) is a button labelled by its label view, and double tap runs the action")
    func buttonActionLabelForm() {
        final class Counter { var taps = 0 }
        let counter = Counter()
        let graph = ViewGraph(Button(action: { counter.taps += 1 }, label: { Label("Send", systemImage: "paperplane") }), columns: 20, rows: 1)
        let element = graph.accessibilityTree().allElements.first
        #expect(element?.label == "Send")
        #expect(element?.traits.contains(.isButton) == true)
        element?.defaultAction?()
        #expect(counter.taps == 1)
    }

    @Test("navigationBarTitle is the navigation title in all its forms")
    func navigationBarTitleIsTheTitle() {
        let name = "Mail"
        #expect(tree(NavigationView { Text("x").navigationBarTitle("Inbox") }).labels.first == "Inbox")
        #expect(tree(NavigationView { Text("x").navigationBarTitle(Text("Inbox"), displayMode: .inline) }).labels.first == "Inbox")
        #expect(tree(NavigationView { Text("x").navigationBarTitle(name, displayMode: .large) }).labels.first == "Mail")
    }
}

private struct ContentView: View {
    var body: some View { Text("Hello, world!") }
}

private struct MyApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

private struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ContentView()
            ContentView().previewDisplayName("Again")
        }
    }
}

@MainActor
struct AppTests {
    @Test("an App's body is its scenes and a WindowGroup's content is the window's root view")
    func appRootViewIsTheFirstWindowGroup() throws {
        let root = try #require(MyApp().rootView)
        #expect(tree(root).labels == ["Hello, world!"])
    }

    @Test("a PreviewProvider's previews are views")
    func previewsAreViews() {
        #expect(tree(ContentView_Previews.previewView).labels == ["Hello, world!", "Hello, world!"])
    }

    @Test("scenePhase is active for the screen being read")
    func scenePhaseIsActive() {
        #expect(EnvironmentValues().scenePhase == .active)
    }
}

/// A screen's elements as the graph gives them, and double taps by label: enough to follow a
/// navigation without a reader.
@MainActor
private final class ScreenReaderLikeTree {
    let graph: ViewGraph
    init(_ view: some View) { graph = ViewGraph(view, columns: 40, rows: 12) }
    private var elements: [AccessibilityElement] {
        var all: [AccessibilityElement] = []
        for element in graph.accessibilityTree().allElements { element.forEachDescendant { all.append($0) } }
        return all
    }
    var labels: [String] { elements.map(\.label).filter { !$0.isEmpty } }
    var buttons: [String] { elements.filter { $0.traits.contains(.isButton) }.map(\.label) }
    func activate(_ label: String) { elements.first { $0.label == label }?.defaultAction?() }
}
