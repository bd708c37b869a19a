import Foundation

/// Where a String Catalog stops being what it should be: the line and column (both from 1,
/// the column counted in characters of UTF-8 text) and what was expected there.
public struct StringCatalogError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var problem: String
    public var description: String { "\(line):\(column): \(problem)" }
}

/// Reads one language's values out of a String Catalog (`.xcstrings`, JSON), as a lookup needs
/// them: `[key: value]` and nothing else.
///
/// The reader walks the bytes once. It keeps a string only where the catalog's structure says
/// it is wanted (`sourceLanguage`, a key with a value in the language, the value); every other
/// member (other languages, comments, states, values it does not know) is
/// checked as JSON and passed over without being built. Containers it passes over are walked
/// with a stack of its own, so nesting of any depth is an error or a skip, never a deep
/// recursion; the catalog's own structure it descends is at most a few levels, and variations
/// nested in variations stop at `maximumVariationDepth`.
///
/// What a localization is read as: its `stringUnit`'s `value`; without one, its variations'
/// form for a terminal: a plural's `other` (rotor substitutes values, it does not choose a
/// plural form by them), a device variation's `other` (else `mac`). A substitution (`%#@name@`,
/// Xcode's form for a string with several plurals) is put in the same way: its variation's
/// form, with `%arg` written as its argument's specifier (`%2$lld`).
public enum StringCatalogReader {
    /// How deep variations may nest in variations (Xcode writes at most device → plural).
    public static let maximumVariationDepth = 8

