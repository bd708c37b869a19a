import Foundation

#if canImport(ObjectiveC)

extension NSItemProvider {
    /// A provider for what a VoiceOver drag carries. Apple's platforms have the real class;
    /// its text and URL payloads are registered as objects, others are not carried.
    convenience init(termUIDragged values: [any Sendable]) {
        if let text = values.first as? String {
            self.init(object: text as NSString)
        } else if let url = values.first as? URL {
            self.init(object: url as NSURL)
        } else {
            self.init()
        }
    }
    var termUIValues: [any Sendable] { [] }
}

#else

/// A class whose instances an item provider can load (`NSString`, `NSURL`), as Foundation
/// declares it on Apple's platforms.
public protocol NSItemProviderReading: AnyObject {}
/// A class whose instances an item provider can be made from (`NSString`, `NSURL`).
public protocol NSItemProviderWriting: AnyObject {}

extension NSString: NSItemProviderReading, NSItemProviderWriting {}
extension NSURL: NSItemProviderReading, NSItemProviderWriting {}

/// Who may load a registered representation; a drag never leaves the app, so it is accepted
/// and ignored.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0, team = 1, group = 2, ownProcess = 3
}

/// What a drop receives in `onDrop(of:isTargeted:perform:)` and `DropInfo`, standing in for
/// Foundation's `NSItemProvider`, which Linux lacks. It holds the dragged values themselves
/// (a drag in a terminal never leaves the app) and loads them as the type asked for, through
/// their transfer representations (a `ProxyRepresentation` to `String` loads as text).
///
/// Loading calls its completion handler at once, on the main actor, before the load method
/// returns (Apple's call theirs later, on another queue): a handler that sets the view's
/// state sees the drop in the same command; one that hops with `Task { @MainActor in }` or
/// `DispatchQueue.main.async` runs when the main actor next runs. A representation written
/// with async closures (`DataRepresentation`, `FileRepresentation`) is loaded in a task and
/// the handler called when it is done.
public final class NSItemProvider: Sendable {
    private struct State {
        var values: [any Sendable] = []
        var suggestedName: String?
    }
    private let state = Locked(State())

    public init() {}

    /// A provider holding `object`: an `NSString` is its text, an `NSURL` its URL.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider for a file's URL.
    public convenience init?(contentsOf fileURL: URL?) {
        guard let fileURL else { return nil }
        self.init()
        state.withLock { $0.values.append(fileURL) }
    }

    init(termUIDragged values: [any Sendable]) {
        state.withLock { $0.values = values }
    }

    var termUIValues: [any Sendable] { state.withLock { $0.values } }

    /// A name for the item, as a file would be called.
    public var suggestedName: String? {
        get { state.withLock { $0.suggestedName } }
        set { state.withLock { $0.suggestedName = newValue } }
    }

