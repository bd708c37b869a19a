import Headless
import Foundation
import TermUI

/// The interactive explorer in a terminal: the app screen, its accessibility tree and the
/// captions, driven by keys the way VoiceOver is driven by gestures.
@MainActor
public enum ExplorerApp {
    static let noTerminalMessage =
        "rotor: the explorer needs a terminal; use `rotor explore --line` for plain lines, or `rotor tree`, `speak`, `play`, `snapshot` or `audit` for headless output\n"

    /// Why the explorer refuses a terminal without cursor addressing, and what works there.
    static func cannotAddressCursorMessage(term: String) -> String {
        "rotor: the explorer needs a terminal that can move the cursor, and TERM=\(term) cannot; "
            + "set TERM to a terminal such as xterm-256color, or use `rotor explore --line`, `rotor tree`, `speak`, `play`, `snapshot` or `audit` for headless output\n"
    }

    /// Runs the explorer until the user quits; returns the process exit code (0 after q, 2 when
    /// there is no terminal, 128+n after signal n). The terminal is restored on every way out.
    public static func run(session: ScreenSession, voice: Bool = false, braille: BrailleDisplay = BrailleDisplay(),
                           showBraille: Bool = false) -> Int32 {
        run(session: session, voice: voice, braille: braille, showBraille: showBraille, reload: nil, note: nil, showsCursor: true)
    }

    /// With `reload`, a save of the opened files rebuilds them and a good build takes the
    /// explorer's place; `note` is the status bar's first word (a reload's).
    static func run(session: ScreenSession, voice: Bool, braille: BrailleDisplay, showBraille: Bool,
                    reload: LiveReload?, note: String?, showsCursor: Bool) -> Int32 {
        session.transcriptLimit = captionHistory
        // The screen appears as the explorer opens: its first element is focused and spoken.
        if session.transcript.isEmpty { session.appear() }
        return run(driving: session, voice: voice, braille: braille, showBraille: showBraille, reload: reload, note: note,
                   showsCursor: showsCursor)
    }

    /// Utterances the caption panel keeps: far more than it shows, and a long session's
    /// memory stays flat. Headless transcripts keep everything.
    public static let captionHistory = 1_000

    /// How long the status bar says what `--voice` needs, when nothing can speak.
    static let voiceNoticeSeconds = 10.0

    /// Opens the explorer on a view of one's own (a screen in a package that uses Rotor), on an
    /// iPhone or an iPad; the screen's clock follows the wall clock.
    public static func explore(_ view: some View, name: String = "screen", idiom: UIUserInterfaceIdiom = .phone) -> Int32 {
        run(session: ScreenSession(view, name: name, idiom: idiom, date: Date()))
    }

    /// Runs the explorer and plays a walkthrough in it, one command every `delay` seconds, so
    /// a person watches what the script does; expectations are skipped. A `screen` line opens
    /// that screen afresh, as in `rotor play`. With `exitWhenDone` the explorer quits one delay
    /// after the last command.
    public static func run(session: ScreenSession, playing script: WalkthroughScript, delay: Double = 0.8,
                           exitWhenDone: Bool = false, voice: Bool = false, braille: BrailleDisplay = BrailleDisplay(), showBraille: Bool = false,
                           showsCursor: Bool = true) -> Int32 {
        // Each step goes through the controller, so what it changes is marked in the tree and a
        // step that does nothing shows its note, as a key would.
        var steps: [@MainActor (ExplorerController) -> Void] = []
        for line in script.lines {
            switch line.command {
            case .screen(let spec):
                steps.append { controller in
                    guard (try? session.open(spec)) != nil else { return }
                    controller.screenChanged()
                }
            case .reader(let command):
                steps.append { $0.run(command) }
            case .say(let phrase):
                steps.append { $0.say(phrase) }
            case .switchControl(let command):
                steps.append { $0.switchControl(command) }
            case .verbosity(let setting, let choice):
                steps.append { _ in session.verbosity.choose(choice, for: setting) }
            case .touch(let column, let row):
                steps.append { controller in
                    let point = session.graph.metric.point(column: column, row: row)
                    controller.run(.touch(x: Double(point.x), y: Double(point.y)))
                }
            case .expect, .expectFocus, .expectTree, .expectNoTree, .expectSwitch, .resize:
                // The explorer's pane is the terminal's: a script's resize is for headless runs.
                continue
            }
        }
        session.transcriptLimit = captionHistory
        return run(driving: session, script: steps, delay: delay, exitWhenDone: exitWhenDone, voice: voice,
                   braille: braille, showBraille: showBraille, showsCursor: showsCursor)
    }

