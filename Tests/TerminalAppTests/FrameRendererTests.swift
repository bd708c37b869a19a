import Accessibility
import Headless
import ScreenReader
import Testing
import TermUI

@Suite("Explorer renderer")
@MainActor
struct FrameRendererTests {
    /// The text of a rectangle of the canvas, one string per row, trailing spaces trimmed.
    func text(of rect: CellRect, in canvas: CellCanvas) -> [String] {
        (rect.y..<rect.maxY).map { y in
            var line = ""
            for x in rect.x..<rect.maxX { line += canvas[x, y].grapheme }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    func frame(screen: CellCanvas = CellCanvas(width: 40, height: 10), focus: CellRect? = nil, rows: [TreeRow] = [],
               captions: [Utterance] = [], rotor: RotorSetting? = .headings) -> Frame {
        Frame(screen: screen, focusRect: focus, treeRows: rows, captions: captions, title: "beach (after)",
                      rotor: rotor)
    }

    func row(_ text: String, depth: Int = 0, focused: Bool = false) -> TreeRow {
        TreeRow(id: AccessibilityElementID(text), depth: depth, text: text, isFocused: focused)
    }

    @Test("a Voice Control name with a problem keeps its ! mark when the pane's edge cuts the name short")
    func problemMarkSurvivesTruncation() throws {
        var shown = frame()
        let panes = try #require(ExplorerLayout.panes(width: 100, height: 30))
        let x = panes.screenContent.width - 10
        shown.voiceControlBadges = [
            VoiceControlBadge(id: AccessibilityElementID("send"), text: "Submit the whole message now", x: x, y: 0,
                              problem: .visibleTextNotInName(shown: "Send", missing: "Send")),
            VoiceControlBadge(id: AccessibilityElementID("ok"), text: "A long name with no problem", x: x, y: 2, problem: nil),
        ]
        let canvas = FrameRenderer.render(shown, width: 100, height: 30, showHelp: false)
        let content = panes.screenContent
        let marked = text(of: CellRect(x: content.x + x, y: content.y, width: 10, height: 1), in: canvas)[0]
        #expect(marked.hasPrefix("Submit") && marked.contains("…") && marked.hasSuffix(" !"), "the name cut, the mark kept: \(marked)")
        let plain = text(of: CellRect(x: content.x + x, y: content.y + 2, width: 10, height: 1), in: canvas)[0]
        #expect(plain == "A long na…")
    }

    @Test("a small terminal gets a centred message saying the size it needs and the size it has")
    func tooSmall() throws {
        let canvas = FrameRenderer.render(frame(), width: 40, height: 10, showHelp: false)
        let joined = canvas.rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(joined.contains("Terminal too small: need at least 80×24, have 40×10"))
        let wide = FrameRenderer.render(frame(), width: 79, height: 40, showHelp: false)
        let line = try #require(wide.rows.first { $0.contains("Terminal too small") })
        #expect(line.hasPrefix("  "), "centred")
        #expect(FrameRenderer.render(frame(), width: 0, height: 0, showHelp: false).text.isEmpty)
    }

    @Test("panes are boxed and titled")
    func titles() throws {
        let canvas = FrameRenderer.render(frame(), width: 100, height: 30, showHelp: false)
        let panes = try #require(ExplorerLayout.panes(width: 100, height: 30))
        let top = canvas.rows[panes.screen.y]
        #expect(top.hasPrefix("┌─ Screen — beach (after) ─"))
        #expect(top.contains("┌─ Accessibility tree ─"))
        #expect(canvas.rows[panes.captions.y].hasPrefix("┌─ Captions ─"))
        #expect(canvas[panes.screen.x, panes.screen.maxY - 1].grapheme == "└")
        #expect(canvas[panes.tree.maxX - 1, panes.tree.y].grapheme == "┐")
        #expect(canvas[panes.screen.x, panes.screen.y + 3].grapheme == "│")
    }

    @Test("the status bar shows the screen and the rotor setting; the bottom line shows keys")
    func statusBar() {
        let canvas = FrameRenderer.render(frame(rotor: .headings), width: 100, height: 30, showHelp: false)
        #expect(canvas.rows[0].contains("beach (after)"))
        #expect(canvas.rows[0].contains("Rotor: Headings"))
        #expect(canvas.rows[0].hasSuffix("? help  q quit"))
        #expect(canvas.rows[29].contains("→ next") && canvas.rows[29].contains("a actions"))
        let narrow = FrameRenderer.render(frame(), width: 80, height: 24, showHelp: false)
        #expect(narrow.rows[23].hasPrefix(" → next  ← prev"))
        #expect(!narrow.rows[23].hasSuffix("…") && TerminalText.width(of: narrow.rows[23]) <= 80, "whole hints only")
        let noRotor = FrameRenderer.render(frame(rotor: nil), width: 100, height: 30, showHelp: false)
        #expect(noRotor.rows[0].contains("Rotor: —"))
    }

    @Test("the app screen is drawn inside the screen pane and clipped at its border")
    func screenClipped() throws {
        var screen = CellCanvas(width: 200, height: 100)
        screen.put("Weekend adventure", x: 0, y: 0)
        screen.put(String(repeating: "x", count: 200), x: 0, y: 1)
        screen.put("bottom", x: 0, y: 99)
        let canvas = FrameRenderer.render(frame(screen: screen), width: 80, height: 24, showHelp: false)
        let panes = try #require(ExplorerLayout.panes(width: 80, height: 24))
        let content = panes.screenContent
        #expect(text(of: content, in: canvas)[0] == "Weekend adventure")
        #expect(text(of: content, in: canvas)[1] == String(repeating: "x", count: content.width))
        #expect(canvas[panes.screen.maxX - 1, content.y + 1].grapheme == "│", "the border survives")
        #expect(!canvas.text.contains("bottom"))
    }

    @Test("a wide character cut by the pane edge becomes a blank, never half a glyph")
    func wideCharacterAtEdge() throws {
        let panes = try #require(ExplorerLayout.panes(width: 80, height: 24))
        var screen = CellCanvas(width: 60, height: 2)
        screen.put("日", x: panes.screenContent.width - 1, y: 0)
        let canvas = FrameRenderer.render(frame(screen: screen), width: 80, height: 24, showHelp: false)
        #expect(canvas[panes.screenContent.maxX - 1, panes.screenContent.y].grapheme == " ")
        #expect(canvas[panes.screen.maxX - 1, panes.screenContent.y].grapheme == "│")
    }

    @Test("the focused element is outlined one cell outside, without covering its own text")
    func focusOutline() throws {
        var screen = CellCanvas(width: 40, height: 10)
        screen.put("Weekend adventure", x: 2, y: 1)
        screen.put("Comments      Off", x: 2, y: 3)
        let focus = CellRect(x: 2, y: 3, width: 8, height: 1)
        let canvas = FrameRenderer.render(frame(screen: screen, focus: focus), width: 80, height: 24,
                                             showHelp: false)
        let content = try #require(ExplorerLayout.panes(width: 80, height: 24)).screenContent
        let lines = text(of: content, in: canvas)
        #expect(lines[2] == " ┌────────┐")
        #expect(lines[3] == " │Comments│     Off")
        #expect(lines[4] == " └────────┘")
        #expect(lines[1] == "  Weekend adventure")
        #expect(canvas[content.x + 1, content.y + 2].style == ExplorerTheme.color.focusOutline)
    }

    @Test("the outline goes only on blank cells, so a neighbour's text stays; an edge outside the pane is left out, the edge running into it ends in an arrow")
    func focusOutlineOverText() throws {
        var screen = CellCanvas(width: 40, height: 10)
        screen.put("above above above", x: 0, y: 0)
        screen.put("Comments", x: 0, y: 1)
        let canvas = FrameRenderer.render(frame(screen: screen, focus: CellRect(x: 0, y: 1, width: 8, height: 1)),
                                             width: 80, height: 24, showHelp: false)
        let content = try #require(ExplorerLayout.panes(width: 80, height: 24)).screenContent
        let lines = text(of: content, in: canvas)
        // The box takes the blank cells around the element and leaves the neighbour's text; the
        // left edge would be outside the pane, so the box is open there, and says so with ←.
        #expect(lines[0] == "above above above", "the words and the space between them")
        #expect(lines[1] == "Comments│")
        #expect(lines[2] == "←───────┘")
        #expect(canvas[content.x + 2, content.y + 2].style.foreground == ExplorerTheme.color.focusOutline.foreground)
        #expect(canvas[content.x + 2, content.y].style.foreground == nil, "the neighbour's text keeps its own style")
        #expect(canvas[content.x - 1, content.y + 1].grapheme == "│", "the pane border is untouched")
    }

    @Test("tree rows are indented by depth and the focused row is marked and highlighted")
    func treeRows() throws {
        let rows = [row("Weekend adventure, heading"), row("Comments, switch button, Off", depth: 1, focused: true),
                    row("Reply, button", depth: 2)]
        let canvas = FrameRenderer.render(frame(rows: rows), width: 100, height: 30, showHelp: false)
        let panes = try #require(ExplorerLayout.panes(width: 100, height: 30))
        let lines = text(of: panes.treeContent, in: canvas)
        #expect(lines[0] == "  Weekend adventure, heading")
        #expect(lines[1] == "▶   Comments, switch button, Off")
        #expect(lines[2] == "      Reply, button")
        let focusedRow = panes.treeContent.y + 1
        #expect(canvas[panes.treeContent.maxX - 1, focusedRow].style.reverse, "the highlight spans the row")
        #expect(!canvas[panes.treeContent.x, panes.treeContent.y].style.reverse)
        #expect(canvas.rows[panes.tree.maxY - 1].hasSuffix("─ 2/3 ─┘"))
    }

    @Test("a long tree scrolls so the focused row stays in view", arguments: [0, 50, 99])
    func treeScrolls(focus: Int) throws {
        let rows = (0..<100).map { row("Element \($0)", focused: $0 == focus) }
        let canvas = FrameRenderer.render(frame(rows: rows), width: 80, height: 24, showHelp: false)
        let panes = try #require(ExplorerLayout.panes(width: 80, height: 24))
        let lines = text(of: panes.treeContent, in: canvas)
        #expect(lines.contains("▶ Element \(focus)"))
        #expect(lines.filter { !$0.isEmpty }.count == panes.treeContent.height, "the pane is full")
    }

    @Test("long and wide tree rows are cut with an ellipsis inside the pane")
    func treeRowsTruncated() throws {
        let long = "日本語のラベル " + String(repeating: "long ", count: 40)
        let canvas = FrameRenderer.render(frame(rows: [row(long, focused: true)]), width: 80, height: 24,
                                             showHelp: false)
        let panes = try #require(ExplorerLayout.panes(width: 80, height: 24))
        let line = text(of: panes.treeContent, in: canvas)[0]
        #expect(line.hasPrefix("▶ 日本語のラベル"))
        #expect(line.hasSuffix("…"))
        #expect(canvas[panes.tree.maxX - 1, panes.treeContent.y].grapheme == "│")
    }

    @Test("captions: newest last, wrapped to the panel, the most recent visible")
    func captions() throws {
        let panes = try #require(ExplorerLayout.panes(width: 80, height: 24))
        var said = (1...30).map { Utterance("Element \($0)", kind: .element) }
        said.append(Utterance("Saturday, " + String(repeating: "It was a beautiful weekend! ", count: 5), kind: .element))
        let canvas = FrameRenderer.render(frame(captions: said), width: 80, height: 24, showHelp: false)
        let lines = text(of: panes.captionContent, in: canvas)
        #expect(lines.last?.hasPrefix("    ") == true, "the last line continues the wrapped caption")
        #expect(lines.contains { $0.hasPrefix("  › Saturday, It was a beautiful weekend!") })
        #expect(lines.allSatisfy { TerminalText.width(of: $0) <= panes.captionContent.width })
        #expect(!lines.contains("  › Element 1"), "old captions scroll away")
        let visibleElements = lines.compactMap { $0.hasPrefix("  › Element ") ? Int($0.dropFirst(12)) : nil }
        #expect(visibleElements == visibleElements.sorted() && visibleElements.last == 30)
    }

    @Test("hints and announcements look different from element descriptions")
    func captionKinds() throws {
        let said = [Utterance("Comments, switch button, Off", kind: .element),
                    Utterance("Double tap to toggle setting", kind: .hint),
                    Utterance("Upload complete", kind: .announcement, priority: .high)]
        let canvas = FrameRenderer.render(frame(captions: said), width: 80, height: 24, showHelp: false)
        let content = try #require(ExplorerLayout.panes(width: 80, height: 24)).captionContent
        let lines = text(of: content, in: canvas)
        #expect(Array(lines.prefix(3)) == ["  › Comments, switch button, Off", "  - Double tap to toggle setting",
                                           "  ! Upload complete"])
        let element = canvas[content.x + 4, content.y].style
        let hint = canvas[content.x + 4, content.y + 1].style
        let announcement = canvas[content.x + 4, content.y + 2].style
        #expect(element != hint && hint != announcement && element != announcement)
        #expect(hint.italic && announcement.bold)
    }

