import Accessibility
import Foundation

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`).
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views in rows, filling the columns given left to right. Makes no element; a long `ForEach`
/// in it is made a window of views at a time, as a `LazyVStack`'s rows are.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func children(into list: inout ChildList) { list.appendGridContent(content) }
    func makeBehavior() -> NodeBehavior {
        GridBehavior(axis: .vertical, tracks: columns, spacing: spacing, isLazy: LazyRows.source(of: content) != nil)
    }
}

/// Views in columns, filling the rows given top to bottom. Makes no element; a long `ForEach`
/// in it is made a window of views at a time.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func children(into list: inout ChildList) { list.appendGridContent(content) }
    func makeBehavior() -> NodeBehavior {
        GridBehavior(axis: .horizontal, tracks: rows, spacing: spacing, isLazy: LazyRows.source(of: content) != nil)
    }
}

extension ChildList {
    /// A lazy grid's children: a window of a long `ForEach`'s views (`appendRows(of:)`), or
    /// the whole content.
    mutating func appendGridContent(_ content: some View) {
        if let rows = LazyRows.source(of: content) {
            appendRows(of: rows)
        } else {
            lazyRows = nil
            append(content, key: .named(""))
        }
    }
}

/// `axis` is the direction the grid grows: vertical for LazyVGrid (tracks are columns).
///
/// Lazy (`isLazy`, its node holding a window of a long `ForEach`'s views): the held views are
/// the cells from the window's first on, in the lines and tracks they have among all the
/// cells; lines not held are counted at the held lines' average length.
struct GridBehavior: NodeBehavior {
    let axis: Axis
    let tracks: [GridItem]
    let spacing: CGFloat?
    var isLazy = false
    var holdsForEachRows: Bool { isLazy }

    private var crossStep: CGFloat { axis == .vertical ? 8 : 16 }
    private var defaultTrackSpacing: CGFloat { axis == .vertical ? 8 : 0 }
    private var lineSpacing: CGFloat { spacing ?? (axis == .vertical ? 0 : 8) }

    /// The tracks' lengths across the grid, SwiftUI's way: fixed first, adaptive tracks split
    /// into as many as fit, flexible ones share what is left.
    func resolve(_ available: CGFloat?) -> [(length: CGFloat, spacing: CGFloat)] {
        var result: [(CGFloat, CGFloat, isFlexible: Bool, min: CGFloat, max: CGFloat)] = []
        let total = available.flatMap { $0.isFinite ? $0 : nil }
        var remaining = total ?? 0
        for item in tracks {
            let gap = item.spacing ?? defaultTrackSpacing
            switch item.size {
            case .fixed(let length):
                result.append((length, gap, false, length, length))
                remaining -= length + gap
            case .flexible(let lo, let hi):
                result.append((lo, gap, true, lo, hi))
                remaining -= gap
            case .adaptive(let lo, let hi):
                let count = max(1, total.map { Int(($0 + gap) / (lo + gap)) } ?? 1)
                for _ in 0..<count { result.append((lo, gap, true, lo, hi)) }
                remaining -= CGFloat(count) * gap
            }
        }
        if let last = result.indices.last { remaining += result[last].1 }
        let flexible = result.indices.filter { result[$0].isFlexible }
        if total != nil, !flexible.isEmpty {
            var left = max(0, remaining), count = flexible.count
            for i in flexible.sorted(by: { result[$0].max < result[$1].max }) {
                let share = snap(left / CGFloat(count), crossStep)
                let length = min(result[i].max, max(result[i].min, count == 1 ? left : share))
                result[i].0 = length
                left = max(0, left - length)
                count -= 1
            }
        }
        return result.map { ($0.0, $0.1) }
    }

    /// The cells in lines of `trackCount`, each with its track; `firstCell` is the first
    /// unit's place among all the grid's cells (a lazy grid's window may start mid-line).
    private func lines(_ units: [ViewNode], trackCount: Int, firstCell: Int = 0) -> [[(track: Int, unit: ViewNode)]] {
        guard trackCount > 0 else { return [] }
        var lines: [[(track: Int, unit: ViewNode)]] = []
        for (i, unit) in units.enumerated() {
            let cell = firstCell + i
            if cell % trackCount == 0 || lines.isEmpty { lines.append([]) }
            lines[lines.count - 1].append((cell % trackCount, unit))
        }
        return lines
    }

    /// Where a lazy grid's held cells are: the first one's place among all the cells, the
    /// lines there are in all, and the first held line's index. Nil for a grid that holds all.
    private func window(_ node: ViewNode, units: Int, trackCount: Int) -> (firstCell: Int, lineCount: Int, firstLine: Int)? {
        guard isLazy, let rows = node.lazyRows, trackCount > 0, !rows.loaded.isEmpty else { return nil }
        // A row of the ForEach may make several views, each a cell.
        let perRow = max(1, units / rows.loaded.count)
        let firstCell = rows.loaded.lowerBound * perRow
        let cells = rows.count * perRow
        return (firstCell, (cells + trackCount - 1) / trackCount, firstCell / trackCount)
    }

    private func proposal(cross: CGFloat, main: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: cross, height: main) : ProposedViewSize(width: main, height: cross)
    }

    /// The held lines' total length along the axis, with the spacing between them.
    private func heldLength(_ lines: [[(track: Int, unit: ViewNode)]], _ resolved: [(length: CGFloat, spacing: CGFloat)]) -> CGFloat {
        var main: CGFloat = 0
        for line in lines {
            main += line.map { track, unit in unit.sizeThatFits(proposal(cross: resolved[track].length, main: nil))[axis] }.max() ?? 0
        }
        return main + CGFloat(max(0, lines.count - 1)) * lineSpacing
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let resolved = resolve(proposal[axis.other])
        let units = node.childUnits
        let held = window(node, units: units.count, trackCount: resolved.count)
        let lines = lines(units, trackCount: resolved.count, firstCell: held?.firstCell ?? 0)
        var main = heldLength(lines, resolved)
        if let held {
            let pitch = LazyRows.pitch(main, lines: lines.count, spacing: lineSpacing, axis: axis, node: node)
            main += pitch * CGFloat(held.lineCount - lines.count)
        }
        let cross = resolved.reduce(0) { $0 + $1.length + $1.spacing } - (resolved.last?.spacing ?? 0)
        return CGSize(main: main, cross: cross, axis: axis)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let resolved = resolve(bounds.size[axis.other])
        let units = node.childUnits
        let held = window(node, units: units.count, trackCount: resolved.count)
        let lines = lines(units, trackCount: resolved.count, firstCell: held?.firstCell ?? 0)
        var position = axis == .vertical ? bounds.minY : bounds.minX
        if let held {
            position += LazyRows.pitch(heldLength(lines, resolved), lines: lines.count, spacing: lineSpacing, axis: axis, node: node)
                * CGFloat(held.firstLine)
        }
        // Each track's start across the grid.
        var starts: [CGFloat] = []
        var start = axis == .vertical ? bounds.minX : bounds.minY
        for track in resolved {
            starts.append(start)
            start += track.length + track.spacing
        }
        for line in lines {
            let sizes = line.map { track, unit in unit.sizeThatFits(proposal(cross: resolved[track].length, main: nil)) }
            let lineLength = sizes.map { $0[axis] }.max() ?? 0
            for (i, (track, unit)) in line.enumerated() {
                let size = CGSize(width: min(sizes[i].width, axis == .vertical ? resolved[track].length : .infinity),
                                  height: min(sizes[i].height, axis == .vertical ? .infinity : resolved[track].length))
                let cell = axis == .vertical
                    ? CGRect(x: starts[track], y: position, width: resolved[track].length, height: lineLength)
                    : CGRect(x: position, y: starts[track], width: lineLength, height: resolved[track].length)
                unit.place(in: CGRect(origin: Alignment.center.origin(of: size, in: cell), size: size))
            }
            position += lineLength + lineSpacing
        }
    }

    /// A lazy grid's elements: one container with the window of views it holds. A grid that
    /// scrolls sideways is read down each column, then across, as its views come: the way
    /// the window grows (see DECISIONS.md).
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        node.windowedElements(readsInListOrder: axis == .horizontal)
    }

    func modifyEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = nil }

    /// The views whose lines lie in `region` (screen points), held or not: every line counted
    /// at the pitch the lines not held are placed at.
    func rows(in region: CGRect, of node: ViewNode) -> Range<Int>? {
        guard let rows = node.lazyRows, rows.count > 0 else { return nil }
        let frame = node.frame
        let resolved = resolve(frame.size[axis.other])
        let units = node.childUnits
        guard let held = window(node, units: units.count, trackCount: resolved.count) else { return nil }
        let heldLines = lines(units, trackCount: resolved.count, firstCell: held.firstCell)
        let pitch = LazyRows.pitch(heldLength(heldLines, resolved), lines: heldLines.count, spacing: lineSpacing,
                                   axis: axis, node: node)
        let vertical = axis == .vertical
        let origin = vertical ? frame.minY : frame.minX
        let start = (vertical ? region.minY : region.minX) - origin
        let end = (vertical ? region.maxY : region.maxX) - origin
        guard end > start else { return nil }
        let firstLine = max(0, Int((start / pitch).rounded(.down)))
        let lastLine = min(held.lineCount - 1, Int(((end - 0.5) / pitch).rounded(.down)))
        guard firstLine <= lastLine else { return nil }
        // A row of the ForEach may make several views, each a cell.
        let perRow = max(1, units.count / rows.loaded.count)
        let first = firstLine * resolved.count / perRow
        let past = min(rows.count, ((lastLine + 1) * resolved.count + perRow - 1) / perRow)
        return first < past ? first..<past : nil
    }
}

extension GridBehavior: ShowsLazyRows {
    var lazyRowsShown: (any ShowsLazyRows)? { self }
}

/// Rows of views. Each `GridRow` is laid out as a row; columns are not aligned across rows (a
/// terminal grid of text lines up most cells anyway). Elements read row by row.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let verticalSpacing: CGFloat?
    let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    public var body: some View {
        VStack(alignment: alignment.horizontal, spacing: verticalSpacing) { content }
    }
}

public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public var body: some View { HStack(alignment: alignment ?? .center) { content } }
}
