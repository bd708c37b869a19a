import Foundation

/// What triggers an action: the default activation, escape, magic tap, or a named custom action.
public struct AccessibilityActionKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case `default`, escape, magicTap, delete, showMenu, named(String) }
    let kind: Kind

    /// Double tap.
    public static let `default` = AccessibilityActionKind(kind: .default)
    /// The two-finger Z scrub.
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// The two-finger double tap.
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)
    public static let delete = AccessibilityActionKind(kind: .delete)
    public static let showMenu = AccessibilityActionKind(kind: .showMenu)

    public init(named name: String) { kind = .named(name) }
    init(kind: Kind) { self.kind = kind }

    /// The name of a custom action, nil for the system kinds.
    public var name: String? {
        if case .named(let name) = kind { return name }
        return nil
    }
    public var isDefault: Bool { kind == .default }
    public var isEscape: Bool { kind == .escape }
    public var isMagicTap: Bool { kind == .magicTap }
}

/// A handler an element carries; the reader calls it to act on the app.
public typealias AccessibilityActionHandler = @MainActor () -> Void

/// A named custom action, listed in the Actions rotor and the actions menu.
public struct AccessibilityCustomAction {
    public var name: String
    public var handler: AccessibilityActionHandler
    public init(name: String, handler: @escaping AccessibilityActionHandler) {
        self.name = name
        self.handler = handler
    }
}

/// A point where a drag can start or a drop can land, with the description VoiceOver speaks.
public struct AccessibilityGesturePoint {
    public var description: String
    /// The point in the element's own coordinate space, as a fraction of its size.
    public var unitX: Double
    public var unitY: Double
    /// Called when the reader drops on this point, with what is dragged.
    public var handler: (@MainActor (AccessibilityDraggedItem) -> Void)?
    /// On a drag point: what a drag from here carries (a `draggable` payload).
    public var payload: (any Sendable)?
    public init(description: String, unitX: Double, unitY: Double, payload: (any Sendable)? = nil,
                handler: (@MainActor (AccessibilityDraggedItem) -> Void)? = nil) {
        self.description = description
        self.unitX = unitX
        self.unitY = unitY
        self.payload = payload
        self.handler = handler
    }
}

/// What a drop receives: the dragged element's label, and the payload its drag point carries.
public struct AccessibilityDraggedItem: @unchecked Sendable {
    public var label: String
    public var payload: (any Sendable)?
    public init(label: String, payload: (any Sendable)? = nil) {
        self.label = label
        self.payload = payload
    }
}
