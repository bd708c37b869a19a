import Testing
@testable import TermUI

/// How the display settings show in the cells a screen draws.
@MainActor
struct AppearanceDrawingTests {
    func canvas<V: View>(_ view: V, columns: Int = 20, rows: Int = 3, _ change: (inout EnvironmentOverrides) -> Void) -> CellCanvas {
        let graph = ViewGraph(view, columns: columns, rows: rows)
        var overrides = EnvironmentOverrides()
        change(&overrides)
        graph.environmentOverrides = overrides
        return graph.draw()
    }

    /// The cell where `text` starts.
    func cell(_ text: String, in canvas: CellCanvas) -> Cell? {
        for (y, row) in canvas.rows.enumerated() {
            if let range = row.range(of: text) { return canvas[row.distance(from: row.startIndex, to: range.lowerBound), y] }
        }
        return nil
    }

    static let blue = TerminalColor(red: 10, green: 133, blue: 255)

    @Test("Bold Text (legibilityWeight .bold) draws all text bold, even text written .bold(false)")
    func boldTextDrawsBold() {
        let view = VStack { Text("plain"); Text("thin").bold(false); Image(systemName: "star") }
        let plain = canvas(view) { _ in }
        #expect(cell("plain", in: plain)?.style.bold == false)
        let bold = canvas(view) { $0.boldText = true }
        #expect(cell("plain", in: bold)?.style.bold == true)
        #expect(cell("thin", in: bold)?.style.bold == true)
        #expect(cell("☆", in: bold)?.style.bold == true)
    }

    @Test("the dark appearance at standard contrast draws system colours as before, on the terminal's own page")
    func darkStandardIsTheDefault() {
        let drawn = canvas(Text("sky").foregroundColor(.blue)) { _ in }
        #expect(cell("sky", in: drawn)?.style.foreground == Self.blue)
        #expect(cell("sky", in: drawn)?.style.background == nil)
        #expect(drawn[0, 2].style == CellStyle())
    }

    @Test("Increase Contrast resolves system colours to their increased-contrast values")
    func increaseContrastResolvesColours() {
        let view = VStack { Text("sky").foregroundColor(.blue); Text("note").foregroundColor(.secondary) }
        let drawn = canvas(view) { $0.colorSchemeContrast = .increased }
        #expect(cell("sky", in: drawn)?.style.foreground == TerminalColor(red: 64, green: 156, blue: 255))
        #expect(cell("note", in: drawn)?.style.foreground == TerminalColor(red: 184, green: 184, blue: 194))
        var environment = EnvironmentValues()
        environment.colorSchemeContrast = .increased
        #expect(Color.primary.resolve(in: environment) == Color.Resolved(red: 1, green: 1, blue: 1))
        #expect(Color(red: 0.5, green: 0.25, blue: 0).resolve(in: environment) == Color.Resolved(red: 0.5, green: 0.25, blue: 0))
    }

    @Test("Increase Contrast stops drawing small text faint")
    func increaseContrastUndimsSmallText() {
        let view = VStack { Text("fine print") }.font(.footnote)
        #expect(cell("fine", in: canvas(view) { _ in })?.style.dim == true)
        #expect(cell("fine", in: canvas(view) { $0.colorSchemeContrast = .increased })?.style.dim == false)
    }

    @Test("the light appearance paints the page white, text without a colour black, and system colours light")
    func lightAppearance() {
        let view = VStack { Text("plain"); Text("sky").foregroundColor(.blue); Text("label").foregroundColor(.primary) }
        let drawn = canvas(view) { $0.colorScheme = .light }
        let white = TerminalColor(red: 255, green: 255, blue: 255), black = TerminalColor(red: 0, green: 0, blue: 0)
        #expect(cell("plain", in: drawn)?.style.foreground == black)
        #expect(cell("plain", in: drawn)?.style.background == white)
        #expect(cell("sky", in: drawn)?.style.foreground == TerminalColor(red: 0, green: 122, blue: 255))
        #expect(cell("label", in: drawn)?.style.foreground == black)
        #expect(drawn[19, 2].style.background == white, "the whole page, not only the text")
    }

    @Test("Invert Colors inverts every colour's lightness and keeps its hue, as Smart Invert does")
    func invertColors() {
        let view = VStack { Text("plain"); Text("sky").foregroundColor(.blue) }
        let drawn = canvas(view) { $0.invertColors = true }
        // The dark page turns light.
        #expect(cell("plain", in: drawn)?.style.foreground == TerminalColor(red: 0, green: 0, blue: 0))
        #expect(cell("plain", in: drawn)?.style.background == TerminalColor(red: 255, green: 255, blue: 255))
        // Blue stays blue, a little darker: (10, 133, 255) has lightness 52%, and becomes 48%.
        #expect(cell("sky", in: drawn)?.style.foreground == TerminalColor(red: 0, green: 123, blue: 245))
    }

