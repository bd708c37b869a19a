import Accessibility
import Foundation

/// A type that arranges views, SwiftUI's `Layout`: write `sizeThatFits` and `placeSubviews`,
/// then use the layout as a container (`MyLayout { Text("a"); Text("b") }`) or choose it at
/// run time with `AnyLayout`. Sizes and positions are in points, as everywhere in TermUI (8 a
/// column, 16 a row); a subview placed between cells lands on the nearest one.
///
/// Accepted and not called: `explicitAlignment` (TermUI has no alignment guides). `Layout`
/// is not `Animatable` here, since nothing animates in a terminal.
@MainActor @preconcurrency
public protocol Layout: Sendable {
    /// Properties of the layout, such as the orientation Spacers and Dividers take inside it.
    static var layoutProperties: LayoutProperties { get }
    /// What the layout keeps between calls, made by `makeCache` and kept by the container.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// By default the cache is made afresh when the subviews change.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }
    /// By default, the union of the subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// Lays out `content` with this layout: each view the builder makes (a `ForEach`'s rows
    /// one by one) is a subview.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Layout properties: the axis along which Spacers and Dividers inside the layout lie.
public struct LayoutProperties: Sendable, Hashable {
    public var stackOrientation: Axis?
    public init() {}
    init(stackOrientation: Axis?) { self.stackOrientation = stackOrientation }
}

/// How much space a view wants around it, per edge. TermUI's views all want one column
/// (8 points) beside them and no space above or below, as its stacks space them; a Spacer
/// wants none, and no space is put next to it.
public struct ViewSpacing: Sendable, Hashable {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// A view's usual preferences: one column across, nothing down.
    public init() { self.init(top: 0, leading: 8, bottom: 0, trailing: 8) }
    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Takes, on each of `edges`, the larger of the two preferences.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The space between this view and `next` after it along `axis`: the larger of the two
    /// preferences, none when either side wants none (a Spacer), as TermUI's stacks do.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        return mine == 0 || theirs == 0 ? 0 : max(mine, theirs)
    }
}

/// A subview's size, and where its alignment guides fall in it. TermUI has no explicit
/// alignment guides, so the explicit subscripts are always nil.
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }
    public subscript(guide: VerticalAlignment) -> CGFloat { height * guide.fraction }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// The subviews a layout arranges, in the order the builder made them.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    let units: ArraySlice<ViewNode>
    /// The placement under way, which records the subviews placed; nil while measuring.
    let pass: LayoutPass?
    /// The layout direction the layout's container inherits. As in SwiftUI, a layout need not
    /// read it: right to left, the framework mirrors where the layout places each subview.
    public let layoutDirection: LayoutDirection

    init(_ units: ArraySlice<ViewNode>, pass: LayoutPass? = nil, layoutDirection: LayoutDirection = .leftToRight) {
        self.units = units
        self.pass = pass
        self.layoutDirection = layoutDirection
    }

    public typealias SubSequence = LayoutSubviews
    public var startIndex: Int { units.startIndex }
    public var endIndex: Int { units.endIndex }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: units[index], pass: pass) }
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(units[bounds], pass: pass, layoutDirection: layoutDirection)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.layoutDirection == rhs.layoutDirection && lhs.units.count == rhs.units.count
            && zip(lhs.units, rhs.units).allSatisfy { $0 === $1 }
    }

    var nodes: [ViewNode] { Array(units) }
    /// A built-in layout placed every subview itself.
    @MainActor func notePlacedAll() {
        for node in units { pass?.placed.insert(ObjectIdentifier(node)) }
    }
}

/// One subview of a layout: ask it its size, read its layout values, place it.
public struct LayoutSubview: Equatable, Sendable {
    let node: ViewNode
    let pass: LayoutPass?

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }

    /// The size the subview takes for `proposal`.
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal)
    }

    /// The size the subview takes for `proposal`, with its alignment guides.
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = node.sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Places the subview so that its `anchor` is at `position` (in the screen's coordinates,
    /// as the layout's `bounds` are), sized for `proposal`. The frame's origin lands on the
    /// nearest cell, as SwiftUI rounds a frame to the nearest pixel; a size the view answers
    /// as infinite is its ideal size.
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        var size = node.sizeThatFits(proposal)
        if !size.width.isFinite || !size.height.isFinite {
            let ideal = node.sizeThatFits(.unspecified)
            if !size.width.isFinite { size.width = ideal.width.isFinite ? ideal.width : 0 }
            if !size.height.isFinite { size.height = ideal.height.isFinite ? ideal.height : 0 }
        }
        let metric = node.graph.metric
        let x = position.x - anchor.x * size.width, y = position.y - anchor.y * size.height
        let origin = CGPoint(x: (x / metric.pointsPerColumn).rounded() * metric.pointsPerColumn,
                             y: (y / metric.pointsPerRow).rounded() * metric.pointsPerRow)
        node.place(in: CGRect(origin: origin, size: size))
        pass?.placed.insert(ObjectIdentifier(node))
    }

    /// The subview's `layoutPriority`.
    @MainActor public var priority: Double { node.layoutPriority }

    /// The space the subview wants around it: none for a Spacer, else one column across.
    @MainActor public var spacing: ViewSpacing { node.isSpacer ? .zero : ViewSpacing() }

    /// The value the subview gave for `key` with `layoutValue(key:value:)`, else its default.
    /// Modifiers written after `layoutValue` pass it on; the outermost value wins.
    @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        var current: ViewNode? = node
        while let node = current {
            if let written = node.behavior as? LayoutValueBehavior, written.key == ObjectIdentifier(K.self),
               let value = written.value as? K.Value {
                return value
            }
            current = node.layoutTraitContent
        }
        return K.defaultValue
    }
}

