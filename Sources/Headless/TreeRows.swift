import Accessibility

/// The tree pane's rows: one per element of a tree, depth first, with the elements the last
/// command removed put back where they were, and the focused row and the changes marked.
///
/// A row is made when it is asked for. The pane shows a few dozen rows of a tree that may hold
/// 100 000 elements, so each row's line is formatted when it is first shown and kept while its
/// element stays the same (`TreeLines`), not formatted for every element on every change.
/// Rows can also be given whole, as an array (`rotor tree`, tests).
public struct TreeRows: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable {
    private enum Base {
        case rows([TreeRow])
        case tree(TreeLines, focused: Int?)
    }
    private var base: Base
    /// The changes marked on the rows, if any.
    private var changes: TreeChanges?
    /// The removed rows put back, by their index among all the rows, in order.
    private var inserted: [(index: Int, row: TreeRow)] = []

    public init(_ rows: [TreeRow]) { base = .rows(rows) }
    public init(arrayLiteral rows: TreeRow...) { self.init(rows) }

    /// The rows of `lines`' tree, the element at tree position `focused` marked as focused.
    init(lines: TreeLines, focused: Int?) { base = .tree(lines, focused: focused) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { baseCount + inserted.count }

    public subscript(index: Int) -> TreeRow {
        switch place(of: index) {
        case .inserted(let row): row
        case .base(let position): baseRow(at: position)
        }
    }

    /// The focused row's index, found without making the rows before it.
    public var focusedIndex: Int? {
        switch base {
        case .rows(let rows): rows.firstIndex(where: \.isFocused).map(index(ofBase:))
        case .tree(_, let focused): focused.map(index(ofBase:))
        }
    }

    /// The lines formatted for the tree these rows show, when they show a tree.
    var formattedLineCount: Int? {
        if case .tree(let lines, _) = base { return lines.formattedCount }
        return nil
    }

    /// The index of the row for an element: a row of the tree, else a removed row put back.
    public func index(of id: AccessibilityElementID) -> Int? {
        let position: Int? = switch base {
        case .rows(let rows): rows.firstIndex { $0.id == id }
        case .tree(let lines, _): lines.tree.positions[id]
        }
        if let position { return index(ofBase: position) }
        return inserted.first { $0.row.id == id }?.index
    }

    /// These rows with `changes` marked: added and changed rows say so, and each removed element
    /// is put back after the row before it in the old tree (past that row's subtree).
    public func marked(with changes: TreeChanges) -> TreeRows {
        guard !changes.isEmpty else { return self }
        var result = self
        result.changes = changes
        result.inserted = []
        guard !changes.removed.isEmpty else { return result }
        // Each removed row goes before the base row `slot`; rows for one slot keep their order.
        // A removed row after another removed row takes the same slot.
        var slots: [AccessibilityElementID: Int] = [:]
        var inserts: [(slot: Int, order: Int, row: TreeRow)] = []
        for (order, gone) in changes.removed.enumerated() {
            var slot: Int
            if let after = gone.after, let earlier = slots[after] {
                slot = earlier
            } else if let after = gone.after, let position = basePosition(of: after) {
                slot = position + 1
            } else {
                slot = gone.after == nil ? 0 : baseCount
            }
            while slot < baseCount, baseDepth(at: slot) > gone.depth { slot += 1 }
            slots[gone.id] = slot
            inserts.append((slot, order, TreeRow(id: gone.id, depth: gone.depth, text: gone.text, isFocused: false,
                                                 change: .removed)))
        }
        inserts.sort { ($0.slot, $0.order) < ($1.slot, $1.order) }
        // A row inserted before base row `slot` lands after the rows inserted before it.
        result.inserted = inserts.enumerated().map { (offset, insert) in (insert.slot + offset, insert.row) }
        return result
    }

    /// Row by row (every row of a tree is made to compare).
    public static func == (lhs: TreeRows, rhs: TreeRows) -> Bool { lhs.elementsEqual(rhs) }

    // MARK: Base rows

    private var baseCount: Int {
        switch base {
        case .rows(let rows): rows.count
        case .tree(let lines, _): lines.tree.count
        }
    }

    private func baseRow(at position: Int) -> TreeRow {
        var row: TreeRow
        switch base {
        case .rows(let rows):
            row = rows[position]
        case .tree(let lines, let focused):
            row = TreeRow(id: lines.tree.allElements[position].id, depth: lines.tree.depth(at: position),
                          text: lines.line(at: position), isFocused: position == focused)
        }
        if let changes { row.change = changes.change(of: row.id) }
        return row
    }

    private func baseDepth(at position: Int) -> Int {
        switch base {
        case .rows(let rows): rows[position].depth
        case .tree(let lines, _): lines.tree.depth(at: position)
        }
    }

    private func basePosition(of id: AccessibilityElementID) -> Int? {
        switch base {
        case .rows(let rows): rows.firstIndex { $0.id == id }
        case .tree(let lines, _): lines.tree.positions[id]
        }
    }

    // MARK: Indices

    private enum Place {
        case inserted(TreeRow)
        case base(Int)
    }

    /// Where row `index` comes from: a removed row put back, or a base row.
    private func place(of index: Int) -> Place {
        var before = 0
        for insert in inserted {
            if insert.index == index { return .inserted(insert.row) }
            if insert.index > index { break }
            before += 1
        }
        return .base(index - before)
    }

    /// The index among all the rows of base row `position`.
    private func index(ofBase position: Int) -> Int {
        var index = position
        for insert in inserted where insert.index <= index { index += 1 }
        return index
    }
}

/// The lines of one tree's rows, formatted when first asked and kept. A tree made from the last
/// by replacing elements in place keeps the lines of the elements it did not replace.
final class TreeLines {
    let tree: AccessibilityTree
    private var lines: [Int: String]
    /// Lines kept at most: a pane scrolled through a very large tree keeps this many.
    private static let limit = 4096

    init(tree: AccessibilityTree, following previous: TreeLines? = nil) {
        self.tree = tree
        lines = [:]
        guard let previous else { return }
        if previous.tree.isSameSnapshot(as: tree) {
            lines = previous.lines
        } else if let changed = tree.changedPositions(since: previous.tree) {
            lines = previous.lines
            for position in changed { lines[position] = nil }
        }
    }

    /// Lines formatted for this tree so far (work a test can count).
    private(set) var formattedCount = 0

    func line(at position: Int) -> String {
        if let line = lines[position] { return line }
        formattedCount += 1
        let line = TreeFormatter.line(for: tree.allElements[position])
        if lines.count >= Self.limit { lines.removeAll(keepingCapacity: true) }
        lines[position] = line
        return line
    }
}
