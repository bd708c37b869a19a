import Accessibility
import Foundation
import TermUI

/// What the audit knows of a screen beyond its snapshot (`AccessibilitySnapshot`): the reader's
/// order, the drawing (text, colours, bold), the cell metric and the scroll regions.
public struct AuditContext {
    /// Focusable elements in the reader's order (`ScreenReader.navigationOrder`).
    public var order: [AccessibilityElementID]?
    /// The screen as drawn, for the rules that read what is visible.
    public var canvas: CellCanvas?
    public var metric: CellMetric = .default
    /// Scroll views: what shows and what scrolls.
    public var scrollRegions: [(frame: CGRect, content: CGRect)] = []

    public init() {}
}

extension AccessibilityAudit {
    /// The smallest target Apple's guidance allows (44×44 points; Google's is 48×48 dp). A
    /// terminal row is the tallest line of text, so the height asked for is a full row.
    static let minimumTarget: CGFloat = 44

    /// `tree` with each element inside a scroll view whose content reaches past its frame
    /// (`scrollFrame`, its own or an ancestor's) cut to that frame: what it shows. One wholly
    /// scrolled out is left a point with no size. The tree itself on a screen with no such scroll
    /// view.
    static func visibleTree(_ tree: AccessibilityTree, _ facts: ElementFacts) -> AccessibilityTree {
        guard facts.anyScrolls else { return tree }
        func clip(_ element: AccessibilityElement, within outer: CGRect?) -> AccessibilityElement {
            var element = element
            let scroll = element.scrollFrame ?? outer
            if let scroll {
                let visible = element.frame.intersection(scroll)
                element.frame = visible.isNull ? CGRect(origin: element.frame.origin, size: .zero) : visible
            }
            element.children = element.children.map { clip($0, within: scroll) }
            return element
        }
        return AccessibilityTree(roots: tree.roots.map { clip($0, within: nil) })
    }

    // MARK: hit-region

    /// hit-region: a control smaller than Apple's 44×44 points is hard to touch. A terminal
    /// draws a 44-point line of text as one 16-point row, so its 44×44 is a row tall and, scaled
    /// alike, 16 points (two columns) wide. A lone symbol glyph stands for a square icon a row
    /// tall (TermUI draws symbols one column wide where iOS draws them square), so it is
    /// measured as that square.
    static func hitRegions(_ tree: AccessibilityTree, _ facts: ElementFacts, metric: CellMetric, canvas: CellCanvas?) -> [AuditFinding] {
        let minimumHeight = min(minimumTarget, metric.pointsPerRow)
        let minimumWidth = minimumTarget * metric.pointsPerRow / minimumTarget
        return facts.actionable.compactMap { position in
            guard facts.flags[position].contains(.enabled) else { return nil }
            var frame = facts.frames[position]
            if frame.width + 0.5 < minimumWidth, let canvas, isLoneSymbol(metric.cellRect(frame), in: canvas) {
                frame.size.width = max(frame.width, frame.height)
            }
            guard frame.width + 0.5 < minimumWidth || frame.height + 0.5 < minimumHeight else { return nil }
            let element = tree.allElements[position]
            return finding(.hitRegion, element,
                           "its target is \(points(element.frame.width))×\(points(element.frame.height)) points, smaller than "
                              + "\(points(minimumWidth))×\(points(minimumHeight)) (44×44 points drawn in a terminal's rows)",
                           fix: ".frame(minWidth: 44, minHeight: 44), .padding, or a longer label")
        }
    }

    /// The rectangle shows one glyph that is not a letter or digit: an icon.
    static func isLoneSymbol(_ rect: CellRect, in canvas: CellCanvas) -> Bool {
        var glyphs: [String] = []
        for y in rect.y..<rect.maxY where y >= 0 && y < canvas.height {
            for x in rect.x..<rect.maxX where x >= 0 && x < canvas.width {
                let cell = canvas[x, y]
                if !cell.isContinuation, cell.grapheme != " " { glyphs.append(cell.grapheme) }
            }
        }
        return glyphs.count == 1 && !glyphs[0].contains { $0.isLetter || $0.isNumber }
    }

    static func points(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }

    // MARK: parent-child

