import ScreenReader
import TermUI

/// Draws one explorer frame into a cell grid the size of the terminal. Pure: the ncurses app,
/// snapshots and tests all show the same grid.
public enum ExplorerRenderer {
    public static func render(_ frame: ExplorerFrame, width: Int, height: Int, showHelp: Bool) -> CellCanvas {
        var canvas = CellCanvas(width: width, height: height)
        guard let panes = ExplorerLayout.panes(width: width, height: height) else {
            drawTooSmall(into: &canvas)
            return canvas
        }
        drawStatusBar(frame, in: panes.statusBar, into: &canvas)

        drawBox(panes.screen, title: "Screen — \(frame.title)", into: &canvas)
        let screenContent = panes.screenContent
        canvas.blit(frame.screen, x: screenContent.x, y: screenContent.y - frame.screenOffset, clip: screenContent)
        if var focus = frame.focusRect {
            focus.y -= frame.screenOffset
            drawFocusOutline(around: focus, in: screenContent, into: &canvas)
        }

        let position = frame.treeRows.firstIndex(where: \.isFocused).map { "\($0 + 1)/\(frame.treeRows.count)" }
        drawBox(panes.tree, title: "Accessibility tree", footer: position, into: &canvas)
        drawTree(frame.treeRows, in: panes.treeContent, into: &canvas)

        drawBox(panes.captions, title: "Captions", into: &canvas)
        drawCaptions(frame.captions, in: panes.captionContent, into: &canvas)

        canvas.put(" " + ExplorerKeyMap.hintLine(width: width - 1), x: 0, y: panes.keyHints.y, style: ExplorerTheme.keyHints)
        if showHelp { drawHelp(over: CellRect(x: 0, y: 1, width: width, height: height - 2), into: &canvas) }
        return canvas
    }

    /// What the explorer says when the terminal is smaller than it can draw in.
    public static func tooSmallMessage(width: Int, height: Int) -> String {
        "Terminal too small: need at least \(ExplorerLayout.minimumWidth)×\(ExplorerLayout.minimumHeight), "
            + "have \(width)×\(height)"
    }

    // MARK: Parts

    private static func drawTooSmall(into canvas: inout CellCanvas) {
        guard canvas.width > 0, canvas.height > 0 else { return }
        let width = max(1, canvas.width - 2)
        let message = TextLayout.wrap(tooSmallMessage(width: canvas.width, height: canvas.height), toWidth: width)
        let advice = TextLayout.wrap("Enlarge the window, or press q to quit.", toWidth: width)
        let lines = message.map { ($0, ExplorerTheme.tooSmall) } + [("", .plain)] + advice.map { ($0, CellStyle.plain) }
        let top = max(0, (canvas.height - lines.count) / 2)
        for (index, (line, style)) in lines.enumerated() {
            let x = max(0, (canvas.width - TerminalText.width(of: line)) / 2)
            canvas.put(line, x: x, y: top + index, style: style)
        }
    }

    private static func drawStatusBar(_ frame: ExplorerFrame, in bar: CellRect, into canvas: inout CellCanvas) {
        canvas.fill(bar, style: ExplorerTheme.statusBar)
        var x = canvas.put(" rotor ", x: bar.x, y: bar.y, style: ExplorerTheme.statusBarEmphasis, clip: bar)
        x = canvas.put("│ \(frame.title) │ Rotor: ", x: x, y: bar.y, style: ExplorerTheme.statusBar, clip: bar)
        x = canvas.put(frame.rotor ?? "—", x: x, y: bar.y, style: ExplorerTheme.statusBarEmphasis, clip: bar)
        let help = "? help  q quit "
        let helpX = bar.maxX - TerminalText.width(of: help)
        if helpX > x + 1 { canvas.put(help, x: helpX, y: bar.y, style: ExplorerTheme.statusBar, clip: bar) }
    }

