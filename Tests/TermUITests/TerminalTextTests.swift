import Foundation
import Testing
@testable import TermUI

/// Text leaving rotor: what becomes visible, and how wide a terminal draws each grapheme.
struct TerminalTextTests {
    @Test("C0 controls become Control Pictures, DEL ␡, C1 controls �")
    func controls() {
        #expect(TerminalText.sanitized("\u{1B}]0;title\u{07}") == "␛]0;title␇")
        #expect(TerminalText.sanitized("a\tb\nc\rd\u{0}") == "a␉b␊c␍d␀")
        #expect(TerminalText.sanitized("\u{7F}") == "␡")
        #expect(TerminalText.sanitized("\u{9B}2J \u{85}") == "�2J �")
        #expect(TerminalText.sanitized("\r\n") == "␍␊", "CR LF is one Character in Swift, and both are shown")
    }

    @Test("newlines survive only where rotor writes several lines of its own")
    func newlines() {
        #expect(TerminalText.sanitized("one\ntwo\u{1B}", keepingNewlines: true) == "one\ntwo␛")
        #expect(TerminalText.sanitized("one\r\ntwo", keepingNewlines: true) == "one␍\ntwo")
    }

    @Test("bidi controls, line separators and invisible format characters are shown as �; joiners in emoji sequences stay")
    func formatCharacters() {
        #expect(TerminalText.sanitized("\u{202E}evil.txt\u{202C}") == "�evil.txt�")
        #expect(TerminalText.sanitized("\u{2066}isolate\u{2069}\u{200E}\u{200F}\u{061C}") == "�isolate����")
        #expect(TerminalText.sanitized("a\u{200B}b\u{FEFF}c\u{2028}d\u{00AD}") == "a�b�c�d�")
        #expect(TerminalText.sanitized("👩‍👧") == "👩‍👧", "ZWJ sequences are text, not controls")
    }

    @Test("a combining mark with nothing to combine with sits on a dotted circle")
    func bareMark() {
        #expect(TerminalText.sanitized("\u{301}x") == "\u{25CC}\u{301}x")
        #expect(TerminalText.width(of: "\u{301}") == 1)
    }

    @Test("widths: ASCII one, East Asian wide and fullwidth two, default-emoji symbols two")
    func widths() {
        #expect(TerminalText.width(of: "abc") == 3)
        #expect(TerminalText.width(of: "日本語") == 6)
        #expect(TerminalText.width(of: "ｆｕｌｌ") == 8)
        #expect(TerminalText.width(of: "한국어") == 6)
        #expect(TerminalText.width(of: "😀") == 2)
        #expect(TerminalText.width(of: "⌚") == 2)
        #expect(TerminalText.width(of: "עברית") == 5)
        #expect(TerminalText.width(of: "é") == 1, "e and a combining acute are one cell")
        #expect(TerminalText.width(of: "Z̴̡̢̛͇͓͖̟̦̬̮̗̳͈̟̓̊͆͑̓̌̐̄̈́̚a") == 2, "zalgo marks stay in their base's cell")
    }

    @Test("emoji sequences are drawn as their first emoji, at the width every terminal gives it")
    func emojiSequences() {
        #expect(TerminalText.cells(of: "👩‍👩‍👧‍👦").map(\.text) == ["👩"])
        #expect(TerminalText.width(of: "👩‍👩‍👧‍👦") == 2)
        #expect(TerminalText.cells(of: "👍🏽").map(\.text) == ["👍"], "tmux gives a toned thumb four columns, others two")
        #expect(TerminalText.width(of: "👍🏽") == 2)
        #expect(TerminalText.cells(of: "❤️").map(\.text) == ["❤"], "VS16 asks for a width terminals disagree on")
        #expect(TerminalText.width(of: "❤️") == 1)
        #expect(TerminalText.width(of: "☺︎") == 1)
        #expect(TerminalText.width(of: "🏳️‍🌈") == 1)
    }

    @Test("a flag is drawn as its two regional indicators, one column each")
    func flags() {
        #expect(TerminalText.cells(of: "🇺🇸").map(\.text) == ["🇺", "🇸"])
        #expect(TerminalText.width(of: "🇺🇸🇯🇵") == 4)
    }

    @Test("the canvas stores what the terminal draws: every cell's width agrees with its continuation")
    func canvasCells() {
        var canvas = CellCanvas(width: 20, height: 1)
        let end = canvas.put("a👩‍👩‍👧‍👦❤️🇺🇸\u{1B}\u{202E}", x: 0, y: 0)
        #expect(canvas.rows[0] == "a👩❤🇺🇸␛�")
        #expect(end == 1 + 2 + 1 + 2 + 1 + 1)
        #expect(canvas[1, 0].grapheme == "👩" && canvas[2, 0].isContinuation)
    }

