import Foundation

/// A color a cell can be drawn in. Terminals get the nearest of their palette.
public struct TerminalColor: Hashable, Sendable {
    public var red: UInt8, green: UInt8, blue: UInt8
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
    public var hex: String {
        String(format: "#%02x%02x%02x", red, green, blue)
    }
}

/// How a cell looks.
public struct CellStyle: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold = false
    public var italic = false
    public var underline = false
    public var dim = false
    public var reverse = false
    public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false,
                italic: Bool = false, underline: Bool = false, dim: Bool = false, reverse: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.dim = dim
        self.reverse = reverse
    }
    public static let plain = CellStyle()
}

/// One cell of the grid. A wide character occupies its cell and a continuation cell after it.
///
/// A cell is plain bits (its grapheme kept as `CellGrapheme`), so rows of cells are made,
/// compared, copied and freed as memory, with no reference count a cell.
public struct Cell: Hashable, Sendable {
    @usableFromInline var glyph: CellGrapheme
    public var style: CellStyle

    public init(grapheme: String, style: CellStyle) {
        glyph = CellGrapheme(grapheme)
        self.style = style
    }

    /// A cell of one ASCII byte.
    @inlinable init(ascii byte: UInt8, style: CellStyle) {
        glyph = CellGrapheme(ascii: byte)
        self.style = style
    }

    /// The grapheme drawn here; empty for the second half of a wide character.
    public var grapheme: String {
        get { glyph.string }
        set { glyph = CellGrapheme(newValue) }
    }
    @inlinable public var isContinuation: Bool { glyph.inlineCount == 0 }
    /// The grapheme is a space (a blank cell's), told from its bits.
    @inlinable public var isSpace: Bool { glyph.singleByte == 0x20 }
    /// The byte of a one-byte grapheme (printable ASCII, mostly), told from its bits; nil for
    /// any other grapheme.
    @inlinable public var asciiByte: UInt8? { glyph.singleByte }
    /// The grapheme's first UTF-8 byte (at least 0x80 outside ASCII); nil for a continuation.
    @inlinable public var firstByte: UInt8? { glyph.firstByte }
    public static let blank = Cell(ascii: 0x20, style: .plain)
}

