import Foundation

/// A namespace for matching rotor entries, labeled pairs and linked groups (`Namespace.ID`).
public struct NamespaceIdentifier: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public var description: String { "ns\(rawValue)" }
}

/// The system rotors an app can replace with its own entries.
public struct AccessibilitySystemRotor: Hashable, Sendable {
    /// The name VoiceOver shows for the rotor ("Headings").
    public let name: String
    public static let headings = AccessibilitySystemRotor(name: "Headings")
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        level == .unspecified ? .headings : AccessibilitySystemRotor(name: "Heading \(level.rawValue)")
    }
    public static let links = AccessibilitySystemRotor(name: "Links")
    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: visited ? "Visited Links" : "Unvisited Links")
    }
    public static let images = AccessibilitySystemRotor(name: "Images")
    public static let landmarks = AccessibilitySystemRotor(name: "Landmarks")
    public static let lists = AccessibilitySystemRotor(name: "Lists")
    public static let tables = AccessibilitySystemRotor(name: "Tables")
    public static let textFields = AccessibilitySystemRotor(name: "Text Fields")
    public static let boldText = AccessibilitySystemRotor(name: "Bold Text")
    public static let italicText = AccessibilitySystemRotor(name: "Italic Text")
    public static let underlineText = AccessibilitySystemRotor(name: "Underlined Text")
    public static let misspelledWords = AccessibilitySystemRotor(name: "Misspelled Words")
}

/// What a rotor entry points at.
public enum AccessibilityRotorTarget {
    /// The element whose view carries this explicit id (ForEach id or `.id()`), or that was
    /// marked with `accessibilityRotorEntry(id:in:)` in this namespace.
    case element(id: AnyHashable, namespace: NamespaceIdentifier?)
    /// A range of the text of the element that owns the rotor.
    case textRange(Range<String.Index>)
}

/// One entry of a rotor, resolved from `AccessibilityRotorEntry`.
public struct AccessibilityRotorEntryValue {
    public var label: String
    public var target: AccessibilityRotorTarget
    public var prepare: AccessibilityActionHandler?
    public init(label: String, target: AccessibilityRotorTarget, prepare: AccessibilityActionHandler? = nil) {
        self.label = label
        self.target = target
        self.prepare = prepare
    }
}

/// A custom rotor, or an app's replacement for a system rotor.
public struct AccessibilityRotor {
    public var name: String
    public var systemRotor: AccessibilitySystemRotor?
    public var entries: [AccessibilityRotorEntryValue]
    public init(name: String, systemRotor: AccessibilitySystemRotor? = nil, entries: [AccessibilityRotorEntryValue]) {
        self.name = name
        self.systemRotor = systemRotor
        self.entries = entries
    }
}

/// A key an element can be found by from a rotor entry.
public struct AccessibilityRotorKey: Hashable {
    public var id: AnyHashable
    public var namespace: NamespaceIdentifier?
    public init(id: AnyHashable, namespace: NamespaceIdentifier?) {
        self.id = id
        self.namespace = namespace
    }
}
