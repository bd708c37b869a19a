import Accessibility
import Foundation

/// A vertical stack that makes its rows as they are needed, as SwiftUI's does.
///
/// When its content is one `ForEach` of more than `LazyRows.eagerLimit` rows, the stack holds
/// a window of `LazyRows.windowSize` rows as its children: views, layout and elements are made
/// for those alone. Its height counts the others at the held rows' average height, and its
/// elements are one container (`AccessibilityRowWindow`) that a reader moving past the last
/// held row asks for the next (`ViewGraph.showRow(_:ofLazyStack:)`), as VoiceOver scrolls a
/// table. Any other content, and a `ForEach` of fewer rows, is made whole, as a `VStack`.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// False for a `List` with a selection, whose rows are all marked (`ListSelection`).
    var makesRowsLazily = true

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content())
    }

    init(alignment: HorizontalAlignment, spacing: CGFloat?, makesRowsLazily: Bool = true, content: Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
        self.makesRowsLazily = makesRowsLazily
    }

    /// The rows to make lazily, when the content is a long enough `ForEach`.
    private var rowSource: (any LazyRowSource)? { makesRowsLazily ? LazyRows.source(of: content) : nil }

    func children(into list: inout ChildList) { list.appendContent(content, lazily: rowSource) }

    func makeBehavior() -> NodeBehavior {
        LazyStackBehavior.stacking(StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing),
                                   isLazy: rowSource != nil)
    }
}

/// A horizontal stack that makes its views as they are needed, as SwiftUI's does: a long
/// `ForEach` (a carousel of thousands of cards) holds a window of them, as `LazyVStack` does
/// its rows, counting the others at the held views' average width.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    private var rowSource: (any LazyRowSource)? { LazyRows.source(of: content) }

    func children(into list: inout ChildList) { list.appendContent(content, lazily: rowSource) }

    func makeBehavior() -> NodeBehavior {
        LazyStackBehavior.stacking(StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing),
                                   isLazy: rowSource != nil)
    }
}

/// How many rows a lazy stack holds, and when it holds them all.
enum LazyRows {
    /// A `ForEach` of this many rows or fewer is made whole: every screen that fits in a
    /// terminal is, and nothing changes for it.
    static let eagerLimit = 256
    /// The rows a lazy stack holds at once: more than a pane shows, so the rows around the
    /// reader's focus are drawn.
    static let windowSize = 128

    /// The rows a lazy container makes lazily: its content when that is one `ForEach` of more
    /// than `eagerLimit` rows.
    @MainActor
    static func source(of content: some View) -> (any LazyRowSource)? {
        guard let rows = content._drawnByTermUI()?.view.asLazyRowSource, rows.rowCount > eagerLimit else { return nil }
        return rows
    }

    /// The rows to hold of `count`: those `held` when they all still exist (a window asked for
    /// exactly, the last rows among them, may be shorter), else as many as a window holds from
    /// where they began, or the last ones.
    static func window(count: Int, held: Range<Int>?) -> Range<Int> {
        if let held, !held.isEmpty, held.lowerBound >= 0, held.upperBound <= count, held.count <= windowSize { return held }
        let size = min(windowSize, count)
        let start = min(max(0, held?.lowerBound ?? 0), count - size)
        return start..<(start + size)
    }

    /// The rows to hold so that `row` is among them: moving on past the held rows, the row
    /// comes a quarter of the way in (the rows just read stay, the rows ahead are made); moving
    /// back, three quarters of the way.
    ///
    /// `alone`: a row that far from the rows held that no window holds both (a rotor's entry,
    /// `scrollTo`) is held alone, as SwiftUI makes the row it scrolls to. The rows around it are
    /// made when a pane draws them (`ViewGraph.holdRowsShown(_:)`) or the reader moves on.
    static func window(showing row: Int, in rows: AccessibilityRowWindow, alone: Bool = false) -> Range<Int> {
        if rows.loaded.contains(row) { return rows.loaded }
        let size = min(windowSize, rows.count)
        let lead = row >= rows.loaded.upperBound ? size / 4 : size - 1 - size / 4
        let start = min(max(0, row - lead), rows.count - size)
        let window = start..<(start + size)
        // Neither overlapping nor touching the rows held: a jump, not a move on.
        let touches = window.lowerBound <= rows.loaded.upperBound && rows.loaded.lowerBound <= window.upperBound
        return alone && !touches ? row..<(row + 1) : window
    }