    /// parent-child: a child element outside its container's frame is where the container
    /// does not say it is (VoiceOver's cursor and touch disagree); a container with one child
    /// adds a stop around a single element.
    static func parentChild(_ tree: AccessibilityTree, scrollRegions: [(frame: CGRect, content: CGRect)]) -> [AuditFinding] {
        var found: [AuditFinding] = []
        for container in tree.allElements where container.isContainer {
            // A list, a modal, a tab bar or a labelled group says something of its own.
            if container.children.count == 1, container.containerType == nil, container.traits.isEmpty,
               SpeechMatch.normalize(container.label).isEmpty {
                found.append(finding(.parentChild, container, "a container without a label holds only one element",
                                     fix: "drop .accessibilityElement(children: .contain) around a single element, "
                                        + "or combine them into one element"))
            }
            let frame = container.frame
            guard frame.width > 0, frame.height > 0 else { continue }
            for child in container.children where child.frame.width > 0 || child.frame.height > 0 {
                guard !frame.insetBy(dx: -0.5, dy: -0.5).contains(child.frame) else { continue }
                // What a scroll view scrolled out of sight lies outside its container by design.
                let scrolled = scrollRegions.contains { $0.frame.intersects(frame) && $0.content.insetBy(dx: -0.5, dy: -0.5).contains(child.frame) }
                guard !scrolled else { continue }
                found.append(finding(.parentChild, child, "it lies outside its container \"\(container.label)\" (\(container.id))",
                                     fix: "keep the element inside its container's frame: move the overlay or offset "
                                        + "inside the container, or take the element out of it"))
            }
        }
        return found
    }

    /// One move of the reader up the screen: from the element at `first` to the one at
    /// `second`, next in reading order, which lies wholly above it; each placed as the reader
    /// places it (`a`, `b`).
    struct UpwardMove {
        var first: Int, second: Int
        var a: CGRect, b: CGRect
    }

    /// The reader's moves up the screen, for the rules about reading order. An element of a
    /// scroll view's content that reaches past its frame (or inside such content's container, a
    /// lazy list's rows) stands where the scroll view is, as the reader places it, beside an
    /// element outside that scroll view: its own scroll frame or its nearest ancestor's, worked
    /// out for every position in one pass (a parent comes before its children), and only on a
    /// screen with such a scroll view.
    static func upwardMoves(_ tree: AccessibilityTree, _ facts: ElementFacts, order: [AccessibilityElementID]) -> [UpwardMove] {
        let positions = tree.positions
        let read = order.compactMap { positions[$0] }
        guard read.count > 1 else { return [] }
        let all = tree.allElements
        var scrollFrames: [CGRect?] = []
        if facts.anyScrolls {
            scrollFrames = [CGRect?](repeating: nil, count: all.count)
            for position in all.indices {
                scrollFrames[position] = facts.flags[position].contains(.scrolls)
                    ? all[position].scrollFrame : tree.parentPosition(at: position).flatMap { scrollFrames[$0] }
            }
        }
        var moves: [UpwardMove] = []
        for (first, second) in zip(read, read.dropFirst()) {
            var a = facts.frames[first], b = facts.frames[second]
            if !scrollFrames.isEmpty, scrollFrames[first] != scrollFrames[second] {
                a = scrollFrames[first] ?? a
                b = scrollFrames[second] ?? b
            }
            guard a.height > 0, b.height > 0, b.maxY <= a.minY + 0.5 else { continue }
            moves.append(UpwardMove(first: first, second: second, a: a, b: b))
        }
        return moves
    }

    // MARK: traversal-order

    /// traversal-order: reading an element that lies wholly above, in the same column, the one
    /// read before it sends the user back up the screen: a sort priority or a container that
    /// does not match what is seen.
    static func traversalOrder(_ tree: AccessibilityTree, moves: [UpwardMove]) -> [AuditFinding] {
        let all = tree.allElements
        var found: [AuditFinding] = []
        for move in moves {
            // A new column may start at the top; only the same column reading upwards is a jump.
            let overlap = min(move.a.maxX, move.b.maxX) - max(move.a.minX, move.b.minX)
            guard overlap > 0.5 else { continue }
            let before = all[move.first], after = all[move.second]
            found.append(finding(.traversalOrder, after,
                                 "it is read after \"\(before.label)\" (\(before.id)), which is below it",
                                 fix: "remove the .accessibilitySortPriority that reorders it, or group the column "
                                    + "with .accessibilityElement(children: .contain) so it reads as it is seen"))
        }
        return found
    }

    // MARK: reading-order-backwards

