import Accessibility
import Explorer
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
    static let usage = """
        usage: rotor [command] [options]

        commands:
          explore [SCREEN]     open the explorer (the default; SCREEN defaults to beach)
          tree SCREEN          print the accessibility element tree (--json for JSON)
          speak SCREEN         print what the reader says reading the screen from the top
          play FILE...         play walkthrough scripts; print the transcript; check expectations
          snapshot SCREEN      draw the explorer as SVG or text, without a terminal
          audit SCREEN         list accessibility problems a reviewer would flag
          list                 list the screens and their variants
          help                 show this help

        SCREEN is a screen name, optionally with a variant: beach, beach:before.
        Run 'rotor COMMAND --help' for a command's options.
        """

    static let help: [String: String] = [
        "list": """
            usage: rotor list

            Lists the screens, their variants and what each shows.
            """,
        "tree": """
            usage: rotor tree SCREEN[:VARIANT] [--json]

            Prints the element tree: one element a line, indented, with role, label, value,
            traits and actions. With --json, a JSON document whose keys always come in one order:
            screen, variant, columns, rows, elements; each element has id, label, value, hint,
            traits, frame (x, y, width, height in cells), actions, customContent (label, value,
            importance), rotors (name, entries), spoken (what the reader says on focus), children.
            """,
        "speak": """
            usage: rotor speak SCREEN[:VARIANT]

            Prints what the reader says reading from the top: each element's description, then
            its hint lines.
            """,
        "play": """
            usage: rotor play FILE...

            Plays walkthrough scripts (*.rotor), each file with its own session, and prints the
            transcript: '> command' lines, each followed by what the reader said, one utterance a
            line. Exit status 0 when every expectation holds, 1 when one fails (file:line,
            expected and actual on stderr), 2 when a script is malformed or missing.

            Script lines: screen NAME[:VARIANT] | next | previous | first | last | activate |
            escape | magic-tap | increment | decrement | rotor next | rotor previous |
            rotor "Setting" | down | up | actions | action "Name" | more-content | touch COL ROW |
            read-all | read-from-focus | focus "Label prefix" | drag | drop "Name" | wait SECONDS |
            expect "Said" | expect-focus "Label" | expect-tree "Label" | expect-no-tree "Label".
            '#' starts a comment. Expectations ignore case, punctuation and spacing; '…' at either
            end of an expected text allows anything there.
            """,
        "snapshot": """
            usage: rotor snapshot SCREEN[:VARIANT] [--keys "next next activate"] [--size 160x48] (--svg FILE | --text)

            Draws the explorer exactly as a terminal of that size shows it (default 160x48),
            after pressing the keys, as SVG (written to FILE) or as plain text (to stdout).
            Keys: \(ExplorerSnapshot.keyWords.joined(separator: ", ")).
            """,
        "audit": """
            usage: rotor audit SCREEN[:VARIANT] [--json]

            Lists accessibility problems a reviewer would flag: each with the element's id and
            label, the rule and a fix. Rules: \(AuditRule.allCases.map(\.rawValue).joined(separator: ", ")).
            Exit status 1 when anything is found, 0 when the screen is clean.
            """,
        "explore": """
            usage: rotor explore [SCREEN[:VARIANT]] [--script FILE [--delay SECONDS] [--exit]] [--voice]

            Opens the explorer. Press ? inside it for the keys. With --script, plays the script's
            commands in the explorer one at a time (--delay apart, default 0.8 s; expectations
            are skipped), then stays open, or quits with --exit. With --voice, what the reader
            says is also spoken aloud with espeak-ng (it must be installed).
            """,
    ]

    /// A problem with the command line: printed with the usage hint, exit status 2.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    public static func run(arguments: [String], registry: ScreenRegistry,
                           output: (String) -> Void = { print($0) },
                           errorOutput: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) -> Int32 {
        var arguments = arguments
        let command = arguments.isEmpty || arguments[0].hasPrefix("-") && arguments[0] != "--help" && arguments[0] != "-h"
            ? "explore" : arguments.removeFirst()
        if command == "help" || command == "--help" || command == "-h" {
            output(usage)
            return 0
        }
        guard let commandHelp = help[command] else {
            errorOutput("rotor: unknown command '\(command)'\n\n\(usage)")
            return 2
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            output(commandHelp)
            return 0
        }
        do {
            var options = try Options(arguments)
            switch command {
            case "list":
                try options.finish(positionals: 0...0)
                // Names and variants in aligned columns.
                let rows = registry.screens.map { ($0.name, "[" + $0.variants.joined(separator: ", ") + "]", $0.summary) }
                let nameWidth = rows.map(\.0.count).max() ?? 0, variantWidth = rows.map(\.1.count).max() ?? 0
                for (name, variants, summary) in rows {
                    output(name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
                        + variants.padding(toLength: variantWidth, withPad: " ", startingAt: 0) + "  " + summary)
                }
                return 0
            case "tree":
                let json = options.flag("--json")
                let session = try ExplorerSession(registry: registry, screen: try options.screen(registry))
                output(json ? TreeJSON.text(for: session) : printable(TreeFormatter.text(session.tree)))
                return 0
            case "speak":
                let session = try ExplorerSession(registry: registry, screen: try options.screen(registry))
                for utterance in session.perform(.readAll) { output(printable(utterance.text)) }
                return 0
            case "play":
                try options.finish(positionals: 1...Int.max, what: "a script file")
                return play(files: options.positionals, registry: registry, output: output, errorOutput: errorOutput)
            case "snapshot":
                return try snapshot(&options, registry: registry, output: output)
            case "audit":
                let json = options.flag("--json")
                let session = try ExplorerSession(registry: registry, screen: try options.screen(registry))
                let findings = session.auditFindings
                output(json
                    ? AccessibilityAudit.json(findings, screen: session.screenName, variant: session.variant).rendered()
                    : AccessibilityAudit.text(findings))
                return findings.isEmpty ? 0 : 1
            default:  // explore
                let scriptFile = try options.value("--script")
                let delay = try options.value("--delay").map { text throws(UsageError) -> Double in
                    guard let seconds = Double(text), seconds >= 0 else {
                        throw UsageError(description: "--delay needs a number of seconds, not '\(text)'")
                    }
                    return seconds
                }
                let exitWhenDone = options.flag("--exit")
                let voice = options.flag("--voice")
                try options.finish(positionals: 0...1)
                let script = try scriptFile.map { file throws -> WalkthroughScript in try loadScript(file) }
                let spec = options.positionals.first ?? script.flatMap(firstScreen) ?? "beach"
                let session = try ExplorerSession(registry: registry, screen: spec)
                guard let script else { return Inspector.run(session: session, voice: voice) }
                return Inspector.run(session: session, playing: script, delay: delay ?? 0.8, exitWhenDone: exitWhenDone,
                                     voice: voice)
            }
        } catch {
            errorOutput("rotor: \(error)")
            return 2
        }
    }

    // MARK: play

    static func play(files: [String], registry: ScreenRegistry, output: (String) -> Void,
                     errorOutput: (String) -> Void) -> Int32 {
        var status: Int32 = 0
        for file in files {
            if files.count > 1 { output("# \(file)") }
            let script: WalkthroughScript
            do {
                script = try loadScript(file)
            } catch {
                errorOutput("rotor: \(error)")
                return 2
            }
            let result = WalkthroughRunner(registry: registry).run(script)
            for line in result.transcript { output(printable(line)) }
            if let error = result.error {
                errorOutput("rotor: \(error)")
                return 2
            }
            for failure in result.failures { errorOutput(printable("rotor: \(failure)")) }
            if !result.failures.isEmpty { status = 1 }
        }
        return status
    }

    static func loadScript(_ file: String) throws -> WalkthroughScript {
        let text: String
        do { text = try String(contentsOfFile: file, encoding: .utf8) } catch {
            throw UsageError(description: "cannot read '\(file)'")
        }
        return try WalkthroughScript(parsing: text, file: file)
    }

    static func firstScreen(_ script: WalkthroughScript) -> String? {
        for line in script.lines { if case .screen(let spec) = line.command { return spec } }
        return nil
    }

    // MARK: snapshot

    static func snapshot(_ options: inout Options, registry: ScreenRegistry, output: (String) -> Void) throws -> Int32 {
        let keys = try ExplorerSnapshot.keys(try options.value("--keys") ?? "")
        var width = 160, height = 48
        if let size = try options.value("--size") {
            let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
                throw UsageError(description: "--size takes COLUMNSxROWS, such as 160x48, not '\(size)'")
            }
            (width, height) = (parts[0], parts[1])
        }
        let svgFile = try options.value("--svg")
        let text = options.flag("--text")
        guard (svgFile != nil) != text else { throw UsageError(description: "snapshot needs one of --svg FILE or --text") }
        let spec = try options.screen(registry)
        let session = try ExplorerSnapshot.session(registry: registry, screen: spec, width: width, height: height)
        let canvas = ExplorerSnapshot.render(session, keys: keys, width: width, height: height)
        if let svgFile {
            let svg = SVGSnapshot.svg(canvas, title: "rotor snapshot \(spec)")
            do { try Data(svg.utf8).write(to: URL(fileURLWithPath: svgFile)) } catch {
                throw UsageError(description: "cannot write '\(svgFile)'")
            }
        } else {
            output(canvas.text)
        }
        return 0
    }

    // MARK: Options

    /// The arguments after the command: flags, `--name value` options and positionals.
    struct Options {
        private var arguments: [String]
        private(set) var positionals: [String] = []

        init(_ arguments: [String]) throws(UsageError) { self.arguments = arguments }

        mutating func flag(_ name: String) -> Bool {
            guard let index = arguments.firstIndex(of: name) else { return false }
            arguments.remove(at: index)
            return true
        }

        mutating func value(_ name: String) throws(UsageError) -> String? {
            guard let index = arguments.firstIndex(of: name) else { return nil }
            guard index + 1 < arguments.count else { throw UsageError(description: "\(name) needs a value") }
            let value = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
            return value
        }

        /// Takes the rest as positionals; anything that looks like an option is unknown.
        mutating func finish(positionals range: ClosedRange<Int>, what: String = "a screen") throws(UsageError) {
            if let unknown = arguments.first(where: { $0.hasPrefix("--") }) {
                throw UsageError(description: "unknown option '\(unknown)'")
            }
            positionals = arguments
            arguments = []
            if positionals.count < range.lowerBound { throw UsageError(description: "this command needs \(what)") }
            if positionals.count > range.upperBound {
                throw UsageError(description: "unexpected argument '\(positionals[range.upperBound])'")
            }
        }

        /// The one positional: a screen spec.
        mutating func screen(_ registry: ScreenRegistry) throws(UsageError) -> String {
            try finish(positionals: 0...1)
            guard let spec = positionals.first else {
                throw UsageError(description: "this command needs a screen; try one of: "
                    + registry.screens.map(\.name).joined(separator: ", "))
            }
            return spec
        }
    }

    /// App text is data: each line's control characters are shown, never sent to the terminal.
    private static func printable(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { CellCanvas.printable(String($0)) }
            .joined(separator: "\n")
    }
}
