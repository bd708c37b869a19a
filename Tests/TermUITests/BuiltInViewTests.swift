import Accessibility
import Foundation
import Testing
@testable import TermUI

/// Built-in views make the elements SwiftUI makes for them.
@MainActor
struct BuiltInViewTests {
    @Test("a Label is one element whose label is its title")
    func labelIsOneElement() {
        let t = tree(Label("Favorites", systemImage: "star.fill"))
        #expect(t.count == 1)
        #expect(t.labels == ["Favorites"])
        #expect(t.roots[0].traits == .isStaticText)
        #expect(drawing(Label("Favorites", systemImage: "star.fill"), columns: 11, rows: 1) == "★ Favorites")
        let custom = tree(Label { Text("Inbox") } icon: { Image(systemName: "envelope") })
        #expect(custom.labels == ["Inbox"])
    }

    @Test("a button with a Label is labelled by the title alone")
    func buttonWithLabel() {
        let t = tree(Button(action: {}) { Label("Add", systemImage: "plus") })
        #expect(t.labels == ["Add"])
        #expect(t.roots[0].traits == .isButton)
    }

    @Test("labelStyle iconOnly draws only the icon and keeps the title as the label")
    func iconOnlyLabel() {
        let view = Label("Favorites", systemImage: "star.fill").labelStyle(.iconOnly)
        #expect(drawing(view, columns: 5, rows: 1) == "  ★")
        #expect(tree(view).labels == ["Favorites"])
    }

    @Test("LabeledContent is one element: label from the label, value from the content")
    func labeledContent() {
        let t = tree(LabeledContent("Weight", value: "12 kg"), columns: 20)
        #expect(t.count == 1)
        #expect(t.roots[0].label == "Weight")
        #expect(t.roots[0].value == "12 kg")
        #expect(drawing(LabeledContent("Weight", value: "12 kg"), columns: 20, rows: 1) == "Weight         12 kg")
        let built = tree(LabeledContent { Text("3") } label: { Text("Count") })
        #expect(built.roots[0].label == "Count")
        #expect(built.roots[0].value == "3")
    }

    struct StepperScreen: View {
        @State var quantity = 2
        var body: some View { Stepper("Qty", value: $quantity, in: 0...3, step: 1) }
    }

    @Test("a Stepper is its label and two buttons, Decrement and Increment, without a value; the stepper holds the value as a decimal number; each button is dimmed at its end of the range")
    func stepper() {
        let graph = ViewGraph(StepperScreen(), columns: 20, rows: 1)
        var stepper = graph.accessibilityTree().roots[0]
        #expect(stepper.isContainer)
        #expect(stepper.children.map(\.label) == ["Qty", "Decrement", "Increment"])
        #expect(stepper.value == "2")
        #expect(stepper.children[1].value == nil && stepper.children[2].value == nil)
        stepper.children[2].defaultAction?()
        stepper = graph.accessibilityTree().roots[0]
        #expect(stepper.value == "3")
        #expect(!stepper.children[2].isEnabled, "at the top of the range Increment is dimmed")
        #expect(stepper.children[1].isEnabled)
        #expect(graph.draw().text == "Qty            [−|+]")
        var count = 0.0
        let manual = tree(Stepper("Volume", onIncrement: { count += 0.5 }, onDecrement: nil)).roots[0]
        manual.children[2].defaultAction?()
        #expect(count == 0.5)
        #expect(manual.children[2].value == nil)
        #expect(!manual.children[1].isEnabled, "no decrement handler: dimmed")
    }

    struct Flavors: View {
        @State var flavor = "Vanilla"
        var segmented = false
        var body: some View {
            let picker = Picker("Flavor", selection: $flavor) {
                Text("Chocolate").tag("Chocolate")
                Text("Vanilla").tag("Vanilla")
                Text("Strawberry").tag("Strawberry")
            }
            if segmented { picker.pickerStyle(.segmented) } else { picker }
        }
    }

    @Test("a Picker is a button whose value is the selected option; activation selects the next")
    func pickerMenu() {
        let graph = ViewGraph(Flavors(), columns: 30, rows: 1)
        let e = graph.accessibilityTree().roots[0]
        #expect(graph.accessibilityTree().count == 1)
        #expect(e.label == "Flavor")
        #expect(e.value == "Vanilla")
        #expect(e.traits == .isButton)
        e.defaultAction?()
        #expect(graph.accessibilityTree().roots[0].value == "Strawberry")
        #expect(graph.draw().text == "Flavor            Strawberry ▾")
        graph.accessibilityTree().roots[0].defaultAction?()
        #expect(graph.accessibilityTree().roots[0].value == "Chocolate")
    }

