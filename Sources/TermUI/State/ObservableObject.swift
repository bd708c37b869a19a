import Foundation
import Observation

/// Stands in for Combine's publisher (Combine is not on Linux): `send()` re-evaluates the
/// bodies that read the object, through the same observation tracking as `@Observable`.
public final class ObservableObjectPublisher: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var changes = 0
    public init() {}

    /// Records that a body read the object.
    func track() { registrar.access(self, keyPath: \.changes) }

    /// Tells the views that read the object that it is about to change.
    public func send() { registrar.withMutation(of: self, keyPath: \.changes) { changes &+= 1 } }
}

/// An object whose `@Published` properties re-evaluate the views that read them, as in SwiftUI.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

private enum ObjectPublishers {
    static let table = Locked<[ObjectIdentifier: ObservableObjectPublisher]>([:])
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per object, made when first asked for.
    public var objectWillChange: ObservableObjectPublisher {
        ObjectPublishers.table.withLock { table in
            if let publisher = table[ObjectIdentifier(self)] { return publisher }
            let publisher = ObservableObjectPublisher()
            table[ObjectIdentifier(self)] = publisher
            return publisher
        }
    }
}

/// A property of an `ObservableObject` whose changes re-evaluate the views that read it.
/// `$property` is its publisher: the value when subscribed, then each new value before it is
/// set, as Combine's is (`FrameworkStandIns` makes it a Combine `Publisher`).
@propertyWrapper
public struct Published<Value> {
    var value: Value
    let listeners = Listeners()
    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    public var projectedValue: Publisher { Publisher(listeners: listeners, current: value) }

    /// What `$property` is: the property's value now, and whoever listens to its changes.
    public struct Publisher {
        public let listeners: Listeners
        public let current: Value
    }

    /// Who listens to a published property, in the order they came.
    public final class Listeners {
        private var next = 0
        private var receivers: [(id: Int, receive: (Value) -> Void)] = []

        /// Adds `receive`; the returned function removes it.
        public func add(_ receive: @escaping (Value) -> Void) -> () -> Void {
            next += 1
            let id = next
            receivers.append((id, receive))
            return { [weak self] in self?.receivers.removeAll { $0.id == id } }
        }

        func send(_ value: Value) {
            for receiver in receivers { receiver.receive(value) }
        }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value where Object.ObjectWillChangePublisher == ObservableObjectPublisher {
        get {
            object.objectWillChange.track()
            return object[keyPath: storageKeyPath].value
        }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].listeners.send(newValue)
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// An observable object a view reads; `$object.property` is a binding.
@MainActor @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the object's properties.
    @MainActor @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An observable object a view owns: made once, on the view's first evaluation, and kept.
@MainActor @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyInstallable, StateComparable {
    let link = StateLink<ObjectType?>(initial: nil)
    let make: () -> ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    public var wrappedValue: ObjectType {
        if let object = link.box?.value ?? nil { return object }
        let object = make()
        if let box = link.box {
            box.value = object
            // A lazy row that leaves its stack's window keeps it (`LazyRowState`).
            box.noteKept()
        } else { link.box = StateBox(value: object, owner: nil) }
        return object
    }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    func install(in node: ViewNode, index: Int) { link.install(in: node, index: index) }
    func comparesEqual(to other: Any) -> Bool { other is StateObject<ObjectType> }
}

struct EnvironmentObjectsKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: [ObjectIdentifier: AnyObject] = [:]
}

extension EnvironmentValues {
    var environmentObjects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

/// An observable object put in the environment by an ancestor's `.environmentObject(_:)`.
@MainActor @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyInstallable, StateComparable {
    let link = EnvironmentLink()
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = link.environment.environmentObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: .environmentObject(_:) may be missing on an ancestor")
        }
        return object
    }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    func install(in node: ViewNode, index: Int) { link.install(in: node, index: index) }
    func comparesEqual(to other: Any) -> Bool { other is EnvironmentObject<ObjectType> }
}

extension View {
    /// Puts `object` in the environment for `@EnvironmentObject` to read.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWriter { $0.environmentObjects[ObjectIdentifier(T.self)] = object })
    }
}

extension View {
    /// Puts an `@Observable` object in the environment for `@Environment(Type.self)` to read.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWriter { $0.environmentObjects[ObjectIdentifier(T.self)] = object })
    }
}
