import Foundation

/// The grapheme a cell holds, as plain bits: up to 15 bytes of UTF-8 in place (every grapheme
/// but the longest emoji sequences and stacks of combining marks), a longer one as its number
/// in `LongGraphemes`. A cell of it copies, compares and frees as bytes: a canvas of a page
/// of rows is made, copied and dropped without a reference count a cell.
@usableFromInline
struct CellGrapheme: Hashable, Sendable {
    /// Bytes 0 to 7 of the UTF-8, little end first; a long grapheme's number in `LongGraphemes`.
    @usableFromInline var low: UInt64
    /// Bytes 8 to 14 of the UTF-8, and in the top byte the count (0 to 15) or `longMark`.
    @usableFromInline var high: UInt64

    private static let longMark: UInt64 = 0xFF

    /// One ASCII byte (a run of text writes a cell a byte).
    @inlinable init(ascii byte: UInt8) {
        low = UInt64(byte)
        high = 1 << 56
    }

    init(_ string: String) {
        var string = string
        let count = string.utf8.count
        guard count <= 15 else {
            low = UInt64(LongGraphemes.shared.number(of: string))
            high = Self.longMark << 56
            return
        }
        var low: UInt64 = 0, high: UInt64 = UInt64(count) << 56
        string.withUTF8 { bytes in
            for (offset, byte) in bytes.enumerated() {
                if offset < 8 {
                    low |= UInt64(byte) << (8 * UInt64(offset))
                } else {
                    high |= UInt64(byte) << (8 * UInt64(offset - 8))
                }
            }
        }
        self.low = low
        self.high = high
    }

    /// The number of UTF-8 bytes held in place; nil for a long grapheme.
    @inlinable var inlineCount: Int? {
        let count = Int(truncatingIfNeeded: high >> 56)
        return count == 0xFF ? nil : count
    }

    /// The grapheme as a string (made from the bytes; a long one looked up).
    var string: String {
        guard let count = inlineCount else { return LongGraphemes.shared.string(number: Int(low)) }
        if count == 1 { return String(UnicodeScalar(UInt8(truncatingIfNeeded: low))) }
        let bits = (low.littleEndian, high.littleEndian)
        return withUnsafeBytes(of: bits) { String(decoding: $0.prefix(count), as: UTF8.self) }
    }

    /// The first UTF-8 byte; nil for an empty grapheme.
    @inlinable var firstByte: UInt8? {
        switch high >> 56 {
        case 0: nil
        case 0xFF: longFirstByte
        default: UInt8(truncatingIfNeeded: low)
        }
    }

    @usableFromInline var longFirstByte: UInt8? { LongGraphemes.shared.string(number: Int(low)).utf8.first }

    /// The byte of a one-byte grapheme (an ASCII character), nil for any other.
    @inlinable var singleByte: UInt8? { high == 1 << 56 ? UInt8(truncatingIfNeeded: low) : nil }
}

/// The graphemes longer than a cell holds in place, each kept once by its number. Their count
/// is that of the distinct long graphemes ever drawn (family emoji, flags with tags, stacked
/// combining marks): they stay for the process's life, so a cell's number stays valid in any
/// canvas kept.
@usableFromInline
final class LongGraphemes: @unchecked Sendable {
    static let shared = LongGraphemes()
    private let lock = NSLock()
    private var strings: [String] = []
    private var numbers: [String: Int] = [:]

    func number(of string: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[string] { return number }
        strings.append(string)
        numbers[string] = strings.count - 1
        return strings.count - 1
    }

    @usableFromInline func string(number: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return strings[number]
    }

    /// How many long graphemes are kept (the tests check one is kept once).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return strings.count
    }
}
