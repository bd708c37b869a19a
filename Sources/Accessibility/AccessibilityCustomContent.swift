import Foundation

/// A key for custom content; content with the same key id replaces earlier content.
public struct AccessibilityCustomContentKey: Hashable, Sendable {
    public var label: String
    public var id: String
    /// A `String` is shown as it is; TermUI adds the `LocalizedStringKey` forms a literal takes.
    @_disfavoredOverload
    public init(_ label: String, id: String) {
        self.label = label
        self.id = id
    }
    @_disfavoredOverload
    public init(_ label: String) {
        self.init(label, id: label)
    }
}

/// The Accessibility framework's custom content type, for code written against it.
public final class AXCustomContent {
    /// How soon the content is spoken: `.high` right after the value, `.default` on demand.
    public enum Importance: UInt, Hashable, Sendable {
        case `default` = 0
        case high = 1
    }
    public var label: String
    public var value: String
    public var importance: Importance = .default
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}

/// One piece of custom content on an element ("Age", "3 years").
public struct AccessibilityCustomContent: Hashable, Sendable {
    public var key: AccessibilityCustomContentKey
    public var value: String
    public var importance: AXCustomContent.Importance
    public var label: String { key.label }
    public init(key: AccessibilityCustomContentKey, value: String, importance: AXCustomContent.Importance = .default) {
        self.key = key
        self.value = value
        self.importance = importance
    }
}
