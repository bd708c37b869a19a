import Accessibility
import Headless
import Foundation
import ScreenReader
import TermUI

/// The `rotor` command: the explorer, and the headless commands for transcripts and CI.
/// A package with its own screens calls `RotorCommandLine.run(arguments:registry:)` from its
/// own executable to get the same commands over its screens.
///
/// Exit status: 0 success; 1 a check failed (`play` expectations, `audit` findings); 2 a usage
/// error, an unknown screen, a malformed script.
@MainActor
public enum RotorCommandLine {
    /// Largest `rotor snapshot --size`: a grid of 100 000 cells.
    static let maximumSnapshotSize = (columns: 500, rows: 200)

    /// Every command, its options and its help, declared once: parsing, `--help`, `rotor help`
    /// and the README's table come from this list.
    /// Between an utterance and its braille line in `speak --braille`.
    static let brailleSeparator = " │ "

    static let brailleTableOption = OptionSpec(
        name: "--braille-table", value: .text("TABLE"),
        help: "liblouis table for braille (default en-ueb-g2.ctb, contracted UEB; en-ueb-g1.ctb uncontracted)")

    /// `--idiom` on every command that opens a screen.
    static let idiomOption = OptionSpec(
        name: "--idiom", value: .choice("DEVICE", ["iphone", "ipad"]),
        help: "the device: iphone (default), or ipad, where elements starting less than 13 points apart vertically are one row")
    /// `--date` on the headless commands: where the screen's clock starts.
    static let dateOption = OptionSpec(
        name: "--date", value: .date,
        help: "the date the screen's clock starts at, such as 2026-01-01T09:00:00Z (default that date; time passes only with wait)")

