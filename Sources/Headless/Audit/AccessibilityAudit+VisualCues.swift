import Accessibility
import Foundation
import TermUI

/// Rules for what the drawing tells a sighted user that the element does not tell VoiceOver:
/// a section's start shown by a heading's font, a check state shown by a glyph.
extension AccessibilityAudit {
    // MARK: visual-heading-without-trait

    /// visual-heading-without-trait: a text drawn in a heading's font (a title style, the
    /// headline, large bold system text) that starts a section, content following below it,
    /// without the header trait: seen as a heading, it is neither said as one nor reached by the
    /// Headings rotor (WCAG 1.3.1; H42: bold or large text alone is not recognised as a heading).
    ///
    /// Not a heading: text inside a control (its element is the control's), a navigation
    /// title (a header already), a number (a price, a score), a long line (a heading is short),
    /// the last thing on the screen, and text in a list's rows (a row's title names the row).
    /// The headline and bold system text are often only emphasis, so those need review; a
    /// title style that starts a section is sure.
    static func visualHeadings(_ snapshot: AccessibilitySnapshot, order: [AccessibilityElementID]?) -> [AuditFinding] {
        let tree = snapshot.tree
        guard !snapshot.headingLookTexts.isEmpty else { return [] }
        var inList = Set<AccessibilityElementID>()
        func mark(_ element: AccessibilityElement, listed: Bool) {
            let listed = listed || element.containerType == .list
            if listed { inList.insert(element.id) }
            element.children.forEach { mark($0, listed: listed) }
        }
        tree.roots.forEach { mark($0, listed: false) }
        let reading = order?.compactMap { tree.element($0) } ?? tree.allElements.filter { !$0.isContainer }
        var found: [AuditFinding] = []
        for (index, element) in reading.enumerated() {
            guard let font = snapshot.headingLookTexts[element.id], looksLikeHeading(element), !inList.contains(element.id)
            else { continue }
            // It starts a section only when something follows it, below it.
            let follows = reading[(index + 1)...].contains { $0.frame.minY >= element.frame.maxY - 0.5 && !$0.label.isEmpty }
            guard follows else { continue }
            var finding = finding(.visualHeadingWithoutTrait, element,
                                  "it is drawn as a heading (.\(font)) and starts a section, but is not a heading to VoiceOver",
                                  fix: ".accessibilityAddTraits(.isHeader) on Text(\"\(element.label)\")")
            finding.needsReview = !["largeTitle", "title", "title2", "title3"].contains(font)
            found.append(finding)
        }
        return found
    }

    /// Plain text, not a heading already, of a few words with a letter in them.
    static func looksLikeHeading(_ element: AccessibilityElement) -> Bool {
        let label = element.label.trimmingCharacters(in: .whitespacesAndNewlines)
        guard element.traits.contains(.isStaticText), !element.traits.contains(.isHeader), !element.isActionable,
              !element.isContainer, element.headingLevel == .unspecified, label.contains(where: \.isLetter) else { return false }
        // A price or a score ("$12.99", "42 pts") is mostly digits; a heading is words.
        let letters = label.filter(\.isLetter).count, digits = label.filter(\.isNumber).count
        return digits <= letters && label.split(whereSeparator: \.isWhitespace).count <= 10
    }

    // MARK: toggle-without-state

    /// Glyphs that draw a box a check goes in, ticked or not: the element is a checkbox.
    static let checkboxGlyphs: Set<Character> = ["☐", "☑", "☒", "▢", "⊠", "✅"]
    /// Glyphs that draw a tick alone: a state when like buttons beside it show none.
    static let checkGlyphs: Set<Character> = ["✓", "✔", "☑", "✅"]

