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

    @Test("bidi controls, line separators and invisible format characters are shown as �; joiners stay")
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
        for scalar in ["a", "é", "\u{200D}", "日", "\u{301}"] as [Unicode.Scalar] { #expect(!TerminalText.isUnsafe(scalar)) }
    }
}
