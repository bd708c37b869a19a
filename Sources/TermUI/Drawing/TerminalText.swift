/// Text leaving rotor for a terminal or a file, and how many columns it takes there.
///
/// Labels, values, hints and script lines are someone else's data. Everything rotor writes (the
/// panes, captions, command-line output, errors, files) passes `sanitized(_:)`, which turns every
/// character a terminal would obey or draw invisibly into a visible symbol:
/// - C0 controls become the Control Pictures (ESC is "␛", a tab "␉"), DEL is "␡";
/// - C1 controls, bidi controls (U+202A–202E, U+2066–2069, LRM, RLM, ALM), line and paragraph
///   separators and other invisible format characters become "�";
/// - a combining mark with nothing to combine with is shown on a dotted circle ("◌́").
/// Newlines survive only where `keepingNewlines` says so (multi-line command-line output).
///
/// Widths come from `width(of:)`, which counts the cells the terminal gives a grapheme cluster
/// in the form `cells(of:)` draws it: terminals disagree about emoji sequences (tmux gives a
/// ZWJ family two columns and a skin-toned thumb four; others give both two), so the panes draw
/// a sequence as its first emoji and a flag as its two letters, forms every terminal measures
/// the same way as `wcwidth`.
public enum TerminalText {
    // MARK: Sanitizing

    /// `text` with every control, bidi and invisible format character made visible.
    public static func sanitized(_ text: String, keepingNewlines: Bool = false) -> String {
        // Printable ASCII, the common case, passes untouched.
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || (keepingNewlines && $0 == 0x0A) }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if keepingNewlines, character == "\n" {
                result.append("\n")
            } else if keepingNewlines, character == "\r\n" {
                result.append("␍\n")
            } else {
                result += sanitized(character)
            }
        }
        return result
    }

    /// One grapheme cluster made safe: its unsafe scalars replaced, a bare mark given a base.
    public static func sanitized(_ character: Character) -> String {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first, only.value >= 0x20, only.value < 0x7F { return String(character) }
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index == 0, isCombining(scalar) { result.append("\u{25CC}") }
            if let replacement = replacement(for: scalar) {
                result.append(replacement)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// What an unsafe scalar is shown as; nil for a scalar that is safe as it is.
    public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let v = scalar.value
        switch v {
        case 0x00..<0x20: return Unicode.Scalar(0x2400 + v)
        case 0x7F: return "\u{2421}"
        case 0x80..<0xA0: return "\u{FFFD}"
        case 0x20..<0x7F, 0xA0..<0x300: return v == 0xAD ? "\u{FFFD}" : nil
        default: break
        }
        if isBidiControl(scalar) { return "\u{FFFD}" }
        switch scalar.properties.generalCategory {
        case .lineSeparator, .paragraphSeparator, .surrogate:
            return "\u{FFFD}"
        case .format:
            // Joiners and emoji tag characters shape the text around them and are drawn as part
            // of it; every other format character is invisible and a terminal may mishandle it.
            let joiner = v == 0x200C || v == 0x200D
            let tag = v >= 0xE0020 && v <= 0xE007F
            return joiner || tag ? nil : "\u{FFFD}"
        default:
            return nil
        }
    }

    /// True when a terminal would act on the scalar or draw it invisibly: what `sanitized`
    /// replaces, and what JSON and XML writers escape or drop.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool { replacement(for: scalar) != nil }

    /// Explicit directional formatting characters: they reorder what a terminal shows
    /// (U+202E makes "evil.txt" look like something else).
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x300 { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return scalar.value == 0x200C || scalar.value == 0x200D
        }
    }

    // MARK: Measuring

    /// Columns `text` takes in a terminal, drawn as the panes draw it.
    public static func width(of text: String) -> Int {
        // Printable ASCII is one column a character: no Unicode lookups for the common case.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var total = 0
        for character in text { total += width(of: character) }
        return total
    }

    /// Columns one grapheme cluster takes, drawn as `cells(of:)` draws it.
    public static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // Below the combining marks, one scalar is one column (a control is drawn as its symbol).
        if scalars.count == 1, first.value < 0x300 { return 1 }
        var total = 0
        for cell in cells(of: character) { total += cell.width }
        return total
    }

    /// The cells a grapheme cluster is drawn in, made safe: usually one, holding the cluster's
    /// base character and its combining marks, one or two columns wide. An emoji sequence
    /// (joined by ZWJ, with a skin tone, a presentation selector or tags) is drawn as its first
    /// emoji; a flag (two regional indicators) as its two letters, one column each.
    public static func cells(of character: Character) -> [(text: String, width: Int)] {
        let safe = sanitized(character)
        var scalars = Array(safe.unicodeScalars)
        guard let base = scalars.first else { return [] }
        if scalars.count >= 2, isRegionalIndicator(base), isRegionalIndicator(scalars[1]) {
            return [(String(Character(base)), 1), (String(Character(scalars[1])), 1)]
        }
        if scalars.count > 1 {
            // Keep the combining marks a terminal puts in the base's cell (at most four, as a
            // curses cell holds); drop what would make the terminal guess at a wider glyph.
            var kept = 1
            while kept < scalars.count, kept < 5, isCellMark(scalars[kept]) { kept += 1 }
            scalars.removeSubrange(kept...)
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return [(String(text), scalarWidth(base))]
    }

    /// A mark drawn inside its base's cell: combining marks, but not variation selectors
    /// (which ask for emoji or text presentation, a width terminals disagree about).
    private static func isCellMark(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v) { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// `wcwidth` of a scalar that is safe to draw and starts a cell: two for East Asian wide and
    /// fullwidth characters and default-emoji-presentation symbols, one otherwise.
    static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x1100 { return 1 }
        if isRegionalIndicator(scalar) { return 1 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return (v >= 0x1100 && v <= 0x115F) || (v >= 0x2E80 && v <= 0x303E) || (v >= 0x3041 && v <= 0x33FF)
            || (v >= 0x3400 && v <= 0x4DBF) || (v >= 0x4E00 && v <= 0x9FFF) || (v >= 0xA000 && v <= 0xA4CF)
            || (v >= 0xAC00 && v <= 0xD7A3) || (v >= 0xF900 && v <= 0xFAFF) || (v >= 0xFE30 && v <= 0xFE4F)
            || (v >= 0xFF00 && v <= 0xFF60) || (v >= 0xFFE0 && v <= 0xFFE6)
            || (v >= 0x20000 && v <= 0x3FFFD)
            ? 2 : 1
    }
}
