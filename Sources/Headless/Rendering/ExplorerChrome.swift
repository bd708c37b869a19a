import TermUI

/// What the explorer app draws over and beside a session's frame: the help, a popup, the
/// element details, the tree cursor, where the caption history is scrolled, the status bar's
/// marks. The app keeps one and changes it with keys; the renderer only reads it.
public struct ExplorerChrome: Sendable {
    public var theme: ExplorerTheme = .color
    /// The help page shown (from 0), or nil when the help is closed.
    public var helpPage: Int?
    public var popup: ExplorerPopup?
    /// Shown in place of the element tree.
    public var details: ElementDetails?
    /// The details panel has the keyboard: ↑/↓ choose an action, Enter performs it.
    public var detailsHaveKeyboard = false
    /// The tree pane has the keyboard; the row (an index into the frame's tree rows) under it.
    public var treeCursor: Int?
    /// The caption history scrolled back: the absolute index (counting dropped captions) of the
    /// newest caption shown. Nil follows what is said.
    public var captionAnchor: Int?
    /// A brief mark in the status bar: the last key did nothing ("Last item").
    public var flash: String?
    /// A brief word in the status bar about what the last key did where the screen may not
    /// show it ("Performed Reply").
    public var notice: String?
    /// The notice says something could not be done (a Voice Control phrase): marked ✗, not ✓.
    public var noticeFailed = false
    /// A text field is being edited: keys type into it.
    public var isEditing = false
    /// The accessibility settings the screen is shown with, when any differ from the default.
    public var settingsSummary: [String] = []
    /// Voice Control's command line (`:`) being typed, shown in place of the key hints.
    public var voiceCommand: String?
    /// The word the voice is saying, highlighted in its caption (`--voice` with libespeak-ng).
    public var spokenWord: CaptionWord?
    /// Lines the app printed since its output was last looked at (`o`): the status bar marks them.
    public var unseenOutput = 0
    /// The braille panel (`b`), above the captions, when open.
    public var braille: BraillePanel?

    public init(theme: ExplorerTheme = .color) { self.theme = theme }

    /// Only the help open or closed: what snapshots and tests without an app use.
    public init(showHelp: Bool, theme: ExplorerTheme = .color) {
        self.theme = theme
        helpPage = showHelp ? 0 : nil
    }
}

/// A list in a box over the explorer: the screens, the actions menu, more content, settings.
/// Rows are cells in columns; the renderer aligns the columns and cuts the last one to fit.
public struct ExplorerPopup: Sendable, Hashable {
    public enum Placement: Sendable, Hashable {
        /// In the middle of the panes.
        case centered
        /// Beside the focused element, not over it.
        case besideFocus
    }

    public struct Row: Sendable, Hashable {
        public var cells: [String]
        /// Drawn dim (an option not chosen, an item spoken with the element).
        public var isDimmed: Bool
        public init(_ cells: [String], isDimmed: Bool = false) {
            self.cells = cells
            self.isDimmed = isDimmed
        }
    }

    public var title: String
    public var rows: [Row]
    public var selected: Int?
    /// A line under the rows (what Enter does, a note).
    public var footer: String?
    public var placement: Placement
    /// The key hints shown on the bottom line while the popup is open.
    public var hints: [String]

    public init(title: String, rows: [Row], selected: Int? = 0, footer: String? = nil, placement: Placement = .centered,
                hints: [String] = ["↑↓ choose", "Enter choose", "Esc close"]) {
        self.title = title
        self.hints = hints
        self.rows = rows
        self.selected = rows.isEmpty ? nil : selected.map { min(max(0, $0), rows.count - 1) }
        self.footer = footer
        self.placement = placement
    }
}

/// A word of a caption: the caption's absolute index, and the word's place in its text, in
/// characters.
public struct CaptionWord: Hashable, Sendable {
    public var utterance: Int
    public var offset: Int
    public var length: Int

    public init(utterance: Int, offset: Int, length: Int) {
        self.utterance = utterance
        self.offset = offset
        self.length = length
    }
}