    /// The rows to hold when `shown` show in a pane and `held` are held: both, or the rows
    /// shown alone when both are more than a window holds. Nil when the held rows cover them.
    static func window(holding held: Range<Int>, andShown shown: Range<Int>) -> Range<Int>? {
        guard !shown.isEmpty, !(held.contains(shown.lowerBound) && held.contains(shown.upperBound - 1)) else { return nil }
        if held.isEmpty { return shown.prefix(windowSize) }
        let both = min(held.lowerBound, shown.lowerBound)..<max(held.upperBound, shown.upperBound)
        return both.count <= windowSize ? both : shown.prefix(windowSize)
    }
}

/// A collection of rows a lazy stack can make one at a time: a `ForEach` of views.
@MainActor
protocol LazyRowSource {
    var rowCount: Int { get }
    /// Appends the rows at these offsets, each keyed by its id as the `ForEach` keys it.
    func appendRows(_ rows: Range<Int>, to list: inout ChildList)
    /// The offset of a row with each of these ids, for the ids rows have, looked for outward
    /// from row `near` (a row after it and one before in turn, so a row near the rows held is
    /// found after few): at most one pass over the data, without making a row. With two rows
    /// of one id, the nearer is found.
    func offsets(ofIDs ids: Set<AnyHashable>, near: Int) -> [AnyHashable: Int]
    /// The offset of a row with `id`, as `offsets(ofIDs:near:)` finds it.
    func offset(ofID id: AnyHashable, near: Int) -> Int?
    /// Whether `other` has the rows this has, each at its offset with its id: known without a
    /// look at the rows (numbers that are their own ids, or values in the very same storage),
    /// else false.
    func hasTheRows(of other: any LazyRowSource) -> Bool
}

extension ForEach: LazyRowSource where Content: View {
    var rowCount: Int { data.count }
    var asLazyRowSource: (any LazyRowSource)? { self }

    func hasTheRows(of other: any LazyRowSource) -> Bool {
        guard let other = other as? Self else { return false }
        if let numbers = numberRange { return numbers == other.numberRange }
        // Values, not objects: an object's id may change while it stays in its place. Storage
        // is shared only while no copy of it changed, and the node keeps the older copy.
        guard !(Data.Element.self is AnyObject.Type) else { return false }
        return data.withContiguousStorageIfAvailable { mine in
            other.data.withContiguousStorageIfAvailable { theirs in
                mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
            } ?? false
        } ?? false
    }

    func appendRows(_ rows: Range<Int>, to list: inout ChildList) {
        // A range of numbers that are their own ids (`List(0..<n, id: \.self)`): each row's
        // number is worked out, and its ids are apart, with no index walked and no set kept.
        if let numbers = numberRange { return appendNumberRows(rows, of: numbers, to: &list) }
        var seen = Set<ID>(minimumCapacity: rows.count)
        var index = data.index(data.startIndex, offsetBy: rows.lowerBound)
        for offset in rows {
            let element = data[index]
            data.formIndex(after: &index)
            let id = idOf(element)
            // Duplicate ids among the held rows are kept apart by offset, as the ForEach does.
            let key: ChildKey = seen.insert(id).inserted ? .explicit(id) : .repeatedID(AnyHashable(id), offset: offset)
            // Keyed by its id, as a ForEach's rows are: the container tags its first element
            // with it (`windowedElements`), so rotor entries find it.
            list.appendRow(content(element), key: key)
        }
    }

    func offset(ofID id: AnyHashable, near: Int) -> Int? {
        // A rotor's move asks for one row: numbers that are their own ids say it at once.
        if let numbers = numberRange {
            guard let number = id.base as? Int, numbers.contains(number) else { return nil }
            return number - numbers.lowerBound
        }
        // Compared with each row's id as the ForEach's own type: no set, no hashing. An array's
        // rows are read where they are, not copied out one by one.
        guard let wanted = id.base as? ID, !data.isEmpty else { return nil }
        let start = min(max(0, near), data.count - 1)
        // The walk of `firstOutward`, written out over the buffer: a row is read by its address,
        // where a call per row (a closure, the collection's subscript) would ask the runtime for
        // the element's type each time. `idOf` is taken out of `self` first, or reading it in
        // the loop asks for the ForEach's type at every row.
        let idOf = self.idOf
        if let found = data.withContiguousStorageIfAvailable({ rows -> Int? in
            var after = start, before = start
            while after < rows.count || before > 0 {
                if after < rows.count {
                    if idOf(rows[after]) == wanted { return after }
                    after += 1
                }
                if before > 0 {
                    before -= 1
                    if idOf(rows[before]) == wanted { return before }
                }
            }
            return nil
        }) {
            return found
        }
        return Self.firstOutward(in: data, from: start) { row, _ in idOf(row) == wanted }
    }

