import Accessibility
import Foundation

/// A run of text. Its element's label is the text.
public struct Text: View, PrimitiveView, Equatable {
    /// How a text looks and reads beyond its characters. Most texts of a screen have none of
    /// it, so a text keeps it apart, in a box of its own made when a style is set.
    struct Styles: Equatable {
        var isBold: Bool?
        var isItalic: Bool?
        var isUnderlined: Bool?
        var font: Font?
        var color: Color?
        /// `Text.accessibilityLabel(_:)`: what VoiceOver says instead of the text.
        var accessibilityLabelOverride: String?
        var headingLevel: AccessibilityHeadingLevel?
        var speech = AccessibilitySpeechOptions()
        var textContentType: AccessibilityTextContentType?
    }
    final class StylesBox: @unchecked Sendable {
        let value: Styles
        init(_ value: Styles) { self.value = value }
    }
    /// The characters and the styles, kept in one shared box: a text is copied into every view
    /// that holds it (its stack's value, its node, its behaviour), and a copy then costs a
    /// reference. Never changed once shared: a change to a text makes its own box first.
    final class Box: @unchecked Sendable {
        var content: String
        var styles: StylesBox?
        init(content: String, styles: StylesBox?) {
            self.content = content
            self.styles = styles
        }
    }
    private var box: Box

    nonisolated private mutating func uniqueBox() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(content: box.content, styles: box.styles) }
        return box
    }
    // Each style is read from the box by name: through a key path, a read made an empty
    // `Styles` first where the text has none, and texts are read at every layout and drawing.
    nonisolated private mutating func setStyle<T>(_ property: WritableKeyPath<Styles, T>, _ value: T) {
        var styles = box.styles?.value ?? Styles()
        styles[keyPath: property] = value
        uniqueBox().styles = StylesBox(styles)
    }

    nonisolated var content: String {
        get { box.content }
        set { uniqueBox().content = newValue }
    }
    nonisolated var isBold: Bool? {
        get { box.styles?.value.isBold }
        set { setStyle(\.isBold, newValue) }
    }
    nonisolated var isItalic: Bool? {
        get { box.styles?.value.isItalic }
        set { setStyle(\.isItalic, newValue) }
    }
    nonisolated var isUnderlined: Bool? {
        get { box.styles?.value.isUnderlined }
        set { setStyle(\.isUnderlined, newValue) }
    }
    nonisolated var font: Font? {
        get { box.styles?.value.font }
        set { setStyle(\.font, newValue) }
    }
    nonisolated var color: Color? {
        get { box.styles?.value.color }
        set { setStyle(\.color, newValue) }
    }
    nonisolated var accessibilityLabelOverride: String? {
        get { box.styles?.value.accessibilityLabelOverride }
        set { setStyle(\.accessibilityLabelOverride, newValue) }
    }
    nonisolated var headingLevel: AccessibilityHeadingLevel? {
        get { box.styles?.value.headingLevel }
        set { setStyle(\.headingLevel, newValue) }
    }
    nonisolated var speech: AccessibilitySpeechOptions {
        get { box.styles?.value.speech ?? AccessibilitySpeechOptions() }
        set { setStyle(\.speech, newValue) }
    }
    nonisolated var textContentType: AccessibilityTextContentType? {
        get { box.styles?.value.textContentType }
        set { setStyle(\.textContentType, newValue) }
    }

    nonisolated public static func == (lhs: Text, rhs: Text) -> Bool {
        if lhs.box === rhs.box { return true }
        guard lhs.box.content == rhs.box.content else { return false }
        if lhs.box.styles === rhs.box.styles { return true }
        return (lhs.box.styles?.value ?? Styles()) == (rhs.box.styles?.value ?? Styles())
    }

    nonisolated private init(content: String) { box = Box(content: content, styles: nil) }

    /// A localized key (what a string literal is): the strings table's text for it, else the key.
    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        // An interpolated key written as its own text, with no table to look it up in and no
        // value drawn otherwise (a list's "Row \(n)", every row): that text, read and drawn.
        if key.hasFormatting, key.hasOwnText, key.differentlyDrawnArguments == nil, bundle == nil,
           !LocalizedStringTables.anyRegistered {
            self.init(content: key.spoken)
            return
        }
        let text = key.resolvedForDrawing(tableName: tableName, bundle: bundle)
        self.init(content: text.drawn)
        if text.spoken != text.drawn { accessibilityLabelOverride = text.spoken }
    }
    /// A string shown as it is, never looked up (a `String` variable takes this overload).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) { self.init(content: String(content)) }
    nonisolated public init(verbatim content: String) { self.init(content: content) }
    /// Attributed text: its characters, spoken with the runs' speech attributes
    /// (`accessibilitySpeechSpellsOutCharacters`, `…IncludesPunctuation`, `…AdjustedPitch`,
    /// `…AnnouncementsQueued`).
    /// Disfavoured so a string literal stays a `LocalizedStringKey` (Foundation's
    /// `AttributedString` is expressible by a literal too).
    @_disfavoredOverload
    nonisolated public init(_ attributedContent: AttributedString) {
        self.init(content: String(attributedContent.characters))
        speech = attributedContent.accessibilitySpeechOptions
    }

    nonisolated public func bold(_ isActive: Bool = true) -> Text { var t = self; t.isBold = isActive; return t }
    nonisolated public func italic(_ isActive: Bool = true) -> Text { var t = self; t.isItalic = isActive; return t }
    nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { var t = self; t.isUnderlined = isActive; return t }
    nonisolated public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; if weight?.isBold == true { t.isBold = true }; return t }
    nonisolated public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { foregroundColor(ShapeStyleColor.color(of: style)) }

    nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        t.content += rhs.content
        if lhs.accessibilityLabelOverride != nil || rhs.accessibilityLabelOverride != nil {
            t.accessibilityLabelOverride = (lhs.accessibilityLabelOverride ?? lhs.content) + (rhs.accessibilityLabelOverride ?? rhs.content)
        }
        return t
    }

    /// The words VoiceOver reads for this text.
    nonisolated var spokenText: String { accessibilityLabelOverride ?? content }

    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { TextBehavior(text: self) }
}

