import Accessibility
import Foundation
import Headless
import ScreenReader
import TermUI

/// `rotor explore`: the explorer in the terminal, and what `rotor` runs given no command.
struct ExploreCommand: RotorCommand {
    /// What the explorer starts with besides the screen.
    enum Assistive: String, CaseIterable {
        case voiceControl = "voice-control"
        case switchControl = "switch-control"
    }

    struct Options: CommandOptions {
        var screen: String?
        var script: String?
        var delay = 0.8
        var exit = false
        var voice = false
        var assistive: Assistive?
        var switchInterval: Double?
        var braille = false
        var hideCursor = false
        var line = false
        var brailleCells = BrailleDisplay.defaultCellCount
        var brailleTable: String?
        var idiom = UIUserInterfaceIdiom.phone
        var verbosity: [String] = []
        /// Nil: now.
        var date: Date?
    }

    static let name = "explore"

    static var declaration: CommandDeclaration<Options> {
        CommandDeclaration(
            name: name,
            arguments: .optional("[SCREEN[:VARIANT]]", name: "a screen", \.screen),
            summary: "opens the explorer (the default command; SCREEN defaults to the first screen: trip)",
            details: """
                Opens the explorer. Press ? inside it for the keys, s for the list of screens. With
                --script, plays the script's commands in the explorer one at a time (--delay apart;
                expectations are skipped), then stays open, or quits with --exit. With --voice, what the
                reader says is also spoken aloud, at the reader's speaking rate: through libespeak-ng
                (package libespeak-ng1) and a player (aplay, paplay or pw-play), else the espeak-ng
                program; with neither, the status bar says what to install. With --line, nothing is
                drawn: each line read from standard input (a walkthrough script line, or tree, where,
                details, screens, braille, help, quit) or each key at a terminal prints what the reader
                said and what changed, as plain lines, for a console screen reader, a braille display,
                ssh or a pipe; exit status 1 when an expect line failed, 2 when piped input held a
                malformed line. With NO_COLOR set
                (to any non-empty value), the explorer draws without colour, in bold, underline, reverse
                and dim.
                """,
            options: [
                .value("--script", .file(), \.script, help: "play a walkthrough script in the explorer"),
                .value("--delay", .seconds(0...60), \.delay, help: "seconds between script commands (default 0.8)"),
                .flag("--exit", \.exit, help: "quit when the script ends"),
                .flag("--voice", \.voice, help: "speak aloud (libespeak-ng1 and aplay, or espeak-ng)"),
                .value("--assistive", .choice("MODE"), \.assistive,
                       help: "start with Voice Control's names shown, or Switch Control auto scanning"),
                .value("--switch-interval", .seconds(SwitchControl.intervalRange), \.switchInterval,
                       help: "seconds between Switch Control's moves when it scans by itself (default 1)"),
                .flag("--braille", \.braille, help: "open with the braille panel shown (b shows and hides it)"),
                .flag("--line", \.line,
                      help: "line mode: no full-screen drawing; reads script lines (or keys, at a terminal) and prints what is said"),
                .flag("--hide-cursor", \.hideCursor,
                      help: "hide the terminal's cursor (it still moves to the focus, for screen readers that follow it)"),
                .value("--braille-cells", .integer("N", BrailleDisplay.cellCountRange), \.brailleCells,
                       help: "cells on the braille display (default 40)"),
                .brailleTable(\.brailleTable),
                .idiom(\.idiom),
                .verbosity(\.verbosity),
                .value("--date", .date, \.date,
                       help: "start the screen's clock at this date, such as 2026-01-01T09:00:00Z, then run it in real time (default now)"),
            ])
    }

