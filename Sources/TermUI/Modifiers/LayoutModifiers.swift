import Accessibility
import Foundation

// MARK: Padding

struct PaddingModifier: PrimitiveModifier {
    let insets: EdgeInsets
    func makeBehavior() -> NodeBehavior { PaddingBehavior(insets: insets) }
}

/// Space around a view, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

struct PaddingBehavior: NodeBehavior {
    var drawRoute: DrawRoute { .children }
    let insets: EdgeInsets
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let h = insets.leading + insets.trailing, v = insets.top + insets.bottom
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - h) },
                                     height: proposal.height.map { max(0, $0 - v) })
        let size = node.contentSizeThatFits(inner)
        return CGSize(width: size.width + h, height: size.height + v)
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        node.placeContent(in: CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                                     width: max(0, bounds.width - insets.leading - insets.trailing),
                                     height: max(0, bounds.height - insets.top - insets.bottom)))
    }
}

extension View {
    /// Pads the view: 16 points (two columns, one row) by default.
    public func padding(_ length: CGFloat? = nil) -> some View { padding(.all, length) }

    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View {
        let horizontal = length ?? 16, vertical = length ?? 16
        return modifier(PaddingModifier(insets: EdgeInsets(
            top: edges.contains(.top) ? vertical : 0, leading: edges.contains(.leading) ? horizontal : 0,
            bottom: edges.contains(.bottom) ? vertical : 0, trailing: edges.contains(.trailing) ? horizontal : 0)))
    }

    public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }
}

// MARK: Frame

struct FrameModifier: PrimitiveModifier {
    var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    var alignment: Alignment
    func makeBehavior() -> NodeBehavior { FrameBehavior(frame: self) }
}

struct FrameBehavior: NodeBehavior {
    var drawRoute: DrawRoute { .children }
    let frame: FrameModifier

    var sizeForAnyProposal: CGSize? {
        guard let width = frame.minWidth, frame.maxWidth == width, let height = frame.minHeight, frame.maxHeight == height
        else { return nil }
        return CGSize(width: width, height: height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = resolve(proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth) {
            node.contentSizeThatFits(ProposedViewSize(width: $0, height: innerProposal(proposal.height, frame.minHeight, frame.idealHeight, frame.maxHeight))).width
        }
        let height = resolve(proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight) {
            node.contentSizeThatFits(ProposedViewSize(width: width, height: $0)).height
        }
        return CGSize(width: width, height: height)
    }

    /// SwiftUI's flexible frame: clamp the proposal to [min, max], ask the child, then clamp
    /// the child's answer; a fixed frame (min == max) is just that size.
    private func resolve(_ proposed: CGFloat?, min lo: CGFloat?, ideal: CGFloat?, max hi: CGFloat?,
                         child: (CGFloat?) -> CGFloat) -> CGFloat {
        if let lo, let hi, lo == hi { return lo }
        var offer = proposed ?? ideal
        if let o = offer {
            if let hi { offer = Swift.min(o, hi) }
            if let lo, let o2 = offer { offer = Swift.max(o2, lo) }
        }
        var size = child(offer)
        if let hi, hi.isInfinite, let proposed, proposed.isFinite { size = Swift.max(size, proposed) }
        else if let hi, let proposed { size = Swift.max(size, Swift.min(hi, proposed)) }
        if let lo { size = Swift.max(size, lo) }
        if let hi { size = Swift.min(size, hi) }
        if proposed == nil, let ideal { size = ideal }
        return size
    }

    private func innerProposal(_ proposed: CGFloat?, _ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?) -> CGFloat? {
        if let lo, let hi, lo == hi { return lo }
        guard var offer = proposed ?? ideal else { return nil }
        if let hi { offer = min(offer, hi) }
        if let lo { offer = max(offer, lo) }
        return offer
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let units = node.childUnits
        let proposal = ProposedViewSize(bounds.size)
        let size = units.count == 1 ? units[0].sizeThatFits(proposal) : node.contentSizeThatFits(proposal)
        let fitted = CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
        let origin = frame.alignment.origin(of: fitted, in: bounds)
        node.placeContent(in: CGRect(origin: origin, size: fitted))
    }
}

extension View {
    /// A fixed size, in points. Either dimension can be left to the content.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(minWidth: width, idealWidth: width, maxWidth: width,
                               minHeight: height, idealHeight: height, maxHeight: height, alignment: alignment))
    }

    /// A flexible frame: `maxWidth: .infinity` fills the width offered.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                               minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    /// Keeps the view at its ideal size along the given axes.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    public func layoutPriority(_ value: Double) -> some View { modifier(LayoutPriorityModifier(priority: value)) }

    /// Moves the drawing without changing layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { modifier(OffsetModifier(x: x, y: y)) }
    public func offset(_ size: CGSize) -> some View { offset(x: size.width, y: size.height) }
}