    static func run(driving session: any ExplorerAppSession, script: [@MainActor (ExplorerController) -> Void] = [],
                    delay: Double = 0.8,
                    exitWhenDone: Bool = false, voice: Bool = false, braille: BrailleDisplay = BrailleDisplay(), showBraille: Bool = false,
                    reload: LiveReload? = nil, note startNote: String? = nil, showsCursor: Bool = true) -> Int32 {
        // A build still running when the explorer ends is stopped.
        defer { reload?.stop() }
        guard Terminal.isInteractive else {
            Console.standardError(noTerminalMessage)
            return 2
        }
        // Without anything to speak with, the explorer runs silent and says what to install.
        var spokenVoice: (any ExplorerVoice)?
        var voiceMissing: VoiceUnavailable?
        if voice {
            switch ExplorerVoices.find() {
            case .success(let found): spokenVoice = found
            case .failure(let missing): voiceMissing = missing
            }
        }
        defer { spokenVoice?.stop() }
        Terminal.useUTF8Locale()
        let term = ProcessInfo.processInfo.environment["TERM"] ?? "(unset)"
        // A terminal that cannot move the cursor (TERM=dumb) would open and show nothing.
        guard Terminal.addressesCursor != false else {
            Console.standardError(cannotAddressCursorMessage(term: term))
            return 1
        }
        // What the app prints goes to the output panel (`o`), never into the terminal ncurses
        // draws on: descriptors 1 and 2 point at a pipe from here until the explorer ends, and
        // ncurses draws on a duplicate of the real standard output.
        // `rotor explore` began it before the screen's code first ran; a package's own explorer
        // (`explore(_:)`) begins it here.
        let began = ProgramOutput.active == nil ? ProgramOutput.begin() : nil
        defer { began?.end() }
        let capture = ProgramOutput.active
        let screenOutput = capture.flatMap { _ in fdopen(dup(StandardStreams.output.load(ordering: .relaxed)), "w") }
        defer { if let screenOutput { fclose(screenOutput) } }
        guard let terminal = Terminal(output: screenOutput, showsCursor: showsCursor) else {
            Console.standardError(
                "rotor: cannot open the terminal (TERM=\(term)); set TERM to a known terminal such as xterm-256color\n")
            return 1
        }
        defer { terminal.end() }
        let size = terminal.size
        // NO_COLOR: the monochrome theme, and no colour pairs at all.
        let theme = ExplorerTheme.forEnvironment(ProcessInfo.processInfo.environment)
        let controller = ExplorerController(session: session, width: size.width, height: size.height, theme: theme)
        controller.voice = spokenVoice
        // With the speech library, the reader's clock follows the real audio.
        if let library = spokenVoice as? LibraryVoice {
            session.speech.durations = { [weak library] utterance in library?.duration(of: utterance) }
        }
        controller.brailleSettings = braille
        if showBraille { controller.braille = braille }
        // Until the next command: it says what the reload changed.
        if let startNote {
            controller.note(startNote, seconds: .infinity)
            controller.explorerSays(startNote)
        }
        if let voiceMissing { controller.note(voiceMissing.description, seconds: voiceNoticeSeconds) }
        let palette = theme.isMonochrome ? ColorPalette.monochrome : terminal.palette
        var loop = EventLoop(terminal: terminal, controller: controller, painter: CellPainter(palette: palette),
                             script: script, stepDelay: delay, exitWhenScriptEnds: exitWhenDone)
        loop.programOutput = capture
        loop.reload = reload
        return loop.run()
    }
}
