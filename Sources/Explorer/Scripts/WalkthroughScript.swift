import Foundation
import ScreenReader

/// A walkthrough script (`*.rotor`): what a VoiceOver user does, one command a line, and what
/// they should hear. The CLI (`rotor play`, `rotor explore --script`) and the tests share it.
///
/// ```
/// screen beach                                   # opens a screen; resets the session
/// next
/// expect "Weekend adventure, heading"            # the previous command said this
/// expect-focus "Weekend adventure"
/// ```
public struct WalkthroughScript: Sendable {
    /// What a line asks for.
    public enum Command: Hashable, Sendable {
        /// Open a screen ("beach", "beach:before") with a fresh session.
        case screen(String)
        /// A reader command: next, activate, rotor "Headings", touch 10 4…
        case reader(ReaderCommand)
        /// `touch COL ROW`: a cell of the screen pane; the runner turns it into points.
        case touch(column: Int, row: Int)
        /// The previous command said this.
        case expect(String)
        /// The focused element's label.
        case expectFocus(String)
        /// An element with this label exists / does not exist.
        case expectTree(String)
        case expectNoTree(String)

        /// True for lines that check rather than act.
        public var isExpectation: Bool {
            switch self {
            case .expect, .expectFocus, .expectTree, .expectNoTree: true
            default: false
            }
        }
    }

    public struct Line: Hashable, Sendable {
        /// 1-based line number in the file.
        public var number: Int
        /// The line as written, without its comment and surrounding blanks.
        public var source: String
        public var command: Command
    }

    /// Where the script came from, for messages ("demos/walkthroughs/beach.rotor").
    public var file: String
    public var lines: [Line]

    /// A line the parser could not read: `file:line: what is wrong`.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// Parses a script; throws the first malformed line.
    public init(parsing text: String, file: String = "<script>") throws(ParseError) {
        self.file = file
        var lines: [Line] = []
        var sawScreen = false
        var sawAction = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            func fail(_ message: String) -> ParseError { ParseError(file: file, line: number, message: message) }
            let tokens: [Token]
            do { tokens = try Token.split(String(raw)) } catch { throw fail(error.message) }
            guard let first = tokens.first else { continue }
            guard case .word(let name) = first else { throw fail("a line starts with a command, not a string") }
            let command = try Self.command(name, arguments: Array(tokens.dropFirst()), fail: fail)
            if case .screen = command {
                sawScreen = true
                sawAction = true
            } else if !sawScreen {
                throw fail("'\(name)' before any screen; start the script with `screen NAME`")
            } else if case .expect = command, !sawAction {
                throw fail("'expect' needs a command before it")
            }
            if !command.isExpectation { sawAction = true }
            let source = Token.stripComment(String(raw)).trimmingCharacters(in: .whitespaces)
            lines.append(Line(number: number, source: source, command: command))
        }
        self.lines = lines
    }

    /// The commands that take no argument, by their script and key words. `rotor snapshot
    /// --keys` takes the same words ("rotor-next" for `rotor next`).
    public static let simpleCommands: [(word: String, command: ReaderCommand)] = [
        ("next", .next), ("previous", .previous), ("first", .first), ("last", .last),
        ("activate", .activate), ("escape", .escape), ("magic-tap", .magicTap),
        ("increment", .increment), ("decrement", .decrement),
        ("rotor-next", .rotorNext), ("rotor-previous", .rotorPrevious),
        ("down", .rotorItemNext), ("up", .rotorItemPrevious),
        ("actions", .actionsMenu), ("more-content", .moreContent),
        ("read-all", .readAll), ("read-from-focus", .readFromFocus), ("drag", .drag), ("linked-item", .linkedItem),
        ("delete", .deleteBackward), ("end-editing", .endEditing),
    ]

    public static func simpleCommand(_ word: String) -> ReaderCommand? {
        simpleCommands.first { $0.word == word }?.command
    }

    private static let stringCommands = ["screen", "action", "focus", "drop", "type", "expect", "expect-focus",
                                         "expect-tree", "expect-no-tree"]

    private static func command(_ name: String, arguments: [Token],
                                fail: (String) -> ParseError) throws(ParseError) -> Command {
        func count(_ expected: Int, _ shape: String) throws(ParseError) {
            if arguments.count < expected { throw fail("'\(name)' is missing its argument; write `\(shape)`") }
            if arguments.count > expected { throw fail("'\(name)' has an extra argument; write `\(shape)`") }
        }
        if name != "rotor", let reader = simpleCommand(name) {
            try count(0, name)
            return .reader(reader)
        }
        switch name {
        case "rotor":
            try count(1, "rotor next | rotor previous | rotor \"Headings\"")
            switch arguments[0] {
            case .word("next"): return .reader(.rotorNext)
            case .word("previous"): return .reader(.rotorPrevious)
            case .string(let setting): return .reader(.selectRotor(setting))
            case .word(let other): throw fail("'rotor \(other)': write `rotor next`, `rotor previous` or `rotor \"\(other)\"`")
            }
        case "wait":
            try count(1, "wait SECONDS")
            guard let seconds = Double(arguments[0].text), seconds >= 0 else {
                throw fail("'wait' needs a number of seconds, not '\(arguments[0].text)'")
            }
            return .reader(.wait(seconds: seconds))
        case "touch":
            try count(2, "touch COLUMN ROW")
            guard let column = Int(arguments[0].text), let row = Int(arguments[1].text), column >= 0, row >= 0 else {
                throw fail("'touch' needs a column and a row as whole numbers, not '\(arguments.map(\.text).joined(separator: " "))'")
            }
            return .touch(column: column, row: row)
        case _ where stringCommands.contains(name):
            try count(1, name == "screen" ? "screen NAME[:VARIANT]" : "\(name) \"TEXT\"")
            let text = arguments[0].text
            switch name {
            case "screen": return .screen(text)
            case "action": return .reader(.performAction(text))
            case "focus": return .reader(.focus(text))
            case "drop": return .reader(.drop(text))
            case "type": return .reader(.typeText(text))
            case "expect": return .expect(text)
            case "expect-focus": return .expectFocus(text)
            case "expect-tree": return .expectTree(text)
            default: return .expectNoTree(text)
            }
        default:
            throw fail("unknown command '\(name)'")
        }
    }
}