struct FixedSizeModifier: PrimitiveModifier {
    let horizontal: Bool, vertical: Bool
    func makeBehavior() -> NodeBehavior { FixedSizeBehavior(horizontal: horizontal, vertical: vertical) }
}

struct FixedSizeBehavior: NodeBehavior {
    let horizontal: Bool, vertical: Bool
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.contentSizeThatFits(ProposedViewSize(width: horizontal ? nil : proposal.width,
                                                  height: vertical ? nil : proposal.height))
    }
}

struct LayoutPriorityModifier: PrimitiveModifier {
    let priority: Double
    func makeBehavior() -> NodeBehavior { LayoutPriorityBehavior(priority: priority) }
}

struct LayoutPriorityBehavior: NodeBehavior {
    let priority: Double
    var isLayoutTrait: Bool { true }
}

struct OffsetModifier: PrimitiveModifier {
    let x: CGFloat, y: CGFloat
    func makeBehavior() -> NodeBehavior { OffsetBehavior(x: x, y: y) }
}

struct OffsetBehavior: NodeBehavior {
    let x: CGFloat, y: CGFloat
    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        node.placeContent(in: bounds.offsetBy(dx: snap(x, 8), dy: snap(y, 16)))
    }
}

// MARK: Background and overlay

struct LayerModifier<Layer: View>: PrimitiveModifier {
    let layer: Layer
    let alignment: Alignment
    let isBackground: Bool
    func extraChildren(into list: inout ChildList) {
        list.append(layer, key: .named(isBackground ? "background" : "overlay"))
    }
    func makeBehavior() -> NodeBehavior { LayerBehavior(alignment: alignment, isBackground: isBackground) }
}

/// The content decides the size; the layer is proposed exactly that size.
struct LayerBehavior: NodeBehavior {
    let alignment: Alignment
    let isBackground: Bool
    var content: (ViewNode) -> [ViewNode] { { $0.contentChildren.first?.layoutUnits ?? [] } }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        ViewNode.stackedSize(content(node), proposal)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        ViewNode.placeStacked(content(node), in: bounds)
        for layer in node.contentChildren.dropFirst().flatMap(\.layoutUnits) {
            let size = layer.sizeThatFits(ProposedViewSize(bounds.size))
            layer.place(in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size))
        }
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        // Background first, then content, then overlay.
        let children = node.contentChildren
        if isBackground {
            for layer in children.dropFirst() { layer.draw(into: &context) }
            children.first?.draw(into: &context)
        } else {
            children.first?.draw(into: &context)
            for layer in children.dropFirst() { layer.draw(into: &context) }
        }
    }

}

extension View {
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(LayerModifier(layer: background, alignment: alignment, isBackground: true))
    }
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        modifier(LayerModifier(layer: content(), alignment: alignment, isBackground: true))
    }
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(LayerModifier(layer: overlay, alignment: alignment, isBackground: false))
    }
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        modifier(LayerModifier(layer: content(), alignment: alignment, isBackground: false))
    }
}
