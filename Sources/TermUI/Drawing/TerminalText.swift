import Synchronization

/// Text leaving rotor for a terminal or a file, and how many columns it takes there.
///
/// Labels, values, hints and script lines are someone else's data. Everything rotor writes (the
/// panes, captions, command-line output, errors, files) passes `sanitized(_:)`, which turns every
/// character a terminal would obey or draw invisibly into a visible symbol:
/// - C0 controls become the Control Pictures (ESC is "␛", a tab "␉"), DEL is "␡";
/// - C1 controls, bidi controls (U+202A–202E, U+2066–2069, LRM, RLM, ALM), line and paragraph
///   separators and other invisible format characters become "�";
/// - so do private-use characters, noncharacters (U+FDD0–FDEF, U+xxFFFE, U+xxFFFF) and code
///   points Unicode has not assigned: a terminal draws them as it likes, often as nothing;
/// - a zero-width joiner is kept only between two emoji (a ZWJ sequence such as 👩‍👧), and tag
///   characters only in a flag's tag sequence (🏴 U+1F3F4, tags, CANCEL TAG U+E007F); anywhere
///   else they are invisible and become "�" too;
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
        if allBytes(of: text, { ($0 >= 0x20 && $0 < 0x7F) || (keepingNewlines && $0 == 0x0A) }) { return text }
        let scalars = text.unicodeScalars
        var result = String.UnicodeScalarView()
        result.reserveCapacity(text.utf8.count)
        // Cluster by cluster (a Character's bounds, without making each a Character).
        var start = text.startIndex
        while start < text.endIndex {
            let end = text.index(after: start)
            let first = scalars[start]
            let second = scalars.index(after: start)
            if second == end {
                // One scalar, the common case: a joiner or a tag alone joins nothing.
                if (first.value >= 0x20 && first.value < 0x7F) || (keepingNewlines && first == "\n")
                    || plainSymbolWidth(first) != nil {
                    result.append(first)
                } else if let replacement = replacement(for: first) {
                    result.append(replacement)
                } else {
                    if isCombining(first) { result.append("\u{25CC}") }
                    result.append(first)
                }
            } else if keepingNewlines, first == "\r", scalars[second] == "\n", scalars.index(after: second) == end {
                result.append("␍")
                result.append("\n")
            } else {
                if isCombining(first) { result.append("\u{25CC}") }
                var index = start
                while index < end {
                    result.append(replacement(in: scalars, at: index) ?? scalars[index])
                    index = scalars.index(after: index)
                }
            }
            start = end
        }
        return String(result)
    }

    /// One grapheme cluster made safe: its unsafe scalars replaced, a bare mark given a base.
    public static func sanitized(_ character: Character) -> String {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first, only.value >= 0x20, only.value < 0x7F { return String(character) }
        return sanitized(String(character))
    }

    /// What an unsafe scalar is shown as when it stands alone; nil for a scalar that is safe as
    /// it is. A joiner or a tag character is unsafe here: `replacement(in:at:)` keeps it where
    /// it joins an emoji sequence.
    public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if plainSymbolWidth(scalar) != nil { return nil }
        return replacementByRule(for: scalar)
    }

    /// `replacement(for:)` by the rules alone, without the table of plain symbols.
    static func replacementByRule(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let v = scalar.value
        switch v {
        case 0x00..<0x20: return Unicode.Scalar(0x2400 + v)
        case 0x7F: return "\u{2421}"
        case 0x80..<0xA0: return "\u{FFFD}"
        case 0x20..<0x7F, 0xA0..<0x300: return v == 0xAD ? "\u{FFFD}" : nil
        default: break
        }
        // Noncharacters: U+FDD0–FDEF and the last two code points of every plane.
        if (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE { return "\u{FFFD}" }
        switch scalar.properties.generalCategory {
        case .lineSeparator, .paragraphSeparator, .surrogate, .format, .privateUse, .unassigned:
            // Bidi controls, joiners and tags are format characters too.
            return "\u{FFFD}"
        default:
            return nil
        }
    }

    /// What the scalar at `index` of `scalars` is shown as, where it stands: as
    /// `replacement(for:)`, except that a zero-width joiner between two emoji and the tags of
    /// a flag's tag sequence are kept, as parts of the emoji they make.
    public static func replacement(in scalars: String.UnicodeScalarView, at index: String.Index) -> Unicode.Scalar? {
        let scalar = scalars[index]
        guard let replacement = replacement(for: scalar) else { return nil }
        let v = scalar.value
        if v == 0x200C || v == 0x200D, followsShapedLetter(scalars, at: index) { return nil }
        if v == 0x200D { return joinsEmoji(scalars, at: index) ? nil : replacement }
        if isTag(v) { return isInFlagTagSequence(scalars, at: index) ? nil : replacement }
        return replacement
    }

    /// Calls `body` with each scalar of `text` and what it is shown as where it stands (nil
    /// when it is safe): the walk JSON and XML writers escape by. Printable ASCII takes no
    /// Unicode lookups.
    public static func forEachScalar(of text: String, _ body: (Unicode.Scalar, _ replacement: Unicode.Scalar?) -> Void) {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar.value >= 0x20, scalar.value < 0x7F {
                body(scalar, nil)
            } else {
                body(scalar, replacement(in: scalars, at: index))
            }
            index = scalars.index(after: index)
        }
    }

    /// True when a terminal would act on the scalar or draw it invisibly when it stands alone:
    /// what `sanitized` replaces outside an emoji sequence.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool { replacement(for: scalar) != nil }

    private static func isTag(_ v: UInt32) -> Bool { v >= 0xE0020 && v <= 0xE007F }

    /// An emoji that a ZWJ may join (a pictographic one, which a ZWJ holds in its grapheme
    /// cluster): not the ASCII digits, `#` and `*`, which are emoji only in keycap sequences,
    /// nor regional indicators or skin tones, which only modify.
    private static func isJoinableEmoji(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v >= 0x80 && !(0x1F1E6...0x1F1FF).contains(v) && !(0x1F3FB...0x1F3FF).contains(v) && scalar.properties.isEmoji
    }

    /// A ZWJ with an emoji after it and one before it (past a presentation selector or skin
    /// tone, which emoji carry before their joiner: 🏃🏽‍♀️, 🏳️‍🌈).
    private static func joinsEmoji(_ scalars: String.UnicodeScalarView, at index: String.Index) -> Bool {
        let next = scalars.index(after: index)
        guard next < scalars.endIndex, isJoinableEmoji(scalars[next]), index > scalars.startIndex else { return false }
        var before = scalars.index(before: index)
        while before > scalars.startIndex, scalars[before].value == 0xFE0F || (0x1F3FB...0x1F3FF).contains(scalars[before].value) {
            before = scalars.index(before: before)
        }
        return isJoinableEmoji(scalars[before])
    }

    /// A joiner or non-joiner after a letter (past its marks) of a script whose letters join or
    /// form conjuncts: Arabic, Syriac, N'Ko, the Indic scripts, Myanmar, Khmer, Mongolian. There
    /// they are spelling (Persian writes "می‌خواهم" with a non-joiner; Devanagari and Malayalam
    /// choose half forms with a joiner), as the Unicode Standard's chapter 23.2 describes, not
    /// hidden text, so they are kept; after anything else they are shown as `�`.
    private static func followsShapedLetter(_ scalars: String.UnicodeScalarView, at index: String.Index) -> Bool {
        var before = index
        while before > scalars.startIndex {
            before = scalars.index(before: before)
            let scalar = scalars[before]
            if isCombining(scalar) { continue }
            switch scalar.value {
            case 0x0600...0x08FF, 0x0900...0x0DFF, 0x1000...0x109F, 0x1780...0x18AF,
                 0xA8E0...0xA8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
                return scalar.properties.generalCategory == .otherLetter || scalar.properties.isAlphabetic
            default:
                return false
            }
        }
        return false
    }

    /// A tag character inside 🏴 (U+1F3F4), one or more tag letters (U+E0020–E007E) and the
    /// CANCEL TAG (U+E007F): the form of the subdivision flags (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
    private static func isInFlagTagSequence(_ scalars: String.UnicodeScalarView, at index: String.Index) -> Bool {
        // Back over the tag letters to the flag.
        var start = index
        if scalars[index].value == 0xE007F {
            guard start > scalars.startIndex else { return false }
            start = scalars.index(before: start)
            guard isTag(scalars[start].value), scalars[start].value != 0xE007F else { return false }
        }
        while start > scalars.startIndex, isTag(scalars[start].value), scalars[start].value != 0xE007F {
            start = scalars.index(before: start)
        }
        guard scalars[start].value == 0x1F3F4 else { return false }
        // Forward over the tag letters to the cancel tag.
        var end = index
        while end < scalars.endIndex, isTag(scalars[end].value), scalars[end].value != 0xE007F {
            end = scalars.index(after: end)
        }
        return end < scalars.endIndex && scalars[end].value == 0xE007F
    }

    static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x300 { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return false
        }
    }

    // MARK: Measuring

    /// Whether every byte of `text` is printable ASCII (space to tilde): one column and one cell a
    /// byte, with no Unicode lookups, the common case of measuring, breaking and drawing text.
    public static func isPrintableASCII(_ text: String) -> Bool {
        allBytes(of: text) { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether every UTF-8 byte of `text` passes `test`, read from the string's own storage (a
    /// small string's bytes copied to the stack) rather than a byte at a time through its view.
    static func allBytes(of text: String, _ test: (UInt8) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { $0.allSatisfy(test) }
    }

    /// Whether `text` has the byte `byte` (an ASCII character) in its UTF-8, read as `allBytes`.
    @usableFromInline static func hasByte(_ byte: UInt8, in text: String) -> Bool {
        !allBytes(of: text) { $0 != byte }
    }

    /// Columns `text` takes in a terminal, drawn as the panes draw it.
    public static func width(of text: String) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
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
        let scalars = character.unicodeScalars
        if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
           let width = plainSymbolWidth(only) {
            return [(String(character), width)]
        }
        return cellsByRule(of: character)
    }

    /// `cells(of:)` by the rules alone, without the table of plain symbols.
    static func cellsByRule(of character: Character) -> [(text: String, width: Int)] {
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

    /// The columns a scalar standing alone takes when it is drawn as it is (no replacement, no
    /// dotted circle), for the scalars from U+00A0 to U+2FFF: the panes' box-drawing, block,
    /// arrow and bullet characters and the Latin, Greek and Cyrillic letters. Those are drawn
    /// on every frame, and the table spares each one its Unicode property look-ups; it is made
    /// by the rules, so it answers exactly as they do (`TerminalTextTests` checks every entry).
    /// Nil outside that range or for a scalar that is not drawn as it is.
    ///
    /// The table is filled a block of 256 scalars at a time, when a scalar of the block is first
    /// asked about: the whole range costs about a millisecond of property look-ups, which a
    /// command that draws a few symbols (`rotor speak`) would pay at every start.
    static func plainSymbolWidth(_ scalar: Unicode.Scalar) -> Int? {
        let v = scalar.value
        guard v >= plainSymbolRange.lowerBound, v < plainSymbolRange.upperBound else { return nil }
        let index = Int(v - plainSymbolRange.lowerBound)
        let block = index >> PlainSymbolTable.blockShift
        if PlainSymbolTable.filled.load(ordering: .acquiring) & (1 << UInt64(block)) == 0 { PlainSymbolTable.fill(block) }
        let width = PlainSymbolTable.widths[index]
        return width == 0 ? nil : Int(width)
    }

    static let plainSymbolRange: Range<UInt32> = 0xA0..<0x3000

    /// Blocks of the plain symbols' widths: 0 for a scalar drawn otherwise than as it is, else
    /// its width. A block's bit in `filled` is set, with release ordering, once its entries are
    /// written, and they are read only after that bit is seen with acquire ordering.
    private enum PlainSymbolTable {
        static let blockShift = 8
        static let count = Int(plainSymbolRange.count)
        static let blockCount = (count + (1 << blockShift) - 1) >> blockShift
        nonisolated(unsafe) static let widths: UnsafeMutablePointer<UInt8> = {
            precondition(blockCount <= 64, "the filled blocks are the bits of one 64-bit word")
            let widths = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
            widths.initialize(repeating: 0, count: count)
            return widths
        }()
        static let filled = Atomic<UInt64>(0)
        /// How many blocks were filled; held by the lock the filling takes.
        static let filling = Locked(0)

        static func fill(_ block: Int) {
            filling.withLock { blocksFilled in
                guard filled.load(ordering: .relaxed) & (1 << UInt64(block)) == 0 else { return }
                let start = block << blockShift, end = min(count, start + (1 << blockShift))
                for index in start..<end {
                    widths[index] = width(UInt32(index) + plainSymbolRange.lowerBound)
                }
                filled.bitwiseOr(1 << UInt64(block), ordering: .releasing)
                blocksFilled += 1
            }
        }

        private static func width(_ value: UInt32) -> UInt8 {
            guard let scalar = Unicode.Scalar(value), replacementByRule(for: scalar) == nil, !isCombining(scalar) else { return 0 }
            return UInt8(scalarWidth(scalar))
        }
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