    func offsets(ofIDs ids: Set<AnyHashable>, near: Int) -> [AnyHashable: Int] {
        var found: [AnyHashable: Int] = [:]
        if let numbers = numberRange {
            for id in ids {
                if let number = id.base as? Int, numbers.contains(number) { found[id] = number - numbers.lowerBound }
            }
            return found
        }
        // Compared as the ForEach's own id type: no id is wrapped while the data is passed over.
        var wanted = Set(ids.compactMap { $0.base as? ID })
        guard !wanted.isEmpty, !data.isEmpty else { return found }
        let idOf = self.idOf
        _ = Self.firstOutward(in: data, from: min(max(0, near), data.count - 1)) { row, offset in
            let id = idOf(row)
            if wanted.remove(id) != nil { found[AnyHashable(id)] = offset }
            return wanted.isEmpty
        }
        return found
    }

    /// The offset of the first of `rows`, visited outward from offset `start` (a row after it
    /// and one before in turn, so a row near the rows held is reached after few), for which
    /// `stop` is true; nil when it is true for none.
    private static func firstOutward<Rows: RandomAccessCollection>(
        in rows: Rows, from start: Int, stop: (Rows.Element, Int) -> Bool
    ) -> Int? {
        let count = rows.count
        var after = rows.index(rows.startIndex, offsetBy: start), afterOffset = start
        var before = after, beforeOffset = start
        while afterOffset < count || beforeOffset > 0 {
            if afterOffset < count {
                if stop(rows[after], afterOffset) { return afterOffset }
                rows.formIndex(after: &after)
                afterOffset += 1
            }
            if beforeOffset > 0 {
                rows.formIndex(before: &before)
                beforeOffset -= 1
                if stop(rows[before], beforeOffset) { return beforeOffset }
            }
        }
        return nil
    }
}

extension ChildList {
    /// A lazy container's children: a window of `rows` (`appendRows(of:)`), or with none,
    /// the whole content as a stack has it.
    mutating func appendContent(_ content: some View, lazily rows: (any LazyRowSource)?) {
        if let rows {
            appendRows(of: rows)
        } else {
            lazyRows = nil
            appendContent(content)
        }
    }

    /// A lazy stack's children: the rows it held (`lazyRows`) where they still exist, else
    /// the first ones; `lazyRows` then says which and of how many.
    mutating func appendRows(of source: any LazyRowSource) {
        let count = source.rowCount
        let rows = LazyRows.window(count: count, held: lazyRows?.loaded)
        source.appendRows(rows, to: &self)
        lazyRows = AccessibilityRowWindow(count: count, loaded: rows)
        lazyRowSource = source
    }
}

/// A lazy container's behaviour that can say which of its rows a region of the screen shows,
/// held or not (a stack's rows, a grid's views by their lines).
@MainActor
protocol ShowsLazyRows {
    func rows(in region: CGRect, of node: ViewNode) -> Range<Int>?
}

/// A lazy stack's layout, drawing and elements: its held rows stacked as a `VStack` (or an
/// `HStack`) stacks them, placed where they would be among all the rows at the held rows'
/// average length.
struct LazyStackBehavior: NodeBehavior, ShowsLazyRows {
    let layout: StackLayout
    var stackLayout: StackLayout? { layout }

    /// A lazy stack's behaviour: this one while it holds a window of rows, a stack's otherwise.
    static func stacking(_ layout: StackLayout, isLazy: Bool) -> NodeBehavior {
        isLazy ? LazyStackBehavior(layout: layout) : StackBehavior(layout: layout)
    }

