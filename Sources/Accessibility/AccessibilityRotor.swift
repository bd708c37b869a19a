import Foundation

/// A namespace for matching rotor entries, labeled pairs and linked groups (`Namespace.ID`).
public struct NamespaceIdentifier: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public var description: String { "ns\(rawValue)" }
}

/// The system rotors an app can replace with its own entries. Which rotor it is, not what it
/// is called: the screen reader names it in its own words.
public struct AccessibilitySystemRotor: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Headings of one level; `.unspecified` is every heading.
        case headings(AccessibilityHeadingLevel)
        /// Links; visited or unvisited ones only when given.
        case links(visited: Bool?)
        case images, landmarks, lists, tables, textFields, boldText, italicText, underlineText, misspelledWords
    }
    public let kind: Kind
    public init(_ kind: Kind) { self.kind = kind }

    public static let headings = AccessibilitySystemRotor(.headings(.unspecified))
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(.headings(level))
    }
    public static let links = AccessibilitySystemRotor(.links(visited: nil))
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(.links(visited: visited)) }
    public static let images = AccessibilitySystemRotor(.images)
    public static let landmarks = AccessibilitySystemRotor(.landmarks)
    public static let lists = AccessibilitySystemRotor(.lists)
    public static let tables = AccessibilitySystemRotor(.tables)
    public static let textFields = AccessibilitySystemRotor(.textFields)
    public static let boldText = AccessibilitySystemRotor(.boldText)
    public static let italicText = AccessibilitySystemRotor(.italicText)
    public static let underlineText = AccessibilitySystemRotor(.underlineText)
    public static let misspelledWords = AccessibilitySystemRotor(.misspelledWords)
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
    /// The app's name for a custom rotor; empty for a system rotor, which the reader names.
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
///
/// Every element of a ForEach row carries its row's key: the id and namespace are kept in one
/// shared box, so a key costs an element a reference, not an `AnyHashable` and a namespace.
public struct AccessibilityRotorKey: Hashable {
    private final class Box {
        let id: AnyHashable
        let namespace: NamespaceIdentifier?
        init(id: AnyHashable, namespace: NamespaceIdentifier?) {
            self.id = id
            self.namespace = namespace
        }
    }
    private var box: Box
    public var id: AnyHashable {
        get { box.id }
        set { box = Box(id: newValue, namespace: box.namespace) }
    }
    public var namespace: NamespaceIdentifier? {
        get { box.namespace }
        set { box = Box(id: box.id, namespace: newValue) }
    }
    public init(id: AnyHashable, namespace: NamespaceIdentifier?) {
        box = Box(id: id, namespace: namespace)
    }
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || (lhs.box.id == rhs.box.id && lhs.box.namespace == rhs.box.namespace)
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.id)
        hasher.combine(box.namespace)
    }
}
