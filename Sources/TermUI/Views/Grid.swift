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

/// Views in rows, filling the columns given left to right. Makes no element.
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
    func children(into list: inout ChildList) { list.append(content, key: .named("")) }
    func makeBehavior() -> NodeBehavior { GridBehavior(axis: .vertical, tracks: columns, spacing: spacing) }
}

/// Views in columns, filling the rows given top to bottom. Makes no element.
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
    func children(into list: inout ChildList) { list.append(content, key: .named("")) }
    func makeBehavior() -> NodeBehavior { GridBehavior(axis: .horizontal, tracks: rows, spacing: spacing) }
}

/// `axis` is the direction the grid grows: vertical for LazyVGrid (tracks are columns).
struct GridBehavior: NodeBehavior {
    let axis: Axis
    let tracks: [GridItem]
    let spacing: CGFloat?

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

    private func lines(_ units: [ViewNode], trackCount: Int) -> [[ViewNode]] {
        guard trackCount > 0 else { return [] }
        return stride(from: 0, to: units.count, by: trackCount).map { Array(units[$0..<min(units.count, $0 + trackCount)]) }
    }

    private func proposal(cross: CGFloat, main: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: cross, height: main) : ProposedViewSize(width: main, height: cross)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let resolved = resolve(proposal[axis.other])
        let rows = lines(node.childUnits, trackCount: resolved.count)
        var main: CGFloat = 0
        for row in rows {
            main += row.enumerated().map { i, unit in unit.sizeThatFits(self.proposal(cross: resolved[i].length, main: nil))[axis] }.max() ?? 0
        }
        main += CGFloat(max(0, rows.count - 1)) * lineSpacing
        let cross = resolved.reduce(0) { $0 + $1.length + $1.spacing } - (resolved.last?.spacing ?? 0)
        return CGSize(main: main, cross: cross, axis: axis)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let resolved = resolve(bounds.size[axis.other])
        var position = axis == .vertical ? bounds.minY : bounds.minX
        for row in lines(node.childUnits, trackCount: resolved.count) {
            let sizes = row.enumerated().map { i, unit in unit.sizeThatFits(proposal(cross: resolved[i].length, main: nil)) }
            let lineLength = sizes.map { $0[axis] }.max() ?? 0
            var cross = axis == .vertical ? bounds.minX : bounds.minY
            for (i, unit) in row.enumerated() {
                let size = CGSize(width: min(sizes[i].width, axis == .vertical ? resolved[i].length : .infinity),
                                  height: min(sizes[i].height, axis == .vertical ? .infinity : resolved[i].length))
                let cell = axis == .vertical
                    ? CGRect(x: cross, y: position, width: resolved[i].length, height: lineLength)
                    : CGRect(x: position, y: cross, width: lineLength, height: resolved[i].length)
                unit.place(in: CGRect(origin: Alignment.center.origin(of: size, in: cell), size: size))
                cross += resolved[i].length + resolved[i].spacing
            }
            position += lineLength + lineSpacing
        }
    }

    func modifyEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = nil }
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
