import Foundation
import TermUI

/// A JSON value with its keys in the order they were written, so output is byte-stable and
/// reads in a sensible order. Written by hand: JSONEncoder sorts keys only alphabetically.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }
    public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

    public static func string(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

    /// Two-space indented JSON; empty arrays and objects stay on one line.
    public func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let close = String(repeating: "  ", count: indent)
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .string(let value): return JSONValue.quote(value)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            if let inline = inline() { return inline }
            return "[\n" + items.map { pad + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(close)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            if let inline = inline() { return inline }
            return "{\n" + members.map { pad + JSONValue.quote($0.0) + ": " + $0.1.rendered(indent: indent + 1) }
                .joined(separator: ",\n") + "\n\(close)}"
        }
    }

    /// A short array or object of plain values on one line: `{"x": 2, "y": 1}`.
    private func inline() -> String? {
        let parts: [String]
        switch self {
        case .array(let items):
            guard items.allSatisfy(\.isScalar) else { return nil }
            parts = items.map { $0.rendered() }
        case .object(let members):
            guard members.allSatisfy({ $0.1.isScalar }) else { return nil }
            parts = members.map { JSONValue.quote($0.0) + ": " + $0.1.rendered() }
        default: return nil
        }
        let open = if case .array = self { "[" } else { "{" }
        let close = open == "[" ? "]" : "}"
        let line = open + parts.joined(separator: ", ") + close
        return line.count <= 72 ? line : nil
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// `\u` and a UTF-16 unit in four lowercase hex digits.
    private static func appendEscape(_ unit: UInt16, to result: inout String.UnicodeScalarView) {
        func digit(_ nibble: UInt16) -> Unicode.Scalar {
            Unicode.Scalar(UInt8(truncatingIfNeeded: nibble < 10 ? 0x30 + nibble : 0x57 + nibble))
        }
        result.append("\\")
        result.append("u")
        result.append(digit(unit >> 12))
        result.append(digit(unit >> 8 & 0xF))
        result.append(digit(unit >> 4 & 0xF))
        result.append(digit(unit & 0xF))
    }

    static func quote(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        result.reserveCapacity(text.utf8.count + 2)
        result.append("\"")
        TerminalText.forEachScalar(of: text) { scalar, replacement in
            let escape: Unicode.Scalar? = switch scalar.value {
            case 0x22: "\""
            case 0x5C: "\\"
            case 0x0A: "n"
            case 0x0D: "r"
            case 0x09: "t"
            default: nil
            }
            if let escape {
                result.append("\\")
                result.append(escape)
            } else if replacement != nil {
                // Every character `TerminalText` would replace where it stands (controls, bidi
                // and invisible format characters, private-use, unassigned, noncharacters) is
                // escaped, so the JSON can be printed to a terminal as it is and a reader still
                // gets the exact text. JSON's \u takes four hex digits: a scalar beyond them is
                // a surrogate pair.
                for unit in UTF16.encode(scalar)! { appendEscape(unit, to: &result) }
            } else {
                result.append(scalar)
            }
        }
        result.append("\"")
        return String(result)
    }
}
