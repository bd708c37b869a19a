import Accessibility
import Foundation

extension View {
    /// Shows the changes below this view with `animation` (nil: at once) whenever they come.
    /// Deprecated in SwiftUI for `animation(_:value:)`.
    public func animation(_ animation: Animation?) -> some View {
        modifier(AnimationModifier(animation: animation, value: AlwaysChanged()))
    }
    /// Shows the changes below this view with `animation` (nil: at once) in the updates where
    /// `value` changed. What a terminal shows of an animation is described at `Animation`.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AnimationModifier(animation: animation, value: value))
    }
}

/// A value that is never equal to the last: `.animation(_:)` animates every change.
struct AlwaysChanged: Equatable {
    static func == (lhs: AlwaysChanged, rhs: AlwaysChanged) -> Bool { false }
}

struct AnimationModifier<Value: Equatable>: PrimitiveModifier {
    let animation: Animation?
    let value: Value
    func makeBehavior() -> NodeBehavior { AnimationBehavior(animation: animation, value: value) }
}

/// Sets the transaction of its content's update to its animation when its value changed; a
/// transaction that disables animations keeps it off. Lays out, draws and reads as its content.
struct AnimationBehavior<Value: Equatable>: NodeBehavior {
    var drawRoute: DrawRoute { .children }
    let animation: Animation?
    let value: Value
    var isTransparent: Bool { true }
    var passesChildElementsThrough: Bool { true }
    func willReplace(_ old: NodeBehavior, in node: ViewNode) {
        guard let old = old as? AnimationBehavior<Value>, old.value != value,
              node.graph.transaction?.disablesAnimations != true else { return }
        node.graph.transaction = Transaction(animation: animation)
    }
}
