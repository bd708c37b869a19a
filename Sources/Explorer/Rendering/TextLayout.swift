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
            // A word longer than a line is broken where it reaches the edge.
            while TerminalText.width(of: String(word)) > width {
                var piece = ""
                var pieceWidth = 0
                while let character = word.first, pieceWidth + TerminalText.width(of: character) <= width {
                    piece.append(character)
                    pieceWidth += TerminalText.width(of: character)
                    word = word.dropFirst()
                }
                if piece.isEmpty { word = word.dropFirst() } else { lines.append(piece) }
            }
            line = String(word)
            lineWidth = TerminalText.width(of: line)
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }
}
