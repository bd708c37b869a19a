import Foundation

/// What can be dragged and dropped, SwiftUI's (CoreTransferable's) protocol: a type says how
/// it travels in `transferRepresentation`. A drag in a terminal never leaves the app, so a
/// value reaches a drop asking for its own type as it is; the representations are read when
/// the drop asks for another type (a `String`, say) or for data of a content type. A type
/// that declares only the conformance keeps working: its representation is its own value.
public protocol Transferable: Sendable {
    associatedtype Representation: TransferRepresentation = _ValueTransferRepresentation<Self>
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable where Representation == _ValueTransferRepresentation<Self> {
    public static var transferRepresentation: _ValueTransferRepresentation<Self> { _ValueTransferRepresentation() }
}

/// One way a `Transferable` type travels: as codable JSON, as data, as a file, or as another
/// transferable type (a proxy). A representation of one's own is a `body` of others.
///
/// `Item` is not declared `Transferable` here (CoreTransferable's is): with that constraint a
/// type whose representation is written `some TransferRepresentation<Self>` checks its own
/// conformance while checking it, and silently gets the default representation instead.
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// A representation that has no body (the primitive ones) has `Never` for one. `Never`'s
/// `body` is the main-actor one it has as a `View`, and is never called.
extension Never: @preconcurrency TransferRepresentation {
    public typealias Item = Never
}

/// Builds a type's list of representations; the first that a receiver accepts is used.
@resultBuilder
public struct TransferRepresentationBuilder<Item> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }
    public static func buildBlock() -> _ValueTransferRepresentation<Item> { _ValueTransferRepresentation() }
    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }
    public static func buildBlock<First: TransferRepresentation, Second: TransferRepresentation, each Rest: TransferRepresentation>(
        _ first: First, _ second: Second, _ rest: repeat each Rest
    ) -> _TupleTransferRepresentation<Item, First, Second, repeat each Rest> {
        _TupleTransferRepresentation(first, second, repeat each rest)
    }
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }
}

/// Several representations, in order.
public struct _TupleTransferRepresentation<Item, each R: TransferRepresentation>: TransferRepresentation, TransferLeafGroup {
    let representations: (repeat each R)
    init(_ representations: repeat each R) { self.representations = (repeat each representations) }
    public var body: Never { return fatalError("a representation list has no body") }
    func collect(into leaves: inout [any TransferLeaf]) {
        for representation in repeat each representations { Transfer.collect(representation, into: &leaves) }
    }
}

/// The representation of a type that declares none: the value itself, which reaches a drop
/// asking for the type (a drag never leaves the app). It has no content type of its own.
public struct _ValueTransferRepresentation<Item>: TransferRepresentation, TransferLeafGroup {
    public init() {}
    public var body: Never { return fatalError("the value representation has no body") }
    func collect(into leaves: inout [any TransferLeaf]) {}
}

// MARK: The representations

/// The item as JSON of a content type.
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>: TransferRepresentation, TransferLeaf {
    let contentType: UTType
    let encode: @Sendable (Item) throws -> Data
    let decode: @Sendable (Data) throws -> Item

    public init(for itemType: Item.Type = Item.self, contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder)
        where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.contentType = contentType
        encode = { try encoder.encode($0) }
        decode = { try decoder.decode(Item.self, from: $0) }
    }

    public var body: Never { return fatalError("a primitive representation has no body") }

    func exports(of value: Any) -> [TransferExport] {
        guard let item = value as? Item, let data = try? encode(item) else { return [] }
        return [.data(contentType, .ready(data))]
    }
    func exportedTypes(depth: Int) -> [UTType] { [contentType] }
    func imported(from export: TransferExport, depth: Int) -> TransferOutcome<any Sendable>? {
        guard let data = export.data(conformingTo: contentType) else { return nil }
        let decode = self.decode
        switch data {
        case .ready(let bytes): return (try? decode(bytes)).map { .now($0) }
        case .later(let load): return .later { try decode(await load()) }
        }
    }
}

/// The item as bytes of a content type, made and read by the app's closures.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, TransferLeaf {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }
    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = contentType
        self.exporting = exporting
        importing = nil
    }
    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
        exporting = nil
        self.importing = importing
    }

    public var body: Never { return fatalError("a primitive representation has no body") }

    func exports(of value: Any) -> [TransferExport] {
        guard let exporting, let item = value as? Item else { return [] }
        return [.data(contentType, .later { try await exporting(item) })]
    }
    func exportedTypes(depth: Int) -> [UTType] { exporting == nil ? [] : [contentType] }
    func imported(from export: TransferExport, depth: Int) -> TransferOutcome<any Sendable>? {
        guard let importing, let data = export.data(conformingTo: contentType) else { return nil }
        return .later { try await importing(await data.value()) }
    }
}

