import Foundation
import TermUI

/// A cell grid as an SVG picture: a monospace grid, one `<text>` a row with a `<tspan>` a
/// run of one style, every character placed at its cell (so box drawing and wide characters
/// line up whatever the font), background rectangles, bold, italic, underline, dim and reverse.
public enum SVGSnapshot {
    public static let cellWidth = 8.4
    public static let cellHeight = 17.0
    public static let fontSize = 14.0
    /// The terminal's own colours, for cells that leave them unset.
    public static let defaultForeground = TerminalColor(red: 212, green: 212, blue: 212)
    public static let defaultBackground = TerminalColor(red: 24, green: 24, blue: 24)

    public static func svg(_ canvas: CellCanvas, title: String? = nil) -> String {
        let width = Double(canvas.width) * cellWidth, height = Double(canvas.height) * cellHeight
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
            viewBox="0 0 \(number(width)) \(number(height))" font-family="'DejaVu Sans Mono', Menlo, Consolas, monospace" \
            font-size="\(number(fontSize))" xml:space="preserve">

            """
        if let title { out += "<title>\(escape(title))</title>\n" }
        out += "<rect width=\"100%\" height=\"100%\" fill=\"\(defaultBackground.hex)\"/>\n"
        for y in 0..<canvas.height {
            // Backgrounds: one rectangle a run of cells with the same colour.
            var x = 0
            while x < canvas.width {
                let color = colors(canvas[x, y].style).background
                var end = x + 1
                while end < canvas.width, colors(canvas[end, y].style).background == color { end += 1 }
                if color != defaultBackground {
                    out += "<rect x=\"\(number(Double(x) * cellWidth))\" y=\"\(number(Double(y) * cellHeight))\" "
                        + "width=\"\(number(Double(end - x) * cellWidth))\" height=\"\(number(cellHeight))\" fill=\"\(color.hex)\"/>\n"
                }
                x = end
            }
        }
        let baseline = cellHeight * 0.78
        for y in 0..<canvas.height {
            var spans: [String] = []
            var x = 0
            while x < canvas.width {
                let style = canvas[x, y].style
                var end = x
                var positions: [String] = []
                var text = ""
                while end < canvas.width, canvas[end, y].style == style {
                    let cell = canvas[end, y]
                    if !cell.isContinuation {
                        // One position per scalar, so a cluster's marks stay on its cell.
                        for _ in cell.grapheme.unicodeScalars { positions.append(number(Double(end) * cellWidth)) }
                        text += cell.grapheme
                    }
                    end += 1
                }
                // A run of blanks needs no text; its background is already drawn.
                if text.contains(where: { $0 != " " }) { spans.append(tspan(text, positions: positions, style: style)) }
                x = end
            }
            guard !spans.isEmpty else { continue }
            out += "<text y=\"\(number(Double(y) * cellHeight + baseline))\">" + spans.joined() + "</text>\n"
        }
        return out + "</svg>\n"
    }

    private static func tspan(_ text: String, positions: [String], style: CellStyle) -> String {
        var attributes = "x=\"\(positions.joined(separator: " "))\" fill=\"\(colors(style).foreground.hex)\""
        if style.bold { attributes += " font-weight=\"bold\"" }
        if style.italic { attributes += " font-style=\"italic\"" }
        if style.underline { attributes += " text-decoration=\"underline\"" }
        if style.dim { attributes += " opacity=\"0.6\"" }
        return "<tspan \(attributes)>\(escape(text))</tspan>"
    }

    private static func colors(_ style: CellStyle) -> (foreground: TerminalColor, background: TerminalColor) {
        let foreground = style.foreground ?? defaultForeground, background = style.background ?? defaultBackground
        return style.reverse ? (background, foreground) : (foreground, background)
    }

    /// Text as XML character data: markup characters escaped; controls and bidi characters shown
    /// as `TerminalText` shows them, and characters XML cannot hold replaced.
    public static func escape(_ text: String) -> String {
        var result = ""
        TerminalText.forEachScalar(of: text) { scalar, replacement in
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            // What XML cannot hold (controls, U+FFFE, U+FFFF) is among what TerminalText replaces.
            case _ where replacement != nil: result.unicodeScalars.append(replacement!)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
