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
    public var adjustedPitch: Double = 0
    public var spellsOutCharacters = false
    public var alwaysIncludesPunctuation = false
    public var announcementsQueued = false
    /// The BCP 47 language to speak the element in ("fr-FR"), from the text's
    /// `accessibilitySpeechLanguage` or `languageIdentifier`; nil for the reader's own.
    public var language: String? = nil
    public init() {}
}

/// One accessibility element: what assistive technologies see of one or more views.
///
/// Elements are plain values. Actions are handlers that call back into the app; the reader
/// performs them and then asks for a fresh tree. The properties are grouped by what they are
/// (`Content`, `Annotations`, `Kind`, `Interaction`, `Gestures`, `Focus`, `TextEntry`,
/// `CustomContentAndRotors`, `Geometry`, and the speech options), each declared once in its
/// group; `element.label` reads and writes the label in the content group. The groups live in
/// one shared, copy-on-write box, so passing elements around (trees hold many copies) costs
/// one reference count, not one per property.
@dynamicMemberLookup
public struct AccessibilityElement {
    @usableFromInline
    final class Storage {
        // Fields are laid out in this order: the groups of whole words and the references
        // first, then the kind and the geometry, which end in one-byte fields, so nothing is
        // padded and the box takes a smaller allocation.
        @usableFromInline var id: AccessibilityElementID
        @usableFromInline var content = Content()
        @usableFromInline var customContentAndRotors = CustomContentAndRotors()
        /// The groups most elements leave empty, each in a box of its own made when something
        /// is set: most elements carry a nil, not the empty group.
        @usableFromInline var annotationsBox: GroupBox<Annotations>? = nil
        @usableFromInline var interactionBox: GroupBox<Interaction>? = nil
        @usableFromInline var gesturesBox: GroupBox<Gestures>? = nil
        @usableFromInline var focusBox: GroupBox<Focus>? = nil
        @usableFromInline var textEntryBox: GroupBox<TextEntry>? = nil
        @usableFromInline var speechBox: GroupBox<AccessibilitySpeechOptions>? = nil
        /// Where the accessibility modifier that shaped this element was written, in a box
        /// made when it is known (most elements have none).
        @usableFromInline var sourceLocation: SourceLocationBox? = nil
        @usableFromInline var children: [AccessibilityElement] = []
        @usableFromInline var kind = Kind()
        @usableFromInline var geometry = Geometry()

        @usableFromInline
        init(id: AccessibilityElementID) { self.id = id }

        @usableFromInline
        init(copying other: Storage) {
            id = other.id
            content = other.content
            customContentAndRotors = other.customContentAndRotors
            annotationsBox = other.annotationsBox
            interactionBox = other.interactionBox
            gesturesBox = other.gesturesBox
            focusBox = other.focusBox
            textEntryBox = other.textEntryBox
            speechBox = other.speechBox
            sourceLocation = other.sourceLocation
            children = other.children
            kind = other.kind
            geometry = other.geometry
        }
    }

    @usableFromInline
    var storage: Storage

    public init(id: AccessibilityElementID) { storage = Storage(id: id) }

    /// True when both are the very same value (copies of one element, unchanged since).
    public func isIdentical(to other: AccessibilityElement) -> Bool { storage === other.storage }

