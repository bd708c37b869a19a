/// What a message quotes of the user's input: a script line, a screen name, an argument. A
/// message stays short whatever it quotes: at most `maximumCharacters` characters of the input,
/// then "… (N more)".
public enum QuotedInput {
    /// Characters of the input a message shows.
    public static let maximumCharacters = 200

    /// `text` whole when it is short; else its first `limit` characters and how many were left
    /// out. Reads no further than it has to past the limit, except to count what is left.
    public static func bounded(_ text: String, limit: Int = maximumCharacters) -> String {
        var end = text.startIndex
        var kept = 0
        while kept < limit, end < text.endIndex {
            end = text.index(after: end)
            kept += 1
        }
        guard end < text.endIndex else { return text }
        let rest = text[end...].count
        return "\(text[..<end])… (\(rest) more)"
    }

    public static func bounded(_ text: Substring, limit: Int = maximumCharacters) -> String {
        bounded(String(text), limit: limit)
    }
}
