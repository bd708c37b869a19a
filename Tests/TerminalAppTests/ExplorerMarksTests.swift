import Accessibility
import Headless
import ScreenReader
import Testing
import TermUI

/// What the marks in the panes say, with and without colour.
@Suite("Explorer marks")
@MainActor
struct ExplorerMarksTests {
    func text(of rect: CellRect, in canvas: CellCanvas) -> [String] {
        (rect.y..<rect.maxY).map { y in
            var line = ""
            for x in rect.x..<rect.maxX { line += canvas[x, y].grapheme }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    func frame(captions: [Utterance] = [], speaking: Int = 0, waiting: [Utterance] = [],
               rows: [TreeRow] = []) -> Frame {
        var screen = CellCanvas(width: 40, height: 10)
        screen.put("Weekend adventure", x: 2, y: 1)
        screen.put("Comments", x: 2, y: 3)
        var frame = Frame(screen: screen, focusRect: CellRect(x: 2, y: 3, width: 8, height: 1), treeRows: rows,
                                  captions: captions, title: "beach (after)", rotor: nil)
        frame.speakingCount = speaking
        frame.waiting = waiting
        return frame
    }

    var speech: (captions: [Utterance], waiting: [Utterance]) {
        var cut = Utterance("Weekend adventure, Heading", kind: .element)
        cut.wasCutOff = true
        return ([cut, Utterance("Comments, Switch button, Off", kind: .element),
                 Utterance("Double tap to toggle setting.", kind: .hint)],
                [Utterance("Jack favorited your trip", kind: .announcement, priority: .low)])
    }

    @Test("captions mark what is being spoken, what waits its turn (after, dim) and what was cut off")
    func speechMarks() throws {
        let (captions, waiting) = speech
        let canvas = FrameRenderer.render(frame(captions: captions, speaking: 2, waiting: waiting), width: 80, height: 24,
                                             chrome: ExplorerChrome())
        let content = try #require(ExplorerLayout.panes(width: 80, height: 24)).captionContent
        let lines = text(of: content, in: canvas)
        #expect(Array(lines.prefix(4)) == ["✂ › Weekend adventure, Heading", "▸ › Comments, Switch button, Off",
                                           "▸ - Double tap to toggle setting.", "… ! Jack favorited your trip"])
        #expect(canvas[content.x + 4, content.y + 1].style.underline, "what is being spoken is underlined")
        #expect(canvas[content.x + 4, content.y + 3].style.dim, "what waits is dim")
        #expect(!canvas[content.x + 4, content.y].style.underline)
    }

    @Test("NO_COLOR: no colour anywhere, and focus, changes, kinds and speech still differ by mark and attribute")
    func monochrome() throws {
        let (captions, waiting) = speech
        let rows = [TreeRow(id: .init("a"), depth: 0, text: "heading \"Inbox\"", isFocused: false, change: .added),
                    TreeRow(id: .init("b"), depth: 0, text: "text \"Lunch\"", isFocused: false, change: .removed),
                    TreeRow(id: .init("c"), depth: 0, text: "switch \"Alerts\"", isFocused: true, change: .changed)]
        var chrome = ExplorerChrome(theme: .monochrome)
        chrome.flash = "Last item"
        chrome.popup = ExplorerPopup(title: "Actions", rows: [.init(["Favorite"]), .init(["Reply"])], selected: 1)
        let canvas = FrameRenderer.render(frame(captions: captions, speaking: 2, waiting: waiting, rows: rows),
                                             width: 80, height: 24, chrome: chrome)
        #expect(canvas.cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
        let panes = try #require(ExplorerLayout.panes(width: 80, height: 24))
        #expect(canvas[0, 0].style.reverse, "the status bar is reversed")
        let flashX = try #require(canvas.rows[0].range(of: "◆")).lowerBound.utf16Offset(in: canvas.rows[0])
        #expect(!canvas[flashX, 0].style.reverse && canvas[flashX, 0].style.bold, "the note stands out of the bar")
        let tree = panes.treeContent
        #expect(text(of: tree, in: canvas).prefix(3) == [" +heading \"Inbox\"", " ×text \"Lunch\"", "▶*switch \"Alerts\""])
        #expect(canvas[tree.x + 2, tree.y].style.bold && canvas[tree.x + 2, tree.y + 1].style.dim)
        #expect(canvas[tree.x + 2, tree.y + 2].style.reverse && canvas[tree.x + 2, tree.y + 2].style.underline)
        let outline = panes.screenContent
        #expect(canvas[outline.x + 1, outline.y + 2].grapheme == "┌" && canvas[outline.x + 1, outline.y + 2].style.bold)
        let kinds = Set(captions.map(\.kind) + waiting.map(\.kind)).map(ExplorerTheme.captionMark)
        #expect(Set(kinds).count == kinds.count)
        let popupRow = try #require(canvas.rows.firstIndex { $0.contains("Reply") })
        let replyX = try #require(canvas.rows[popupRow].range(of: "Reply")).lowerBound.utf16Offset(in: canvas.rows[popupRow])
        #expect(canvas[replyX, popupRow].style.reverse, "the chosen row is reversed")
    }

