import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// liblouis, the braille translator screen readers use (NVDA, Orca, BRLTTY), loaded at run
/// time: rotor builds and runs without it, and only braille output needs it.
public final class LibLouis: @unchecked Sendable {
    /// The contracted Unified English Braille table, VoiceOver's default for English.
    public static let defaultTable = "en-ueb-g2.ctb"
    /// The package names that provide the library and its tables.
    public static let packages = "liblouis20 liblouis-data"

    public enum LoadError: Error, CustomStringConvertible, Equatable {
        case notInstalled(library: String)
        case missingSymbol(String)
        case unknownTable(String)
        case translationFailed(table: String)
        /// A table name liblouis must not be handed: too long, or with a NUL or control character.
        case unusableTableName(String, reason: String)
        /// More text than one braille line can be: `maximumTextUnits`.
        case textTooLong(units: Int)

        public var description: String {
            switch self {
            case .notInstalled(let library):
                "braille needs liblouis (\(library) was not found): apt-get install \(LibLouis.packages)"
            case .missingSymbol(let name): "liblouis has no \(name): a newer liblouis is needed"
            case .unknownTable(let table): "liblouis has no braille table '\(QuotedInput.bounded(table))' (tables are in /usr/share/liblouis/tables)"
            case .translationFailed(let table): "liblouis could not translate with the table '\(QuotedInput.bounded(table))'"
            case .unusableTableName(let table, let reason): "--braille-table '\(QuotedInput.bounded(table))': \(reason)"
            case .textTooLong(let units):
                "the text to translate has \(units) characters; braille takes at most \(LibLouis.maximumTextUnits)"
            }
        }
    }

    private typealias Translate = @convention(c) (
        UnsafePointer<CChar>?, UnsafeRawPointer?, UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt16>?, UnsafeMutablePointer<CChar>?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, Int32) -> Int32
    private typealias CharSize = @convention(c) () -> Int32
    private typealias Version = @convention(c) () -> UnsafePointer<CChar>?
    private typealias CheckTable = @convention(c) (UnsafePointer<CChar>?) -> Int32
    private typealias SetLogLevel = @convention(c) (Int32) -> Void

    private let handle: UnsafeMutableRawPointer
    private let translateFunction: Translate
    private let checkTableFunction: CheckTable
    /// Bytes in one of liblouis's characters (2 or 4, as it was built).
    private let characterSize: Int
    public let version: String
    private let lock = NSLock()
    private var checkedTables: [String: Bool] = [:]

    /// Modes of `lou_translate`: dot patterns out (`dotsIO`) as Unicode braille (`ucBrl`).
    private static let dotsIO: Int32 = 4
    private static let unicodeBraille: Int32 = 64

    /// Longest table list (`en-ueb-g2.ctb`, or names separated by commas) handed to liblouis,
    /// in bytes. liblouis joins a name with its table folder in a PATH_MAX (4096-byte) buffer
    /// and aborts the process past it (a 4069-byte name with /usr/share/liblouis/tables/);
    /// its own strings are MAXSTRING (2048) long. Half of that is room for any real list.
    public static let maximumTableNameBytes = 1024
    /// Most code units one translation takes: far past any braille line, and small enough that
    /// the output buffer's size (four cells a unit) fits liblouis's 32-bit lengths.
    public static let maximumTextUnits = 1 << 20

