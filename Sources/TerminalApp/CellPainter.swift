import CNCurses
import TermUI

/// Puts cell grids on the terminal, writing only the cells that differ from the last grid.
@MainActor
struct CellPainter {
    private var previous: CellCanvas?
    private var palette: ColorPalette

    init(palette: ColorPalette) {
        self.palette = palette
    }

    /// Forget what is on the terminal (after a resize): the next paint writes every cell.
    mutating func invalidate() {
        previous = nil
        rotor_clear_on_next_refresh()
    }

    /// Writes the cells of `canvas` that differ from the last grid painted. `damage`, when
    /// given, is the only regions where they can differ (the pulse's dots in the screen pane):
    /// the rest is not compared.
    mutating func paint(_ canvas: CellCanvas, damage: [CellRect]? = nil) {
        let last = previous.flatMap { $0.width == canvas.width && $0.height == canvas.height ? $0 : nil }
        if last == nil { rotor_erase() }
        let whole = CellRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        let regions = last == nil ? nil : damage?.map { $0.intersection(whole) }
        for region in regions ?? [whole] where !region.isEmpty {
            // A wide character's leading cell can lie one column left of the region.
            let columns = max(0, region.x - 1)..<region.maxX
            for y in region.y..<region.maxY {
                for x in CellPainter.cellsToDraw(row: y, columns: columns, of: canvas, since: last) {
                    draw(canvas[x, y], x: x, y: y, canvas: canvas)
                }
            }
        }
        // The cursor where the canvas says, else the first cell: never left after the last
        // cell drawn, where a screen reader following it would read a stray line.
        let cursor = canvas.cursor.flatMap { $0.x < canvas.width && $0.y < canvas.height && $0.x >= 0 && $0.y >= 0 ? $0 : nil }
        rotor_place_cursor(Int32(cursor?.y ?? 0), Int32(cursor?.x ?? 0))
        rotor_refresh()
        // After damaged regions, the grid kept follows the new one there, in place: holding the
        // caller's canvas instead would make the caller's next drawing over it copy it whole.
        if let regions, previous != nil {
            for region in regions { previous?.copyCells(region, from: canvas) }
            previous?.cursor = canvas.cursor
        } else {
            previous = canvas
        }
    }

    /// The columns of row `y` to write: the changed cells, with a changed wide character's
    /// continuation turned into its leading cell (which draws both halves).
    static func cellsToDraw(row y: Int, of canvas: CellCanvas, since last: CellCanvas?) -> [Int] {
        cellsToDraw(row: y, columns: 0..<canvas.width, of: canvas, since: last)
    }

    /// The same, looking at `columns` of the row only.
    static func cellsToDraw(row y: Int, columns range: Range<Int>, of canvas: CellCanvas, since last: CellCanvas?) -> [Int] {
        var columns: [Int] = []
        for x in range {
            if let last, last[x, y] == canvas[x, y] { continue }
            let cell = canvas[x, y]
            if cell.isContinuation, x > 0, !canvas[x - 1, y].isContinuation {
                if columns.last != x - 1 { columns.append(x - 1) }
            } else if !cell.isContinuation || x == 0 {
                if columns.last != x { columns.append(x) }
            }
        }
        return columns
    }

    private mutating func draw(_ cell: Cell, x: Int, y: Int, canvas: CellCanvas) {
        let style = cell.style
        let attributes = rotor_attributes(style.bold ? 1 : 0, style.dim ? 1 : 0, style.italic ? 1 : 0,
                                          style.underline ? 1 : 0, style.reverse ? 1 : 0)
        let pair = palette.pair(foreground: style.foreground, background: style.background)
        let isWide = !cell.isContinuation && x + 1 < canvas.width && canvas[x + 1, y].isContinuation
        // Blank the second half first: if the terminal thinks this character is narrow, the
        // column after it still shows the right thing.
        if isWide { put(" ", x: x + 1, y: y, attributes: attributes, pair: pair) }
        if !put(cell.isContinuation ? " " : cell.grapheme, x: x, y: y, attributes: attributes, pair: pair) {
            // A cluster ncurses cannot hold in one cell (a long emoji sequence): its first scalar.
            let first = cell.grapheme.unicodeScalars.first.map { String($0) } ?? " "
            if !put(first, x: x, y: y, attributes: attributes, pair: pair) {
                put("?", x: x, y: y, attributes: attributes, pair: pair)
            }
        }
    }

    /// Writes one grapheme; false when ncurses refused it.
    @discardableResult
    private func put(_ grapheme: String, x: Int, y: Int, attributes: attr_t, pair: Int32) -> Bool {
        var characters = grapheme.unicodeScalars.prefix(Int(rotor_wide_chars_per_cell()) - 1)
            .map { wchar_t(bitPattern: $0.value) }
        characters.append(0)
        let status = rotor_put_cell(Int32(y), Int32(x), characters, attributes, pair)
        return status != ROTOR_UNDRAWABLE
    }
}