    /// The values of `language` (the catalog's `sourceLanguage` when nil, "en" when the
    /// catalog names none), by key. A key without a value in that language is left out, so a
    /// lookup falls back to the key, as SwiftUI's does.
    public static func values(in data: Data, language: String? = nil) throws(StringCatalogError) -> [String: String] {
        let result: Result<[String: String], StringCatalogError> = data.withUnsafeBytes { raw in
            var reader = Reader(bytes: raw)
            do throws(StringCatalogError) {
                return .success(try reader.catalog(language: language))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var i = 0

        init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        // MARK: The catalog's structure

        mutating func catalog(language chosen: String?) throws(StringCatalogError) -> [String: String] {
            // A UTF-8 byte order mark is allowed before the text.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
            try openObject("a String Catalog is a JSON object")
            var language = chosen
            var sourceLanguage: String?
            var strings: Int?
            var entries: [String: String] = [:]
            var first = true
            while let key = try nextKey(&first) {
                if matches(key, "sourceLanguage") {
                    sourceLanguage = try stringValue("\"sourceLanguage\" should be a string")
                } else if matches(key, "strings") {
                    skipSpace()
                    // Xcode writes "sourceLanguage" first; a catalog written otherwise has its
                    // strings read once the language is known.
                    if language == nil, sourceLanguage == nil {
                        strings = i
                        try skipValue()
                    } else {
                        entries = try self.strings(language: language ?? sourceLanguage ?? "en")
                        strings = nil
                    }
                } else {
                    try skipValue()
                }
                if language == nil { language = chosen ?? sourceLanguage }
            }
            skipSpace()
            guard i == bytes.count else { throw error("text after the catalog's closing }") }
            if let strings {
                i = strings
                entries = try self.strings(language: chosen ?? sourceLanguage ?? "en")
            }
            return entries
        }

        /// The "strings" object: each key's value in `language`.
        mutating func strings(language: String) throws(StringCatalogError) -> [String: String] {
            try openObject("\"strings\" should be an object")
            let wanted = Array(language.utf8)
            var entries: [String: String] = [:]
            var first = true
            while let key = try nextKey(&first) {
                try openObject("a string's entry should be an object")
                var value: String?
                var firstMember = true
                while let member = try nextKey(&firstMember) {
                    guard matches(member, "localizations") else { try skipValue(); continue }
                    try openObject("\"localizations\" should be an object")
                    var firstLanguage = true
                    while let name = try nextKey(&firstLanguage) {
                        if matches(name, wanted) {
                            value = try localization(depth: 0)
                        } else {
                            try skipValue()
                        }
                    }
                }
                if let value { entries[try decode(key)] = value }
            }
            return entries
        }

        /// A localization (or a variation's form): its string unit's value, else its variations',
        /// with its substitutions put in.
        mutating func localization(depth: Int) throws(StringCatalogError) -> String? {
            guard depth <= StringCatalogReader.maximumVariationDepth else {
                throw error("variations nested more than \(StringCatalogReader.maximumVariationDepth) deep")
            }
            try openObject("a localization should be an object")
            var unit: String?
            var varied: String?
            var substitutions: [Substitution] = []
            var first = true
            while let member = try nextKey(&first) {
                if matches(member, "stringUnit") {
                    try openObject("\"stringUnit\" should be an object")
                    var firstMember = true
                    while let field = try nextKey(&firstMember) {
                        if matches(field, "value") {
                            unit = try stringValue("a string unit's \"value\" should be a string")
                        } else {
                            try skipValue()
                        }
                    }
                } else if matches(member, "variations") {
                    varied = try variations(depth: depth)
                } else if matches(member, "substitutions") {
                    substitutions = try self.substitutions(depth: depth)
                } else {
                    try skipValue()
                }
            }
            guard let value = unit ?? varied else { return nil }
            return substitutions.isEmpty ? value : Self.put(substitutions, into: value)
        }

        /// A "variations" object: its plural's `other` form, else its device's `other` (or `mac`).
        mutating func variations(depth: Int) throws(StringCatalogError) -> String? {
            try openObject("\"variations\" should be an object")
            var plural: String?
            var device: String?
            var first = true
            while let kind = try nextKey(&first) {
                if matches(kind, "plural") {
                    plural = try form(["other"], depth: depth) ?? plural
                } else if matches(kind, "device") {
                    device = try form(["other", "mac"], depth: depth) ?? device
                } else {
                    try skipValue()
                }
            }
            return plural ?? device
        }

        /// One `%#@name@` of a value: the argument it formats and its text, where `%arg` stands
        /// for the argument.
        struct Substitution {
            var name: String
            var argument: Int?
            var specifier: String
            var text: String
        }

        /// A "substitutions" object: each substitution's argument, format and variation.
        mutating func substitutions(depth: Int) throws(StringCatalogError) -> [Substitution] {
            try openObject("\"substitutions\" should be an object")
            var result: [Substitution] = []
            var first = true
            while let name = try nextKey(&first) {
                try openObject("a substitution should be an object")
                var argument: Int?
                var specifier = "@"
                var text: String?
                var firstField = true
                while let field = try nextKey(&firstField) {
                    if matches(field, "argNum") {
                        argument = try integer("\"argNum\" should be a whole number from 1")
                    } else if matches(field, "formatSpecifier") {
                        specifier = try stringValue("\"formatSpecifier\" should be a string")
                    } else if matches(field, "variations") {
                        text = try variations(depth: depth + 1)
                    } else {
                        try skipValue()
                    }
                }
                if let text { result.append(Substitution(name: try decode(name), argument: argument, specifier: specifier, text: text)) }
            }
            return result
        }

        /// `value` with each `%#@name@` replaced by its substitution's text, whose `%arg` becomes
        /// the argument's specifier (`%1$lld`), as Foundation formats it.
        static func put(_ substitutions: [Substitution], into value: String) -> String {
            var result = value
            for substitution in substitutions {
                let specifier = substitution.argument.map { "%\($0)$\(substitution.specifier)" } ?? "%\(substitution.specifier)"
                let text = substitution.text.replacingOccurrences(of: "%arg", with: specifier)
                result = result.replacingOccurrences(of: "%#@\(substitution.name)@", with: text)
            }
            return result
        }

        /// A string member's value, or fails with `problem`.
        mutating func stringValue(_ problem: String) throws(StringCatalogError) -> String {
            skipSpace()
            guard peek == UInt8(ascii: "\"") else { throw error(problem) }
            return try decode(try string())
        }

        /// A whole number from 1 to 9999 (an argument's position), or fails with `problem`.
        mutating func integer(_ problem: String) throws(StringCatalogError) -> Int {
            skipSpace()
            let start = i
            var value = 0
            while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), i - start < 4 {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                i += 1
            }
            guard i > start, value >= 1, !(peek.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") } ?? false)
            else { i = start; throw error(problem) }
            return value
        }

        /// The first of `preferred` forms a variation has, as a localization.
        mutating func form(_ preferred: [String], depth: Int) throws(StringCatalogError) -> String? {
            try openObject("a variation should be an object")
            var found: (rank: Int, value: String?)?
            var first = true
            while let name = try nextKey(&first) {
                if let rank = preferred.firstIndex(where: { matches(name, $0) }), rank <= (found?.rank ?? Int.max) {
                    found = (rank, try localization(depth: depth + 1))
                } else {
                    try skipValue()
                }
            }
            return found?.value
        }

        // MARK: JSON

        var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

        mutating func skipSpace() {
            while i < bytes.count {
                switch bytes[i] {
                case 0x20, 0x0A, 0x0D, 0x09: i += 1
                default: return
                }
            }
        }

        /// Consumes `{`, or fails with `problem`.
        mutating func openObject(_ problem: String) throws(StringCatalogError) {
            skipSpace()
            guard peek == UInt8(ascii: "{") else { throw error(peek == nil ? "the text ends where an object should be" : problem) }
            i += 1
        }

        /// A string's bytes between its quotes, and whether it has escapes.
        typealias Key = (range: Range<Int>, escaped: Bool)

        /// The next member's key of the object being read, with its `:` consumed; nil at the
        /// closing `}`, which is consumed. `first` is true before the object's first member.
        mutating func nextKey(_ first: inout Bool) throws(StringCatalogError) -> Key? {
            skipSpace()
            guard let byte = peek else { throw error("the text ends inside an object") }
            if byte == UInt8(ascii: "}") { i += 1; return nil }
            if !first {
                guard byte == UInt8(ascii: ",") else { throw error("expected , or } after an object's member") }
                i += 1
                skipSpace()
            }
            guard peek == UInt8(ascii: "\"") else {
                throw error(peek == nil ? "the text ends inside an object" : first ? "expected a key in quotes or }" : "expected a key in quotes after ,")
            }
            let key = try string()
            skipSpace()
            guard peek == UInt8(ascii: ":") else { throw error("expected : after a key") }
            i += 1
            first = false
            return key
        }

        /// Passes over a string (at its opening quote), checking its escapes; its contents.
        mutating func string() throws(StringCatalogError) -> Key {
            i += 1
            let start = i
            var escaped = false
            while i < bytes.count {
                let byte = bytes[i]
                if byte == UInt8(ascii: "\"") {
                    i += 1
                    return (start..<(i - 1), escaped)
                }
                if byte == UInt8(ascii: "\\") {
                    escaped = true
                    i += 1
                    guard let next = peek else { break }
                    switch next {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                         UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        i += 1
                    case UInt8(ascii: "u"):
                        i += 1
                        for _ in 0..<4 {
                            guard let digit = peek, Self.hexValue(digit) != nil else { throw error("\\u takes four hex digits") }
                            i += 1
                        }
                    default:
                        throw error("unknown escape \\\(Unicode.Scalar(next))")
                    }
                    continue
                }
                if byte < 0x20 { throw error("a control character inside a string (JSON writes it as an escape)") }
                i += 1
            }
            throw error("the text ends inside a string")
        }

        /// Whether a key is `literal` (compared as bytes; a key with escapes is decoded first).
        func matches(_ key: Key, _ literal: String) -> Bool {
            var literal = literal
            return literal.withUTF8 { matches(key, $0) }
        }

        func matches(_ key: Key, _ literal: some Collection<UInt8>) -> Bool {
            if key.escaped {
                guard let decoded = try? decode(key) else { return false }
                return decoded.utf8.elementsEqual(literal)
            }
            return key.range.count == literal.count && UnsafeRawBufferPointer(rebasing: bytes[key.range]).elementsEqual(literal)
        }

        /// The text of a string read by `string()`.
        func decode(_ key: Key) throws(StringCatalogError) -> String {
            let raw = UnsafeRawBufferPointer(rebasing: bytes[key.range])
            if !key.escaped {
                guard let text = String(validating: raw, as: UTF8.self) else {
                    throw error("a string that is not UTF-8", at: key.range.lowerBound)
                }
                return text
            }
            var utf8: [UInt8] = []
            utf8.reserveCapacity(raw.count)
            var j = key.range.lowerBound
            let end = key.range.upperBound
            func hex4(_ at: Int) -> UInt32 {
                var value: UInt32 = 0
                for k in at..<(at + 4) { value = value << 4 | UInt32(Self.hexValue(bytes[k])!) }
                return value
            }
            while j < end {
                let byte = bytes[j]
                guard byte == UInt8(ascii: "\\") else { utf8.append(byte); j += 1; continue }
                let kind = bytes[j + 1]
                j += 2
                switch kind {
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var value = hex4(j)
                    let at = j - 2
                    j += 4
                    if (0xD800...0xDBFF).contains(value) {
                        // A high surrogate must be followed by its low one: together, one scalar.
                        guard j + 6 <= end, bytes[j] == UInt8(ascii: "\\"), bytes[j + 1] == UInt8(ascii: "u") else {
                            throw error("a \\u surrogate without its pair", at: at)
                        }
                        let low = hex4(j + 2)
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("a \\u surrogate without its pair", at: at) }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        j += 6
                    }
                    guard let scalar = Unicode.Scalar(value) else { throw error("a \\u surrogate without its pair", at: at) }
                    utf8.append(contentsOf: UTF8.encode(scalar)!)
                default: utf8.append(kind)  // \" \\ \/
                }
            }
            guard let text = String(validating: utf8, as: UTF8.self) else {
                throw error("a string that is not UTF-8", at: key.range.lowerBound)
            }
            return text
        }

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }

        /// Passes over one value of any kind, checking it is JSON, without building anything:
        /// containers are tracked on a stack of their kinds, not by recursion.
        mutating func skipValue() throws(StringCatalogError) {
            var open: [Bool] = []  // true for an object, false for an array
            value: while true {
                skipSpace()
                guard let byte = peek else { throw error("the text ends where a value should be") }
                switch byte {
                case UInt8(ascii: "{"):
                    i += 1
                    skipSpace()
                    if peek == UInt8(ascii: "}") {
                        i += 1
                    } else {
                        try memberKey(afterComma: false)
                        open.append(true)
                        continue value
                    }
                case UInt8(ascii: "["):
                    i += 1
                    skipSpace()
                    if peek == UInt8(ascii: "]") {
                        i += 1
                    } else {
                        open.append(false)
                        continue value
                    }
                case UInt8(ascii: "\""): _ = try string()
                case UInt8(ascii: "t"): try literal("true")
                case UInt8(ascii: "f"): try literal("false")
                case UInt8(ascii: "n"): try literal("null")
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
                default: throw error("unexpected \(Self.describe(byte)) where a value should be")
                }
                // A value is complete: close the containers it completes.
                while let isObject = open.last {
                    skipSpace()
                    guard let next = peek else { throw error(isObject ? "the text ends inside an object" : "the text ends inside an array") }
                    if next == UInt8(ascii: ",") {
                        i += 1
                        if isObject { try memberKey(afterComma: true) }
                        continue value
                    }
                    guard next == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                        throw error(isObject ? "expected , or } after an object's member" : "expected , or ] after an array's element")
                    }
                    i += 1
                    open.removeLast()
                }
                return
            }
        }