    static let commands: [CommandSpec] = [
        CommandSpec(
            name: "explore", arguments: "[SCREEN[:VARIANT]]", positionals: 0...1, positionalName: "a screen",
            summary: "opens the explorer (the default command; SCREEN defaults to the first screen: trip)",
            details: """
                Opens the explorer. Press ? inside it for the keys, s for the list of screens. With
                --script, plays the script's commands in the explorer one at a time (--delay apart;
                expectations are skipped), then stays open, or quits with --exit. With --voice, what the
                reader says is also spoken aloud, at the reader's speaking rate: through libespeak-ng
                (package libespeak-ng1) and a player (aplay, paplay or pw-play), else the espeak-ng
                program; with neither, the status bar says what to install. With NO_COLOR set
                (to any non-empty value), the explorer draws without colour, in bold, underline, reverse
                and dim.
                """,
            options: [
                OptionSpec(name: "--script", value: .text("FILE"), help: "play a walkthrough script in the explorer"),
                OptionSpec(name: "--delay", value: .seconds(0...60), help: "seconds between script commands (default 0.8)"),
                OptionSpec(name: "--exit", value: .none, help: "quit when the script ends"),
                OptionSpec(name: "--voice", value: .none, help: "speak aloud (libespeak-ng1 and aplay, or espeak-ng)"),
                OptionSpec(name: "--assistive", value: .choice("MODE", ["voice-control", "switch-control"]),
                           help: "start with Voice Control's names shown, or Switch Control auto scanning"),
                OptionSpec(name: "--switch-interval", value: .seconds(SwitchControl.intervalRange),
                           help: "seconds between Switch Control's moves when it scans by itself (default 1)"),
                OptionSpec(name: "--braille", value: .none, help: "open with the braille panel shown (b shows and hides it)"),
                OptionSpec(name: "--braille-cells", value: .integer("N", BrailleDisplay.cellCountRange),
                           help: "cells on the braille display (default 40)"),
                brailleTableOption,
                idiomOption,
                OptionSpec(name: "--date", value: .date,
                           help: "start the screen's clock at this date, such as 2026-01-01T09:00:00Z, then run it in real time (default now)"),
            ]),
        CommandSpec(
            name: "tree", arguments: "SCREEN[:VARIANT]", positionals: 1...1, positionalName: "a screen",
            summary: "the element tree: one element a line, indented; or JSON",
            details: """
                Prints the element tree: one element a line, indented, with role, label, value, traits
                and actions. With --json, a JSON document whose keys always come in one order: screen,
                variant, columns, rows, elements; each element has id, label, value, hint, traits, frame
                (x, y, width, height in cells), actions, customContent (label, value, importance),
                rotors (name, entries), spoken (what the reader says on focus), children.
                """,
            options: [OptionSpec(name: "--json", value: .none, help: "JSON instead of text"), idiomOption, dateOption]),
        CommandSpec(
            name: "speak", arguments: "SCREEN[:VARIANT]", positionals: 1...1, positionalName: "a screen",
            summary: "what the reader says reading all from the top, one utterance a line",
            details: """
                Prints what the reader says reading all from the top, as VoiceOver's read all does: each
                element's description, in reading order, without hints. With --braille, each element's
                line also shows what a braille display shows on it, after " │ " (liblouis must be
                installed). With --wav, also writes it as speech to a WAV file (16-bit mono PCM),
                through libespeak-ng (package libespeak-ng1).
                """,
            options: [
                OptionSpec(name: "--braille", value: .none, help: "add each element's braille line, after ' │ '"),
                brailleTableOption,
                idiomOption,
                dateOption,
            ] + speechOptions),
        CommandSpec(
            name: "play", arguments: "FILE...", positionals: 1...Int.max, positionalName: "a script file",
            summary: "plays walkthrough scripts, prints the transcript, checks expectations",
            details: """
                Plays walkthrough scripts (*.rotor), each file with its own session, and prints the
                transcript: '> command' lines, each followed by what the reader said, one utterance a
                line. Exit status 0 when every expectation holds, 1 when one fails (file:line, expected
                and actual on stderr), 2 when a script is malformed or missing.

                Script lines ('#' starts a comment; expectations ignore case, punctuation and spacing,
                and '…' at either end of an expected text allows anything there):
                """ + "\n" + WalkthroughScript.forms.map { "  \($0.syntax)\n      \($0.meaning)" }.joined(separator: "\n")
                + "\n\nWith --junit, also writes a JUnit XML report: one test case a script, one failure an unmet "
                + "expectation.\nWith --audit, audits the screen after every command as 'rotor audit --walk' does "
                + "and exits 1 when anything is found.\nWith --wav, writes what the reader said as speech to a WAV "
                + "file (16-bit mono PCM), through libespeak-ng (package libespeak-ng1): the utterances in order, a "
                + "pause between them, a longer one before a hint, a short tone for a cue.",
            options: [
                OptionSpec(name: "--junit", value: .text("FILE"), help: "write a JUnit XML report to FILE"),
                OptionSpec(name: "--braille", value: .none,
                           help: "after each command, the focused element's braille line ('braille: ...')"),
                brailleTableOption,
                OptionSpec(name: "--cast", value: .text("FILE"),
                           help: "record the explorer playing the script as an asciicast v2 file (160x48; one script)"),
                OptionSpec(name: "--audit", value: .none, help: "audit every state the scripts reach; exit 1 on findings"),
                OptionSpec(name: "--disable", value: .text("RULE"), help: "with --audit: turn a rule off (repeatable; or RULE,RULE)",
                           repeatable: true),
                OptionSpec(name: "--ignore", value: .text("FILE"), help: "with --audit: accepted findings, 'RULE IDENTIFIER' a line"),
                idiomOption,
                dateOption,
            ] + speechOptions),
        CommandSpec(
            name: "snapshot", arguments: "SCREEN[:VARIANT]", positionals: 1...1, positionalName: "a screen",
            summary: "the explorer exactly as a terminal of that size shows it, after the keys, as SVG or text",
            details: """
                Draws the explorer exactly as a terminal of that size shows it (default 160x48), after
                pressing the keys, as SVG (written to FILE) or as plain text (to stdout).
                Keys: \(ExplorerSnapshot.keyWords.joined(separator: ", ")).
                """,
            options: [
                OptionSpec(name: "--keys", value: .text("\"KEYS\""), help: "keys to press first, such as \"next next activate\""),
                OptionSpec(name: "--size", value: .size(columns: 1...maximumSnapshotSize.columns,
                                                        rows: 1...maximumSnapshotSize.rows),
                           help: "the terminal's size (default 160x48, at most \(maximumSnapshotSize.columns)x\(maximumSnapshotSize.rows))"),
                OptionSpec(name: "--svg", value: .text("FILE"), help: "write an SVG picture to FILE"),
                OptionSpec(name: "--text", value: .none, help: "print the cells as text"),
                idiomOption,
                dateOption,
            ]),
        CommandSpec(
            name: "audit", arguments: "[SCREEN[:VARIANT]]", positionals: 0...1, positionalName: "a screen",
            summary: "accessibility problems a reviewer would flag, on a screen or every state a walkthrough reaches; exit 1 when any",
            details: """
                Lists accessibility problems a reviewer would flag: each with the element's id and label,
                the rule and a fix. With --walk, plays a walkthrough script instead and audits the screen
                after every command, reporting each finding once with the script line that first showed
                it. --rules lists the rules, what each flags and the check of Xcode's or Google's scanner it
                matches. --disable turns rules off (repeat it, or give a comma list); --ignore reads a file
                of accepted findings, one 'RULE IDENTIFIER' a line (the element's accessibilityIdentifier;
                '#' starts a comment). Formats: text, json (keys always in one order: screen, variant,
                findings; each finding rule, id, label, message, fix, identifier, screen, variant,
                revealedBy), sarif (SARIF 2.1.0). Exit status 1 when anything is found, 0 when clean.
                """,
            options: [
                OptionSpec(name: "--format", value: .choice("FORMAT", ["text", "json", "sarif"]),
                           help: "text (default), json or sarif"),
                OptionSpec(name: "--json", value: .none, help: "the same as --format json"),
                OptionSpec(name: "--walk", value: .text("SCRIPT"), help: "audit every state a walkthrough script reaches"),
                OptionSpec(name: "--disable", value: .text("RULE"), help: "turn a rule off (repeatable; or RULE,RULE)",
                           repeatable: true),
                OptionSpec(name: "--ignore", value: .text("FILE"), help: "accepted findings, 'RULE IDENTIFIER' a line"),
                OptionSpec(name: "--appearance", value: .choice("APPEARANCE", ["dark", "light"]),
                           help: "audit the screen drawn dark (default) or light"),
                OptionSpec(name: "--increase-contrast", value: .none, help: "audit with Increase Contrast on"),
                OptionSpec(name: "--rules", value: .none, help: "list the rules and exit"),
                idiomOption,
                dateOption,
            ]),
        CommandSpec(
            name: "fuzz", arguments: "[SCREEN[:VARIANT]...]", positionals: 0...Int.max, positionalName: "screens",
            summary: "random commands of the whole script language, the reader's invariants checked after each; exit 1 with a shortened reproduction on a failure",
            details: """
                Drives the screens (every variant of every screen, or those named) with random steps:
                every script command with real and made-up arguments, touches, typing, pane resizes,
                screen and variant switches and waits. After every step it checks the reader's
                invariants: \(FuzzInvariant.allCases.map(\.rawValue).joined(separator: ", ")). A seed replays a run
                exactly. On a failure it prints the seed and a shortened script that reproduces it
                (`rotor play` plays it; `rotor fuzz --replay` checks it) and exits 1.
                """,
            options: [
                OptionSpec(name: "--seed", value: .seed, help: "the run's seed (default 1)"),
                OptionSpec(name: "--steps", value: .integer("N", 1...100_000_000), help: "how many steps (default 10000)"),
                OptionSpec(name: "--journal", value: .text("FILE"),
                           help: "write each step's script line to FILE before running it, so a crash leaves it behind"),
                OptionSpec(name: "--replay", value: .text("FILE"), help: "check the invariants after every line of a script instead"),
            ]),
        CommandSpec(
            name: "open", arguments: "FILE.swift... | DIR | Package.swift", positionals: 1...Int.max,
            positionalName: "a SwiftUI file, an app's folder or a Package.swift",
            summary: "builds SwiftUI files, an app's folder or a package's target against TermUI and opens their previews or views; `tree`, `speak`, `audit`, `snapshot` and `play` take them too",
            details: """
                Builds the given SwiftUI files against TermUI, in a cache folder, with `import SwiftUI`
                read as `import TermUI` and each `#Preview` as a screen (your files are never changed),
                and opens the explorer on them: the previews (`s` lists them), else the first
                `struct Name: View`. Compile errors name your file and line. `rotor tree FILE.swift`,
                `speak`, `audit` and `snapshot` read the same way, and `rotor play SCRIPT.rotor FILE.swift`
                plays a walkthrough over the files' screens (`screen Name` names a view or preview). Strings
                tables beside the files (`*.strings`, `*.xcstrings`, also in `en.lproj` or `Base.lproj`) or
                given with them resolve `Text` keys and asset images' labels. A folder opens as an app: its
                Swift files, asset catalogs and strings tables (hidden and *Tests folders skipped). A
                Package.swift opens a target (--target NAME; else the first with views) and its local
                dependencies. Files compile in Swift 5 mode unless --swift-version or the manifest says
                otherwise. A file importing a module rotor lacks (MapKit…) is left out, and said so. It runs
                from Rotor's own checkout (`swift run rotor open ContentView.swift`): it links against that build.
                """,
            options: [
                OptionSpec(name: "--view", value: .text("NAME"), help: "open this view (or preview title) instead"),
                OptionSpec(name: "--target", value: .text("NAME"), help: "the package target to open (with Package.swift)"),
                OptionSpec(name: "--swift-version", value: .choice("MODE", OpenRequest.languageModes),
                           help: "the language mode: 5 (default), 6, or as the package manifest says"),
                OptionSpec(name: "--list", value: .none, help: "list the previews and views found, without building"),
                idiomOption,
                OptionSpec(name: "--date", value: .date, help: "start the screen's clock at this date, then run it in real time"),
            ]),
        CommandSpec(
            name: "list", arguments: "", positionals: 0...0, positionalName: "nothing",
            summary: "the screens and their variants, one a line, with a short description",
            details: "Lists the screens, their variants and what each shows.",
            options: []),
        CommandSpec(
            name: "help", arguments: "", positionals: 0...0, positionalName: "nothing",
            summary: "this list of commands",
            details: "Lists the commands. 'rotor COMMAND --help' shows a command's options.",
            options: []),
    ]