    var drawRoute: DrawRoute { layout.axis == .vertical ? .verticalStack : .horizontalStack }
    var holdsForEachRows: Bool { true }
    var lazyRowsShown: (any ShowsLazyRows)? { self }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard let rows = node.lazyRows else { return layout.sizeThatFits(proposal, node: node) }
        let axis = layout.axis
        // The held rows at their ideal lengths, as they are placed (`placeChildren`): a length
        // offered along the stack is not shared out among them.
        let held = layout.sizeThatFits(Self.rowProposal(proposal, axis: axis), node: node)
        let others = CGFloat(rows.count - rows.loaded.count)
        return CGSize(main: held[axis] + LazyRows.pitch(held[axis], lines: rows.loaded.count, spacing: layout.effectiveSpacing,
                                                        axis: axis, node: node) * others,
                      cross: held[axis.other], axis: axis)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        guard let rows = node.lazyRows else { return layout.place(in: node, bounds: bounds) }
        let axis = layout.axis
        let proposal = Self.rowProposal(ProposedViewSize(bounds.size), axis: axis)
        let held = layout.sizeThatFits(proposal, node: node)
        let lead = LazyRows.pitch(held[axis], lines: rows.loaded.count, spacing: layout.effectiveSpacing, axis: axis, node: node)
            * CGFloat(rows.loaded.lowerBound)
        let placed = axis == .vertical
            ? CGRect(x: bounds.minX, y: bounds.minY + lead, width: bounds.width, height: held.height)
            : CGRect(x: bounds.minX + lead, y: bounds.minY, width: held.width, height: bounds.height)
        // Each held row at its ideal length for the stack's width (height) across, as measured
        // just now: a lazy stack shares no space out among rows it cannot all see, so its rows
        // are not asked again at the stack's length.
        layout.place(in: node, bounds: placed, measuredAt: proposal)
    }

    /// What the held rows are measured at: `proposal` across, their ideal length along.
    private static func rowProposal(_ proposal: ProposedViewSize, axis: Axis) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: proposal.width, height: nil)
                          : ProposedViewSize(width: nil, height: proposal.height)
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        node.drawStackUnits(along: layout.axis, into: &context)
    }

    func modifyEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = layout.axis }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] { node.windowedElements() }

    /// The rows that lie in `region` (screen points, inside the node's frame), held or not:
    /// before the held rows and after them counted at the pitch they are placed at, among them
    /// by where each held row is.
    func rows(in region: CGRect, of node: ViewNode) -> Range<Int>? {
        guard let rows = node.lazyRows, rows.count > 0 else { return nil }
        let axis = layout.axis
        let frame = node.frame
        let vertical = axis == .vertical
        let proposal = vertical ? ProposedViewSize(width: frame.width, height: nil)
                                : ProposedViewSize(width: nil, height: frame.height)
        let heldLength = layout.sizeThatFits(proposal, node: node)[axis]
        let pitch = LazyRows.pitch(heldLength, lines: rows.loaded.count, spacing: layout.effectiveSpacing, axis: axis, node: node)
        let origin = vertical ? frame.minY : frame.minX
        let heldStart = pitch * CGFloat(rows.loaded.lowerBound), heldEnd = heldStart + heldLength
        // The row at an offset from the stack's start.
        func row(at offset: CGFloat) -> Int {
            if offset < heldStart { return Int((offset / pitch).rounded(.down)) }
            if offset >= heldEnd { return rows.loaded.upperBound + Int(((offset - heldEnd) / pitch).rounded(.down)) }
            let units = node.contentChildren
            guard let inside = units.firstIndex(where: { (vertical ? $0.frame.maxY : $0.frame.maxX) > origin + offset })
            else { return max(rows.loaded.lowerBound, rows.loaded.upperBound - 1) }
            return rows.loaded.lowerBound + min(inside, rows.loaded.count - 1)
        }
        let start = (vertical ? region.minY : region.minX) - origin
        let end = (vertical ? region.maxY : region.maxX) - origin
        guard end > start else { return nil }
        let first = max(0, row(at: start)), last = min(rows.count - 1, row(at: end - 0.5))
        return first <= last ? first..<(last + 1) : nil
    }
}