    /// toggle-without-state: a button whose label or drawing shows a check state (a box glyph,
    /// or a tick some of its like siblings lack, as in a list of options) but that has neither
    /// the selected nor the toggle trait nor a value: VoiceOver reads "Wi-Fi, Button" whether
    /// it is checked or not (WCAG 4.1.2: a state must be programmatically determinable). A
    /// Toggle says its state; a lone tick beside a label ("Done" with a checkmark) is an action
    /// and is left alone.
    static func togglesWithoutState(_ tree: AccessibilityTree, _ facts: ElementFacts, canvas: CellCanvas?,
                                    metric: CellMetric) -> [AuditFinding] {
        var found: [AuditFinding] = []
        func marks(_ element: AccessibilityElement) -> (box: Bool, check: Bool) {
            var box = false, check = false
            // Every glyph of both sets is outside ASCII: only such characters are looked up.
            func look(_ text: String) {
                guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return }
                for character in text {
                    box = box || checkboxGlyphs.contains(character)
                    check = check || checkGlyphs.contains(character)
                }
            }
            look(element.label)
            let said = SpeechMatch.normalize(element.label)
            if SpeechMatch.contains(said, "checkmark"), said.split(separator: " ").contains("checkmark") { check = true }
            if let canvas {
                let rect = metric.cellRect(element.frame)
                for y in canvas.rows(of: rect) {
                    guard let row = canvas.row(y) else { continue }
                    for x in canvas.columns(of: rect) { look(row[x].grapheme) }
                }
            }
            return (box, check)
        }
        // A button that says no state: told by its traits first, its value looked at last.
        func statelessButton(_ position: Int) -> Bool {
            let traits = facts.traits[position]
            return traits.contains(.isButton) && !traits.contains(.isToggle) && !traits.contains(.isSelected)
                && !facts.flags[position].contains(.container) && isBlank(tree.allElements[position].value)
        }
        // The buttons side by side: those of one parent, the parents in the tree's order (as a
        // walk from the roots meets them).
        var groups: [Int: [(AccessibilityElement, (box: Bool, check: Bool))]] = [:]
        for position in facts.traits.indices where statelessButton(position) {
            let element = tree.allElements[position]
            groups[tree.parentPosition(at: position) ?? -1, default: []].append((element, marks(element)))
        }
        for (_, buttons) in groups.sorted(by: { $0.key < $1.key }) {
            // A list of options: the ticked one stacked in a column with at least two unticked
            // ones (a toolbar's "Done" with a tick beside "Cancel" is not one).
            func options(_ ticked: AccessibilityElement) -> Bool {
                buttons.filter { other, mark in
                    !mark.check && !mark.box && abs(other.frame.minX - ticked.frame.minX) < 0.5 && other.frame.minY != ticked.frame.minY
                }.count >= 2
            }
            for (element, mark) in buttons where mark.box || (mark.check && options(element)) {
                found.append(finding(.toggleWithoutState, element,
                                     "it shows a check state (\(mark.box ? "a checkbox" : "a tick its like buttons lack")) that VoiceOver does not say",
                                     fix: "a Toggle, or .accessibilityAddTraits(.isSelected) while checked "
                                        + "(.accessibilityAddTraits(.isToggle) with .accessibilityValue for on and off)"))
            }
        }
        return found
    }
}

extension AccessibilityAudit {
    // MARK: step-indicator-without-value

    /// Glyphs a small dot or circle draws as (TermUI draws a small `Circle` as ● or ○).
    static let dotGlyphs = Glyphs(["●", "○", "◉", "◯", "•", "◦", "⚫", "⚪"])

    /// A few glyphs, each one scalar outside ASCII (`AuditScaleTests` checks each set), that the
    /// rules looking for dots and bars compare cells with. A cell is told by its scalar among
    /// a handful, not hashed: those rules look at every cell outside ASCII.
    struct Glyphs {
        let glyphs: [String]
        private let scalars: [UInt32]

        init(_ glyphs: [String]) {
            assert(glyphs.allSatisfy { $0.unicodeScalars.count == 1 && !$0.unicodeScalars.first!.isASCII })
            self.glyphs = glyphs
            scalars = glyphs.map { $0.unicodeScalars.first!.value }
        }

        /// Whether `grapheme` is one of the glyphs: an ASCII cell is turned down on its first byte.
        func contains(_ grapheme: String) -> Bool {
            guard let first = grapheme.utf8.first, first >= 0x80 else { return false }
            var rest = grapheme.unicodeScalars.makeIterator()
            guard let scalar = rest.next(), rest.next() == nil else { return false }
            return scalars.contains(scalar.value)
        }
    }

