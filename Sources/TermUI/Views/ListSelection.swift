import Accessibility
import Foundation

// MARK: Edit mode

/// Whether the user can edit a view's content, with SwiftUI's cases.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    /// True for every mode but `inactive`.
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the content, as a binding: a navigation stack keeps one for the views
    /// it shows (an `EditButton` in its toolbar toggles it), and
    /// `.environment(\.editMode, $mode)` or `.constant(.active)` sets one anywhere.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the environment's edit mode: "Edit", then "Done" while editing, as
/// SwiftUI's reads. Without an edit mode above it, it does nothing.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let editMode = self.editMode
        let title = editMode?.wrappedValue.isEditing == true ? "Done" : "Edit"
        Button(title) {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}

// MARK: Selection

/// A navigation link whose value a selection list takes as the row's selection value.
@MainActor
protocol SelectionValueLink {
    var selectionValue: AnyHashable? { get }
}

extension NavigationLink: SelectionValueLink {
    var selectionValue: AnyHashable? { value.map { AnyHashable($0) } }
}

/// A list's selection binding, whatever its type: one optional value or a set of values.
struct ListSelection {
    let allowsMultiple: Bool
    /// The tag is of the selection's type, so the row it marks can be selected.
    let accepts: (AnyHashable) -> Bool
    /// Which tags are selected now: the binding is read once, and the test it gives asks no
    /// binding (a list asks it for every row).
    let membership: @MainActor () -> (AnyHashable) -> Bool
    /// The tags selected now, read from the binding.
    let selectedTags: @MainActor () -> [AnyHashable]
    /// Selects the row tagged `tag`; `toggling` (a multiple selection in edit mode) adds it to
    /// the selection or takes it out instead of making it the only one.
    let choose: @MainActor (_ tag: AnyHashable, _ toggling: Bool) -> Void

    init<Value: Hashable>(single binding: Binding<Value?>) {
        allowsMultiple = false
        accepts = { $0.base is Value }
        membership = {
            let selected = binding.wrappedValue.map { AnyHashable($0) }
            return { tag in selected == tag }
        }
        selectedTags = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
        choose = { tag, _ in
            if let value = tag.base as? Value { binding.wrappedValue = value }
        }
    }

    init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
        allowsMultiple = true
        accepts = { $0.base is Value }
        membership = {
            let selected = binding.wrappedValue
            return { tag in (tag.base as? Value).map { selected.contains($0) } ?? false }
        }
        selectedTags = { binding.wrappedValue.map { AnyHashable($0) } }
        choose = { tag, toggling in
            guard let value = tag.base as? Value else { return }
            if !toggling {
                binding.wrappedValue = [value]
            } else if binding.wrappedValue.contains(value) {
                binding.wrappedValue.remove(value)
            } else {
                binding.wrappedValue.insert(value)
            }
        }
    }
}

/// The list's own node, outside its rows: it names the list a container and, with a selection,
/// makes its rows selectable, highlights the selected ones and, for a multiple selection in
/// edit mode, draws a selection circle at each row's leading edge.
struct ListModifier: PrimitiveModifier {
    let selection: ListSelection?
    func makeBehavior() -> NodeBehavior { ListBehavior(selection: selection) }
}

struct ListBehavior: NodeBehavior {
    let selection: ListSelection?

    /// A row that can be selected: its tag and the view it tags. A `NavigationLink(value:)`
    /// row is selected by activation instead of pushing: in a split view's sidebar the
    /// selection chooses what the next column shows.
    struct Row {
        let tag: AnyHashable
        let node: ViewNode
        var selectsInsteadOfActing = false
    }

    /// Columns the selection circles take, on the leading edge.
    static let circleColumns: CGFloat = 2

    /// The rows found last, kept in the list's node until any view of the screen is updated
    /// again: drawing a frame after a focus move (nothing updated) does not walk every row.
    private final class RowsCache {
        let updates: Int
        let rows: [Row]
        /// Where the rows of each tag are among `rows`, made when first asked.
        private(set) lazy var indicesByTag: [AnyHashable: [Int]] = {
            var made: [AnyHashable: [Int]] = [:]
            for (index, row) in rows.enumerated() { made[row.tag, default: []].append(index) }
            return made
        }()
        init(updates: Int, rows: [Row]) {
            self.updates = updates
            self.rows = rows
        }
    }
    private static let rowsSlot = -1

