import ScreenReader
import TermUI

/// A key the explorer understands, independent of any terminal library.
public enum ExplorerKey: Hashable, Sendable {
    case character(Character)
    case up, down, left, right, home, end, pageUp, pageDown
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
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
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
    /// The list of screens to open.
    case showScreens
    /// The panel of everything about the focused element (Accessibility Inspector's).
    case toggleDetails
    /// Switch Control: auto scanning, manual scanning, off.
    case switchControlMode
    /// Voice Control's overlay: names, then numbers, then none.
    case voiceControlOverlay
    /// Voice Control's command line: type what you would say.
    case voiceControlCommand
    /// The braille panel: one line of a braille display showing the focused element.
    case toggleBraille
    /// Pans the braille display along a line longer than it, as a display's panning keys do.
    case panBrailleLeft, panBrailleRight
    /// The keyboard moves into the tree pane.
    case browseTree
    /// The accessibility settings the screen is shown with.
    case showSettings
    /// The app's own output (what its code printed), in a panel.
    case toggleOutput
    /// Scroll the caption history back / forward a page.
    case olderCaptions, newerCaptions
    case toggleHelp
    case quit
}

/// One line of the key table: the keys, what they do, the VoiceOver gesture they stand for,
/// and how the key-hint line says it.
public struct ExplorerKeyBinding: Hashable, Sendable {
    public var keys: [ExplorerKey]
    public var action: ExplorerAction
    public var summary: String
    /// The VoiceOver gesture or command this key stands for, if any.
    public var gesture: String?
    /// The short form on the key-hint line, if this binding appears there.
    public var hint: String?

    public init(_ keys: [ExplorerKey], _ action: ExplorerAction, _ summary: String, gesture: String? = nil,
                hint: String? = nil) {
        self.keys = keys
        self.action = action
        self.summary = summary
        self.gesture = gesture
        self.hint = hint
    }

    public var keyLabel: String { keys.map(\.label).joined(separator: " ") }
}

/// The explorer's keys, in one table: the event loop looks keys up here, the help overlay and
/// the key-hint line print it. The gestures follow VoiceOver's (swipe right = next, swipe down =
/// rotor item, double tap = activate, two-finger scrub = escape).
public enum ExplorerKeyMap {
    public static let bindings: [ExplorerKeyBinding] = [
        .init([.right, .tab], .reader(.next), "Next element", gesture: "swipe right", hint: "→ next"),
        .init([.left, .backTab], .reader(.previous), "Previous element", gesture: "swipe left", hint: "← prev"),
        .init([.home], .reader(.first), "First element", gesture: "four-finger tap, top"),
        .init([.end], .reader(.last), "Last element", gesture: "four-finger tap, bottom"),
        .init([.enter, .character(" ")], .reader(.activate), "Activate", gesture: "double tap", hint: "Enter activate"),
        .init([.down], .reader(.rotorItemNext), "Rotor: next item", gesture: "swipe down", hint: "↑↓ rotor item"),
        .init([.up], .reader(.rotorItemPrevious), "Rotor: previous item", gesture: "swipe up"),
        .init([.character("]"), .character(">")], .reader(.rotorNext), "Rotor: next setting",
              gesture: "two-finger rotate right", hint: "[ ] rotor"),
        .init([.character("["), .character("<")], .reader(.rotorPrevious), "Rotor: previous setting",
              gesture: "two-finger rotate left"),
        .init([.character("a")], .reader(.actionsMenu), "Actions menu", gesture: "rotor to Actions", hint: "a actions"),
        .init([.character("+")], .reader(.increment), "Increment (adjustable)", gesture: "swipe up on a slider"),
        .init([.character("-")], .reader(.decrement), "Decrement (adjustable)", gesture: "swipe down on a slider"),
        .init([.character("c")], .reader(.moreContent), "More content", gesture: "rotor to More Content"),
        .init([.character("r")], .reader(.readAll), "Read all", gesture: "two-finger swipe up"),
        .init([.character("j")], .reader(.linkedItem), "Move to linked item", gesture: "Move to Linked Item"),
        .init([.character("m")], .reader(.magicTap), "Magic tap", gesture: "two-finger double tap"),
        .init([.escape], .reader(.escape), "Escape (back, dismiss)", gesture: "two-finger scrub"),
        .init([.character("d")], .reader(.scroll(.bottom)), "Scroll down", gesture: "three-finger swipe up"),
        .init([.character("u")], .reader(.scroll(.top)), "Scroll up", gesture: "three-finger swipe down"),
        .init([.character("z")], .reader(.repeatLast), "Repeat last spoken", gesture: "VO-Z on a Mac"),
        .init([.character("s")], .showScreens, "Screens: open another", hint: "s screens"),
        .init([.character("v")], .switchVariant, "Before ↔ after variant", hint: "v before/after"),
        .init([.character("i")], .toggleDetails, "Element details", gesture: "Accessibility Inspector", hint: "i details"),
        .init([.character(":")], .voiceControlCommand, "Voice Control: say", gesture: "\"Tap Send\"",
              hint: ": voice control"),
        .init([.character("n")], .voiceControlOverlay, "Voice Control overlay", gesture: "\"Show numbers\""),
        .init([.character("w")], .switchControlMode, "Switch Control scanning", gesture: "two switches",
              hint: "w switch control"),
        .init([.character("b")], .toggleBraille, "Braille display", gesture: "braille display", hint: "b braille"),
        .init([.character(",")], .panBrailleLeft, "Braille: pan left", gesture: "pan left key"),
        .init([.character(".")], .panBrailleRight, "Braille: pan right", gesture: "pan right key"),
        .init([.character("t")], .browseTree, "Browse the tree", gesture: "Item Chooser", hint: "t tree"),
        .init([.character("e")], .showSettings, "Settings (text size…)", gesture: "Settings › Accessibility"),
        .init([.character("o")], .toggleOutput, "The app's output (its print)", gesture: "Xcode's console"),
        .init([.pageUp], .olderCaptions, "Captions: older"),
        .init([.pageDown], .newerCaptions, "Captions: newer"),
        .init([.character("?")], .toggleHelp, "Show or hide this help", hint: "? help"),
        .init([.character("q")], .quit, "Quit", hint: "q quit"),
    ]

