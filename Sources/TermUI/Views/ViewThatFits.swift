import Accessibility
import Foundation

/// The first of its views that fits, as SwiftUI's `ViewThatFits`: each child in order is asked
/// its ideal size on the constrained axes, and the first that fits the space offered is drawn
/// and read; the others are neither (VoiceOver reads only what is shown). When none fits, the
/// last is shown.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func children(into list: inout ChildList) { list.append(content, key: .named("")) }
    func makeBehavior() -> NodeBehavior { ViewThatFitsBehavior(axes: axes) }
}

struct ViewThatFitsBehavior: NodeBehavior {
    let axes: Axis.Set

    /// The candidates, in order: the units of the content.
    private func candidates(_ node: ViewNode) -> [ViewNode] {
        node.contentChildren.flatMap(\.layoutUnits)
    }

    /// The first candidate whose ideal size fits `proposal` on the constrained axes.
    private func chosen(_ node: ViewNode, for proposal: ProposedViewSize) -> ViewNode? {
        let all = candidates(node)
        for unit in all {
            let ideal = unit.sizeThatFits(ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                                           height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
            if fitsWidth, fitsHeight { return unit }
        }
        return all.last
    }

    /// The candidate shown: the one placed with a size, as the last layout chose it.
    private func shown(_ node: ViewNode) -> ViewNode? {
        chosen(node, for: ProposedViewSize(node.frame.size))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        chosen(node, for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let pick = chosen(node, for: ProposedViewSize(bounds.size))
        for unit in candidates(node) {
            // What is not shown takes no room: it is placed nowhere, with no size.
            unit.place(in: unit === pick ? bounds : CGRect(x: bounds.minX, y: bounds.minY, width: 0, height: 0))
        }
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        shown(node)?.draw(into: &context)
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        shown(node)?.accessibilityElements() ?? []
    }
}