    /// `rows(of:accepting:)`, kept until an update that can change which views are rows or
    /// their tags (`ViewGraph.selectionRowChanges`): a row whose text changed keeps them.
    private static func keptRowsCache(of node: ViewNode, accepting accepts: (AnyHashable) -> Bool) -> RowsCache {
        let updates = node.graph.selectionRowChanges
        if let kept = node.storage[rowsSlot] as? RowsCache, kept.updates == updates { return kept }
        let rows = rows(of: node, accepting: accepts)
        node.graph.listRowWalks += 1
        let kept = RowsCache(updates: updates, rows: rows)
        node.storage[rowsSlot] = kept
        return kept
    }

    /// The rows of the list, in order: views marked `.tag(_:)`, and the rows of a `ForEach`
    /// without a tag, tagged by their ids; only tags of the selection's type make rows, as in
    /// SwiftUI. A picker's options or a nested list's rows are not this list's.
    static func rows(of node: ViewNode, accepting accepts: (AnyHashable) -> Bool) -> [Row] {
        var result: [Row] = []
        var forEaches = 0
        func visit(_ node: ViewNode, disabled: Bool) {
            if node.behavior is PickerBehavior || node.behavior is ListBehavior { return }
            let disabled = disabled || (node.behavior as? SelectionDisabledBehavior)?.isDisabled == true
            if let link = node.view as? any SelectionValueLink, let value = link.selectionValue, accepts(value) {
                if !disabled, !selectionIsDisabled(below: node) {
                    result.append(Row(tag: value, node: node, selectsInsteadOfActing: true))
                }
                return
            }
            if let tag = node.behavior as? TagBehavior {
                if accepts(tag.tag), !disabled, !selectionIsDisabled(below: node) { result.append(Row(tag: tag.tag, node: node)) }
                return
            }
            if node.behavior.holdsForEachRows {
                forEaches += 1
                for row in node.contentChildren {
                    let before = result.count, forEachesBefore = forEaches
                    visit(row, disabled: disabled)
                    // A row holding rows of its own (a section of a ForEach of groups) is not one.
                    if result.count == before, forEaches == forEachesBefore, let id = row.key.explicitID, accepts(id), !disabled,
                       !selectionIsDisabled(below: row) {
                        result.append(Row(tag: id, node: row))
                    }
                }
                return
            }
            for child in node.contentChildren { visit(child, disabled: disabled) }
        }
        for child in node.contentChildren { visit(child, disabled: false) }
        return result
    }

    /// A `selectionDisabled()` in the row's own views (not in a nested list or picker).
    private static func selectionIsDisabled(below node: ViewNode) -> Bool {
        if (node.behavior as? SelectionDisabledBehavior)?.isDisabled == true { return true }
        if node.behavior is PickerBehavior || node.behavior is ListBehavior || node.behavior.holdsForEachRows { return false }
        return node.contentChildren.contains { selectionIsDisabled(below: $0) }
    }

    private func isEditing(_ node: ViewNode) -> Bool { node.environment.editMode?.wrappedValue.isEditing ?? false }