struct TextBehavior: NodeBehavior {
    let text: Text
    /// The lines this text was broken into, kept while the text is the same: a node makes a
    /// new behaviour, and so a new cache, when its text or environment changes.
    let wrapped = WrappedLines()

    /// Read where the node keeps its environment, not from a copy of it.
    func style(_ shared: SharedEnvironment) -> CellStyle {
        var style = shared.values.textStyle
        if let color = text.color { style.foreground = color.terminalColor(in: shared.values) }
        if let bold = text.isBold { style.bold = bold }
        if let font = text.font { style.bold = style.bold || font.isEmphasized }
        if let italic = text.isItalic { style.italic = italic }
        if let underline = text.isUnderlined { style.underline = underline }
        // Bold Text thickens every text, even one written `.bold(false)`.
        if shared.values.legibilityWeight == .bold { style.bold = true }
        return style
    }

    /// A size is the broken lines' width and count, and `wrapped` keeps the lines.
    var keepsOwnSizes: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let lines = layoutLines(width: proposal.width, heightLimit: proposal.height, node: node)
        return node.graph.metric.size(columns: lines.width, rows: max(lines.lineCount, text.content.isEmpty ? 0 : 1))
    }

    /// A text that is one whole line at `proposal` is that line at any wider or taller
    /// proposal: nothing breaks it or cuts it there.
    func keepsAnswerAtLargerProposals(_ proposal: ProposedViewSize, node: ViewNode) -> Bool {
        layoutLines(width: proposal.width, heightLimit: proposal.height, node: node).isOneWholeLine
    }

    /// The lines for a size; the text is put in the environment's case only when it must be
    /// broken again, not on every answer the kept lines give. The line limit and the case are
    /// read where the node keeps its environment: a copy of the whole environment, a retain for
    /// each reference in it, cost more than the answer a stack asks for.
    func layoutLines(width: CGFloat?, heightLimit: CGFloat?, node: ViewNode) -> WrappedLines.Entry {
        let metric = node.graph.metric, shared = node.sharedEnvironment
        let columns = width.map { $0.isInfinite ? Int.max : max(1, Int(($0 / metric.pointsPerColumn) + 0.001)) } ?? Int.max
        var maxLines = shared.values.lineLimit ?? Int.max
        if let heightLimit, heightLimit.isFinite { maxLines = min(maxLines, max(1, Int(heightLimit / metric.pointsPerRow + 0.001))) }
        return wrapped.lines(of: Self.drawn(text.content, in: shared.values.textCase), columns: columns, maxLines: maxLines) {
            node.graph.textWraps += 1
        }
    }

    static func drawn(_ content: String, in textCase: Text.Case?) -> String {
        switch textCase {
        case .uppercase: content.uppercased()
        case .lowercase: content.lowercased()
        case nil: content
        }
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        let rect = context.cells(node.frame)
        // Read where the node keeps it, not copied whole (a retain for each reference in it).
        let shared = node.sharedEnvironment
        let entry = layoutLines(width: node.frame.width, heightLimit: node.frame.height, node: node)
        let style = style(shared)
        // Leading is the right edge in a right-to-left layout.
        let rightToLeft = shared.values.isRightToLeft
        let clip = context.clip
        /// Draws line `i`; false past the region being drawn.
        func put(_ line: String, _ i: Int) -> Bool {
            // Only the lines in the region being drawn (a pulse beside a paragraph draws a row).
            let y = rect.y + i
            if y < clip.y { return true }
            if y >= clip.maxY { return false }
            var x = rect.x
            switch shared.values.multilineTextAlignment {
            case .center: x += max(0, (rect.width - TerminalText.width(of: line)) / 2)
            case .leading where rightToLeft, .trailing where !rightToLeft: x += max(0, rect.width - TerminalText.width(of: line))
            case .leading, .trailing: break
            }
            context.put(line, x: x, y: y, style: style, within: rect)
            return true
        }
        // The text on one line as it is (most texts): no array of lines is made for it.
        if entry.isTheText {
            _ = put(Self.drawn(text.content, in: shared.values.textCase), 0)
            return
        }
        let lines = wrapped.lines(of: entry, text: Self.drawn(text.content, in: shared.values.textCase)) {
            node.graph.textWraps += 1
        }
        for (i, line) in lines.enumerated() where !put(line, i) { break }
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        guard !text.spokenText.isEmpty else { return [] }
        var element = AccessibilityElement(id: node.leafElementID)
        element.label = text.spokenText
        element.traits = .isStaticText
        // A level alone makes no heading on iOS (see `View.accessibilityHeading(_:)`).
        if let level = text.headingLevel { element.headingLevel = level }
        element.frame = node.frame
        element.isEnabled = node.environment.isEnabled
        element.speech = text.speech
        // Set only when there is one: writing nil would make the text entry group's box.
        if let type = text.textContentType { element.textContentType = type }
        // For the audit: text that looks like a heading and may not be one.
        let font = text.font ?? node.environment.font
        node.graph.snapshotFacts.headingLook(font?.headingLook, element: element.id, by: node)
        node.graph.snapshotFacts.fixedSize(font?.fixedPointSize, element: element.id, by: node)
        return [element]
    }
}