    static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        if options.line { return try runLineMode(options, in: context) }
        let script = try options.script.map { file throws -> WalkthroughScript in try RotorCommandLine.loadScript(file) }
        // A program `rotor open` built: how to build it again, and where the one before it was.
        let plan = LiveReload.Plan.take()
        let handoff = LiveReload.Handoff.take()
        var spec = options.screen ?? script.flatMap(RotorCommandLine.firstScreen) ?? context.registry.screens.first?.name ?? ""
        // The screen the explorer showed, unless the save renamed or removed it.
        if let handoff, (try? context.registry.resolve(handoff.screen)) != nil { spec = handoff.screen }
        // The terminal app's clock follows the wall clock, from now unless told a date.
        // A rebuilt program's screen is made under the settings the explorer had before the
        // save, from its first body on (a view that reads Reduce Motion in `onAppear`).
        let session = try ScreenSession(registry: context.registry, screen: spec, idiom: options.idiom,
                                          date: options.date ?? Date(),
                                          settings: handoff?.environmentSettings ?? EnvironmentOverrides())
        session.verbosity = try Verbosity(assignments: options.verbosity)
        context.console.flush()
        let settings = BrailleDisplay(cellCount: options.brailleCells, table: options.brailleTable ?? LibLouis.defaultTable)
        // A table that does not load is an error now, not a message in the panel later.
        if case .success(let louis) = LibLouis.shared { _ = try louis.translate("a", table: settings.table) }
        switch options.assistive {
        case .voiceControl: session.voiceControlOverlay = .names
        case .switchControl:
            session.setSwitchControl(SwitchControl(scanning: .auto, interval: options.switchInterval ?? 1))
        case nil:
            if options.switchInterval != nil {
                throw UsageError(description: "--switch-interval needs --assistive switch-control")
            }
        }
        guard let script else {
            let reload = plan.flatMap { LiveReload(plan: $0) }
            var note = handoff.map { LiveReload.resume($0, in: session) }
            if plan != nil, reload == nil { note = "Live reload is off: the files cannot be watched (inotify)" }
            return ExplorerApp.run(session: session, voice: options.voice, braille: settings, showBraille: options.braille,
                                   reload: reload, note: note, showsCursor: !options.hideCursor)
        }
        return ExplorerApp.run(session: session, playing: script, delay: options.delay, exitWhenDone: options.exit,
                               voice: options.voice, braille: settings, showBraille: options.braille,
                               showsCursor: !options.hideCursor)
    }

    /// `--line`: the explorer as plain lines, over standard input and output.
    static func runLineMode(_ options: Options, in context: CommandContext) throws -> Int32 {
        // Live reload replaces the explorer's program; the line mode does not watch the files.
        _ = LiveReload.Plan.take()
        _ = LiveReload.Handoff.take()
        if options.script != nil {
            throw UsageError(description: "--line reads script lines from standard input: rotor explore --line < FILE")
        }
        if options.voice {
            throw UsageError(description: "--voice is the full-screen explorer's; in line mode a screen reader speaks the lines")
        }
        let spec = options.screen ?? context.registry.screens.first?.name ?? ""
        _ = try context.registry.resolve(spec)
        let runner = WalkthroughRunner(registry: context.registry)
        runner.idiom = options.idiom
        if let capture = context.programOutput { runner.programOutput = { capture.collect() } }
        let table = options.brailleTable ?? LibLouis.defaultTable
        let maker = LibLouis.shared.map { louis -> @MainActor (AccessibilityElement, AccessibilityTree) -> String? in
            { element, tree in (try? louis.translate(ElementBraille.line(for: element, in: tree), table: table))?.braille }
        }
        // A table that does not load is an error now, not a message later.
        if case .success(let louis) = LibLouis.shared { _ = try louis.translate("a", table: table) }
        let lineMode = LineMode(runner: runner, console: context.console, file: "<stdin>", brailleMaker: maker)
        lineMode.date = options.date
        if options.braille { lineMode.braille = try maker.get() }
        guard lineMode.start(screen: spec), let session = runner.session else { return 2 }
        switch options.assistive {
        case .voiceControl: session.voiceControlOverlay = .names
        case .switchControl: session.setSwitchControl(SwitchControl(scanning: .auto, interval: options.switchInterval ?? 1))
        case nil:
            if options.switchInterval != nil { throw UsageError(description: "--switch-interval needs --assistive switch-control") }
        }
        var loop = LineModeLoop(lineMode: lineMode)
        loop.programOutput = context.programOutput
        return loop.run()
    }
}
