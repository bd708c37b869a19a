import Accessibility
import ScreenReader
import TermUI

/// One row of the element tree pane (and of `rotor tree`).
public struct TreeRow: Hashable, Sendable {
    public var id: AccessibilityElementID
    public var depth: Int
    /// The row's text without indentation: role words, label, value, traits, actions.
    public var text: String
    public var isFocused: Bool
    public init(id: AccessibilityElementID, depth: Int, text: String, isFocused: Bool) {
        self.id = id
        self.depth = depth
        self.text = text
        self.isFocused = isFocused
    }
}

/// Everything the explorer shows at one moment, independent of any terminal.
public struct ExplorerFrame: Sendable {
    /// The app screen, drawn at the screen pane's size.
    public var screen: CellCanvas
    /// Where the focused element is on `screen`, for the outline.
    public var focusRect: CellRect?
    /// Rows of `screen` scrolled out of the pane at the top.
    public var screenOffset: Int
    public var treeRows: [TreeRow]
    /// Everything the reader said, oldest first.
    public var captions: [Utterance]
    /// "beach (after)".
    public var title: String
    /// The current rotor setting, if any.
    public var rotor: String?
    public init(screen: CellCanvas, focusRect: CellRect?, screenOffset: Int = 0, treeRows: [TreeRow], captions: [Utterance],
                title: String, rotor: String?) {
        self.screen = screen
        self.focusRect = focusRect
        self.screenOffset = screenOffset
        self.treeRows = treeRows
        self.captions = captions
        self.title = title
        self.rotor = rotor
    }
}
