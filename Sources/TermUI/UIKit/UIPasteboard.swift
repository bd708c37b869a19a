import Foundation

/// The pasteboard, in memory: what the app copies (`UIPasteboard.general.string = code`) is
/// there for it to read back, as on a device, for the life of the process. Nothing reaches the
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
    private let lock = NSLock()
    private var storedItems: [Item] = []
    private var count = 0

    init(name: Name) { self.name = name }

    public static let general = UIPasteboard(name: .general)

    /// A named pasteboard of the app's own; the same name gives the same pasteboard.
    public convenience init?(name: Name, create: Bool) {
        self.init(name: name)
    }
    public static func withUniqueName() -> UIPasteboard { UIPasteboard(name: Name(rawValue: UUID().uuidString)) }

    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// Goes up by one each time the contents change.
    public var changeCount: Int { lock.withLock { count } }
    public var numberOfItems: Int { lock.withLock { storedItems.count } }

    private func all<T>(_ pick: (Item) -> T?) -> [T] { lock.withLock { storedItems.compactMap(pick) } }
    private func replace(with items: [Item]) {
        lock.withLock {
            storedItems = items
            count += 1
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