    @Test("accessibilityIgnoresInvertColors keeps a view's own colours while Invert Colors is on")
    func ignoresInvertColors() {
        let view = VStack {
            Text("photo").foregroundColor(.blue).accessibilityIgnoresInvertColors()
            Text("sky").foregroundColor(.blue)
        }
        let drawn = canvas(view) { $0.invertColors = true }
        #expect(cell("photo", in: drawn)?.style.foreground == Self.blue)
        #expect(cell("sky", in: drawn)?.style.foreground != Self.blue)
    }

    @Test("Button Shapes underlines the labels of buttons in the system styles, not text or plain buttons")
    func buttonShapesUnderlineButtons() {
        let view = VStack {
            Button("Save") {}
            Button("Share") {}.buttonStyle(.bordered)
            Button("Quiet") {}.buttonStyle(.plain)
            Text("Words")
        }
        let off = canvas(view, rows: 4) { _ in }
        #expect(cell("Save", in: off)?.style.underline == false)
        let on = canvas(view, rows: 4) { $0.buttonShapes = true }
        #expect(cell("Save", in: on)?.style.underline == true)
        #expect(cell("Share", in: on)?.style.underline == true)
        #expect(cell("Quiet", in: on)?.style.underline == false)
        #expect(cell("Words", in: on)?.style.underline == false)
    }

    @Test("a Dynamic Type size keeps every text style one row high: a terminal has one font size")
    func dynamicTypeKeepsRows() {
        let view = VStack(alignment: .leading) { Text("Title").font(.largeTitle); Text("Body") }
        let large = canvas(view, rows: 2) { _ in }
        let huge = canvas(view, rows: 2) { $0.dynamicTypeSize = .accessibility5 }
        #expect(large.text == huge.text)
    }

    @Test("changing the overrides redraws the whole screen, not only what moved")
    func overridesRedrawEverything() {
        let graph = ViewGraph(VStack { Text("one"); Text("two") }, columns: 10, rows: 2)
        _ = graph.draw()
        var overrides = EnvironmentOverrides()
        overrides.colorScheme = .light
        graph.environmentOverrides = overrides
        let drawn = graph.draw()
        #expect((0..<10).allSatisfy { x in (0..<2).allSatisfy { drawn[x, $0].style.background != nil } })
        graph.environmentOverrides = EnvironmentOverrides()
        let back = graph.draw()
        #expect((0..<10).allSatisfy { x in (0..<2).allSatisfy { back[x, $0].style.background == nil } })
    }
}

/// Presentations and fills are opaque, as in SwiftUI: what is behind them does not show through.
@MainActor
struct OpaqueDrawingTests {
    /// What the screen shows behind a presentation: letters no presentation here draws.
    static let behind = "zzzzz zzzzz zzzzz zzzzz zzzz"

