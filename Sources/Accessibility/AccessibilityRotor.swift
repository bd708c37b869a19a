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
/// A ForEach row's first element carries its row's key. An `Int` id with no namespace (a
/// ForEach over a range or over `Int` ids) is kept as it is; any other id and namespace in one
/// shared box, so a key costs an element a word, not an `AnyHashable` and a namespace.
public struct AccessibilityRotorKey: Hashable {
    private final class Box {
        let id: AnyHashable
        let namespace: NamespaceIdentifier?
        /// The id as an `Int`, when it has no namespace and is a number with a whole value:
        /// `AnyHashable` calls such an id equal to the `Int` of that value (`Int8(3)` to `3`),
        /// so it hashes as that `Int` does, worked out once here.
        let number: Int?
        init(id: AnyHashable, namespace: NamespaceIdentifier?) {
            self.id = id
            self.namespace = namespace
            number = namespace == nil ? Self.wholeNumber(id.base) : nil
        }
        private static func wholeNumber(_ value: Any) -> Int? {
            if let integer = value as? any BinaryInteger { return Int(exactly: integer) }
            if let real = value as? any BinaryFloatingPoint { return Int(exactly: real) }
            return nil
        }
    }
    private enum Storage {
        case number(Int)
        case boxed(Box)
    }
    private var storage: Storage
    public var id: AnyHashable {
        get {
            switch storage {
            case .number(let number): AnyHashable(number)
            case .boxed(let box): box.id
            }
        }
        set { self = Self(id: newValue, namespace: namespace) }
    }
    public var namespace: NamespaceIdentifier? {
        get {
            switch storage {
            case .number: nil
            case .boxed(let box): box.namespace
            }
        }
        set { self = Self(id: id, namespace: newValue) }
    }
    /// The key of an `Int` id with no namespace, made without an `AnyHashable`: equal to
    /// `init(id: AnyHashable(number), namespace: nil)`.
    public init(number: Int) { storage = .number(number) }
    public init(id: AnyHashable, namespace: NamespaceIdentifier?) {
        if namespace == nil, let number = id.base as? Int {
            storage = .number(number)
        } else {
            storage = .boxed(Box(id: id, namespace: namespace))
        }
    }
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case let (.number(a), .number(b)): a == b
        case let (.boxed(a), .boxed(b)): a === b || (a.id == b.id && a.namespace == b.namespace)
        default: lhs.id == rhs.id && lhs.namespace == rhs.namespace
        }
    }
    /// A number hashes as its `Int` (no `AnyHashable` made for it, which costs a cast each
    /// time); any other id as its `AnyHashable` with its namespace. Keys that are equal hash
    /// alike: a number equals only a key whose id is that number with no namespace.
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .number(let number):
            hasher.combine(number)
        case .boxed(let box):
            if let number = box.number {
                hasher.combine(number)
            } else {
                hasher.combine(box.id)
                hasher.combine(box.namespace)
            }
        }
    }
}

/// The keys rotor entries can target an element by (`AccessibilityElement.rotorKeys`). Most
/// elements have none and a `ForEach` row's first element has one, its row's id: the first key
/// is kept in place, so tagging a row allocates nothing, and only further keys take an array.
public struct AccessibilityRotorKeys: RandomAccessCollection, RangeReplaceableCollection, Hashable,
                                      ExpressibleByArrayLiteral {
    /// Nil only when there are no keys at all: `rest` is then empty too, so two lists of the
    /// same keys are stored alike (equality and hashing compare the fields).
    private var head: AccessibilityRotorKey?
    private var rest: [AccessibilityRotorKey] = []

    public init() {}
    public init(arrayLiteral keys: AccessibilityRotorKey...) {
        self.init(keys)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { head == nil ? 0 : 1 + rest.count }
    public subscript(position: Int) -> AccessibilityRotorKey {
        guard position > 0 else {
            precondition(position == 0 && head != nil, "rotor key index out of range")
            return head.unsafelyUnwrapped
        }
        return rest[position - 1]
    }

    public mutating func append(_ key: AccessibilityRotorKey) {
        if head == nil { head = key } else { rest.append(key) }
    }

    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with keys: C)
    where C.Element == AccessibilityRotorKey {
        var all = Array(self)
        all.replaceSubrange(subrange, with: keys)
        head = all.first
        rest = Array(all.dropFirst())
    }
}
