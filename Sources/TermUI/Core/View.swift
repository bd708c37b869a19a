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
    /// For an `if`, the branch it shows and the branch's name ("t" or "f"; "some" for an `if`
    /// without `else`, whose view is nil while its condition is false); nil for any other view.
    /// Not for an app's use: an `if` is structure, not a view of its own, so its branch takes
    /// its place among its parent's children (`ChildList.entry(_:key:)`).
    @MainActor func _branchOfIf() -> (name: String, view: (any View)?)?
}

extension View {
    public func _drawnByTermUI() -> _DrawnView? { nil }
    public func _branchOfIf() -> (name: String, view: (any View)?)? { nil }
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
    /// The view as rows a lazy stack can make one at a time (a `ForEach`), nil for any other:
    /// answered by the view's own conformance, with no runtime cast at each window of rows.
    var asLazyRowSource: (any LazyRowSource)? { get }
}

extension PrimitiveView {
    public func _drawnByTermUI() -> _DrawnView? { _DrawnView(view: self) }
    var passesLayoutTraits: Bool { false }
    func appendTupleViews(to list: inout ChildList) -> Bool { false }
    var asLazyRowSource: (any LazyRowSource)? { nil }
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
    /// An `if`'s branch in the `if`'s place (`ChildList.entry(_:key:)`): the key the `if` had
    /// and the branch's name ("t", "f" or "some"), the two keys its node and its child would
    /// have had.
    indirect case branch(ChildKey, String)
    /// `.branch(.intID(row), name)` without a box: an `if` in each row of a `ForEach` over a
    /// range, the commonest branch, keyed without an allocation a row. Made only by
    /// `branch(of:named:)`, so the two never stand for the same key.
    case intIDBranch(Int, IfBranchName)

    /// The names of an `if`'s branches: its condition true or false, an `if` without `else`.
    enum IfBranchName: UInt8 {
        case t, f, some
        init?(_ name: String) {
            switch name {
            case "t": self = .t
            case "f": self = .f
            case "some": self = .some
            default: return nil
            }
        }
        var text: String {
            switch self {
            case .t: "t"
            case .f: "f"
            case .some: "some"
            }
        }
    }

    /// The key of an `if`'s branch `name` under `key`.
    static func branch(of key: ChildKey, named name: String) -> ChildKey {
        if case .intID(let row) = key, let known = IfBranchName(name) { return .intIDBranch(row, known) }
        return .branch(key, name)
    }

    /// The segment this key adds to element ids; nil for wrappers that add no structure.
    var pathSegment: String? {
        var segment = ""
        return appendPathSegment(to: &segment, separated: false) ? segment : nil
    }
    /// Writes this key's segment at the end of `path`, after a "/" when `separated`, part by
    /// part rather than as a string of its own; false, writing nothing, when it adds none.
    func appendPathSegment(to path: inout String, separated: Bool) -> Bool {
        if case .named(let name) = self, name.isEmpty { return false }
        if case .branch(let row, let name) = self {
            // The row's segment and then the branch's name, or the name alone.
            if row.appendPathSegment(to: &path, separated: separated) || separated { path += "/" }
            path += name
            return true
        }
        if separated, !isNumbered { path += "/" }
        switch self {
        case .index(let number), .intID(let number): Self.appendNumber(number, then: nil, to: &path, separated: separated)
        case .intIDBranch(let row, let name): Self.appendNumber(row, then: name.text, to: &path, separated: separated)
        case .id(let id): path += Self.segment(id)
        case .repeatedID(let id, let offset): path += "\(Self.segment(id))#\(offset)"
        case .named(let name): path += name
        case .detached(let name): path += "~" + name
        case .branch: break
        }
        return true
    }

    /// A key whose segment starts with a number, written with its "/" by `appendNumber`.
    private var isNumbered: Bool {
        switch self {
        case .index, .intID, .intIDBranch: true
        case .id, .repeatedID, .named, .detached, .branch: false
        }
    }

