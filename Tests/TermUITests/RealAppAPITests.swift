import Accessibility
import Foundation
import Testing
@testable import TermUI

/// SwiftUI's first alerts, `Alert` and `ActionSheet` values, are presented as the modern
/// modifiers present theirs: the same modal, read in the same order.
@MainActor
struct LegacyAlertTests {
    struct LegacyDelete: View {
        @State var showing = true
        @State var deleted = false
        var body: some View {
            Text(deleted ? "Deleted" : "Kept")
                .alert(isPresented: $showing) {
                    Alert(title: Text("Delete draft?"), message: Text("This cannot be undone."),
                          primaryButton: .destructive(Text("Delete")) { deleted = true },
                          secondaryButton: .cancel())
                }
        }
    }

    struct ModernDelete: View {
        @State var showing = true
        var body: some View {
            Text("Kept")
                .alert("Delete draft?", isPresented: $showing) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("This cannot be undone.")
                }
        }
    }

    @Test("Alert(title:message:primaryButton:secondaryButton:) reads as the modern alert: modal, title, message, buttons")
    func legacyAlertReadsAsTheModernOne() {
        let legacy = ViewGraph(LegacyDelete(), columns: 40, rows: 12)
        let modern = tree(ModernDelete(), columns: 40, rows: 12)
        let modal = legacy.accessibilityTree().roots.last
        #expect(modal?.traits == .isModal)
        #expect(modal?.children.map(\.label) == ["Delete draft?", "This cannot be undone.", "Cancel", "Delete"])
        #expect(modal?.children.map(\.label) == modern.roots.last?.children.map(\.label))
        #expect(modal?.children.map(\.traits) == modern.roots.last?.children.map(\.traits))
        #expect(drawing(LegacyDelete(), columns: 40, rows: 12) == drawing(ModernDelete(), columns: 40, rows: 12))
    }

    @Test("an Alert.Button runs its action and dismisses the alert")
    func legacyButtonRunsItsActionAndDismisses() {
        let graph = ViewGraph(LegacyDelete(), columns: 40, rows: 12)
        graph.accessibilityTree().roots.last?.children.first { $0.label == "Delete" }?.defaultAction?()
        #expect(graph.accessibilityTree().labels == ["Deleted"])
    }

    @Test("an Alert without a dismiss button has one OK button, as SwiftUI shows")
    func alertWithoutButtonsHasOK() {
        let view = Text("x").alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) }
        #expect(tree(view).roots.last?.children.map(\.label) == ["Saved", "OK"])
    }

    struct Item: Identifiable { let id: Int }
    struct ItemAlert: View {
        @State var item: Item? = Item(id: 7)
        var body: some View {
            Text(item == nil ? "Closed" : "Open")
                .alert(item: $item) { item in Alert(title: Text("Item \(item.id)"), dismissButton: .cancel(Text("Close"))) }
        }
    }

    @Test(".alert(item:content:) shows the alert made from the item while it is set; a button sets it to nil")
    func alertItemPresentsWhileSet() {
        let graph = ViewGraph(ItemAlert(), columns: 40, rows: 12)
        let modal = graph.accessibilityTree().roots.last
        #expect(modal?.children.map(\.label) == ["Item 7", "Close"])
        modal?.children.last?.defaultAction?()
        #expect(graph.accessibilityTree().labels == ["Closed"])
    }

    @Test("an ActionSheet is a confirmation dialog with its title shown, its message, and its buttons in order")
    func actionSheetIsAConfirmationDialog() {
        let view = Text("x").actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Share draft"), message: Text("Choose"), buttons: [.default(Text("Copy link")), .cancel()])
        }
        let modal = tree(view).roots.last
        #expect(modal?.traits == .isModal)
        #expect(modal?.children.map(\.label) == ["Share draft", "Choose", "Copy link", "Cancel"], "no second Cancel is added")
    }
}

/// Text fields bound to a value, not a string.
@MainActor
struct ValueTextFieldTests {
    struct AgeField: View {
        @State var age = 30
        var body: some View {
            VStack {
                TextField("Age", value: $age, format: .number)
                Text("Stored \(age)")
            }
        }
    }

