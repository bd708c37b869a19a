import Foundation

/// A group of an element's properties. Each property is declared once, in its group, with one
/// rule saying how `.accessibilityElement(children: .combine)` merges the children's values.
public protocol AccessibilityElementGroup {
    init()
    /// Calls `body` with the element's group where the element keeps it, without a copy.
    static func withGroup<R>(of element: AccessibilityElement, _ body: (UnsafePointer<Self>) -> R) -> R
    /// Changes the element's group where the element keeps it.
    static func modify(_ element: inout AccessibilityElement, _ body: (inout Self) -> Void)
    /// One rule for each stored property of the group, in the order the group declares them
    /// (a test walks the properties and the rules side by side).
    @MainActor static var combineRules: [AccessibilityCombineRule<Self>] { get }
    /// Merges the children's values of this group into `element`, by `combineRules`.
    @MainActor static func merge(_ parts: [AccessibilityCombinePart], into element: inout AccessibilityElement)
}

// Each group declares its fields widest first where the order of meaning allows, so that a
// group ends in its few one-byte fields and leaves no padding inside it.

extension AccessibilityElement {
    /// What the element says and is called: the words VoiceOver reads, and the names Voice
    /// Control and UI tests find it by.
    public struct Content: AccessibilityElementGroup, Equatable {
        public var label: String = ""
        public var value: String? = nil
        public init() {}
        public static func withGroup<R>(of element: AccessibilityElement, _ body: (UnsafePointer<Self>) -> R) -> R {
            withUnsafeMutablePointer(to: &element.storage.content) { body(UnsafePointer($0)) }
        }
        public static func modify(_ element: inout AccessibilityElement, _ body: (inout Self) -> Void) {
            body(&element.unique().content)
        }
    }

    /// What is said or matched beyond the label and value: the hint VoiceOver reads after a
    /// pause, the names Voice Control answers to, and the identifier tests find it by. In a
    /// box of its own, made when something is set (most elements have none of them).
    public struct Annotations: BoxedElementGroup, Equatable {
        public var hint: String? = nil
        /// Names Voice Control and Full Keyboard Access answer to.
        public var inputLabels: [String] = []
        /// An identifier for UI tests and audit ignores; never spoken.
        public var identifier: String? = nil
        public init() {}
        static var boxField: ReferenceWritableKeyPath<Storage, GroupBox<Self>?> { \.annotationsBox }
    }

    /// What kind of element this is: its traits and the states VoiceOver names.
    public struct Kind: AccessibilityElementGroup, Equatable {
        public var traits: AccessibilityTraits = []
        public var headingLevel: AccessibilityHeadingLevel = .unspecified
        /// False for `.disabled(true)`: VoiceOver says "Dimmed".
        public var isEnabled: Bool = true
        /// What kind of container this is, when it is one VoiceOver names (a list).
        public var containerType: AccessibilityContainerType? = nil
        /// A `.contain` container or an element given synthetic children: the reader visits
        /// its children, not the container itself.
        public var isContainer: Bool = false
        public init() {}
        public static func withGroup<R>(of element: AccessibilityElement, _ body: (UnsafePointer<Self>) -> R) -> R {
            withUnsafeMutablePointer(to: &element.storage.kind) { body(UnsafePointer($0)) }
        }
        public static func modify(_ element: inout AccessibilityElement, _ body: (inout Self) -> Void) {
            body(&element.unique().kind)
        }
    }

    /// What a double tap and swipes up and down do: the handlers behind them and the named
    /// actions. Kept in a box of its own, made when something is set: most elements (texts,
    /// images, headers) do nothing.
    public struct Interaction: BoxedElementGroup {
        /// Double tap.
        public var defaultAction: AccessibilityActionHandler? = nil
        /// Named actions, offered by the Actions rotor and the actions menu.
        public var actions: [AccessibilityCustomAction] = []
        /// Swipe up and down (Slider, Stepper, adjustable actions).
        public var adjustableAction: (@MainActor (AccessibilityAdjustmentDirection) -> Void)? = nil
        /// The view whose tap gesture gave this element its double tap, when one did: a gesture
        /// on a stack reaches each element in it, and they are one thing to do, not several.
        public var tapGestureOwner: AccessibilityElementID? = nil
        public init() {}
        static var boxField: ReferenceWritableKeyPath<Storage, GroupBox<Self>?> { \.interactionBox }
    }

    /// What VoiceOver's other gestures do: the escape scrub, the magic tap, the three-finger
    /// scroll, and the points a drag starts from or drops on. In a box of its own, made when
    /// something is set.
    public struct Gestures: BoxedElementGroup {
        /// The two-finger scrub.
        public var escapeAction: AccessibilityActionHandler? = nil
        /// The two-finger double tap.
        public var magicTapAction: AccessibilityActionHandler? = nil
        /// The three-finger scroll, with the edge scrolled towards.
        public var scrollAction: (@MainActor (Edge) -> Void)? = nil
        public var dragPoints: [AccessibilityGesturePoint] = []
        public var dropPoints: [AccessibilityGesturePoint] = []
        /// A lazy list's rows the tree holds now: a reader moving past the last of them asks
        /// for the next (`AccessibilityTreeSource.showRow(_:of:)`), as VoiceOver scrolls a table.
        public var rowWindow: AccessibilityRowWindow? = nil
        public init() {}
        static var boxField: ReferenceWritableKeyPath<Storage, GroupBox<Self>?> { \.gesturesBox }
    }