/// The lines one text was broken into, for the widths it was asked: a stack asks each row a
/// few proposals of one width (its minimum, maximum and ideal size) and drawing asks once more,
/// and all of them take the same lines unless a line limit cuts the text.
@MainActor
final class WrappedLines {
    /// One wrap, measured: its counts, not its lines. Counts are 32-bit (a text is never four
    /// billion cells wide; larger proposals, "any width", are kept as the largest).
    struct Entry {
        private var storedColumns: Int32
        private var storedMaxLines: Int32
        private var storedWidth: Int32
        private var storedWidest: Int32
        private var storedLineCount: Int32
        /// The whole text fitted within `maxLines`: any limit at least `lineCount`, at any
        /// width from `widest` up to `columns`, breaks it the same way.
        var isWhole: Bool
        /// The one line is the text as it is.
        fileprivate var isTheText: Bool

        init(columns: Int, maxLines: Int, lineCount: Int, width: Int, isWhole: Bool, widest: Int, isTheText: Bool) {
            storedColumns = Self.narrow(columns)
            storedMaxLines = Self.narrow(maxLines)
            storedWidth = Self.narrow(width)
            storedWidest = Self.narrow(widest)
            storedLineCount = Self.narrow(lineCount)
            self.isWhole = isWhole
            self.isTheText = isTheText
        }