    /// Words that give a position: "2 of 5", "2/5", "Step 2", "Page 2".
    static func saysPosition(_ text: String) -> Bool {
        // Both patterns need a digit and one of their words: most labels fail that look, and a
        // regex costs far more (the audit asks it of every label and value on the screen). An
        // ASCII text's digits are 0 to 9: its bytes are looked at, not its characters.
        // The byte look finds the digit and the word in an ASCII text; others are looked at by
        // character.
        let asciiCandidate = asciiMayGivePosition(text.utf8)
        if asciiCandidate == false { return false }
        let lower = text.lowercased()
        if asciiCandidate == nil {
            guard text.contains(where: \.isNumber),
                  ["of", "/", "step", "page"].contains(where: { SpeechMatch.contains(lower, $0) }) else { return false }
        }
        return lower.contains(/\d+\s*(of|\/)\s*\d+/) || lower.contains(/(step|page)\s+\d+/)
    }

    /// For an ASCII text, whether it has a digit and "of", "/", "step" or "page" in any case
    /// (what a position needs); nil for any other text. One pass over its bytes, the last four
    /// (lowercased) kept in one word, nothing made.
    static func asciiMayGivePosition(_ utf8: String.UTF8View) -> Bool? {
        // "step" and "page" as four bytes, first byte highest.
        let step: UInt32 = 0x7374_6570, page: UInt32 = 0x7061_6765
        var last: UInt32 = 0
        var digit = false, word = false
        for byte in utf8 {
            guard byte < 0x80 else { return nil }
            if byte >= 0x30 && byte <= 0x39 { digit = true }
            if byte == 0x2F { word = true }
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            last = last << 8 | UInt32(lower)
            if last & 0xFFFF == 0x6F66 || last == step || last == page { word = true }
        }
        return digit && word
    }

