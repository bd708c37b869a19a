import Foundation

/// The pasteboard, in memory: what the app copies (`UIPasteboard.general.string = code`) is
/// there for it to read back, as on a device, for the life of the process; a named pasteboard
/// is the same pasteboard wherever it is asked for by its name. Nothing reaches the
/// terminal's own clipboard. Setting one kind (`string`, `url`, `image`, `color`) replaces
/// every item, as UIKit does; the plural properties hold several items.
public final class UIPasteboard: @unchecked Sendable {
    public enum Item: Hashable, Sendable {
        case string(String)
        case url(URL)
        case image(UIImage)
        case color(UIColor)
    }

    public let name: Name
    private let storage: Storage

    /// A pasteboard's items, shared by every `UIPasteboard` of its name.
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var items: [Item] = []
        var changeCount = 0
    }
    /// The pasteboards by name, for the life of the process.
    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var storages: [Name: Storage] = [:]
        func storage(named name: Name, create: Bool) -> Storage? {
            lock.withLock {
                if let storage = storages[name] { return storage }
                guard create else { return nil }
                let storage = Storage()
                storages[name] = storage
                return storage
            }
        }
        func remove(_ name: Name) { lock.withLock { storages[name] = nil } }
    }
    private static let registry = Registry()

    private init(name: Name, storage: Storage) {
        self.name = name
        self.storage = storage
    }

    public static let general = UIPasteboard(name: .general, create: true)!

    /// A pasteboard of the app's own: the same name gives the same items; nil when there is
    /// none of that name and `create` is false.
    public convenience init?(name: Name, create: Bool) {
        guard let storage = Self.registry.storage(named: name, create: create) else { return nil }
        self.init(name: name, storage: storage)
    }
    public static func withUniqueName() -> UIPasteboard {
        UIPasteboard(name: Name(rawValue: UUID().uuidString), create: true)!
    }
    public static func remove(withName name: Name) { registry.remove(name) }

    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// Goes up by one each time the contents change.
    public var changeCount: Int { storage.lock.withLock { storage.changeCount } }
    public var numberOfItems: Int { storage.lock.withLock { storage.items.count } }

    private func all<T>(_ pick: (Item) -> T?) -> [T] { storage.lock.withLock { storage.items.compactMap(pick) } }
    private func replace(with items: [Item]) {
        storage.lock.withLock {
            storage.items = items
            storage.changeCount += 1
        }
    }

    public var string: String? {
        get { strings?.first }
        set { replace(with: newValue.map { [.string($0)] } ?? []) }
    }
    public var strings: [String]? {
        get { nonEmpty(all { if case .string(let s) = $0 { s } else { nil } }) }
        set { replace(with: (newValue ?? []).map(Item.string)) }
    }
    public var url: URL? {
        get { urls?.first }
        set { replace(with: newValue.map { [.url($0)] } ?? []) }
    }
    public var urls: [URL]? {
        get { nonEmpty(all { if case .url(let u) = $0 { u } else { nil } }) }
        set { replace(with: (newValue ?? []).map(Item.url)) }
    }
    public var image: UIImage? {
        get { images?.first }
        set { replace(with: newValue.map { [.image($0)] } ?? []) }
    }
    public var images: [UIImage]? {
        get { nonEmpty(all { if case .image(let i) = $0 { i } else { nil } }) }
        set { replace(with: (newValue ?? []).map(Item.image)) }
    }
    public var color: UIColor? {
        get { colors?.first }
        set { replace(with: newValue.map { [.color($0)] } ?? []) }
    }
    public var colors: [UIColor]? {
        get { nonEmpty(all { if case .color(let c) = $0 { c } else { nil } }) }
        set { replace(with: (newValue ?? []).map(Item.color)) }
    }

    public var hasStrings: Bool { strings != nil }
    public var hasURLs: Bool { urls != nil }
    public var hasImages: Bool { images != nil }
    public var hasColors: Bool { colors != nil }

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
}