    /// Appends "/" when `separated`, `number`'s digits, and "/" and `name` when given, made
    /// as one string on the stack and appended once (a lazy row's key, every row of a window).
    private static func appendNumber(_ number: Int, then name: String?, to path: inout String, separated: Bool) {
        let nameBytes = name?.utf8.count ?? 0
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24 + nameBytes) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            if separated { put(UInt8(ascii: "/")) }
            if number < 0 { put(UInt8(ascii: "-")) }
            // The digits of the magnitude (which `Int.min` has too), written backwards, then turned.
            var magnitude = number.magnitude
            let firstDigit = count
            repeat {
                put(UInt8(ascii: "0") + UInt8(magnitude % 10))
                magnitude /= 10
            } while magnitude > 0
            buffer[firstDigit..<count].reverse()
            if let name {
                put(UInt8(ascii: "/"))
                for byte in name.utf8 { put(byte) }
            }
            path += String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }
    var description: String { pathSegment ?? "·" }
    /// `pathSegment != nil`, told without making the segment.
    var addsPathSegment: Bool {
        switch self {
        case .named(let name): !name.isEmpty
        case .index, .id, .intID, .repeatedID, .detached, .branch, .intIDBranch: true
        }
    }

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
        case .branch(let row, _): row.explicitID
        case .intIDBranch(let row, _): AnyHashable(row)
        case .index, .named, .detached: nil
        }
    }

    /// The rotor key of the ForEach id or `.id()` value this key carries, if any: an `Int` id's
    /// made without boxing it.
    var explicitRotorKey: AccessibilityRotorKey? {
        switch self {
        case .intID(let id): AccessibilityRotorKey(number: id)
        case .id(let id), .repeatedID(let id, _): AccessibilityRotorKey(id: id, namespace: nil)
        case .branch(let row, _): row.explicitRotorKey
        case .intIDBranch(let row, _): AccessibilityRotorKey(number: row)
        case .index, .named, .detached: nil
        }
    }

    /// A ForEach or `.id()` value as a path segment; a "/" in it would read as a new segment.
    private static func segment(_ id: AnyHashable) -> String {
        if let number = id.base as? Int { return String(number) }
        let text = "\(id.base)"
        return TerminalText.hasByte(UInt8(ascii: "/"), in: text) ? text.replacingOccurrences(of: "/", with: "∕") : text
    }

    /// The key's number or name, hashed without its kind or a branch's name: keys that are
    /// equal hash alike, and siblings that differ only there (an index and an `Int` id of the
    /// same number, an `if`'s two branches) are not found among the same children. Hashing the
    /// branch name's string cost more than the rest of a lazy row's key.
    func hash(into hasher: inout Hasher) {
        switch self {
        case .index(let number), .intID(let number), .intIDBranch(let number, _): hasher.combine(number)
        case .id(let id): hasher.combine(id)
        case .repeatedID(let id, let offset):
            hasher.combine(id)
            hasher.combine(offset)
        case .named(let name), .detached(let name): hasher.combine(name)
        case .branch(let row, _): row.hash(into: &hasher)
        }
    }

    var isDetached: Bool {
        if case .branch(let key, _) = self { return key.isDetached }
        if case .detached = self { return true }
        return false
    }
}

/// Collects a primitive view's children.
@MainActor
struct ChildList {
    var entries: [(key: ChildKey, view: any View)] = []
    /// The environment the view receives: styled controls pick their style's body from it.
    /// Kept as the node keeps it, shared: most views (a row's text) never read it, and a copy
    /// retains every reference it holds.
    var sharedEnvironment = SharedEnvironment.initial
    var environment: EnvironmentValues {
        get { sharedEnvironment.values }
        set { sharedEnvironment = SharedEnvironment(newValue) }
    }
    /// For a lazy stack: the rows its node holds now, given to the view as it lists its
    /// children; and, after, the rows it listed of how many (`appendRows`).
    var lazyRows: AccessibilityRowWindow?
    /// For a lazy stack: what it made its rows from (`appendRows`).
    var lazyRowSource: (any LazyRowSource)?
    /// Appends `ChildList.entry(view, key: key)`, if any, made in place in the list.
    mutating func append(_ view: any View, key: ChildKey) {
        if !appendBranch(of: view, key: key) { entries.append((key, view)) }
    }

    /// `append(_:key:)` for a view of a type known here (a `ForEach` row): an `if` is taken
    /// apart before anything is boxed, so a row that is an `if` boxes only the branch it shows
    /// (a text's fits in the box's place), not the `if` as well, one allocation a row.
    mutating func appendRow<V: View>(_ view: V, key: ChildKey) {
        if !appendBranch(of: view, key: key) { entries.append((key, view)) }
    }

    /// For an `if`, appends the branch it shows in its place (nothing for an `if` without
    /// `else` whose condition is false), taken apart where it lies with no copy of the branch
    /// and its name; false for any other view.
    private mutating func appendBranch<V: View>(of view: V, key: ChildKey) -> Bool {
        switch view._branchOfIf() {
        case nil: return false
        case let (name, shown?)?: append(shown, key: Self.key(ofBranch: name, under: key))
        case (_, nil)?: break
        }
        return true
    }

    /// The key of an `if`'s branch `name` in the `if`'s place under `key`: both keys, or the
    /// name alone under a key that adds no path segment.
    private static func key(ofBranch name: String, under key: ChildKey) -> ChildKey {
        key.addsPathSegment ? .branch(of: key, named: name) : .named(name)
    }

    /// The entry for `view` under `key`: the view, or for an `if` the branch it shows, in
    /// the `if`'s place. The branch is keyed by both keys, the `if`'s and its own name (alone
    /// under a key that adds no path segment, a body's or a modifier's content), so its path,
    /// element ids and kept state are those it had under the `if`'s node, and the `if` costs
    /// no node, as SwiftUI's `_ConditionalContent` is no view of its own. `else if` is an `if`
    /// in a branch, taken apart the same way. Nil for an `if` without `else` whose condition
    /// is false: it shows nothing and has no entry.
    static func entry(_ view: any View, key: ChildKey) -> (key: ChildKey, view: any View)? {
        guard let branch = view._branchOfIf() else { return (key, view) }
        guard let shown = branch.view else { return nil }
        return entry(shown, key: Self.key(ofBranch: branch.name, under: key))
    }
    /// A stack's content: a view builder's tuple is laid out as its views, each a child of
    /// the stack in the place the tuple's node would have given it (same keys, same paths), so
    /// a row of a text and a toggle is two nodes under its stack, not three.
    mutating func appendContent(_ view: any View) {
        if let drawn = view._drawnByTermUI(), drawn.view.appendTupleViews(to: &self) { return }
        append(view, key: .named(""))
    }
}
