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
    /// Every command, in the order help and docs/commands.md list them. Each is a `RotorCommand`:
    /// its declaration (options bound to the properties its handler reads) and its handler.
    static let all: [AnyCommand] = [
        AnyCommand(ExploreCommand.self),
        AnyCommand(TreeCommand.self),
        AnyCommand(SpeakCommand.self),
        AnyCommand(PlayCommand.self),
        AnyCommand(SnapshotCommand.self),
        AnyCommand(AuditCommand.self),
        AnyCommand(LabelCommand.self),
        AnyCommand(FuzzCommand.self),
        AnyCommand(OpenSourcesCommand.self),
        AnyCommand(InstallCommand.self),
        AnyCommand(ListCommand.self),
        AnyCommand(CompletionCommand.self),
        AnyCommand(HelpCommand.self),
    ]

    /// What `rotor` runs given no command, or only options: the explorer.
    static let defaultCommand = AnyCommand(ExploreCommand.self)

    /// Every command's options and help, as `--help`, `rotor help`, the table in docs/commands.md and the
    /// completion scripts show them.
    static var commands: [CommandSpec] { all.map(\.spec) }

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

    /// The table of commands in docs/commands.md.
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
        let status = console.finish(status: run(arguments: arguments, registry: registry, console: console))
        // The explorer of `rotor open` ended for the program rebuilt after a save: it takes this
        // process's place, now that the terminal and the standard streams are restored.
        LiveReload.continueInNewProgram()
        return status
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
        var command = defaultCommand
        if let name = arguments.first, !name.hasPrefix("-") || name == "--help" || name == "-h" {
            arguments.removeFirst()
            if name == "--help" || name == "-h" {
                console.block(usage)
                return 0
            }
            guard let named = all.first(where: { $0.name == name }) else {
                console.error("rotor: unknown command '\(QuotedInput.bounded(name))'"
                    + (suggestion(for: name).map { "; did you mean '\($0)'?" } ?? "") + "\n\n\(usage)")
                return 2
            }
            command = named
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            console.block(command.spec.help)
            return 0
        }
        // SwiftUI files in place of a screen: build them, then run this command on them.
        let declared = command.declared
        if declared.sources != .no,
           OpenCommand.namesSources(arguments, screens: registry.screens.map(\.name),
                                    optionsWithValues: declared.spec.optionsWithValues,
                                    firstIsScript: declared.sources == .afterScript) {
            return open(arguments, then: command.name, console: console)
        }
        // A headless command runs the screens' code: what that prints is captured, so it never
        // lands in the middle of the command's output.
        // The explorer's (when it can start: on a terminal) begins here too, before the screen's
        // code first runs; the explorer shows it in its output panel.
        // So does the line mode's, which prints it as it comes.
        let captures = runsScreensHeadless.contains(command.name)
            || (command.name == "explore" && (Terminal.isInteractive || arguments.contains("--line")))
        let capture = console.writesToStandardStreams && captures ? ProgramOutput.begin() : nil
        defer { capture?.end() }
        do {
            let context = CommandContext(registry: registry, console: console, speechLibraryName: speechLibraryName,
                                         programOutput: capture)
            let status = try command.run(arguments, in: context)
            reportProgramOutput(capture, console: console)
            return status
        } catch {
            reportProgramOutput(capture, console: console)
            return failed(error, console: console)
        }
    }

    /// The commands that run screens headless; the explorer captures the app's output itself.
    static let runsScreensHeadless: Set<String> = ["tree", "speak", "play", "snapshot", "audit", "fuzz"]

    /// What the app printed that no command line took (`play` and `speak` put it in their
    /// transcripts): on standard error, each line marked, after the command's own output, so
    /// standard output stays the command's (a JSON tree stays JSON).
    private static func reportProgramOutput(_ capture: ProgramOutput?, console: Console) {
        guard let capture else { return }
        let lines = capture.collect()
        if !lines.isEmpty { console.error(lines.map(WalkthroughResult.outputLine).joined(separator: "\n")) }
    }

    /// The command a mistyped name most likely meant: one that starts with it, or one at most
    /// two letters away.
    static func suggestion(for name: String) -> String? {
        let names = all.map(\.name)
        if !name.isEmpty, let prefixed = names.first(where: { $0.hasPrefix(name) }) { return prefixed }
        let typed = Array(name.lowercased())
        guard typed.count <= 64 else { return nil }
        return names.map { (name: $0, distance: editDistance(typed, Array($0))) }
            .filter { $0.distance <= 2 && $0.distance < $0.name.count }
            .min { $0.distance < $1.distance }?.name
    }

    /// Letters inserted, deleted or replaced to turn one word into the other.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, letter) in a.enumerated() {
            var row = [i + 1]
            for (j, other) in b.enumerated() {
                row.append(min(previous[j + 1] + 1, row[j] + 1, previous[j] + (letter == other ? 0 : 1)))
            }
            previous = row
        }
        return previous[b.count]
    }

    /// Reports an error that ended a command and gives its exit status: 1 when the command was
    /// right but a file could not be written (a full disk, no such folder), 2 for bad input.
    static func failed(_ error: any Error, console: Console) -> Int32 {
        console.error("rotor: \(error)")
        return error is OutputFileError ? 1 : 2
    }
}