    /// A screen of text rows with `presentation` applied.
    struct Page<Modified: View>: View {
        let modify: (AnyView) -> Modified
        var body: some View {
            modify(AnyView(VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<10) { _ in Text(OpaqueDrawingTests.behind) }
            }.frame(maxWidth: .infinity, alignment: .leading)))
        }
    }

    @Test("a sheet clears its area before drawing its content: the screen does not show through")
    func sheetIsOpaque() {
        let text = drawing(Page { $0.sheet(isPresented: .constant(true)) { Text("Sheet") } }, columns: 30, rows: 8)
        let rows = text.components(separatedBy: "\n")
        #expect(rows[0] == Self.behind, "the first row stays visible above a sheet")
        #expect(rows[1] == "╭────────────────────────────╮")
        #expect(rows[2].contains("Sheet"))
        #expect(rows.count == 8 && !rows.dropFirst().joined().contains("z"), "\(text)")
    }

    @Test("an alert is opaque over the screen")
    func alertIsOpaque() {
        let text = drawing(Page { $0.alert("Low battery", isPresented: .constant(true)) { Button("OK") {} } }, columns: 30, rows: 8)
        let rows = text.components(separatedBy: "\n").map(Array.init)
        let top = rows.firstIndex { $0.contains("╭") }!, bottom = rows.firstIndex { $0.contains("╰") }!
        let left = rows[top].firstIndex(of: "╭")!, right = rows[top].firstIndex(of: "╮")!
        for row in rows[top...bottom] {
            #expect(!row[left...right].contains("z"), "\(text)")
        }
        #expect(rows[..<top].allSatisfy { $0.contains("z") }, "the screen is still there around the alert")
        #expect(text.contains("Low battery"))
    }

    @Test("a full-screen cover covers every row, from the top")
    func fullScreenCoverCoversAll() {
        let text = drawing(Page { $0.fullScreenCover(isPresented: .constant(true)) { Text("Cover") } }, columns: 30, rows: 8)
        #expect(!text.contains("z"), "\(text)")
        #expect(text.components(separatedBy: "\n").first?.hasPrefix("╭") == true)
        #expect(text.contains("Cover"))
    }

    @Test("a confirmation dialog sits at the bottom, opaque, its actions one under the other, with Cancel")
    func confirmationDialogDraws() {
        let view = Page {
            $0.confirmationDialog("Delete photo?", isPresented: .constant(true), titleVisibility: .visible) {
                Button("Delete", role: .destructive) {}
            }
        }
        let rows = drawing(view, columns: 30, rows: 10).components(separatedBy: "\n")
        let top = rows.firstIndex { $0.contains("╭") }!
        #expect(top > 0 && rows[..<top].allSatisfy { $0 == Self.behind })
        #expect(rows.count == 10 && rows.last?.hasPrefix("╰") == true)
        let panel = rows[top...].joined(separator: "\n")
        #expect(!panel.contains("z"), "\(panel)")
        let delete = rows.firstIndex { $0.contains("Delete") && !$0.contains("?") }!
        let cancel = rows.firstIndex { $0.contains("Cancel") }!
        #expect(rows.contains { $0.contains("Delete photo?") })
        #expect(cancel == delete + 1)
    }

    @Test("a confirmation dialog is modal: its actions and Cancel are the only elements; escape and any action dismiss it")
    func confirmationDialogIsModal() {
        struct Screen: View {
            @State var asking = true
            @State var deleted = false
            var body: some View {
                Text(deleted ? "Deleted" : "Photo")
                    .confirmationDialog("Delete photo?", isPresented: $asking) {
                        Button("Delete", role: .destructive) { deleted = true }
                        Button("Keep", role: .cancel) {}
                    }
            }
        }
        let graph = ViewGraph(Screen(), columns: 30, rows: 10)
        let modal = graph.accessibilityTree().allElements.first { $0.traits.contains(.isModal) }
        #expect(modal?.children.map(\.label) == ["Delete", "Keep"], "a cancel-role action replaces the added Cancel")
        modal?.escapeAction?()
        #expect(!graph.accessibilityTree().allElements.contains { $0.traits.contains(.isModal) })
        #expect(graph.accessibilityTree().labels == ["Photo"])
    }

    @Test("a filled shape hides what is behind it; a stroked one does not")
    func filledShapesAreOpaque() {
        let filled = drawing(ZStack {
            Text("behind behind")
            RoundedRectangle(cornerRadius: 8).fill(.black).frame(width: 48, height: 48)
        }, columns: 13, rows: 3)
        #expect(filled.components(separatedBy: "\n")[1] == "beh│    │hind")
        let stroked = drawing(ZStack {
            Text("behind behind")
            RoundedRectangle(cornerRadius: 8).stroke(.gray).frame(width: 48, height: 48)
        }, columns: 13, rows: 3)
        #expect(stroked.components(separatedBy: "\n")[1] == "beh│nd b│hind")
    }

    @Test("a card's filled background hides the screen under it and its own text draws on top")
    func filledBackgroundCard() {
        let text = drawing(ZStack(alignment: .top) {
            VStack(spacing: 0) { Text("behind behind"); Text("behind behind"); Text("behind behind") }
            Text("Card").padding(.horizontal, 16).padding(.vertical, 16)
                .background(RoundedRectangle(cornerRadius: 8).fill(.black))
        }, columns: 13, rows: 3)
        #expect(text.components(separatedBy: "\n") == ["be╭──────╮ind", "be│ Card │ind", "be╰──────╯ind"], "\(text)")
    }

    @Test("an opaque colour fills its frame; text drawn on it keeps the colour behind it")
    func colourBackgroundFills() {
        let graph = ViewGraph(ZStack {
            Text("behind")
            Text("hi").frame(width: 48, height: 16).background(Color.blue)
        }, columns: 6, rows: 1)
        let canvas = graph.draw()
        #expect(canvas.text == "  hi")
        let blue = TerminalColor(red: 10, green: 133, blue: 255)
        #expect((0..<6).allSatisfy { canvas[$0, 0].style.background == blue })
    }

    @Test("a translucent colour tints what is behind it and hides nothing")
    func translucentColourTints() {
        let canvas = ViewGraph(ZStack {
            Text("behind")
            Color.black.opacity(0.3)
        }, columns: 6, rows: 1).draw()
        #expect(canvas.text == "behind")
        #expect(canvas[0, 0].style.background == TerminalColor(red: 0, green: 0, blue: 0))
    }
}