    /// `--wav` and `--rate`, on the commands whose speech can be heard.
    static let speechOptions = [
        OptionSpec(name: "--wav", value: .text("FILE"), help: "write the speech to a WAV file (needs libespeak-ng1)"),
        OptionSpec(name: "--rate", value: .integer("WPM", ESpeakLibrary.rates),
                   help: "with --wav: words a minute, \(ESpeakLibrary.rates.lowerBound) to \(ESpeakLibrary.rates.upperBound) "
                       + "(default \(ESpeakLibrary.normalRate))"),
    ]

    static var usage: String {
        let width = commands.map(\.name.count).max() ?? 0
        return """
            usage: rotor [command] [options]

            commands:
            \(commands.map { "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary }
                .joined(separator: "\n"))

            SCREEN is a screen name, optionally with a variant: beach, beach:before.
            Run 'rotor COMMAND --help' for a command's options.
            """
    }

    /// The README's table of commands.
    public static var markdownTable: String {
        "| command | what it does |\n|---|---|\n" + commands.filter { $0.name != "help" }.map { command in
            let synopsis = (["rotor", command.name] + (command.arguments.isEmpty ? [] : [command.arguments])
                + command.options.map { "[\($0.synopsis)]" }).joined(separator: " ")
            return "| `\(synopsis.replacingOccurrences(of: "|", with: "\\|"))` | \(command.summary) |"
        }.joined(separator: "\n")
    }

