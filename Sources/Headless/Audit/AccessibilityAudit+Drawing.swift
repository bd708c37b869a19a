import Accessibility
import Foundation
import TermUI

/// A run of letters and digits drawn on one row of the screen.
struct VisibleWord {
    var text: String
    var row: Int
    var start: Int
    var end: Int

    /// Every word the screen shows, row by row: the rows the canvas holds (a tall page's
    /// canvas holds the pane's rows; the others are blank).
    static func words(in canvas: CellCanvas) -> [VisibleWord] {
        var words: [VisibleWord] = []
        // Each row's cells read in place through its buffer, a cell told by its bits; a word's
        // text gathered as bytes and made once.
        var bytes: [UInt8] = []
        // The columns beside those drawn on are blank: a list's rows are read a dozen cells each.
        let columns = canvas.writtenColumns
        for y in canvas.storedRows {
            guard let row = canvas.row(y) else { continue }
            row.withUnsafeBufferPointer { cells in
                var start = -1, end = 0
                func endWord() {
                    guard start >= 0 else { return }
                    words.append(VisibleWord(text: String(decoding: bytes, as: UTF8.self), row: y, start: start, end: end))
                    bytes.removeAll(keepingCapacity: true)
                    start = -1
                }
                for x in columns {
                    // One byte (most cells, blanks among them): told and kept by its code alone.
                    if let byte = cells[x].asciiByte {
                        if isWordByte(byte) {
                            if start < 0 { start = x }
                            bytes.append(byte)
                            end = x + 1
                        } else {
                            endWord()
                        }
                    } else if cells[x].isContinuation {
                        // The second half of a wide character belongs to the word it is in.
                        if start >= 0 { end = x + 1 }
                    } else if case let grapheme = cells[x].grapheme, isWordCell(grapheme) {
                        if start < 0 { start = x }
                        bytes.append(contentsOf: grapheme.utf8)
                        end = x + 1
                    } else {
                        endWord()
                    }
                }
                endWord()
            }
        }
        return words
    }

    /// An ASCII digit or letter.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// Whether `cell` holds a letter or a digit: an ASCII cell told by its byte, without
    /// making its grapheme; a continuation holds none.
    static func isWordCell(_ cell: Cell) -> Bool {
        if let byte = cell.asciiByte { return isWordByte(byte) }
        return !cell.isContinuation && isWordCell(cell.grapheme)
    }

    /// Whether a cell's grapheme has a letter or a digit in it (`Character.isLetter` or
    /// `isNumber`). Most cells are ASCII, spaces or box drawing: those are told by their code
    /// alone, without a Unicode property look-up.
    static func isWordCell(_ grapheme: String) -> Bool {
        let utf8 = grapheme.utf8
        if utf8.count == 1, let byte = utf8.first { return isWordByte(byte) }
        let scalars = grapheme.unicodeScalars
        if let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
           isNeitherLetterNorDigit(scalar) {
            return false
        }
        return grapheme.contains { $0.isLetter || $0.isNumber }
    }

    /// General punctuation (…, •, –), box drawing, block elements and geometric shapes: blocks
    /// with no letter and no digit in them.
    static func isNeitherLetterNorDigit(_ scalar: Unicode.Scalar) -> Bool {
        (0x2000..<0x2070).contains(scalar.value) || (0x2500..<0x2600).contains(scalar.value)
    }

    /// TermUI draws an asset image as its name, in italics, on a ░ fill, and a symbol it has no
    /// glyph for as its short name in brackets, in italics: stand-ins for pictures, not text.
    func isOnImagePlaceholder(in canvas: CellCanvas) -> Bool {
        guard canvas[start, row].style.italic else { return false }
        if start > 0, end < canvas.width, canvas[start - 1, row].grapheme == "[", canvas[end, row].grapheme == "]" {
            return true
        }
        var x = start
        while x >= 0, canvas[x, row].style.italic, canvas[x, row].grapheme != "░" { x -= 1 }
        return x >= 0 && canvas[x, row].grapheme == "░"
    }

    func isInside(_ rect: CellRect) -> Bool {
        row >= rect.y && row < rect.maxY && start >= rect.x && end <= rect.maxX
    }

    func overlaps(_ rect: CellRect) -> Bool {
        row >= rect.y && row < rect.maxY && start < rect.maxX && end > rect.x
    }
}

