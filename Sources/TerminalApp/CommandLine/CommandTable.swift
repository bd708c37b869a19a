import Foundation
import Headless

/// One option of a command, declared once: parsing, `--help` and the README's table all come
/// from this.
struct OptionSpec: Sendable {
    /// What the option's value is, and its bounds.
    enum Value: Sendable {
        /// A flag: present or not.
        case none
        /// Free text ("FILE", "KEYS").
        case text(String)
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
            case .text(let name), .integer(let name, _): name
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
}

/// One command of `rotor`, declared once.
struct CommandSpec: Sendable {
    var name: String
    /// The positionals' synopsis ("SCREEN[:VARIANT]", "FILE...").
    var arguments: String
    var positionals: ClosedRange<Int>
    /// What the positionals are, for "this command needs …".
    var positionalName: String
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
}

/// A command line that does not fit its command's declaration: exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}

/// The arguments of one command, parsed against its declaration: every option known, none
/// given twice, every value in its bounds.
struct ParsedArguments {
    private var values: [String: String] = [:]
    private var repeated: [String: [String]] = [:]
    private var flags: Set<String> = []
    private(set) var positionals: [String] = []

    init(_ arguments: [String], for command: CommandSpec) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            guard let option = command.options.first(where: { $0.name == argument }) else {
                throw UsageError(description: "unknown option '\(QuotedInput.bounded(argument))' for 'rotor \(command.name)'; "
                    + "see 'rotor \(command.name) --help'")
            }
            guard option.repeatable || values[option.name] == nil, !flags.contains(option.name) else {
                throw UsageError(description: "\(option.name) is given twice; give it once")
            }
            if case .none = option.value {
                flags.insert(option.name)
                continue
            }
            guard index < arguments.count else {
                throw UsageError(description: "\(option.name) needs a value: \(option.synopsis)")
            }
            let value = arguments[index]
            index += 1
            try Self.check(value, for: option)
            values[option.name] = value
            repeated[option.name, default: []].append(value)
        }
        if positionals.count < command.positionals.lowerBound {
            throw UsageError(description: "'rotor \(command.name)' needs \(command.positionalName)")
        }
        if positionals.count > command.positionals.upperBound {
            throw UsageError(description: "unexpected argument '\(QuotedInput.bounded(positionals[command.positionals.upperBound]))'")
        }
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }
    func text(_ name: String) -> String? { values[name] }
    /// Every value of a repeatable option, in order.
    func texts(_ name: String) -> [String] { repeated[name] ?? [] }

    func integer(_ name: String) -> Int? { values[name].flatMap { Int($0) } }

    func seconds(_ name: String) -> Double? { values[name].flatMap { Double($0) } }

    func size(_ name: String) -> (columns: Int, rows: Int)? { values[name].flatMap(Self.parseSize) }

    func seed(_ name: String) -> UInt64? { values[name].flatMap(Self.parseSeed) }

    func date(_ name: String) -> Date? { values[name].flatMap(Self.parseDate) }

    // MARK: Values

    private static func check(_ value: String, for option: OptionSpec) throws(UsageError) {
        switch option.value {
        case .none: return
        case .text(let placeholder):
            // A file name goes to open(2) as a C string: a NUL would end it early and name
            // another file, and the kernel takes at most PATH_MAX bytes.
            guard ["FILE", "SCRIPT"].contains(placeholder) else { return }
            if value.utf8.contains(0) {
                throw UsageError(description: "\(option.name) takes a file name, which cannot contain a NUL character")
            }
            if value.utf8.count > OutputFile.maximumPathBytes {
                throw UsageError(description: "\(option.name) takes a file name of at most \(OutputFile.maximumPathBytes) bytes, "
                    + "not \(value.utf8.count) ('\(QuotedInput.bounded(value))')")
            }
            if value.isEmpty { throw UsageError(description: "\(option.name) takes a file name, not an empty one") }
        case .integer(let placeholder, let range):
            guard let number = Int(value), range.contains(number) else {
                throw UsageError(description: "\(option.name) takes a whole number from \(range.lowerBound) to "
                    + "\(range.upperBound) (\(placeholder)), not '\(QuotedInput.bounded(value))'")
            }
        case .seconds(let range):
            guard let seconds = Double(value), seconds.isFinite, range.contains(seconds) else {
                throw UsageError(description: "\(option.name) takes a number of seconds from "
                    + "\(format(range.lowerBound)) to \(format(range.upperBound)), not '\(QuotedInput.bounded(value))'")
            }
        case .size(let columns, let rows):
            guard let size = parseSize(value), columns.contains(size.columns), rows.contains(size.rows) else {
                throw UsageError(description: "\(option.name) takes COLUMNSxROWS, from \(columns.lowerBound)x"
                    + "\(rows.lowerBound) to \(columns.upperBound)x\(rows.upperBound), such as 160x48, not '\(QuotedInput.bounded(value))'")
            }
        case .choice(_, let words):
            guard words.contains(value) else {
                throw UsageError(description: "\(option.name) takes one of \(words.joined(separator: ", ")), not '\(QuotedInput.bounded(value))'")
            }
        case .date:
            guard parseDate(value) != nil else {
                throw UsageError(description: "\(option.name) takes an ISO 8601 date and time with its offset from UTC, "
                    + "such as 2026-01-01T09:00:00Z or 2026-01-01T10:00:00+01:00, not '\(QuotedInput.bounded(value))'")
            }
        case .seed:
            guard parseSeed(value) != nil else {
                throw UsageError(description: "\(option.name) takes a number from 0 to 18446744073709551615 "
                    + "(or 0x and hexadecimal digits), not '\(QuotedInput.bounded(value))'")
            }
        }
    }

    private static func parseSize(_ text: String) -> (columns: Int, rows: Int)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]) else { return nil }
        return (columns, rows)
    }

    /// `2026-01-01T09:00:00Z`, an offset in place of Z, and fractional seconds.
    private static func parseDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        let lower = text.lowercased()
        if lower.hasPrefix("0x") { return UInt64(lower.dropFirst(2), radix: 16) }
        return UInt64(text)
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
