/// Words as speech counts them.
public enum SpokenWords {
    /// The runs of characters between whitespace in `text` (what splitting at
    /// `Character.isWhitespace` gives, without the pieces): the speech's estimate and the
    /// audit's count of a hint's words. ASCII text is counted by its bytes (where a character
    /// is a byte, "\r\n" aside, which is whitespace either way); other text by its characters.
    public static func count(in text: String) -> Int {
        var words = 0, inWord = false
        let ascii: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes {
                if byte >= 0x80 { return false }
                // Space, tab, line feed, vertical tab, form feed, carriage return.
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    inWord = false
                } else if !inWord {
                    inWord = true
                    words += 1
                }
            }
            return true
        }
        if ascii == true { return words }
        words = 0
        inWord = false
        for character in text {
            if character.isWhitespace {
                inWord = false
            } else if !inWord {
                inWord = true
                words += 1
            }
        }
        return words
    }
}