    /// The reader focus and Switch Control cursor that code asks for or is told about (the
    /// `@AccessibilityFocusState` bindings). In a box of its own, made when something is set.
    public struct Focus: BoxedElementGroup {
        /// Told when reader focus enters (true) or leaves (false) this element:
        /// the `@AccessibilityFocusState` binding.
        public var focusChanged: (@MainActor (Bool) -> Void)? = nil
        /// Told when Switch Control's cursor enters (true) or leaves (false) this element: a
        /// focus state `for: .switchControl`.
        public var switchControlFocusChanged: (@MainActor (Bool) -> Void)? = nil
        /// True when code asked for focus here (`@AccessibilityFocusState` set to this element).
        public var requestsFocus: Bool = false
        /// True when code asked for Switch Control's cursor here.
        public var requestsSwitchControlFocus: Bool = false
        public init() {}
        static var boxField: ReferenceWritableKeyPath<Storage, GroupBox<Self>?> { \.focusBox }
    }

    /// A text field's or editor's contents and the typing into it. In a box of its own, made
    /// when something is set: only text fields and editors (and texts given a content type)
    /// have one.
    public struct TextEntry: BoxedElementGroup {
        /// The full text of a text field or editor: what typing edits, and what text-range
        /// rotors read.
        public var text: String? = nil
        /// What kind of text the element holds (source code, messaging…).
        public var textContentType: AccessibilityTextContentType? = nil
        /// Sets the text of a text field or editor: the reader types through it.
        public var textEntry: (@MainActor (String) -> Void)? = nil
        /// The return key on a text field: its `onSubmit` action.
        public var submitAction: AccessibilityActionHandler? = nil
        /// A secure field: typed characters are spoken as "Bullet".
        public var isSecureTextEntry: Bool = false
        /// A multi-line text entry (TextEditor, a UITextView on iOS): read as a text field, but
        /// while it is edited VoiceOver gives no hint about the Misspelled Words rotor.
        public var isMultilineTextEntry: Bool = false
        public init() {}
        static var boxField: ReferenceWritableKeyPath<Storage, GroupBox<Self>?> { \.textEntryBox }
    }

    /// More to explore from the element: custom content, rotors, and the keys and groups
    /// that link it with other elements.
    public struct CustomContentAndRotors: AccessibilityElementGroup {
        public var customContent: [AccessibilityCustomContent] = []
        public var rotors: [AccessibilityRotor] = []
        /// Keys that rotor entries can target this element by.
        public var rotorKeys: AccessibilityRotorKeys = []
        /// The group this element is linked with (`accessibilityLinkedGroup`): VoiceOver can
        /// jump between elements of one group.
        public var linkedGroup: AccessibilityRotorKey? = nil
        /// This element's part in a label / content pair (`accessibilityLabeledPair`).
        public var labeledPair: AccessibilityLabeledPair? = nil
        public init() {}
        public static func withGroup<R>(of element: AccessibilityElement, _ body: (UnsafePointer<Self>) -> R) -> R {
            withUnsafeMutablePointer(to: &element.storage.customContentAndRotors) { body(UnsafePointer($0)) }
        }
        public static func modify(_ element: inout AccessibilityElement, _ body: (inout Self) -> Void) {
            body(&element.unique().customContentAndRotors)
        }
    }

    /// Where the element is and where it comes in the reading order.
    public struct Geometry: AccessibilityElementGroup, Equatable {
        /// The frame in points, in screen coordinates.
        public var frame: CGRect = .zero
        /// Higher first among siblings.
        public var sortPriority: Double = 0
        /// Where a double tap lands, in screen coordinates; nil for the centre of the frame.
        public var activationPoint: CGPoint? = nil
        /// The direction of the layout the element was made in; nil where nobody said (read as
        /// left to right). A right-to-left row is read from the right.
        public var layoutDirection: LayoutDirection? = nil
        /// The frame of the scroll view the element scrolls in, when that scroll view's content
        /// reaches past it: VoiceOver reads a scroll view's content together, where the scroll
        /// view is among its siblings, not by where each scrolled element lies, and a finger
        /// touches only the part of the element in view. Nil for an element not in such a
        /// scroll view.
        public var scrollFrame: CGRect? = nil
        public init() {}
        public static func withGroup<R>(of element: AccessibilityElement, _ body: (UnsafePointer<Self>) -> R) -> R {
            withUnsafeMutablePointer(to: &element.storage.geometry) { body(UnsafePointer($0)) }
        }
        public static func modify(_ element: inout AccessibilityElement, _ body: (inout Self) -> Void) {
            body(&element.unique().geometry)
        }
    }
}

extension AccessibilitySpeechOptions: BoxedElementGroup {
    static var boxField: ReferenceWritableKeyPath<AccessibilityElement.Storage, GroupBox<Self>?> { \.speechBox }
}

/// A group kept in a box of its own in the element's storage, made when one of its properties
/// is set: how it is read, changed and merged, once for every such group.
protocol BoxedElementGroup: AccessibilityElementGroup {
    /// The storage field that holds the group's box.
    static var boxField: ReferenceWritableKeyPath<AccessibilityElement.Storage, GroupBox<Self>?> { get }
}

extension BoxedElementGroup {
    public static func withGroup<R>(of element: AccessibilityElement, _ body: (UnsafePointer<Self>) -> R) -> R {
        GroupBox.read(element.storage[keyPath: boxField], body)
    }
    public static func modify(_ element: inout AccessibilityElement, _ body: (inout Self) -> Void) {
        GroupBox.modify(&element.unique()[keyPath: boxField], body)
    }
    @MainActor public static func merge(_ parts: [AccessibilityCombinePart], into element: inout AccessibilityElement) {
        GroupBox.merge(parts, into: &element) { $0.storage[keyPath: boxField] }
    }
}