/// A key for a value a view hands to the layout it is in: `layoutValue(key:value:)` writes
/// it, `subview[Key.self]` reads it.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the layout this view is in a value for `key`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier(key: ObjectIdentifier(K.self), value: value))
    }
}

struct LayoutValueModifier: PrimitiveModifier {
    let key: ObjectIdentifier
    let value: Any
    func makeBehavior() -> NodeBehavior { LayoutValueBehavior(key: key, value: value) }
}

/// A wrapper that sizes, places, draws and reads as its content, and carries a layout value.
struct LayoutValueBehavior: NodeBehavior {
    let key: ObjectIdentifier
    let value: Any
    var isLayoutTrait: Bool { true }
}

/// The views a modifier wraps (`ModifiedContent`) pass their content's layout values on.
extension ModifiedContent {
    var passesLayoutTraits: Bool { true }
}

extension ViewNode {
    /// The node whose layout values this one passes on: a modifier's content, or the one
    /// child of a view that is only structure (a custom view's body); nil for anything else,
    /// a stack say, whose children's values stay inside it.
    var layoutTraitContent: ViewNode? {
        guard let first = contentChildren.first else { return nil }
        // Asked of the primitive view through the conformance its node already looked up: a
        // marker protocol of its own would cost a conformance look-up per view type, each a
        // scan of every conformance loaded.
        if !isComposite, view.drawnByTermUI?.passesLayoutTraits == true { return first }
        return isTransparent && contentChildren.count == 1 ? first : nil
    }
}

/// The subviews placed while a layout's `placeSubviews` runs.
@MainActor
final class LayoutPass {
    var placed: Set<ObjectIdentifier> = []
}

/// The view a layout makes. One view type per layout type, so `AnyLayout` keeps its views'
/// identity and state whichever layout it wraps.
public struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    func children(into list: inout ChildList) { list.appendContent(content) }
    func makeBehavior() -> NodeBehavior {
        if let any = layout as? AnyLayout {
            if let stack = any.stack { return StackBehavior(layout: stack) }
            if let z = any.base as? ZStackLayout { return ZStackBehavior(alignment: z.alignment) }
            return CustomLayoutBehavior(layout: any, stackOrientation: any.stackOrientation)
        }
        if let stack = (layout as? HStackLayout)?.stack ?? (layout as? VStackLayout)?.stack {
            return StackBehavior(layout: stack)
        }
        if let z = layout as? ZStackLayout { return ZStackBehavior(alignment: z.alignment) }
        return CustomLayoutBehavior(layout: layout, stackOrientation: L.layoutProperties.stackOrientation)
    }
}

/// The cache a custom layout keeps in its node.
@MainActor
final class LayoutCacheBox<Cache> {
    var cache: Cache
    /// The behaviour that made or last updated the cache: a new one means the layout's view
    /// was evaluated again (the layout's values, or its content, changed).
    var updatedBy: LayoutCacheToken
    init(cache: Cache, token: LayoutCacheToken) {
        self.cache = cache
        updatedBy = token
    }
}

/// Made once per evaluation of a layout's view.
@MainActor final class LayoutCacheToken {}

/// A layout of one's own: its `sizeThatFits` and `placeSubviews` are called with the node's
/// units as subviews. The cache lives in the node: made on the first measurement, updated
/// when the layout's view is evaluated again and when the node is measured after something
/// inside it changed (so a subview's new size is never measured against an old cache).
struct CustomLayoutBehavior<L: Layout>: NodeBehavior {
    /// The layout's own `placeSubviews` runs even with no subviews.
    var placesOnlyChildren: Bool { false }
    let layout: L
    let stackOrientation: Axis?
    let token = LayoutCacheToken()

    /// The node's storage slot for the cache; a primitive view has no dynamic properties.
    private static var cacheSlot: Int { -1 }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let subviews = LayoutSubviews(node.childUnits[...], layoutDirection: node.environment.layoutDirection)
        let box = cache(of: node, subviews: subviews, somethingChanged: node.needsLayout)
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &box.cache)
        return CGSize(width: size.width.isNaN ? 0 : max(0, size.width), height: size.height.isNaN ? 0 : max(0, size.height))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let pass = LayoutPass()
        let units = node.childUnits
        let subviews = LayoutSubviews(units[...], pass: pass, layoutDirection: node.environment.layoutDirection)
        let box = cache(of: node, subviews: subviews, somethingChanged: false)
        let proposal = ProposedViewSize(bounds.size)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &box.cache)
        // A subview the layout did not place sits at the centre, proposed the layout's size.
        for unit in units where !pass.placed.contains(ObjectIdentifier(unit)) {
            LayoutSubview(node: unit, pass: nil).place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }

    func modifyEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = stackOrientation }
    var passesChildElementsThrough: Bool { true }

    private func cache(of node: ViewNode, subviews: LayoutSubviews, somethingChanged: Bool) -> LayoutCacheBox<L.Cache> {
        if let box = node.storage[Self.cacheSlot] as? LayoutCacheBox<L.Cache> {
            if somethingChanged || box.updatedBy !== token {
                layout.updateCache(&box.cache, subviews: subviews)
                box.updatedBy = token
            }
            return box
        }
        let box = LayoutCacheBox(cache: layout.makeCache(subviews: subviews), token: token)
        node.storage[Self.cacheSlot] = box
        return box
    }
}

extension ProposedViewSize {
    /// The proposal with each unspecified dimension replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        replacingUnspecified(with: size)
    }
}
