import Foundation
import Headless

/// A command's options as one value its handler reads (`options.json`): every property has a
/// default, the value of a command line that gives nothing.
protocol CommandOptions {
    init()
}

/// One option of a command, bound to the property of the command's options it sets: the
/// handler reads the property, so a misspelt option is a compile error, never "not given".
struct CommandOption<Options> {
    let spec: OptionSpec
    /// Sets the property from the option's text (nil for a flag), or throws the usage error
    /// that says what the option takes.
    let apply: (inout Options, String?) throws -> Void

    /// A flag: present or not.
    static func flag(_ name: String, _ property: WritableKeyPath<Options, Bool>, help: String) -> Self {
        Self(spec: OptionSpec(name: name, value: .none, help: help)) { options, _ in options[keyPath: property] = true }
    }

    /// An option with a value; the property keeps its default when the option is not given.
    static func value<Value>(_ name: String, _ parser: ValueParser<Value>, _ property: WritableKeyPath<Options, Value>,
                             help: String) -> Self {
        Self(spec: OptionSpec(name: name, value: parser.kind, help: help)) { options, text in
            options[keyPath: property] = try parser.parse(text ?? "", name)
        }
    }

    /// An option with a value whose absence the handler tells apart: nil when not given.
    static func value<Value>(_ name: String, _ parser: ValueParser<Value>, _ property: WritableKeyPath<Options, Value?>,
                             help: String) -> Self {
        Self(spec: OptionSpec(name: name, value: parser.kind, help: help)) { options, text in
            options[keyPath: property] = try parser.parse(text ?? "", name)
        }
    }

    /// An option that may be given more than once: every value, in order.
    static func repeated<Value>(_ name: String, _ parser: ValueParser<Value>, _ property: WritableKeyPath<Options, [Value]>,
                                help: String) -> Self {
        Self(spec: OptionSpec(name: name, value: parser.kind, help: help, repeatable: true)) { options, text in
            options[keyPath: property].append(try parser.parse(text ?? "", name))
        }
    }
}

/// A command's positional arguments, bound to the property of its options they set.
struct CommandArguments<Options> {
    /// "SCREEN[:VARIANT]", "FILE..."; empty for none.
    var synopsis: String
    var count: ClosedRange<Int>
    /// What they are, for "'rotor tree' needs a screen".
    var name: String
    var kind: PositionalKind
    let apply: (inout Options, [String]) throws -> Void

    /// No positionals.
    static var none: Self {
        Self(synopsis: "", count: 0...0, name: "nothing", kind: .nothing) { _, _ in }
    }

    /// Exactly one.
    static func one(_ synopsis: String, name: String, kind: PositionalKind = .screens,
                    _ property: WritableKeyPath<Options, String>) -> Self {
        Self(synopsis: synopsis, count: 1...1, name: name, kind: kind) { options, values in
            options[keyPath: property] = values[0]
        }
    }

    /// Exactly one, read by a parser: `rotor completion bash`.
    static func one<Value>(_ synopsis: String, name: String, _ parser: ValueParser<Value>, label: String,
                           _ property: WritableKeyPath<Options, Value>) -> Self {
        let kind: PositionalKind = if case .choice(_, let words) = parser.kind { .words(words) } else { .nothing }
        return Self(synopsis: synopsis, count: 1...1, name: name, kind: kind) { options, values in
            options[keyPath: property] = try parser.parse(values[0], label)
        }
    }

    /// One or none.
    static func optional(_ synopsis: String, name: String, kind: PositionalKind = .screens,
                         _ property: WritableKeyPath<Options, String?>) -> Self {
        Self(synopsis: synopsis, count: 0...1, name: name, kind: kind) { options, values in
            options[keyPath: property] = values.first
        }
    }

    /// As many as `count` allows.
    static func list(_ synopsis: String, name: String, count: ClosedRange<Int>, kind: PositionalKind,
                     _ property: WritableKeyPath<Options, [String]>) -> Self {
        Self(synopsis: synopsis, count: count, name: name, kind: kind) { options, values in
            options[keyPath: property] = values
        }
    }
}

/// Whether a command takes SwiftUI sources in place of a screen (`rotor tree View.swift`).
enum SourceArguments {
    case no
    /// Its screen positional may be sources.
    case inPlaceOfScreen
    /// Its first positional is a script; those after it may be sources.
    case afterScript
}

/// One command, declared once: its name, positionals, options bound to the properties its
/// handler reads, and its help. Parsing, `--help`, the table in docs/commands.md and the completion
/// scripts come from this.
struct CommandDeclaration<Options: CommandOptions> {
    var name: String
    var arguments: CommandArguments<Options>
    var summary: String
    var details: String
    var options: [CommandOption<Options>]
    var sources = SourceArguments.no

    var spec: CommandSpec {
        CommandSpec(name: name, arguments: arguments.synopsis, positionals: arguments.count, positionalName: arguments.name,
                    positionalKind: arguments.kind, summary: summary, details: details, options: options.map(\.spec))
    }

    /// The options a command line gives: every option known, none given twice, every value in
    /// its bounds, as many positionals as declared.
    func parse(_ commandLine: [String]) throws -> Options {
        var parsed = Options()
        var positionals: [String] = []
        var given: Set<String> = []
        var index = 0
        var onlyPositionals = false
        while index < commandLine.count {
            let argument = commandLine[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            guard let option = options.first(where: { $0.spec.name == argument }) else {
                throw UsageError(description: "unknown option '\(QuotedInput.bounded(argument))' for 'rotor \(name)'; "
                    + "see 'rotor \(name) --help'")
            }
            guard option.spec.repeatable || given.insert(argument).inserted else {
                throw UsageError(description: "\(argument) is given twice; give it once")
            }
            guard option.spec.takesValue else {
                try option.apply(&parsed, nil)
                continue
            }
            guard index < commandLine.count else {
                throw UsageError(description: "\(argument) needs a value: \(option.spec.synopsis)")
            }
            index += 1
            try option.apply(&parsed, commandLine[index - 1])
        }
        if positionals.count < arguments.count.lowerBound {
            throw UsageError(description: "'rotor \(name)' needs \(arguments.name)")
        }
        if positionals.count > arguments.count.upperBound {
            throw UsageError(description: "unexpected argument '\(QuotedInput.bounded(positionals[arguments.count.upperBound]))'")
        }
        try arguments.apply(&parsed, positionals)
        return parsed
    }
}
