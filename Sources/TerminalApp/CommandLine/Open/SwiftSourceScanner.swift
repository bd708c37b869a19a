/// Swift source read as the compiler's lexer reads it, as far as `rotor open` needs: which parts
/// of each line are code and which are string literals or comments. `#Preview` blocks and the
/// declarations of views, previews and apps are found in the code alone, so a `{` inside a
/// preview's title (`#Preview("a { b \u{7B}")`), a string or a comment never ends a line early,
/// and a `struct X: View` inside a comment or a multi-line string is not a view.
///
/// It knows string literals with escapes and interpolations (`"a \("b)" + c)"`, nested to any
/// depth), raw strings (`#"…"#`, `##"…"##`, where only `\#(` interpolates), multi-line strings
/// (`"""`, raw or not), line comments and nested block comments, across lines. What is not code
/// reads as spaces in `code`, scalar for scalar, so a position in `code` is the same position
/// in `text`.
enum SwiftSourceScanner {
    /// A string literal at the top level of the code (not one inside another's interpolation).
    struct Literal: Equatable {
        /// Where the literal starts (its first `#` or `"`) and ends (after its last delimiter),
        /// in Unicode scalars of the line it starts on.
        var start: Int
        var end: Int
        /// The text it holds, escapes read (`\u{7B}` is `{`, `\"` is `"`); an interpolation is
        /// kept as written, `\(count)`.
        var value: String
        /// Whether it was closed (a single-line string is closed on its own line).
        var isClosed: Bool
    }

    struct Line: Equatable {
        /// The line as written.
        var text: String
        /// The line with every scalar of a string literal or comment as a space.
        var code: String
        /// Whether the line begins in code (not inside a multi-line string or block comment).
        var startsInCode: Bool
        /// The top-level string literals that start on the line, in order.
        var literals: [Literal]

        /// `code` without the spaces around it.
        var trimmedCode: String { code.trimmingCharacters(in: .whitespaces) }
    }

    /// What the scanner is inside of.
    private enum Context {
        /// Code; `parentheses` counts the open ones of an interpolation (0 at the top level).
        case code(parentheses: Int)
        case string(hashes: Int, multiline: Bool)
        case blockComment(depth: Int)
    }

    private static let lineComment: [Unicode.Scalar] = ["/", "/"]
    private static let commentStart: [Unicode.Scalar] = ["/", "*"]
    private static let commentEnd: [Unicode.Scalar] = ["*", "/"]
    private static let tripleQuote: [Unicode.Scalar] = ["\"", "\"", "\""]

    /// `text` split as `OpenCommand.lines(of:)` splits it, scanned.
    static func scan(_ text: String) -> [Line] { scan(lines: OpenCommand.lines(of: text)) }