    private func showsCircles(_ node: ViewNode) -> Bool {
        (selection?.allowsMultiple ?? false) && isEditing(node)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard showsCircles(node) else { return node.contentSizeThatFits(proposal) }
        let inset = Self.circleColumns * 8
        let size = node.contentSizeThatFits(ProposedViewSize(width: proposal.width.map { max(0, $0 - inset) }, height: proposal.height))
        return CGSize(width: size.width + inset, height: size.height)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        guard showsCircles(node) else { return node.placeContent(in: bounds) }
        // Placed as if left to right; a right-to-left layout mirrors it, circles on the right.
        let inset = Self.circleColumns * 8
        node.placeContent(in: CGRect(x: bounds.minX + inset, y: bounds.minY,
                                     width: max(0, bounds.width - inset), height: bounds.height))
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        node.drawChildren(into: &context)
        guard let selection else { return }
        let list = context.cells(node.frame)
        let circles = showsCircles(node)
        let rightToLeft = node.environment.isRightToLeft
        let accent = CellStyle(foreground: (node.environment.tint ?? .accentColor).terminalColor(in: node.environment))
        let cache = Self.keptRowsCache(of: node, accepting: selection.accepts)
        func draw(_ row: Row, selected: Bool) {
            // Rows outside what is drawn (a page's rows off the pane) cost a frame check.
            let frame = row.node.unionFrame
            guard context.intersects(frame) else { return }
            let cells = context.cells(frame)
            guard cells.height > 0 else { return }
            // A selected row is highlighted across the list, as a selected segment is.
            if selected {
                context.restyle(CellRect(x: list.x, y: cells.y, width: list.width, height: cells.height)) { $0.reverse = true }
            }
            if circles {
                context.put(selected ? "●" : "◯", x: list.column(list.x, width: 1, rightToLeft: rightToLeft), y: cells.y,
                            style: accent)
            }
        }
        guard circles else {
            // Only the selected rows draw anything: found by their tags, not by visiting every row.
            for tag in selection.selectedTags() {
                for index in cache.indicesByTag[tag] ?? [] { draw(cache.rows[index], selected: true) }
            }
            return
        }
        let isSelected = selection.membership()
        for row in cache.rows { draw(row, selected: isSelected(row.tag)) }
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        let children = node.childElements()
        guard let selection else {
            return ElementRules.modifyEach(children, node: node, create: false) { $0.containerType = .list }
        }
        let rowsCache = Self.keptRowsCache(of: node, accepting: selection.accepts)
        let marker = RowMarker(selection: selection, editMode: node.environment.editMode)
        if let marked = node.storage[Self.markedSlot] as? MarkedRows, marked.rows === rowsCache,
           let elements = marked.remarked(children, marker: marker) {
            node.graph.listSelectionPatches += 1
            return elements
        }
        let rows = rowsCache.rows
        guard !rows.isEmpty else {
            return ElementRules.modifyEach(children, node: node, create: false) { $0.containerType = .list }
        }
        var rowOfElement: [AccessibilityElementID: Int] = [:]
        for (index, row) in rows.enumerated() {
            for element in row.node.accessibilityElements() { rowOfElement[element.id] = index }
        }
        var marking = FullMarking(rows: rows, rowOfElement: rowOfElement, marker: marker)
        let (elements, level) = marking.mark(children, at: [], top: true)
        // Kept to mark the next selection's rows alone, and a changed row alone, while the rows
        // and the shape of their elements hold.
        node.storage[Self.markedSlot] = marking.rowMadeTwice ? nil
            : MarkedRows(source: children, rows: rowsCache, elements: elements, level: level, rowPaths: marking.rowPaths,
                         selectedOfItself: marking.selectedOfItself, selected: selection.selectedTags())
        return elements
    }

    private static let markedSlot = -2

    /// How a list with a selection makes one row's element from the elements its views gave.
    @MainActor
    private struct RowMarker {
        let selection: ListSelection
        let editMode: Binding<EditMode>?
        let isSelected: (AnyHashable) -> Bool

        init(selection: ListSelection, editMode: Binding<EditMode>?) {
            self.selection = selection
            self.editMode = editMode
            isSelected = selection.membership()
        }