    @Test("text from the screen is data: control characters never reach the terminal")
    func controlCharacters() {
        let said = [Utterance("evil \u{1B}[2J text\u{07}", kind: .announcement)]
        let rows = [row("tree \u{1B}]0;title\u{07}", focused: true)]
        let canvas = FrameRenderer.render(frame(rows: rows, captions: said), width: 80, height: 24, showHelp: false)
        #expect(!canvas.cells.contains { $0.grapheme.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } })
        #expect(canvas.text.contains("evil ␛[2J text␇"))
    }

    @Test("before anything is said, the caption panel says how to start")
    func emptyCaptions() {
        let canvas = FrameRenderer.render(frame(), width: 80, height: 24, showHelp: false)
        #expect(canvas.text.contains("Nothing said yet. Press → to hear the first element."))
        #expect(canvas.text.contains("No accessibility elements"))
    }

    @Test("the help overlay lists every key in the table with its gesture, on as many pages as the size needs",
          arguments: [(80, 24), (160, 48)])
    func help(size: (Int, Int)) {
        let pages = FrameRenderer.helpPageCount(width: size.0, height: size.1)
        let canvases = (0..<pages).map { page in
            var chrome = ExplorerChrome()
            chrome.helpPage = page
            return FrameRenderer.render(frame(), width: size.0, height: size.1, chrome: chrome)
        }
        let text = canvases.map(\.text).joined(separator: "\n")
        #expect(canvases.allSatisfy { $0.text.contains("─ Keys ─") && $0.text.contains("Esc or ? closes this help") })
        for binding in ExplorerKeyMap.bindings {
            #expect(text.contains(binding.summary), "help shows \(binding.summary)")
            #expect(canvases.contains { $0.rows.contains { $0.contains(binding.keyLabel) } }, "help shows \(binding.keyLabel)")
            if let gesture = binding.gesture { #expect(text.contains(gesture), "help shows \(gesture)") }
        }
        #expect(text.contains("Explore by touch"))
        if size.0 >= 160 { #expect(pages == 1, "a large terminal shows it all at once") }
        let closed = FrameRenderer.render(frame(), width: size.0, height: size.1, showHelp: false)
        #expect(!closed.text.contains("─ Keys ─"))
    }

    @Test("the word the voice is saying is drawn reversed in its caption, on whichever wrapped line it falls")
    func spokenWordHighlight() throws {
        var frame = frame()
        frame.captions = [Utterance("Earlier words", kind: .element),
                          Utterance("Half star, Saturday, It was a beautiful weekend! The waves were calm, the sun was shining.",
                                    kind: .element)]
        var chrome = ExplorerChrome()
        let text = frame.captions[1].text
        let offset = text.distance(from: text.startIndex, to: text.range(of: "shining")!.lowerBound)
        chrome.spokenWord = CaptionWord(utterance: 1, offset: offset, length: 7)
        let canvas = FrameRenderer.render(frame, width: 80, height: 24, chrome: chrome)
        let panes = try #require(ExplorerLayout.panes(width: 80, height: 24))
        let content = panes.captionContent
        var reversed = ""
        for y in content.y..<content.maxY {
            for x in content.x..<content.maxX where canvas[x, y].style.reverse { reversed += canvas[x, y].grapheme }
        }
        #expect(reversed == "shining")
        let plain = FrameRenderer.render(frame, width: 80, height: 24, chrome: ExplorerChrome())
        #expect(!(content.y..<content.maxY).contains { y in (content.x..<content.maxX).contains { plain[$0, y].style.reverse } })
    }
}