        private static func narrow(_ value: Int) -> Int32 { Int32(clamping: value) }

        var columns: Int { storedColumns == .max ? .max : Int(storedColumns) }
        var maxLines: Int { storedMaxLines == .max ? .max : Int(storedMaxLines) }
        /// The widest line, in cells.
        var width: Int { Int(storedWidth) }
        var widest: Int { Int(storedWidest) }
        var lineCount: Int { Int(storedLineCount) }
        /// The text on one line, neither broken nor cut (or no text at all).
        var isOneWholeLine: Bool { isWhole && (storedLineCount == 0 || isTheText) }

        func answers(columns: Int, maxLines: Int) -> Bool {
            if Self.narrow(columns) == storedColumns, Self.narrow(maxLines) == storedMaxLines { return true }
            return isWhole && lineCount <= maxLines && widest <= columns && columns <= self.columns
        }
        /// Both break a text the same way.
        fileprivate func breaksAlike(_ other: Entry) -> Bool {
            storedColumns == other.storedColumns && storedMaxLines == other.storedMaxLines
        }
    }
    /// The last two wraps: one answers most texts, a second a text cut by a line limit.
    private var latest: Entry?
    private var previous: Entry?
    /// The wrap at any width (a stack's ideal and maximum): kept apart from the two others, so
    /// a text a stack asks at its ideal, its minimum and its width in turn is broken for each
    /// once, not again each time the three come round.
    private var unbounded: Entry?
    /// The lines drawing last asked for, when they are not the text as it is: measuring keeps
    /// counts only, so a text measured at several widths (a stack's minimum, ideal and maximum)
    /// keeps the lines of the one it is drawn at.
    private var drawn: DrawnLines?
    private final class DrawnLines {
        let entry: Entry
        let lines: [String]
        init(entry: Entry, lines: [String]) {
            self.entry = entry
            self.lines = lines
        }
    }

    func lines(of text: @autoclosure () -> String, columns: Int, maxLines: Int, counting: () -> Void) -> Entry {
        if let latest, latest.answers(columns: columns, maxLines: maxLines) { return latest }
        if let unbounded, unbounded.answers(columns: columns, maxLines: maxLines) { return unbounded }
        if let previous, previous.answers(columns: columns, maxLines: maxLines) { return previous }
        counting()
        let wrap = TextWrapper.measure(text(), columns: columns, maxLines: maxLines)
        let entry = Entry(columns: columns, maxLines: maxLines, lineCount: wrap.lineCount, width: wrap.width,
                          isWhole: !wrap.isCut, widest: wrap.widest, isTheText: wrap.isTheText)
        if columns == .max {
            unbounded = entry
        } else {
            previous = latest
            latest = entry
        }
        return entry
    }

    /// The lines of a wrap this cache gave, broken again only when the lines drawn last were
    /// broken another way.
    func lines(of entry: Entry, text: @autoclosure () -> String, counting: () -> Void) -> [String] {
        if let drawn, drawn.entry.breaksAlike(entry) { return drawn.lines }
        let text = text()
        if entry.isTheText { return [text] }
        counting()
        let lines = TextWrapper.wrapReportingCut(text, columns: entry.columns, maxLines: entry.maxLines).lines
        drawn = DrawnLines(entry: entry, lines: lines)
        return lines
    }
}

