import Foundation

/// Builds views from blocks, `if`/`else`, optionals and `for`-less lists, like SwiftUI's.
/// Not isolated to an actor, as SwiftUI's is not: a builder closure runs wherever it is called
/// (a global's initialiser, a nonisolated function, an initialiser of a plain struct), in Swift 5
/// and Swift 6 code alike. It only wraps views in the containers below, whose initialisers are
/// nonisolated for that reason (the containers' drawing and reading stay on the main actor).
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content), elements: TupleOf<repeat each Content>.self)
    }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(content: first, isTrue: true)
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(content: second, isTrue: false)
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in sequence, made by a `@ViewBuilder` block.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    /// Knows the tuple's element types, so the views are read out of `value` when asked: the
    /// tuple is kept once, not again as an array of boxed views.
    let elements: any TupleElements.Type
    init(value: T, elements: any TupleElements.Type) {
        self.value = value
        self.elements = elements
    }
    /// The views of the tuple, in order.
    @MainActor var views: [any View] {
        var views: [any View] = []
        elements.forEachView(in: value) { views.append($0) }
        return views
    }
    @MainActor func children(into list: inout ChildList) { _ = appendTupleViews(to: &list) }
    @MainActor func appendTupleViews(to list: inout ChildList) -> Bool {
        var index = 0
        elements.forEachView(in: value) { view in
            list.append(view, key: .index(index))
            index += 1
        }
        return true
    }
    @MainActor func makeBehavior() -> NodeBehavior { TransparentBehavior() }
}

/// The element types of a view builder's tuple: walks a tuple of those types.
protocol TupleElements {
    static func forEachView<T>(in tuple: T, _ body: (any View) -> Void)
}

struct TupleOf<each Content: View>: TupleElements {
    static func forEachView<T>(in tuple: T, _ body: (any View) -> Void) {
        let views = tuple as! (repeat each Content)
        for view in repeat each views { body(view) }
    }
}

/// One branch of an `if`/`else` in a view builder; the branch is part of identity.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    /// The branch's view, boxed where the builder knows its type: reading it back needs no
    /// metadata for the pair of branch types, which every row of a long list would look up.
    let content: any View
    /// The `if` branch rather than the `else`.
    let isTrue: Bool
    /// Made a node only as a screen's root: anywhere else its branch takes its place.
    @MainActor func children(into list: inout ChildList) {
        let shown = branch
        list.append(shown.view, key: .named(shown.name))
    }
    @MainActor func makeBehavior() -> NodeBehavior { TransparentBehavior() }
    public func _branchOfIf() -> (name: String, view: (any View)?)? { branch }
    private var branch: (name: String, view: any View) { (isTrue ? "t" : "f", content) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    /// An `if` without `else`: its view while the condition holds, else nothing.
    public func _branchOfIf() -> (name: String, view: (any View)?)? { ("some", map { $0 }) }
}
extension Optional: PrimitiveView where Wrapped: View {
    /// Made a node only as a screen's root: anywhere else its view takes its place.
    func children(into list: inout ChildList) {
        if let view = self { list.append(view, key: .named("some")) }
    }
    /// An optional tuple (an alert's actions for the data it presents) is its tuple's views.
    func appendTupleViews(to list: inout ChildList) -> Bool {
        guard let view = self, let drawn = view._drawnByTermUI() else { return false }
        return drawn.view.appendTupleViews(to: &list)
    }
    func makeBehavior() -> NodeBehavior { TransparentBehavior() }
}

/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View, PrimitiveView {
    public init() {}
    @MainActor func children(into list: inout ChildList) {}
    @MainActor func makeBehavior() -> NodeBehavior { TransparentBehavior() }
}

