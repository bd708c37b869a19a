/// Rows of a canvas kept aside and compared, so a caller that compares a new drawing with the
/// last need not keep the whole last canvas (which would make the next drawing copy it).
extension CellCanvas {
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

    /// The cells of `rect` (clamped to the rows this canvas holds), row by row.
    public func storedCells(in rect: CellRect) -> [Cell] {
        let area = rect.intersection(storedRect)
        guard !area.isEmpty else { return [] }
        var result: [Cell] = []
        result.reserveCapacity(area.width * area.height)
        for y in area.y..<area.maxY {
            result.append(contentsOf: storedRow(y)[area.x..<area.maxX])
        }
        return result
    }

    /// The part of `rect` whose cells differ from `saved` (`storedCells(in: rect)` of a canvas
    /// of this size holding the same rows): the rows from the first that differs to the last,
    /// across the rect; nil when none does.
    public func changedPart(of rect: CellRect, since saved: [Cell]) -> CellRect? {
        let area = rect.intersection(storedRect)
        guard !area.isEmpty else { return nil }
        guard saved.count == area.width * area.height else { return area }
        var first: Int?, last = 0
        for (index, y) in (area.y..<area.maxY).enumerated() {
            let theirs = index * area.width
            if storedRow(y)[area.x..<area.maxX] != saved[theirs..<(theirs + area.width)] {
                if first == nil { first = y }
                last = y
            }
        }
        return first.map { CellRect(x: area.x, y: $0, width: area.width, height: last - $0 + 1) }
    }
}