    /// Why `table` cannot be handed to liblouis, or nil when it can: empty, longer than
    /// `maximumTableNameBytes`, or holding a NUL or another control character (a C string
    /// would end at the NUL and name another table).
    public static func problem(withTableName table: String) -> LoadError? {
        if table.isEmpty { return .unusableTableName(table, reason: "a table name cannot be empty") }
        if table.utf8.count > maximumTableNameBytes {
            return .unusableTableName(table, reason: "a table name is at most \(maximumTableNameBytes) bytes, "
                + "not \(table.utf8.count)")
        }
        if table.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .unusableTableName(table, reason: "a table name cannot contain a NUL or another control character")
        }
        return nil
    }

    /// The library, loaded once; nil with the reason when it is not installed.
    public static let shared: Result<LibLouis, LoadError> = {
        do throws(LoadError) { return .success(try LibLouis()) } catch { return .failure(error) }
    }()

    public init(library: String = "liblouis.so.20") throws(LoadError) {
        guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) ?? (library == "liblouis.so.20" ? dlopen("liblouis.so", RTLD_NOW | RTLD_LOCAL) : nil)
        else { throw .notInstalled(library: library) }
        func symbol<T>(_ name: String, as type: T.Type) throws(LoadError) -> T {
            guard let pointer = dlsym(handle, name) else { throw .missingSymbol(name) }
            return unsafeBitCast(pointer, to: type)
        }
        do throws(LoadError) {
            translateFunction = try symbol("lou_translate", as: Translate.self)
            checkTableFunction = try symbol("lou_checkTable", as: CheckTable.self)
            characterSize = Int(try symbol("lou_charSize", as: CharSize.self)())
            version = (try symbol("lou_version", as: Version.self)()).map { String(cString: $0) } ?? "?"
            // liblouis logs to stderr itself; rotor says what went wrong in its own words.
            try symbol("lou_setLogLevel", as: SetLogLevel.self)(60_000)
        } catch {
            dlclose(handle)
            throw error
        }
        self.handle = handle
    }

    deinit { dlclose(handle) }

    /// Translates print into Unicode braille (U+2800…) with `table`, and says for each braille
    /// cell which character of the print it came from (for routing keys and panning).
    public func translate(_ text: String, table: String = LibLouis.defaultTable) throws(LoadError) -> BrailleTranslation {
        // Checked before liblouis sees the name: it copies names into fixed buffers.
        if let problem = Self.problem(withTableName: table) { throw problem }
        lock.lock()
        defer { lock.unlock() }
        if checkedTables[table] == nil {
            checkedTables[table] = table.withCString { checkTableFunction($0) } != 0
        }
        guard checkedTables[table] == true else { throw .unknownTable(table) }
        let characters = Array(text)
        guard !characters.isEmpty else { return BrailleTranslation(print: text, cells: [], sourceCharacter: []) }
        // liblouis reads code units; a character of several scalars spreads over several.
        var units: [UInt32] = []
        var characterOfUnit: [Int] = []
        for (index, character) in characters.enumerated() {
            for scalar in character.unicodeScalars {
                if characterSize == 2, scalar.value > 0xFFFF {
                    let value = scalar.value - 0x10000
                    units += [0xD800 + (value >> 10), 0xDC00 + (value & 0x3FF)]
                    characterOfUnit += [index, index]
                } else {
                    units.append(scalar.value)
                    characterOfUnit.append(index)
                }
            }
        }
        guard units.count <= Self.maximumTextUnits else { throw .textTooLong(units: units.count) }
        // Contractions shorten; computer braille and indicators lengthen: room for both.
        let capacity = units.count * 4 + 16
        var inputLength = Int32(units.count)
        var outputLength = Int32(capacity)
        var inputPosition = [Int32](repeating: 0, count: capacity)
        let input = UnsafeMutableRawPointer.allocate(byteCount: max(1, units.count) * characterSize, alignment: 4)
        let output = UnsafeMutableRawPointer.allocate(byteCount: capacity * characterSize, alignment: 4)
        defer { input.deallocate(); output.deallocate() }
        for (i, unit) in units.enumerated() {
            if characterSize == 2 { input.storeBytes(of: UInt16(truncatingIfNeeded: unit), toByteOffset: i * 2, as: UInt16.self) }
            else { input.storeBytes(of: unit, toByteOffset: i * 4, as: UInt32.self) }
        }
        let status = table.withCString { name in
            translateFunction(name, input, &inputLength, output, &outputLength, nil, nil, nil, &inputPosition, nil,
                              Self.dotsIO | Self.unicodeBraille)
        }
        guard status != 0 else { throw .translationFailed(table: table) }
        var cells: [Character] = []
        var source: [Int] = []
        for i in 0..<Int(outputLength) {
            let unit = characterSize == 2
                ? UInt32(output.load(fromByteOffset: i * 2, as: UInt16.self))
                : output.load(fromByteOffset: i * 4, as: UInt32.self)
            // Dot patterns come as U+28xx; anything else (a blank) is the empty cell.
            let scalar = Unicode.Scalar(unit).flatMap { (0x2800...0x28FF).contains($0.value) ? $0 : nil }
                ?? Unicode.Scalar(0x2800)!
            cells.append(Character(scalar))
            let position = Int(inputPosition[i])
            source.append(characterOfUnit.indices.contains(position) ? characterOfUnit[position] : characters.count - 1)
        }
        return BrailleTranslation(print: text, cells: cells, sourceCharacter: source)
    }
}

/// One line of print in braille: its cells, and the print character each cell came from.
public struct BrailleTranslation: Hashable, Sendable {
    public var print: String
    public var cells: [Character]
    /// For each cell, the index of the `Character` of `print` it translates.
    public var sourceCharacter: [Int]

    public var braille: String { String(cells) }

    public init(print: String, cells: [Character], sourceCharacter: [Int]) {
        self.print = print
        self.cells = cells
        self.sourceCharacter = sourceCharacter
    }
}