    /// Runs one command line; returns the exit status. Everything it prints, to `output` and
    /// `errorOutput` or by default to standard output and standard error, passes `Console`.
    public static func run(arguments: [String], registry: ScreenRegistry) -> Int32 {
        let console = Console()
        return console.finish(status: run(arguments: arguments, registry: registry, console: console))
    }

    public static func run(arguments: [String], registry: ScreenRegistry, output: @escaping (String) -> Void,
                           errorOutput: @escaping (String) -> Void) -> Int32 {
        let console = Console(output: output, errorOutput: errorOutput)
        return console.finish(status: run(arguments: arguments, registry: registry, console: console))
    }

    /// `speechLibraryName` is the library `--wav` loads (tests name one that is missing).
    static func run(arguments: [String], registry: ScreenRegistry, console: Console,
                    speechLibraryName: String = ESpeakLibrary.defaultName) -> Int32 {
        var arguments = arguments
        let first = arguments.first
        let name = first == nil || first!.hasPrefix("-") && first != "--help" && first != "-h" ? "explore" : arguments.removeFirst()
        if name == "--help" || name == "-h" || name == "help" && arguments.isEmpty {
            console.block(usage)
            return 0
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            console.error("rotor: unknown command '\(QuotedInput.bounded(name))'\n\n\(usage)")
            return 2
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            console.block(command.help)
            return 0
        }
        // SwiftUI files in place of a screen: build them, then run this command on them.
        if ["tree", "speak", "audit", "snapshot", "play"].contains(name),
           OpenCommand.namesSources(arguments, screens: registry.screens.map(\.name),
                                    optionsWithValues: Set(command.options.filter { if case .none = $0.value { false } else { true } }
                                        .map(\.name)), firstIsScript: name == "play") {
            return open(arguments, then: name, console: console)
        }
        do {
            let parsed = try ParsedArguments(arguments, for: command)
            // liblouis copies a table name into fixed buffers: a bad one stops here, before it is loaded.
            if let table = parsed.text("--braille-table"), let problem = LibLouis.problem(withTableName: table) {
                throw UsageError(description: problem.description)
            }
            switch command.name {
            case "list":
                // Names and variants in aligned columns, measured in terminal columns.
                let rows = registry.screens.map { ($0.name, "[" + $0.variants.joined(separator: ", ") + "]", $0.summary) }
                let nameWidth = rows.map { TerminalText.width(of: $0.0) }.max() ?? 0
                let variantWidth = rows.map { TerminalText.width(of: $0.1) }.max() ?? 0
                for (name, variants, summary) in rows {
                    console.line(pad(name, nameWidth) + "  " + pad(variants, variantWidth) + "  " + summary)
                }
                return 0
            case "tree":
                let session = try headlessSession(registry, screen: parsed.positionals[0], parsed)
                if parsed.flag("--json") {
                    console.block(TreeJSON.text(for: session))
                } else {
                    for row in TreeFormatter.rows(session.tree) {
                        console.line(String(repeating: "  ", count: row.depth) + row.text)
                    }
                }
                return 0
            case "speak":
                let recording = try SpeechRecording(parsed, libraryName: speechLibraryName)
                guard parsed.flag("--braille") else {
                    if parsed.text("--braille-table") != nil { throw UsageError(description: "--braille-table needs --braille") }
                    let session = try headlessSession(registry, screen: parsed.positionals[0], parsed)
                    let said = session.readToEnd()
                    for utterance in said { console.line(utterance.text) }
                    try recording?.write(said)
                    return 0
                }
                let louis = try LibLouis.shared.get()
                let table = parsed.text("--braille-table") ?? LibLouis.defaultTable
                _ = try louis.translate("a", table: table)
                let session = try headlessSession(registry, screen: parsed.positionals[0], parsed)
                var failure: Error?
                var all: [Utterance] = []
                session.readToEnd { said, focused in
                    all += said
                    for utterance in said {
                        guard utterance.kind == .element, let focused, failure == nil else {
                            console.line(utterance.text)
                            continue
                        }
                        do {
                            let line = ElementBraille.line(for: focused, in: session.tree)
                            console.line(utterance.text + Self.brailleSeparator + (try louis.translate(line, table: table)).braille)
                        } catch {
                            failure = error
                        }
                    }
                }
                if let failure { throw failure }
                try recording?.write(all)
                return 0
            case "play":
                if !parsed.flag("--audit"), !parsed.texts("--disable").isEmpty || parsed.text("--ignore") != nil {
                    throw UsageError(description: "--disable and --ignore need --audit")
                }
                let braille = parsed.flag("--braille")
                    ? (try LibLouis.shared.get(), parsed.text("--braille-table") ?? LibLouis.defaultTable) : nil
                if !parsed.flag("--braille"), parsed.text("--braille-table") != nil {
                    throw UsageError(description: "--braille-table needs --braille")
                }
                return try play(files: parsed.positionals, registry: registry, console: console,
                                junit: parsed.text("--junit"), audit: parsed.flag("--audit") ? try auditConfiguration(parsed) : nil,
                                cast: parsed.text("--cast"), braille: braille,
                                speech: try SpeechRecording(parsed, libraryName: speechLibraryName),
                                idiom: idiom(parsed), date: headlessDate(parsed))
            case "snapshot":
                return try snapshot(parsed, registry: registry, console: console)
            case "audit":
                return try audit(parsed, registry: registry, console: console)
            case "help":
                console.block(usage)
                return 0
            case "fuzz":
                return try fuzz(parsed, registry: registry, console: console)
            case "open":
                return open(arguments, then: "explore", console: console)
            default:  // explore
                let script = try parsed.text("--script").map { file throws -> WalkthroughScript in try loadScript(file) }
                let spec = parsed.positionals.first ?? script.flatMap(firstScreen)
                    ?? registry.screens.first?.name ?? ""
                // The terminal app's clock follows the wall clock, from now unless told a date.
                let session = try ExplorerSession(registry: registry, screen: spec, idiom: idiom(parsed),
                                                  date: parsed.date("--date") ?? Date())
                console.flush()
                let settings = BrailleDisplay(
                    cellCount: parsed.integer("--braille-cells") ?? BrailleDisplay.defaultCellCount,
                    table: parsed.text("--braille-table") ?? LibLouis.defaultTable)
                // A table that does not load is an error now, not a message in the panel later.
                if case .success(let louis) = LibLouis.shared { _ = try louis.translate("a", table: settings.table) }
                let showBraille = parsed.flag("--braille")
                let switchInterval = parsed.seconds("--switch-interval") ?? 1
                switch parsed.text("--assistive") {
                case "voice-control": session.voiceControlOverlay = .names
                case "switch-control": session.setSwitchControl(SwitchControl(scanning: .auto, interval: switchInterval))
                default:
                    if parsed.seconds("--switch-interval") != nil {
                        throw UsageError(description: "--switch-interval needs --assistive switch-control")
                    }
                }
                guard let script else {
                    return ExplorerApp.run(session: session, voice: parsed.flag("--voice"), braille: settings,
                                           showBraille: showBraille)
                }
                return ExplorerApp.run(session: session, playing: script, delay: parsed.seconds("--delay") ?? 0.8,
                                       exitWhenDone: parsed.flag("--exit"), voice: parsed.flag("--voice"), braille: settings,
                                       showBraille: showBraille)
            }
        } catch {
            return failed(error, console: console)
        }
    }

