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
