import Foundation

/// Views side by side, as `HStack` lays them out. As a `Layout` it can be chosen at run time
/// (`AnyLayout(HStackLayout())`) or called from a layout of one's own.
public struct HStackLayout: Layout, Hashable, Sendable {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }
    var stack: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal, units: subviews.nodes)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(subviews.nodes, in: bounds)
        subviews.notePlacedAll()
    }
}

/// Views one above the other, as `VStack` lays them out.
public struct VStackLayout: Layout, Hashable, Sendable {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }
    var stack: StackLayout { StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal, units: subviews.nodes)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(subviews.nodes, in: bounds)
        subviews.notePlacedAll()
    }
}

/// Views on top of each other, as `ZStack` lays them out.
public struct ZStackLayout: Layout, Hashable, Sendable {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for node in subviews.nodes {
            let fitted = node.sizeThatFits(proposal)
            size = CGSize(width: max(size.width, fitted.width), height: max(size.height, fitted.height))
        }
        return size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for node in subviews.nodes {
            let size = node.sizeThatFits(ProposedViewSize(bounds.size))
            let fitted = CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
            node.place(in: CGRect(origin: alignment.origin(of: fitted, in: bounds), size: fitted))
        }
        subviews.notePlacedAll()
    }
}

/// A layout chosen at run time. Switching the layout keeps the views it arranges, with their
/// state and element ids: only their places change. Any layout can be wrapped, the stack
/// layouts and one's own; a custom layout's cache starts afresh when the type wrapped changes.
public struct AnyLayout: Layout {
    let base: any Layout
    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// The wrapped layout's cache, made again when the wrapped layout's type changes.
    public struct Cache {
        var layoutType: ObjectIdentifier
        var value: Any
    }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache {
            Cache(layoutType: ObjectIdentifier(L.self), value: layout.makeCache(subviews: subviews))
        }
        return make(base)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            guard cache.layoutType == ObjectIdentifier(L.self), var value = cache.value as? L.Cache else {
                cache = makeCache(subviews: subviews)
                return
            }
            cache.value = ()
            layout.updateCache(&value, subviews: subviews)
            cache.value = value
        }
        update(base)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            withBaseCache(&cache, layout, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
        }
        return spacing(base)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            withBaseCache(&cache, layout, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        }
        return size(base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ layout: L) {
            withBaseCache(&cache, layout, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        }
        place(base)
    }

    /// Runs `body` on the wrapped layout's own cache, made first if the cache is another type's.
    private func withBaseCache<L: Layout, R>(_ cache: inout Cache, _ layout: L, _ subviews: Subviews,
                                            _ body: (inout L.Cache) -> R) -> R {
        var value: L.Cache
        if cache.layoutType == ObjectIdentifier(L.self), let existing = cache.value as? L.Cache {
            value = existing
            cache.value = ()  // the only copy, so the layout's arrays are changed in place
        } else {
            value = layout.makeCache(subviews: subviews)
        }
        let result = body(&value)
        cache = Cache(layoutType: ObjectIdentifier(L.self), value: value)
        return result
    }

    /// The stack a stack layout inside stands for, so a stack chosen at run time lays out and
    /// keeps its measurements exactly as `HStack` / `VStack` do.
    var stack: StackLayout? {
        (base as? HStackLayout)?.stack ?? (base as? VStackLayout)?.stack
    }
    /// Where Spacers and Dividers inside lie: the wrapped layout's stack orientation.
    var stackOrientation: Axis? {
        func orientation<L: Layout>(_ layout: L) -> Axis? { L.layoutProperties.stackOrientation }
        return orientation(base)
    }
}
