import Accessibility
import Foundation

extension View {
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundColor, color)
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0.foregroundColor = ShapeStyleColor.color(of: style, tint: $0.tint) })
    }
    /// The accent of the controls inside: buttons, links, sliders and progress draw in it.
    public func tint(_ tint: Color?) -> some View { modifier(EnvironmentWriter { $0.tint = tint }) }
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(EnvironmentWriter { environment in environment.tint = tint.flatMap { ShapeStyleColor.color(of: $0, tint: environment.tint) } })
    }
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    public func bold(_ isActive: Bool = true) -> some View { modifier(EnvironmentWriter { $0.isBold = isActive }) }
    public func italic(_ isActive: Bool = true) -> some View { modifier(EnvironmentWriter { $0.isItalic = isActive }) }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(EnvironmentWriter { $0.isUnderlined = isActive })
    }
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(EnvironmentWriter { if weight?.isBold == true { $0.isBold = true } })
    }
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
    /// Texts below are drawn in upper or lower case (nil: as written). VoiceOver reads the words
    /// as written: the case is how they look, not what they say.
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Disables controls: they ignore activation, draw dimmed, and VoiceOver says "Dimmed".
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWriter { if disabled { $0.isEnabled = false } })
    }

    /// Transparency. At zero the view is invisible and SwiftUI hides its elements too.
    public func opacity(_ opacity: Double) -> some View { modifier(OpacityModifier(opacity: opacity)) }

    /// Hides the view but keeps its space; hidden views have no elements.
    public func hidden() -> some View { modifier(OpacityModifier(opacity: 0)) }

    /// Runs `action` on a tap; VoiceOver's double tap activates it.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(action: action))
    }
}

struct OpacityModifier: PrimitiveModifier {
    let opacity: Double
    func makeBehavior() -> NodeBehavior { OpacityBehavior(opacity: opacity) }
}

struct OpacityBehavior: NodeBehavior {
    let opacity: Double
    var hidesAccessibility: Bool { opacity <= 0 }
    var sizesAsContent: Bool { true }
    func draw(_ node: ViewNode, into context: inout DrawContext) {
        let shown = node.graph.animatedValue(of: node) ?? opacity
        guard shown > 0 else { return }
        node.drawChildren(into: &context)
        if shown < 0.5 { context.restyle(context.cells(node.frame)) { $0.dim = true } }
    }
    /// What the cells show of an opacity: nothing, dimmed (below one half) or plainly.
    static func level(_ opacity: Double) -> Int { opacity <= 0 ? 0 : opacity < 0.5 ? 1 : 2 }
    func willReplace(_ old: NodeBehavior, in node: ViewNode) {
        guard let old = old as? OpacityBehavior, old.opacity != opacity else { return }
        node.graph.animate(node, from: old.opacity, to: opacity, thresholds: [0, 0.5], level: Self.level)
    }
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        opacity <= 0 ? [] : node.childElements()
    }
}

struct TapGestureModifier: PrimitiveModifier {
    let action: () -> Void
    func makeBehavior() -> NodeBehavior { TapGestureBehavior(action: action) }
}

/// A tap gesture makes its element respond to activation, without adding the button trait.
struct TapGestureBehavior: NodeBehavior {
    var drawRoute: DrawRoute { .children }
    let action: () -> Void
    var sizesAsContent: Bool { true }
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        let action = self.action
        let enabled = node.environment.isEnabled
        let owner = node.leafElementID
        return node.childElements().map { element in
            var element = element
            if element.defaultAction == nil, enabled {
                element.defaultAction = { action() }
                element.tapGestureOwner = owner
            }
            return element
        }
    }
}