    @inlinable
    mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
        return storage
    }

    @inlinable
    public var id: AccessibilityElementID {
        get { storage.id }
        set { unique().id = newValue }
    }
    @inlinable
    public var children: [AccessibilityElement] {
        get { storage.children }
        set { unique().children = newValue }
    }
    /// Where the accessibility modifier that shaped this element was written (`#filePath`,
    /// `#line`), for reports that point at the source (SARIF); nil when unknown.
    @inlinable
    public var sourceLocation: AccessibilitySourceLocation? {
        get { storage.sourceLocation?.location }
        set { unique().sourceLocation = newValue.map(SourceLocationBox.init) }
    }

    // Each group whole, and each of its properties by name (`element.label`).

    @inlinable
    public var content: Content {
        get { storage.content }
        set { unique().content = newValue }
    }
    @inlinable
    public subscript<T>(dynamicMember property: WritableKeyPath<Content, T>) -> T {
        get { storage.content[keyPath: property] }
        set { unique().content[keyPath: property] = newValue }
    }

    @inlinable
    public var annotations: Annotations {
        get { storage.annotationsBox?.group ?? Annotations() }
        set { GroupBox.modify(&unique().annotationsBox) { $0 = newValue } }
    }
    @inlinable
    public subscript<T>(dynamicMember property: WritableKeyPath<Annotations, T>) -> T {
        get { (storage.annotationsBox?.group ?? Annotations())[keyPath: property] }
        set { GroupBox.modify(&unique().annotationsBox) { $0[keyPath: property] = newValue } }
    }

    @inlinable
    public var kind: Kind {
        get { storage.kind }
        set { unique().kind = newValue }
    }
    @inlinable
    public subscript<T>(dynamicMember property: WritableKeyPath<Kind, T>) -> T {
        get { storage.kind[keyPath: property] }
        set { unique().kind[keyPath: property] = newValue }
    }

    @inlinable
    public var interaction: Interaction {
        get { storage.interactionBox?.group ?? Interaction() }
        set { GroupBox.modify(&unique().interactionBox) { $0 = newValue } }
    }
    @inlinable
    public subscript<T>(dynamicMember property: WritableKeyPath<Interaction, T>) -> T {
        get { (storage.interactionBox?.group ?? Interaction())[keyPath: property] }
        set { GroupBox.modify(&unique().interactionBox) { $0[keyPath: property] = newValue } }
    }

    @inlinable
    public var gestures: Gestures {
        get { storage.gesturesBox?.group ?? Gestures() }
        set { GroupBox.modify(&unique().gesturesBox) { $0 = newValue } }
    }
    @inlinable
    public subscript<T>(dynamicMember property: WritableKeyPath<Gestures, T>) -> T {
        get { (storage.gesturesBox?.group ?? Gestures())[keyPath: property] }
        set { GroupBox.modify(&unique().gesturesBox) { $0[keyPath: property] = newValue } }
    }

    @inlinable
    public var focus: Focus {
        get { storage.focusBox?.group ?? Focus() }
        set { GroupBox.modify(&unique().focusBox) { $0 = newValue } }
    }
    @inlinable
    public subscript<T>(dynamicMember property: WritableKeyPath<Focus, T>) -> T {
        get { (storage.focusBox?.group ?? Focus())[keyPath: property] }
        set { GroupBox.modify(&unique().focusBox) { $0[keyPath: property] = newValue } }
    }

    /// The text entry group whole (`textEntry` is its handler that types).
    @inlinable
    public var textEntryGroup: TextEntry {
        get { storage.textEntryBox?.group ?? TextEntry() }
        set { GroupBox.modify(&unique().textEntryBox) { $0 = newValue } }
    }
    @inlinable
    public subscript<T>(dynamicMember property: WritableKeyPath<TextEntry, T>) -> T {
        get { (storage.textEntryBox?.group ?? TextEntry())[keyPath: property] }
        set { GroupBox.modify(&unique().textEntryBox) { $0[keyPath: property] = newValue } }
    }

    @inlinable
    public var customContentAndRotors: CustomContentAndRotors {
        get { storage.customContentAndRotors }
        set { unique().customContentAndRotors = newValue }
    }
    @inlinable
    public subscript<T>(dynamicMember property: WritableKeyPath<CustomContentAndRotors, T>) -> T {
        get { storage.customContentAndRotors[keyPath: property] }
        set { unique().customContentAndRotors[keyPath: property] = newValue }
    }

    @inlinable
    public var geometry: Geometry {
        get { storage.geometry }
        set { unique().geometry = newValue }
    }
    @inlinable
    public subscript<T>(dynamicMember property: WritableKeyPath<Geometry, T>) -> T {
        get { storage.geometry[keyPath: property] }
        set { unique().geometry[keyPath: property] = newValue }
    }

    /// How the reader speaks this element's text (`speechSpellsOutCharacters` and the like).
    @inlinable
    public var speech: AccessibilitySpeechOptions {
        get { storage.speechBox?.group ?? AccessibilitySpeechOptions() }
        set {
            // The default options need no box: an element that goes back to them drops it.
            if newValue == AccessibilitySpeechOptions() {
                if storage.speechBox != nil { unique().speechBox = nil }
            } else {
                GroupBox.modify(&unique().speechBox) { $0 = newValue }
            }
        }
    }

    /// The groups, in the order the combine rule merges them.
    public static var groups: [any AccessibilityElementGroup.Type] {
        [Content.self, Annotations.self, Kind.self, Interaction.self, Gestures.self, Focus.self, TextEntry.self,
         CustomContentAndRotors.self, Geometry.self, AccessibilitySpeechOptions.self]
    }

    /// Adjustable elements answer swipe up and down (Slider, Stepper, adjustable actions).
    @inlinable
    public var isAdjustable: Bool { storage.interactionBox?.group.adjustableAction != nil }
    @inlinable
    public var isToggle: Bool { storage.kind.traits.contains(.isToggle) }

    /// Where a double tap lands: the activation point, else the centre of the frame.
    public var resolvedActivationPoint: CGPoint {
        storage.geometry.activationPoint ?? CGPoint(x: storage.geometry.frame.midX, y: storage.geometry.frame.midY)
    }
}

