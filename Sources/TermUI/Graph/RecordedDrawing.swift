import Foundation

/// A window of a page drawn as the writes its drawing makes, in order, not yet made into
/// cells: made into a canvas later, on any thread, it is what `ViewGraph.draw(rows:)` draws
/// there. A walk down a long page a window at a time (the audit's) records each window where
/// the graph is, and the thread that reads the cells makes them.
public struct RecordedDrawing: Sendable {
    /// One write to the canvas, as `DrawContext` makes it.
    enum Write: Sendable {
        /// Text keeping the background of the cells it lands on.
        case text(String, x: Int, y: Int, style: CellStyle, clip: CellRect)
        case fill(CellRect, grapheme: String, style: CellStyle)
        case restyle(CellRect, @Sendable (inout CellStyle) -> Void)
    }

    /// The page's size in cells and the rows drawn.
    let columns: Int
    let height: Int
    let rows: Range<Int>
    /// The page's colours, painted first where they are not the terminal's own.
    let page: CellStyle
    let writes: [Write]

    /// The cells: the writes made into `spare`'s storage where it is a canvas of this size
    /// holding as many rows (cleared in place, so a walk allocates no row a window), else into
    /// a new canvas.
    public func canvas(reusing spare: consuming CellCanvas? = nil) -> CellCanvas {
        var canvas: CellCanvas
        if var reused = spare.take(), reused.width == columns, reused.height == height,
           reused.storedRows.count == rows.count {
            // Cleared and moved, never copied: a row still shared would be copied at its first write.
            reused.clear(holding: rows)
            canvas = consume reused
        } else {
            canvas = CellCanvas(width: columns, height: height, storedRows: rows)
        }
        let drawn = CellRect(x: 0, y: rows.lowerBound, width: columns, height: rows.count)
        if page != CellStyle.plain { canvas.fill(drawn, style: page) }
        for write in writes {
            switch write {
            case .text(let text, let x, let y, let style, let clip):
                canvas.put(text, x: x, y: y, style: style, clip: clip, keepsBackground: true)
            case .fill(let rect, let grapheme, let style): canvas.fill(rect, grapheme: grapheme, style: style)
            case .restyle(let rect, let change): canvas.restyle(rect, change)
            }
        }
        return canvas
    }
}
