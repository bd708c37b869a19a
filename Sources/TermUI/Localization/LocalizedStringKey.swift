import Foundation
import Synchronization

/// The key of a localized string, as SwiftUI's: a string literal passed to `Text`, `Button`,
/// `Label` and the other titled views is a key, looked up in a strings table; a `String`
/// variable takes the `StringProtocol` overloads and is shown verbatim.
///
/// Interpolated values make the key a format (`"\(count) items"` is the key `"%lld items"`),
/// and the values are put back into the looked-up format.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key as it is looked up: literal text with `%@`, `%lld`, `%lf`… for the values.
    let key: String
    /// The interpolated values, already written as text, as VoiceOver reads them.
    let arguments: [String]
    /// The values as drawn, where that differs (an image draws its symbol, reads its label).
    let drawnArguments: [String]
    /// Whether the key was written with interpolations (a plain key keeps its `%` signs).
    let hasFormatting: Bool

    public init(_ value: String) {
        key = value
        arguments = []
        drawnArguments = []
        hasFormatting = false
    }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        drawnArguments = stringInterpolation.drawnArguments
        hasFormatting = true
    }

    /// The text for this key in `tableName` (Localizable by default): the table's format with
    /// the values put in, else the key itself with them.
    func resolved(tableName: String? = nil, bundle: Bundle? = nil) -> String {
        let format = LocalizedStringTables.lookup(key, table: tableName, bundle: bundle) ?? key
        guard hasFormatting else { return format }
        return Self.substitute(arguments, into: format)
    }

    /// The text as drawn and as read, which differ when an image or a relabelled `Text` is
    /// interpolated.
    func resolvedForDrawing(tableName: String? = nil, bundle: Bundle? = nil) -> (drawn: String, spoken: String) {
        let format = LocalizedStringTables.lookup(key, table: tableName, bundle: bundle) ?? key
        guard hasFormatting else { return (format, format) }
        return (Self.substitute(drawnArguments, into: format), Self.substitute(arguments, into: format))
    }

    /// Puts `arguments` in place of the format's specifiers, in order or by position (`%2$@`).
    /// Specifiers are ASCII, so the format is read as bytes; the text between is copied whole.
    static func substitute(_ arguments: [String], into format: String) -> String {
        let bytes = format.utf8
        var result = ""
        var next = 0
        var i = bytes.startIndex
        func isByte(_ index: String.Index, _ scalar: Unicode.Scalar) -> Bool {
            index < bytes.endIndex && bytes[index] == UInt8(ascii: scalar)
        }
        while i < bytes.endIndex {
            guard let percent = bytes[i...].firstIndex(of: UInt8(ascii: "%")) else {
                result += format[i...]
                break
            }
            result += format[i..<percent]
            i = percent
            var j = bytes.index(after: i)
            if isByte(j, "%") { result.append("%"); i = bytes.index(after: j); continue }
            // %[n$][flags/width/precision][length]conversion
            var position: Int?
            var number = 0, digitCount = 0
            while j < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[j]) {
                number = number &* 10 &+ Int(bytes[j] - UInt8(ascii: "0"))
                digitCount += 1
                j = bytes.index(after: j)
            }
            if digitCount > 0, isByte(j, "$") {
                position = number - 1
                j = bytes.index(after: j)
            }
            while j < bytes.endIndex, Self.specifierBytes.contains(bytes[j]) { j = bytes.index(after: j) }
            guard j < bytes.endIndex else { result += format[i...]; break }
            let index = position ?? next
            if position == nil { next += 1 }
            result += index >= 0 && index < arguments.count ? arguments[index] : ""
            // The conversion: one character (a byte when it is ASCII, as it always is).
            i = format.index(after: j)
        }
        return result
    }

    /// Flags, width, precision and length bytes of a format specifier.
    private static let specifierBytes = Set("-+ #0123456789.lhqLzjt".utf8)

    /// Builds a key and its values from an interpolated literal, as SwiftUI's does.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        /// A value drawn as it reads is appended to `arguments` alone and copied here; an image
        /// or a relabelled `Text` appends its drawn form here first.
        var arguments: [String] = [] {
            didSet { if arguments.count > drawnArguments.count { drawnArguments.append(arguments[arguments.count - 1]) } }
        }
        var drawnArguments: [String] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 3 * interpolationCount)
        }
        public mutating func appendLiteral(_ literal: String) {
            // Most literals have no "%": they go in as they are.
            if literal.utf8.contains(UInt8(ascii: "%")) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            } else {
                key += literal
            }
        }
        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(string)
        }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
            appendInterpolation(String(string))
        }
        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            drawnArguments.append(text.content)
            arguments.append(text.spokenText)
        }
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            appendInterpolation(String(attributedString.characters))
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            key += "%lld"
            arguments.append(String(value))
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            // SwiftUI formats a floating-point value with "%lf": six decimals.
            key += "%lf"
            arguments.append(String(format: "%f", Double(value)))
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            key += specifier
            arguments.append(String(format: specifier, Int64(value)))
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            key += specifier
            arguments.append(String(format: specifier, Double(value)))
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendInterpolation(format.format(input))
        }
        /// An image in text reads as its label (nothing when decorative).
        public mutating func appendInterpolation(_ image: Image) {
            key += "%@"
            drawnArguments.append(image.glyphInText)
            arguments.append(image.labelInText)
        }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendInterpolation(Text.written(date, style: style, now: Date()))
        }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
            appendInterpolation(formatter.string(for: subject) ?? "")
        }
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
            appendInterpolation(formatter.string(for: subject) ?? "")
        }
    }
}

