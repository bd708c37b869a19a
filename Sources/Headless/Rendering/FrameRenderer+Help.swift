import ScreenReader
import TermUI

extension FrameRenderer {
    // MARK: Help

    /// The help's pages at this size: each page is one or two columns of lines.
    static func helpLayout(area: CellRect) -> (pages: [[[ExplorerHelp.Line]]], columnWidth: Int, keyWidth: Int,
                                               summaryWidth: Int) {
        let lines = ExplorerHelp.lines
        var keyWidth = 0, summaryWidth = 0, gestureWidth = 0, textWidth = 0
        for line in lines {
            switch line {
            case .key(let keys, let summary, let gesture):
                keyWidth = max(keyWidth, TerminalText.width(of: keys))
                summaryWidth = max(summaryWidth, TerminalText.width(of: summary))
                gestureWidth = max(gestureWidth, TerminalText.width(of: gesture))
            case .heading(let text), .text(let text):
                textWidth = max(textWidth, TerminalText.width(of: text))
            }
        }
        let columnWidth = min(max(keyWidth + 2 + summaryWidth + 2 + gestureWidth, textWidth), max(1, area.width - 4))
        let rowsPerColumn = max(1, area.height - 3)
        let columnsPerPage = area.width >= 2 * columnWidth + 3 + 4 ? 2 : 1
        // Columns break before a heading when one would otherwise start near the bottom.
        var columns: [[ExplorerHelp.Line]] = [[]]
        for line in lines {
            var current = columns[columns.count - 1]
            let full = current.count >= rowsPerColumn
            let headingNearEnd: Bool
            if case .heading = line { headingNearEnd = current.count >= rowsPerColumn - 2 && !current.isEmpty } else {
                headingNearEnd = false
            }
            if full || headingNearEnd {
                columns.append([])
                current = []
            }
            columns[columns.count - 1].append(line)
        }
        var pages: [[[ExplorerHelp.Line]]] = []
        for start in stride(from: 0, to: columns.count, by: columnsPerPage) {
            pages.append(Array(columns[start..<min(columns.count, start + columnsPerPage)]))
        }
        return (pages, columnWidth, keyWidth, summaryWidth)
    }

    /// How many pages the help has in a terminal of this size.
    public static func helpPageCount(width: Int, height: Int) -> Int {
        helpLayout(area: CellRect(x: 0, y: 1, width: width, height: height - 2)).pages.count
    }

    static func drawHelp(page requested: Int, over area: CellRect, theme: ExplorerTheme,
                                 into canvas: inout CellCanvas) {
        let layout = helpLayout(area: area)
        let page = min(max(0, requested), layout.pages.count - 1)
        let columns = layout.pages[page]
        let gap = 3
        let footer = ExplorerHelp.footer(page: page, of: layout.pages.count)
        let contentWidth = max(columns.count * layout.columnWidth + (columns.count - 1) * gap, TerminalText.width(of: footer))
        let rows = columns.map(\.count).max() ?? 0
        let box = placePopup(width: contentWidth + 4, height: rows + 3, in: area, avoiding: nil)
        drawPanel(box, title: "Keys", theme: theme, into: &canvas)
        let inside = box.inset(by: 1)
        canvas.cursor = CellCanvas.Cursor(x: inside.x + 1, y: inside.y)
        for (c, column) in columns.enumerated() {
            let x = inside.x + 1 + c * (layout.columnWidth + gap)
            let clip = CellRect(x: x, y: inside.y, width: min(layout.columnWidth, inside.maxX - 1 - x), height: inside.height - 1)
            for (row, line) in column.enumerated() {
                let y = inside.y + row
                switch line {
                case .heading(let text):
                    canvas.put(text, x: x, y: y, style: theme.panelTitle, clip: clip)
                case .text(let text):
                    canvas.put(text, x: x, y: y, style: theme.panel, clip: clip)
                case .key(let keys, let summary, let gesture):
                    canvas.put(keys, x: x, y: y, style: theme.panelKey, clip: clip)
                    let summaryX = x + layout.keyWidth + 2
                    canvas.put(TextLayout.truncate(summary, toWidth: max(0, clip.maxX - summaryX)), x: summaryX, y: y,
                               style: theme.panel, clip: clip)
                    let gestureX = summaryX + layout.summaryWidth + 2
                    if !gesture.isEmpty, gestureX < clip.maxX {
                        canvas.put(TextLayout.truncate(gesture, toWidth: clip.maxX - gestureX), x: gestureX, y: y,
                                   style: theme.panelDim, clip: clip)
                    }
                }
            }
        }
        let footerX = box.x + (box.width - TerminalText.width(of: footer)) / 2
        canvas.put(footer, x: max(inside.x, footerX), y: inside.maxY - 1, style: theme.panelDim, clip: inside)
    }
}