    /// reading-order-backwards: the reader goes from an element to one that lies wholly above
    /// it and wholly on the side a line starts from (the left, or the right in a right-to-left
    /// layout), because the first (or the container it is in) has a higher sort priority than
    /// the second: the screen is heard backwards ("8 012", "5.1 km", then "Steps", "Distance").
    /// VoiceOver orders by position, so without a priority such a jump does not happen; the
    /// same column read upwards is traversal-order's, and a jump up to a column further along
    /// the line is how columns are read. Reported on the element the priority reads too early,
    /// where the fix goes.
    static func readingOrderBackwards(_ tree: AccessibilityTree, moves: [UpwardMove]) -> [AuditFinding] {
        let all = tree.allElements
        var found: [AuditFinding] = []
        func ancestry(_ position: Int) -> [Int] {
            var chain = [position]
            while let parent = tree.parentPosition(at: chain[chain.count - 1]) { chain.append(parent) }
            return chain
        }
        for move in moves where move.a.width > 0 && move.b.width > 0 {
            let (first, second, a, b) = (move.first, move.second, move.a, move.b)
            let after = all[second], before = all[first]
            let leading = after.layoutDirection == .rightToLeft ? b.minX >= a.maxX - 0.5 : b.maxX <= a.minX + 0.5
            guard leading else { continue }
            let chainA = ancestry(first), chainB = ancestry(second)
            // The two branches below the nearest ancestor they share: a priority there ordered them.
            // (One inside the other, a container read as a whole, has no two branches.)
            guard !chainA.contains(second), !chainB.contains(first) else { continue }
            let shared = Set(chainB)
            let common = chainA.firstIndex { shared.contains($0) }
            let branchA = chainA[(common ?? chainA.count) - 1]
            let branchB = common.map { at in chainB[chainB.firstIndex(of: chainA[at])! - 1] } ?? chainB[chainB.count - 1]
            guard all[branchA].sortPriority > all[branchB].sortPriority else { continue }
            found.append(finding(.readingOrderBackwards, before,
                                 "it is read before \"\(after.label)\" (\(after.id)), which is above it and earlier on the line: "
                                    + "a sort priority reads it first",
                                 fix: "remove the .accessibilitySortPriority, or give priorities that read the screen row by row"))
        }
        return found
    }

    // MARK: gesture-only-control