/// The words of a drawing by row, for the rules that ask which words lie in each element's
/// rectangle: a question asks only the rows with words that the rectangle spans, so asking it
/// of every element of a long page costs a look-up each, not a pass over every word.
struct WordRows {
    let words: [VisibleWord]
    /// The rows that have words, in order.
    private let rows: [Int]
    /// The indexes in `words` of the words of `rows[i]`, in order: `order[starts[i]..<starts[i + 1]]`.
    /// Arrays, not a table by row: a long screen has words on most of its rows.
    private let order: [Int]
    private let starts: [Int]

    init(_ words: [VisibleWord]) {
        self.words = words
        // The screen's words come row by row; any others are put in that order.
        let inRowOrder = zip(words, words.dropFirst()).allSatisfy { $0.row <= $1.row }
        let order = inRowOrder ? Array(words.indices) : words.indices.sorted { (words[$0].row, $0) < (words[$1].row, $1) }
        var rows: [Int] = [], starts: [Int] = []
        for (position, index) in order.enumerated() where rows.last != words[index].row {
            rows.append(words[index].row)
            starts.append(position)
        }
        starts.append(order.count)
        self.order = order
        self.rows = rows
        self.starts = starts
    }

    /// The positions in `rows` of the rows with words from `rect.y` up to `rect.maxY`.
    private func positions(spanning rect: CellRect) -> Range<Int> {
        var low = 0, high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle] < rect.y { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < rows.count, rows[end] < rect.maxY { end += 1 }
        return low..<end
    }

    /// The rows with words from `rect.y` up to `rect.maxY`, in order.
    func rows(spanning rect: CellRect) -> ArraySlice<Int> { rows[positions(spanning: rect)] }

    /// The words inside `rect`, in the order of `words` (what `words.filter { $0.isInside(rect) }` gives).
    func inside(_ rect: CellRect) -> [VisibleWord] {
        let spanned = positions(spanning: rect)
        guard !spanned.isEmpty else { return [] }
        // One row's words are listed in order already; words of several rows are sorted. The
        // answer is allocated once, at most as long as the words looked at.
        let listed = order[starts[spanned.lowerBound]..<starts[spanned.upperBound]]
        var found: [VisibleWord] = []
        found.reserveCapacity(listed.count)
        for index in spanned.count > 1 ? listed.sorted()[...] : listed where words[index].isInside(rect) {
            found.append(words[index])
        }
        return found
    }
}

/// Numbers listed under rows, in the order each was given, kept in two arrays (not an array a
/// row: a long screen has something on most of its rows) that span only the rows listed (a
/// window of a long page's rows costs its own rows, not the page's).
struct RowLists {
    private let values: [Int]
    private let starts: [Int]
    /// The first row listed: `starts[0]` is its.
    private let firstRow: Int

    /// `pairs` counted by row, then placed: each row's numbers in their order in `pairs`.
    init(_ pairs: [(row: Int, element: Int)]) {
        let firstRow = pairs.map(\.row).min() ?? 0, lastRow = pairs.map(\.row).max() ?? -1
        let rows = lastRow - firstRow + 1
        var starts = [Int](repeating: 0, count: rows + 1)
        for pair in pairs { starts[pair.row - firstRow + 1] += 1 }
        for row in 0..<rows { starts[row + 1] += starts[row] }
        var next = starts
        var values = [Int](repeating: 0, count: pairs.count)
        for pair in pairs {
            values[next[pair.row - firstRow]] = pair.element
            next[pair.row - firstRow] += 1
        }
        self.values = values
        self.starts = starts
        self.firstRow = firstRow
    }

    /// The numbers under `row`; none for a row not listed.
    subscript(row: Int) -> ArraySlice<Int> {
        let index = row - firstRow
        guard index >= 0, index + 1 < starts.count else { return [] }
        return values[starts[index]..<starts[index + 1]]
    }
}

extension AccessibilityAudit {
    /// Everything VoiceOver can say for an element, normalized: label, value, hint, custom
    /// content, action names, its text, and its children's.
    static func readText(_ element: AccessibilityElement) -> String {
        // The parts joined by spaces as they come, then normalized once (a child's part is
        // normalized already, and normalizing it again changes nothing).
        var text = element.label
        text += " "
        text += element.value ?? ""
        text += " "
        text += element.hint ?? ""
        text += " "
        text += element.text ?? ""
        for action in element.actions {
            text += " "
            text += action.name
        }
        for content in element.customContent {
            text += " "
            text += content.label
            text += " "
            text += content.value
        }
        for child in element.children {
            text += " "
            text += readText(child)
        }
        return SpeechMatch.normalize(text)
    }