    @Test("NO_COLOR is any non-empty value")
    func noColorEnvironment() {
        #expect(ExplorerTheme.forEnvironment(["NO_COLOR": "1"]).isMonochrome)
        #expect(ExplorerTheme.forEnvironment(["NO_COLOR": "no"]).isMonochrome)
        #expect(!ExplorerTheme.forEnvironment(["NO_COLOR": ""]).isMonochrome)
        #expect(!ExplorerTheme.forEnvironment(["TERM": "xterm"]).isMonochrome)
    }

    @Test("caption kinds have distinct marks, and each kind a distinct look in colour")
    func kindsDiffer() {
        let kinds: [Utterance.Kind] = [.element, .hint, .announcement, .rotor, .action, .content, .cue]
        #expect(Set(kinds.map(ExplorerTheme.captionMark)).count == kinds.count)
        #expect(Set(kinds.map { ExplorerTheme.color.caption($0) }).count == kinds.count)
        let states: [ExplorerTheme.SpeechState] = [.said, .speaking, .waiting, .cutOff]
        #expect(Set(states.map(ExplorerTheme.speechMark)).count == states.count)
    }

    @Test("colours set on a panel's background come with their own foreground, so they read on light and dark terminals")
    func panelsSetBothColours() {
        let theme = ExplorerTheme.color
        for style in [theme.statusBar, theme.statusBarEmphasis, theme.flash, theme.panel, theme.panelTitle, theme.panelDim,
                      theme.panelSelection] {
            #expect(style.background != nil && style.foreground != nil)
        }
        // Text drawn on the terminal's own background uses mid-tones: neither near white nor near black.
        for style in [theme.focusOutline, theme.keyHints, theme.treeChange(.added), theme.treeChange(.removed),
                      theme.treeChange(.changed)] + [Utterance.Kind.hint, .announcement, .rotor, .action, .content, .cue]
            .map({ theme.caption($0) }) {
            let color = style.foreground!
            let luminance = (299 * Int(color.red) + 587 * Int(color.green) + 114 * Int(color.blue)) / 1000
            #expect((40...180).contains(luminance), "\(color.hex) reads on black and on white")
        }
    }

