import Accessibility
import Foundation

extension View {
    /// Clips the drawing to the view's frame; the shape's corners are not drawn.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipModifier())
    }
    public func clipped(antialiased: Bool = false) -> some View { modifier(ClipModifier()) }
}

public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

struct ClipModifier: PrimitiveModifier {
    func makeBehavior() -> NodeBehavior { ClipBehavior() }
}

/// Draws the content only inside the node's frame.
struct ClipBehavior: NodeBehavior {
    func draw(_ node: ViewNode, into context: inout DrawContext) {
        let saved = context.clip
        context.clip = saved.intersection(context.cells(node.frame))
        node.drawChildren(into: &context)
        context.clip = saved
    }
}