    @Test("TextField(_:value:format:) shows the value formatted; typed text is parsed into the value; text that does not parse keeps it")
    func valueFieldFormatsAndParses() {
        let graph = ViewGraph(AgeField(), columns: 30, rows: 4)
        let field = graph.accessibilityTree().first("Age")
        #expect(field?.value == "30")
        field?.textEntry?("41")
        #expect(graph.accessibilityTree().first("Age")?.value == "41")
        #expect(graph.accessibilityTree().labels.contains("Stored 41"))
        graph.accessibilityTree().first("Age")?.textEntry?("forty")
        #expect(graph.accessibilityTree().labels.contains("Stored 41"), "the value stays")
        #expect(graph.accessibilityTree().first("Age")?.value == "forty", "the field keeps what was typed, as while editing")
    }

    @Test("a value field can be emptied while typing and typed again: the text typed stands, the value follows each text that parses")
    func valueFieldKeepsTheTextTyped() {
        let graph = ViewGraph(AgeField(), columns: 30, rows: 4)
        graph.accessibilityTree().first("Age")?.textEntry?("")
        #expect(graph.accessibilityTree().first("Age")?.value == nil || graph.accessibilityTree().first("Age")?.value == "")
        #expect(graph.accessibilityTree().labels.contains("Stored 30"))
        graph.accessibilityTree().first("Age")?.textEntry?("7")
        #expect(graph.accessibilityTree().first("Age")?.value == "7")
        #expect(graph.accessibilityTree().labels.contains("Stored 7"))
    }

    struct ResettableField: View {
        @State var count = 5
        var body: some View {
            VStack {
                TextField("Count", value: $count, format: .number)
                Button("Reset") { count = 0 }
            }
        }
    }

    @Test("a value set from elsewhere replaces the text typed in a value field")
    func valueSetElsewhereShows() {
        let graph = ViewGraph(ResettableField(), columns: 30, rows: 4)
        graph.accessibilityTree().first("Count")?.textEntry?("12")
        #expect(graph.accessibilityTree().first("Count")?.value == "12")
        graph.accessibilityTree().first("Reset")?.defaultAction?()
        #expect(graph.accessibilityTree().first("Count")?.value == "0")
    }

    struct PriceField: View {
        @State var price = 1234.5
        let formatter: NumberFormatter = {
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.numberStyle = .decimal
            formatter.minimumFractionDigits = 2
            return formatter
        }()
        var body: some View { TextField("Price", value: $price, formatter: formatter) }
    }

    @Test("TextField(_:value:formatter:) shows the formatter's text and parses numbers back through it")
    func formatterFieldFormatsAndParses() {
        let graph = ViewGraph(PriceField(), columns: 30, rows: 3)
        #expect(graph.accessibilityTree().first("Price")?.value == "1,234.50")
        graph.accessibilityTree().first("Price")?.textEntry?("2,000.25")
        #expect(graph.accessibilityTree().first("Price")?.value == "2,000.25")
    }

    struct OptionalField: View {
        @State var count: Int? = 3
        var body: some View {
            VStack {
                TextField("Count", value: $count, format: .number)
                Text(count.map { "Count is \($0)" } ?? "No count")
            }
        }
    }

    @Test("an optional value field is empty for nil, and emptying it sets nil")
    func optionalValueField() {
        let graph = ViewGraph(OptionalField(), columns: 30, rows: 3)
        #expect(graph.accessibilityTree().first("Count")?.value == "3")
        #expect(graph.accessibilityTree().labels.contains("Count is 3"))
        graph.accessibilityTree().first("Count")?.textEntry?("")
        #expect(graph.accessibilityTree().labels.contains("No count"))
    }
}

/// Styles made from other styles are drawn as one colour each, as the other shape styles are.
@MainActor
struct DerivedShapeStyleTests {
    @Test("a hierarchical style's opacity is its colour, fainter: .primary.opacity(0.5)")
    func hierarchicalOpacity() {
        #expect(ShapeStyleColor.color(of: HierarchicalShapeStyle.primary.opacity(0.5)) == Color.primary.opacity(0.5))
        #expect(ShapeStyleColor.color(of: HierarchicalShapeStyle.secondary.opacity(0.4)) == Color.secondary.opacity(0.4))
    }

