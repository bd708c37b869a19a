import Foundation
import Headless

/// One option of a command as a person reads it: its name, what its value looks like, its
/// help. `--help`, `rotor help`, the table in docs/commands.md and the completion scripts come from this;
/// a command declares its options as `CommandOption`s, which carry one of these.
struct OptionSpec: Sendable {
    /// What the option's value is, and its bounds.
    enum Value: Sendable {
        /// A flag: present or not.
        case none
        /// Free text ("KEYS", "NAME").
        case text(String)
        /// A file name ("FILE", "SCRIPT"): no NUL, not empty, at most PATH_MAX bytes.
        case file(String)
        /// A whole number in a range.
        case integer(String, ClosedRange<Int>)
        /// A number of seconds in a range.
        case seconds(ClosedRange<Double>)
        /// `COLUMNSxROWS`, each in its range.
        case size(columns: ClosedRange<Int>, rows: ClosedRange<Int>)
        /// A 64-bit unsigned number, decimal or 0x-hexadecimal.
        case seed
        /// One of a few words ("text", "json", "sarif").
        case choice(String, [String])
        /// An ISO 8601 date and time with its offset from UTC: 2026-01-01T09:00:00Z.
        case date

        var placeholder: String? {
            switch self {
            case .none: nil
            case .text(let name), .file(let name), .integer(let name, _): name
            case .seconds: "SECONDS"
            case .size: "COLUMNSxROWS"
            case .seed: "SEED"
            case .choice(let name, _): name
            case .date: "DATE"
            }
        }
    }

    var name: String
    var value: Value
    var help: String
    /// Given more than once, each value counts (`--disable a --disable b`); otherwise twice is
    /// a usage error.
    var repeatable = false

    var synopsis: String { value.placeholder.map { "\(name) \($0)" } ?? name }

    var takesValue: Bool {
        if case .none = value { false } else { true }
    }
}

/// What a command's positional arguments are, for completion.
enum PositionalKind: Sendable, Equatable {
    case nothing
    /// Screen names (`rotor list` gives them), and SwiftUI files for the commands that take them.
    case screens
    case files
    case words([String])
}

/// One command of `rotor` as a person reads it, made from its declaration
/// (`CommandDeclaration`): `--help`, `rotor help`, the table in docs/commands.md and the completion
/// scripts come from this.
struct CommandSpec: Sendable {
    var name: String
    /// The positionals' synopsis ("SCREEN[:VARIANT]", "FILE...").
    var arguments: String
    var positionals: ClosedRange<Int>
    /// What the positionals are, for "this command needs …".
    var positionalName: String
    var positionalKind: PositionalKind = .nothing
    var summary: String
    var details: String
    var options: [OptionSpec]

    var usage: String {
        (["usage: rotor", name] + (arguments.isEmpty ? [] : [arguments]) + options.map { "[\($0.synopsis)]" })
            .joined(separator: " ")
    }

    /// `rotor COMMAND --help`.
    var help: String {
        var text = usage + "\n\n" + details
        if !options.isEmpty {
            let width = options.map(\.synopsis.count).max() ?? 0
            text += "\n\noptions:\n" + options.map {
                "  " + $0.synopsis.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.help
            }.joined(separator: "\n")
        }
        return text
    }

    /// The options that take a value: what follows one is its value, never a positional.
    var optionsWithValues: Set<String> { Set(options.filter(\.takesValue).map(\.name)) }
}

/// A command line that does not fit its command's declaration: exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}