/// The item as a file of a content type.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, TransferLeaf {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    /// `shouldAttemptToOpenInPlace` is accepted and ignored: a drop gets the file where it is.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }
    public init(exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        self.contentType = contentType
        self.exporting = exporting
        importing = nil
    }
    public init(importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
        exporting = nil
        self.importing = importing
    }

    public var body: Never { return fatalError("a primitive representation has no body") }

    func exports(of value: Any) -> [TransferExport] {
        guard let exporting, let item = value as? Item else { return [] }
        return [.file(contentType) { try await exporting(item) }]
    }
    func exportedTypes(depth: Int) -> [UTType] { exporting == nil ? [] : [contentType] }
    func imported(from export: TransferExport, depth: Int) -> TransferOutcome<any Sendable>? {
        guard let importing, export.contentType.conforms(to: contentType) else { return nil }
        switch export {
        case .file(_, let send):
            return .later {
                let sent = try await send()
                return try await importing(ReceivedTransferredFile(file: sent.file, isOriginalFile: sent.allowAccessingOriginalFile))
            }
        case .data(_, let data):
            // Bytes become a file for the importer, as the system writes a dropped item's data.
            let suffix = contentType.preferredFilenameExtension.map { "." + $0 } ?? ""
            return .later {
                let file = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + suffix)
                try await data.value().write(to: file)
                // The file is the importer's to read while it runs, then goes, as the system's does.
                defer { try? FileManager.default.removeItem(at: file) }
                return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
            }
        case .value: return nil
        }
    }
}

/// A file an item is exported as.
public struct SentTransferredFile: Sendable {
    public var file: URL
    public var allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file an item is imported from.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// The item as another transferable type: a drop asking for that type receives the proxy's
/// value (a note exported as its `String` reaches a text field's drop), and a proxy the
/// importing closure accepts becomes the item.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation, TransferLeaf {
    let exporting: (@Sendable (Item) throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) throws -> Item)?

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        self.exporting = exporting
        importing = nil
    }
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        exporting = nil
        self.importing = importing
    }

    public var body: Never { return fatalError("a primitive representation has no body") }

    func exports(of value: Any) -> [TransferExport] {
        guard let exporting, let item = value as? Item, let proxy = try? exporting(item) else { return [] }
        return [.value(proxy)]
    }
    func exportedTypes(depth: Int) -> [UTType] {
        exporting == nil || depth <= 0 ? [] : Transfer.contentTypes(of: ProxyRepresentation.self, depth: depth - 1)
    }
    func imported(from export: TransferExport, depth: Int) -> TransferOutcome<any Sendable>? {
        guard let importing, depth > 0, let proxy = Transfer.fromExport(export, to: ProxyRepresentation.self, depth: depth - 1) else { return nil }
        return proxy.then(importing)
    }
    func imported(fromValue value: any Sendable, depth: Int) -> TransferOutcome<any Sendable>? {
        guard let importing, depth > 0, let proxy = Transfer.convert(value, to: ProxyRepresentation.self, depth: depth - 1) else { return nil }
        return proxy.then(importing)
    }
}

// MARK: Modifiers of representations

/// Who may receive a representation. TermUI's drags never leave the app: accepted, ignored.
public enum TransferRepresentationVisibility: Sendable, Hashable {
    case all, team, group, ownProcess
}

extension TransferRepresentation {
    /// Exports the item in this representation only when `condition` holds for it.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ConditionalTransferRepresentation<Self> {
        _ConditionalTransferRepresentation(base: self, condition: condition)
    }
    /// Accepted and ignored: nothing is written to disk under a name.
    public func suggestedFileName(_ fileName: String) -> Self { self }
    /// Accepted and ignored: nothing is written to disk under a name.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> Self { self }
    /// Accepted and ignored: a drag never leaves the app.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

/// A representation used for export only when its condition holds.
public struct _ConditionalTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation, TransferLeafGroup {
    public typealias Item = Base.Item
    let base: Base
    let condition: @Sendable (Base.Item) -> Bool
    public var body: Never { return fatalError("a conditional representation has no body") }
    func collect(into leaves: inout [any TransferLeaf]) {
        var inner: [any TransferLeaf] = []
        Transfer.collect(base, into: &inner)
        leaves += inner.map { ConditionalLeaf(base: $0, condition: { [condition] value in (value as? Base.Item).map(condition) ?? false }) }
    }
}

struct ConditionalLeaf: TransferLeaf {
    let base: any TransferLeaf
    let condition: @Sendable (Any) -> Bool
    func exports(of value: Any) -> [TransferExport] { condition(value) ? base.exports(of: value) : [] }
    func exportedTypes(depth: Int) -> [UTType] { base.exportedTypes(depth: depth) }
    func imported(from export: TransferExport, depth: Int) -> TransferOutcome<any Sendable>? { base.imported(from: export, depth: depth) }
    func imported(fromValue value: any Sendable, depth: Int) -> TransferOutcome<any Sendable>? { base.imported(fromValue: value, depth: depth) }
}