        /// A member's key and its `:`, in an object being skipped.
        mutating func memberKey(afterComma: Bool) throws(StringCatalogError) {
            skipSpace()
            guard peek == UInt8(ascii: "\"") else {
                throw error(peek == nil ? "the text ends inside an object" : afterComma ? "expected a key in quotes after ," : "expected a key in quotes or }")
            }
            _ = try string()
            skipSpace()
            guard peek == UInt8(ascii: ":") else { throw error("expected : after a key") }
            i += 1
        }

        mutating func literal(_ word: StaticString) throws(StringCatalogError) {
            let count = word.utf8CodeUnitCount
            guard i + count <= bytes.count,
                  UnsafeRawBufferPointer(rebasing: bytes[i..<(i + count)]).elementsEqual(UnsafeRawBufferPointer(start: word.utf8Start, count: count))
            else { throw error("expected \(word)") }
            i += count
        }

        /// -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
        mutating func number() throws(StringCatalogError) {
            func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
            if peek == UInt8(ascii: "-") { i += 1 }
            guard isDigit(peek) else { throw error("a number needs a digit") }
            if peek == UInt8(ascii: "0") { i += 1 } else { while isDigit(peek) { i += 1 } }
            if peek == UInt8(ascii: ".") {
                i += 1
                guard isDigit(peek) else { throw error("a number needs a digit after its point") }
                while isDigit(peek) { i += 1 }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                i += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { i += 1 }
                guard isDigit(peek) else { throw error("a number needs a digit in its exponent") }
                while isDigit(peek) { i += 1 }
            }
        }

        static func describe(_ byte: UInt8) -> String {
            byte >= 0x21 && byte < 0x7F ? "'\(Unicode.Scalar(byte))'" : String(format: "byte 0x%02X", byte)
        }

        /// An error at `offset` (where reading is, by default), with its line and column.
        func error(_ problem: String, at offset: Int? = nil) -> StringCatalogError {
            let offset = min(offset ?? i, bytes.count)
            var line = 1, column = 1
            for byte in UnsafeRawBufferPointer(rebasing: bytes[0..<offset]) {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return StringCatalogError(line: line, column: column, problem: problem)
        }
    }
}