    // MARK: label-in-name

    /// label-in-name (WCAG 2.5.3): a control whose visible text is not in what VoiceOver and
    /// Voice Control call it: someone who says what they see ("Tap Send") reaches nothing.
    static func labelInName(_ tree: AccessibilityTree, _ facts: ElementFacts, canvas: CellCanvas, words: [VisibleWord],
                            metric: CellMetric) -> [AuditFinding] {
        // An image's stand-in is not visible text: the words inside a control are looked at
        // for it (not every word of the screen).
        let words = WordRows(words)
        return facts.actionable.compactMap { position in
            guard !facts.traits[position].intersection([.isButton, .isLink]).isEmpty else { return nil }
            let element = tree.allElements[position]
            // An element without a label is unlabeled-control's.
            guard !SpeechMatch.normalize(element.label).isEmpty else { return nil }
            let rect = metric.cellRect(facts.frames[position])
            let visible = words.inside(rect).filter { !$0.isOnImagePlaceholder(in: canvas) }.map(\.text)
            // Voice Control's own rule: the overlay marks the same controls.
            guard case .visibleTextNotInName(let shown, let missing)? = VoiceControl.nameProblem(of: element, visible: visible)
            else { return nil }
            return finding(.labelInName, element, "it shows \"\(shown)\" but its label \"\(element.label)\" does not contain "
                              + "\"\(missing)\"",
                           fix: "start the label with the visible text: .accessibilityLabel(\"\(shown)…\"), add it to "
                              + ".accessibilityInputLabels, or drop the label override")
        }
    }

    // MARK: unexposed-text

    /// unexposed-text: text on the screen that no element reads is lost to a VoiceOver user:
    /// drawn in a Canvas, hidden by mistake, or cut from a combined label.
    static func unexposedText(_ tree: AccessibilityTree, _ facts: ElementFacts, canvas: CellCanvas, words: [VisibleWord],
                              metric: CellMetric) -> [AuditFinding] {
        let byRow = WordRows(words)
        // Each element under the rows with words it spans, in the tree's order; what it reads is
        // worked out only for the elements a word lies on.
        // Indexed by row and by element, not hashed: a long screen has a word on most rows.
        var elements: [(element: AccessibilityElement, rect: CellRect)] = []
        var pairs: [(row: Int, element: Int)] = []
        for (position, frame) in facts.frames.enumerated() {
            let rect = metric.cellRect(frame)
            let spanned = byRow.rows(spanning: rect)
            guard !spanned.isEmpty else { continue }
            for row in spanned where row >= 0 && row < canvas.height { pairs.append((row, elements.count)) }
            elements.append((tree.allElements[position], rect))
        }
        let onRow = RowLists(pairs)
        var reads = [String?](repeating: nil, count: elements.count)
        func read(_ index: Int) -> String {
            if let known = reads[index] { return known }
            let text = readText(elements[index].element)
            reads[index] = text
            return text
        }
        // Each label normalized once, though most rows have more than one word on them.
        var labels = [String?](repeating: nil, count: elements.count)
        func normalizedLabel(_ index: Int) -> String {
            if let known = labels[index] { return known }
            let label = SpeechMatch.normalize(elements[index].element.label)
            labels[index] = label
            return label
        }
        var unread: [Int: [(word: VisibleWord, owner: AccessibilityElement?)]] = [:]
        for word in words {
            let text = SpeechMatch.normalize(word.text)
            guard text.count > 1 || word.text.first?.isNumber == true else { continue }
            // Most words are in the label of the element they lie on: that is looked at first,
            // and everything the element reads is worked out only when no label has the word.
            // (A word in the normalized label is in the normalized whole, which starts with it.)
            let onThisRow = onRow[word.row]
            if onThisRow.contains(where: { word.overlaps(elements[$0].rect)
                && SpeechMatch.contains(normalizedLabel($0), text) }) { continue }
            let indexes = onThisRow.filter { word.overlaps(elements[$0].rect) }
            if indexes.contains(where: { SpeechMatch.contains(read($0), text) }) { continue }
            let covering = indexes.map { elements[$0] }
            // An element with a value says what it shows in its own words ("No sounds" for three
            // empty slots).
            if covering.contains(where: { !$0.element.isContainer && !($0.element.value ?? "").isEmpty }) { continue }
            // An empty text field shows its prompt ("name@example.com") where the text will go:
            // an example of what to type, drawn for the field, not content of the screen.
            if covering.contains(where: { $0.element.traits.contains(.isTextField) && ($0.element.value ?? "").isEmpty }) {
                continue
            }
            // A number drawn as one of a row of positions ("1 2 3 4") that the element says in
            // its own words as "2 of 4".
            if let number = Int(word.text), indexes.contains(where: { saysPosition(read($0), within: number) }) {
                continue
            }
            // An asset image is drawn as its name on a ░ fill: a stand-in for the picture.
            if word.isOnImagePlaceholder(in: canvas) { continue }
            // The innermost covering element is the one to fix.
            let owner = covering.min { $0.rect.width * $0.rect.height < $1.rect.width * $1.rect.height }?.element
            unread[word.row, default: []].append((word, owner))
        }
        return unread.keys.sorted().map { row in
            let run = unread[row]!
            let text = run.map(\.word.text).joined(separator: " ")
            let owner = run.compactMap(\.owner).first
            let id = owner?.id ?? AccessibilityElementID("screen/row \(row + 1)")
            let message = owner == nil
                ? "\"\(text)\" on row \(row + 1) is drawn but no element reads it"
                : "\"\(text)\" on row \(row + 1) is drawn inside it but it does not read it"
            return AuditFinding(rule: .unexposedText, elementID: id, label: owner?.label ?? "", message: message,
                                fix: "give it an element (.accessibilityLabel on the Canvas or view that draws it), or "
                                   + "include it in the combined label", identifier: owner?.identifier)
        }
    }

