import Foundation
import Headless
import TermUI

/// `rotor fuzz`: random steps of the whole script language, the reader's invariants checked
/// after each.
struct FuzzCommand: RotorCommand {
    struct Options: CommandOptions, TimedOptions {
        var screens: [String] = []
        var seed: UInt64 = 1
        var steps = 10_000
        var journal: String?
        var replay: String?
        var timeout = CommandTimeout.defaultSeconds
        var timedSubject: String { Self.subject("fuzz", screen: screens.isEmpty ? nil : screens.joined(separator: " ")) }
    }

    static let name = "fuzz"

    static var declaration: CommandDeclaration<Options> {
        CommandDeclaration(
            name: name,
            arguments: .list("[SCREEN[:VARIANT]...]", name: "screens", count: 0...Int.max, kind: .screens, \.screens),
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
                .value("--seed", .seed, \.seed, help: "the run's seed (default 1)"),
                .value("--steps", .integer("N", 1...100_000_000), \.steps, help: "how many steps (default 10000)"),
                .value("--journal", .file(), \.journal,
                       help: "write each step's script line to FILE before running it, so a crash leaves it behind"),
                .value("--replay", .file(), \.replay, help: "check the invariants after every line of a script instead"),
                .timeout(\.timeout),
            ])
    }

    static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        var fuzzer = try Fuzzer(registry: context.registry, seed: options.seed, steps: options.steps,
                                        screens: options.screens.isEmpty ? nil : options.screens)
        fuzzer.beforeEachStep = { [timeout = options.timeout] step in
            CommandTimeout.shared.start(seconds: timeout, where: "fuzz step: " + QuotedInput.bounded(step))
        }
        let report: FuzzReport
        if let file = options.replay {
            report = fuzzer.replay(try RotorCommandLine.loadScript(file))
        } else {
            var journalFile: OutputFile?
            if let path = options.journal {
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
                context.console.error("rotor: \(failure)")
                return 1
            }
            try journalFile?.close()
        }
        var summary = report
        summary.failure = nil
        context.console.block(summary.description)
        if let failure = report.failure {
            context.console.error(failure.description.split(separator: "\n", omittingEmptySubsequences: false)
                .map { TerminalText.sanitized(String($0)) }.joined(separator: "\n"))
            return 1
        }
        return 0
    }
}
