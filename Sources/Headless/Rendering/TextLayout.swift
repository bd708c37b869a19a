import TermUI

/// Fitting text into a number of terminal columns.
enum TextLayout {
    /// `text` cut to `width` columns, ending in "…" when something was cut.
    static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard TerminalText.width(of: text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let w = TerminalText.width(of: character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }

    /// `text` broken into lines of at most `width` columns, at spaces where it can, inside a
    /// word where it must.
    static func wrap(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            let wordWidth = TerminalText.width(of: String(word))
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            // A word longer than a line is broken where it reaches the edge, in one pass.
            if wordWidth > width {
                var piece = "", pieceWidth = 0
                for character in word {
                    let w = TerminalText.width(of: character)
                    if w > width { continue }
                    if pieceWidth + w > width {
                        lines.append(piece)
                        piece = ""
                        pieceWidth = 0
                    }
                    piece.append(character)
                    pieceWidth += w
                }
                word = Substring(piece)
            }
            line = String(word)
            lineWidth = TerminalText.width(of: line)
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }
}