extension LazyRows {
    /// The length a row (or a grid's line) not held is counted at along `axis`: the held
    /// ones' average, with the spacing between them, in whole cells so that each starts on a
    /// cell.
    @MainActor
    static func pitch(_ heldLength: CGFloat, lines: Int, spacing: CGFloat, axis: Axis, node: ViewNode) -> CGFloat {
        let cell = axis == .vertical ? node.graph.metric.pointsPerRow : node.graph.metric.pointsPerColumn
        guard lines > 0 else { return cell }
        let average = (heldLength + spacing) / CGFloat(lines)
        return max(cell, (average / cell).rounded() * cell)
    }
}

extension ViewNode {
    /// A lazy container's elements: one container holding the held rows' elements, with the
    /// window of rows it holds; the rows' elements alone when it holds them all.
    /// `readsInListOrder`: its held rows are read in the list's order
    /// (`AccessibilityRowWindow.readsInListOrder`).
    func windowedElements(readsInListOrder: Bool = false) -> [AccessibilityElement] {
        guard var window = lazyRows else { return childElements() }
        // Each row keyed by its id, its first element tagged with it, as a ForEach tags its rows.
        let rows = ForEachBehavior.taggedRows(of: self)
        window.readsInListOrder = readsInListOrder
        var container = AccessibilityElement(id: createdElementID)
        container.frame = unionFrame
        container.isEnabled = environment.isEnabled
        container.isContainer = true
        container.children = rows
        container.rowWindow = window
        return [container]
    }
}

/// A lazy stack's rows keep their `@State` when they leave its window and come back, as the
/// rows of SwiftUI's lazy containers do: as a row is let go, the state boxes of the views in it
/// that were written are kept by the stack under each view's path (which the row's id is part
/// of), and a view made again at that path takes them back before its body first runs. A row
/// whose state was never written keeps nothing, so walking a million rows keeps nothing.
@MainActor
enum LazyRowState {
    /// The state being given back while a lazy stack makes rows again, by path.
    static var restoring: [String: [(index: Int, box: AnyObject)]]?

    /// Keeps the state of the views in `rows`, which leave `stack`'s window.
    static func keep(_ rows: some Sequence<ViewNode>, in stack: ViewNode) {
        var kept = stack.keptRowState
        stack.keptRowState = [:]
        for row in rows {
            row.forEachNode { node in
                // Only state written since it was made: the rest starts again as it was.
                let boxes = node.storage.entries.filter { ($0.box as? KeptRowState)?.wasWritten == true }
                if !boxes.isEmpty { kept[node.path] = boxes }
            }
        }
        stack.keptRowState = kept
    }

    /// Runs `body`, which makes a row of `stack`, with the state the stack kept to give back.
    static func restoring(for stack: ViewNode, _ body: () -> Void) {
        guard stack.lazyRows != nil else { return body() }
        let kept = stack.keptRowState
        guard !kept.isEmpty else { return body() }
        // Moved out of the stack, so taking an entry does not copy the table.
        stack.keptRowState = [:]
        let outer = restoring
        restoring = kept
        body()
        stack.keptRowState = restoring ?? [:]
        restoring = outer
    }

    /// Gives `node` the state kept at its path, if any.
    static func restore(into node: ViewNode) {
        guard let boxes = restoring?.removeValue(forKey: node.path) else { return }
        for (index, box) in boxes {
            node.storage[index] = box
            (box as? KeptRowState)?.adopt(by: node)
        }
    }
}

/// State a lazy stack keeps for a row that left its window (`@State`'s box).
@MainActor
protocol KeptRowState: AnyObject {
    /// Written since it was made: worth keeping.
    var wasWritten: Bool { get }
    /// The node made again for the row's view owns the state now.
    func adopt(by node: ViewNode)
}

extension ViewGraph {
    /// Makes row `row` of the lazy stack whose container element is `container` one of the
    /// rows it holds (`LazyRows.window(showing:in:alone:)`); the next tree has it. False when
    /// there is no such stack or row, or the stack held the row already. `alone` holds a row
    /// far from the rows held without its neighbours.
    public func showRow(_ row: Int, ofLazyStack container: AccessibilityElementID, alone: Bool = false) -> Bool {
        guard let node = lazyStack(container), let rows = node.lazyRows, (0..<rows.count).contains(row),
              !rows.loaded.contains(row) else { return false }
        let alone = alone && node.behavior.lazyRowsShown != nil
        node.lazyRows = AccessibilityRowWindow(count: rows.count, loaded: LazyRows.window(showing: row, in: rows, alone: alone))
        return true
    }