// MARK: The system's transferable types

/// Bytes a system type is written as and read from, at once.
struct SystemDataLeaf<Item: Transferable>: TransferRepresentation, TransferLeaf {
    let exportedType: UTType
    let importedType: UTType
    let encode: @Sendable (Item) -> Data?
    let decode: @Sendable (Data) -> Item?
    var body: Never { return fatalError("a primitive representation has no body") }

    func exports(of value: Any) -> [TransferExport] {
        guard let item = value as? Item, let data = encode(item) else { return [] }
        return [.data(exportedType, .ready(data))]
    }
    func exportedTypes(depth: Int) -> [UTType] { [exportedType] }
    func imported(from export: TransferExport, depth: Int) -> TransferOutcome<any Sendable>? {
        guard let data = export.data(conformingTo: importedType) else { return nil }
        let decode = self.decode
        switch data {
        case .ready(let bytes): return decode(bytes).map { .now($0) }
        case .later(let load):
            return .later {
                guard let item = decode(try await load()) else { throw TransferError.unreadable(Item.self) }
                return item
            }
        }
    }
}

extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation<String> {
        SystemDataLeaf(exportedType: .utf8PlainText, importedType: .plainText,
                       encode: { Data($0.utf8) }, decode: { String(data: $0, encoding: .utf8) })
    }
}

extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation<URL> {
        SystemDataLeaf(exportedType: .url, importedType: .url,
                       encode: { Data($0.absoluteString.utf8) }, decode: { String(data: $0, encoding: .utf8).flatMap(URL.init(string:)) })
    }
}

extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation<Data> {
        SystemDataLeaf(exportedType: .data, importedType: .data, encode: { $0 }, decode: { $0 })
    }
}

/// Numbers and truth values travel as their text, so a text destination receives "42".
extension Int: Transferable {
    public static var transferRepresentation: some TransferRepresentation<Int> {
        ProxyRepresentation(exporting: { String($0) }, importing: { try Int($0).orThrow(TransferError.unreadable(Int.self)) })
    }
}

extension Double: Transferable {
    public static var transferRepresentation: some TransferRepresentation<Double> {
        ProxyRepresentation(exporting: { String($0) }, importing: { try Double($0).orThrow(TransferError.unreadable(Double.self)) })
    }
}

extension Bool: Transferable {
    public static var transferRepresentation: some TransferRepresentation<Bool> {
        ProxyRepresentation(exporting: { String($0) }, importing: { try Bool($0).orThrow(TransferError.unreadable(Bool.self)) })
    }
}

/// An array travels as its elements; a drop asking for the element type gets them all.
extension Array: Transferable where Element: Transferable {}

private extension Optional {
    func orThrow(_ error: any Error) throws -> Wrapped {
        guard let self else { throw error }
        return self
    }
}

// MARK: How a value becomes another type

enum TransferError: Error, CustomStringConvertible {
    case unreadable(Any.Type)
    case unavailable(Any.Type)
    var description: String {
        switch self {
        case .unreadable(let type): "the dropped item could not be read as \(type)"
        case .unavailable(let type): "the dropped item has no representation as \(type)"
        }
    }
}

/// Bytes a representation gives: at once (system types, JSON), or from the app's async closure.
enum TransferData: Sendable {
    case ready(Data)
    case later(@Sendable () async throws -> Data)
    func value() async throws -> Data {
        switch self {
        case .ready(let data): data
        case .later(let load): try await load()
        }
    }
}

/// One form a value is exported in.
enum TransferExport: Sendable {
    /// A proxy's value, itself transferable.
    case value(any Sendable)
    case data(UTType, TransferData)
    case file(UTType, @Sendable () async throws -> SentTransferredFile)

    var contentType: UTType {
        switch self {
        case .value: .item
        case .data(let type, _), .file(let type, _): type
        }
    }

    /// The bytes of this export when its type conforms to `type`: data as it is, a file read.
    func data(conformingTo type: UTType) -> TransferData? {
        switch self {
        case .data(let exported, let data): return exported.conforms(to: type) ? data : nil
        case .file(let exported, let send):
            guard exported.conforms(to: type) else { return nil }
            return .later { try Data(contentsOf: try await send().file) }
        case .value: return nil
        }
    }
}

/// A value of the type asked for: now, or once the app's async closures have run.
enum TransferOutcome<T: Sendable>: Sendable {
    case now(T)
    case later(@Sendable () async throws -> T)