/// Word wrapping in cells: breaks at spaces, hard-breaks words longer than a line, keeps
/// explicit newlines, and ends a truncated last line with an ellipsis.
public enum TextWrapper {
    public static func wrap(_ text: String, columns: Int, maxLines: Int = .max) -> [String] {
        wrapReportingCut(text, columns: columns, maxLines: maxLines).lines
    }

    /// The lines; whether the text had more than `maxLines` and was cut; and the widest line as
    /// the wrapper counted it while breaking. An uncut text gives the same lines at any width
    /// from that widest line up to `columns`: every break it took or refused compares the same.
    static func wrapReportingCut(_ text: String, columns: Int, maxLines: Int) -> (lines: [String], isCut: Bool, widest: Int) {
        guard !text.isEmpty else { return ([], false, 0) }
        let maxLines = lineLimit(maxLines)
        if let line = oneLine(text, columns: columns, maxLines: maxLines) { return line }
        return wrapByWords(text, columns: columns, maxLines: maxLines)
    }

    /// A text that fits on one line as it is (no newline, no leading space, which breaking
    /// drops, and no wider than the line): the lines breaking at each word would give, without
    /// taking it apart. Most texts of a screen are such, and are measured for every proposal.
    static func oneLine(_ text: String, columns: Int, maxLines: Int) -> (lines: [String], isCut: Bool, widest: Int)? {
        guard maxLines >= 1, text.utf8.first != UInt8(ascii: " "), !TerminalText.hasByte(UInt8(ascii: "\n"), in: text) else { return nil }
        let width = TerminalText.width(of: text)
        return width <= columns ? ([text], false, width) : nil
    }

    /// The lines, breaking at each space and newline (`wrapReportingCut`).
    static func wrapByWords(_ text: String, columns: Int, maxLines: Int) -> (lines: [String], isCut: Bool, widest: Int) {
        var lines: [String] = []
        let widest = breakLines(text, columns: columns, maxLines: maxLines) { range, _ in lines.append(String(text[range])) }
        guard lines.count > maxLines else { return (lines, false, widest) }
        lines = Array(lines.prefix(maxLines))
        lines[maxLines - 1] = cutLine(lines[maxLines - 1], columns: columns)
        return (lines, true, widest)
    }

    /// A wrap's counts without its lines (`wrapReportingCut`, measured): how many lines, the
    /// widest as drawn (a cut text's last line with its ellipsis), the widest as the breaking
    /// counted it, whether the text was cut, and whether the one line is the text as it is.
    /// Measuring asks a text at several widths, one column among them, and only drawing needs
    /// the lines themselves.
    static func measure(_ text: String, columns: Int, maxLines: Int)
        -> (lineCount: Int, width: Int, isCut: Bool, widest: Int, isTheText: Bool) {
        guard !text.isEmpty else { return (0, 0, false, 0, false) }
        let maxLines = lineLimit(maxLines)
        if let line = oneLine(text, columns: columns, maxLines: maxLines) { return (1, line.widest, false, line.widest, true) }
        var count = 0, widthBefore = 0, lastWidth = 0
        var first: Range<String.Index>?, last: Range<String.Index>?
        let widest = breakLines(text, columns: columns, maxLines: maxLines) { range, lineWidth in
            count += 1
            if count == 1 { first = range }
            if count < maxLines {
                widthBefore = max(widthBefore, lineWidth)
            } else if count == maxLines {
                last = range
                lastWidth = lineWidth
            }
        }
        guard count > maxLines else {
            return (count, max(widthBefore, lastWidth), false, widest, count == 1 && first == text.startIndex..<text.endIndex)
        }
        // Cut: the last line kept gives its end to the ellipsis.
        let cutWidth = last.map { TerminalText.width(of: cutLine(String(text[$0]), columns: columns)) } ?? 0
        return (maxLines, max(widthBefore, cutWidth), true, widest, false)
    }

    /// A line limit below 1 is 1, as SwiftUI's `lineLimit` says ("The maximum number of lines
    /// is 1 if the value is less than 1").
    private static func lineLimit(_ maxLines: Int) -> Int { max(1, maxLines) }

