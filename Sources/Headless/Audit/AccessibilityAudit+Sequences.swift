import Accessibility
import Foundation
import TermUI

extension AccessibilityAudit {
    /// The number a text element reads alone ("2", " 3 "), as a step of a row of numbered
    /// steps does; nil for anything else.
    static func stepNumber(_ element: AccessibilityElement) -> Int? {
        guard !element.isContainer, element.traits == .isStaticText, (element.value ?? "").isEmpty else { return nil }
        // A number with nothing around it needs no trimming, and only a label with something
        // other than a visible ASCII character at an end can read as a number once trimmed.
        if let number = Int(element.label) { return number }
        return hasVisibleASCIIEnds(element.label) ? nil : Int(element.label.trimmingCharacters(in: .whitespaces))
    }

    /// Step numbers in a row: three or more texts side by side, each its own element, reading
    /// 1, 2, 3… in order, one drawn apart from the rest (bold, another colour): a step
    /// indicator whose current step only the drawing shows. VoiceOver reads "1", "2", "3" and
    /// nothing says which is current. Returns the element drawn apart and the run's labels.
    /// (Its caller walks it only on a screen where some text reads 1, where a run starts.)
    static func stepDigitRuns(_ tree: AccessibilityTree, canvas: CellCanvas,
                              metric: CellMetric) -> [(current: AccessibilityElement, labels: [String])] {
        var found: [(AccessibilityElement, [String])] = []
        let number = stepNumber
        /// The style of the element's first drawn cell: how it looks.
        func look(_ element: AccessibilityElement) -> CellStyle? {
            let rect = metric.cellRect(element.frame)
            guard rect.y >= 0, rect.y < canvas.height, canvas.storedRows.contains(rect.y) else { return nil }
            for x in canvas.columns(of: rect) where canvas[x, rect.y].grapheme != " " {
                return canvas[x, rect.y].style
            }
            return nil
        }
        func check(_ run: [AccessibilityElement]) {
            guard run.count >= 3 else { return }
            let looks = run.compactMap(look)
            guard looks.count == run.count else { return }
            // One drawn apart: two looks, one of them worn by a single step.
            let groups = Dictionary(grouping: run.indices, by: { looks[$0] })
            guard groups.count == 2, let apart = groups.values.first(where: { $0.count == 1 }) else { return }
            found.append((run[apart[0]], run.map(\.label)))
        }
        func visit(_ siblings: [AccessibilityElement]) {
            var run: [AccessibilityElement] = []
            for element in siblings {
                if let value = number(element), let last = run.last, let previous = number(last),
                   value == previous + 1, abs(element.frame.minY - last.frame.minY) < 0.5, element.frame.minX > last.frame.minX {
                    run.append(element)
                    continue
                }
                check(run)
                run = number(element) == 1 ? [element] : []
            }
            check(run)
            for element in siblings where !element.children.isEmpty { visit(element.children) }
        }
        visit(tree.roots)
        return found
    }
}

extension AccessibilityAudit {
    /// Glyphs a filled shape draws as: a full cell, or a bar under a row's height.
    static let barGlyphs = Glyphs(["█", "━"])

    /// Progress drawn with shapes: on one row, eight or more bar cells in a run, the leading
    /// part in one colour and the rest in another (a track with a fill in front of it). The
    /// drawing shows how far along; a VoiceOver user hears nothing unless the element over it
    /// has a value (a `ProgressView` reads "40%"), which the caller checks. Returns each bar's
    /// cells and how much of it is filled.
    static func drawnProgressBars(_ canvas: CellCanvas, _ cells: NonASCIICells? = nil) -> [(cells: CellRect, filled: Double)] {
        var bars: [(CellRect, Double)] = []
        // Every bar glyph is outside ASCII: only those cells are looked at, a bar being a run of
        // them side by side.
        for (y, columns) in (cells ?? NonASCIICells(canvas)).rows {
            guard let row = canvas.row(y) else { continue }
            var index = 0
            while index < columns.count {
                let start = columns[index]
                guard barGlyphs.contains(row[start].grapheme) else { index += 1; continue }
                var x = start
                while x < row.count, row[x].grapheme == row[start].grapheme { x += 1 }
                // The columns of the run are all non-ASCII: go on after it.
                while index < columns.count, columns[index] < x { index += 1 }
                // Eight cells or more, in two colours, each in one piece: the fill, then the track.
                guard x - start >= 8 else { continue }
                let colours = row[start..<x].map(\.style.foreground)
                guard let first = colours.first, let last = colours.last, first != last,
                      let split = colours.firstIndex(where: { $0 != first }),
                      colours[split...].allSatisfy({ $0 == last }) else { continue }
                bars.append((CellRect(x: start, y: y, width: colours.count, height: 1), Double(split) / Double(colours.count)))
            }
        }
        return bars
    }
}
