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
/// performs them and then asks for a fresh tree. The properties live in one shared,
/// copy-on-write box, so passing elements around (trees hold many copies) costs one
/// reference count, not one per property.
public struct AccessibilityElement {
    private final class Storage {
        var id: AccessibilityElementID
        var label: String = ""
        var value: String? = nil
        var hint: String? = nil
        var traits: AccessibilityTraits = []
        var headingLevel: AccessibilityHeadingLevel = .unspecified
        var isEnabled: Bool = true
        var identifier: String? = nil
        var inputLabels: [String] = []
        var textContentType: AccessibilityTextContentType? = nil
        var frame: CGRect = .zero
        var activationPoint: CGPoint? = nil
        var sortPriority: Double = 0
        var defaultAction: AccessibilityActionHandler? = nil
        var escapeAction: AccessibilityActionHandler? = nil
        var magicTapAction: AccessibilityActionHandler? = nil
        var actions: [AccessibilityCustomAction] = []
        var adjustableAction: (@MainActor (AccessibilityAdjustmentDirection) -> Void)? = nil
        var scrollAction: (@MainActor (Edge) -> Void)? = nil
        var dragPoints: [AccessibilityGesturePoint] = []
        var dropPoints: [AccessibilityGesturePoint] = []
        var customContent: [AccessibilityCustomContent] = []
        var rotors: [AccessibilityRotor] = []
        var rotorKeys: [AccessibilityRotorKey] = []
        var speech: AccessibilitySpeechOptions = AccessibilitySpeechOptions()
        var text: String? = nil
        var focusChanged: (@MainActor (Bool) -> Void)? = nil
        var requestsFocus: Bool = false
        var isContainer: Bool = false
        var labeledPair: AccessibilityLabeledPair? = nil
        var containerType: AccessibilityContainerType? = nil
        var textEntry: (@MainActor (String) -> Void)? = nil
        var isSecureTextEntry: Bool = false
        var linkedGroup: AccessibilityRotorKey? = nil
        var sourceLocation: AccessibilitySourceLocation? = nil
        var children: [AccessibilityElement] = []
        init(id: AccessibilityElementID) { self.id = id }
        func copy() -> Storage {
            let c = Storage(id: id)
            c.label = label
            c.value = value
            c.hint = hint
            c.traits = traits
            c.headingLevel = headingLevel
            c.isEnabled = isEnabled
            c.identifier = identifier
            c.inputLabels = inputLabels
            c.textContentType = textContentType
            c.frame = frame
            c.activationPoint = activationPoint
            c.sortPriority = sortPriority
            c.defaultAction = defaultAction
            c.escapeAction = escapeAction
            c.magicTapAction = magicTapAction
            c.actions = actions
            c.adjustableAction = adjustableAction
            c.scrollAction = scrollAction
            c.dragPoints = dragPoints
            c.dropPoints = dropPoints
            c.customContent = customContent
            c.rotors = rotors
            c.rotorKeys = rotorKeys
            c.speech = speech
            c.text = text
            c.focusChanged = focusChanged
            c.requestsFocus = requestsFocus
            c.isContainer = isContainer
            c.labeledPair = labeledPair
            c.containerType = containerType
            c.textEntry = textEntry
            c.isSecureTextEntry = isSecureTextEntry
            c.sourceLocation = sourceLocation
            c.linkedGroup = linkedGroup
            c.children = children
            return c
        }
    }

    private var storage: Storage

    public init(id: AccessibilityElementID) { storage = Storage(id: id) }

