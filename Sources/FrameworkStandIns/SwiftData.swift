import Foundation
import Observation
import TermUI

// SwiftData, as far as a screen's code uses it: models kept in memory by a container, fetched
// with Foundation's own `Predicate` and `SortDescriptor`, and `@Query` re-evaluating the views
// that read it when the context changes. Nothing is written to disk: every container is
// in-memory, whatever its configuration says, so a preview's or an app's store starts empty on
// each run and holds what the code inserts.
//
// `@Model` is a macro Linux cannot expand; `rotor open` reads it as `@Observable` (whose macro
// works here) and adds `extension Type: PersistentModel {}` at the end of the file's copy, so a
// model's properties re-evaluate the views that read them, as they do with SwiftData.

/// A model a `ModelContext` keeps: a class `@Model` made observable.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// The model's identity in its store.
    var persistentModelID: PersistentIdentifier { get }
}

/// A model's identity: the object it is, for as long as it lives.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
    let object: ObjectIdentifier
    let number: Int
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { lhs.number < rhs.number }
    public static func == (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { lhs.object == rhs.object }
    public func hash(into hasher: inout Hasher) { hasher.combine(object) }
    public var description: String { "PersistentIdentifier(\(number))" }
}

extension PersistentModel {
    public var persistentModelID: PersistentIdentifier {
        PersistentIdentifier(object: ObjectIdentifier(self), number: ModelRegistry.number(of: self))
    }
    public var id: PersistentIdentifier { persistentModelID }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The context the model was inserted into; nil before it is inserted and after it is deleted.
    @MainActor public var modelContext: ModelContext? { ModelRegistry.context(of: self) }
    /// Deleted from its context.
    @MainActor public var isDeleted: Bool { ModelRegistry.isDeleted(self) }
}

/// Which context holds which model, and the numbers identifiers are ordered by.
@MainActor
enum ModelRegistry {
    private final class WeakContext {
        weak var context: ModelContext?
        init(_ context: ModelContext) { self.context = context }
    }
    private static var contexts: [ObjectIdentifier: WeakContext] = [:]
    private static var deleted: Set<ObjectIdentifier> = []
    nonisolated private static let numbers = Locked<(next: Int, table: [ObjectIdentifier: Int])>((0, [:]))

    nonisolated static func number(of model: AnyObject) -> Int {
        numbers.withLock { numbers in
            if let number = numbers.table[ObjectIdentifier(model)] { return number }
            numbers.next += 1
            numbers.table[ObjectIdentifier(model)] = numbers.next
            return numbers.next
        }
    }
    static func inserted(_ model: AnyObject, into context: ModelContext) {
        contexts[ObjectIdentifier(model)] = WeakContext(context)
        deleted.remove(ObjectIdentifier(model))
        _ = number(of: model)
    }
    static func removed(_ model: AnyObject) {
        contexts[ObjectIdentifier(model)] = nil
        deleted.insert(ObjectIdentifier(model))
    }
    static func context(of model: AnyObject) -> ModelContext? { contexts[ObjectIdentifier(model)]?.context }
    static func isDeleted(_ model: AnyObject) -> Bool { deleted.contains(ObjectIdentifier(model)) }
}

/// The model types a container holds.
public struct Schema: Sendable {
    public let types: [ObjectIdentifier]
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        self.types = types.map { ObjectIdentifier($0) }
    }
    public init(_ types: any PersistentModel.Type...) { self.init(types) }

    public struct Version: Sendable, Hashable {
        public let major: Int, minor: Int, patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
    }
}

/// How a container stores its models. Every store is in memory here: `isStoredInMemoryOnly`
/// false keeps nothing between runs either.
public struct ModelConfiguration: Sendable, Hashable {
    public var name: String
    public var isStoredInMemoryOnly: Bool
    public var allowsSave: Bool
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }
    @_disfavoredOverload
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }
}