    @Test("a style with a drop or inner shadow is drawn as the style itself: a cell has no room for a shadow")
    func shadowedStyleIsItsBase() {
        let inner = HierarchicalShapeStyle.quaternary.shadow(.inner(radius: 2))
        #expect(ShapeStyleColor.color(of: inner) == HierarchicalShapeStyle.quaternary.color)
        #expect(ShapeStyleColor.color(of: Color.red.shadow(.drop(color: .black, radius: 4, x: 0, y: 2))) == .red)
    }

    @Test("a Gradient is a shape style drawn as its middle colour; Color.gradient is the colour; AnyShapeStyle is what it wraps")
    func gradientsAndErasedStyles() {
        #expect(ShapeStyleColor.color(of: Gradient(colors: [.red, .green, .blue])) == .green)
        #expect(ShapeStyleColor.color(of: Color.orange.gradient) == .orange)
        #expect(ShapeStyleColor.color(of: AnyShapeStyle(Color.pink)) == .pink)
        #expect(ShapeStyleColor.color(of: RadialGradient(colors: [.red, .yellow, .blue], center: .center, startRadius: 0, endRadius: 9)) == .yellow)
        #expect(ShapeStyleColor.color(of: AngularGradient(colors: [.mint], center: .center)) == .mint)
        #expect(ShapeStyleColor.color(of: EllipticalGradient(colors: [.teal, .clear])) == .teal)
        let filled = Rectangle().fill(Gradient(colors: [.red, .green, .blue])).frame(width: 16, height: 16)
        #expect(ViewGraph(filled, columns: 2, rows: 1).draw()[0, 0].style.foreground == Color.green.terminalColor)
    }

    @Test("a level of a colour (.blue.secondary) is the colour, fainter at each level")
    func levelsOfAStyle() {
        let secondary = ShapeStyleColor.color(of: Color.blue.secondary)
        let tertiary = ShapeStyleColor.color(of: Color.blue.tertiary)
        #expect(secondary?.red == Color.blue.red)
        #expect((secondary?.opacity ?? 1) < 1)
        #expect((tertiary?.opacity ?? 1) < (secondary?.opacity ?? 0))
    }

    @Test("a material draws nothing of its own: the page shows through")
    func materialsDrawNothing() {
        #expect(ShapeStyleColor.color(of: Material.thin) == nil)
        #expect(drawing(Text("hi").background(.thinMaterial), columns: 4, rows: 1) == drawing(Text("hi"), columns: 4, rows: 1))
    }

    @Test("background(_:in:) fills the shape behind the view with the style")
    func backgroundInShape() {
        let view = Text("ab").padding(.horizontal, 8).background(.red, in: .rect(cornerRadius: 0))
        let canvas = ViewGraph(view, columns: 4, rows: 1).draw()
        #expect(canvas[0, 0].style.foreground == Color.red.terminalColor, "\(canvas[0, 0])")
        #expect(canvas[3, 0].style.foreground == Color.red.terminalColor, "\(canvas[3, 0])")
        let plain = ViewGraph(Text("ab").padding(.horizontal, 8), columns: 4, rows: 1).draw()
        #expect(plain[0, 0].style.foreground != Color.red.terminalColor)
    }
}