/// Strings tables that `Text` keys are looked up in, the way SwiftUI looks them up in an app
/// bundle's `Localizable.strings` or `Localizable.xcstrings`. Register a table's contents (or a
/// file), then `Text("Welcome")` reads the table's "Welcome" entry; a key with no entry is its
/// own text. Lookup happens when the `Text` is made, so a table registered later reaches a body
/// when it is evaluated again.
public enum LocalizedStringTables {
    private static let tables = Mutex<[String: [String: String]]>([:])

    /// Registers a `.strings` file's text (`"key" = "value";` lines, comments allowed) as `table`.
    public static func register(strings: String, table: String = "Localizable") {
        let entries = parseStrings(strings)
        tables.withLock { $0[table, default: [:]].merge(entries) { _, new in new } }
    }

    /// Registers a String Catalog (`.xcstrings` JSON) as `table`, in `language` (the catalog's
    /// source language when nil).
    public static func register(xcstrings data: Data, language: String? = nil, table: String = "Localizable") throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
        let language = language ?? (root["sourceLanguage"] as? String) ?? "en"
        var entries: [String: String] = [:]
        for (key, value) in (root["strings"] as? [String: Any]) ?? [:] {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any],
                  let unit = (localizations[language] as? [String: Any])?["stringUnit"] as? [String: Any],
                  let text = unit["value"] as? String else { continue }
            entries[key] = text
        }
        tables.withLock { $0[table, default: [:]].merge(entries) { _, new in new } }
    }

    /// Registers a `.strings` or `.xcstrings` file; the table is named after the file.
    public static func register(contentsOf url: URL, language: String? = nil) throws {
        let table = url.deletingPathExtension().lastPathComponent
        let data = try Data(contentsOf: url)
        if url.pathExtension == "xcstrings" {
            try register(xcstrings: data, language: language, table: table)
        } else {
            register(strings: String(decoding: data, as: UTF8.self), table: table)
        }
    }

    /// Forgets `table`.
    public static func remove(table: String = "Localizable") {
        _ = tables.withLock { $0.removeValue(forKey: table) }
    }

    static func lookup(_ key: String, table: String?, bundle: Bundle?) -> String? {
        let name = table ?? "Localizable"
        if let value = tables.withLock({ $0[name]?[key] }) { return value }
        if let bundle {
            let value = bundle.localizedString(forKey: key, value: nil, table: table)
            if value != key { return value }
        }
        return nil
    }

    /// Parses the `.strings` format: `"key" = "value";` with `\"`, `\n`, `\\` escapes and
    /// `/* */` or `//` comments.
    static func parseStrings(_ text: String) -> [String: String] {
        var entries: [String: String] = [:]
        var chars = Array(text.unicodeScalars)[...]
        func skipSpaceAndComments() {
            while let c = chars.first {
                if c.properties.isWhitespace { chars.removeFirst(); continue }
                if c == "/", chars.dropFirst().first == "*" {
                    chars.removeFirst(2)
                    while !chars.isEmpty, !(chars.first == "*" && chars.dropFirst().first == "/") { chars.removeFirst() }
                    chars = chars.dropFirst(2)
                    continue
                }
                if c == "/", chars.dropFirst().first == "/" {
                    while let d = chars.first, d != "\n" { chars.removeFirst() }
                    continue
                }
                break
            }
        }
        func quoted() -> String? {
            guard chars.first == "\"" else { return nil }
            chars.removeFirst()
            var s = String.UnicodeScalarView()
            while let c = chars.popFirst() {
                if c == "\"" { return String(s) }
                if c == "\\", let e = chars.popFirst() {
                    switch e {
                    case "n": s.append("\n")
                    case "t": s.append("\t")
                    default: s.append(e)
                    }
                } else {
                    s.append(c)
                }
            }
            return nil
        }
        while true {
            skipSpaceAndComments()
            guard let key = quoted() else { break }
            skipSpaceAndComments()
            guard chars.first == "=" else { break }
            chars.removeFirst()
            skipSpaceAndComments()
            guard let value = quoted() else { break }
            entries[key] = value
            skipSpaceAndComments()
            if chars.first == ";" { chars.removeFirst() }
        }
        return entries
    }
}

extension Image {
    /// What an image inside text reads as: its label, nothing when decorative.
    nonisolated var glyphInText: String {
        switch source {
        case .system(let name): SymbolCatalog.glyph(for: name)
        case .asset(let name): "▧ \(name)"
        }
    }
    nonisolated var labelInText: String {
        if let label { return label }
        switch source {
        case .system(let name): return SymbolCatalog.label(for: name)
        case .asset(let name): return SymbolCatalog.spokenName(name)
        }
    }
}
