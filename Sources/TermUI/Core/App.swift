import Foundation

/// An app, with SwiftUI's shape: `struct MyApp: App { var body: some Scene { WindowGroup { … } } }`.
/// A library cannot hold `@main`; in an executable target `@main` runs `main()`, which builds the
/// app and leaves the scenes to whoever hosts them (the explorer opens `rootView`).
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    init()
}

extension App {
    /// What `@main` calls. A terminal app is hosted by the explorer, which opens `rootView`;
    /// `main()` builds the app so its initialiser runs.
    @MainActor public static func main() { _ = Self() }

    /// The first scene's root view: what a window of the app shows first.
    @MainActor public var rootView: AnyView? { body.rootViews.first }
}

/// Part of an app's interface: a window group, or scenes built together.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Scene {
    /// The root views of the scene's windows, in order.
    @MainActor var rootViews: [AnyView] {
        if let primitive = self as? any PrimitiveScene { return primitive.sceneRootViews }
        return body.rootViews
    }
}

@MainActor protocol PrimitiveScene {
    var sceneRootViews: [AnyView] { get }
}

extension Never: Scene {}

/// A group of windows showing the same content: its root view is `content`.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("WindowGroup is a primitive scene") }
    var sceneRootViews: [AnyView] { [AnyView(content)] }
}

/// Scenes built together in a `@SceneBuilder`.
public struct TupleScene: Scene, PrimitiveScene {
    let scenes: [any Scene]
    public var body: Never { fatalError("TupleScene is a primitive scene") }
    var sceneRootViews: [AnyView] { scenes.flatMap { $0.rootViews } }
}

/// A scene present only when a condition holds.
public struct OptionalScene<Wrapped: Scene>: Scene, PrimitiveScene {
    let wrapped: Wrapped?
    public var body: Never { fatalError("OptionalScene is a primitive scene") }
    var sceneRootViews: [AnyView] { wrapped?.rootViews ?? [] }
}

@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock(_ scenes: any Scene...) -> TupleScene { TupleScene(scenes: scenes) }
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildOptional<S: Scene>(_ scene: S?) -> OptionalScene<S> { OptionalScene(wrapped: scene) }
}

/// An Xcode preview: `static var previews` is the views it shows.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

extension PreviewProvider {
    /// The previews as one view (a `Group` of several previews is one view with their elements).
    @MainActor public static var previewView: AnyView { AnyView(previews) }
}

public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// The scene's phase, read with `@Environment(\.scenePhase)`: a terminal screen being read is active.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// Always `.active`: the screen being read is the one in front.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