    /// Makes each lazy stack hold the rows that show in `rows` of the screen (a pane's rows),
    /// with those it held when a window holds both: a row the reader or `scrollTo` jumped to is
    /// made alone, and the pane drawn around it asks here for its neighbours. Call it before
    /// drawing what a pane shows. True when any stack's rows changed, and with them the tree.
    @discardableResult
    public func holdRowsShown(_ rows: Range<Int>) -> Bool {
        guard !lazyStacks.isEmpty else { return false }
        var changed = false
        // A stack a new row brings (a lazy list in a row) is looked at in the next round.
        for _ in 0..<3 {
            update()
            let screen = CGRect(x: 0, y: CGFloat(rows.lowerBound) * metric.pointsPerRow, width: size.width,
                                height: CGFloat(rows.count) * metric.pointsPerRow)
            var moved = false
            for node in lazyStacks.values.sorted(by: { $0.path < $1.path }) {
                guard let held = node.lazyRows, let behavior = node.behavior.lazyRowsShown else { continue }
                var region = screen.intersection(node.frame)
                var ancestor = node.parent
                while let outer = ancestor, !region.isNull {
                    if outer.behavior.isScrollView { region = region.intersection(outer.frame) }
                    ancestor = outer.parent
                }
                guard !region.isNull, let shown = behavior.rows(in: region, of: node),
                      let window = LazyRows.window(holding: held.loaded, andShown: shown) else { continue }
                node.lazyRows = AccessibilityRowWindow(count: held.count, loaded: window)
                moved = true
            }
            guard moved else { break }
            changed = true
        }
        if changed { update() }
        return changed
    }

    /// Makes `rows` (clamped to the stack's rows and its window's size) the rows the lazy
    /// stack holds: a window it held before, put back. False when nothing changed.
    public func holdRows(_ rows: Range<Int>, ofLazyStack container: AccessibilityElementID) -> Bool {
        guard let node = lazyStack(container), let held = node.lazyRows else { return false }
        let window = LazyRows.window(count: held.count, held: rows)
        guard window != held.loaded else { return false }
        node.lazyRows = AccessibilityRowWindow(count: held.count, loaded: window)
        return true
    }

    /// Where the rows with these `ForEach` ids are among the rows of the lazy stacks on the
    /// screen, held or not: each stack's container element and the row's offset. Ids no lazy
    /// stack has a row for are left out. Each stack's data is looked through outward from the
    /// rows it holds (the next rotor entry is found after few), at most once; no row is made.
    public func lazyRows(withIDs ids: Set<AnyHashable>) -> [AnyHashable: (container: AccessibilityElementID, row: Int)] {
        var places: [AnyHashable: (container: AccessibilityElementID, row: Int)] = [:]
        guard !ids.isEmpty else { return places }
        for node in lazyStacksInGraphOrder where places.count < ids.count {
            guard let source = node.lazyRowSource else { continue }
            let container = node.createdElementID
            let near = node.lazyRows?.loaded.lowerBound ?? 0
            let wanted = places.isEmpty ? ids : ids.subtracting(places.keys)
            for (id, row) in source.offsets(ofIDs: wanted, near: near) { places[id] = (container, row) }
        }
        return places
    }

    /// Where the row whose `ForEach` id is `id` is among lazy lists' rows, as
    /// `lazyRows(withIDs:)` finds it: the one look-up a rotor's move makes, with no set or table.
    public func lazyRow(withID id: AnyHashable) -> (container: AccessibilityElementID, row: Int)? {
        for node in lazyStacksInGraphOrder {
            guard let source = node.lazyRowSource,
                  let row = source.offset(ofID: id, near: node.lazyRows?.loaded.lowerBound ?? 0) else { continue }
            return (node.createdElementID, row)
        }
        return nil
    }

    /// The lazy stacks in the order of their places in the graph, so an id two lists have is
    /// found in the same one each time.
    private var lazyStacksInGraphOrder: [ViewNode] {
        lazyStacks.count == 1 ? Array(lazyStacks.values) : lazyStacks.values.sorted(by: { $0.path < $1.path })
    }

    /// The lazy stack whose container element is `container`.
    private func lazyStack(_ container: AccessibilityElementID) -> ViewNode? {
        lazyStacks.values.first { $0.lazyRows != nil && $0.createdElementID == container }
    }
}