    @Test("a segmented Picker makes each option a button, the selected one selected, inside a segmented-control container")
    func pickerSegmented() {
        let graph = ViewGraph(Flavors(segmented: true), columns: 34, rows: 1)
        let t = graph.accessibilityTree()
        #expect(t.roots.count == 1 && t.roots[0].containerType == .segmentedControl && t.roots[0].isContainer)
        #expect(t.roots[0].children.map(\.label) == ["Chocolate", "Vanilla", "Strawberry"])
        #expect(t.first("Vanilla")?.traits == [.isButton, .isSelected])
        #expect(t.first("Chocolate")?.traits == .isButton)
        t.first("Chocolate")?.defaultAction?()
        #expect(graph.accessibilityTree().first("Chocolate")?.traits == [.isButton, .isSelected])
        #expect(graph.draw().text == " Chocolate │ Vanilla │ Strawberry")
    }

    @Test("a Picker over a ForEach takes the rows' ids as their tags")
    func pickerImplicitTags() {
        let t = tree(Picker("Size", selection: .constant(2)) {
            ForEach(1...3, id: \.self) { Text("Size \($0)") }
        })
        #expect(t.roots[0].value == "Size 2")
    }

    @Test("a Picker whose options are a lazy stack's rows takes each held row's id as its tag (beyond SwiftUI, which takes a stack as one view: docs/swiftui.md)")
    func pickerOverLazyRows() {
        struct Sizes: View {
            @State var size = 2
            var body: some View {
                Picker("Size", selection: $size) {
                    LazyVStack { ForEach(0..<1_000, id: \.self) { Text("Size \($0)") } }
                }
            }
        }
        let graph = ViewGraph(Sizes(), columns: 30, rows: 1)
        #expect(graph.accessibilityTree().roots[0].value == "Size 2")
        graph.accessibilityTree().roots[0].defaultAction?()
        #expect(graph.accessibilityTree().roots[0].value == "Size 3", "activation selects the next row")
        #expect(graph.draw().text.hasSuffix("Size 3 ▾"))
    }

    @Test("a determinate ProgressView has its label and a percent value; an indeterminate one no value")
    func progressView() {
        let t = tree(ProgressView("Downloading", value: 0.3))
        #expect(t.roots[0].label == "Downloading")
        #expect(t.roots[0].value == "30%")
        #expect(drawing(ProgressView("Downloading", value: 0.5).frame(width: 96), columns: 12, rows: 2) == "Downloading\n██████░░░░░░")
        let spinner = tree(ProgressView())
        #expect(spinner.roots[0].label == "In progress")
        #expect(spinner.roots[0].value == nil)
        #expect(drawing(ProgressView("Loading"), columns: 9, rows: 1) == "◌ Loading")
    }

    @Test("a Link has the link trait and its activation opens the URL through openURL")
    func link() {
        var opened: [URL] = []
        let url = URL(string: "https://example.com")!
        let view = Link("Website", destination: url)
            .environment(\.openURL, OpenURLAction { opened.append($0); return .handled })
        let e = tree(view).roots[0]
        #expect(e.label == "Website")
        #expect(e.traits == .isLink)
        e.defaultAction?()
        #expect(opened == [url])
        let docs = URL(string: "https://example.com/docs/\(UUID().uuidString)")!
        tree(Link("Docs", destination: docs)).roots[0].defaultAction?()
        #expect(OpenURLAction.opened.contains(docs))
        // Only the latest are kept: a long session does not grow the list without bound.
        for _ in 0...OpenURLAction.openedLimit { tree(Link("Docs", destination: url)).roots[0].defaultAction?() }
        #expect(OpenURLAction.opened.count <= OpenURLAction.openedLimit)
    }