    /// gesture-only-control: a drag, long press or other gesture is something VoiceOver's
    /// gestures cannot make; unless an element over the view offers the same thing (an action,
    /// an adjustable value, a control's trait, or an accessibilityRepresentation), it cannot be
    /// done at all.
    static func gestureOnlyControls(_ tree: AccessibilityTree, gestures: [GestureRecord],
                                    metric: CellMetric) -> [AuditFinding] {
        let elements = tree.allElements
        return gestures.compactMap { gesture in
            let frame = gesture.frame
            guard frame.width > 0, frame.height > 0 else { return nil }
            let center = CGPoint(x: frame.midX, y: frame.midY)
            let over = elements.filter { element in
                element.frame.contains(center) || frame.insetBy(dx: -0.5, dy: -0.5).contains(element.frame)
            }
            let offered = over.contains { element in
                element.isActionable || element.traits.contains(.allowsDirectInteraction)
            }
            guard !offered else { return nil }
            let cells = metric.cellRect(frame)
            let owner = over.filter { !$0.isContainer }.min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }
            let place = "columns \(cells.x + 1)–\(cells.maxX), row\(cells.height > 1 ? "s" : "") \(cells.y + 1)"
                + (cells.height > 1 ? "–\(cells.maxY)" : "")
            return AuditFinding(
                rule: .gestureOnlyControl, elementID: owner?.id ?? AccessibilityElementID("gesture/\(place)"),
                label: owner?.label ?? "",
                message: "a \(gesture.kind.name) gesture (\(place)) has no accessibility action, adjustable value, trait or representation",
                fix: ".accessibilityRepresentation { Slider(...) }, .accessibilityAdjustableAction, or "
                    + ".accessibilityAction(named:) that does what the \(gesture.kind.name) does",
                identifier: owner?.identifier)
        }
    }

    // MARK: platform-view

    /// platform-view: a UIKit view a representable made. Rotor reads only what the view says
    /// of itself (label, value, hint, traits) as one element; the elements VoiceOver would find
    /// inside it on a device, and their order and actions, cannot be read here.
    static func platformViews(_ tree: AccessibilityTree, _ records: [PlatformViewRecord], hiddenFrames: [CGRect] = []) -> [AuditFinding] {
        records.compactMap { record in
            let element = tree.element(record.elementID)
            // Inside `accessibilityHidden(true)`, the UIKit view is out of VoiceOver's reach on a
            // device too: nothing in it is left to check.
            if element == nil, hiddenFrames.contains(where: { $0.insetBy(dx: -0.5, dy: -0.5).contains(record.frame) }) {
                return nil
            }
            return AuditFinding(
                rule: .platformView, elementID: record.elementID, label: element?.label ?? record.typeName,
                message: "\(record.typeName) is a UIKit view (\(record.kind)): Rotor reads only the label, value, hint and "
                    + "traits it sets, not the elements inside it",
                fix: "check \(record.typeName) with VoiceOver on a device; .accessibilityLabel on it says what it shows",
                identifier: element?.identifier)
        }
    }

    // MARK: duplicate-description

    /// duplicate-description: two controls that sound the same (label, value and traits) in
    /// different places of the screen do different things, and nothing tells them apart.
    /// Siblings are `duplicate-sibling-labels`'s; here the two are apart in the tree.
    ///
    /// Sure only within one list of alike rows: the two sit in sibling containers of the same
    /// shape (a `ForEach` of rows, each with its "Remove" button), which the user moves through
    /// one after the other. Two controls in unlike parts of the screen (a "Details" button in two
    /// sections) may well act on one thing or be told apart by what surrounds them: the finding
    /// says it needs review, and does not fail the run.
    static func duplicateDescriptions(_ tree: AccessibilityTree, _ facts: ElementFacts) -> [AuditFinding] {
        let all = tree.allElements
        // Each control's position and what it sounds like (label, value, traits), worked out once.
        var controls: [Int] = [], sounds: [String] = []
        var counts: [String: Int] = [:]
        counts.reserveCapacity(facts.actionable.count)
        for position in facts.actionable {
            let element = all[position]
            let label = SpeechMatch.normalize(element.label)
            guard !label.isEmpty else { continue }
            let value = element.value.map(SpeechMatch.normalize) ?? ""
            let sound = label + "\u{0}" + value + "\u{0}" + String(element.traits.rawValue)
            controls.append(position)
            sounds.append(sound)
            counts[sound, default: 0] += 1
        }
        // Only the sounds heard more than once are grouped.
        var groups: [String: [Int]] = [:]
        for (index, sound) in sounds.enumerated() where counts[sound, default: 0] > 1 {
            groups[sound, default: []].append(controls[index])
        }
        guard !groups.isEmpty else { return [] }
        func parent(_ position: Int) -> AccessibilityElement? { tree.parentPosition(at: position).map { all[$0] } }
        let headings = SectionHeadings(tree)
        var found: [AuditFinding] = []
        for (index, position) in controls.enumerated() {
            guard let group = groups[sounds[index]] else { continue }
            let element = all[position]
            let others = group.filter { other in
                other != position && parent(other)?.id != parent(position)?.id && all[other].frame != element.frame
            }
            guard !others.isEmpty else { continue }
            let inRows = others.contains { other in
                guard let mine = tree.parentPosition(at: position), let theirs = tree.parentPosition(at: other) else { return false }
                return parent(mine)?.id == parent(theirs)?.id && rowShape(all[mine]) == rowShape(all[theirs])
                    && !headings.separate(all[mine], all[theirs])
            }
            var finding = finding(.duplicateDescription, element,
                                  "it sounds the same as \(others.map { "\(all[$0].id)" }.joined(separator: ", "))"
                                    + (inRows ? " in the next rows" : " elsewhere on the screen"),
                                  fix: "say what each one acts on: .accessibilityLabel(\"Favorite Nick's comment\"), or "
                                     + "combine each with what it belongs to")
            finding.needsReview = !inRows
            found.append(finding)
        }
        return found
    }

    /// The headings of a screen in reading order, to tell whether two rows are in one section:
    /// a heading between them, outside both, starts another (two dialogs, each under its own
    /// title, are two things, not the rows of one list).
    struct SectionHeadings {
        let positions: AccessibilityTree.Positions
        /// The positions in `allElements` of the elements with the header trait, in order.
        let headings: [Int]

        init(_ tree: AccessibilityTree) {
            positions = tree.positions
            headings = tree.allElements.indices.filter { tree.allElements[$0].traits.contains(.isHeader) }
        }

        /// Where `element`'s subtree lies in `allElements` (depth first, so contiguous).
        func span(_ element: AccessibilityElement) -> Range<Int>? {
            guard let start = positions[element.id] else { return nil }
            var count = 0
            element.forEachDescendant { _ in count += 1 }  // itself included
            return start..<(start + count)
        }

        /// True when a heading outside both containers lies between them.
        func separate(_ first: AccessibilityElement, _ second: AccessibilityElement) -> Bool {
            guard !headings.isEmpty, let a = span(first), let b = span(second) else { return false }
            let (earlier, later) = a.lowerBound < b.lowerBound ? (a, b) : (b, a)
            // The first heading after the earlier one's subtree, by binary search.
            var low = 0, high = headings.count
            while low < high {
                let middle = (low + high) / 2
                if headings[middle] < earlier.upperBound { low = middle + 1 } else { high = middle }
            }
            return low < headings.count && headings[low] < later.lowerBound
        }
    }

    /// What a row is made of, for telling the rows of one list from unlike parts of a screen:
    /// its children's traits and whether each acts, in order.
    static func rowShape(_ container: AccessibilityElement) -> [String] {
        container.children.map { "\($0.traits.rawValue)\($0.isActionable ? "+" : "")\($0.children.isEmpty ? "" : "[\($0.children.count)]")" }
    }
}
