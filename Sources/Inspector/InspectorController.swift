import Explorer
import TermUI

/// The explorer's state between keys: the terminal size, whether help is open, and the session.
/// It decides what each input does and what the terminal should show; it never touches the
/// terminal itself, so tests drive it directly.
@MainActor
final class InspectorController {
    private let session: any InspectorSession
    private(set) var width: Int
    private(set) var height: Int
    private(set) var panes: ExplorerPanes?
    private(set) var showHelp = false
    /// Speaks new captions aloud, when the explorer runs with a voice.
    var voice: SpokenVoice?

    enum Outcome: Equatable {
        case redraw
        case unchanged
        case quit(exitCode: Int32)
    }

    init(session: any InspectorSession, width: Int, height: Int) {
        self.session = session
        self.width = width
        self.height = height
        layOut()
    }

    /// The terminal changed size: lay the panes out again and the app screen at the new pane size.
    func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
        layOut()
    }

    private func layOut() {
        panes = ExplorerLayout.panes(width: width, height: height)
        if let content = panes?.screenContent { session.resize(columns: content.width, rows: content.height) }
    }

    /// Real time passed: the reader's clock moves by as much (speech ends, what waited is
    /// spoken, timers fire, banners come and go).
    func advanceClock(by seconds: Double) -> Outcome {
        guard seconds > 0 else { return .unchanged }
        session.perform(.wait(seconds: seconds))
        return .redraw
    }

    /// Seconds until the reader's clock has something to do; nil when nothing is scheduled.
    var secondsUntilNextEvent: Double? { session.secondsUntilNextEvent }

    func handle(_ event: InputEvent) -> Outcome {
        switch event {
        case .ignored: return .unchanged
        case .interrupt: return .quit(exitCode: 130)
        case .resize: return .redraw  // the event loop reads the new size and calls resize(width:height:)
        case .click(let column, let row):
            guard !showHelp, let point = panes?.screenPoint(column: column, row: row) else { return .unchanged }
            let scrolled = Double(session.screenOffset) * ExplorerLayout.pointsPerRow
            session.perform(.touch(x: point.x, y: point.y + scrolled))
            return .redraw
        case .key(let key):
            return handle(key)
        }
    }

    private func handle(_ key: ExplorerKey) -> Outcome {
        // Editing a text field, keys type into it; Enter and Esc end editing, other keys
        // (arrows, Tab) move on as usual, which ends it too.
        if session.isEditing, !showHelp {
            switch key {
            case .character(let character):
                session.perform(.typeText(String(character)))
                return .redraw
            case .backspace:
                session.perform(.deleteBackward)
                return .redraw
            case .enter, .escape:
                session.perform(.endEditing)
                return .redraw
            default:
                break
            }
        }
        let action = ExplorerKeyMap.action(for: key)
        // Too small to draw: only quitting makes sense.
        guard panes != nil else { return action == .quit ? .quit(exitCode: 0) : .unchanged }
        let helpWasOpen = showHelp
        if helpWasOpen {
            showHelp = false
            // Esc and ? just close the help; any other key closes it and does its job.
            if key == .escape || action == .toggleHelp { return .redraw }
        }
        switch action {
        case nil: return helpWasOpen ? .redraw : .unchanged
        case .quit: return .quit(exitCode: 0)
        case .toggleHelp: showHelp = true
        case .switchVariant: session.switchVariant()
        case .reader(let command): session.perform(command)
        }
        return .redraw
    }

    /// What the terminal should show now.
    func canvas() -> CellCanvas {
        let frame = session.frame()
        voice?.speak(newFrom: frame.captions, dropped: frame.captionsDropped)
        return ExplorerRenderer.render(frame, width: width, height: height, showHelp: showHelp)
    }
}
