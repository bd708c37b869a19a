import Accessibility
import Foundation

/// A piece of user interface, with SwiftUI's shape: a `body` built from other views.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
    /// The view as TermUI draws it, for a view TermUI draws itself (`Text`, stacks, modifiers);
    /// nil for a view with a body. Not for an app's use: TermUI's counterpart of SwiftUI's
    /// `_makeView`. Asked through the view's own conformance, it costs no conformance look-up
    /// (a cast's first asking of a type scans every conformance the process has loaded).
    @MainActor func _drawnByTermUI() -> _DrawnView?
}

extension View {
    public func _drawnByTermUI() -> _DrawnView? { nil }
}

/// A view TermUI draws itself (see `View._drawnByTermUI()`).
public struct _DrawnView {
    let view: any PrimitiveView
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// Views that TermUI draws itself (Text, stacks, modifiers…). Their `body` is never called.
@MainActor
protocol PrimitiveView: View where Body == Never {
    /// The child views, each with a key that gives it identity among its siblings.
    func children(into list: inout ChildList)
    /// The node's behaviour for layout, drawing and accessibility.
    func makeBehavior() -> NodeBehavior
    /// Layout values and priorities set on the content pass out through this view (a
    /// modifier's content: `ModifiedContent`).
    var passesLayoutTraits: Bool { get }
    /// A builder's tuple appends its views to `list`, each in the place the tuple's node would
    /// have given it, and says true; any other view appends nothing and says false.
    func appendTupleViews(to list: inout ChildList) -> Bool
}

extension PrimitiveView {
    public func _drawnByTermUI() -> _DrawnView? { _DrawnView(view: self) }
    var passesLayoutTraits: Bool { false }
    func appendTupleViews(to list: inout ChildList) -> Bool { false }
    public var body: Never { fatalError("\(Self.self) is drawn by TermUI and has no body") }
}

extension View {
    /// The view as TermUI draws it: from its own conformance, or, for a type that is drawn by
    /// TermUI only under conditions its `View` conformance does not have (`Optional` is, when
    /// it wraps a view), by a cast.
    var drawnByTermUI: (any PrimitiveView)? {
        if let drawn = _drawnByTermUI() { return drawn.view }
        return self as? any PrimitiveView
    }
}

/// Identity of a child among its siblings: SwiftUI's structural identity.
enum ChildKey: Hashable, CustomStringConvertible {
    case index(Int)
    /// Boxed: an id is rarer than an index or a name, and inline it would make every key
    /// (and so every node) the size of an `AnyHashable`.
    indirect case id(AnyHashable)
    /// An `Int` id, the commonest kind (a ForEach over a range), kept without a box.
    case intID(Int)
    /// A ForEach id that an earlier row already has: kept apart by the row's offset.
    indirect case repeatedID(AnyHashable, offset: Int)
    case named(String)
    /// A child kept for its elements only, apart from the drawn and laid out ones (see
    /// `ViewNode.detachedChildren`).
    case detached(String)

    /// The segment this key adds to element ids; nil for wrappers that add no structure.
    var pathSegment: String? {
        switch self {
        case .index(let i): String(i)
        case .id(let id): Self.segment(id)
        case .intID(let id): String(id)
        case .repeatedID(let id, let offset): "\(Self.segment(id))#\(offset)"
        case .named(let name): name.isEmpty ? nil : name
        case .detached(let name): "~" + name
        }
    }
    var description: String { pathSegment ?? "·" }

    /// The key for a ForEach id or `.id()` value.
    static func explicit<ID: Hashable>(_ id: ID) -> ChildKey {
        if let number = id as? Int { return .intID(number) }
        return .id(AnyHashable(id))
    }

    /// The ForEach id or `.id()` value this key carries, if any.
    var explicitID: AnyHashable? {
        switch self {
        case .id(let id), .repeatedID(let id, _): id
        case .intID(let id): AnyHashable(id)
        case .index, .named, .detached: nil
        }
    }

    /// A ForEach or `.id()` value as a path segment; a "/" in it would read as a new segment.
    private static func segment(_ id: AnyHashable) -> String {
        if let number = id.base as? Int { return String(number) }
        let text = "\(id.base)"
        return text.utf8.contains(UInt8(ascii: "/")) ? text.replacingOccurrences(of: "/", with: "∕") : text
    }

    var isDetached: Bool {
        if case .detached = self { return true }
        return false
    }
}

/// Collects a primitive view's children.
@MainActor
struct ChildList {
    var entries: [(key: ChildKey, view: any View)] = []
    /// The environment the view receives: styled controls pick their style's body from it.
    var environment = EnvironmentValues()
    /// For a lazy stack: the rows its node holds now, given to the view as it lists its
    /// children; and, after, the rows it listed of how many (`appendRows`).
    var lazyRows: AccessibilityRowWindow?
    /// For a lazy stack: what it made its rows from (`appendRows`).
    var lazyRowSource: (any LazyRowSource)?
    mutating func append(_ view: any View, key: ChildKey) { entries.append((key, view)) }
    /// A stack's content: a view builder's tuple is laid out as its views, each a child of
    /// the stack in the place the tuple's node would have given it (same keys, same paths), so
    /// a row of a text and a toggle is two nodes under its stack, not three.
    mutating func appendContent(_ view: any View) {
        if let drawn = view._drawnByTermUI(), drawn.view.appendTupleViews(to: &self) { return }
        append(view, key: .named(""))
    }
}