    static func drawBox(_ rect: CellRect, title: String, footer: String? = nil, style: CellStyle = ExplorerTheme.border,
                        titleStyle: CellStyle = ExplorerTheme.paneTitle, into canvas: inout CellCanvas) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        canvas.put("┌" + horizontal + "┐", x: rect.x, y: rect.y, style: style)
        canvas.put("└" + horizontal + "┘", x: rect.x, y: rect.maxY - 1, style: style)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            canvas.put("│", x: rect.x, y: y, style: style)
            canvas.put("│", x: rect.maxX - 1, y: y, style: style)
        }
        if rect.width > 6 {
            let shown = " " + TextLayout.truncate(title, toWidth: rect.width - 6) + " "
            canvas.put(shown, x: rect.x + 2, y: rect.y, style: titleStyle)
        }
        if let footer, rect.width > TerminalText.width(of: footer) + 6 {
            let shown = " \(footer) "
            canvas.put(shown, x: rect.maxX - 2 - TerminalText.width(of: shown), y: rect.maxY - 1, style: style)
        }
    }

    /// Outlines the focused element the way VoiceOver's cursor does: a box one cell outside the
    /// element. An edge that would cover the screen's own text is not drawn; that text is
    /// recoloured instead, so nothing the screen shows is lost.
    private static func drawFocusOutline(around focus: CellRect, in content: CellRect, into canvas: inout CellCanvas) {
        let element = CellRect(x: content.x + focus.x, y: content.y + focus.y, width: focus.width, height: focus.height)
        guard !element.intersection(content).isEmpty else { return }
        let outline = CellRect(x: element.x - 1, y: element.y - 1, width: element.width + 2, height: element.height + 2)
            .intersection(content)
        guard !outline.isEmpty else { return }
        let top = outline.y, bottom = outline.maxY - 1, left = outline.x, right = outline.maxX - 1
        let snapshot = canvas
        func isBlank(_ cells: [(Int, Int)]) -> Bool { cells.allSatisfy { snapshot[$0.0, $0.1].grapheme == " " } }
        let drawTop = isBlank((left...right).map { ($0, top) })
        let drawBottom = isBlank((left...right).map { ($0, bottom) })
        let drawLeft = isBlank((top...bottom).map { (left, $0) })
        let drawRight = isBlank((top...bottom).map { (right, $0) })
        func mark(_ x: Int, _ y: Int) {
            let horizontal = (y == top && drawTop) || (y == bottom && drawBottom)
            let vertical = (x == left && drawLeft) || (x == right && drawRight)
            var cell = canvas[x, y]
            if cell.grapheme == " " {
                guard horizontal || vertical else { return }
                let glyph: String
                switch (horizontal, vertical) {
                case (true, true) where y == top: glyph = x == left ? "┌" : "┐"
                case (true, true): glyph = x == left ? "└" : "┘"
                case (true, false): glyph = "─"
                default: glyph = "│"
                }
                var style = ExplorerTheme.focusOutline
                style.background = cell.style.background
                cell.grapheme = glyph
                cell.style = style
            } else {
                cell.style.foreground = ExplorerTheme.focusOutline.foreground
                cell.style.bold = true
            }
            canvas[x, y] = cell
        }
        for x in left...right {
            mark(x, top)
            if bottom != top { mark(x, bottom) }
        }
        if bottom - top >= 2 {
            for y in (top + 1)...(bottom - 1) {
                mark(left, y)
                if right != left { mark(right, y) }
            }
        }
    }

    private static func drawTree(_ rows: [TreeRow], in content: CellRect, into canvas: inout CellCanvas) {
        guard !content.isEmpty else { return }
        guard !rows.isEmpty else {
            canvas.put("No accessibility elements", x: content.x + 1, y: content.y, style: ExplorerTheme.placeholder,
                       clip: content)
            return
        }
        let focused = rows.firstIndex(where: \.isFocused)
        let offset = scrollOffset(count: rows.count, visible: content.height, keeping: focused)
        let maximumDepth = max(0, (content.width - 14) / 2)
        for (line, row) in rows[offset..<min(rows.count, offset + content.height)].enumerated() {
            let y = content.y + line
            let indent = String(repeating: "  ", count: min(row.depth, maximumDepth))
            let text = TextLayout.truncate((row.isFocused ? "▶ " : "  ") + indent + row.text, toWidth: content.width)
            let style = row.isFocused ? ExplorerTheme.focusedRow : ExplorerTheme.treeRow
            if row.isFocused { canvas.fill(CellRect(x: content.x, y: y, width: content.width, height: 1), style: style) }
            canvas.put(text, x: content.x, y: y, style: style, clip: content)
        }
    }

    /// The first row to show so the focused row stays in view, near the middle when the list is
    /// longer than the pane.
    static func scrollOffset(count: Int, visible: Int, keeping focused: Int?) -> Int {
        guard count > visible, visible > 0, let focused else { return 0 }
        return min(max(0, focused - visible / 2), count - visible)
    }

    private static func drawCaptions(_ captions: [Utterance], in content: CellRect, into canvas: inout CellCanvas) {
        guard !content.isEmpty else { return }
        guard !captions.isEmpty else {
            canvas.put("Nothing said yet. Press → to hear the first element.", x: content.x + 1, y: content.y,
                       style: ExplorerTheme.placeholder, clip: content)
            return
        }
        // Wrap only the newest captions, enough to fill the panel.
        let textWidth = content.width - 3
        var lines: [(mark: String, text: String, style: CellStyle)] = []
        for utterance in captions.reversed() {
            let style = ExplorerTheme.caption(utterance.kind)
            let wrapped = TextLayout.wrap(utterance.text, toWidth: textWidth)
            for (index, text) in wrapped.enumerated().reversed() {
                lines.append((index == 0 ? ExplorerTheme.captionMark(utterance.kind) : " ", text, style))
            }
            if lines.count >= content.height { break }
        }
        for (line, caption) in lines.prefix(content.height).reversed().enumerated() {
            let y = content.y + line
            canvas.put(caption.mark, x: content.x + 1, y: y, style: caption.style, clip: content)
            canvas.put(caption.text, x: content.x + 3, y: y, style: caption.style, clip: content)
        }
    }

    private static func drawHelp(over area: CellRect, into canvas: inout CellCanvas) {
        let entries = ExplorerKeyMap.bindings.map { (key: $0.keyLabel, summary: $0.summary) }
            + [(key: ExplorerKeyMap.mouseSummary.label, summary: ExplorerKeyMap.mouseSummary.summary)]
        let footer = "Esc or ? closes this help"
        let rowsAvailable = max(1, area.height - 4)
        let columns = (entries.count + rowsAvailable - 1) / rowsAvailable
        let rowsPerColumn = (entries.count + columns - 1) / columns
        let keyWidth = entries.map { TerminalText.width(of: $0.key) }.max() ?? 0
        let summaryWidth = entries.map { TerminalText.width(of: $0.summary) }.max() ?? 0
        let gap = 2
        var columnWidth = keyWidth + 2 + summaryWidth
        let boxWidth = min(area.width - 2, max(columns * columnWidth + (columns - 1) * gap, TerminalText.width(of: footer)) + 4)
        columnWidth = min(columnWidth, (boxWidth - 4 - (columns - 1) * gap) / columns)
        let boxHeight = min(area.height, rowsPerColumn + 4)
        let box = CellRect(x: area.x + (area.width - boxWidth) / 2, y: area.y + (area.height - boxHeight) / 2,
                           width: boxWidth, height: boxHeight)
        canvas.fill(box, style: ExplorerTheme.helpBox)
        drawBox(box, title: "Keys", style: ExplorerTheme.helpBox, titleStyle: ExplorerTheme.helpKey, into: &canvas)
        let inside = box.inset(by: 1)
        for (index, entry) in entries.enumerated() {
            let column = index / rowsPerColumn, row = index % rowsPerColumn
            let x = inside.x + 1 + column * (columnWidth + gap)
            let y = inside.y + row
            canvas.put(entry.key, x: x, y: y, style: ExplorerTheme.helpKey, clip: inside)
            let summary = TextLayout.truncate(entry.summary, toWidth: columnWidth - keyWidth - 2)
            canvas.put(summary, x: x + keyWidth + 2, y: y, style: ExplorerTheme.helpBox, clip: inside)
        }
        let footerX = box.x + (box.width - TerminalText.width(of: footer)) / 2
        canvas.put(footer, x: footerX, y: box.maxY - 2, style: ExplorerTheme.helpBox, clip: inside)
    }
}