/// A grid of terminal cells that views draw into. The screen pane, SVG snapshots and text
/// snapshots all come from one.
///
/// A canvas of a tall page may hold only some of its rows (`storedRows`, the rows a pane shows):
/// the others read as blank and drawing there does nothing, so a page of 100 000 rows costs
/// the memory of the rows on screen.
///
/// SwiftUI's `Canvas` is a view, so the cell grid has its own name.
public struct CellCanvas: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Where the terminal's cursor goes when the canvas is shown: on what has the keyboard (the
    /// focused element, a chosen item, the line being typed), which console screen readers and
    /// braille displays follow. Nil: nowhere in particular.
    public var cursor: Cursor?

    /// A cell of the canvas, for the terminal's cursor.
    public struct Cursor: Hashable, Sendable {
        public var x: Int
        public var y: Int
        public init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }
    }
    /// The rows this canvas holds: all of them unless made for a window of a page.
    public private(set) var storedRows: Range<Int>

    /// The rows of `rect` that lie on the canvas: none when it lies wholly above or below it
    /// (an element scrolled past the page's end).
    public func rows(of rect: CellRect) -> Range<Int> { Self.clamp(rect.y, rect.maxY, to: height) }
    /// The columns of `rect` that lie on the canvas: none when it lies wholly beside it.
    public func columns(of rect: CellRect) -> Range<Int> { Self.clamp(rect.x, rect.maxX, to: width) }

    private static func clamp(_ start: Int, _ end: Int, to length: Int) -> Range<Int> {
        let low = min(max(0, start), length)
        return low..<min(max(low, end), length)
    }
    /// The cells of `storedRows`, each row an array of its own: a copy of the canvas (a caller
    /// that keeps what `ViewGraph.draw()` returned while the graph draws on) shares the rows, and
    /// the next drawing copies only the rows it changes, not the whole page.
    /// (Visible to inlined code: the audit reads cells a million at a time.)
    @usableFromInline var lines: [[Cell]]
    /// The columns written since the canvas was made or cleared (`writtenFrom` past
    /// `writtenTo` when none), so that `clear(holding:)` blanks only those: a list's rows
    /// write a few cells of each row, not its width. Not part of what the canvas shows: two
    /// canvases of the same cells are equal however they were written.
    private var writtenFrom = Int.max, writtenTo = Int.min

    /// The columns any write reached since the canvas was made or cleared, in any row: every
    /// cell beside them is blank. A scan of what is drawn (the audit's words) reads only these.
    public var writtenColumns: Range<Int> {
        let from = max(0, writtenFrom), to = min(width, writtenTo)
        return from < to ? from..<to : 0..<0
    }

    /// Notes that columns `from..<to` of some row were written.
    private mutating func noteWritten(_ from: Int, _ to: Int) {
        writtenFrom = min(writtenFrom, from)
        writtenTo = max(writtenTo, to)
    }

    public static func == (lhs: CellCanvas, rhs: CellCanvas) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cursor == rhs.cursor
            && lhs.storedRows == rhs.storedRows && lhs.lines == rhs.lines
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(cursor)
        hasher.combine(storedRows)
        hasher.combine(lines)
    }

    /// The cells of `storedRows`, row by row, in one array.
    public var cells: [Cell] { Array(lines.joined()) }

    /// The cells of row `y`, left to right (the row itself, not a copy of its cells); nil for a
    /// row the canvas does not hold.
    @inlinable public func row(_ y: Int) -> [Cell]? {
        storedRows.contains(y) ? lines[y - storedRows.lowerBound] : nil
    }

    public init(width: Int, height: Int) {
        self.init(width: width, height: height, storedRows: 0..<max(0, height))
    }

    /// A canvas `height` rows tall that holds only `storedRows` (clamped to the canvas).
    public init(width: Int, height: Int, storedRows: Range<Int>) {
        self.width = max(0, width)
        self.height = max(0, height)
        let low = min(max(0, storedRows.lowerBound), self.height)
        let high = min(max(low, storedRows.upperBound), self.height)
        self.storedRows = low..<high
        // Every row starts as one blank row, shared: a row's first write copies it as memory
        // (a cell is plain bits), and a row never drawn on costs nothing.
        lines = Array(repeating: Array(repeating: .blank, count: self.width), count: high - low)
    }

    /// Blanks the canvas and makes it hold `rows` (as many rows as it holds now), writing over
    /// the columns drawn on in place: a canvas nobody else holds is made blank again without
    /// allocating, and a list's rows cost the cells their texts took.
    mutating func clear(holding rows: Range<Int>) {
        precondition(rows.count == storedRows.count && rows.lowerBound >= 0 && rows.upperBound <= height,
                     "a canvas cleared for other rows keeps its size")
        storedRows = rows
        let written = writtenColumns
        writtenFrom = Int.max
        writtenTo = Int.min
        guard !written.isEmpty else { return }
        for index in lines.indices {
            lines[index].withUnsafeMutableBufferPointer { row in
                (row.baseAddress! + written.lowerBound).update(repeating: .blank, count: written.count)
            }
        }
    }

    public subscript(x: Int, y: Int) -> Cell {
        @inlinable get { storedRows.contains(y) ? lines[y - storedRows.lowerBound][x] : .blank }
        set {
            guard storedRows.contains(y) else { return }
            lines[y - storedRows.lowerBound][x] = newValue
            noteWritten(x, x + 1)
        }
    }

    /// Where the rows are stored, the list of rows first (tests check that drawing again writes
    /// in place, copying nothing).
    var storageAddresses: [UInt] {
        func address<T>(_ array: [T]) -> UInt { array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
        return [address(lines)] + lines.map { address($0) }
    }

    /// The cells of row `y`, one of `storedRows` (the array is shared, not copied).
    func storedRow(_ y: Int) -> [Cell] { lines[y - storedRows.lowerBound] }

    public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    /// True when row `y` holds the same cells in both canvases (of the same width).
    public func row(_ y: Int, isSameAs other: CellCanvas) -> Bool {
        guard width == other.width else { return false }
        switch (storedRows.contains(y), other.storedRows.contains(y)) {
        case (false, false): return true
        case (true, true):
            return lines[y - storedRows.lowerBound] == other.lines[y - other.storedRows.lowerBound]
        default: return false
        }
    }

    /// The cells this canvas holds.
    public var storedRect: CellRect { CellRect(x: 0, y: storedRows.lowerBound, width: width, height: storedRows.count) }

    /// Copies the rows both canvases hold from `other` (of the same width and height).
    mutating func copyStoredRows(from other: CellCanvas) {
        guard other.width == width else { return }
        let rows = storedRows.clamped(to: other.storedRows)
        guard !rows.isEmpty else { return }
        let source = rows.lowerBound - other.storedRows.lowerBound
        let target = rows.lowerBound - storedRows.lowerBound
        lines.replaceSubrange(target..<(target + rows.count), with: other.lines[source..<(source + rows.count)])
        noteWritten(0, width)
    }

    /// Writes `text` from (x, y) on one row, clipped to `clip` (and the canvas). Each grapheme
    /// goes in through `TerminalText.cells(of:)`, so control and bidi characters become visible
    /// symbols and every cell holds what a terminal draws at the width rotor counts. Returns
    /// the column after the last cell written.
    ///
    /// With `keepsBackground`, a style without a background keeps each cell's background: text
    /// drawn over a filled area stays on its colour.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain, clip: CellRect? = nil,
                             keepsBackground: Bool = false) -> Int {
        let bounds = (clip ?? storedRect).intersection(storedRect)
        guard y >= bounds.y, y < bounds.maxY else { return x + TerminalText.width(of: text) }
        let utf8 = text.utf8
        if TerminalText.isPrintableASCII(text) {
            // Printable ASCII: a byte a cell, so only the bytes inside the bounds are looked at.
            let end = min(utf8.count, max(0, bounds.maxX - x))
            let start = min(end, max(0, bounds.x - x))
            guard start < end else { return x + end }
            // A wide character can straddle only the run's two ends (one inside it is written
            // over whole): its other half outside the run is blanked, then the row is written
            // in place.
            clearWide(x: x + start, y: y)
            clearWide(x: x + end - 1, y: y)
            let keeps = keepsBackground && style.background == nil
            // The bytes read from the string's storage, not a byte at a time through its view;
            // a small string's (a row's "Row 12") are put on the stack for it.
            noteWritten(x + start, x + end)
            var text = text
            text.withUTF8 { bytes in
                lines[y - storedRows.lowerBound].withUnsafeMutableBufferPointer { row in
                    var column = x + start
                    for byte in bytes[start..<end] {
                        var cellStyle = style
                        if keeps { cellStyle.background = row[column].style.background }
                        row[column] = Cell(ascii: byte, style: cellStyle)
                        column += 1
                    }
                }
            }
            return x + end
        }
        var column = x
        for character in text {
            if column >= bounds.maxX { break }
            for cell in TerminalText.cells(of: character) {
                if column >= bounds.x, column + cell.width <= bounds.maxX {
                    set(cell.text, width: cell.width, x: column, y: y, style: keepsBackground ? kept(style, x: column, y: y) : style)
                }
                column += cell.width
            }
        }
        return column
    }

    private func kept(_ style: CellStyle, x: Int, y: Int) -> CellStyle {
        guard style.background == nil else { return style }
        var style = style
        style.background = self[x, y].style.background
        return style
    }

    private mutating func set(_ grapheme: String, width w: Int, x: Int, y: Int, style: CellStyle) {
        clearWide(x: x, y: y)
        self[x, y] = Cell(grapheme: grapheme, style: style)
        if w == 2 {
            clearWide(x: x + 1, y: y)
            self[x + 1, y] = Cell(grapheme: "", style: style)
        }
    }

    /// Before overwriting a cell, blank the other half of a wide character it belongs to.
    private mutating func clearWide(x: Int, y: Int) {
        guard contains(x: x, y: y) else { return }
        let cell = self[x, y]
        if cell.isContinuation, x > 0 {
            self[x - 1, y] = Cell(grapheme: " ", style: self[x - 1, y].style)
        } else if x + 1 < width, self[x + 1, y].isContinuation, TerminalText.width(of: cell.grapheme) == 2 {
            self[x + 1, y] = Cell(grapheme: " ", style: self[x + 1, y].style)
        }
    }

    /// Fills a rectangle with one grapheme and style.
    public mutating func fill(_ rect: CellRect, grapheme: String = " ", style: CellStyle = .plain) {
        let r = rect.intersection(storedRect)
        guard !r.isEmpty else { return }
        let cell = Cell(grapheme: grapheme, style: style)
        noteWritten(r.x, r.maxX)
        // A row's cells written in place: one check that the row is this canvas's own, not one a cell.
        for y in r.y..<r.maxY {
            lines[y - storedRows.lowerBound].withUnsafeMutableBufferPointer { row in
                for x in r.x..<r.maxX { row[x] = cell }
            }
        }
    }

    /// Changes the style of the cells in a rectangle, keeping their graphemes.
    public mutating func restyle(_ rect: CellRect, _ change: (inout CellStyle) -> Void) {
        let r = rect.intersection(storedRect)
        guard !r.isEmpty else { return }
        noteWritten(r.x, r.maxX)
        for y in r.y..<r.maxY {
            let row = y - storedRows.lowerBound
            for x in r.x..<r.maxX { change(&lines[row][x].style) }
        }
    }

    /// Copies another canvas in at (x, y), clipped. Only the rows that land inside the clip are
    /// visited, so blitting a pane's worth of a tall page costs the pane.
    public mutating func blit(_ other: CellCanvas, x: Int, y: Int, clip: CellRect? = nil) {
        let bounds = (clip ?? storedRect).intersection(storedRect)
        guard !bounds.isEmpty else { return }
        let firstRow = max(0, bounds.y - y), endRow = min(other.height, bounds.maxY - y)
        guard firstRow < endRow else { return }
        for sy in firstRow..<endRow {
            let ty = y + sy
            for sx in 0..<other.width {
                let tx = x + sx
                guard tx >= bounds.x, tx < bounds.maxX else { continue }
                var cell = other[sx, sy]
                // A wide character cut by the clip edge becomes a blank.
                if cell.isContinuation, tx == bounds.x { cell = Cell(grapheme: " ", style: cell.style) }
                if !cell.isContinuation, cell.asciiByte == nil, TerminalText.width(of: cell.grapheme) == 2, tx + 1 >= bounds.maxX {
                    cell = Cell(grapheme: " ", style: cell.style)
                }
                self[tx, ty] = cell
            }
        }
    }

    /// The rows as plain text, trailing spaces trimmed.
    public var text: String {
        rows.joined(separator: "\n")
    }

    public var rows: [String] {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width {
                // An ASCII cell (most) is appended as its byte, without making its string.
                let cell = self[x, y]
                if let byte = cell.asciiByte { line.unicodeScalars.append(Unicode.Scalar(byte)) } else { line += cell.grapheme }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}

/// A rectangle of cells.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public func intersection(_ other: CellRect) -> CellRect {
        let nx = max(x, other.x), ny = max(y, other.y)
        let mx = min(maxX, other.maxX), my = min(maxY, other.maxY)
        return CellRect(x: nx, y: ny, width: mx - nx, height: my - ny)
    }
    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
