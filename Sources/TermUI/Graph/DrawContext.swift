import Foundation

/// Where drawing goes: the canvas, the metric and the clip of the redrawn region.
struct DrawContext {
    var canvas: CellCanvas
    let metric: CellMetric
    var clip: CellRect
    /// The screen's page colours and Invert Colors; a subtree that ignores invert turns it off.
    var appearance = DrawAppearance()
    /// Nodes that reached the clip (`ViewGraph.nodesDrawn` adds them up after the drawing).
    var nodesDrawn = 0
    /// The writes, kept in order instead of made, when the drawing is recorded
    /// (`ViewGraph.recordDrawing(rows:)`): the canvas is then untouched.
    var recorded: [RecordedDrawing.Write]?

    func intersects(_ frame: CGRect) -> Bool {
        let r = metric.cellRect(frame)
        // Zero-size frames still draw nothing; a one-cell margin covers borders drawn outside.
        return !CellRect(x: r.x - 1, y: r.y - 1, width: r.width + 2, height: r.height + 2).intersection(clip).isEmpty
    }

    func cells(_ frame: CGRect) -> CellRect { metric.cellRect(frame) }

    /// Writes text. Without a background of its own, text keeps the background of the cells it
    /// lands on, so text over a coloured fill stays on that colour.
    mutating func put(_ text: String, x: Int, y: Int, style: CellStyle, within: CellRect? = nil) {
        let bounds = within.map { $0.intersection(clip) } ?? clip
        let shown = appearance.text(style)
        if recorded != nil { recorded?.append(.text(text, x: x, y: y, style: shown, clip: bounds)); return }
        canvas.put(text, x: x, y: y, style: shown, clip: bounds, keepsBackground: true)
    }

    /// Paints cells opaquely: what was drawn there before is gone. Without a background of its
    /// own, the fill takes the page's.
    mutating func fill(_ rect: CellRect, grapheme: String = " ", style: CellStyle) {
        let cells = rect.intersection(clip), painted = appearance.paint(style)
        if recorded != nil { recorded?.append(.fill(cells, grapheme: grapheme, style: painted)); return }
        canvas.fill(cells, grapheme: grapheme, style: painted)
    }

    /// A colour as the display shows it (inverted while Invert Colors is on).
    func displayed(_ color: TerminalColor?) -> TerminalColor? { appearance.displayed(color) }

    mutating func restyle(_ rect: CellRect, _ change: @escaping @Sendable (inout CellStyle) -> Void) {
        let cells = rect.intersection(clip)
        if recorded != nil { recorded?.append(.restyle(cells, change)); return }
        canvas.restyle(cells, change)
    }

    /// A box-drawn outline around `rect` (at least 2×2 cells), with round or square corners.
    mutating func drawBox(_ rect: CellRect, rounded: Bool, style: CellStyle) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let (tl, tr, bl, br) = rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        let inner = String(repeating: "─", count: rect.width - 2)
        put(tl + inner + tr, x: rect.x, y: rect.y, style: style)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            put("│", x: rect.x, y: y, style: style)
            put("│", x: rect.maxX - 1, y: y, style: style)
        }
        put(bl + inner + br, x: rect.x, y: rect.maxY - 1, style: style)
    }
}
