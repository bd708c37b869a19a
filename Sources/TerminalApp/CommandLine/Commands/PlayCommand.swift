import Accessibility
import Foundation
import Headless
import ScreenReader
import TermUI

/// `rotor play`: walkthrough scripts played headless, their transcript printed, their
/// expectations checked; optionally audited, recorded as a cast, spoken to a WAV file.
struct PlayCommand: RotorCommand {
    struct Options: CommandOptions, HeadlessOptions, TimedOptions {
        var files: [String] = []
        var junit: String?
        var braille = false
        var brailleTable: String?
        var cast: String?
        var audit = false
        var disable: [String] = []
        var ignore: String?
        var idiom = UIUserInterfaceIdiom.phone
        var verbosity: [String] = []
        var date: Date?
        var speech = SpeechOptions()
        var timeout = CommandTimeout.defaultSeconds
        var timedSubject: String { "play " + files.map { QuotedInput.bounded($0) }.joined(separator: " ") }
    }

    static let name = "play"

    static var declaration: CommandDeclaration<Options> {
        CommandDeclaration(
            name: name,
            arguments: .list("FILE...", name: "a script file", count: 1...Int.max, kind: .files, \.files),
            summary: "plays walkthrough scripts, prints the transcript, checks expectations",
            details: details,
            options: [
                .value("--junit", .file(), \.junit, help: "write a JUnit XML report to FILE"),
                .flag("--braille", \.braille, help: "after each command, the focused element's braille line ('braille: ...')"),
                .brailleTable(\.brailleTable),
                .value("--cast", .file(), \.cast,
                       help: "record the explorer playing the script as an asciicast v2 file (160x48; one script)"),
                .flag("--audit", \.audit, help: "audit every state the scripts reach; exit 1 on findings"),
                .repeated("--disable", .text("RULE"), \.disable, help: "with --audit: turn a rule off (repeatable; or RULE,RULE)"),
                .value("--ignore", .file(), \.ignore, help: "with --audit: accepted findings, 'RULE IDENTIFIER' a line"),
                .idiom(\.idiom),
                .verbosity(\.verbosity),
                .headlessDate(\.date),
                .timeout(\.timeout),
            ] + CommandOption.speech(\.speech),
            sources: .afterScript)
    }

    private static var details: String {
        """
        Plays walkthrough scripts (*.rotor), each file with its own session, and prints the
        transcript: '> command' lines, each followed by what the reader said, one utterance a
        line, then '(output: …)' for each line the app's own code printed. Exit status 0 when every expectation holds, 1 when one fails (file:line, expected
        and actual on stderr), 2 when a script is malformed or missing.

        Script lines ('#' starts a comment; expectations ignore case, punctuation and spacing,
        and '…' at either end of an expected text allows anything there):
        """ + "\n" + WalkthroughScript.forms.map { "  \($0.syntax)\n      \($0.meaning)" }.joined(separator: "\n")
            + "\n\nWith --junit, also writes a JUnit XML report: one test case a script, one failure an unmet "
            + "expectation.\nWith --audit, audits the screen after every command as 'rotor audit --walk' does "
            + "and exits 1 when anything is found.\nWith --wav, writes what the reader said as speech to a WAV "
            + "file (16-bit mono PCM), through libespeak-ng (package libespeak-ng1): the utterances in order, a "
            + "pause between them, a longer one before a hint, a short tone for a cue."
    }

    static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        if !options.audit, !options.disable.isEmpty || options.ignore != nil {
            throw UsageError(description: "--disable and --ignore need --audit")
        }
        let braille = options.braille ? (try LibLouis.shared.get(), options.brailleTable ?? LibLouis.defaultTable) : nil
        if !options.braille, options.brailleTable != nil {
            throw UsageError(description: "--braille-table needs --braille")
        }
        let audit = options.audit ? try RotorCommandLine.auditConfiguration(disable: options.disable, ignore: options.ignore)
            : nil
        let speech = try SpeechRecording(options.speech, libraryName: context.speechLibraryName)
        if options.cast != nil, options.files.count != 1 { throw UsageError(description: "--cast records one script; give one file") }
        let play = WalkthroughPlay(registry: context.registry, console: context.console, audit: audit, casting: options.cast != nil,
                                   braille: braille, idiom: options.idiom, date: options.startDate, timeout: options.timeout)
        play.programOutput = context.programOutput
        play.verbosity = try Verbosity(assignments: options.verbosity)
        for file in options.files {
            if context.console.failure != nil { break }
            if options.files.count > 1 { context.console.line("# \(file)") }
            guard play.play(file) else { return 2 }
        }
        play.reportAudit()
        if let cast = options.cast {
            try OutputFile.write(play.recording.text(title: "rotor play \(options.files[0])"), to: cast)
        }
        try speech?.write(play.said)
        if let junit = options.junit {
            try OutputFile.write(JUnitReport(cases: play.cases).xml, to: junit)
        }
        return play.status
    }
}