    /// Reports an error that ended a command and gives its exit status: 1 when the command was
    /// right but a file could not be written (a full disk, no such folder), 2 for bad input.
    static func failed(_ error: any Error, console: Console) -> Int32 {
        console.error("rotor: \(error)")
        return error is OutputFileError ? 1 : 2
    }

    // MARK: audit

    static func audit(_ parsed: ParsedArguments, registry: ScreenRegistry, console: Console) throws -> Int32 {
        if parsed.flag("--rules") {
            for rule in AuditRule.allCases {
                console.line(rule.rawValue)
                console.line("  flags: \(rule.what)")
                console.line("  why: \(rule.why)")
                console.line("  fix: \(rule.fix)")
                console.line("  scanner: \(rule.scannerCheck)")
            }
            return 0
        }
        let format = parsed.flag("--json") ? "json" : parsed.text("--format") ?? "text"
        if parsed.flag("--json"), let other = parsed.text("--format"), other != "json" {
            throw UsageError(description: "--json and --format \(other) disagree; give one")
        }
        let configuration = try auditConfiguration(parsed)
        var overrides = EnvironmentOverrides()
        if let appearance = parsed.text("--appearance") { overrides.colorScheme = appearance == "light" ? .light : .dark }
        if parsed.flag("--increase-contrast") { overrides.colorSchemeContrast = .increased }
        let report: AuditReport
        var screen: String?, variant: String?
        if let walk = parsed.text("--walk") {
            guard parsed.positionals.isEmpty else {
                throw UsageError(description: "audit --walk takes the screens from the script; give no SCREEN")
            }
            let runner = WalkthroughRunner(registry: registry)
            runner.audit = configuration
            runner.environmentOverrides = overrides
            runner.idiom = idiom(parsed)
            runner.date = headlessDate(parsed)
            let result = runner.run(try loadScript(walk))
            if let error = result.error { throw UsageError(description: "\(error)") }
            report = result.audit
        } else {
            guard let spec = parsed.positionals.first else {
                throw UsageError(description: "'rotor audit' needs a screen (or --walk SCRIPT, or --rules)")
            }
            let session = try headlessSession(registry, screen: spec, parsed)
            if !overrides.isEmpty { session.environmentOverrides = overrides }
            screen = session.screenName
            variant = session.variant
            report = AuditReport(findings: configuration.filter(session.auditFindings), screen: session.screenName,
                                 variant: session.variant)
        }
        switch format {
        case "json": console.block(report.json(screen: screen, variant: variant).rendered())
        case "sarif": console.block(report.sarif().rendered())
        default: for line in report.lines { console.line(line) }
        }
        return report.isEmpty ? 0 : 1
    }