/// The store of an app's models, in memory, and the main context that reads and changes it.
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    /// The models, in the order they were inserted; all contexts of the container share them.
    let store: ModelStore

    /// Every store opens: it is in memory.
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        self.init(schema: Schema(forTypes), configurations: configurations)
    }
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        self.init(schema: givenSchema, configurations: configurations)
    }
    public convenience init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        self.init(schema: givenSchema, configurations: configurations)
    }
    convenience init(schema: Schema, configurations: [ModelConfiguration]) {
        self.init(schema: schema, configurations: configurations, store: ModelStore())
    }

    /// The context views use (`@Environment(\.modelContext)`, `@Query`), the same one each time.
    /// It holds the store, and the container only weakly: the container holds it, and a cycle
    /// between them would keep both for ever.
    @MainActor public var mainContext: ModelContext {
        if let context = main { return context }
        let context = ModelContext(mainOf: self)
        main = context
        return context
    }
    @MainActor private var main: ModelContext?

    /// A container for a store whose container has gone, for a main context that outlived it.
    init(schema: Schema, configurations: [ModelConfiguration], store: ModelStore) {
        self.schema = schema
        self.configurations = configurations
        self.store = store
    }
}

/// The models of a container, observed: a fetch reads it, an insert or delete changes it.
@MainActor
final class ModelStore: Observable {
    private let registrar = ObservationRegistrar()
    private var storage: [any PersistentModel] = []
    nonisolated init() {}

    var models: [any PersistentModel] {
        registrar.access(self, keyPath: \.models)
        return storage
    }

    func insert(_ model: any PersistentModel) {
        guard !storage.contains(where: { $0 === model }) else { return }
        registrar.withMutation(of: self, keyPath: \.models) { storage.append(model) }
    }

    func remove(_ model: any PersistentModel) {
        guard let index = storage.firstIndex(where: { $0 === model }) else { return }
        registrar.withMutation(of: self, keyPath: \.models) { _ = storage.remove(at: index) }
    }
}

/// Inserts, deletes and fetches a container's models. Changes are in the store at once (every
/// context of a container sees them); `save()` clears `hasChanges` and writes nothing.
@MainActor
public final class ModelContext {
    /// The container: held by a context made with `init(_:)`; the main context holds it weakly
    /// (its container holds it) and, should the container go first, gives a container for the
    /// same store.
    public var container: ModelContainer {
        if let ownContainer { return ownContainer }
        if let mainContainer { return mainContainer }
        let again = ModelContainer(schema: schema, configurations: configurations, store: store)
        mainContainer = again
        return again
    }
    private let ownContainer: ModelContainer?
    private weak var mainContainer: ModelContainer?
    private let store: ModelStore
    private let schema: Schema
    private let configurations: [ModelConfiguration]
    public var autosaveEnabled = true
    public private(set) var hasChanges = false
    /// Models inserted since the last save, and models deleted since then.
    public private(set) var insertedModelsArray: [any PersistentModel] = []
    public private(set) var deletedModelsArray: [any PersistentModel] = []

    public init(_ container: ModelContainer) {
        ownContainer = container
        store = container.store
        schema = container.schema
        configurations = container.configurations
    }

    init(mainOf container: ModelContainer) {
        ownContainer = nil
        mainContainer = container
        store = container.store
        schema = container.schema
        configurations = container.configurations
    }

    /// Inserts the model, and the models its properties hold that the context does not hold
    /// yet (a trip's stops), as SwiftData inserts related models.
    public func insert<T: PersistentModel>(_ model: T) {
        var pending: [any PersistentModel] = [model]
        var seen: Set<ObjectIdentifier> = []
        while let next = pending.popLast() {
            guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
            if next !== model, ModelRegistry.context(of: next) === self, !ModelRegistry.isDeleted(next) { continue }
            store.insert(next)
            ModelRegistry.inserted(next, into: self)
            insertedModelsArray.append(next)
            pending += Self.related(to: next)
        }
        hasChanges = true
    }

    /// The models a model's stored properties hold: one, an optional one, or an array.
    static func related(to model: any PersistentModel) -> [any PersistentModel] {
        Mirror(reflecting: model).children.flatMap { child -> [any PersistentModel] in
            if let one = child.value as? any PersistentModel { return [one] }
            if let many = child.value as? [any PersistentModel] { return many }
            return []
        }
    }

    public func delete<T: PersistentModel>(_ model: T) {
        store.remove(model)
        ModelRegistry.removed(model)
        deletedModelsArray.append(model)
        hasChanges = true
    }