    /// Whether `text` says a position ("2 of 4", "2/4", as `saysPosition(_:)` reads them) with
    /// `number` among 1…M.
    static func saysPosition(_ text: String, within number: Int) -> Bool {
        guard saysPosition(text) else { return false }
        return text.matches(of: #/(\d+)\s*(?:of|\/)\s*(\d+)/#).contains { match in
            guard let total = Int(match.output.2) else { return false }
            return number >= 1 && number <= total
        }
    }

    // MARK: text-clipped

    /// text-clipped: a text whose drawing shows only the start of what it says and ends in
    /// its own "…": truncated by its line limit, or by a frame too narrow or too short for it. Sighted users lose the rest; so does anyone
    /// who reads the screen with Zoom. `sizeNote` names the Dynamic Type size when the screen
    /// was laid out again at one for the check.
    static func textClipped(_ tree: AccessibilityTree, _ facts: ElementFacts, canvas: CellCanvas, words: [VisibleWord],
                            metric: CellMetric, sizeNote: String? = nil) -> [AuditFinding] {
        let screen = CellRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        let words = WordRows(words)
        return facts.traits.indices.compactMap { position in
            guard !facts.flags[position].contains(.container), facts.traits[position].contains(.isStaticText) else { return nil }
            let rect = metric.cellRect(facts.frames[position])
            // Only a text wholly on the screen: what scrolled out of the pane is not cut.
            guard rect.width > 0, rect.height > 0, rect.x >= 0, rect.y >= 0, rect.maxX <= screen.maxX,
                  rect.maxY <= screen.maxY else { return nil }
            let inside = words.inside(rect)
            // The text's own ellipsis, in its own style, right after the last word: a banner or
            // sheet drawn over the text cuts it too, but that is not the text's layout. (Looked
            // at first: most texts have none, and the words need not be compared then.)
            guard let last = inside.last, last.end < canvas.width, canvas[last.end, last.row].grapheme == "…",
                  canvas[last.end, last.row].style == canvas[last.start, last.row].style else { return nil }
            let element = tree.allElements[position]
            let drawn = SpeechMatch.normalize(inside.map(\.text).joined(separator: " "))
            let said = SpeechMatch.normalize(element.label)
            guard !drawn.isEmpty, drawn.count < said.count, said.hasPrefix(drawn) else { return nil }
            let shown = inside.map(\.text).joined(separator: " ")
            let context = sizeNote.map { "laid out at Dynamic Type \($0), " } ?? ""
            return finding(.textClipped, element, "\(context)it shows only \"\(shown)…\" of \"\(element.label)\"",
                           fix: "let it wrap: remove .lineLimit or a fixed .frame height, or lay the row out vertically "
                              + "at accessibility sizes (AnyLayout with dynamicTypeSize.isAccessibilitySize)")
        }
    }

