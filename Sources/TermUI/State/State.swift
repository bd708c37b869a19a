import Foundation
import Observation

/// Storage for one `@State` property, kept by the node across body evaluations.
@MainActor
final class StateBox<Value>: StateDependencies, NodeOwnedStorage, KeptRowState {
    var value: Value
    /// The node that owns this state: updated on a change when a read could not be attributed
    /// (`StateDependencies`); cleared by the node as it goes (see `ViewNode.deinit`).
    unowned(unsafe) var owner: ViewNode?
    /// Made for a node (not by a write before the view had one).
    var wasInstalled = false
    /// Written since it was made: a row leaving a lazy stack's window keeps it
    /// (`LazyRowState`); one never written would start again from the same initial value.
    private(set) var wasWritten = false
    init(value: Value, owner: ViewNode?) {
        self.value = value
        self.owner = owner
    }
    /// Holds what no write put there but is the row's own all the same (the object a
    /// `@StateObject` made, where a focus state stands): kept as a written value is.
    func noteKept() { wasWritten = true }
    func nodeWentAway() { owner = nil }
    func adopt(by node: ViewNode) { owner = node }

    /// The value, read by the views that depend on it.
    func read() -> Value {
        noteRead()
        return value
    }

    /// A new value: the views that read the old one are updated (see `StateDependencies`).
    func write(_ newValue: Value) {
        value = newValue
        wasWritten = true
        changed(owner: owner)
    }
}

/// Links a `State` value (made fresh each time the parent's body runs) to its node's storage.
@MainActor
final class StateLink<Value> {
    let initial: Value
    /// What the view's `init` wrote to the property, before any node had it.
    private var setInInit: Value?
    var box: StateBox<Value>?
    init(initial: Value) { self.initial = initial }

    /// The state's value, noted as read by the view whose work runs (`StateReads`); written,
    /// the views that read it are updated.
    var value: Value {
        get { box?.read() ?? initial }
        set {
            if let box {
                box.write(newValue)
            } else {
                box = StateBox(value: newValue, owner: nil)
            }
        }
    }

    /// Takes the node's storage for this property, creating it on the node's first evaluation.
    /// A new node starts from the initial value, or from a value set before any node had the
    /// property (in the view's `init`): never from another node's storage, as when one view
    /// value opens a second screen (a copy the audit probes), which starts as opened.
    func install(in node: ViewNode, index: Int) {
        if let box = node.storage[index] as? StateBox<Value> {
            self.box = box
        } else {
            if let written = self.box, !written.wasInstalled { setInInit = written.value }
            let box = StateBox(value: setInInit ?? initial, owner: node)
            box.wasInstalled = true
            node.storage[index] = box
            self.box = box
        }
    }
}

/// A value owned by a view; changing it updates the views that read it, and only those
/// (`StateDependencies`).
@MainActor @propertyWrapper
public struct State<Value>: DynamicProperty, DynamicPropertyInstallable, StateComparable {
    let link: StateLink<Value>

    public init(wrappedValue value: Value) { link = StateLink(initial: value) }
    public init(initialValue value: Value) { link = StateLink(initial: value) }

    public var wrappedValue: Value {
        get { link.value }
        nonmutating set { link.value = newValue }
    }

    /// A binding to the state: a view given it depends on the state where it reads the value,
    /// not where the binding was made.
    public var projectedValue: Binding<Value> {
        let link = self.link
        return Binding(get: { link.value }, set: { link.value = $0 })
    }

    func install(in node: ViewNode, index: Int) { link.install(in: node, index: index) }

    func comparesEqual(to other: Any) -> Bool { other is State<Value> }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A two-way connection to a value owned elsewhere.
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    let getter: @MainActor () -> Value
    let setter: @MainActor (Value) -> Void

    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getter = get
        setter = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter, setter = self.setter
        return Binding<Subject>(get: { getter()[keyPath: keyPath] }, set: { newValue in
            var value = getter()
            value[keyPath: keyPath] = newValue
            setter(value)
        })
    }
}

extension Binding {
    /// Unwraps a binding to an optional, nil when the value is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
}

/// A namespace for matching geometry, rotor entries, labeled pairs and linked groups.
@MainActor @propertyWrapper
public struct Namespace: DynamicProperty, DynamicPropertyInstallable, StateComparable {
    public typealias ID = NamespaceID
    let link = StateLink<NamespaceID?>(initial: nil)
    public init() {}

    public var wrappedValue: NamespaceID {
        if let id = link.box?.value ?? nil { return id }
        // Read before install (outside a body): a fresh namespace.
        return NamespaceID.make()
    }

    func install(in node: ViewNode, index: Int) {
        if let box = node.storage[index] as? StateBox<NamespaceID?> {
            link.box = box
        } else {
            let box = StateBox<NamespaceID?>(value: NamespaceID.make(), owner: node)
            node.storage[index] = box
            link.box = box
        }
    }
    func comparesEqual(to other: Any) -> Bool { other is Namespace }
}

import Accessibility
public typealias NamespaceID = NamespaceIdentifier

extension NamespaceIdentifier {
    @MainActor private static var counter = 0
    @MainActor static func make() -> NamespaceIdentifier {
        counter += 1
        return NamespaceIdentifier(rawValue: counter)
    }
}

/// Reads a value from the environment: `@Environment(\.accessibilityVoiceOverEnabled)`.
@MainActor @propertyWrapper
public struct Environment<Value>: DynamicProperty, DynamicPropertyInstallable, StateComparable {
    let read: (EnvironmentValues) -> Value
    let link = EnvironmentLink()
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }
    /// An `@Observable` object put in the environment with `.environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.environmentObjects[ObjectIdentifier(objectType)] as? Value else {
                fatalError("No Observable object of type \(Value.self) found: .environment(_:) may be missing on an ancestor")
            }
            return object
        }
    }
    /// An `@Observable` object from the environment, nil when no ancestor put one there.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.environmentObjects[ObjectIdentifier(objectType)] as? T }
    }
    public var wrappedValue: Value { read(link.environment) }
    func install(in node: ViewNode, index: Int) { link.install(in: node, index: index) }
    func comparesEqual(to other: Any) -> Bool { other is Environment<Value> }
}

/// Links an `@Environment` or `@EnvironmentObject` property (made fresh with each body) to the
/// environment its node read, kept in the node's storage.
@MainActor
final class EnvironmentLink {
    private var box: EnvironmentBox?
    var environment: EnvironmentValues { box?.values ?? EnvironmentValues() }

    func install(in node: ViewNode, index: Int) {
        if let box = node.storage[index] as? EnvironmentBox {
            box.values = node.environment
            self.box = box
        } else {
            let box = EnvironmentBox(values: node.environment)
            node.storage[index] = box
            self.box = box
        }
    }
}

/// The environment a node's `@Environment` properties read. A view value can outlive its node
/// in state (a pushed destination kept in a navigation path), and what it read must not keep
/// that state alive in turn: the environment holds the stack's navigator, which holds the path.
/// So the box lets go of the environment when its node goes.
@MainActor
final class EnvironmentBox: NodeOwnedStorage {
    var values: EnvironmentValues
    init(values: EnvironmentValues) { self.values = values }
    func nodeWentAway() { values = EnvironmentValues() }
}
