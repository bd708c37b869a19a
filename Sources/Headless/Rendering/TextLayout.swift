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
    /// word where it must (TermUI's `TextWrapper`, as a `Text` wraps); runs of spaces count as
    /// one, and an empty text is one empty line.
    static func wrap(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        let words = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        let lines = TextWrapper.wrap(words, columns: width)
        return lines.isEmpty ? [""] : lines
    }
}
