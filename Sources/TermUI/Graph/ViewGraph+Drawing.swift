import Foundation

/// Drawing: the page drawn into cells, a window of its rows at a time, redrawing only what
/// changed and what a scroll brings in.
extension ViewGraph {
    /// The whole screen drawn into cells. Only the damaged region is redrawn.
    public func draw() -> CellCanvas {
        draw(rows: 0..<contentRows)
    }

    /// The screen drawn into cells, for a caller that shows only `rows` of it (a pane scrolled
    /// over a page): the canvas is as tall as the screen but holds only those rows. What the
    /// last call drew is kept; only the damage and rows it did not hold are drawn, so a change
    /// or a scroll costs what it shows, not the height of the page.
    public func draw(rows: Range<Int>) -> CellCanvas {
        update()
        lookAtAnimations()
        let (columns, height, window) = pageWindow(rows)
        let windowRect = CellRect(x: 0, y: window.lowerBound, width: columns, height: window.count)
        if canvas.width != columns || canvas.height != height {
            canvas = CellCanvas(width: columns, height: height, storedRows: window)
            redraw(windowRect, onBlank: true)
        } else {
            // The damage is drawn again where the canvas kept what it had drawn: the rows it
            // did not hold are drawn whole, once.
            var keptRect = windowRect
            if canvas.storedRows != window {
                let old = canvas
                canvas = CellCanvas(width: columns, height: height, storedRows: window)
                canvas.copyStoredRows(from: old)
                let kept = window.clamped(to: old.storedRows)
                keptRect = CellRect(x: 0, y: kept.lowerBound, width: columns, height: kept.count)
                // The rows not copied from the old canvas are the new one's, still blank.
                if kept.isEmpty {
                    redraw(windowRect, onBlank: true)
                } else {
                    redraw(CellRect(x: 0, y: window.lowerBound, width: columns, height: kept.lowerBound - window.lowerBound), onBlank: true)
                    redraw(CellRect(x: 0, y: kept.upperBound, width: columns, height: window.upperBound - kept.upperBound), onBlank: true)
                }
            }
            if !keptRect.isEmpty {
                for rect in damage.rects { redraw(metric.cellRect(rect).intersection(keptRect)) }
            }
        }
        damage = Damage()
        return canvas
    }

    /// `rows` drawn whole, recorded as the writes the drawing makes (`RecordedDrawing`), for a
    /// walk down a long page a window at a time: the cells are made from them where they are
    /// read, on any thread. The graph's own canvas is left as it was, and what changed since
    /// it was drawn is still drawn again at the next `draw(rows:)`.
    public func recordDrawing(rows: Range<Int>) -> RecordedDrawing {
        update()
        lookAtAnimations()
        let (columns, height, window) = pageWindow(rows)
        let cells = CellRect(x: 0, y: window.lowerBound, width: columns, height: window.count)
        let appearance = DrawAppearance(environment)
        var context = DrawContext(canvas: CellCanvas(width: 0, height: 0), metric: metric, clip: cells, appearance: appearance)
        context.recorded = []
        if !cells.isEmpty {
            root.draw(into: &context)
            rowsDrawn += cells.height
            nodesDrawn += context.nodesDrawn
        }
        return RecordedDrawing(columns: columns, height: height, rows: window, page: appearance.page,
                               writes: context.recorded ?? [])
    }

    /// Whether `draw(rows:)` would change any of those rows now: the screen was resized, the
    /// window moved, or something drew differently inside it since the last drawing. A change
    /// only in rows out of the window (a row scrolled out of the pane) is not one.
    public func needsRedraw(rows: Range<Int>) -> Bool {
        update()
        lookAtAnimations()
        let (columns, height, window) = pageWindow(rows)
        if canvas.width != columns || canvas.height != height || canvas.storedRows != window { return true }
        let windowRect = CellRect(x: 0, y: window.lowerBound, width: columns, height: window.count)
        return damage.rects.contains { !metric.cellRect($0).intersection(windowRect).isEmpty }
    }

    /// The rows of `rows` that `draw(rows:)` would draw again now: none when nothing changed
    /// there, all of them when the screen was resized or the window moved.
    public func rowsToRedraw(in rows: Range<Int>) -> Range<Int> {
        let regions = regionsToRedraw(in: rows)
        guard let top = regions.map(\.y).min(), let bottom = regions.map(\.maxY).max() else { return rows.lowerBound..<rows.lowerBound }
        return top..<bottom
    }

    /// The regions of `rows` (cells of the page) that `draw(rows:)` would draw again now: none
    /// when nothing changed there, the whole window when the screen was resized or it moved.
    public func regionsToRedraw(in rows: Range<Int>) -> [CellRect] {
        guard needsRedraw(rows: rows) else { return [] }
        let (columns, height, window) = pageWindow(rows)
        let windowRect = CellRect(x: 0, y: window.lowerBound, width: columns, height: window.count)
        guard canvas.width == columns, canvas.height == height, canvas.storedRows == window, !damage.isEmpty else { return [windowRect] }
        return damage.rects.map { metric.cellRect($0).intersection(windowRect) }.filter { !$0.isEmpty }
    }

    /// The page's width and height in cells, and `rows` clamped to it.
    private func pageWindow(_ rows: Range<Int>) -> (columns: Int, height: Int, window: Range<Int>) {
        let columns = metric.columns(size.width), height = metric.rows(contentHeight)
        let low = min(max(0, rows.lowerBound), height)
        return (columns, height, low..<min(max(low, rows.upperBound), height))
    }

    /// Blanks `cells` and draws what lies there again. The canvas moves into the drawing context
    /// and back, so it is never copied. `onBlank`: the canvas there is new and blank, so a page
    /// drawn plain needs no clearing first (a tall page's rows are then copied only where
    /// something is drawn).
    private func redraw(_ cells: CellRect, onBlank: Bool = false) {
        let cells = cells.intersection(canvas.storedRect)
        guard !cells.isEmpty else { return }
        let appearance = DrawAppearance(environment)
        if !onBlank || appearance.page != CellStyle.plain { canvas.fill(cells, style: appearance.page) }
        var context = DrawContext(canvas: CellCanvas(width: 0, height: 0), metric: metric, clip: cells, appearance: appearance)
        swap(&context.canvas, &canvas)
        root.draw(into: &context)
        swap(&context.canvas, &canvas)
        rowsDrawn += cells.height
        nodesDrawn += context.nodesDrawn
    }
}