        /// The row's element, and whether it says it is selected of itself
        /// (`accessibilityAddTraits(.isSelected)`). `list` gives the list's own change to each
        /// part first (the top level's elements are its rows, named a list's).
        func mark(_ parts: ArraySlice<AccessibilityElement>, row: Row, list: Bool) -> (AccessibilityElement, ofItself: Bool) {
            var parts = Array(parts)
            if list { for i in parts.indices { parts[i].containerType = .list } }
            // A selectable row is one element, as a list cell is: its parts read together.
            var element = parts.count > 1 ? ElementRules.combine(parts, node: row.node) : parts[0]
            let ofItself = element.traits.contains(.isSelected)
            if isSelected(row.tag) { element.traits.insert(.isSelected) }
            // A control in the row keeps its own activation, as its tap wins in SwiftUI.
            // Otherwise the row is a button, as rows read in the Files app's select mode.
            if element.defaultAction == nil || row.selectsInsteadOfActing, element.isEnabled {
                element.traits.insert(.isButton)
                let tag = row.tag, choose = selection.choose, allowsMultiple = selection.allowsMultiple, editMode = editMode
                element.defaultAction = {
                    choose(tag, allowsMultiple && (editMode?.wrappedValue.isEditing ?? false))
                }
            }
            return (element, ofItself)
        }
    }

    /// How one array of the content's elements became the list's: for each element, the row
    /// it is part of (-1 for none) and where its result is; and the same for each container
    /// looked into, by the element's index.
    private struct MarkedLevel {
        var rowOfInput: [Int32] = []
        var outputOfInput: [Int32] = []
        var containers: [Int: MarkedLevel] = [:]
    }

    /// Marks every row of the list's elements.
    @MainActor
    private struct FullMarking {
        let rows: [Row]
        let rowOfElement: [AccessibilityElementID: Int]
        let marker: RowMarker
        /// Where each row's element is: its index in the elements, and in its containers' children.
        var rowPaths: [[Int]]
        var selectedOfItself: Set<Int> = []
        var rowMadeTwice = false

        init(rows: [Row], rowOfElement: [AccessibilityElementID: Int], marker: RowMarker) {
            self.rows = rows
            self.rowOfElement = rowOfElement
            self.marker = marker
            rowPaths = [[Int]](repeating: [], count: rows.count)
        }

        mutating func mark(_ elements: [AccessibilityElement], at path: [Int], top: Bool) -> ([AccessibilityElement], MarkedLevel) {
            var result: [AccessibilityElement] = []
            var level = MarkedLevel()
            level.rowOfInput.reserveCapacity(elements.count)
            level.outputOfInput.reserveCapacity(elements.count)
            var index = elements.startIndex
            while index < elements.endIndex {
                guard let rowIndex = rowOfElement[elements[index].id] else {
                    var element = elements[index]
                    if top { element.containerType = .list }
                    if element.isContainer, !element.children.isEmpty {
                        let (children, inner) = mark(element.children, at: path + [result.count], top: false)
                        element.children = children
                        level.containers[index] = inner
                    }
                    level.rowOfInput.append(-1)
                    level.outputOfInput.append(Int32(result.count))
                    result.append(element)
                    index += 1
                    continue
                }
                var end = index + 1
                while end < elements.endIndex, rowOfElement[elements[end].id] == rowIndex { end += 1 }
                let (element, ofItself) = marker.mark(elements[index..<end], row: rows[rowIndex], list: top)
                if ofItself { selectedOfItself.insert(rowIndex) }
                if rowPaths[rowIndex].isEmpty { rowPaths[rowIndex] = path + [result.count] } else { rowMadeTwice = true }
                for _ in index..<end {
                    level.rowOfInput.append(Int32(rowIndex))
                    level.outputOfInput.append(Int32(result.count))
                }
                result.append(element)
                index = end
            }
            return (result, level)
        }
    }

    /// A selection list's elements as it last marked them, with where each row's element is
    /// and what each came from: a new selection changes the rows it leaves and the rows it
    /// takes, a row whose elements changed is marked again alone, and no other is looked at.
    @MainActor
    private final class MarkedRows {
        private var source: [AccessibilityElement]
        let rows: RowsCache
        private var elements: [AccessibilityElement]
        private let level: MarkedLevel
        private let rowPaths: [[Int]]
        /// Rows whose own element says it is selected (`accessibilityAddTraits(.isSelected)`).
        private var selectedOfItself: Set<Int>
        private var selected: [AnyHashable]

        init(source: [AccessibilityElement], rows: RowsCache, elements: [AccessibilityElement], level: MarkedLevel,
             rowPaths: [[Int]], selectedOfItself: Set<Int>, selected: [AnyHashable]) {
            self.source = source
            self.rows = rows
            self.elements = elements
            self.level = level
            self.rowPaths = rowPaths
            self.selectedOfItself = selectedOfItself
            self.selected = selected
        }

