import Foundation

/// The traits of an accessibility element, with SwiftUI's names.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// Every public trait with its SwiftUI name, in declaration order.
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("isButton", .isButton), ("isHeader", .isHeader), ("isSelected", .isSelected),
        ("isLink", .isLink), ("isSearchField", .isSearchField), ("isImage", .isImage),
        ("playsSound", .playsSound), ("isKeyboardKey", .isKeyboardKey),
        ("isStaticText", .isStaticText), ("isSummaryElement", .isSummaryElement),
        ("updatesFrequently", .updatesFrequently), ("startsMediaSession", .startsMediaSession),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("isModal", .isModal), ("isToggle", .isToggle), ("isTabBar", .isTabBar),
    ]

    /// The SwiftUI names of the traits in this set, e.g. `["isButton", "isSelected"]`.
    public var names: [String] {
        Self.named.filter { contains($0.trait) }.map(\.name)
    }

    /// Traits a combined element takes from any child: state and interaction behaviour.
    public static let mergedTraits: AccessibilityTraits = [
        .isButton, .isHeader, .isLink, .isSelected, .updatesFrequently, .playsSound,
        .startsMediaSession, .causesPageTurn, .allowsDirectInteraction, .isToggle,
    ]
}

/// How an element treats the elements of its children (`accessibilityElement(children:)`).
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case ignore, combine, contain }
    let kind: Kind
    /// Children are hidden; a new, empty element is always created.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children's properties are merged into one element.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// The children stay separate elements inside a new container.
    public static let contain = AccessibilityChildBehavior(kind: .contain)

    public var isIgnore: Bool { kind == .ignore }
    public var isCombine: Bool { kind == .combine }
    public var isContain: Bool { kind == .contain }
    public var description: String {
        switch kind {
        case .ignore: "ignore"
        case .combine: "combine"
        case .contain: "contain"
        }
    }
}

/// Heading levels for `accessibilityHeading(_:)`.
public enum AccessibilityHeadingLevel: Int, Hashable, Sendable, CaseIterable {
    case unspecified = 0, h1, h2, h3, h4, h5, h6
}

/// The direction of an adjustment (swipe up increments, swipe down decrements).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

/// The role of a view in a labeled pair.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    case label, content
}

/// The kind of text an element holds.
public struct AccessibilityTextContentType: Hashable, Sendable {
    public let name: String
    public static let console = Self(name: "console")
    public static let fileSystem = Self(name: "fileSystem")
    public static let messaging = Self(name: "messaging")
    public static let narrative = Self(name: "narrative")
    public static let plain = Self(name: "plain")
    public static let sourceCode = Self(name: "sourceCode")
    public static let spreadsheet = Self(name: "spreadsheet")
    public static let wordProcessing = Self(name: "wordProcessing")
    /// Text whose punctuation carries meaning, so VoiceOver speaks all of it: source code.
    public var speaksPunctuation: Bool { self == .sourceCode }
}

/// Assistive technologies, for `AccessibilityFocusState(for:)`.
public struct AccessibilityTechnologies: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
    public static let switchControl = AccessibilityTechnologies(rawValue: 2)
}
