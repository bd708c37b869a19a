import Foundation

/// Maps points to cells: 8 points a column and 16 a row by default. The one declaration of a
/// cell's size: layout measures text with it, the graph maps frames to cells with it, and the
/// explorer maps a terminal cell back to a point with it.
public struct CellMetric: Hashable, Sendable {
    public var pointsPerColumn: CGFloat
    public var pointsPerRow: CGFloat
    public init(pointsPerColumn: CGFloat = 8, pointsPerRow: CGFloat = 16) {
        self.pointsPerColumn = pointsPerColumn
        self.pointsPerRow = pointsPerRow
    }
    public static let `default` = CellMetric()

    public func columns(_ points: CGFloat) -> Int { Self.nearest(points / pointsPerColumn) }
    public func rows(_ points: CGFloat) -> Int { Self.nearest(points / pointsPerRow) }

    /// `Int(value.rounded(.toNearestOrAwayFromZero))`, without a call to the C library's
    /// `round` (which is not inlined) for each edge of everything laid out and drawn: the value
    /// truncated, moved one away from zero when what truncating dropped is a half or more.
    /// That remainder is exact for any `Double` (a truncated value differs from the value only
    /// in bits below its point), so the two agree everywhere, halves included. Traps where
    /// `Int(_:)` does (not a finite number in `Int`'s range), as the rounded form did.
    @inline(__always)
    static func nearest(_ value: CGFloat) -> Int {
        let whole = Int(value)
        let rest = value - CGFloat(whole)
        return rest >= 0.5 ? whole + 1 : rest <= -0.5 ? whole - 1 : whole
    }
    public func size(columns: Int, rows: Int) -> CGSize {
        CGSize(width: CGFloat(columns) * pointsPerColumn, height: CGFloat(rows) * pointsPerRow)
    }
    /// The cells a rectangle covers: edges rounded to the nearest cell boundary, so adjacent
    /// frames never overlap or leave gaps.
    public func cellRect(_ rect: CGRect) -> CellRect {
        let x0 = columns(rect.minX), x1 = columns(rect.maxX)
        let y0 = rows(rect.minY), y1 = rows(rect.maxY)
        return CellRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    public func point(column: Int, row: Int) -> CGPoint {
        CGPoint(x: (CGFloat(column) + 0.5) * pointsPerColumn, y: (CGFloat(row) + 0.5) * pointsPerRow)
    }
}
