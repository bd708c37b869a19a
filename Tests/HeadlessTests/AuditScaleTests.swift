import Accessibility
import DemoScreens
import Foundation
@testable import Headless
import ScreenReader
import Testing
@testable import TermUI

/// The audit on a long screen: the drawing rules ask which words lie in each element by row
/// (`WordRows`), not by a pass over every word for every element, and find what the pass found;
/// the probes open no more copies than their budget of elements allows.
@Suite("Audit scale")
@MainActor
struct AuditScaleTests {
    /// Rows of texts, buttons, hidden text, combined rows that drop their text and clipped texts.
    struct Rows: View {
        let count: Int
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<count) { i in row(i) }
            }
        }

        @ViewBuilder func row(_ i: Int) -> some View {
            switch i % 5 {
            case 0: HStack { Text("Item \(i)"); Button("Open \(i)") {} }
            case 1: HStack { Text("Draft \(i)").accessibilityHidden(true); Toggle("Notify \(i)", isOn: .constant(false)) }
            case 2: HStack { Text("Kept \(i)"); Text("Dropped \(i)") }.accessibilityElement(children: .ignore).accessibilityLabel("Kept \(i)")
            case 3: Text("A rather long description of item \(i) that goes on").lineLimit(1).frame(width: 20)
            default: Button("Send") {}.accessibilityLabel("Submit \(i)")
            }
        }
    }

    /// unexposed-text as it was written first: every element's text read, every word against
    /// every element.
    static func unexposedByPass(_ tree: AccessibilityTree, words: [VisibleWord], metric: CellMetric) -> [String] {
        let elements = tree.allElements.map { (element: $0, rect: metric.cellRect($0.frame), read: AccessibilityAudit.readText($0)) }
        var unread: [Int: [(word: VisibleWord, owner: AccessibilityElement?)]] = [:]
        for word in words {
            let text = SpeechMatch.normalize(word.text)
            guard text.count > 1 || word.text.first?.isNumber == true else { continue }
            let covering = elements.filter { word.overlaps($0.rect) }
            if covering.contains(where: { $0.read.contains(text) }) { continue }
            if covering.contains(where: { !$0.element.isContainer && !($0.element.value ?? "").isEmpty }) { continue }
            let owner = covering.min { $0.rect.width * $0.rect.height < $1.rect.width * $1.rect.height }?.element
            unread[word.row, default: []].append((word, owner))
        }
        return unread.keys.sorted().map { row in
            let run = unread[row]!
            return "\(run.compactMap(\.owner).first?.id.rawValue ?? "screen/row \(row + 1)"): \(run.map(\.word.text).joined(separator: " "))"
        }
    }

    @Test("the words inside each element, and unexposed-text's findings, are those a pass over every word finds")
    func wordsByRowMatchAPass() throws {
        let session = ScreenSession(Rows(count: 400), name: "rows", columns: 72, rows: 40)
        let context = session.auditContext
        let canvas = try #require(context.canvas)
        let tree = session.tree
        let words = VisibleWord.words(in: canvas)
        #expect(words.count > 50)
        let byRow = WordRows(words)
        // Words given in another order than row by row are found in the order given.
        let reversed = Array(words.reversed())
        let byRowReversed = WordRows(reversed)
        for element in tree.allElements {
            let rect = context.metric.cellRect(element.frame)
            #expect(byRow.inside(rect).map(\.text) == words.filter { $0.isInside(rect) }.map(\.text))
            #expect(byRowReversed.inside(rect).map(\.text) == reversed.filter { $0.isInside(rect) }.map(\.text))
        }
        let found = AccessibilityAudit.unexposedText(tree, ElementFacts(tree), canvas: canvas, words: words, metric: context.metric)
        #expect(!found.isEmpty)
        let seen = found.map { "\($0.elementID.rawValue): \($0.message.split(separator: "\"")[0])" }
        #expect(seen == Self.unexposedByPass(tree, words: words, metric: context.metric))
        // The whole audit's rules that read the drawing still find what they found.
        let rules = Set(session.auditFindings.map(\.rule))
        #expect(rules.isSuperset(of: [.unexposedText, .labelInName, .textClipped]), "\(rules)")
    }

    /// `count` texts, each with an action that changes nothing.
    struct SilentRows: View {
        let count: Int
        var body: some View {
            VStack {
                ForEach(0..<count) { i in Text("Row \(i)").accessibilityAction(named: "Copy") {} }
            }
        }
    }

    @Test("the probes open at most 40 copies, and fewer when the copies would hold more elements than their budget")
    func probesKeepToTheirBudget() {
        let session = ScreenSession(SilentRows(count: 60), name: "rows")
        #expect(session.auditFindings.filter { $0.rule == .customActionNoEffect }.count == ScreenSession.probeLimit)
        let small = ScreenSession(SilentRows(count: 60), name: "rows")
        small.probeElementBudget = 600
        let allowed = 600 / small.tree.count
        #expect(allowed < ScreenSession.probeLimit)
        #expect(small.auditFindings.filter { $0.rule == .customActionNoEffect }.count == allowed)
        #expect(ScreenSession.probeCount(elements: 100_000) == 4 && ScreenSession.probeCount(elements: 10_000) == 40)
        #expect(ScreenSession.probeCount(elements: 1_000_000) == 1)
    }

    /// `SilentRows` with a timer firing twice a second: something is due in the second an
    /// action's effect is looked for.
    struct TickingRows: View {
        let count: Int
        var body: some View {
            SilentRows(count: count).onAppear {
                TermUI.Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in }
            }
        }
    }

    @Test("a still screen's custom actions are performed one after another on one copy, as a user goes from row to row; with a timer due, a second copy waits")
    func stillScreenProbesOnOneCopy() {
        let still = ScreenSession(SilentRows(count: 3), name: "rows")
        let silent = still.auditFindings.filter { $0.rule == .customActionNoEffect }
        #expect(silent.map(\.label) == ["Row 0", "Row 1", "Row 2"])
        // The copy that listened for announcements, then the first row's (its cursor already
        // is where the listened copy's is), which serves the next rows: still after each action.
        #expect(still.probeCopiesOpened == 2)
        // Appeared and quiet, no copy listens: the first row's serves them all.
        let appeared = ScreenSession(SilentRows(count: 3), name: "rows")
        appeared.appear()
        #expect(appeared.auditFindings.filter { $0.rule == .customActionNoEffect } == silent)
        #expect(appeared.probeCopiesOpened == 1)
        // Not listened to (announcement-too-close disabled), it is a copy as opened: every row's.
        var configuration = AuditConfiguration()
        configuration.disabled = [.announcementTooClose]
        let unheard = ScreenSession(SilentRows(count: 3), name: "rows")
        #expect(unheard.auditFindings(with: configuration).filter { $0.rule == .customActionNoEffect } == silent)
        #expect(unheard.probeCopiesOpened == 1)
        let ticking = ScreenSession(TickingRows(count: 3), name: "rows")
        let found = ticking.auditFindings.filter { $0.rule == .customActionNoEffect }
        #expect(found.map(\.label) == silent.map(\.label) && found.map(\.message) == silent.map(\.message))
        // A copy a row that waits untouched, and one the action is performed on.
        #expect(ticking.probeCopiesOpened == 1 + 3 * 2)
    }

    /// Posts `count` announcements as it appears, then nothing ever again. `focusTold` ties a
    /// focus state to the text whose change posts two more at once, so VoiceOver's first
    /// focus runs the screen's code.
    struct PostsOnAppear: View {
        let count: Int
        var focusTold = false
        @AccessibilityFocusState private var focused: Bool
        var body: some View {
            if focusTold {
                upload.accessibilityFocused($focused).onChange(of: focused) { _, now in
                    guard now else { return }
                    AccessibilityNotification.Announcement("Focused").post()
                    AccessibilityNotification.Announcement("Ready").post()
                }
            } else {
                upload
            }
        }

        var upload: some View {
            Text("Upload").onAppear {
                for i in 0..<count { AccessibilityNotification.Announcement("Step \(i + 1)").post() }
            }
        }
    }

    @Test("announcement-too-close needs no copy of a screen as opened and appeared that posted at most once and has nothing due; opened only, after a command, or posting more, it listens to a copy")
    func quietScreenIsNotCopied() {
        for count in [0, 1] {
            // Appeared, as `rotor audit` and a walk meet a screen: nothing more can be posted.
            let quiet = ScreenSession(PostsOnAppear(count: count), name: "upload")
            quiet.appear()
            #expect(quiet.auditFindings.isEmpty && quiet.probeCopiesOpened == 0)
            // Opened only: a task its onAppear started waits for the first command.
            let opened = ScreenSession(PostsOnAppear(count: count), name: "upload")
            #expect(opened.auditFindings.isEmpty && opened.probeCopiesOpened == 1)
        }
        // A command was performed: the screen may no longer be as opened.
        let moved = ScreenSession(PostsOnAppear(count: 1), name: "upload")
        moved.appear()
        moved.perform(.next)
        #expect(moved.auditFindings.isEmpty && moved.probeCopiesOpened == 1)
        // The first focus runs the screen's code, which posts twice at once: the copy, which
        // appears as it listens, hears "Focused" cut off by "Ready".
        let told = ScreenSession(PostsOnAppear(count: 1, focusTold: true), name: "upload")
        told.appear()
        #expect(told.auditFindings.map(\.label) == ["Focused"])
        #expect(told.probeCopiesOpened == 1)
    }

    /// A title, a scroll view of fixed height whose rows reach far past the page's end, and a
    /// footer: the rows scrolled out of sight lie below the last row drawn.
    struct Inbox: View {
        let lazy: Bool
        var body: some View {
            VStack {
                Text("Inbox").font(.title).accessibilityAddTraits(.isHeader)
                ScrollView {
                    if lazy {
                        LazyVStack { ForEach(0..<1_000, id: \.self) { n in Button("Open message \(n)") {} } }
                    } else {
                        VStack { ForEach(0..<60, id: \.self) { n in Button("Open message \(n)") {} } }
                    }
                }
                .frame(height: 160)
                Text("Footer")
            }
        }
    }

    @Test("the rules that read the drawing pass over elements scrolled past the page's end (they read no cell there) instead of stopping the audit; traversal-order places a scrolled row where its scroll view is, as the reader does")
    func elementsPastThePageEnd() {
        for lazy in [false, true] {
            let session = ScreenSession(Inbox(lazy: lazy), name: "inbox")
            session.appear()
            let page = session.pageDrawing()
            #expect(session.tree.allElements.contains { session.graph.metric.cellRect($0.frame).y >= page.height })
            let findings = session.auditFindings(with: AuditConfiguration())
            #expect(findings.isEmpty, "\(findings.prefix(3).map { "\($0.rule): \($0.elementID)" })")
        }
        // A rectangle off the canvas has no rows or columns on it.
        let canvas = CellCanvas(width: 10, height: 5)
        #expect(canvas.rows(of: CellRect(x: 0, y: 7, width: 3, height: 2)).isEmpty)
        #expect(canvas.columns(of: CellRect(x: -4, y: 0, width: 2, height: 1)).isEmpty)
        #expect(canvas.rows(of: CellRect(x: 0, y: 3, width: 1, height: 9)) == 3..<5)
    }

    /// Rows whose actions archive them (drawn and read as archived), but row 1's "Copy", which
    /// shows nothing; row 0's "Clear" takes the other rows away.
    struct MixedRows: View {
        let clears: Bool
        @State private var archived: Set<Int> = []
        @State private var cleared = false
        var body: some View {
            VStack {
                ForEach(cleared ? [0] : [0, 1, 2], id: \.self) { i in
                    Text(archived.contains(i) ? "Row \(i) archived" : "Row \(i)")
                        .accessibilityAction(named: i == 1 ? "Copy" : i == 0 && clears ? "Clear" : "Archive") {
                            if i == 0 && clears { cleared = true } else if i != 1 { archived.insert(i) }
                        }
                }
            }
        }
    }

    /// Row 0's "Lock" locks the screen, which disables row 1 and its "Send" (which marks it sent).
    struct LockingRows: View {
        @State private var locked = false
        @State private var sent = false
        var body: some View {
            VStack {
                Text(locked ? "Row 0 locked" : "Row 0").accessibilityAction(named: "Lock") { locked = true }
                Text(sent ? "Row 1 sent" : "Row 1").accessibilityAction(named: "Send") { sent = true }.disabled(locked)
            }
        }
    }

    @Test("an action the last action took away (or disabled) is performed on a fresh copy, not judged silent on the shared one")
    func takenActionGetsAFreshCopy() {
        var configuration = AuditConfiguration()
        configuration.disabled = [.announcementTooClose]
        let locking = ScreenSession(LockingRows(), name: "rows")
        #expect(locking.auditFindings(with: configuration).filter { $0.rule == .customActionNoEffect }.isEmpty)
        #expect(locking.probeCopiesOpened == 2)
    }

    @Test("custom-action-no-effect on a shared copy: each action is judged against the copy as the last one left it, and a row the last action took away is probed on a fresh copy")
    func sharedCopyJudgesEachAction() {
        var configuration = AuditConfiguration()
        configuration.disabled = [.announcementTooClose]
        // Row 0 archived, then row 1's Copy changes nothing on that copy, then row 2 archived.
        let mixed = ScreenSession(MixedRows(clears: false), name: "rows")
        #expect(mixed.auditFindings(with: configuration).filter { $0.rule == .customActionNoEffect }.map(\.label) == ["Row 1"])
        #expect(mixed.probeCopiesOpened == 1)
        // Row 0's Clear leaves the copy without rows 1 and 2: row 1 gets a copy as opened, which
        // serves row 2.
        let clearing = ScreenSession(MixedRows(clears: true), name: "rows")
        #expect(clearing.auditFindings(with: configuration).filter { $0.rule == .customActionNoEffect }.map(\.label) == ["Row 1"])
        #expect(clearing.probeCopiesOpened == 2)
    }

    /// `SilentRows` spaced by the Dynamic Type size: the audit lays it out again at
    /// accessibility3 for text-clipped.
    struct SizedRows: View {
        @Environment(\.dynamicTypeSize) private var size
        var body: some View {
            VStack(spacing: size.isAccessibilitySize ? 1 : 0) { SilentRows(count: 3) }
        }
    }

    /// 300 rows of silent actions in a lazy stack, which holds a window of them.
    struct LazySilentRows: View {
        var body: some View {
            ScrollView {
                LazyVStack { ForEach(0..<300, id: \.self) { i in Text("Row \(i)").accessibilityAction(named: "Copy") {} } }
            }
        }
    }

    @Test("a one-shot audit (nothing uses the screen after it) lets the probes act on the screen itself when it is as opened and appeared: the same findings and one copy fewer; opened only, after a command, laid out at another size or with a lazy list, a copy is taken")
    func lastUseActsOnTheScreen() {
        var unheard = AuditConfiguration()
        unheard.disabled = [.announcementTooClose]
        for configuration in [AuditConfiguration(), unheard] {
            for clears in [false, true] {
                let copied = ScreenSession(MixedRows(clears: clears), name: "rows")
                copied.appear()
                let spent = ScreenSession(MixedRows(clears: clears), name: "rows")
                spent.appear()
                let expected = copied.auditFindings(with: configuration)
                #expect(expected.contains { $0.rule == .customActionNoEffect && $0.label == "Row 1" })
                #expect(spent.auditFindings(with: configuration, lastUse: true) == expected)
                #expect(spent.probeCopiesOpened == copied.probeCopiesOpened - 1, "clears: \(clears)")
            }
        }
        let appeared = ScreenSession(SilentRows(count: 3), name: "rows")
        appeared.appear()
        #expect(appeared.auditFindings(with: unheard, lastUse: true).filter { $0.rule == .customActionNoEffect }.count == 3)
        #expect(appeared.probeCopiesOpened == 0)

        let opened = ScreenSession(SilentRows(count: 3), name: "rows")
        #expect(opened.auditFindings(with: unheard, lastUse: true).filter { $0.rule == .customActionNoEffect }.count == 3)
        #expect(opened.probeCopiesOpened == 1)
        let moved = ScreenSession(SilentRows(count: 3), name: "rows")
        moved.appear()
        moved.perform(.next)
        #expect(moved.auditFindings(with: unheard, lastUse: true).filter { $0.rule == .customActionNoEffect }.count == 3)
        #expect(moved.probeCopiesOpened == 1)
        let sized = ScreenSession(SizedRows(), name: "rows")
        sized.appear()
        #expect(sized.auditFindings(with: unheard, lastUse: true).filter { $0.rule == .customActionNoEffect }.count == 3)
        #expect(sized.probeCopiesOpened == 1)
        let lazy = ScreenSession(LazySilentRows(), name: "rows")
        lazy.appear()
        #expect(!lazy.auditFindings(with: unheard, lastUse: true).filter { $0.rule == .customActionNoEffect }.isEmpty)
        #expect(lazy.probeCopiesOpened == 1)
    }

    @Test("the dot and bar glyphs the drawing rules look for are none of them ASCII, so an ASCII cell is turned down on its first byte")
    func lookedForGlyphsAreNotASCII() {
        let dots = AccessibilityAudit.dotGlyphs, bars = AccessibilityAudit.barGlyphs
        for glyph in dots.glyphs + bars.glyphs {
            #expect(glyph.utf8.first.map { $0 >= 0x80 } == true, "\(glyph)")
            #expect(glyph.unicodeScalars.count == 1, "\(glyph)")
        }
        for glyph in dots.glyphs { #expect(dots.contains(glyph) && !bars.contains(glyph)) }
        for glyph in bars.glyphs { #expect(bars.contains(glyph) && !dots.contains(glyph)) }
        // Another glyph, a glyph with a mark on it, ASCII and nothing are none of them.
        for other in ["o", "", "─", "●\u{FE0F}", "●\u{301}", "○○"] {
            #expect(!dots.contains(other) && !bars.contains(other), "\(other.debugDescription)")
        }
        // Position words are found in ASCII and in other scripts' digits alike.
        #expect(AccessibilityAudit.saysPosition("Step 2 of 5") && AccessibilityAudit.saysPosition("Page ٢ of ٥"))
        #expect(!AccessibilityAudit.saysPosition("Row 12") && !AccessibilityAudit.saysPosition("Offers"))
    }

    @Test("the byte look for a digit and a position word before the pattern turns down only ASCII texts the pattern would: step, page, of and / in any case")
    func positionWordPrefilter() {
        let texts = ["Step 2 of 5", "STEP 3", "page 4", "PaGe 9", "2/5", "2 OF 5", "Item 12", "Notify 3", "Open item 10", "Section 4",
                     "Profile 2", "stepping 1", "", "of", "Row 1 of 3", "pag e 1", "st ep 2", "Page", "1/"]
        for text in texts {
            let lower = text.lowercased()
            let byPattern = ["of", "/", "step", "page"].contains { lower.contains($0) }
            #expect(AccessibilityAudit.asciiMayGivePosition(text.utf8) == (byPattern && lower.contains(where: \.isNumber)), "\(text)")
            // The whole answer is the pattern's, with or without the look first.
            let expected = lower.contains(where: \.isNumber) && byPattern
                && (lower.contains(/\d+\s*(of|\/)\s*\d+/) || lower.contains(/(step|page)\s+\d+/))
            #expect(AccessibilityAudit.saysPosition(text) == expected, "\(text)")
        }
        #expect(AccessibilityAudit.asciiMayGivePosition("Seite 2 von 5 · é".utf8) == nil)
    }

    @Test("a run of dots is three or more, at most two blank cells apart, with nothing drawn between, not all alike; a bar is eight cells in two colours")
    func dotAndBarRunsFromTheCellsOutsideASCII() {
        var canvas = CellCanvas(width: 20, height: 6)
        let bold = CellStyle(bold: true), red = CellStyle(foreground: TerminalColor(red: 255, green: 0, blue: 0))
        canvas.put("●", x: 0, y: 0, style: bold)
        canvas.put(" ○  ○", x: 1, y: 0)               // a run: 0 to 5
        canvas.put("● x ○ ○", x: 0, y: 1, style: bold)  // an x between: two dots after it, no run
        canvas.put("●", x: 0, y: 2, style: bold)
        canvas.put("    ○ ○ ○", x: 1, y: 2)           // four blanks apart: the bold dot is alone, the three after alike
        canvas.put("○ ○ ○", x: 0, y: 3)               // all alike: no run
        canvas.put("éé", x: 0, y: 4)                  // letters outside ASCII before the dots
        canvas.put("●", x: 3, y: 4, style: bold)
        canvas.put(" ○ ○", x: 4, y: 4)
        canvas.put("███", x: 0, y: 5, style: red)
        canvas.put("█████", x: 3, y: 5)
        #expect(AccessibilityAudit.dotRuns(canvas) == [CellRect(x: 0, y: 0, width: 6, height: 1),
                                                       CellRect(x: 3, y: 4, width: 5, height: 1)])
        let bars = AccessibilityAudit.drawnProgressBars(canvas)
        #expect(bars.map(\.cells) == [CellRect(x: 0, y: 5, width: 8, height: 1)] && bars.map(\.filled) == [3.0 / 8])
    }

    @Test("rows' lists keep each row's numbers in the order given, span only the rows listed, and a row not listed has none")
    func rowListsByRow() {
        let lists = RowLists([(2, 7), (0, 1), (2, 3), (4, 9), (0, 5)])
        #expect(Array(lists[0]) == [1, 5] && Array(lists[2]) == [7, 3] && Array(lists[4]) == [9])
        #expect(lists[1].isEmpty && lists[3].isEmpty && lists[-1].isEmpty && lists[5].isEmpty)
        // Rows far down a long page: the lists span those rows alone.
        let far = RowLists([(999_998, 2), (999_990, 1)])
        #expect(Array(far[999_990]) == [1] && Array(far[999_998]) == [2] && far[0].isEmpty && far[999_999].isEmpty)
        #expect(RowLists([])[0].isEmpty)
    }

    @Test("trimming a label without a scan gives what Foundation's trimming gives")
    func quickTrimmingMatchesFoundation() {
        for text in ["Send", " Send", "Send\n", "\u{00A0}Send\u{2003}", "", " ", "a", "Row 1 of 3", "\tx\r\n", "é", "x\u{200B}"] {
            #expect(AccessibilityAudit.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
        }
    }

    @Test("role-word-in-label's look for \"head\" before splitting a label into words misses no label whose words have heading or header")
    func headingWordPrefilter() {
        let labels = ["Welcome heading", "HEADER", "Sub-heading", "hhead", "hehead", "Item 3", "Hea d", "ahead of us", "é heading",
                      "Section 4", "", "heading", "The head", "Heads up"]
        for label in labels {
            let words = SpeechMatch.normalize(label).split(separator: " ")
            let hasWord = words.contains { $0 == "heading" || $0 == "header" }
            #expect(!hasWord || AccessibilityAudit.mayHoldHead(label), "\(label)")
        }
        #expect(!AccessibilityAudit.mayHoldHead("Item 3") && !AccessibilityAudit.mayHoldHead("Hea d"))
        #expect(AccessibilityAudit.mayHoldHead("hehead") && AccessibilityAudit.mayHoldHead("é"))
    }

    @Test("hint-not-a-phrase and the speech's length count words by the bytes of ASCII text, as splitting at Character.isWhitespace counts them")
    func hintWordCountMatchesCharacters() throws {
        let hints = ["Shows the item's page.", "", " ", "  two  words ", "tab\tand\nnewline", "crlf\r\nline", "\u{0B}v\u{0C}f\r",
                     "one", "é and more", "no\u{00A0}break", "em\u{2003}space", " \u{301}accent", "line\u{2028}separator"]
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/hostile-strings.txt")
        let hostile = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(hostile.count > 40)
        for hint in hints + hostile {
            #expect(SpokenWords.count(in: hint) == hint.split(whereSeparator: \.isWhitespace).count, "\(hint.prefix(40).debugDescription)")
        }
    }

    @Test("label-repeats-trait's byte look for \" word\" at a label's end agrees with hasSuffix")
    func traitWordAtEnd() {
        for (label, word) in [("play button", "button"), ("button", "button"), ("playbutton", "button"), ("a link", "link"),
                              ("search field", "search field"), ("my search field", "search field"), ("é button", "button"),
                              ("button é", "button"), ("", "link"), ("x  image", "image")] {
            #expect(AccessibilityAudit.endsWithWord(label, word) == label.hasSuffix(" " + word), "\(label)")
        }
    }

    @Test("file-or-symbol-name-label finds a symbol's name read as words only when its first word starts some symbol's name, as the full look-up does")
    func symbolNameFirstWord() {
        func words(_ label: String) -> [Substring] { label.split(separator: " ") }
        for label in ["chevron left", "star fill", "checkmark seal fill", "trash"] {
            #expect(SymbolCatalog.isSymbolName(lowercased: label, words: words(label)), "\(label)")
        }
        for label in ["open 12", "notify 13", "item 3", "globe", "left chevron"] {
            #expect(!SymbolCatalog.isSymbolName(lowercased: label, words: words(label)), "\(label)")
        }
    }

    @Test("unexposed-text looks for a word in an element's normalized label before all it reads: everything an element reads, normalized, starts with its normalized label")
    func readTextStartsWithTheLabel() {
        let labels = ["Item 12", "ΟΔΟΣ", "Nick's comment!", "  spaced  out ", "", "…", "Café", "e\u{301}te", "İstanbul", "Row 1 of 3."]
        for label in labels {
            var element = AccessibilityElement(id: AccessibilityElementID("e"))
            element.label = label
            element.value = "Σ value"
            element.hint = "Opens it."
            var child = AccessibilityElement(id: AccessibilityElementID("c"))
            child.label = "ΣΑΣ"
            element.children = [child]
            #expect(AccessibilityAudit.readText(element).hasPrefix(SpeechMatch.normalize(label)), "\(label)")
        }
    }

    @Test("the facts the audit notes in one walk (container, acts, enabled, scrolls, traits, frame, the controls' positions) are what each element of every demo screen, and of a screen that scrolls, says")
    func elementFactsAgreeWithTheElements() throws {
        var trees = try ActionableAgreementTests.specs.map { try ScreenSession(registry: demoRegistry, screen: $0).tree }
        let inbox = ScreenSession(Inbox(lazy: false), name: "inbox")
        inbox.appear()
        trees.append(inbox.tree)
        var scrolled = 0
        for tree in trees {
            let facts = ElementFacts(tree)
            #expect(facts.frames.count == tree.count && facts.traits.count == tree.count && facts.flags.count == tree.count)
            for (position, element) in tree.allElements.enumerated() {
                let flags = facts.flags[position]
                #expect(flags.contains(.container) == element.isContainer && flags.contains(.actionable) == element.isActionable
                    && flags.contains(.enabled) == element.isEnabled && flags.contains(.scrolls) == (element.scrollFrame != nil))
                #expect(facts.frames[position] == element.frame && facts.traits[position] == element.traits)
                if element.scrollFrame != nil { scrolled += 1 }
            }
            #expect(facts.actionable == tree.allElements.indices.filter { tree.allElements[$0].isActionable })
            #expect(facts.anyScrolls == tree.allElements.contains { $0.scrollFrame != nil })
        }
        #expect(scrolled > 0)
    }

    @Test("the words and the non-ASCII cells read from each row's buffer are those read a cell at a time, on hostile text")
    func cellScansAgreeOnHostileText() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/hostile-strings.txt")
        let lines = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").map(String.init)
            + ["中文 wide 漢字", "e\u{301}t\u{E9} ─ 42 …", "  two  words  "]
        var canvas = CellCanvas(width: 36, height: lines.count + 1, storedRows: 1..<(lines.count + 1))
        // Offset by 0 to 2 columns, and one line written over another, so wide characters are cut.
        for (y, line) in lines.enumerated() { canvas.put(line, x: y % 3, y: y + 1) }
        canvas.put("x", x: 1, y: lines.count - 2)
        var words: [String] = [], nonASCII: [String] = []
        for y in canvas.storedRows {
            var text = "", start = -1, end = 0
            func close() {
                if start >= 0 { words.append("\(y):\(start)-\(end) \(text)") }
                text = ""
                start = -1
            }
            for x in 0..<canvas.width {
                let grapheme = canvas[x, y].grapheme
                if (grapheme.utf8.first ?? 0) >= 0x80 { nonASCII.append("\(y):\(x)") }
                if grapheme.isEmpty {
                    if start >= 0 { end = x + 1 }
                } else if VisibleWord.isWordCell(grapheme) {
                    if start < 0 { start = x }
                    text += grapheme
                    end = x + 1
                } else {
                    close()
                }
            }
            close()
        }
        #expect(words.count > 40)
        #expect(VisibleWord.words(in: canvas).map { "\($0.row):\($0.start)-\($0.end) \($0.text)" } == words)
        #expect(AccessibilityAudit.NonASCIICells(canvas).rows.flatMap { row in row.columns.map { "\(row.y):\($0)" } } == nonASCII)
    }
}