    /// The device `--idiom` names: an iPhone unless it says ipad.
    static func idiom(_ parsed: ParsedArguments) -> UIUserInterfaceIdiom {
        parsed.text("--idiom") == "ipad" ? .pad : .phone
    }

    /// Where a headless command's clock starts: `--date`, else the fixed date that keeps runs alike.
    static func headlessDate(_ parsed: ParsedArguments) -> Date {
        parsed.date("--date") ?? ViewGraph.defaultStartDate
    }

    /// A headless command's session on `screen`, on the device and at the date the options give.
    static func headlessSession(_ registry: ScreenRegistry, screen: String, _ parsed: ParsedArguments) throws -> ExplorerSession {
        try ExplorerSession(registry: registry, screen: screen, idiom: idiom(parsed), date: headlessDate(parsed))
    }

    /// The rules `--disable` turns off and the findings `--ignore FILE` accepts.
    static func auditConfiguration(_ parsed: ParsedArguments) throws -> AuditConfiguration {
        var configuration = AuditConfiguration()
        for list in parsed.texts("--disable") {
            switch AuditConfiguration.rules(list) {
            case .success(let rules): configuration.disabled.formUnion(rules)
            case .failure(let unknown): throw UsageError(description: "--disable: \(unknown)")
            }
        }
        if let file = parsed.text("--ignore") {
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
                throw UsageError(description: "cannot read '\(QuotedInput.bounded(file))'")
            }
            do {
                configuration.ignored = try AuditConfiguration.ignores(parsing: String(decoding: data, as: UTF8.self), file: file)
            } catch {
                throw UsageError(description: "\(error)")
            }
        }
        return configuration
    }

    static func fuzz(_ parsed: ParsedArguments, registry: ScreenRegistry, console: Console) throws -> Int32 {
        var fuzzer = try ExplorerFuzzer(registry: registry, seed: parsed.seed("--seed") ?? 1,
                                        steps: parsed.integer("--steps") ?? 10_000,
                                        screens: parsed.positionals.isEmpty ? nil : parsed.positionals)
        let report: FuzzReport
        if let file = parsed.text("--replay") {
            report = fuzzer.replay(try loadScript(file))
        } else {
            var journalFile: OutputFile?
            if let path = parsed.text("--journal") {
                let journal = try OutputFile(path: path)
                journalFile = journal
                // Only the lines since the last screen opened matter, so a regular file starts
                // over at each; a FIFO or a device is appended to.
                fuzzer.journal = { line throws(OutputFileError) in
                    if line.hasPrefix("screen ") { try journal.restart() }
                    try journal.write(TerminalText.sanitized(line) + "\n")
                }
            }
            report = fuzzer.run()
            if let failure = report.journalError {
                console.error("rotor: \(failure)")
                return 1
            }
            try journalFile?.close()
        }
        var summary = report
        summary.failure = nil
        console.block(summary.description)
        if let failure = report.failure {
            console.error(failure.description.split(separator: "\n", omittingEmptySubsequences: false)
                .map { TerminalText.sanitized(String($0)) }.joined(separator: "\n"))
            return 1
        }
        return 0
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - TerminalText.width(of: text)))
    }

    // MARK: play

    static func play(files: [String], registry: ScreenRegistry, console: Console, junit: String? = nil,
                     audit: AuditConfiguration? = nil, cast: String? = nil,
                     braille: (louis: LibLouis, table: String)? = nil, speech: SpeechRecording? = nil,
                     idiom: UIUserInterfaceIdiom = .phone, date: Date = ViewGraph.defaultStartDate) throws -> Int32 {
        if cast != nil, files.count != 1 { throw UsageError(description: "--cast records one script; give one file") }
        // The cast shows the explorer at 160x48, so the screen is laid out at that screen pane's size.
        let castSize = (width: 160, height: 48)
        let castPanes = ExplorerLayout.panes(width: castSize.width, height: castSize.height)!
        var recording = Asciicast(width: castSize.width, height: castSize.height)
        var shownFor = 0.0  // how long the last frame stays: the time its speech takes
        var status: Int32 = 0
        var cases: [JUnitReport.TestCase] = []
        var findings = AuditReport()
        var said: [Utterance] = []
        for file in files {
            if console.failure != nil { break }
            if files.count > 1 { console.line("# \(file)") }
            let script: WalkthroughScript
            do {
                script = try loadScript(file)
            } catch {
                console.error("rotor: \(error)")
                return 2
            }
            let runner = cast == nil ? WalkthroughRunner(registry: registry)
                : WalkthroughRunner(registry: registry, columns: castPanes.screenContent.width, rows: castPanes.screenContent.height)
            runner.audit = audit
            runner.idiom = idiom
            runner.date = date
            if let braille {
                runner.brailleLine = { session in
                    guard let focused = session.focusedElement else { return nil }
                    let line = ElementBraille.line(for: focused, in: session.tree)
                    return (try? braille.louis.translate(line, table: braille.table))?.braille
                }
            }
            if cast != nil {
                runner.afterEachCommand = { line, session in
                    // A frame stays while what its command said is spoken; a wait adds its time.
                    var delay = shownFor
                    if case .reader(.wait(let waited)) = line.command { delay = max(delay, waited) }
                    let canvas = ExplorerRenderer.render(session.frame(), width: castSize.width, height: castSize.height,
                                                         showHelp: false)
                    recording.record(canvas, after: delay)
                    shownFor = max(session.reader.secondsUntilSpeechEnds ?? 0, 0.4)
                }
            }
            let started = Date()
            let result = runner.run(script)
            for line in result.transcript { console.line(line) }
            if let error = result.error {
                console.error("rotor: \(error)")
                return 2
            }
            for failure in result.failures {
                console.error("rotor: " + failure.description.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { TerminalText.sanitized(String($0)) }.joined(separator: "\n"))
            }
            cases.append(JUnitReport.TestCase(file: file, failures: result.failures, seconds: Date().timeIntervalSince(started)))
            for entry in result.audit.entries { findings.add(entry) }
            said += result.utterances
            if !result.failures.isEmpty { status = 1 }
        }
        if audit != nil {
            console.line("# audit")
            for line in findings.lines { console.line(line) }
            if !findings.isEmpty { status = 1 }
            // In the JUnit report the audit is one more test case, a failure for each finding
            // at the script line that revealed it.
            cases.append(JUnitReport.TestCase(file: "rotor audit", failures: findings.entries.map { entry in
                WalkthroughFailure(file: entry.revealedBy?.file ?? "", line: entry.revealedBy?.line ?? 0,
                                   expected: "no \(entry.finding.rule.rawValue) finding on \(entry.screen):\(entry.variant) "
                                       + "\(entry.finding.elementID) \"\(entry.finding.label)\"",
                                   actual: entry.finding.message)
            }))
        }
        if let cast {
            try OutputFile.write(recording.text(title: "rotor play \(files[0])"), to: cast)
        }
        try speech?.write(said)
        if let junit {
            let xml = JUnitReport(cases: cases).xml
            try OutputFile.write(xml, to: junit)
        }
        return status
    }

    static func loadScript(_ file: String) throws -> WalkthroughScript {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory)
            let shown = QuotedInput.bounded(file)
            throw UsageError(description: !exists ? "cannot read '\(shown)': no such file"
                : isDirectory.boolValue ? "cannot read '\(shown)': it is a directory" : "cannot read '\(shown)': permission denied or unreadable")
        }
        return try WalkthroughScript(data: data, file: file)
    }

    static func firstScreen(_ script: WalkthroughScript) -> String? {
        for line in script.lines { if case .screen(let spec) = line.command { return spec } }
        return nil
    }

    // MARK: snapshot

    static func snapshot(_ parsed: ParsedArguments, registry: ScreenRegistry, console: Console) throws -> Int32 {
        let keys = try ExplorerSnapshot.keys(parsed.text("--keys") ?? "")
        let (width, height) = parsed.size("--size") ?? (160, 48)
        let svgFile = parsed.text("--svg")
        guard (svgFile != nil) != parsed.flag("--text") else {
            throw UsageError(description: "snapshot needs one of --svg FILE or --text")
        }
        let spec = parsed.positionals[0]
        let session = try ExplorerSnapshot.session(registry: registry, screen: spec, width: width, height: height,
                                                   idiom: idiom(parsed), date: headlessDate(parsed))
        let canvas = ExplorerSnapshot.render(session, keys: keys, width: width, height: height)
        if let svgFile {
            let svg = SVGSnapshot.svg(canvas, title: "rotor snapshot \(spec)")
            try OutputFile.write(svg, to: svgFile)
        } else {
            for row in canvas.rows { console.line(row) }
        }
        return 0
    }
}