    /// True when both are the very same value (copies of one element, unchanged since).
    public func isIdentical(to other: AccessibilityElement) -> Bool { storage === other.storage }

    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    public var id: AccessibilityElementID {
        get { storage.id }
        set { unique().id = newValue }
    }
    public var label: String {
        get { storage.label }
        set { unique().label = newValue }
    }
    public var value: String? {
        get { storage.value }
        set { unique().value = newValue }
    }
    public var hint: String? {
        get { storage.hint }
        set { unique().hint = newValue }
    }
    public var traits: AccessibilityTraits {
        get { storage.traits }
        set { unique().traits = newValue }
    }
    public var headingLevel: AccessibilityHeadingLevel {
        get { storage.headingLevel }
        set { unique().headingLevel = newValue }
    }
    /// False for `.disabled(true)`: VoiceOver says "Dimmed".
    public var isEnabled: Bool {
        get { storage.isEnabled }
        set { unique().isEnabled = newValue }
    }
    public var identifier: String? {
        get { storage.identifier }
        set { unique().identifier = newValue }
    }
    public var inputLabels: [String] {
        get { storage.inputLabels }
        set { unique().inputLabels = newValue }
    }
    public var textContentType: AccessibilityTextContentType? {
        get { storage.textContentType }
        set { unique().textContentType = newValue }
    }
    /// The frame in points, in screen coordinates.
    public var frame: CGRect {
        get { storage.frame }
        set { unique().frame = newValue }
    }
    public var activationPoint: CGPoint? {
        get { storage.activationPoint }
        set { unique().activationPoint = newValue }
    }
    public var sortPriority: Double {
        get { storage.sortPriority }
        set { unique().sortPriority = newValue }
    }
    public var defaultAction: AccessibilityActionHandler? {
        get { storage.defaultAction }
        set { unique().defaultAction = newValue }
    }
    public var escapeAction: AccessibilityActionHandler? {
        get { storage.escapeAction }
        set { unique().escapeAction = newValue }
    }
    public var magicTapAction: AccessibilityActionHandler? {
        get { storage.magicTapAction }
        set { unique().magicTapAction = newValue }
    }
    public var actions: [AccessibilityCustomAction] {
        get { storage.actions }
        set { unique().actions = newValue }
    }
    public var adjustableAction: (@MainActor (AccessibilityAdjustmentDirection) -> Void)? {
        get { storage.adjustableAction }
        set { unique().adjustableAction = newValue }
    }
    public var scrollAction: (@MainActor (Edge) -> Void)? {
        get { storage.scrollAction }
        set { unique().scrollAction = newValue }
    }
    public var dragPoints: [AccessibilityGesturePoint] {
        get { storage.dragPoints }
        set { unique().dragPoints = newValue }
    }
    public var dropPoints: [AccessibilityGesturePoint] {
        get { storage.dropPoints }
        set { unique().dropPoints = newValue }
    }
    public var customContent: [AccessibilityCustomContent] {
        get { storage.customContent }
        set { unique().customContent = newValue }
    }
    public var rotors: [AccessibilityRotor] {
        get { storage.rotors }
        set { unique().rotors = newValue }
    }
    /// Keys that rotor entries can target this element by.
    public var rotorKeys: [AccessibilityRotorKey] {
        get { storage.rotorKeys }
        set { unique().rotorKeys = newValue }
    }
    public var speech: AccessibilitySpeechOptions {
        get { storage.speech }
        set { unique().speech = newValue }
    }
    /// The full text of a text view, for text-range rotors.
    public var text: String? {
        get { storage.text }
        set { unique().text = newValue }
    }
    /// Told when reader focus enters (true) or leaves (false) this element:
    /// the `@AccessibilityFocusState` binding.
    public var focusChanged: (@MainActor (Bool) -> Void)? {
        get { storage.focusChanged }
        set { unique().focusChanged = newValue }
    }
    /// True when code asked for focus here (`@AccessibilityFocusState` set to this element).
    public var requestsFocus: Bool {
        get { storage.requestsFocus }
        set { unique().requestsFocus = newValue }
    }
    /// A `.contain` container or an element given synthetic children: the reader visits its
    /// children, not the container itself.
    public var isContainer: Bool {
        get { storage.isContainer }
        set { unique().isContainer = newValue }
    }
    /// Sets the text of a text field or editor: the reader types through it.
    public var textEntry: (@MainActor (String) -> Void)? {
        get { storage.textEntry }
        set { unique().textEntry = newValue }
    }
    /// A secure field: typed characters are spoken as "Bullet".
    /// Where the accessibility modifier that shaped this element was written (`#filePath`,
    /// `#line`), for reports that point at the source (SARIF); nil when unknown.
    public var sourceLocation: AccessibilitySourceLocation? {
        get { storage.sourceLocation }
        set { unique().sourceLocation = newValue }
    }

    public var isSecureTextEntry: Bool {
        get { storage.isSecureTextEntry }
        set { unique().isSecureTextEntry = newValue }
    }
    /// What kind of container this is, when it is one VoiceOver names (a list).
    public var containerType: AccessibilityContainerType? {
        get { storage.containerType }
        set { unique().containerType = newValue }
    }
    /// This element's part in a label / content pair (`accessibilityLabeledPair`).
    public var labeledPair: AccessibilityLabeledPair? {
        get { storage.labeledPair }
        set { unique().labeledPair = newValue }
    }
    /// The group this element is linked with (`accessibilityLinkedGroup`): VoiceOver can jump
    /// between elements of one group.
    public var linkedGroup: AccessibilityRotorKey? {
        get { storage.linkedGroup }
        set { unique().linkedGroup = newValue }
    }
    public var children: [AccessibilityElement] {
        get { storage.children }
        set { unique().children = newValue }
    }

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

/// A label / content pairing: the content element takes its label from the label element.
public struct AccessibilityLabeledPair: Hashable {
    public var role: AccessibilityLabeledPairRole
    public var key: AccessibilityRotorKey
    public init(role: AccessibilityLabeledPairRole, key: AccessibilityRotorKey) {
        self.role = role
        self.key = key
    }
}

/// Kinds of container VoiceOver tells the user about as they move through one.
/// A place in Swift source: a file as `#filePath` names it and a line.
public struct AccessibilitySourceLocation: Hashable, Sendable {
    public var file: String
    public var line: Int
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

public enum AccessibilityContainerType: Hashable, Sendable {
    /// VoiceOver says "List start" at its first element and "List end" at its last.
    case list
    /// A segmented control: VoiceOver says "N of M" after each segment, as in a tab bar.
    case segmentedControl
}