    /// The lines of a file, scanned in order.
    static func scan(lines: [String]) -> [Line] {
        var stack: [Context] = [.code(parentheses: 0)]
        var result: [Line] = []
        // The top-level literal being read and the line it started on.
        var pending: (line: Int, literal: Literal)?
        // Where the top-level literal's current interpolation began (its `\`), on this line.
        var interpolationStart: Int?
        for (number, text) in lines.enumerated() {
            let scalars = Array(text.unicodeScalars)
            var code = scalars
            var literals: [Literal] = []
            let startsInCode = stack.count == 1
            if interpolationStart != nil { interpolationStart = 0 }
            var index = 0

            func hide(_ from: Int, _ to: Int) {
                for position in from..<min(to, scalars.count) { code[position] = " " }
            }
            func matches(_ pattern: [Unicode.Scalar], at position: Int) -> Bool {
                guard position + pattern.count <= scalars.count else { return false }
                for (offset, scalar) in pattern.enumerated() where scalars[position + offset] != scalar { return false }
                return true
            }
            func append(_ value: String) {
                // Only what the top-level literal holds directly; an interpolation goes in whole.
                if stack.count == 2 { pending?.literal.value += value }
            }
            func finish(end: Int, closed: Bool) {
                guard var literal = pending?.literal, let line = pending?.line else { return }
                literal.end = end
                literal.isClosed = closed
                if line == number {
                    literals.append(literal)
                } else if let last = result[line].literals.indices.last {
                    // A multi-line literal: listed on its first line when that line ended.
                    result[line].literals[last] = literal
                }
                pending = nil
            }

            while index < scalars.count {
                let scalar = scalars[index]
                switch stack[stack.count - 1] {
                case .code(let parentheses):
                    let inside = stack.count > 1
                    if matches(Self.lineComment, at: index) {
                        hide(index, scalars.count)
                        index = scalars.count
                        continue
                    }
                    if matches(Self.commentStart, at: index) {
                        hide(index, index + 2)
                        stack.append(.blockComment(depth: 1))
                        index += 2
                        continue
                    }
                    var hashes = 0
                    while index + hashes < scalars.count, scalars[index + hashes] == "#" { hashes += 1 }
                    if index + hashes < scalars.count, scalars[index + hashes] == "\"" {
                        let multiline = matches(Self.tripleQuote, at: index + hashes)
                        let length = hashes + (multiline ? 3 : 1)
                        hide(index, index + length)
                        if stack.count == 1 {
                            pending = (number, Literal(start: index, end: index + length, value: "", isClosed: false))
                        }
                        stack.append(.string(hashes: hashes, multiline: multiline))
                        index += length
                        continue
                    }
                    if inside { hide(index, index + max(hashes, 1)) }
                    if scalar == "(" {
                        stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                    } else if scalar == ")", parentheses > 0 {
                        if inside, parentheses == 1 {
                            // The interpolation's own `)`: back in the string.
                            stack.removeLast()
                            if stack.count == 2, let start = interpolationStart {
                                pending?.literal.value += String(String.UnicodeScalarView(scalars[start...index]))
                                interpolationStart = nil
                            }
                        } else {
                            stack[stack.count - 1] = .code(parentheses: parentheses - 1)
                        }
                    }
                    index += max(hashes, 1)
                case .string(let hashes, let multiline):
                    // Only a quote can close the string, only a backslash start an escape.
                    let marks = scalar == "\"" || scalar == "\\" ? [Unicode.Scalar](repeating: "#", count: hashes) : []
                    let closing: [Unicode.Scalar] = scalar == "\"" ? (multiline ? Self.tripleQuote : ["\""]) + marks : []
                    if scalar == "\"", matches(closing, at: index) {
                        hide(index, index + closing.count)
                        stack.removeLast()
                        if stack.count == 1 { finish(end: index + closing.count, closed: true) }
                        index += closing.count
                        continue
                    }
                    let escape: [Unicode.Scalar] = scalar == "\\" ? ["\\"] + marks : []
                    guard scalar == "\\", matches(escape, at: index) else {
                        hide(index, index + 1)
                        append(String(scalar))
                        index += 1
                        continue
                    }
                    let after = index + escape.count
                    hide(index, after + 1)
                    guard after < scalars.count else {
                        // A backslash ending a multi-line string's line: the lines are joined.
                        index = after
                        continue
                    }
                    let next = scalars[after]
                    if next == "(" {
                        if stack.count == 2 { interpolationStart = index }
                        stack.append(.code(parentheses: 1))
                        index = after + 1
                    } else if next == "u", after + 1 < scalars.count, scalars[after + 1] == "{",
                              let brace = scalars[(after + 2)...].firstIndex(of: "}") {
                        hide(after, brace + 1)
                        let digits = String(String.UnicodeScalarView(scalars[(after + 2)..<brace]))
                        if let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) {
                            append(String(decoded))
                        }
                        index = brace + 1
                    } else {
                        let decoded = switch next {
                        case "n": "\n"
                        case "t": "\t"
                        case "r": "\r"
                        case "0": "\0"
                        default: String(next)
                        }
                        append(decoded)
                        index = after + 1
                    }
                case .blockComment(let depth):
                    hide(index, index + 1)
                    if matches(Self.commentStart, at: index) {
                        hide(index, index + 2)
                        stack[stack.count - 1] = .blockComment(depth: depth + 1)
                        index += 2
                    } else if matches(Self.commentEnd, at: index) {
                        hide(index, index + 2)
                        if depth == 1 { stack.removeLast() } else { stack[stack.count - 1] = .blockComment(depth: depth - 1) }
                        index += 2
                    } else {
                        index += 1
                    }
                }
            }

            // The line's end. A single-line string ends here, closed or not (with what it
            // interpolates), as the compiler reads it; a multi-line string and a block comment
            // go on.
            if let first = stack.firstIndex(where: { if case .string(_, false) = $0 { true } else { false } }) {
                stack.removeSubrange(first...)
                if stack.count == 1 { finish(end: scalars.count, closed: false) }
                if stack.count <= 2 { interpolationStart = nil }
            }
            if stack.count > 2, let start = interpolationStart {
                // An interpolation of a multi-line string goes on to the next line.
                pending?.literal.value += String(String.UnicodeScalarView(scalars[min(start, scalars.count)...])) + "\n"
            }
            if let current = pending {
                if current.line == number {
                    literals.append(current.literal)
                } else if stack.count == 2 {
                    pending?.literal.value += "\n"
                }
            }
            result.append(Line(text: text, code: String(String.UnicodeScalarView(code)), startsInCode: startsInCode,
                               literals: literals))
        }
        return result
    }
}
