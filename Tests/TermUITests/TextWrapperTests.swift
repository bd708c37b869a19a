import Foundation
import Testing
@testable import TermUI

/// A text that fits on one line is measured without being taken apart at each word: the
/// short way must give exactly what breaking at each word gives, or a text would measure one
/// way and draw another.
@Suite("Text wrapping: one line as it is")
struct TextWrapperTests {
    /// The hostile strings of Tests/Fixtures (raw lines: their backslash escapes are text too),
    /// and texts whose spaces, newlines and widths sit where a short way could go wrong.
    static let texts: [String] = {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/hostile-strings.txt")
        let lines = ((try? String(contentsOf: fixture, encoding: .utf8)) ?? "")
            .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        return lines + [
            "Row 12345", "Part 7", " leading space", "  two leading", "trailing space ", "two  inside",
            "line\nbreak", "crlf\r\nbreak", "\n", " ", "日本語のテキスト", "e\u{301}clair", "👩‍👩‍👧 family",
            "🇫🇷🇩🇪", "tab\there", "zero\u{200B}width", "a \u{301}b", "\u{1B}[31mred", String(repeating: "w", count: 90),
        ]
    }()

    @Test("a text no wider than the line, with no newline and no leading space, is its own one line; every text wraps as breaking at each word wraps it")
    func oneLineAgreesWithBreakingAtWords() {
        #expect(Self.texts.count > 40)
        var shortWays = 0
        for text in Self.texts {
            for columns in [1, 3, 6, 10, 20, 40, 80, 200] {
                for maxLines in [1, 2, Int.max] {
                    let words = TextWrapper.wrapByWords(text, columns: columns, maxLines: maxLines)
                    let wrapped = TextWrapper.wrapReportingCut(text, columns: columns, maxLines: maxLines)
                    #expect(wrapped.lines == words.lines && wrapped.isCut == words.isCut && wrapped.widest == words.widest,
                            "\(text.debugDescription) in \(columns) columns, \(maxLines) lines")
                    if TextWrapper.oneLine(text, columns: columns, maxLines: maxLines) != nil { shortWays += 1 }
                }
            }
        }
        #expect(shortWays > 100, "the short way is taken for the texts that fit")
        #expect(TextWrapper.oneLine("Row 12345", columns: 9, maxLines: 1)?.lines == ["Row 12345"])
        #expect(TextWrapper.oneLine("Row 12345", columns: 8, maxLines: 1) == nil, "one cell too wide")
        #expect(TextWrapper.oneLine(" Row", columns: 80, maxLines: 1) == nil, "breaking drops a leading space")
        #expect(TextWrapper.oneLine("a\nb", columns: 80, maxLines: 2) == nil)
    }

    @Test("measuring a wrap counts what breaking gives: its lines, the widest drawn and as broken, the cut, and whether the one line is the text")
    func measuringAgreesWithBreaking() {
        for text in Self.texts {
            for columns in [1, 2, 3, 6, 10, 20, 40, 80, 200, Int.max] {
                for maxLines in [1, 2, 3, Int.max] {
                    let wrapped = TextWrapper.wrapReportingCut(text, columns: columns, maxLines: maxLines)
                    let measured = TextWrapper.measure(text, columns: columns, maxLines: maxLines)
                    let label = "\(text.debugDescription) in \(columns) columns, \(maxLines) lines"
                    #expect(measured.lineCount == wrapped.lines.count, "\(label)")
                    #expect(measured.width == (wrapped.lines.map(TerminalText.width(of:)).max() ?? 0), "\(label)")
                    #expect(measured.isCut == wrapped.isCut && measured.widest == wrapped.widest, "\(label)")
                    #expect(measured.isTheText == (wrapped.lines.count == 1 && wrapped.lines[0] == text), "\(label)")
                }
            }
        }
        // A word wider than the line, cut at two lines: "abcd", "efg…".
        let cut = TextWrapper.measure("abcdefghij", columns: 4, maxLines: 2)
        #expect(cut.lineCount == 2 && cut.width == 4 && cut.isCut && !cut.isTheText)
        #expect(TextWrapper.wrap("abcdefghij", columns: 4, maxLines: 2) == ["abcd", "efg…"])
    }
}