        /// The list's elements for its content's `children` and the selection now, made from
        /// these by marking again only what changed; nil when an element came, went or changed
        /// its id, so the list is marked afresh.
        func remarked(_ children: [AccessibilityElement], marker: RowMarker) -> [AccessibilityElement]? {
            let same = children.count == source.count
                && children.withUnsafeBufferPointer { new in source.withUnsafeBufferPointer { new.baseAddress == $0.baseAddress } }
            if !same {
                var updated = elements
                guard update(level, old: source, new: children, output: &updated, top: true, marker: marker) else { return nil }
                elements = updated
                source = children
            }
            return reselected(marker.selection.selectedTags(), isSelected: marker.isSelected)
        }

        private func update(_ level: MarkedLevel, old: [AccessibilityElement], new: [AccessibilityElement],
                            output: inout [AccessibilityElement], top: Bool, marker: RowMarker) -> Bool {
            guard old.count == new.count else { return false }
            var changedRows: [(row: Int, input: Int)] = []
            for i in new.indices where !new[i].isIdentical(to: old[i]) {
                guard new[i].id == old[i].id else { return false }
                let row = Int(level.rowOfInput[i])
                if row >= 0 {
                    if changedRows.last?.row != row { changedRows.append((row, i)) }
                    continue
                }
                var element = new[i]
                if top { element.containerType = .list }
                let out = Int(level.outputOfInput[i])
                if let inner = level.containers[i] {
                    guard element.isContainer else { return false }
                    var children = output[out].children
                    guard update(inner, old: old[i].children, new: element.children, output: &children, top: false, marker: marker) else { return false }
                    element.children = children
                } else if element.isContainer, !element.children.isEmpty {
                    return false
                }
                output[out] = element
            }
            for (row, input) in changedRows {
                var start = input, end = input + 1
                while start > 0, level.rowOfInput[start - 1] == Int32(row) { start -= 1 }
                while end < new.count, level.rowOfInput[end] == Int32(row) { end += 1 }
                let (element, ofItself) = marker.mark(new[start..<end], row: rows.rows[row], list: top)
                if ofItself { selectedOfItself.insert(row) } else { selectedOfItself.remove(row) }
                output[Int(level.outputOfInput[start])] = element
            }
            return true
        }

        /// The elements with the rows of the old and the new selection marked as the selection
        /// now has them.
        private func reselected(_ tags: [AnyHashable], isSelected: (AnyHashable) -> Bool) -> [AccessibilityElement] {
            for tag in selected + tags {
                for row in rows.indicesByTag[tag] ?? [] where !rowPaths[row].isEmpty {
                    Self.mark(&elements, at: rowPaths[row][...], selected: isSelected(tag) || selectedOfItself.contains(row))
                }
            }
            selected = tags
            return elements
        }

        private static func mark(_ elements: inout [AccessibilityElement], at path: ArraySlice<Int>, selected: Bool) {
            guard let index = path.first else { return }
            if path.count > 1 { return mark(&elements[index].children, at: path.dropFirst(), selected: selected) }
            guard elements[index].traits.contains(.isSelected) != selected else { return }
            if selected { elements[index].traits.insert(.isSelected) } else { elements[index].traits.remove(.isSelected) }
        }
    }
}

extension View {
    /// Keeps a list's row from being selected: it reads and acts as a row of a list without a
    /// selection.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(SelectionDisabledModifier(isDisabled: isDisabled))
    }
}

struct SelectionDisabledModifier: PrimitiveModifier {
    let isDisabled: Bool
    func makeBehavior() -> NodeBehavior { SelectionDisabledBehavior(isDisabled: isDisabled) }
}

struct SelectionDisabledBehavior: NodeBehavior {
    let isDisabled: Bool
    func changesSelectionRows(from old: NodeBehavior) -> Bool {
        (old as? SelectionDisabledBehavior)?.isDisabled != isDisabled
    }
}
