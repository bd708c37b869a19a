import Foundation
import Headless
import ScreenReader

/// How one option's text becomes its typed value, with the bounds it checks and the message
/// when the text is out of them. `label` is what the message names (`--size`).
struct ValueParser<Value> {
    var kind: OptionSpec.Value
    var parse: (_ text: String, _ label: String) throws -> Value
}

extension ValueParser where Value == String {
    /// Any text.
    static func text(_ placeholder: String) -> Self {
        Self(kind: .text(placeholder)) { text, _ in text }
    }

    /// A file name for open(2): it goes there as a C string, where a NUL would end it early and
    /// name another file, and the kernel takes at most PATH_MAX bytes.
    static func file(_ placeholder: String = "FILE") -> Self {
        Self(kind: .file(placeholder)) { value, label in
            if value.utf8.contains(0) {
                throw UsageError(description: "\(label) takes a file name, which cannot contain a NUL character")
            }
            if value.utf8.count > OutputFile.maximumPathBytes {
                throw UsageError(description: "\(label) takes a file name of at most \(OutputFile.maximumPathBytes) bytes, "
                    + "not \(value.utf8.count) ('\(QuotedInput.bounded(value))')")
            }
            if value.isEmpty { throw UsageError(description: "\(label) takes a file name, not an empty one") }
            return value
        }
    }

    /// One of a few words, as given.
    static func word(_ placeholder: String, _ words: [String]) -> Self {
        Self(kind: .choice(placeholder, words)) { value, label in
            guard words.contains(value) else {
                throw UsageError(description: "\(label) takes one of \(words.joined(separator: ", ")), not '\(QuotedInput.bounded(value))'")
            }
            return value
        }
    }

    /// `SETTING=CHOICE` for one of VoiceOver's Verbosity settings ("actions=change-rotor").
    static var verbosity: Self {
        Self(kind: .choice("SETTING=CHOICE", Verbosity.assignments)) { text, label in
            var verbosity = Verbosity()
            do { try verbosity.set(text) } catch { throw UsageError(description: "\(label): \(error)") }
            return text
        }
    }

    /// A liblouis table name: liblouis copies it into fixed buffers, so a bad one stops here,
    /// before it is loaded.
    static var brailleTable: Self {
        Self(kind: .text("TABLE")) { table, _ in
            if let problem = LibLouis.problem(withTableName: table) { throw UsageError(description: problem.description) }
            return table
        }
    }
}

extension ValueParser where Value == Int {
    /// A whole number in `range`.
    static func integer(_ placeholder: String, _ range: ClosedRange<Int>) -> Self {
        Self(kind: .integer(placeholder, range)) { value, label in
            guard let number = Int(value), range.contains(number) else {
                throw UsageError(description: "\(label) takes a whole number from \(range.lowerBound) to "
                    + "\(range.upperBound) (\(placeholder)), not '\(QuotedInput.bounded(value))'")
            }
            return number
        }
    }
}

extension ValueParser where Value == Double {
    /// A finite number of seconds in `range`.
    static func seconds(_ range: ClosedRange<Double>) -> Self {
        Self(kind: .seconds(range)) { value, label in
            guard let seconds = Double(value), seconds.isFinite, range.contains(seconds) else {
                throw UsageError(description: "\(label) takes a number of seconds from "
                    + "\(format(range.lowerBound)) to \(format(range.upperBound)), not '\(QuotedInput.bounded(value))'")
            }
            return seconds
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

/// A terminal's size in cells.
struct TerminalSize: Equatable {
    var columns: Int
    var rows: Int
}

extension ValueParser where Value == TerminalSize {
    /// `COLUMNSxROWS`, each in its range.
    static func size(columns: ClosedRange<Int>, rows: ClosedRange<Int>) -> Self {
        Self(kind: .size(columns: columns, rows: rows)) { value, label in
            let parts = value.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
                  columns.contains(width), rows.contains(height) else {
                throw UsageError(description: "\(label) takes COLUMNSxROWS, from \(columns.lowerBound)x"
                    + "\(rows.lowerBound) to \(columns.upperBound)x\(rows.upperBound), such as 160x48, not '\(QuotedInput.bounded(value))'")
            }
            return TerminalSize(columns: width, rows: height)
        }
    }
}

extension ValueParser where Value == UInt64 {
    /// A 64-bit unsigned number, decimal or 0x-hexadecimal.
    static var seed: Self {
        Self(kind: .seed) { value, label in
            let lower = value.lowercased()
            let seed = lower.hasPrefix("0x") ? UInt64(lower.dropFirst(2), radix: 16) : UInt64(value)
            guard let seed else {
                throw UsageError(description: "\(label) takes a number from 0 to 18446744073709551615 "
                    + "(or 0x and hexadecimal digits), not '\(QuotedInput.bounded(value))'")
            }
            return seed
        }
    }
}

extension ValueParser where Value == Date {
    /// `2026-01-01T09:00:00Z`, an offset in place of Z, and fractional seconds.
    static var date: Self {
        Self(kind: .date) { value, label in
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime]
            if let date = formatter.date(from: value) { return date }
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            if let date = formatter.date(from: value) { return date }
            throw UsageError(description: "\(label) takes an ISO 8601 date and time with its offset from UTC, "
                + "such as 2026-01-01T09:00:00Z or 2026-01-01T10:00:00+01:00, not '\(QuotedInput.bounded(value))'")
        }
    }
}

extension ValueParser {
    /// One of a few words, each standing for a value.
    static func choice(_ placeholder: String, _ choices: KeyValuePairs<String, Value>) -> Self {
        let words = choices.map(\.key)
        return Self(kind: .choice(placeholder, words)) { value, label in
            guard let chosen = choices.first(where: { $0.key == value }) else {
                throw UsageError(description: "\(label) takes one of \(words.joined(separator: ", ")), not '\(QuotedInput.bounded(value))'")
            }
            return chosen.value
        }
    }

    /// One of the words of a type whose raw values are those words, in the type's order.
    static func choice(_ placeholder: String) -> Self where Value: CaseIterable & RawRepresentable<String> {
        let cases = Array(Value.allCases)
        let words = cases.map(\.rawValue)
        return Self(kind: .choice(placeholder, words)) { value, label in
            guard let chosen = cases.first(where: { $0.rawValue == value }) else {
                throw UsageError(description: "\(label) takes one of \(words.joined(separator: ", ")), not '\(QuotedInput.bounded(value))'")
            }
            return chosen
        }
    }
}
