import Foundation

/// A modifier you write yourself, as in SwiftUI: `body(content:)` wraps the content.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
    /// The modifier as TermUI applies it, for a built-in one; nil for one with a body. Not for
    /// an app's use (see `View._drawnByTermUI()`).
    func _appliedByTermUI() -> _AppliedModifier?
}

extension ViewModifier {
    public func _appliedByTermUI() -> _AppliedModifier? { nil }
}

/// A modifier TermUI applies itself (see `ViewModifier._appliedByTermUI()`).
public struct _AppliedModifier {
    let modifier: any PrimitiveModifier
}

/// Built-in modifiers: TermUI handles them in the graph.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
    func makeBehavior() -> NodeBehavior
    /// Views the modifier adds beside the content (a background, an overlay).
    func extraChildren(into list: inout ChildList)
}

extension PrimitiveModifier {
    public func _appliedByTermUI() -> _AppliedModifier? { _AppliedModifier(modifier: self) }
    public func body(content: Content) -> Never { fatalError("\(Self.self) is applied by TermUI") }
    func extraChildren(into list: inout ChildList) {}
}

/// The content a custom modifier wraps.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: AnyView
    func children(into list: inout ChildList) { list.append(content, key: .named("")) }
    func makeBehavior() -> NodeBehavior { TransparentBehavior() }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// The modifier, when TermUI applies it itself: handed over by its own conformance, or, for
    /// one built in only under a condition its `ViewModifier` conformance lacks, by a cast. A
    /// custom modifier has a body of its own (a built-in one's is `Never`) and is not asked: the
    /// first cast of each type scans every conformance loaded.
    private var primitiveModifier: (any PrimitiveModifier)? {
        guard Modifier.Body.self == Never.self else { return nil }
        return modifier._appliedByTermUI()?.modifier ?? modifier as? any PrimitiveModifier
    }

    func children(into list: inout ChildList) {
        if let primitive = primitiveModifier {
            list.append(content, key: .named(""))
            primitive.extraChildren(into: &list)
        } else {
            list.append(ModifierBody(modifier: modifier, content: AnyView(content)), key: .named(""))
        }
    }

    func makeBehavior() -> NodeBehavior {
        primitiveModifier?.makeBehavior() ?? TransparentBehavior()
    }
}

/// Evaluates a custom modifier's body; its @State lives in this node.
struct ModifierBody<Modifier: ViewModifier>: View, ModifierBodyProtocol {
    let modifier: Modifier
    let content: AnyView
    var body: Modifier.Body { modifier.body(content: _ViewModifier_Content(content: content)) }
    var dynamicPropertyOwner: Any { modifier }
}

@MainActor
protocol ModifierBodyProtocol {
    var dynamicPropertyOwner: Any { get }
}

extension View {
    /// Applies a modifier.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