/// Groups views without changing their layout.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func children(into list: inout ChildList) { list.append(content, key: .named("")) }
    func makeBehavior() -> NodeBehavior { TransparentBehavior() }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    /// Set once, where the view is made (a builder may make it off the main actor); read only
    /// by the graph, on the main actor.
    nonisolated(unsafe) let storage: any View
    nonisolated public init<V: View>(_ view: V) {
        if let any = view as? AnyView { storage = any.storage } else { storage = view }
    }
    nonisolated public init<V: View>(erasing view: V) { self.init(view) }
    func children(into list: inout ChildList) {
        // The wrapped type is part of identity: a different type is a different view.
        list.append(storage, key: .named(""))
    }
    func makeBehavior() -> NodeBehavior { TransparentBehavior() }
}

/// Views (or rotor entries) from a collection, identified by their ids.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    let idOf: (Data.Element) -> ID
    public var content: (Data.Element) -> Content
    /// Each element is its own id (`id: \.self`, or a range of numbers).
    let idIsElement: Bool

    init(data: Data, idOf: @escaping (Data.Element) -> ID, idIsElement: Bool = false,
         content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idOf = idOf
        self.content = content
        self.idIsElement = idIsElement
    }

    /// The data as numbers that are their own ids (`ForEach(0..<n)`, `List(0..<n, id: \.self)`),
    /// read from the data as it is now: each row's id and offset follow from its number, with no
    /// look through the rows, and the ids are apart by construction. Nil for any other data.
    /// Told by the data's type, not by a runtime cast.
    var numberRange: Range<Int>? {
        guard idIsElement, Data.self == Range<Int>.self else { return nil }
        return unsafeBitCast(data, to: Range<Int>.self)
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    public typealias Body = Never

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        let isSelf = Data.Element.self == ID.self && (id as AnyKeyPath) == (\Data.Element.self as AnyKeyPath)
        // `id: \.self` reads each element as its own id, without projecting a key path per row.
        let idOf: (Data.Element) -> ID = isSelf ? { unsafeBitCast($0, to: ID.self) } : { $0[keyPath: id] }
        self.init(data: data, idOf: idOf, idIsElement: isSelf, content: content)
    }

    func children(into list: inout ChildList) {
        if let numbers = numberRange { return appendNumberRows(0..<numbers.count, of: numbers, to: &list) }
        var seen = Set<ID>()
        for (offset, element) in data.enumerated() {
            let id = idOf(element)
            // Duplicate ids would collide; SwiftUI warns, we keep them apart by position.
            let key: ChildKey = seen.insert(id).inserted ? ChildKey.explicit(id) : .repeatedID(AnyHashable(id), offset: offset)
            list.appendRow(content(element), key: key)
        }
    }
    func makeBehavior() -> NodeBehavior { ForEachBehavior() }

    /// The rows at `offsets` of numbers that are their own ids (`numberRange`), each made from
    /// its number and keyed by it, as the rows of any other data are keyed by their ids.
    @MainActor func appendNumberRows(_ offsets: Range<Int>, of numbers: Range<Int>, to list: inout ChildList) {
        for offset in offsets {
            let number = numbers.lowerBound + offset
            // `numberRange` is non-nil only when `Data.Element` is `Int`.
            list.appendRow(content(unsafeBitCast(number, to: Data.Element.self)), key: .intID(number))
        }
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        // Each id read by the property, not by projecting a key path (`\.id`) per row.
        self.init(data: data, idOf: { $0.id }, content: content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Content: View, Data == ClosedRange<Int>, ID == Int {
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// Carries an `.id()` value down to the elements, so rotor entries can find them.
struct ExplicitIdentity<Content: View>: View, PrimitiveView {
    let content: Content
    let id: AnyHashable
    func children(into list: inout ChildList) { list.append(content, key: .named("")) }
    func makeBehavior() -> NodeBehavior { ExplicitIdentityBehavior(id: id) }
}

extension View {
    /// Gives the view an explicit identity; a new id makes it a new view (its state resets).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: AnyHashable(id))
    }
}

struct IdentifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let id: AnyHashable
    func children(into list: inout ChildList) {
        list.append(ExplicitIdentity(content: content, id: id), key: .id(id))
    }
    func makeBehavior() -> NodeBehavior { TransparentBehavior() }
}

extension ForEach where Content: View {
    /// Rows that can be deleted: as in a SwiftUI `List`, VoiceOver offers "Delete" among each
    /// row's actions (the swipe to delete), and it calls `action` with the row's offset.
    /// Returns a ForEach, so `onMove` can follow, as it can follow SwiftUI's.
    @MainActor
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach<Data, ID, AnyView> {
        let data = self.data, idOf = self.idOf, content = self.content
        return ForEach<Data, ID, AnyView>(data: data, idOf: idOf, idIsElement: idIsElement) { element in
            // The graph makes rows on the main actor, as it evaluates every body.
            MainActor.assumeIsolated {
                guard let action else { return AnyView(content(element)) }
                let id = idOf(element)
                return AnyView(content(element).accessibilityAction(named: "Delete") {
                    // The row's offset now, not when it was drawn: rows before it may have gone.
                    guard let index = data.firstIndex(where: { idOf($0) == id }) else { return }
                    action(IndexSet(integer: data.distance(from: data.startIndex, to: index)))
                })
            }
        }
    }
}

extension ForEach where Content: View {
    /// Rows that can be reordered. VoiceOver moves a row the way it moves anything that can be
    /// dragged: each row is a drag source ("Drag" and its label in the actions, the row read
    /// as "Draggable") and, while a row is dragged, every row of the same ForEach offers
    /// "Drop". The dragged row takes the place of the row it is dropped on, and `action`
    /// receives SwiftUI's arguments: the row's offset, and the offset it goes before in the
    /// rows as they were (one past the target when moving down: moving row 0 below row 1 is
    /// `([0], 2)`), which `move(fromOffsets:toOffset:)` takes as they are.
    @MainActor
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach<Data, ID, AnyView> {
        let data = self.data, idOf = self.idOf, content = self.content
        return ForEach<Data, ID, AnyView>(data: data, idOf: idOf, idIsElement: idIsElement) { element in
            // The graph makes rows on the main actor, as it evaluates every body.
            MainActor.assumeIsolated {
                guard let action else { return AnyView(content(element)) }
                let id = idOf(element)
                return AnyView(content(element).accessibilityTransform { elements, node in
                    // The ForEach's node tells this list's rows from another list's.
                    let list = node.enclosingForEach.map(ObjectIdentifier.init)
                    let drag = AccessibilityGesturePoint(description: "", unitX: 0.5, unitY: 0.5,
                                                         payload: ReorderedRow(list: list, id: AnyHashable(id)))
                    let drop = AccessibilityGesturePoint(description: "", unitX: 0.5, unitY: 0.5) { dragged in
                        guard let row = dragged.payload as? ReorderedRow, row.list == list, row.id != AnyHashable(id),
                              let from = data.firstIndex(where: { AnyHashable(idOf($0)) == row.id }),
                              let to = data.firstIndex(where: { idOf($0) == id }) else { return }
                        let source = data.distance(from: data.startIndex, to: from)
                        let target = data.distance(from: data.startIndex, to: to)
                        action(IndexSet(integer: source), target > source ? target + 1 : target)
                    }
                    return ElementRules.modifyEach(elements, node: node, create: false) { element in
                        element.dragPoints.append(drag)
                        element.dropPoints.append(drop)
                    }
                })
            }
        }
    }
}

/// What dragging a reorderable row carries: which list it is in and its id.
struct ReorderedRow: @unchecked Sendable {
    let list: ObjectIdentifier?
    let id: AnyHashable
}

extension ViewNode {
    /// The ForEach whose row this view is in: the nearest ForEach above.
    var enclosingForEach: ViewNode? {
        var node = parent
        while let current = node {
            if current.behavior.holdsForEachRows { return current }
            node = current.parent
        }
        return nil
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as `onDelete` hands them: SwiftUI's helper.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }

    /// Moves the elements at `source` to before the element at `destination` (an offset in the
    /// collection as it was), as `onMove` hands them: SwiftUI's helper.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
        let target = destination - valid.filter { $0 < destination }.count
        remove(atOffsets: IndexSet(valid))
        insert(contentsOf: moving, at: index(startIndex, offsetBy: Swift.max(0, Swift.min(target, count))))
    }
}
