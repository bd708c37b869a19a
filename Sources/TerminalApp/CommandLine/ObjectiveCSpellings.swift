/// The Objective-C spellings UIKit code uses, read the way Linux can compile them: Linux has
/// no Objective-C runtime, so `@objc` and `@objcMembers` are dropped and `#selector(Type.method)` becomes
/// `Selector("Type.method")` (TermUI's `Selector`, which keeps the name). The line keeps its
/// place, so errors still point at the user's line.
enum ObjectiveCSpellings {
    static func translate(_ line: String) -> String {
        guard line.contains("@objc") || line.contains("#selector(") else { return line }
        var text = Substring(line)
        var result = ""
        while let start = text.firstIndex(where: { $0 == "@" || $0 == "#" }) {
            result += text[..<start]
            let rest = text[start...]
            if rest.hasPrefix("#selector("), let close = closingParenthesis(in: rest, from: rest.index(start, offsetBy: "#selector".count)) {
                let inside = rest[rest.index(start, offsetBy: "#selector(".count)..<close]
                result += "Selector(\"" + inside.filter { $0 != "\"" && $0 != "\\" } + "\")"
                text = rest[rest.index(after: close)...]
            } else if let attribute = ["@objcMembers", "@objc"].first(where: { rest.hasPrefix($0) }),
                      rest.dropFirst(attribute.count).first.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true {
                var after = rest.dropFirst(attribute.count)
                if after.first == "(", let close = closingParenthesis(in: after, from: after.startIndex) {
                    after = after[after.index(after: close)...]
                }
                text = after.drop { $0 == " " }
            } else {
                result.append(rest.first!)
                text = rest.dropFirst()
            }
        }
        return result + text
    }

    /// The index of the ")" that closes the "(" at `open`.
    private static func closingParenthesis(in text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
