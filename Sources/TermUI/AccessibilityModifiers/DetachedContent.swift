import Accessibility
import Foundation

/// A modifier that keeps one more view beside its content, only for that view's elements: a
/// representation, synthetic children, an action's label. The view lives in the graph (its
/// state persists) but is never drawn.
struct DetachedModifier<Detached: View>: PrimitiveModifier {
    let detached: Detached
    let name: String
    /// Whether the detached view is laid out in the content's frame (representations and
    /// synthetic children have frames; labels do not need them).
    let laidOut: Bool
    let transform: @MainActor (_ content: [AccessibilityElement], _ detached: [AccessibilityElement], ViewNode) -> [AccessibilityElement]

    func extraChildren(into list: inout ChildList) { list.append(detached, key: .detached(name)) }
    func makeBehavior() -> NodeBehavior { DetachedBehavior(laidOut: laidOut, transform: transform) }
}

struct DetachedBehavior: NodeBehavior {
    var drawRoute: DrawRoute { .children }
    let laidOut: Bool
    let transform: @MainActor ([AccessibilityElement], [AccessibilityElement], ViewNode) -> [AccessibilityElement]

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        node.placeContent(in: bounds)
        guard laidOut else { return }
        for detached in node.detachedChildren {
            ViewNode.placeStacked(detached.layoutUnits, in: bounds)
        }
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        let detached = node.detachedChildren.flatMap { $0.accessibilityElements() }
        return transform(node.childElements(), detached, node)
    }
}

extension View {
    func accessibilityDetached<Detached: View>(
        _ name: String, _ detached: Detached, laidOut: Bool = false,
        _ transform: @escaping @MainActor ([AccessibilityElement], [AccessibilityElement], ViewNode) -> [AccessibilityElement]
    ) -> some View {
        modifier(DetachedModifier(detached: detached, name: name, laidOut: laidOut, transform: transform))
    }
}
