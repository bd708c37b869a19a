import Foundation

/// The stable identity of an element, derived from the structural path of the view that made
/// it (position, type, ForEach ids and `.id()`), so it survives state changes.
public struct AccessibilityElementID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Speech modifiers carried by an element; the reader applies them.
public struct AccessibilitySpeechOptions: Hashable, Sendable {
    public var spellsOutCharacters = false
    public var alwaysIncludesPunctuation = false
    public var adjustedPitch: Double = 0
    public var announcementsQueued = false
    public init() {}
}

/// One accessibility element: what assistive technologies see of one or more views.
///
/// Elements are plain values. Actions are handlers that call back into the app; the reader
/// performs them and then asks for a fresh tree.
public struct AccessibilityElement {
    public var id: AccessibilityElementID
    public var label: String = ""
    public var value: String?
    public var hint: String?
    public var traits: AccessibilityTraits = []
    public var headingLevel: AccessibilityHeadingLevel = .unspecified
    /// False for `.disabled(true)`: VoiceOver says "Dimmed".
    public var isEnabled = true
    public var identifier: String?
    public var inputLabels: [String] = []
    public var textContentType: AccessibilityTextContentType?
    /// The frame in points, in screen coordinates.
    public var frame: CGRect = .zero
    public var activationPoint: CGPoint?
    public var sortPriority: Double = 0

    public var defaultAction: AccessibilityActionHandler?
    public var escapeAction: AccessibilityActionHandler?
    public var magicTapAction: AccessibilityActionHandler?
    public var actions: [AccessibilityCustomAction] = []
    public var adjustableAction: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?
    public var scrollAction: (@MainActor (Edge) -> Void)?
    public var dragPoints: [AccessibilityGesturePoint] = []
    public var dropPoints: [AccessibilityGesturePoint] = []

    public var customContent: [AccessibilityCustomContent] = []
    public var rotors: [AccessibilityRotor] = []
    /// Keys that rotor entries can target this element by.
    public var rotorKeys: [AccessibilityRotorKey] = []
    public var speech = AccessibilitySpeechOptions()
    /// The full text of a text view, for text-range rotors.
    public var text: String?
    /// Told when reader focus enters (true) or leaves (false) this element:
    /// the `@AccessibilityFocusState` binding.
    public var focusChanged: (@MainActor (Bool) -> Void)?
    /// True when code asked for focus here (`@AccessibilityFocusState` set to this element).
    public var requestsFocus = false

    /// A `.contain` container or an element given synthetic children: the reader visits its
    /// children, not the container itself.
    public var isContainer = false
    public var children: [AccessibilityElement] = []

    public init(id: AccessibilityElementID) { self.id = id }

    /// Adjustable elements answer swipe up and down (Slider, Stepper, adjustable actions).
    public var isAdjustable: Bool { adjustableAction != nil }
    public var isToggle: Bool { traits.contains(.isToggle) }
}

extension AccessibilityElement {
    /// The element and all its descendants, depth first, in tree order.
    public func forEachDescendant(_ body: (AccessibilityElement) -> Void) {
        body(self)
        for child in children { child.forEachDescendant(body) }
    }
}
