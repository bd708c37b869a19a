import Explorer
import Foundation

/// The interactive explorer in a terminal: the app screen, its accessibility tree and the
/// captions, driven by keys the way VoiceOver is driven by gestures.
@MainActor
public enum Inspector {
    static let noTerminalMessage =
        "rotor: the explorer needs a terminal; use `rotor tree`/`rotor speak` for headless output\n"

    /// Runs the explorer until the user quits; returns the process exit code (0 after q, 2 when
    /// there is no terminal, 128+n after signal n). The terminal is restored on every way out.
    public static func run(session: ExplorerSession) -> Int32 {
        run(driving: session)
    }

    static func run(driving session: any InspectorSession) -> Int32 {
        guard Terminal.isInteractive else {
            FileHandle.standardError.write(Data(noTerminalMessage.utf8))
            return 2
        }
        Terminal.useUTF8Locale()
        guard let terminal = Terminal() else {
            let term = ProcessInfo.processInfo.environment["TERM"] ?? "(unset)"
            FileHandle.standardError.write(Data(
                "rotor: cannot open the terminal (TERM=\(term)); set TERM to a known terminal such as xterm-256color\n".utf8))
            return 1
        }
        defer { terminal.end() }
        let size = terminal.size
        let controller = InspectorController(session: session, width: size.width, height: size.height)
        var loop = EventLoop(terminal: terminal, controller: controller, painter: CellPainter(palette: terminal.palette))
        return loop.run()
    }
}