    // MARK: contrast

    /// The page's colours where a cell has none of its own: rotor takes a terminal to be dark,
    /// so uncoloured text is light on black.
    static let darkPage = (foreground: TerminalColor(red: 229, green: 229, blue: 229),
                           background: TerminalColor(red: 0, green: 0, blue: 0))

    /// contrast (WCAG 1.4.3): text against its background below 4.5:1, or 3:1 for bold text
    /// (a terminal has one text size, so bold is its large text).
    static func contrast(_ tree: AccessibilityTree, canvas: CellCanvas, words: [VisibleWord], metric: CellMetric) -> [AuditFinding] {
        // Each element's cells, worked out at the first word that fails (most screens have none).
        var placed: [(element: AccessibilityElement, rect: CellRect)]?
        var worst: [String: (ratio: Double, needed: Double, word: String, fg: TerminalColor, bg: TerminalColor,
                              owner: AccessibilityElement?, row: Int)] = [:]
        var order: [String] = []
        // Most text on a screen is in a few pairs of colours: the last pair's ratio is kept.
        var lastPair: (fg: TerminalColor, bg: TerminalColor, ratio: Double)?
        for word in words {
            guard let row = canvas.row(word.row) else { continue }
            for x in word.start..<min(word.end, row.count) {
                let cell = row[x]
                guard VisibleWord.isWordCell(cell) else { continue }
                let style = cell.style
                // The terminal's own pair is its user's choice: not checked.
                if style.foreground == nil && style.background == nil { continue }
                // Reversed, the page's own colours swap too: default text on a colour becomes the
                // page's background on that colour.
                var fg = style.foreground ?? darkPage.foreground
                var bg = style.background ?? darkPage.background
                if style.reverse { swap(&fg, &bg) }
                if style.dim { fg = blend(fg, bg) }
                let ratio: Double
                if let lastPair, lastPair.fg == fg, lastPair.bg == bg {
                    ratio = lastPair.ratio
                } else {
                    ratio = contrastRatio(fg, bg)
                    lastPair = (fg, bg, ratio)
                }
                let needed = style.bold ? 3.0 : 4.5
                guard ratio < needed else { continue }
                let elements = placed ?? tree.allElements.map { (element: $0, rect: metric.cellRect($0.frame)) }
                placed = elements
                let owner = elements.filter { word.overlaps($0.rect) }
                    .min { $0.rect.width * $0.rect.height < $1.rect.width * $1.rect.height }?.element
                let key = "\(owner?.id.rawValue ?? "row \(word.row)")\u{0}\(fg.hex)\u{0}\(bg.hex)"
                if worst[key] == nil { order.append(key) }
                if worst[key].map({ ratio < $0.ratio }) ?? true {
                    worst[key] = (ratio, needed, word.text, fg, bg, owner, word.row)
                }
                break
            }
        }
        return order.compactMap { key in
            guard let entry = worst[key] else { return nil }
            let id = entry.owner?.id ?? AccessibilityElementID("screen/row \(entry.row + 1)")
            return AuditFinding(
                rule: .contrast, elementID: id, label: entry.owner?.label ?? "",
                message: "text \"\(entry.word)\" is \(entry.fg.hex) on \(entry.bg.hex): "
                    + String(format: "%.2f:1", entry.ratio) + ", below " + (entry.needed == 3 ? "3:1 for bold text" : "4.5:1"),
                fix: "use a system colour (.primary, .secondary) or a darker or lighter one that reaches "
                    + (entry.needed == 3 ? "3:1" : "4.5:1") + " on its background",
                identifier: entry.owner?.identifier)
        }
    }

    /// WCAG 2.x relative luminance of an sRGB colour.
    static func luminance(_ color: TerminalColor) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }

    /// (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 to 21.
    public static func contrastRatio(_ a: TerminalColor, _ b: TerminalColor) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Faint text: half way to its background, as terminals draw it.
    static func blend(_ a: TerminalColor, _ b: TerminalColor) -> TerminalColor {
        TerminalColor(red: UInt8((Int(a.red) + Int(b.red)) / 2), green: UInt8((Int(a.green) + Int(b.green)) / 2),
                      blue: UInt8((Int(a.blue) + Int(b.blue)) / 2))
    }
}