    /// The last line kept of a cut text: shortened until it has room for the ellipsis.
    private static func cutLine(_ line: String, columns: Int) -> String {
        var last = line
        while TerminalText.width(of: last) + 1 > columns, !last.isEmpty { last.removeLast() }
        return last + "…"
    }

    /// Breaks `text` at each space and newline, giving each line as a range of the text and its
    /// width in cells: a word longer than a line breaks where it reaches the edge, explicit
    /// newlines are kept, and the breaking stops once more than `maxLines` lines are known.
    /// Returns the widest line as the breaking counted it. Printable ASCII is broken by bytes,
    /// one cell each; other text by grapheme clusters, each as wide as `TerminalText` draws it.
    private static func breakLines(_ text: String, columns: Int, maxLines: Int,
                                   line: (Range<String.Index>, Int) -> Void) -> Int {
        guard !text.isEmpty else { return 0 }
        if TerminalText.isPrintableASCII(text) {
            return breakLines(text.utf8, columns: columns, maxLines: maxLines, space: 0x20, newline: 0x0A,
                              width: { _ in 1 }, line: line)
        }
        return breakLines(text, columns: columns, maxLines: maxLines, space: " ", newline: "\n",
                          width: TerminalText.width(of:), line: line)
    }

    /// `breakLines` over a view of the text whose indices are the text's: its bytes or its
    /// grapheme clusters. A line is always a run of the text as it is, its words joined by the
    /// spaces between them.
    private static func breakLines<Units: BidirectionalCollection>(
        _ units: Units, columns: Int, maxLines: Int, space: Units.Element, newline: Units.Element,
        width: (Units.Element) -> Int, line emit: (Range<String.Index>, Int) -> Void
    ) -> Int where Units.Index == String.Index, Units.Element: Equatable {
        var count = 0
        var widest = 0
        func line(_ range: Range<String.Index>, _ lineWidth: Int) {
            widest = max(widest, lineWidth)
            count += 1
            emit(range, lineWidth)
        }
        var start = units.startIndex
        while count <= maxLines {
            let paragraphEnd = units[start...].firstIndex(of: newline) ?? units.endIndex
            // The line so far: a run of the text, and its width.
            var lineRange = start..<start
            var lineWidth = 0
            var wordStart = start
            while count <= maxLines {
                let wordEnd = units[wordStart..<paragraphEnd].firstIndex(of: space) ?? paragraphEnd
                var word = wordStart..<wordEnd
                var wordWidth = 0
                for unit in units[word] { wordWidth += width(unit) }
                if lineWidth > 0, lineWidth + 1 + wordWidth <= columns {
                    lineRange = lineRange.lowerBound..<wordEnd
                    lineWidth += 1 + wordWidth
                } else {
                    if lineWidth > 0 || !lineRange.isEmpty {
                        line(lineRange, lineWidth)
                    }
                    if wordWidth > columns {
                        // A word longer than a line breaks where it reaches the edge, in one pass
                        // (a 100 000-character word must not be measured again per line).
                        var head = word.lowerBound, headWidth = 0
                        var i = word.lowerBound
                        while i < word.upperBound {
                            let w = width(units[i])
                            if headWidth + w > columns, head < i {
                                line(head..<i, headWidth)
                                head = i
                                headWidth = 0
                            }
                            headWidth += w
                            i = units.index(after: i)
                        }
                        word = head..<word.upperBound
                        wordWidth = headWidth
                    }
                    lineRange = word
                    lineWidth = wordWidth
                }
                if wordEnd == paragraphEnd { break }
                wordStart = units.index(after: wordEnd)
            }
            if count > maxLines {
                // Enough to know the text is cut; the line begun still counts as broken.
                widest = max(widest, lineWidth)
                break
            }
            line(lineRange, lineWidth)
            if paragraphEnd == units.endIndex { break }
            start = units.index(after: paragraphEnd)
        }
        return widest
    }
}
