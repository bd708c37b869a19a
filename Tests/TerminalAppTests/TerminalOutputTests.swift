@testable import TerminalApp
import Testing
import TermUI

@Suite("Terminal output")
struct TerminalOutputTests {
    @Test("colours map to the nearest of xterm's 256")
    func nearest256() {
        #expect(ColorPalette.nearest256(TerminalColor(red: 255, green: 0, blue: 0)) == 196)
        #expect(ColorPalette.nearest256(TerminalColor(red: 0, green: 0, blue: 0)) == 16)
        #expect(ColorPalette.nearest256(TerminalColor(red: 255, green: 255, blue: 255)) == 231)
        #expect(ColorPalette.nearest256(TerminalColor(red: 128, green: 128, blue: 128)) == 244)
        #expect(ColorPalette.nearest256(TerminalColor(red: 255, green: 200, blue: 0)) == 220)
    }

    @Test("colours map to the nearest of the 8 ANSI colours")
    func nearest8() {
        #expect(ColorPalette.nearest8(TerminalColor(red: 250, green: 10, blue: 0)) == 1)
        #expect(ColorPalette.nearest8(TerminalColor(red: 20, green: 20, blue: 20)) == 0)
        #expect(ColorPalette.nearest8(TerminalColor(red: 240, green: 240, blue: 240)) == 7)
        #expect(ColorPalette.nearest8(TerminalColor(red: 0, green: 200, blue: 210)) == 6)
    }

    @Test("only changed cells are written; a changed wide character is written from its first half")
    @MainActor
    func diff() {
        var before = CellCanvas(width: 10, height: 2)
        before.put("hello", x: 0, y: 0)
        before.put("日本", x: 0, y: 1)
        #expect(CellPainter.cellsToDraw(row: 0, of: before, since: before).isEmpty)
        #expect(CellPainter.cellsToDraw(row: 1, of: before, since: nil) == [0, 2, 4, 5, 6, 7, 8, 9],
                "continuation cells are never written on their own")
        var after = before
        after.put("y", x: 4, y: 0)
        #expect(CellPainter.cellsToDraw(row: 0, of: after, since: before) == [4])
        after.put("語", x: 2, y: 1)
        #expect(CellPainter.cellsToDraw(row: 1, of: after, since: before) == [2])
        var narrowed = before
        narrowed.put("a", x: 0, y: 1)
        #expect(CellPainter.cellsToDraw(row: 1, of: narrowed, since: before) == [0, 1])
    }
}
