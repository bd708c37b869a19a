import ScreenReader
import TermUI

/// The explorer exactly as a terminal of a given size shows it, without a terminal: the
/// session's frame drawn by `FrameRenderer`, with the screen laid out at the screen pane's
/// size, after a list of keys.
@MainActor
public enum ExplorerSnapshot {
    /// A key word of `rotor snapshot --keys`: the walkthrough commands without arguments
    /// ("next", "rotor-next", "read-all"…), "help" for the help overlay and "braille" for the
    /// braille panel.
    public enum Key: Hashable, Sendable {
        case reader(ReaderCommand)
        case help
        case braille
    }

    public struct KeyError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    public static var keyWords: [String] { WalkthroughScript.simpleCommands.map(\.word) + ["help", "braille"] }

    /// Parses "next next activate".
    public static func keys(_ words: String) throws(KeyError) -> [Key] {
        try words.split(whereSeparator: { $0 == " " || $0 == "," }).map { word throws(KeyError) -> Key in
            if word == "help" { return .help }
            if word == "braille" { return .braille }
            guard let command = WalkthroughScript.simpleCommand(String(word)) else {
                throw KeyError(description: "unknown key '\(QuotedInput.bounded(word))'; keys are: \(keyWords.joined(separator: ", "))")
            }
            return .reader(command)
        }
    }

    /// Opens `spec` with the screen pane sized for a `width`×`height` terminal, and lets it
    /// appear as the explorer does: its first element focused and spoken.
    public static func session(registry: ScreenRegistry, screen spec: String, width: Int, height: Int,
                               idiom: UIUserInterfaceIdiom = .phone, date: Date = ViewGraph.defaultStartDate) throws -> ScreenSession {
        let content = ExplorerLayout.panes(width: width, height: height)?.screenContent
        let session = try ScreenSession(registry: registry, screen: spec, columns: content?.width ?? 72,
                                          rows: content?.height ?? 40, idiom: idiom, date: date)
        session.appear()
        return session
    }

    /// Presses the keys on the session and draws the explorer.
    public static func render(_ session: ScreenSession, keys: [Key], width: Int, height: Int) -> CellCanvas {
        var showHelp = false
        var display: BrailleDisplay?
        for key in keys {
            switch key {
            case .help: showHelp.toggle()
            case .braille:
                showHelp = false
                display = display == nil ? BrailleDisplay() : nil
            case .reader(let command):
                showHelp = false  // any other key closes the help, as in the explorer
                session.perform(command)
            }
        }
        var chrome = ExplorerChrome(showHelp: showHelp)
        if var display {
            let line = session.focusedElement.map { ElementBraille.line(for: $0, in: session.tree) } ?? ""
            chrome.braille = BraillePanel.showing(line, on: &display)
        }
        return FrameRenderer.render(session.frame(), width: width, height: height, chrome: chrome)
    }
}
