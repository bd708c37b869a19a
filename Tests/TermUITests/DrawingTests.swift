import Testing
@testable import TermUI

/// What the screen pane shows, compared as text.
@MainActor
struct DrawingTests {
    @Test("shapes draw with box-drawing characters; small ones as a dot or a bar")
    func shapes() {
        #expect(drawing(Rectangle().frame(width: 32, height: 48), columns: 4, rows: 3) == "┌──┐\n│  │\n└──┘")
        #expect(drawing(RoundedRectangle(cornerRadius: 4).frame(width: 32, height: 32), columns: 4, rows: 2) == "╭──╮\n╰──╯")
        #expect(drawing(Circle().frame(width: 8, height: 16), columns: 1, rows: 1) == "●")
        #expect(drawing(Capsule().frame(width: 32, height: 16), columns: 4, rows: 1) == "━━━━")
    }

    @Test("system symbols draw as a glyph, unknown ones as a short bracketed name")
    func symbols() {
        #expect(drawing(Image(systemName: "star.fill"), columns: 1, rows: 1) == "★")
        #expect(drawing(Image(systemName: "tortoise.fill"), columns: 10, rows: 1) == "[tortoise]")
    }

    @Test("a toggle draws its label and a switch that shows its state")
    func toggleLooksLikeAControl() {
        #expect(drawing(Toggle("Wi-Fi", isOn: .constant(false)), columns: 14, rows: 1) == "Wi-Fi     ●───")
        #expect(drawing(Toggle("Wi-Fi", isOn: .constant(true)), columns: 14, rows: 1) == "Wi-Fi     ━━━●")
    }

    @Test("a slider draws a track with its thumb at the value")
    func sliderLooksLikeAControl() {
        #expect(drawing(Slider(value: .constant(0.5), in: 0...1).frame(width: 88), columns: 11, rows: 1) == "━━━━━●─────")
    }

    @Test("textCase draws the texts below it in upper or lower case, widths included; VoiceOver reads them as written")
    func textCaseDrawsTheCase() {
        let header = VStack(alignment: .leading) {
            Text("Upcoming trips")
            Text("Straße")
        }
        #expect(drawing(header.textCase(.uppercase), columns: 14, rows: 2) == "UPCOMING TRIPS\nSTRASSE")
        #expect(drawing(header.textCase(.lowercase), columns: 14, rows: 2) == "upcoming trips\nstraße")
        // Nil inside a case puts the text back as written.
        #expect(drawing(VStack(alignment: .leading) { Text("Upcoming trips").textCase(nil) }.textCase(.uppercase),
                        columns: 14, rows: 1) == "Upcoming trips")
        let graph = ViewGraph(header.textCase(.uppercase), columns: 14, rows: 2)
        #expect(graph.accessibilityTree().allElements.map(\.label) == ["Upcoming trips", "Straße"])
    }

    @Test("a background sits on its view's own row when the view is off the grid (after a half-row spacing)")
    func backgroundFollowsAnOffGridView() {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("Mailboxes")
            Text("12").padding(.horizontal, 8).background(Rectangle().fill(.blue))
        }
        let lines = drawing(view, columns: 12, rows: 3).components(separatedBy: "\n")
        // The text lands on the third row (24 points rounds to row 2); its background with it,
        // not snapped up to the row between.
        #expect(lines.count == 3)
        #expect(lines[1].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[2].contains("12"))
    }

    @Test("a divider draws a line across a vertical stack")
    func divider() {
        #expect(drawing(VStack { Text("a"); Divider(); Text("b") }, columns: 3, rows: 3) == " a\n───\n b")
    }

    @Test("control characters in text are drawn as visible symbols, never sent raw")
    func controlCharactersAreData() {
        let text = drawing(Text("a\u{1B}[31mb"), columns: 10, rows: 1)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("a␛[31mb"), "got \(text)")
    }

    @Test("a tall page's window moving past its rows, or overlapping them, draws what a graph drawing those rows afresh draws, on the terminal's page and on a light one")
    func movedWindowDrawsAsFresh() {
        let page = ScrollView { VStack(alignment: .leading) { ForEach(0..<120, id: \.self) { Text("Line \($0)") } } }
        for light in [false, true] {
            func graph() -> ViewGraph {
                let graph = ViewGraph(page, columns: 20, rows: 12, scrollsVertically: true)
                if light { graph.environmentOverrides.colorScheme = .light }
                return graph
            }
            let moved = graph()
            // The window goes on past its rows, back over part of them, then on past them again.
            for rows in [0..<12, 40..<52, 34..<46, 44..<56, 90..<102] {
                let drawn = moved.draw(rows: rows)
                let fresh = graph().draw(rows: rows)
                #expect(drawn == fresh, "rows \(rows), light \(light)")
                #expect(drawn.text.contains("Line "), "rows \(rows): \(drawn.text.prefix(80))")
            }
        }
    }

    /// A screen whose drawing writes text, fills, box outlines and restyles (a selected
    /// segment, a half-transparent row, a coloured background).
    struct EveryWrite: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Weekend").font(.headline)
                Picker("Mode", selection: .constant(1)) {
                    Text("Day").tag(0)
                    Text("Week").tag(1)
                }
                .pickerStyle(.segmented)
                Text("Faded").opacity(0.3)
                Text("On blue").padding(.horizontal, 8).background(Rectangle().fill(.blue))
                RoundedRectangle(cornerRadius: 4).stroke().frame(width: 48, height: 32)
                ForEach(0..<30, id: \.self) { Text("Line \($0)") }
            }
        }
    }

    @Test("""
        a window recorded as the writes its drawing makes, made into cells later, is what \
        draw(rows:) draws there: text, fills, outlines and restyles, on the terminal's page and on a light one
        """)
    func recordedDrawingIsTheDrawing() {
        for light in [false, true] {
            func graph() -> ViewGraph {
                let graph = ViewGraph(ScrollView { EveryWrite() }, columns: 30, rows: 10, scrollsVertically: true)
                if light { graph.environmentOverrides.colorScheme = .light }
                return graph
            }
            let recording = graph()
            for rows in [0..<10, 0..<40, 5..<15, 30..<45] {
                let made = recording.recordDrawing(rows: rows).canvas()
                let drawn = graph().draw(rows: rows)
                #expect(made == drawn, "rows \(rows), light \(light)")
            }
            let top = recording.recordDrawing(rows: 0..<10).canvas()
            #expect(top.text.contains("Weekend") && top.text.contains("Faded") && top.text.contains("On blue"))
            #expect(top.cells.contains { $0.style.reverse }, "the selected segment is restyled")
            #expect(top.cells.contains { $0.style.dim }, "the faded row is restyled")
        }
    }

    @Test("opacity zero draws nothing")
    func opacityZeroDrawsNothing() {
        #expect(drawing(Text("gone").opacity(0), columns: 4, rows: 1) == "")
    }
}