    /// Registers `object`'s value: an `NSString`'s text, an `NSURL`'s URL.
    public func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let value: (any Sendable)?
        switch object {
        case let text as NSString: value = String(describing: text)
        case let url as NSURL: value = url.absoluteURL.map { $0 as URL }
        default: value = nil
        }
        guard let value else { return }
        state.withLock { $0.values.append(value) }
    }

    /// Registers a transferable value, made when it is registered.
    public func register<T: Transferable>(_ transferable: @escaping @Sendable () -> T) {
        let value = transferable()
        state.withLock { $0.values.append(value) }
    }

    /// The content types the provider's values can be loaded as, in order. A value of a type
    /// that declares no representation is an `item`.
    public var registeredContentTypes: [UTType] {
        var types: [UTType] = []
        for value in termUIValues {
            let own = Transfer.contentTypes(ofValue: value)
            for type in own.isEmpty ? [.item] : own where !types.contains(type) { types.append(type) }
        }
        return types
    }

    public var registeredTypeIdentifiers: [String] { registeredContentTypes.map(\.identifier) }

    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        let type = UTType.termUI(typeIdentifier)
        return registeredContentTypes.contains { $0.conforms(to: type) }
    }

    public func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// True when a value converts to `T` (its own type, or through its representations).
    public func canLoadObject<T: Transferable>(ofClass: T.Type) -> Bool {
        termUIValues.contains { Transfer.convert($0, to: T.self) != nil }
    }

    /// True when a value loads as `aClass` (`NSString`: text; `NSURL`: a URL).
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass is NSURL.Type ? canLoadObject(ofClass: URL.self) : canLoadObject(ofClass: String.self)
    }

    /// Loads the first value that converts to `T` (`String`, `URL`, a type of one's own) and
    /// hands it to `completionHandler`; nil and an error when none does.
    @MainActor @discardableResult
    public func loadObject<T: Transferable>(ofClass: T.Type,
                                            completionHandler: @escaping @MainActor (T?, (any Error)?) -> Void) -> Progress {
        load(T.self) { result in
            switch result {
            case .success(let value): completionHandler(value, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// Loads the first value as `aClass`: an `NSString` for text, an `NSURL` for a URL.
    @MainActor @discardableResult
    public func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                           completionHandler: @escaping @MainActor ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        if aClass is NSURL.Type {
            return load(URL.self) { completionHandler((try? $0.get()).map { NSURL(string: $0.absoluteString) } ?? nil, $0.error) }
        }
        return load(String.self) { completionHandler((try? $0.get()).map { NSString(string: $0) }, $0.error) }
    }

    /// Loads the first value that converts to `type`.
    @MainActor @discardableResult
    public func loadTransferable<T: Transferable>(type transferableType: T.Type,
                                                  completionHandler: @escaping @MainActor (Result<T, any Error>) -> Void) -> Progress {
        load(T.self, completionHandler)
    }

    /// Loads the bytes of the first value that has a representation of `contentType`.
    @MainActor @discardableResult
    public func loadDataRepresentation(for contentType: UTType,
                                       completionHandler: @escaping @MainActor (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let data = termUIValues.lazy.compactMap({ Transfer.data(of: $0, conformingTo: contentType) }).first else {
            completionHandler(nil, Self.unavailable(contentType.identifier))
            progress.completedUnitCount = 1
            return progress
        }
        switch data {
        case .ready(let bytes):
            completionHandler(bytes, nil)
            progress.completedUnitCount = 1
        case .later(let load):
            Task { @MainActor in
                do { completionHandler(try await load(), nil) } catch { completionHandler(nil, error) }
                progress.completedUnitCount = 1
            }
        }
        return progress
    }

    @MainActor @discardableResult
    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping @MainActor (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(for: .termUI(typeIdentifier), completionHandler: completionHandler)
    }

    public typealias CompletionHandler = @MainActor ((any NSSecureCoding)?, (any Error)?) -> Void

    /// Loads the item as an `NSString` for a text type, an `NSURL` for a URL type, else as
    /// `NSData` of the type.
    @MainActor
    public func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                         completionHandler: CompletionHandler? = nil) {
        let type = UTType.termUI(typeIdentifier)
        let handler = completionHandler ?? { _, _ in }
        if type.conforms(to: .url) {
            loadObject(ofClass: URL.self) { url, error in handler(url.flatMap { NSURL(string: $0.absoluteString) }, error) }
        } else if type.conforms(to: .plainText) || type == .text {
            loadObject(ofClass: String.self) { text, error in handler(text.map { NSString(string: $0) }, error) }
        } else {
            loadDataRepresentation(for: type) { data, error in handler(data.map { NSData(data: $0) }, error) }
        }
    }

    public static let errorDomain = "NSItemProviderErrorDomain"

    /// Foundation's error codes for a failed load.
    public enum ErrorCode: Int, Sendable {
        case unknownError = -1
        case itemUnavailableError = -1000
        case unexpectedValueClassError = -1100
        case unavailableCoercionError = -1200
    }

    private static func unavailable(_ what: String) -> NSError {
        NSError(domain: errorDomain, code: ErrorCode.unavailableCoercionError.rawValue,
                userInfo: [NSLocalizedDescriptionKey: "Could not coerce an item to \(what)"])
    }

    @MainActor
    private func load<T: Transferable>(_ type: T.Type, _ completion: @escaping @MainActor (Result<T, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        switch termUIValues.lazy.compactMap({ Transfer.convert($0, to: T.self) }).first {
        case .now(let value)?:
            completion(.success(value))
            progress.completedUnitCount = 1
        case .later(let load)?:
            Task { @MainActor in
                do { completion(.success(try await load())) } catch { completion(.failure(error)) }
                progress.completedUnitCount = 1
            }
        case nil:
            completion(.failure(Self.unavailable(String(describing: T.self))))
            progress.completedUnitCount = 1
        }
        return progress
    }
}

private extension Result {
    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

#endif