    @Test("a popup is opaque: nothing under it shows, and a wide character under its edge is blanked whole")
    func popupOpaque() throws {
        var screen = CellCanvas(width: 60, height: 20)
        for y in 0..<20 { screen.put(String(repeating: "日本", count: 15), x: 0, y: y) }
        var frame = self.frame()
        frame.screen = screen
        var chrome = ExplorerChrome()
        chrome.popup = ExplorerPopup(title: "Screens", rows: [.init(["1", "trip"]), .init(["2", "beach"])])
        let canvas = FrameRenderer.render(frame, width: 80, height: 24, chrome: chrome)
        let top = try #require(canvas.rows.firstIndex { $0.contains("─ Screens ─") })
        #expect(canvas.rows[top + 1].contains("1  trip"))
        let left = try #require((0..<77).first { canvas[$0, top].grapheme == "┌" && canvas[$0 + 3, top].grapheme == "S" })
        let right = try #require((left..<80).first { canvas[$0, top].grapheme == "┐" })
        for y in (top + 1)..<(top + 3) {
            for x in (left + 1)..<right {
                #expect(canvas[x, y].grapheme != "日" && canvas[x, y].grapheme != "本", "(\(x), \(y)) is the popup's")
            }
        }
        for y in 0..<24 {
            var columns = 0
            for x in 0..<80 where !canvas[x, y].isContinuation {
                let width = TerminalText.width(of: canvas[x, y].grapheme)
                #expect(width == 1 || (x + 1 < 80 && canvas[x + 1, y].isContinuation), "row \(y) column \(x)")
                columns += width
            }
            #expect(columns == 80, "row \(y) keeps its width")
        }
    }

    @Test("the focus outline goes only on blank cells: the neighbouring text and the app's wide characters stay whole")
    func outlineKeepsNeighbours() throws {
        var screen = CellCanvas(width: 40, height: 10)
        screen.put("Food $300 日本", x: 0, y: 2)
        screen.put("━━━━━━━━━━━━━━━━━━━━", x: 1, y: 3)
        screen.put("Travel $600", x: 0, y: 4)
        let frame = Frame(screen: screen, focusRect: CellRect(x: 1, y: 3, width: 20, height: 1), treeRows: [],
                                  captions: [], title: "wallet (after)", rotor: nil)
        let canvas = FrameRenderer.render(frame, width: 80, height: 24, chrome: ExplorerChrome())
        let content = try #require(ExplorerLayout.panes(width: 80, height: 24)).screenContent
        let lines = text(of: content, in: canvas)
        // The box leaves the neighbours' words and the spaces between them as they are.
        #expect(lines[2] == "Food $300 日本───────┐")
        #expect(lines[3] == "│━━━━━━━━━━━━━━━━━━━━│")
        #expect(lines[4] == "Travel $600──────────┘")
        #expect(canvas[content.x + 1, content.y + 3].style.underline, "the element's own cells are marked")
    }

    @Test("the details panel fits the narrowest tree pane and shows the hint beside its name")
    func detailsNarrow() throws {
        var element = AccessibilityElement(id: .init("volume"))
        element.label = "Volume"
        element.value = "60 percent"
        element.hint = "Changes the volume"
        element.traits = [.isStaticText]
        var chrome = ExplorerChrome()
        chrome.details = ElementDetails(element: element, actions: ["Mute"])
        chrome.detailsHaveKeyboard = true
        let canvas = FrameRenderer.render(frame(), width: 80, height: 24, chrome: chrome)
        let pane = try #require(ExplorerLayout.panes(width: 80, height: 24)).treeContent
        let lines = text(of: pane, in: canvas)
        #expect(lines.contains(" Hint         Changes the volume"))
        #expect(lines.contains(" Actions      ▸ Mute"))
        #expect(lines.allSatisfy { TerminalText.width(of: $0) <= pane.width })
    }

    @Test("the help explains the caption, tree and status-bar marks and names the screens key, within 80×24")
    func helpExplainsMarks() {
        let pages = FrameRenderer.helpPageCount(width: 80, height: 24)
        let text = (0..<pages).map { page -> String in
            var chrome = ExplorerChrome()
            chrome.helpPage = page
            let canvas = FrameRenderer.render(frame(), width: 80, height: 24, chrome: chrome)
            #expect(canvas.rows[0].hasPrefix(" rotor"), "the help leaves the status bar")
            return canvas.text
        }.joined(separator: "\n")
        for mark in ["▸ being spoken", "… waits its turn", "✂ cut off", "› element", "- hint", "! announcement",
                     "+ added", "× removed", "* changed", "◆", "Screens: open another"] {
            #expect(text.contains(mark), "the help says \(mark)")
        }
    }
}
