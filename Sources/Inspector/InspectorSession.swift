import Explorer
import ScreenReader

/// What the inspector needs from a session. `ExplorerSession` is the real one; tests drive the
/// inspector with a scripted one.
@MainActor
protocol InspectorSession: AnyObject {
    @discardableResult
    func perform(_ command: ReaderCommand) -> [Utterance]
    func resize(columns: Int, rows: Int)
    @discardableResult
    func switchVariant() -> [Utterance]
    func frame() -> ExplorerFrame
    /// Rows of the screen scrolled out of the pane, for turning a click into a point.
    var screenOffset: Int { get }
    /// A text field is being edited: typed characters go to it.
    var isEditing: Bool { get }
    /// Seconds until something is due on the reader's clock (speech ends, a timer fires).
    var secondsUntilNextEvent: Double? { get }
}

extension ExplorerSession: InspectorSession {}