    /// Deletes every model of the type the predicate accepts.
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
    }

    public func save() throws {
        hasChanges = false
        insertedModelsArray = []
        deletedModelsArray = []
    }

    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// The models of type `T` the descriptor's predicate accepts, in its sort order (else in
    /// the order they were inserted), from its offset, at most its limit.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var models = store.models.compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            models = try models.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty { models.sort(using: descriptor.sortBy) }
        if let offset = descriptor.fetchOffset { models = Array(models.dropFirst(max(0, offset))) }
        if let limit = descriptor.fetchLimit { models = Array(models.prefix(max(0, limit))) }
        return models
    }

    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The model with this identifier, if the context holds it.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        store.models.first { $0.persistentModelID == persistentModelID }!
    }

    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        store.models.first { $0.persistentModelID == persistentModelID } as? T
    }
}

/// What a fetch returns: a predicate (Foundation's `#Predicate`), a sort order of
/// `SortDescriptor`s, an offset and a limit.
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges = true
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

struct ModelContextKey: EnvironmentKey {
    @MainActor static let fallback = ModelContainer(schema: Schema([]), configurations: [])
    nonisolated(unsafe) static var defaultValue: ModelContext { MainActor.assumeIsolated { fallback.mainContext } }
}

extension EnvironmentValues {
    /// The context of the container an ancestor's `.modelContainer` set; with none, an empty
    /// in-memory one.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

/// The models of a fetch, for a view to show: `@Query(sort: \Trip.name) var trips: [Trip]`.
/// The fetch runs when the body reads it, in the environment's `modelContext`; inserting or
/// deleting a model there re-evaluates the body, as a change to the context's store does in
/// SwiftData.
@MainActor @propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    @Environment(\.modelContext) public var modelContext
    let descriptor: FetchDescriptor<Element>

    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) {
        self.descriptor = descriptor
    }
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: sort)
    }
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    /// The fetched models; empty when the fetch failed (`fetchError` says why).
    public var wrappedValue: [Element] { (try? modelContext.fetch(descriptor)) ?? [] }

    /// Why the last fetch failed (a predicate that threw), if it did.
    public var fetchError: (any Error)? {
        do { _ = try modelContext.fetch(descriptor); return nil } catch { return error }
    }
}

/// Keeps the container `.modelContainer(for:)` made for as long as the view is on screen.
@MainActor
final class ContainerHolder {
    let types: [any PersistentModel.Type]
    let inMemory: Bool
    let onSetup: (Result<ModelContainer, any Error>) -> Void
    init(types: [any PersistentModel.Type], inMemory: Bool, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void) {
        self.types = types
        self.inMemory = inMemory
        self.onSetup = onSetup
    }
    lazy var container: ModelContainer = {
        let container = ModelContainer(schema: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        onSetup(.success(container))
        return container
    }()
}

public struct ModelContainerForTypes: ViewModifier {
    @State private var holder: ContainerHolder
    init(_ holder: ContainerHolder) { _holder = State(wrappedValue: holder) }
    public func body(content: Content) -> some View {
        content.environment(\.modelContext, holder.container.mainContext)
    }
}

/// Puts a container's main context in the environment.
public struct ModelContainerModifier: ViewModifier {
    let container: ModelContainer
    public func body(content: Content) -> some View {
        content.environment(\.modelContext, container.mainContext)
    }
}

extension Scene {
    /// The windows' views get `container`'s main context.
    public func modelContainer(_ container: ModelContainer) -> ModifiedScene<Self, ModelContainerModifier> {
        ModifiedScene(self, modifier: ModelContainerModifier(container: container))
    }

    /// The windows' views get the main context of an in-memory container made once for the
    /// model types, when the first window appears.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in })
        -> ModifiedScene<Self, ModelContainerForTypes> {
        ModifiedScene(self, modifier: ModelContainerForTypes(ContainerHolder(types: [modelType], inMemory: inMemory, onSetup: onSetup)))
    }

    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in })
        -> ModifiedScene<Self, ModelContainerForTypes> {
        ModifiedScene(self, modifier: ModelContainerForTypes(ContainerHolder(types: modelTypes, inMemory: inMemory, onSetup: onSetup)))
    }
}

extension View {
    /// Puts `container`'s main context in the environment, for `@Query` and `@Environment(\.modelContext)`.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes an in-memory container for the model types once, when the view first appears, and
    /// puts its main context in the environment.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modifier(ModelContainerForTypes(ContainerHolder(types: [modelType], inMemory: inMemory, onSetup: onSetup)))
    }

    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modifier(ModelContainerForTypes(ContainerHolder(types: modelTypes, inMemory: inMemory, onSetup: onSetup)))
    }

    /// Puts `context` in the environment.
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}
