import ScreenReader

/// A key the explorer understands, independent of any terminal library.
public enum ExplorerKey: Hashable, Sendable {
    case character(Character)
    case up, down, left, right, home, end
    case tab, backTab, enter, escape, backspace

    /// How the help overlay writes the key.
    public var label: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        }
    }
}

/// What a key does in the explorer.
public enum ExplorerAction: Hashable, Sendable {
    case reader(ReaderCommand)
    /// Before ↔ after.
    case switchVariant
    case toggleHelp
    case quit
}

/// One line of the key table: the keys, what they do, and how the help and hint line say it.
public struct ExplorerKeyBinding: Hashable, Sendable {
    public var keys: [ExplorerKey]
    public var action: ExplorerAction
    public var summary: String
    /// The short form on the key-hint line, if this binding appears there.
    public var hint: String?

    public init(_ keys: [ExplorerKey], _ action: ExplorerAction, _ summary: String, hint: String? = nil) {
        self.keys = keys
        self.action = action
        self.summary = summary
        self.hint = hint
    }

    public var keyLabel: String { keys.map(\.label).joined(separator: " ") }
}

/// The explorer's keys, in one table: the event loop looks keys up here, the help overlay and
/// the key-hint line print it. The gestures follow VoiceOver's (swipe right = next, swipe down =
/// rotor item, double tap = activate, two-finger scrub = escape).
public enum ExplorerKeyMap {
    public static let bindings: [ExplorerKeyBinding] = [
        .init([.right, .tab], .reader(.next), "Next element", hint: "→ next"),
        .init([.left, .backTab], .reader(.previous), "Previous element", hint: "← prev"),
        .init([.home], .reader(.first), "First element"),
        .init([.end], .reader(.last), "Last element"),
        .init([.enter, .character(" ")], .reader(.activate), "Activate (double tap)", hint: "Enter activate"),
        .init([.down], .reader(.rotorItemNext), "Rotor: next item", hint: "↑↓ rotor item"),
        .init([.up], .reader(.rotorItemPrevious), "Rotor: previous item"),
        .init([.character("]"), .character(">")], .reader(.rotorNext), "Rotor: next setting", hint: "[ ] rotor"),
        .init([.character("["), .character("<")], .reader(.rotorPrevious), "Rotor: previous setting"),
        .init([.character("a")], .reader(.actionsMenu), "Actions menu", hint: "a actions"),
        .init([.character("+")], .reader(.increment), "Increment (adjustable)"),
        .init([.character("-")], .reader(.decrement), "Decrement (adjustable)"),
        .init([.character("c")], .reader(.moreContent), "More content"),
        .init([.character("r")], .reader(.readAll), "Read all"),
        .init([.character("j")], .reader(.linkedItem), "Move to linked item"),
        .init([.character("m")], .reader(.magicTap), "Magic tap"),
        .init([.escape], .reader(.escape), "Escape (back, dismiss)"),
        .init([.character("v")], .switchVariant, "Before ↔ after variant", hint: "v before/after"),
        .init([.character("?")], .toggleHelp, "Show or hide this help", hint: "? help"),
        .init([.character("q")], .quit, "Quit", hint: "q quit"),
    ]

    /// How the help overlay describes the mouse.
    public static let mouseSummary = (label: "Click", summary: "Explore by touch")

    public static func action(for key: ExplorerKey) -> ExplorerAction? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// The bottom line of the explorer: as many hints as fit in `width` columns, whole.
    public static func hintLine(width: Int) -> String {
        var line = ""
        for hint in bindings.compactMap(\.hint) {
            let next = line.isEmpty ? hint : line + "  " + hint
            if next.count > width { break }
            line = next
        }
        return line
    }
}