extension AccessibilityElement {
    /// The element and all its descendants, depth first, in tree order.
    public func forEachDescendant(_ body: (AccessibilityElement) -> Void) {
        body(self)
        for child in children { child.forEachDescendant(body) }
    }
}

/// A group of an element's properties kept out of the element's box, shared between copies
/// of the element until one of them changes it.
@usableFromInline
final class GroupBox<Group> {
    @usableFromInline var group: Group
    @usableFromInline init(_ group: Group) { self.group = group }
}

/// A stored field of the element's box that holds a group out of line: which group it holds.
protocol AccessibilityElementGroupHolder {
    static var heldGroup: any AccessibilityElementGroup.Type { get }
}

extension GroupBox: AccessibilityElementGroupHolder where Group: AccessibilityElementGroup {
    static var heldGroup: any AccessibilityElementGroup.Type { Group.self }
}

extension Optional: AccessibilityElementGroupHolder where Wrapped: AccessibilityElementGroupHolder {
    static var heldGroup: any AccessibilityElementGroup.Type { Wrapped.heldGroup }
}

extension GroupBox where Group: AccessibilityElementGroup {
    /// Changes the group a box field holds, making the box when there is none and copying it
    /// when another element still shares it.
    @inlinable
    static func modify(_ box: inout GroupBox?, _ body: (inout Group) -> Void) {
        if box == nil {
            box = GroupBox(Group())
        } else if !isKnownUniquelyReferenced(&box!) {
            box = GroupBox(box!.group)
        }
        body(&box!.group)
    }

    /// Merges the children's values of a boxed group into `element`, by the group's rules.
    /// Each rule makes its property from the children's values of the same group (or keeps
    /// the element's own), so when neither the element nor any child has a box there is
    /// nothing to merge, and the combined element makes none.
    @MainActor
    static func merge(_ parts: [AccessibilityCombinePart], into element: inout AccessibilityElement,
                      box: (AccessibilityElement) -> GroupBox?) {
        guard box(element) != nil || parts.contains(where: { box($0.element) != nil }) else { return }
        Group.mergeByRules(parts, into: &element)
    }

    /// Reads the group a box field holds, or the group's defaults when there is no box.
    static func read<R>(_ box: GroupBox?, _ body: (UnsafePointer<Group>) -> R) -> R {
        guard let box else {
            var defaults = Group()
            return withUnsafePointer(to: &defaults) { body($0) }
        }
        return withUnsafeMutablePointer(to: &box.group) { body(UnsafePointer($0)) }
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

/// An element's source location, kept out of the element's box: most elements have none, and
/// a nil reference takes a third of the location's room. Never changed, so copies share it.
@usableFromInline
final class SourceLocationBox {
    @usableFromInline let location: AccessibilitySourceLocation
    @usableFromInline init(_ location: AccessibilitySourceLocation) { self.location = location }
}

/// A place in Swift source: a file as `#filePath` names it and a line.
public struct AccessibilitySourceLocation: Hashable, Sendable {
    public var file: String
    public var line: Int
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

/// Kinds of container VoiceOver tells the user about as they move through one.
public enum AccessibilityContainerType: Hashable, Sendable {
    /// A list (SwiftUI's `List` and `Form`), shown as one in the tree. VoiceOver on iOS adds no
    /// words for it: "List start" / "List end" are web content's, not a native list's.
    case list
    /// A segmented control: VoiceOver says "N of M" after each segment, as in a tab bar.
    case segmentedControl
    /// An alert, labelled by its title and valued by its message: entering it, VoiceOver says
    /// "Alert", the title and the message ("Alert, Welcome, …").
    case alert
    /// A confirmation dialog (an action sheet on iPhone): its actions over the screen, modal.
    case confirmationDialog
}
