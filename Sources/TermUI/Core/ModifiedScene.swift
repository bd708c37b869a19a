import Foundation

/// A scene whose windows' root views are wrapped in a view modifier: what a scene modifier
/// that reaches the views returns (`WindowGroup { … }.modelContainer(for: Trip.self)`).
public struct ModifiedScene<Content: Scene, Modifier: ViewModifier>: Scene, PrimitiveScene {
    let content: Content
    let modifier: Modifier

    public init(_ content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public var body: Never { fatalError("ModifiedScene is a primitive scene") }
    var sceneRootViews: [AnyView] { content.rootViews.map { AnyView($0.modifier(modifier)) } }
}