    @Test("every unsafe scalar is reported by isUnsafe, so JSON and XML writers escape the same set")
    func unsafeSet() {
        for scalar in ["\u{0}", "\u{1B}", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2028}", "\u{200B}"] as [Unicode.Scalar] {
            #expect(TerminalText.isUnsafe(scalar))
        }
        for scalar in ["a", "é", "日", "\u{301}"] as [Unicode.Scalar] { #expect(!TerminalText.isUnsafe(scalar)) }
        #expect(TerminalText.isUnsafe("\u{200D}"), "a joiner standing alone is invisible")
    }

    @Test("a zero-width joiner is kept only between two emoji; anywhere else it is shown as �")
    func joinersOnlyInEmojiSequences() {
        #expect(TerminalText.sanitized("a\u{200D}b") == "a�b")
        #expect(TerminalText.sanitized("\u{200D}") == "�", "a lone joiner is not a mark to put on a dotted circle")
        #expect(TerminalText.sanitized("👩\u{200D}") == "👩�", "a joiner with no emoji after it")
        #expect(TerminalText.sanitized("1\u{200D}2") == "1�2", "digits are emoji only in keycaps")
        #expect(TerminalText.sanitized("a\u{200C}b") == "a�b", "the non-joiner is invisible too")
        for sequence in ["👩‍👧", "👩‍👩‍👧‍👦", "🏳️‍🌈", "🏃🏽‍♀️", "🏴‍☠️", "❤️‍🔥"] {
            #expect(TerminalText.sanitized(sequence) == sequence, "\(sequence.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("a joiner or non-joiner after a letter of a joining or Indic script is spelling and is kept (Unicode 23.2)")
    func joinersInShapedScripts() {
        let persian = "\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}"  // "I want", with a non-joiner
        #expect(TerminalText.sanitized(persian) == persian)
        let devanagari = "\u{915}\u{94D}\u{200D}\u{937}"  // a half form chosen with a joiner
        #expect(TerminalText.sanitized(devanagari) == devanagari)
        let malayalam = "\u{D28}\u{D4D}\u{200D}"  // a chillu written the old way
        #expect(TerminalText.sanitized(malayalam) == malayalam)
        var json = ""
        TerminalText.forEachScalar(of: persian) { scalar, replacement in json += replacement == nil ? "" : "!" }
        #expect(json.isEmpty, "JSON keeps what the panes keep")
        #expect(TerminalText.sanitized("a\u{200C}\u{62E}") == "a\u{FFFD}\u{62E}", "after a Latin letter it is hidden text")
        #expect(TerminalText.sanitized("\u{200C}\u{62E}") == "\u{FFFD}\u{62E}", "with nothing before it")
    }

    @Test("tag characters are kept only in a flag's tag sequence (black flag, tag letters, cancel tag)")
    func tagsOnlyInFlagSequences() {
        let scotland = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        #expect(TerminalText.sanitized(scotland) == scotland)
        #expect(TerminalText.sanitized("x" + scotland + "y") == "x" + scotland + "y")
        #expect(TerminalText.sanitized("a\u{E0067}\u{E0062}\u{E007F}") == "a���", "tags after a letter")
        #expect(TerminalText.sanitized("\u{1F3F4}\u{E0067}\u{E0062}") == "\u{1F3F4}��", "no cancel tag")
        #expect(TerminalText.sanitized("\u{1F3F4}\u{E007F}") == "\u{1F3F4}�", "a cancel tag with no tag letters")
        #expect(TerminalText.sanitized("\u{E0041}") == "�")
        #expect(TerminalText.cells(of: Character(scotland)).map(\.text) == ["\u{1F3F4}"], "drawn as its flag")
    }

    @Test("private-use characters, noncharacters and unassigned code points are shown as �")
    func privateUseNoncharactersAndUnassigned() {
        #expect(TerminalText.sanitized("a\u{E000}\u{F8FF}\u{F0000}\u{10FFFD}b") == "a����b")
        let noncharacters = String(String.UnicodeScalarView([0xFFFF, 0xFFFE, 0xFDD0, 0xFDEF, 0x1FFFF, 0x10FFFF].map { Unicode.Scalar($0)! }))
        #expect(TerminalText.sanitized(noncharacters) == "������")
        #expect(TerminalText.sanitized("\u{378}\u{E0080}\u{2FFFD}") == "���", "unassigned")
        #expect(TerminalText.sanitized("\u{FDCF}\u{FFFD}") == "\u{FDCF}\u{FFFD}", "assigned neighbours stay")
    }

    @Test("every format, private-use and unassigned scalar of all of Unicode, standing alone, is shown as �; of the rest from U+00A0 on, only line and paragraph separators are")
    func allOfUnicode() {
        // Each unsafe scalar stands alone between newlines, which always break grapheme
        // clusters; every other scalar is checked by itself.
        var text = String.UnicodeScalarView()
        var expected = String.UnicodeScalarView()
        var checked = 0
        var mismatched: [UInt32] = []
        for value in UInt32(0xA0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            switch scalar.properties.generalCategory {
            case .format, .privateUse, .unassigned:
                text.append(scalar)
                text.append("\n")
                expected.append("\u{FFFD}")
                expected.append("\n")
                checked += 1
            case .lineSeparator, .paragraphSeparator:
                if !TerminalText.isUnsafe(scalar) { mismatched.append(value) }
            default:
                if TerminalText.isUnsafe(scalar) { mismatched.append(value) }
            }
        }
        #expect(mismatched.isEmpty, "\(mismatched.prefix(10).map { String($0, radix: 16) })")
        #expect(checked > 900_000, "Cf, Co and Cn are most of the code space")
        let sanitized = TerminalText.sanitized(String(text), keepingNewlines: true)
        guard !sanitized.unicodeScalars.elementsEqual(expected) else { return }
        // Name the first scalars that differ.
        let got = sanitized.split(separator: "\n", omittingEmptySubsequences: false)
        let given = String(text).split(separator: "\n", omittingEmptySubsequences: false)
        let wrong = zip(given, got).filter { $0.1 != "\u{FFFD}" }.prefix(10).map { "\($0.0.unicodeScalars.map { String($0.value, radix: 16) }) became \($0.1.unicodeScalars.map { String($0.value, radix: 16) })" }
        Issue.record("\(wrong)")
    }

    @Test("the table of plain symbols the panes draw answers as the rules do for every scalar it covers: its cells, its width, its replacement")
    func plainSymbolTableFollowsTheRules() {
        var mismatched: [UInt32] = []
        for value in TerminalText.plainSymbolRange {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            let fast = TerminalText.cells(of: character), rule = TerminalText.cellsByRule(of: character)
            let sameCells = fast.count == rule.count && zip(fast, rule).allSatisfy { $0.text == $1.text && $0.width == $1.width }
            if !sameCells || TerminalText.replacement(for: scalar) != TerminalText.replacementByRule(for: scalar) {
                mismatched.append(value)
            }
        }
        #expect(mismatched.isEmpty, "\(mismatched.prefix(10).map { String($0, radix: 16) })")
        #expect(TerminalText.plainSymbolWidth("│") == 1 && TerminalText.plainSymbolWidth("▶") == 1)
        #expect(TerminalText.plainSymbolWidth("\u{200D}") == nil, "a joiner is not drawn as it is")
        #expect(TerminalText.plainSymbolWidth("\u{301}") == nil, "a combining mark is drawn on a dotted circle")
        #expect(TerminalText.plainSymbolWidth("⌚") == 2, "an emoji-presentation symbol takes two columns")
    }

    @Test("""
        plain text put through a clip writes only the cells inside it and says where the text ended, \
        the same for text that starts before the clip, ends after it, or lies wholly outside it
        """)
    func asciiPutClipped() {
        var canvas = CellCanvas(width: 12, height: 1)
        let clip = CellRect(x: 4, y: 0, width: 4, height: 1)
        #expect(canvas.put("Hello world", x: 2, y: 0, clip: clip) == 8)
        #expect(canvas.rows[0] == "    llo")
        #expect(canvas.put("abc", x: 5, y: 0, clip: clip) == 8)
        #expect(canvas.rows[0] == "    labc")
        #expect(canvas.put("zz", x: 0, y: 0, clip: clip) == 2, "wholly before the clip")
        #expect(canvas.put("zz", x: 9, y: 0, clip: clip) == 9, "wholly after the clip: nothing passed")
        #expect(canvas.rows[0] == "    labc")
        #expect(canvas.put("wide 日本", x: 2, y: 0, clip: clip) == 9, "not ASCII: cell by cell; 日 does not fit and is left out")
        #expect(canvas.rows[0] == "    de c")
    }

    @Test("""
        a wrapped text drawn for a window of one row draws that row's line and no other: the lines \
        above and below the region are skipped, not drawn over it
        """)
    @MainActor
    func wrappedTextDrawsOnlyItsRowsInTheRegion() {
        let graph = ViewGraph(Text("alpha beta gamma delta epsilon"), columns: 11, rows: 6, scrollsVertically: true)
        let whole = graph.draw()
        let lines = whole.rows.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(lines.count >= 3, "the text wraps: \(whole.rows)")
        let fresh = ViewGraph(Text("alpha beta gamma delta epsilon"), columns: 11, rows: 6, scrollsVertically: true)
        let middle = fresh.draw(rows: 1..<2)
        #expect(middle.rows[1] == whole.rows[1])
        #expect(middle.storedRows == 1..<2)
    }
    /// A canvas drawn over again (the audit's walk) is cleared where it was written: every way
    /// of writing is noted, so nothing written is left, and how it was written is no part of
    /// what the canvas is.
    @Test("a canvas is blank beside the columns it notes as written, and cleared for other rows it is blank wherever it was written: text, wide text, a fill, a restyle, a cell, a blit, copied rows")
    func clearedCanvasIsBlank() {
        let blank = CellCanvas(width: 30, height: 20, storedRows: 10..<14)
        let style = CellStyle(foreground: TerminalColor(red: 1, green: 2, blue: 3), bold: true)
        var writes: [(String, (inout CellCanvas) -> Void)] = [
            ("ascii", { $0.put("Row 12", x: 3, y: 1, style: style) }),
            ("wide", { $0.put("日本 é", x: 20, y: 2, style: style) }),
            ("fill", { $0.fill(CellRect(x: 25, y: 0, width: 5, height: 4), grapheme: "#", style: style) }),
            ("restyle", { $0.restyle(CellRect(x: 0, y: 3, width: 2, height: 1)) { $0.underline = true } }),
            ("cell", { $0[29, 1] = Cell(grapheme: "x", style: style) }),
        ]
        var source = CellCanvas(width: 4, height: 1)
        source.put("abcd", x: 0, y: 0)
        writes.append(("blit", { [source] in $0.blit(source, x: 10, y: 2) }))
        var drawn = CellCanvas(width: 30, height: 20, storedRows: 0..<4)
        drawn.put("copied row", x: 15, y: 0)
        writes.append(("copied rows", { [drawn] in $0.copyStoredRows(from: drawn) }))
        for (name, write) in writes {
            var canvas = CellCanvas(width: 30, height: 20, storedRows: 0..<4)
            write(&canvas)
            // Compared apart from `#expect`, which would print every cell of both.
            let wrote = canvas != CellCanvas(width: 30, height: 20, storedRows: 0..<4)
            #expect(wrote, "\(name) wrote something")
            // What a scan of the drawing skips, beside the columns written, is blank.
            let written = canvas.writtenColumns
            let beside = (0..<4).flatMap { y in (0..<30).filter { !written.contains($0) }.map { canvas[$0, y] } }
            #expect(!written.isEmpty && beside.allSatisfy { $0 == .blank }, "\(name): columns \(written)")
            canvas.clear(holding: 10..<14)
            #expect(canvas.writtenColumns.isEmpty)
            let isBlank = canvas == blank, hashesAlike = canvas.hashValue == blank.hashValue
            #expect(isBlank && hashesAlike, "\(name): \(canvas.rows[10..<14])")
        }
    }

    @Test("the byte scans that read a string's storage agree with its UTF-8 view, for small, long and hostile strings")
    func byteScansAgreeWithTheView() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/hostile-strings.txt")
        let hostile = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").map(String.init)
        let texts = hostile + ["", "a", "Row 12", "100% sure", "a/b", "fifteen bytes!!", "sixteen bytes!!!",
                               String(repeating: "long text without a slash ", count: 8) + "/", "é/", "日本/語", "line\nbreak"]
        for text in texts {
            #expect(TerminalText.isPrintableASCII(text) == text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }, "\(text.debugDescription)")
            for byte in [UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "\n"), UInt8(ascii: " ")] {
                #expect(TerminalText.hasByte(byte, in: text) == text.utf8.contains(byte), "\(byte) in \(text.debugDescription)")
            }
        }
        // A string made from part of another holds its own bytes, not the rest of the other's.
        #expect(!TerminalText.hasByte(UInt8(ascii: "/"), in: String("ab/cd".prefix(2))))
    }
}
