import Foundation

/// A layout that arranges views: SwiftUI's stack layouts as values, so a screen can choose one
/// at run time and keep its views' identity and state when it switches (the Dynamic Type
/// pattern: `dynamicTypeSize.isAccessibilitySize ? AnyLayout(VStackLayout()) :
/// AnyLayout(HStackLayout())`).
///
/// TermUI provides the stack layouts; a custom layout (your own `sizeThatFits` and
/// `placeSubviews`) is not supported.
@MainActor @preconcurrency
public protocol Layout {
    /// How TermUI lays the views out.
    var _layoutSpec: _LayoutSpec { get }
}

/// What a stack layout does; opaque outside TermUI.
public struct _LayoutSpec: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case stack(Axis, alignment: CGFloat, spacing: CGFloat?)
        case zStack(Alignment)
    }
    let kind: Kind
}

extension Layout {
    /// Lays out `content` with this layout, as a stack would.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(spec: _layoutSpec, content: content())
    }
}

/// Views side by side, as `HStack` lays them out.
public struct HStackLayout: Layout, Hashable, Sendable {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public var _layoutSpec: _LayoutSpec {
        _LayoutSpec(kind: .stack(.horizontal, alignment: alignment.fraction, spacing: spacing))
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
    public var _layoutSpec: _LayoutSpec {
        _LayoutSpec(kind: .stack(.vertical, alignment: alignment.fraction, spacing: spacing))
    }
}

/// Views on top of each other, as `ZStack` lays them out.
public struct ZStackLayout: Layout, Hashable, Sendable {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public var _layoutSpec: _LayoutSpec { _LayoutSpec(kind: .zStack(alignment)) }
}

/// A layout chosen at run time. Switching the layout keeps the views it arranges, with their
/// state and element ids: only their places change.
public struct AnyLayout: Layout {
    public let _layoutSpec: _LayoutSpec
    public init<L: Layout>(_ layout: L) { _layoutSpec = layout._layoutSpec }
}

/// The view a layout makes: one view type whatever the layout, so its identity survives a
/// switch of layout.
public struct _LayoutView<Content: View>: View, PrimitiveView {
    let spec: _LayoutSpec
    let content: Content
    func children(into list: inout ChildList) { list.append(content, key: .named("")) }
    func makeBehavior() -> NodeBehavior {
        switch spec.kind {
        case .stack(let axis, let alignment, let spacing):
            StackBehavior(layout: StackLayout(axis: axis, alignment: alignment, spacing: spacing))
        case .zStack(let alignment): ZStackBehavior(alignment: alignment)
        }
    }
}