    @Test("a TextField is a text field labelled by its title, with its text as the value; holding text, the title stays its label")
    func textField() {
        let filled = tree(TextField("Name", text: .constant("Ada")), columns: 20).roots[0]
        #expect(filled.traits == .isTextField)
        // Only a field without a title reads its text alone: its prompt was a placeholder.
        let prompted = tree(TextField("", text: .constant("Ada"), prompt: Text("Search")), columns: 20).roots[0]
        #expect(prompted.traits == [.isTextField, .labelIsPlaceholder, .labelIsPrompt])
        #expect(tree(TextField("Name", text: .constant("Ada")).accessibilityLabel("Full name")).roots[0].traits == .isTextField)
        #expect(filled.label == "Name")
        #expect(filled.value == "Ada")
        let empty = tree(TextField("Name", text: .constant("")))
        #expect(empty.roots[0].value == nil)
        #expect(drawing(TextField("Name", text: .constant("")), columns: 8, rows: 1) == "Name")
        let secure = tree(SecureField("Password", text: .constant("abc"))).roots[0]
        #expect(secure.traits == .isTextField)
        #expect(secure.value == "•••")
        #expect(tree(TextField("", text: .constant(""), prompt: Text("Search"))).roots[0].label == "Search")
    }

    @Test("a TextEditor is a text field whose element keeps the full text")
    func textEditor() {
        let text = "Call 555-0100 or write to a@b.co"
        let e = tree(TextEditor(text: .constant(text))).roots[0]
        #expect(e.traits == .isTextField)
        #expect(e.value == text)
        #expect(e.text == text)
    }

    @Test("a ScrollView clips its content and makes no element of its own")
    func scrollViewClips() {
        let view = ScrollView {
            VStack(spacing: 0) { ForEach(1...5, id: \.self) { Text("Row \($0)") } }
        }
        .frame(height: 32)
        #expect(drawing(VStack(spacing: 0) { view; Text("After") }, columns: 5, rows: 3) == "Row 1\nRow 2\nAfter")
        #expect(tree(view).labels == ["Row 1", "Row 2", "Row 3", "Row 4", "Row 5"])
    }

    @Test("a horizontal ScrollView lays its content out at its ideal width")
    func horizontalScroll() {
        let view = ScrollView(.horizontal, showsIndicators: false) {
            HStack { Text("alpha"); Text("beta"); Text("gamma") }
        }
        #expect(drawing(view, columns: 12, rows: 1) == "alpha beta g")
    }

    @Test("a LazyVGrid fills its columns row by row")
    func grid() {
        let columns = [GridItem(.fixed(32)), GridItem(.fixed(32))]
        let view = LazyVGrid(columns: columns) { ForEach(1...5, id: \.self) { Text("n\($0)") } }
        #expect(drawing(view, columns: 9, rows: 3) == " n1   n2\n n3   n4\n n5")
        #expect(tree(view).labels == ["n1", "n2", "n3", "n4", "n5"])
        let adaptive = LazyVGrid(columns: [GridItem(.adaptive(minimum: 24))]) { ForEach(1...4, id: \.self) { Text("a\($0)") } }
        #expect(drawing(adaptive.frame(width: 64), columns: 8, rows: 2).split(separator: "\n").count == 2)
    }

    @Test("a GeometryReader takes the space offered and tells its content the size")
    func geometryReader() {
        let view = GeometryReader { proxy in
            Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
        }
        .frame(width: 80, height: 32)
        #expect(tree(view).labels == ["80x32"])
        #expect(drawing(view, columns: 10, rows: 2) == "80x32")
    }

    @Test("a GroupBox draws a box with its label in the top edge")
    func groupBox() {
        let view = GroupBox("Info") { Text("Body") }
        #expect(drawing(view, columns: 8, rows: 3) == "╭─Info─╮\n│ Body │\n╰──────╯")
        #expect(tree(view).labels == ["Info", "Body"])
    }

    @Test("a Canvas fills paths with block characters, draws text at points, and makes no element")
    func canvas() {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 16, width: 16, height: 32)), with: .color(.green))
            context.draw(Text("hi"), at: CGPoint(x: 40, y: 8))
        }
        .frame(width: 48, height: 48)
        #expect(drawing(view, columns: 6, rows: 3) == "    hi\n██\n██")
        #expect(tree(view).count == 0)
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 32, y: 0))
        path.addLine(to: CGPoint(x: 32, y: 32))
        path.closeSubpath()
        #expect(path.contains(CGPoint(x: 28, y: 8)))
        #expect(!path.contains(CGPoint(x: 4, y: 28)))
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 5)))
    }
}
