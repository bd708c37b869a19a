import Foundation

/// How a walkthrough compares what was said with what a script expects.
///
/// Both sides are normalised: letters lower-cased, every run of characters that are not letters
/// or digits (punctuation, spaces, line breaks) becomes one space, and the ends are trimmed. So
/// `"Weekend adventure, heading"` matches `Weekend adventure, Heading` and `favorite button`
/// matches `Favorite, Button`. After normalising, the texts must be equal, except that an
/// ellipsis (`…` or `...`) at the start of the expected text lets the spoken text have anything
/// before it, and one at the end anything after it: `"… cloud in the sky. Image"`.
public enum SpeechMatch {
    public static func normalize(_ text: String) -> String {
        if let ascii = normalizeASCII(text) { return ascii }
        var result = ""
        var pendingSpace = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingSpace, !result.isEmpty { result.append(" ") }
                pendingSpace = false
                result.append(character)
            } else {
                pendingSpace = true
            }
        }
        return result
    }

    /// `normalize` of a text that is all ASCII, byte by byte: its letters are A to Z and its
    /// digits 0 to 9, so no character needs Unicode's properties. Nil for any other text.
    static func normalizeASCII(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard isASCII(bytes) else { return nil }
            // Written straight into the string's own storage: a short one (most labels) is
            // held inline, with nothing allocated.
            return String(unsafeUninitializedCapacity: bytes.count) { result in
                var count = 0
                var pendingSpace = false
                for byte in bytes {
                    let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                    if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
                        if pendingSpace, count > 0 {
                            result[count] = 0x20
                            count += 1
                        }
                        pendingSpace = false
                        result[count] = lower
                        count += 1
                    } else {
                        pendingSpace = true
                    }
                }
                return count
            }
        }
    }

    /// Whether `text` contains `part`, as Foundation's `contains` answers: ASCII texts byte by
    /// byte (they have one spelling each), others through Foundation, which also finds a letter
    /// spelt with a combining accent where the other text has it precomposed.
    public static func contains(_ text: String, _ part: String) -> Bool {
        var text = text, part = part
        let answer = text.withUTF8 { haystack in
            part.withUTF8 { needle -> Bool? in
                guard isASCII(haystack), isASCII(needle) else { return nil }
                guard !needle.isEmpty else { return false }
                guard haystack.count >= needle.count, let needleStart = needle.baseAddress,
                      let haystackStart = UnsafeRawPointer(haystack.baseAddress) else { return false }
                // Each place the first byte is (memchr), compared whole (memcmp).
                let last = haystack.count - needle.count
                var offset = 0
                while offset <= last {
                    guard let found = memchr(haystackStart + offset, Int32(needle[0]), last - offset + 1) else { return false }
                    if memcmp(found, needleStart, needle.count) == 0 { return true }
                    offset = haystackStart.distance(to: UnsafeRawPointer(found)) + 1
                }
                return false
            }
        }
        return answer ?? text.contains(part)
    }

    /// No byte of `bytes` is 0x80 or above, checked eight at a time.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = UnsafeRawPointer(bytes.baseAddress) else { return true }
        let words = bytes.count / 8
        var index = 0
        while index < words {
            if start.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 1
        }
        var byte = words * 8
        while byte < bytes.count {
            if bytes[byte] >= 0x80 { return false }
            byte += 1
        }
        return true
    }

    /// True when `spoken` is what `expected` describes.
    public static func matches(_ spoken: String, expected: String) -> Bool {
        var pattern = Substring(expected.trimmingCharacters(in: .whitespaces))
        var anyBefore = false, anyAfter = false
        for mark in ["…", "..."] where pattern.hasPrefix(mark) {
            anyBefore = true
            pattern = pattern.dropFirst(mark.count)
        }
        for mark in ["…", "..."] where pattern.hasSuffix(mark) {
            anyAfter = true
            pattern = pattern.dropLast(mark.count)
        }
        let want = normalize(String(pattern))
        let have = normalize(spoken)
        switch (anyBefore, anyAfter) {
        case (false, false): return have == want
        case (true, false): return have == want || have.hasSuffix(" " + want)
        case (false, true): return have == want || have.hasPrefix(want + " ")
        case (true, true): return want.isEmpty || " \(have) ".contains(" \(want) ")
        }
    }
}