/// A rectangle with a radius of its own at each corner.
@MainActor
struct UnevenRoundedRectangleTests {
    @Test("UnevenRoundedRectangle rounds only the corners given a radius: filled, a rounded corner's cell is empty, a square one's is not")
    func roundsOnlyItsOwnCorners() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 32, topTrailingRadius: 32).fill(.red).frame(width: 80, height: 64)
        // Rows are drawn without their trailing blanks: pad them back to the width.
        let rows = drawing(shape, columns: 10, rows: 4).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.padding(toLength: 10, withPad: " ", startingAt: 0) }
        #expect(rows.first?.first == " ", "the rounded top-left corner is cut: \(rows)")
        #expect(rows.first?.last == " ", "the rounded top-right corner is cut: \(rows)")
        #expect(rows.last?.first == "█", "the square bottom-left corner is filled: \(rows)")
        #expect(rows.last?.last == "█", "the square bottom-right corner is filled: \(rows)")
    }

    @Test(".rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:) is that UnevenRoundedRectangle, and clips like any shape")
    func rectWithCornerRadii() {
        let shape: UnevenRoundedRectangle = .rect(topLeadingRadius: 8, bottomLeadingRadius: 1, bottomTrailingRadius: 2, topTrailingRadius: 3)
        #expect(shape.cornerRadii == RectangleCornerRadii(topLeading: 8, bottomLeading: 1, bottomTrailing: 2, topTrailing: 3))
        let clipped = Text("Trip").clipShape(.rect(topLeadingRadius: 16, topTrailingRadius: 16))
        #expect(tree(clipped).labels == ["Trip"])
    }

    @Test("a radius larger than half the shorter side is limited to it, as SwiftUI limits it")
    func radiusIsLimited() {
        let path = UnevenRoundedRectangle(topLeadingRadius: 500).path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        let bounds = path.boundingRect
        #expect(abs(bounds.width - 40) < 0.001 && abs(bounds.height - 20) < 0.001 && abs(bounds.minX) < 0.001 && abs(bounds.minY) < 0.001)
    }
}

/// Sharing with a preview.
@MainActor
struct SharePreviewTests {
    struct Note: Transferable {
        var text: String
        static var transferRepresentation: some TransferRepresentation { ProxyRepresentation(exporting: \.text) }
    }

    @Test("ShareLink(item:preview:) reads as the Share button; the share sheet it opens shows the preview's title")
    func shareLinkWithPreview() {
        let graph = ViewGraph(ShareLink(item: Note(text: "body"), preview: SharePreview("Packing list", image: Image(systemName: "list.bullet"))),
                              columns: 40, rows: 12)
        let button = graph.accessibilityTree().first("Share")
        #expect(button?.traits.contains(.isButton) == true)
        button?.defaultAction?()
        #expect(graph.accessibilityTree().roots.last?.children.map(\.label).contains("Packing list") == true)
    }

    @Test("a titled ShareLink with a preview reads as its title")
    func titledShareLink() {
        let view = ShareLink("Share trip", item: URL(string: "https://example.com")!, preview: SharePreview("Trip"))
        #expect(tree(view).labels == ["Share trip"])
    }
}

/// Fonts by text style and design keep the emphasis of the style.
@MainActor
struct FontVariantTests {
    @Test("Font.system(_:design:weight:) is the text style's font; design and width change nothing a terminal draws")
    func systemTextStyle() {
        #expect(Font.system(.title, design: .rounded) == Font.title)
        #expect(Font.system(.body, weight: .bold).isEmphasized)
        #expect(!Font.system(.body).isEmphasized)
        #expect(Font.system(.footnote).isSmall)
        #expect(Font.system(size: 30, weight: .regular, design: .serif).isEmphasized, "large sizes draw bold, as before")
        #expect(Font.custom("Avenir", size: 12).isSmall)
    }
}

/// Modifiers that change nothing Rotor can show are accepted and leave the tree as it was.
@MainActor
struct AcceptedModifierTests {
    @Test("text field styles, content types, keyboard shortcuts, date picker styles and sensory feedback leave the tree unchanged")
    func acceptedModifiersLeaveTheTree() {
        let plain = tree(VStack {
            TextField("Email", text: .constant(""))
            Button("Go") {}
        })
        let modified = tree(VStack {
            TextField("Email", text: .constant(""))
                .textFieldStyle(.roundedBorder)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
            Button("Go") {}
                .keyboardShortcut(.defaultAction)
        }
        .sensoryFeedback(.success, trigger: 1)
        .datePickerStyle(.graphical)
        .toolbarBackground(.visible, for: .navigationBar)
        .listSectionSeparator(.hidden)
        .scrollIndicators(.hidden))
        #expect(modified.labels == plain.labels)
        #expect(modified.allElements.map(\.traits) == plain.allElements.map(\.traits))
    }

    @Test("speechPhoneticRepresentation keeps the written words as the label: Rotor's voice speaks them")
    func phoneticRepresentationKeepsTheWords() {
        #expect(tree(Text("Record").speechPhoneticRepresentation("ɹɪˈkɔɹd")).labels == ["Record"])
    }