/// One `rotor play` run over its files: what it has printed, found, recorded and heard so far.
@MainActor
final class WalkthroughPlay {
    /// The cast shows the explorer at 160x48, so the screen is laid out at that screen pane's size.
    static let castSize = (width: 160, height: 48)

    let registry: ScreenRegistry
    let console: Console
    let audit: AuditConfiguration?
    let casting: Bool
    let braille: (louis: LibLouis, table: String)?
    let idiom: UIUserInterfaceIdiom
    let date: Date
    /// The app's own output, shown in the transcript after the line that printed it.
    var programOutput: ProgramOutput?
    /// `--timeout`: seconds one line of a script may take.
    let timeout: Double

    private(set) var recording = Asciicast(width: castSize.width, height: castSize.height)
    /// How long the last frame stays: the time its speech takes.
    private var shownFor = 0.0
    private(set) var status: Int32 = 0
    private(set) var cases: [JUnitReport.TestCase] = []
    private(set) var findings = AuditReport()
    private(set) var said: [Utterance] = []
    /// VoiceOver's Verbosity settings every script starts with (`--verbosity`).
    var verbosity = Verbosity()

    init(registry: ScreenRegistry, console: Console, audit: AuditConfiguration?, casting: Bool,
         braille: (louis: LibLouis, table: String)?, idiom: UIUserInterfaceIdiom, date: Date,
         timeout: Double = CommandTimeout.defaultSeconds) {
        self.registry = registry
        self.console = console
        self.audit = audit
        self.casting = casting
        self.braille = braille
        self.idiom = idiom
        self.date = date
        self.timeout = timeout
    }

    /// Plays one script file and prints its transcript; false when it could not be read or
    /// was malformed (exit 2), its message printed.
    func play(_ file: String) -> Bool {
        let script: WalkthroughScript
        do {
            script = try RotorCommandLine.loadScript(file)
        } catch {
            console.error("rotor: \(error)")
            return false
        }
        let started = Date()
        let result = runner(file).run(script)
        for line in result.transcript { console.line(line) }
        if let error = result.error {
            console.error("rotor: \(error)")
            return false
        }
        for failure in result.failures {
            console.error("rotor: " + failure.description.split(separator: "\n", omittingEmptySubsequences: false)
                .map { TerminalText.sanitized(String($0)) }.joined(separator: "\n"))
        }
        cases.append(JUnitReport.TestCase(file: file, failures: result.failures, seconds: Date().timeIntervalSince(started)))
        for entry in result.audit.entries { findings.add(entry) }
        said += result.utterances
        if !result.failures.isEmpty { status = 1 }
        return true
    }

    /// A runner for one script, with the braille line and the cast's frames when asked for.
    private func runner(_ file: String) -> WalkthroughRunner {
        let size = Self.castSize
        let panes = ExplorerLayout.panes(width: size.width, height: size.height)!
        let runner = casting ? WalkthroughRunner(registry: registry, columns: panes.screenContent.width,
                                                 rows: panes.screenContent.height)
            : WalkthroughRunner(registry: registry)
        runner.audit = audit
        runner.idiom = idiom
        runner.verbosity = verbosity
        runner.date = date
        if let programOutput { runner.programOutput = { programOutput.collect() } }
        runner.beforeEachLine = { [timeout] line in
            CommandTimeout.shared.start(seconds: timeout, where: "play \(QuotedInput.bounded(file)):\(line.number): "
                + QuotedInput.bounded(line.source))
        }
        if let braille {
            runner.brailleLine = { session in
                guard let focused = session.focusedElement else { return nil }
                let line = ElementBraille.line(for: focused, in: session.tree)
                return (try? braille.louis.translate(line, table: braille.table))?.braille
            }
        }
        if casting {
            runner.afterEachCommand = { [unowned self] line, session in
                // A frame stays while what its command said is spoken; a wait adds its time.
                var delay = shownFor
                if case .reader(.wait(let waited)) = line.command { delay = max(delay, waited) }
                let canvas = FrameRenderer.render(session.frame(), width: size.width, height: size.height, showHelp: false)
                recording.record(canvas, after: delay)
                shownFor = max(session.reader.secondsUntilSpeechEnds ?? 0, 0.4)
            }
        }
        return runner
    }

    /// With `--audit`: the findings of every script, printed; in the JUnit report one more test
    /// case, a failure for each finding at the script line that revealed it.
    func reportAudit() {
        guard audit != nil else { return }
        console.line("# audit")
        for line in findings.lines { console.line(line) }
        if findings.hasProblems { status = 1 }
        // Notes (a view that cannot be read here) are printed, and are no test failure.
        let problems = findings.entries.filter { $0.finding.severity == .problem }
        cases.append(JUnitReport.TestCase(file: "rotor audit", failures: problems.map { entry in
            WalkthroughFailure(file: entry.revealedBy?.file ?? "", line: entry.revealedBy?.line ?? 0,
                               expected: "no \(entry.finding.rule.rawValue) finding on \(entry.screen):\(entry.variant) "
                                   + "\(entry.finding.elementID) \"\(entry.finding.label)\"",
                               actual: entry.finding.message)
        }))
    }
}