/// A word or a double-quoted string of a script line.
enum Token: Hashable {
    case word(String)
    case string(String)

    var text: String {
        switch self {
        case .word(let text), .string(let text): text
        }
    }

    struct Failure: Error { var message: String }

    /// Splits a line into tokens; `#` outside a string starts a comment. Inside a string,
    /// `\"` is a quote and `\\` a backslash.
    static func split(_ line: String) throws(Failure) -> [Token] {
        var tokens: [Token] = []
        var characters = Substring(line)
        while let c = characters.first {
            if c == " " || c == "\t" || c == "\r" {
                characters.removeFirst()
            } else if c == "#" {
                break
            } else if c == "\"" {
                characters.removeFirst()
                var text = ""
                var closed = false
                while let d = characters.popFirst() {
                    if d == "\"" { closed = true; break }
                    if d == "\\", let escaped = characters.popFirst() { text.append(escaped); continue }
                    text.append(d)
                }
                guard closed else { throw Failure(message: "unterminated string: add the closing \"") }
                if let next = characters.first, next != " ", next != "\t", next != "#", next != "\r" {
                    throw Failure(message: "a string must be followed by a space")
                }
                tokens.append(.string(text))
            } else {
                var word = ""
                while let d = characters.first, d != " ", d != "\t", d != "\r", d != "#", d != "\"" {
                    word.append(d)
                    characters.removeFirst()
                }
                tokens.append(.word(word))
            }
        }
        return tokens
    }

    /// The line without its comment (a `#` outside any string).
    static func stripComment(_ line: String) -> String {
        var inString = false
        var escaped = false
        var result = ""
        for c in line {
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "#" {
                break
            }
            result.append(c)
        }
        return result
    }
}