    @Test("KeyboardShortcut.defaultAction is Return and cancelAction is Escape, with no modifiers")
    func dialogShortcuts() {
        #expect(KeyboardShortcut.defaultAction.key == .return)
        #expect(KeyboardShortcut.cancelAction.key == .escape)
        #expect(KeyboardShortcut.defaultAction.modifiers.isEmpty)
    }
}

/// Images from the network and insets beside a view.
@MainActor
struct AsyncImageAndInsetTests {
    @Test("AsyncImage never loads here: it shows its placeholder, the .empty phase, or a grey area with no element")
    func asyncImageShowsItsPlaceholder() {
        let url = URL(string: "https://example.com/a.png")
        #expect(tree(AsyncImage(url: url) { $0 } placeholder: { Text("Loading") }).labels == ["Loading"])
        let phased = AsyncImage(url: url) { phase in
            if phase.image == nil { Text("Waiting") } else { Text("Loaded") }
        }
        #expect(tree(phased).labels == ["Waiting"])
        #expect(tree(AsyncImage(url: url)).count == 0)
    }

    @Test("safeAreaInset puts its content above or below the view (before or after it), and VoiceOver reads it there")
    func safeAreaInsetOrder() {
        #expect(tree(Text("List").safeAreaInset(edge: .top) { Text("Bar") }).labels == ["Bar", "List"])
        #expect(tree(Text("List").safeAreaInset(edge: .bottom) { Text("Total") }).labels == ["List", "Total"])
        #expect(tree(Text("Body").safeAreaInset(edge: .leading) { Text("Rail") }).labels == ["Rail", "Body"])
        let rows = drawing(Text("List").safeAreaInset(edge: .top) { Text("Bar") }, columns: 6, rows: 2).split(separator: "\n")
        #expect(rows.first?.contains("Bar") == true && rows.last?.contains("List") == true, "\(rows)")
    }
}

/// A task restarted by an id, and presentations made from data.
@MainActor
struct ModernModifierTests {
    struct Lookup: View {
        @State var query = "a"
        @State var loads: [String] = []
        var body: some View {
            VStack {
                Text("Loads \(loads.joined(separator: ","))")
                Button("Next") { query = "b" }
                Button("Same") { query = "b" }
            }
            .task(id: query) { loads.append(query) }
        }
    }

    @Test("task(id:) runs when the view appears and again each time the id changes, not when it stays the same")
    func taskRestartsWhenItsIDChanges() async {
        let graph = ViewGraph(Lookup(), columns: 30, rows: 4)
        _ = graph.accessibilityTree()
        for _ in 0..<10 { await Task.yield() }
        #expect(graph.accessibilityTree().labels.first == "Loads a")
        graph.accessibilityTree().first("Next")?.defaultAction?()
        _ = graph.accessibilityTree()
        for _ in 0..<10 { await Task.yield() }
        #expect(graph.accessibilityTree().labels.first == "Loads a,b")
        graph.accessibilityTree().first("Same")?.defaultAction?()
        _ = graph.accessibilityTree()
        for _ in 0..<10 { await Task.yield() }
        #expect(graph.accessibilityTree().labels.first == "Loads a,b")
    }

    struct Order: Identifiable { let id: Int }
    struct CancelOrder: View {
        @State var showing = true
        @State var order: Order? = Order(id: 12)
        var body: some View {
            Text("Orders")
                .alert("Cancel order?", isPresented: $showing, presenting: order) { order in
                    Button("Cancel order \(order.id)", role: .destructive) {}
                } message: { order in
                    Text("Order \(order.id) will not ship.")
                }
        }
    }

    @Test("alert(_:isPresented:presenting:actions:message:) builds its actions and message from the data")
    func alertPresentingData() {
        let modal = tree(CancelOrder(), columns: 40, rows: 12).roots.last
        #expect(modal?.children.map(\.label) == ["Cancel order?", "Order 12 will not ship.", "Cancel order 12"])
    }

    @Test("an alert presenting nil data is not shown")
    func alertPresentingNil() {
        let view = Text("x").alert("Gone", isPresented: .constant(true), presenting: Optional<Int>.none) { _ in Button("OK") {} }
        #expect(tree(view).labels == ["x"])
    }
}
