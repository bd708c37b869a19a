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
    @usableFromInline let key: String
    /// The key's text with the values put in, as VoiceOver reads it: each value written in the
    /// key's own text, or as its specifier formats it. Empty for a key with no values.
    @usableFromInline let spoken: String
    /// Where each value lies in `spoken`, in order.
    @usableFromInline let valueSpans: ValueSpans
    /// The values as drawn, where that differs (an image draws its symbol, reads its label).
    @usableFromInline let differentlyDrawnArguments: [String]?
    /// Whether the key was written with interpolations (a plain key keeps its `%` signs).
    @usableFromInline let hasFormatting: Bool
    /// Whether `spoken` is the key's own text with its values put in: every value took the
    /// key's plain specifier.
    @usableFromInline let hasOwnText: Bool
    /// The key's own text with the values put in as drawn, where it is its own text.
    @usableFromInline let drawnText: String?

    /// The interpolated values, already written as text, as VoiceOver reads them.
    var arguments: [String] { valueSpans.values(in: spoken) }
    /// The values as drawn.
    var drawnArguments: [String] { differentlyDrawnArguments ?? arguments }
    /// What a key no table has an entry for reads as, written as the key was made (nil when a
    /// value came with a specifier of its own, which the key's format then carries).
    var spokenText: String? { hasOwnText ? spoken : nil }

    public init(_ value: String) {
        key = value
        spoken = ""
        valueSpans = ValueSpans()
        differentlyDrawnArguments = nil
        hasFormatting = false
        hasOwnText = false
        drawnText = nil
    }
    public init(stringLiteral value: String) { self.init(value) }
    @inlinable public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        spoken = stringInterpolation.spoken
        valueSpans = stringInterpolation.valueSpans
        differentlyDrawnArguments = stringInterpolation.drawnArguments
        hasFormatting = true
        hasOwnText = stringInterpolation.hasOwnText
        drawnText = stringInterpolation.hasOwnText ? stringInterpolation.drawn ?? stringInterpolation.spoken : nil
    }

    /// Where each interpolated value lies in the text as read (UTF-8 offsets), so the values
    /// need no array of their own: the first two are kept in place (a key rarely has more),
    /// the rest in an array.
    @usableFromInline struct ValueSpans: Equatable, Sendable {
        @usableFromInline var first: Range<Int>?
        @usableFromInline var second: Range<Int>?
        @usableFromInline var rest: [Range<Int>] = []

        @inlinable init() {}

        var count: Int { first == nil ? 0 : second == nil ? 1 : 2 + rest.count }

        @inlinable mutating func append(_ span: Range<Int>) {
            if first == nil { first = span } else if second == nil { second = span } else { rest.append(span) }
        }

        /// The values, cut from `text`.
        @usableFromInline func values(in text: String) -> [String] {
            guard let first else { return [] }
            let utf8 = text.utf8
            func value(_ span: Range<Int>) -> String {
                let start = utf8.index(utf8.startIndex, offsetBy: span.lowerBound)
                let end = utf8.index(start, offsetBy: span.count)
                return String(text[start..<end])
            }
            var values = [value(first)]
            values.reserveCapacity(count)
            if let second { values.append(value(second)) }
            for span in rest { values.append(value(span)) }
            return values
        }
    }

    /// The text for this key in `tableName` (Localizable by default): the table's format with
    /// the values put in, else the key itself with them.
    func resolved(tableName: String? = nil, bundle: Bundle? = nil) -> String {
        guard let format = LocalizedStringTables.lookup(key, table: tableName, bundle: bundle) else {
            guard hasFormatting else { return key }
            return spokenText ?? Self.substitute(arguments, into: key)
        }
        guard hasFormatting else { return format }
        return Self.substitute(arguments, into: format)
    }

    /// The text as drawn and as read, which differ when an image or a relabelled `Text` is
    /// interpolated.
    func resolvedForDrawing(tableName: String? = nil, bundle: Bundle? = nil) -> (drawn: String, spoken: String) {
        guard let format = LocalizedStringTables.lookup(key, table: tableName, bundle: bundle) else {
            guard hasFormatting else { return (key, key) }
            if let drawnText, let spokenText { return (drawnText, spokenText) }
            return (Self.substitute(drawnArguments, into: key), Self.substitute(arguments, into: key))
        }
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
        @usableFromInline var key = ""
        /// Where each value lies in `spoken`.
        @usableFromInline var valueSpans = ValueSpans()
        /// The values as drawn: nil while each draws as it reads (most keys), made when an image
        /// or a relabelled `Text` draws otherwise.
        @usableFromInline var drawnArguments: [String]?
        /// The text as read and as drawn: the key's format with the values put in. The drawn
        /// text is nil while it is the text as read; it is the key's own text only while every
        /// value took the key's plain specifier (`hasOwnText`).
        @usableFromInline var spoken = ""
        @usableFromInline var drawn: String?
        @usableFromInline var hasOwnText = true

        @inlinable public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 3 * interpolationCount)
        }

        /// Adds a value, as read and, where it differs, as drawn.
        @inlinable mutating func append(value: String, drawnAs drawnValue: String? = nil) {
            if drawnArguments == nil, let drawnValue, drawnValue != value {
                drawnArguments = valueSpans.values(in: spoken)
                drawn = spoken
            }
            let start = spoken.utf8.count
            spoken += value
            valueSpans.append(start..<spoken.utf8.count)
            if drawnArguments != nil {
                drawnArguments?.append(drawnValue ?? value)
                drawn? += drawnValue ?? value
            }
        }

        @inlinable public mutating func appendLiteral(_ literal: String) {
            // The literal after a key's last value is often empty.
            guard !literal.isEmpty else { return }
            spoken += literal
            drawn? += literal
            // Most literals have no "%": they go in as they are.
            if TerminalText.hasByte(UInt8(ascii: "%"), in: literal) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            } else {
                key += literal
            }
        }
        @inlinable public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            append(value: string)
        }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
            appendInterpolation(String(string))
        }
        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            append(value: text.spokenText, drawnAs: text.content)
        }
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            appendInterpolation(String(attributedString.characters))
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            key += "%lld"
            append(value: String(value))
        }
        /// An `Int`, the most common value, written without going through the generic
        /// `BinaryInteger` path, and inlined where the key is made (a row's text, every row).
        @inlinable public mutating func appendInterpolation(_ value: Int) {
            key += "%lld"
            append(value: String(value))
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            // SwiftUI formats a floating-point value with "%lf": six decimals.
            key += "%lf"
            append(value: String(format: "%f", Double(value)))
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            hasOwnText = false
            key += specifier
            append(value: String(format: specifier, Int64(value)))
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            hasOwnText = false
            key += specifier
            append(value: String(format: specifier, Double(value)))
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendInterpolation(format.format(input))
        }
        /// An image in text reads as its label (nothing when decorative).
        public mutating func appendInterpolation(_ image: Image) {
            key += "%@"
            append(value: image.labelInText, drawnAs: image.glyphInText)
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
///
/// A file is read when a lookup first asks for its table, not when it is registered, as an
/// app's bundle reads its tables: a screen that never looks in a table never pays for it.
public enum LocalizedStringTables {
    /// One registration, in order: entries given as they are, or a file not read yet.
    private enum Layer {
        case entries([String: String])
        case file(path: String, language: String?)
    }

    private static let tables = Locked<[String: [Layer]]>([:])
    /// How many tables are registered, read without the lock: a screen of texts with no table
    /// (most) looks each key up in none, as a list makes a text for every row.
    private static let tableCount = Atomic<Int>(0)
    private static let failures = Locked<[String]>([])
    /// How many times each file has been read, by path: once at most, at its table's first lookup.
    private static let reads = Locked<[String: Int]>([:])

    /// Registers a `.strings` file's text (`"key" = "value";` lines, comments allowed) as `table`.
    public static func register(strings: String, table: String = "Localizable") {
        add(.entries(parseStrings(strings)), to: table)
    }

    /// Registers a String Catalog (`.xcstrings` JSON) as `table`, in `language` (the catalog's
    /// source language when nil). A catalog that is not well-formed is an error naming its
    /// line and column.
    public static func register(xcstrings data: Data, language: String? = nil, table: String = "Localizable") throws {
        add(.entries(try StringCatalogReader.values(in: data, language: language)), to: table)
    }

    /// Registers a `.strings` or `.xcstrings` file, in `language` for a catalog; the table is
    /// named after the file. The file must be readable now; it is read and decoded the first
    /// time a lookup asks for its table, and kept. A file that cannot be decoded then leaves
    /// its table without its entries and is reported in `problems`.
    public static func register(contentsOf url: URL, language: String? = nil) throws {
        let path = url.path
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
        add(.file(path: path, language: language), to: url.deletingPathExtension().lastPathComponent)
    }

    /// Forgets `table`.
    public static func remove(table: String = "Localizable") {
        tables.withLock { tables in
            tables.removeValue(forKey: table)
            tableCount.store(tables.count, ordering: .releasing)
        }
    }

    /// The files that could not be read or decoded when their tables were first looked up,
    /// each as "path: line:column: what" (or "path: cannot read").
    public static var problems: [String] { failures.withLock { $0 } }

    /// How many times the file at `path` has been read.
    static func readCount(of path: String) -> Int { reads.withLock { $0[path] ?? 0 } }

    private static func add(_ layer: Layer, to table: String) {
        tables.withLock { tables in
            var layers = tables.removeValue(forKey: table) ?? []
            // Entries after entries merge at once; later registrations win.
            if case .entries(let new) = layer, case .entries(var last)? = layers.last {
                layers.removeLast()
                last.merge(new) { _, new in new }
                layers.append(.entries(last))
            } else {
                layers.append(layer)
            }
            tables[table] = layers
            tableCount.store(tables.count, ordering: .releasing)
        }
    }

    /// The entry for `key` in `table`, nil when it has none: what a `Text` with that key shows.
    public static func value(forKey key: String, table: String = "Localizable") -> String? {
        lookup(key, table: table, bundle: nil)
    }

    /// Whether any table is registered: with none, no key is looked up but in a bundle.
    static var anyRegistered: Bool { tableCount.load(ordering: .acquiring) != 0 }

    static func lookup(_ key: String, table: String?, bundle: Bundle?) -> String? {
        if bundle == nil, !anyRegistered { return nil }
        let name = table ?? "Localizable"
        if let value = tables.withLock({ tables -> String? in
            guard let layers = tables[name] else { return nil }
            if layers.count == 1, case .entries(let entries) = layers[0] { return entries[key] }
            // First lookup in a table with files: read them, in the order they were registered.
            let entries = resolve(layers)
            tables[name] = [.entries(entries)]
            return entries[key]
        }) { return value }
        if let bundle {
            let value = bundle.localizedString(forKey: key, value: nil, table: table)
            if value != key { return value }
        }
        return nil
    }

    /// A table's layers as one set of entries, later layers winning.
    private static func resolve(_ layers: [Layer]) -> [String: String] {
        var result: [String: String] = [:]
        for layer in layers {
            let entries: [String: String]
            switch layer {
            case .entries(let given): entries = given
            case .file(let path, let language):
                do {
                    entries = try read(path: path, language: language)
                } catch {
                    failures.withLock { $0.append("\(path): \(error)") }
                    continue
                }
            }
            if result.isEmpty { result = entries } else { result.merge(entries) { _, new in new } }
        }
        return result
    }

    /// A strings file's entries: a catalog's in `language`, or a `.strings` file's (UTF-8, or
    /// UTF-16 with its byte order mark, as Xcode used to write them).
    private static func read(path: String, language: String?) throws -> [String: String] {
        reads.withLock { $0[path, default: 0] += 1 }
        guard let data = FileManager.default.contents(atPath: path) else { throw ReadFailure() }
        if path.hasSuffix(".xcstrings") { return try StringCatalogReader.values(in: data, language: language) }
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]), let text = String(data: data, encoding: .utf16) {
            return parseStrings(text)
        }
        return parseStrings(String(decoding: data, as: UTF8.self))
    }

    private struct ReadFailure: Error, CustomStringConvertible {
        var description: String { "cannot read" }
    }

    /// Parses the `.strings` format (an old-style property list of strings): `"key" = "value";`
    /// with `/* */` or `//` comments and the format's escapes: `\n`, `\t`, `\r`, `\a`, `\b`,
    /// `\f`, `\v`, `\"`, `\\`, `\UXXXX` (and `\uXXXX`, up to four hex digits, surrogate pairs
    /// joined), `\ooo` octal. Any other escaped character stands for itself, as in Apple's parser.
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
        /// Up to `limit` digits in `radix`, consumed; nil when there is none.
        func number(radix: UInt32, limit: Int) -> UInt32? {
            var value: UInt32 = 0, count = 0
            while count < limit, let c = chars.first, c.isASCII, let digit = UInt32(String(c), radix: Int(radix)) {
                value = value * radix + digit
                count += 1
                chars.removeFirst()
            }
            return count == 0 ? nil : value
        }
        func quoted() -> String? {
            guard chars.first == "\"" else { return nil }
            chars.removeFirst()
            var s = String.UnicodeScalarView()
            while let c = chars.popFirst() {
                if c == "\"" { return String(s) }
                guard c == "\\", let e = chars.first else { s.append(c); continue }
                switch e {
                case "U", "u":
                    // \U001B: up to four hex digits, a UTF-16 unit; a high and a low surrogate
                    // written one after the other are one scalar.
                    chars.removeFirst()
                    guard var unit = number(radix: 16, limit: 4) else { s.append(e); continue }
                    if (0xD800...0xDBFF).contains(unit), chars.first == "\\",
                       let u = chars.dropFirst().first, u == "U" || u == "u" {
                        let saved = chars
                        chars.removeFirst(2)
                        if let low = number(radix: 16, limit: 4), (0xDC00...0xDFFF).contains(low) {
                            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            chars = saved
                        }
                    }
                    s.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                case "0"..."7":
                    // \033: up to three octal digits, a byte (as Latin-1 above 127).
                    let value = number(radix: 8, limit: 3) ?? 0
                    s.append(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))
                default:
                    chars.removeFirst()
                    switch e {
                    case "n": s.append("\n")
                    case "t": s.append("\t")
                    case "r": s.append("\r")
                    case "a": s.append("\u{07}")
                    case "b": s.append("\u{08}")
                    case "f": s.append("\u{0C}")
                    case "v": s.append("\u{0B}")
                    // \" \' \\ and an escape the format does not know: the character itself.
                    default: s.append(e)
                    }
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
