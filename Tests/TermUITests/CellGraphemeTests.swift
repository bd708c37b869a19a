import Foundation
import Testing
@testable import TermUI

/// A cell keeps its grapheme as bits: up to 15 bytes of UTF-8 in place, a longer grapheme by
/// its number in one table. What goes in must come out byte for byte, and the answers told
/// from the bits (a space, an ASCII byte, the first byte, a continuation) must be the
/// string's own.
@Suite("Cell graphemes kept as bits")
struct CellGraphemeTests {
    /// Every grapheme of the hostile strings and of texts whose graphemes sit at the edges of
    /// the in-place storage (15 and 16 bytes, the empty continuation, a lone combining mark).
    static let graphemes: [String] = {
        var all = Set<String>()
        for text in TextWrapperTests.texts { for character in text { all.insert(String(character)) } }
        all.formUnion(["", " ", "a", "\u{7F}", "\u{301}", "é", "e\u{301}", "日", "🇫🇷", "👩‍👩‍👧", "👩‍👩‍👧‍👦",
                       "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "a" + String(repeating: "\u{301}", count: 7),
                       "\u{E9}" + String(repeating: "\u{301}", count: 7), "\u{1B}", "\u{202E}", "\u{200B}"])
        return all.sorted()
    }()

    @Test("every grapheme comes back as it went in, and a cell tells a space, an ASCII byte, its first byte and a continuation as its string does")
    func roundTrip() {
        #expect(Self.graphemes.count > 60)
        #expect(Self.graphemes.contains { $0.utf8.count == 15 } && Self.graphemes.contains { $0.utf8.count == 16 },
                "the edge of the in-place storage is crossed")
        for grapheme in Self.graphemes {
            let cell = Cell(grapheme: grapheme, style: .plain)
            #expect(Array(cell.grapheme.utf8) == Array(grapheme.utf8), "\(grapheme.debugDescription)")
            #expect(cell.isSpace == (grapheme == " "))
            #expect(cell.isContinuation == grapheme.isEmpty)
            #expect(cell.asciiByte == (grapheme.utf8.count == 1 ? grapheme.utf8.first : nil))
            #expect(cell.firstByte == grapheme.utf8.first)
            var changed = cell
            changed.grapheme = grapheme + "x"
            #expect(changed.grapheme == grapheme + "x" && changed.style == cell.style)
        }
    }

    @Test("cells are equal exactly when their graphemes' bytes and styles are; a long grapheme is kept once")
    func equalityAndTheLongTable() {
        let cells = Self.graphemes.map { Cell(grapheme: $0, style: .plain) }
        for (a, ga) in zip(cells, Self.graphemes) {
            for (b, gb) in zip(cells, Self.graphemes) {
                #expect((a == b) == (Array(ga.utf8) == Array(gb.utf8)), "\(ga.debugDescription) \(gb.debugDescription)")
            }
        }
        #expect(Cell(grapheme: "a", style: .plain) != Cell(grapheme: "a", style: CellStyle(bold: true)))
        let long = "👩‍👩‍👧‍👦"
        _ = Cell(grapheme: long, style: .plain)
        let kept = LongGraphemes.shared.count
        for _ in 0..<100 { _ = Cell(grapheme: long, style: .plain) }
        #expect(LongGraphemes.shared.count == kept, "drawing a long grapheme again keeps nothing more")
        #expect(Cell(grapheme: long, style: .plain).hashValue == Cell(grapheme: long, style: .plain).hashValue)
    }

    @Test("a canvas of cells is plain memory: a cell holds no reference")
    func cellsArePlainBits() {
        #expect(_isPOD(Cell.self))
        #expect(MemoryLayout<Cell>.size <= 32)
    }
}