    /// Bindings that share a row of the README's key table, the second right after the first
    /// in `bindings`: a move and its opposite.
    static let pairs: [(ExplorerAction, ExplorerAction)] = [
        (.reader(.next), .reader(.previous)), (.reader(.first), .reader(.last)),
        (.reader(.rotorItemNext), .reader(.rotorItemPrevious)), (.reader(.rotorNext), .reader(.rotorPrevious)),
        (.reader(.increment), .reader(.decrement)), (.reader(.scroll(.bottom)), .reader(.scroll(.top))),
        (.panBrailleLeft, .panBrailleRight), (.olderCaptions, .newerCaptions),
    ]

    /// The README's key table, made from `bindings`: every key, a move and its opposite on one
    /// row (`ROTOR_UPDATE_README=1 swift test --filter documentedTablesAreGenerated` writes it in).
    public static var markdownTable: String {
        var rows: [String] = []
        var index = bindings.startIndex
        while index < bindings.endIndex {
            var group = [bindings[index]]
            let next = index + 1
            if next < bindings.endIndex, pairs.contains(where: { $0 == bindings[index].action && $1 == bindings[next].action }) {
                group.append(bindings[next])
            }
            index += group.count
            let keys = group.map { $0.keys.map(\.label).joined(separator: " or ") }.joined(separator: " / ")
            let summary = group.map(\.summary).joined(separator: " / ")
            let gestures = group.compactMap(\.gesture)
            let gesture = gestures.count == group.count ? " (" + gestures.joined(separator: " / ") + ")" : ""
            rows.append("| " + [keys, summary + gesture].map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return "| keys | what they do (the VoiceOver gesture) |\n|---|---|\n" + rows.joined(separator: "\n")
    }

    /// How the help overlay describes the mouse.
    public static let mouseSummary = (label: "Click", summary: "Explore by touch", gesture: "touch")

    public static func action(for key: ExplorerKey) -> ExplorerAction? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// The bottom line of the explorer: as many hints as fit in `width` columns, whole.
    public static func hintLine(width: Int) -> String {
        fit(bindings.compactMap(\.hint), width: width)
    }

    /// As many of `hints` as fit in `width` columns, whole, two spaces apart.
    public static func fit(_ hints: [String], width: Int) -> String {
        var line = ""
        for hint in hints {
            let next = line.isEmpty ? hint : line + "  " + hint
            if TerminalText.width(of: next) > width { break }
            line = next
        }
        return line
    }
}