    func then<U: Sendable>(_ transform: @escaping @Sendable (T) throws -> U) -> TransferOutcome<U>? {
        switch self {
        case .now(let value): (try? transform(value)).map { .now($0) }
        case .later(let load): .later { try transform(await load()) }
        }
    }
    func cast<U: Sendable>(to type: U.Type) -> TransferOutcome<U>? {
        switch self {
        case .now(let value): (value as? U).map { .now($0) }
        case .later(let load):
            .later {
                guard let value = try await load() as? U else { throw TransferError.unavailable(U.self) }
                return value
            }
        }
    }
}

/// A primitive representation, read through these methods with the item as `Any`.
protocol TransferLeaf: Sendable {
    func exports(of value: Any) -> [TransferExport]
    /// The content types the item is exported as.
    func exportedTypes(depth: Int) -> [UTType]
    /// The item made from an export of another value, when this representation reads it.
    func imported(from export: TransferExport, depth: Int) -> TransferOutcome<any Sendable>?
    /// The item made from a value of another type (a proxy's importing closure).
    func imported(fromValue value: any Sendable, depth: Int) -> TransferOutcome<any Sendable>?
}

extension TransferLeaf {
    func imported(fromValue value: any Sendable, depth: Int) -> TransferOutcome<any Sendable>? { nil }
}

/// A representation made of others (a list, a condition).
protocol TransferLeafGroup {
    func collect(into leaves: inout [any TransferLeaf])
}

/// Converting dragged values to the type a drop asks for, following the types' representations:
/// the dragged value's exports in order, each offered to the receiving type's imports in order,
/// as CoreTransferable matches an exporter's content types to an importer's.
enum Transfer {
    /// How deep proxies of proxies are followed.
    static let maximumDepth = 4

    static func collect<R: TransferRepresentation>(_ representation: R, into leaves: inout [any TransferLeaf]) {
        if let leaf = representation as? any TransferLeaf {
            leaves.append(leaf)
        } else if let group = representation as? any TransferLeafGroup {
            group.collect(into: &leaves)
        } else if R.Body.self != Never.self {
            collect(representation.body, into: &leaves)
        }
    }

    static func leaves<T: Transferable>(of type: T.Type) -> [any TransferLeaf] {
        var leaves: [any TransferLeaf] = []
        collect(T.transferRepresentation, into: &leaves)
        return leaves
    }

    static func exports(of value: any Sendable) -> [TransferExport] {
        guard let transferable = value as? any Transferable else { return [] }
        func exports<V: Transferable>(_ value: V) -> [TransferExport] {
            leaves(of: V.self).flatMap { $0.exports(of: value) }
        }
        return exports(transferable)
    }

    /// The content types a type is exported as; none for a type without representations.
    static func contentTypes<T: Transferable>(of type: T.Type, depth: Int = maximumDepth) -> [UTType] {
        var types: [UTType] = []
        for type in leaves(of: T.self).flatMap({ $0.exportedTypes(depth: depth) }) where !types.contains(type) {
            types.append(type)
        }
        return types
    }

    /// The content types of a value, whatever its type.
    static func contentTypes(ofValue value: any Sendable) -> [UTType] {
        guard let transferable = value as? any Transferable else { return [] }
        func types<V: Transferable>(_ value: V) -> [UTType] { contentTypes(of: V.self) }
        return types(transferable)
    }

    /// `value` as a `T`: itself, or through the representations of its type and of `T`.
    static func convert<T: Transferable>(_ value: any Sendable, to type: T.Type, depth: Int = maximumDepth) -> TransferOutcome<T>? {
        if let same = value as? T { return .now(same) }
        guard depth > 0 else { return nil }
        for export in exports(of: value) {
            if let imported = fromExport(export, to: T.self, depth: depth - 1) { return imported }
        }
        for leaf in leaves(of: T.self) {
            if let imported = leaf.imported(fromValue: value, depth: depth - 1)?.cast(to: T.self) { return imported }
        }
        return nil
    }

    /// A `T` made by the first of its representations that reads `export`.
    static func fromExport<T: Transferable>(_ export: TransferExport, to type: T.Type, depth: Int) -> TransferOutcome<T>? {
        if case .value(let proxy) = export { return convert(proxy, to: T.self, depth: depth) }
        for leaf in leaves(of: T.self) {
            if let imported = leaf.imported(from: export, depth: depth)?.cast(to: T.self) { return imported }
        }
        return nil
    }

    /// Bytes of `type` for `value`, from the first export whose type conforms to it.
    static func data(of value: any Sendable, conformingTo type: UTType) -> TransferData? {
        for export in exports(of: value) {
            if let data = export.data(conformingTo: type) { return data }
            if case .value(let proxy) = export, let data = data(of: proxy, conformingTo: type) { return data }
        }
        return nil
    }
}