    /// step-indicator-without-value: the screen shows where the user is in a sequence, as a
    /// row of three or more dots one of which is drawn apart (the current page or step), or as
    /// "Step 2 of 5" inside `accessibilityHidden`, and no element says a position ("Page 2 of
    /// 5", "Step 2") in its label or value, nor does the element over the dots have a value:
    /// a VoiceOver user cannot tell how far along they are (WCAG 1.3.1; a page control reads
    /// "Page 2 of 5"). Dots may be something else (a rating, a legend), so they need review;
    /// hidden position words are sure, and so is a row of numbered steps, one drawn apart
    /// (`stepDigitRuns`).
    static func stepIndicators(_ tree: AccessibilityTree, canvas: CellCanvas, hiddenFrames: [CGRect],
                               metric: CellMetric) -> [AuditFinding] {
        let elements = tree.allElements
        func owner(_ rect: CellRect) -> AccessibilityElement? {
            let center = CGPoint(x: (CGFloat(rect.x) + CGFloat(rect.width) / 2) * metric.pointsPerColumn,
                                 y: (CGFloat(rect.y) + 0.5) * metric.pointsPerRow)
            return elements.filter { !$0.isContainer && $0.frame.contains(center) }
                .min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }
        }
        func report(_ rect: CellRect, _ what: String, needsReview: Bool, shows: String = "a position in a sequence",
                    fix: String = ".accessibilityElement(children: .ignore) on the indicator with .accessibilityLabel(\"Step\") and "
                        + ".accessibilityValue(\"2 of 5\")") -> AuditFinding {
            let element = owner(rect)
            var finding = AuditFinding(
                rule: .stepIndicatorWithoutValue, elementID: element?.id ?? AccessibilityElementID("screen/row \(rect.y + 1)"),
                label: element?.label ?? "", message: "\(what) shows \(shows) that no element says",
                fix: fix, identifier: element?.identifier)
            finding.needsReview = needsReview
            return finding
        }
        // A bar drawn in two colours says how far along whatever the words around it say.
        let glyphCells = NonASCIICells(canvas)
        var found = drawnProgressBars(canvas, glyphCells).compactMap { cells, filled -> AuditFinding? in
            guard owner(cells).map({ ($0.value ?? "").isEmpty && !$0.isAdjustable }) ?? true else { return nil }
            let percent = Int((filled * 100).rounded())
            return report(cells, "a bar drawn \(percent) % filled", needsReview: false, shows: "progress",
                          fix: "ProgressView(value:) in its place, or .accessibilityElement() on the bar with "
                              + ".accessibilityLabel(\"Upload\") and .accessibilityValue(\"\(percent) percent\")")
        }
        // One walk: whether some element says a position (then nothing here is missing), and
        // whether some text reads 1 (where a row of numbered steps starts).
        var readsOne = false
        for element in elements {
            if saysPosition(element.label) || saysPosition(element.value ?? "") { return found }
            if !readsOne, stepNumber(element) == 1 { readsOne = true }
        }
        for frame in hiddenFrames {
            let rect = metric.cellRect(frame)
            for y in canvas.rows(of: rect) {
                let text = canvas.columns(of: rect).map { canvas[$0, y].grapheme }.joined()
                if saysPosition(text) {
                    found.append(report(CellRect(x: rect.x, y: y, width: rect.width, height: 1),
                                        "hidden text \"\(text.trimmingCharacters(in: .whitespaces))\"", needsReview: false))
                }
            }
        }
        for run in dotRuns(canvas, glyphCells) where owner(run).map({ ($0.value ?? "").isEmpty && !$0.isAdjustable }) ?? true {
            found.append(report(run, "a row of \(dotCount(canvas, run)) dots, one drawn apart,", needsReview: true))
        }
        // Numbered steps are sure: a row reading 1, 2, 3 with one drawn apart is a sequence.
        // (A run starts at a text reading 1: a screen with none, most screens, has no run.)
        for (current, labels) in readsOne ? stepDigitRuns(tree, canvas: canvas, metric: metric) : [] {
            found.append(finding(.stepIndicatorWithoutValue, current,
                                 "the steps \"\(labels.joined(separator: " "))\", \"\(current.label)\" drawn apart, show a position in a sequence that no element says",
                                 fix: ".accessibilityElement(children: .ignore) on the row with .accessibilityLabel(\"Step\") and "
                                    + ".accessibilityValue(\"\(current.label) of \(labels.count)\")"))
        }
        return found
    }

    static func dotCount(_ canvas: CellCanvas, _ run: CellRect) -> Int {
        (run.x..<run.maxX).filter { dotGlyphs.contains(canvas[$0, run.y].grapheme) }.count
    }

    /// The cells of a drawing whose grapheme is outside ASCII (a dot, a bar, a box-drawing
    /// line, an accented letter), row by row: found in one pass over the cells and shared by
    /// the rules that look for shapes, which then look at these cells alone.
    struct NonASCIICells {
        /// Each row that has such cells, with their columns left to right.
        let rows: [(y: Int, columns: [Int])]

        init(_ canvas: CellCanvas) {
            var rows: [(Int, [Int])] = []
            // The columns beside those drawn on are blank.
            let written = canvas.writtenColumns
            for y in canvas.storedRows {
                guard let row = canvas.row(y) else { continue }
                var columns: [Int] = []
                // Read in place, each cell told by its first byte.
                row.withUnsafeBufferPointer { cells in
                    for x in written where (cells[x].firstByte ?? 0) >= 0x80 {
                        columns.append(x)
                    }
                }
                if !columns.isEmpty { rows.append((y, columns)) }
            }
            self.rows = rows
        }
    }

    /// Rows of three or more dots at most two blank cells apart, not all drawn alike.
    static func dotRuns(_ canvas: CellCanvas, _ cells: NonASCIICells? = nil) -> [CellRect] {
        var runs: [CellRect] = []
        // Every dot glyph is outside ASCII: only those cells are looked at, and the cells
        // between two dots close together. A run is kept as the columns of its dots.
        var dots: [Int] = []
        for (y, columns) in (cells ?? NonASCIICells(canvas)).rows {
            guard let row = canvas.row(y) else { continue }
            dots.removeAll(keepingCapacity: true)
            for x in columns where dotGlyphs.contains(row[x].grapheme) {
                // Apart by more than two blank cells, or by anything drawn, ends a run.
                if let last = dots.last, x - last > 3 || row[(last + 1)..<x].contains(where: { $0.grapheme != " " && !$0.isContinuation }) {
                    if let run = dotRun(row, dots, y: y) { runs.append(run) }
                    dots.removeAll(keepingCapacity: true)
                }
                dots.append(x)
            }
            if let run = dotRun(row, dots, y: y) { runs.append(run) }
        }
        return runs
    }

    /// The run of the dots at `columns` of `row`: three or more, not all drawn alike.
    private static func dotRun(_ row: [Cell], _ columns: [Int], y: Int) -> CellRect? {
        guard columns.count >= 3, let first = columns.first, let last = columns.last else { return nil }
        let looks = Set(columns.map { x -> String in
            let cell = row[x]
            return "\(cell.grapheme)\(cell.style.foreground?.hex ?? "")\(cell.style.dim)\(cell.style.bold)"
        })
        return looks.count > 1 ? CellRect(x: first, y: y, width: last - first + 1, height: 1) : nil
    }
}
