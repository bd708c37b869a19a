/// Rows of a canvas kept aside and compared, so a caller that compares a new drawing with the
/// last need not keep the whole last canvas (which would make the next drawing copy it).
extension CellCanvas {
    /// The cells of `rows` (clamped to the rows this canvas holds), row by row.
    public func storedCells(rows: Range<Int>) -> [Cell] {
        let kept = rows.clamped(to: storedRows)
        guard !kept.isEmpty else { return [] }
        let start = (kept.lowerBound - storedRows.lowerBound) * width
        return Array(cells[start..<(start + kept.count * width)])
    }

    /// True when row `y` holds the cells `saved` holds for it, `saved` being `storedCells(rows:)`
    /// of rows starting at `firstRow` of a canvas of this width.
    public func row(_ y: Int, isSameAs saved: [Cell], from firstRow: Int) -> Bool {
        let theirs = (y - firstRow) * width
        guard storedRows.contains(y) else { return theirs < 0 || theirs >= saved.count }
        guard theirs >= 0, theirs + width <= saved.count else { return false }
        let mine = (y - storedRows.lowerBound) * width
        return cells[mine..<(mine + width)] == saved[theirs..<(theirs + width)]
    }

    /// Copies the cells of `rect` from `other` (of the same size) into this canvas, cell by cell:
    /// a canvas kept as the last one painted follows the new one where it changed, in place.
    public mutating func copyCells(_ rect: CellRect, from other: CellCanvas) {
        guard other.width == width, other.height == height else { return }
        let area = rect.intersection(storedRect).intersection(other.storedRect)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { self[x, y] = other[x, y] }
        }
    }
}
