import Accessibility
import ScreenReader
import TermUI

/// One row of the element tree pane (and of `rotor tree`).
public struct TreeRow: Hashable, Sendable {
    /// What the last command did to the row's element (`TreeChanges`).
    public enum Change: Hashable, Sendable {
        /// The element appeared.
        case added
        /// The element is gone; the row is shown for a moment where it was.
        case removed
        /// Its label, value, traits or state changed.
        case changed
    }

    public var id: AccessibilityElementID
    public var depth: Int
    /// The row's text without indentation: role words, label, value, traits, actions.
    public var text: String
    public var isFocused: Bool
    public var change: Change?
    public init(id: AccessibilityElementID, depth: Int, text: String, isFocused: Bool, change: Change? = nil) {
        self.id = id
        self.depth = depth
        self.text = text
        self.isFocused = isFocused
        self.change = change
    }
}

/// Everything the explorer shows at one moment, independent of any terminal.
public struct Frame {
    /// The app screen, as tall as its page; it holds the rows the pane shows (from
    /// `screenOffset`), and the rows scrolled out of the pane read as blank.
    public var screen: CellCanvas
    /// Where the focused element is on `screen`, for the outline.
    public var focusRect: CellRect?
    /// Rows of `screen` scrolled out of the pane at the top.
    public var screenOffset: Int
    public var treeRows: TreeRows
    /// What the reader said, oldest first: everything, or the latest under a transcript limit.
    public var captions: [Utterance]
    /// How many utterances were said before the first of `captions` and dropped by the limit.
    public var captionsDropped: Int
    /// How many of `captions`' last utterances are being spoken now (0 when silent).
    public var speakingCount = 0
    /// What waits its turn to be spoken, in order: shown after the captions, marked as waiting.
    public var waiting: [Utterance] = []
    /// "beach (after)".
    public var title: String
    /// The rotor setting up and down act on at the focused element, if any.
    public var rotor: RotorSetting?
    /// Which screen of the registry this is, from 1, and how many there are ("2/8").
    public var screenNumber: Int?
    public var screenCount = 1
    /// Voice Control's names or numbers over the screen's controls, when shown.
    public var voiceControlBadges: [VoiceControlBadge] = []
    /// Switch Control's cursor and menu, when it is on.
    public var switchControl: SwitchControlFrame?
    public init(screen: CellCanvas, focusRect: CellRect?, screenOffset: Int = 0, treeRows: TreeRows, captions: [Utterance],
                captionsDropped: Int = 0, title: String, rotor: RotorSetting?) {
        self.screen = screen
        self.focusRect = focusRect
        self.screenOffset = screenOffset
        self.treeRows = treeRows
        self.captions = captions
        self.captionsDropped = captionsDropped
        self.title = title
        self.rotor = rotor
    }
    public init(screen: CellCanvas, focusRect: CellRect?, screenOffset: Int = 0, treeRows: [TreeRow], captions: [Utterance],
                captionsDropped: Int = 0, title: String, rotor: RotorSetting?) {
        self.init(screen: screen, focusRect: focusRect, screenOffset: screenOffset, treeRows: TreeRows(treeRows),
                  captions: captions, captionsDropped: captionsDropped, title: title, rotor: rotor)
    }
}
