import Foundation
@testable import Headless
import Testing
import TermUI

/// JSON leaving rotor escapes what the terminal writer replaces, and a JSON reader gets the
/// exact text back.
struct JSONEscapingTests {
    @Test("every format, private-use and unassigned scalar of all of Unicode is escaped as \\u in JSON, beyond U+FFFF as a surrogate pair")
    func allOfUnicodeIsEscaped() throws {
        var text = String.UnicodeScalarView()
        var count = 0
        var escapedLength = 2  // the quotes
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            switch scalar.properties.generalCategory {
            case .format, .privateUse, .unassigned:
                text.append(scalar)
                text.append("\n")
                count += 1
                escapedLength += (value > 0xFFFF ? 12 : 6) + 2
            default: break
            }
        }
        #expect(count > 900_000)
        let quoted = JSONValue.quote(String(text))
        // ASCII only, and exactly as long as every scalar escaped (`\uXXXX`, or two of
        // them) and every newline written `\n`.
        #expect(quoted.unicodeScalars.count == quoted.utf8.count, "ASCII only")
        #expect(quoted.utf8.count == escapedLength)
    }

    @Test("a JSON reader gets escaped text back exactly, scalars beyond U+FFFF included")
    func escapedTextDecodes() throws {
        let values: [UInt32] = [0x1B, 0x7F, 0x9B, 0xAD, 0x200B, 0x200D, 0x202E, 0xE000, 0xFDD0, 0xFFFE, 0xFFFF, 0x1D173,
                                0xE0001, 0xE0067, 0xF0000, 0x10FFFD, 0x10FFFF, 0x378]
        let text = String(String.UnicodeScalarView(values.map { Unicode.Scalar($0)! })) + "a👩‍👧"
        let quoted = JSONValue.quote(text)
        #expect(quoted.hasPrefix(#""\u001b\u007f\u009b\u00ad\u200b\u200d\u202e\ue000\ufdd0\ufffe\uffff\ud834\udd73"#))
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String]
        #expect(decoded?.first?.unicodeScalars.elementsEqual(text.unicodeScalars) == true)
    }

    @Test("emoji ZWJ sequences and flag tag sequences stay as they are in JSON; a lone joiner or tag is escaped")
    func emojiSequencesSurvive() {
        let scotland = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        #expect(JSONValue.quote("👩‍👩‍👧‍👦 " + scotland) == "\"👩‍👩‍👧‍👦 " + scotland + "\"")
        #expect(JSONValue.quote("a\u{200D}b\u{E0067}") == #""a\u200db\udb40\udc67""#)
    }

    @Test("SVG text replaces what the terminal writer replaces, and keeps emoji sequences")
    func svgEscaping() {
        let scotland = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        #expect(SVGSnapshot.escape("a\u{200D}b" + String(Unicode.Scalar(0xFFFF)!) + "\u{E000}<" + scotland + "👩‍👧") == "a�b��&lt;" + scotland + "👩‍👧")
    }
}
