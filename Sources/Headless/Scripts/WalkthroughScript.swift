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
        /// `resize COLUMNS ROWS`: the screen pane's size in cells, as when the terminal resizes.
        case resize(columns: Int, rows: Int)
        /// `verbosity actions "change rotor"`: one of VoiceOver's Verbosity settings, for this
        /// screen and the ones the script opens after it.
        case verbosity(Verbosity.Setting, choice: Int)
        /// `say "tap Favorite"`: a Voice Control phrase.
        case say(String)
        /// Switch Control: `switch-control auto 1.5`, `switch-next`, `switch-select`…
        case switchControl(SwitchCommand)
        /// Switch Control's cursor is on an item with this label ("Group, 3 items" for a group).
        case expectSwitch(String)
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
            case .expect, .expectFocus, .expectTree, .expectNoTree, .expectSwitch: true
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
        public var description: String { "\(QuotedInput.bounded(file)):\(line): \(message)" }
    }

    /// Reads a script file's bytes: UTF-8 (a byte-order mark is skipped), lines ending in LF,
    /// CRLF or CR. Invalid UTF-8 is reported with its line and byte.
    public init(data: Data, file: String) throws(ParseError) {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        // Valid text, nearly always, is taken whole; only invalid text is walked scalar by
        // scalar to say where it goes wrong.
        if let text = String(validating: bytes, as: UTF8.self) {
            try self.init(parsing: text, file: file)
            return
        }
        var line = 1, lineStart = 0, index = 0
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var scalars = String.UnicodeScalarView()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                index += UTF8.width(scalar)
                if scalar == "\n" || (scalar == "\r" && (index >= bytes.count || bytes[index] != 0x0A)) {
                    line += 1
                    lineStart = index
                }
            case .emptyInput:
                break decoding
            case .error:
                throw ParseError(file: file, line: line, message: "this line is not UTF-8 text (byte "
                    + "\(index - lineStart + 1) of the line, \(index + 1) of the file); save the script as UTF-8")
            }
        }
        try self.init(parsing: String(scalars), file: file)
    }

    /// Parses a script's text; throws the first malformed line. A script must open a screen.
    public init(parsing text: String, file: String = "<script>") throws(ParseError) {
        self.file = file
        var lines: [Line] = []
        var sawScreen = false
        var sawAction = false
        let rawLines = Self.lines(of: text)
        for (index, raw) in rawLines.enumerated() {
            let number = index + 1
            func fail(_ message: String) -> ParseError { ParseError(file: file, line: number, message: message) }
            guard let line = try Self.line(raw, number: number, file: file) else { continue }
            let command = line.command
            if case .screen = command {
                sawScreen = true
                sawAction = true
            } else if !sawScreen {
                throw fail("'\(QuotedInput.bounded(line.source.prefix { !$0.isWhitespace }))' before any screen; start the script with `screen NAME`")
            } else if case .expect = command, !sawAction {
                throw fail("'expect' needs a command before it")
            }
            if !command.isExpectation { sawAction = true }
            lines.append(line)
        }
        guard sawScreen else {
            throw ParseError(file: file, line: max(1, rawLines.count), message:
                "the script opens no screen; start it with `screen NAME` (a script without one checks nothing)")
        }
        self.lines = lines
    }

    /// One line of script text on its own (the explorer's line mode reads them as typed): nil
    /// for a blank line or a comment; throws what is wrong with a malformed one. What may come
    /// before what (a `screen` first) is the whole script's business, not checked here.
    public static func line(_ raw: String, number: Int, file: String) throws(ParseError) -> Line? {
        func fail(_ message: String) -> ParseError { ParseError(file: file, line: number, message: message) }
        let tokens: [Token]
        do { tokens = try Token.split(raw) } catch { throw fail(error.message) }
        guard let first = tokens.first else { return nil }
        guard case .word(let name) = first else { throw fail("a line starts with a command, not a string") }
        let command = try Self.command(name, arguments: Array(tokens.dropFirst()), fail: fail)
        return Line(number: number, source: Token.stripComment(raw).trimmingCharacters(in: .whitespaces), command: command)
    }

    /// The lines of a text ending in LF, CRLF or CR. Split on scalars: in Swift "\r\n" is one
    /// Character.
    public static func lines(of text: String) -> [String] {
        var lines: [String] = []
        // CR and LF are single bytes of UTF-8, so their byte positions are scalar boundaries:
        // each line is a slice of the text, not built scalar by scalar.
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = bytes.index(after: index)
                continue
            }
            lines.append(String(text.unicodeScalars[start..<index]))
            index = bytes.index(after: index)
            if byte == 0x0D, index != bytes.endIndex, bytes[index] == 0x0A { index = bytes.index(after: index) }
            start = index
        }
        lines.append(String(text.unicodeScalars[start..<bytes.endIndex]))
        return lines
    }

    /// One form of script line, declared once: the parser reads lines by these, and
    /// `rotor play --help` and docs/scripts.md list them.
    public struct Form: Sendable {
        /// The line as written, with placeholders: `action "NAME"`.
        public let syntax: String
        /// What it does.
        public let meaning: String
        let word: String
        let parse: @Sendable ([Token]) throws(FormError) -> Command
    }

    struct FormError: Error { var message: String }

    /// The commands that take no argument, by their script and key words. `rotor snapshot
    /// --keys` takes the same words ("rotor-next" for `rotor next`).
    public static let simpleCommands: [(word: String, command: ReaderCommand, meaning: String)] = [
        ("next", .next, "move to the next element (swipe right)"),
        ("previous", .previous, "move to the previous element (swipe left)"),
        ("first", .first, "move to the first element"),
        ("last", .last, "move to the last element"),
        ("activate", .activate, "double tap"),
        ("escape", .escape, "two-finger scrub"),
        ("magic-tap", .magicTap, "two-finger double tap"),
        ("increment", .increment, "adjust up (swipe up on an adjustable element)"),
        ("decrement", .decrement, "adjust down"),
        ("rotor-next", .rotorNext, "the rotor's next setting (also `rotor next`)"),
        ("rotor-previous", .rotorPrevious, "the rotor's previous setting (also `rotor previous`)"),
        ("down", .rotorItemNext, "the next item of the current rotor setting (swipe down)"),
        ("up", .rotorItemPrevious, "the previous item of the current rotor setting (swipe up)"),
        ("actions", .actionsMenu, "open the actions menu"),
        ("more-content", .moreContent, "the next piece of custom content"),
        ("read-all", .readAll, "read from the top (two-finger swipe up)"),
        ("read-from-focus", .readFromFocus, "read from the focused element (two-finger swipe down)"),
        ("drag", .drag, "start dragging the focused element"),
        ("linked-item", .linkedItem, "move to the next element of the focused element's linked group"),
        ("delete", .deleteBackward, "delete the last character of the text field being edited"),
        ("end-editing", .endEditing, "stop editing the text field"),
        ("submit", .submit, "the return key: stop editing and run the field's onSubmit"),
        ("repeat", .repeatLast, "say the last thing said again"),
        ("scroll-down", .scroll(.bottom), "scroll towards the bottom (three-finger swipe up)"),
        ("scroll-up", .scroll(.top), "scroll towards the top (three-finger swipe down; refreshes a list)"),
    ]

    public static func simpleCommand(_ word: String) -> ReaderCommand? {
        simpleCommands.first { $0.word == word }?.command
    }

    /// A Switch Control line.
    public enum SwitchCommand: Hashable, Sendable {
        case start(SwitchControl.Scanning, interval: Double)
        case stop
        case next, select, back
    }

    /// Every form of line a script can have.
    public static let forms: [Form] = {
        func string(_ word: String, _ placeholder: String, _ meaning: String,
                    _ make: @escaping @Sendable (String) -> Command) -> Form {
            Form(syntax: "\(word) \"\(placeholder)\"", meaning: meaning, word: word) { arguments throws(FormError) in
                try count(arguments, 1, "\(word) \"\(placeholder)\"", word)
                return make(arguments[0].text)
            }
        }
        let simple = simpleCommands.map { entry in
            Form(syntax: entry.word, meaning: entry.meaning, word: entry.word) { arguments throws(FormError) in
                try count(arguments, 0, entry.word, entry.word)
                return .reader(entry.command)
            }
        }
        return [
            Form(syntax: "screen NAME[:VARIANT]", meaning: "open a screen with a fresh session; it says its first element, as a screen that appears does", word: "screen") {
                arguments throws(FormError) in
                try count(arguments, 1, "screen NAME[:VARIANT]", "screen")
                return .screen(arguments[0].text)
            },
        ] + simple + [
            Form(syntax: "rotor next | rotor previous | rotor \"SETTING\"",
                 meaning: "turn the rotor, or turn it to a setting by name", word: "rotor") { arguments throws(FormError) in
                try count(arguments, 1, "rotor next | rotor previous | rotor \"\(RotorSetting.headings.name)\"", "rotor")
                switch arguments[0] {
                case .word("next"): return .reader(.rotorNext)
                case .word("previous"): return .reader(.rotorPrevious)
                case .string(let name): return .reader(.selectRotor(RotorSetting(named: name)))
                case .word(let other):
                    let quoted = QuotedInput.bounded(other)
                    throw FormError(message: "'rotor \(quoted)': write `rotor next`, `rotor previous` or `rotor \"\(quoted)\"`")
                }
            },
            string("action", "NAME", "perform a custom action by name") { .reader(.performAction($0)) },
            string("focus", "PREFIX", "put the cursor on the first element whose label starts so") { .reader(.focus($0)) },
            string("drop", "NAME", "drop what is dragged on the drop point of that name") { .reader(.drop($0)) },
            string("type", "TEXT", "type into the text field being edited (activate it first)") { .reader(.typeText($0)) },
            string("say", "PHRASE", "say a Voice Control phrase: \"tap Favorite\", \"show numbers\", \"tap 3\"…; "
                   + "what Voice Control understood is said first") { .say($0) },
            Form(syntax: "touch COLUMN ROW", meaning: "explore by touch at a cell of the screen pane", word: "touch") {
                arguments throws(FormError) in
                try count(arguments, 2, "touch COLUMN ROW", "touch")
                guard let column = wholeNumber(arguments[0]), let row = wholeNumber(arguments[1]),
                      (0...Self.maximumCell).contains(column), (0...Self.maximumCell).contains(row) else {
                    throw FormError(message: "'touch' needs a column and a row, whole numbers from 0 to "
                        + "\(Self.maximumCell), not '\(QuotedInput.bounded(arguments.map(\.text).joined(separator: " ")))'")
                }
                return .touch(column: column, row: row)
            },
            Form(syntax: "resize COLUMNS ROWS", meaning: "resize the screen pane, in cells (1 to 1000 each)",
                 word: "resize") { arguments throws(FormError) in
                try count(arguments, 2, "resize COLUMNS ROWS", "resize")
                guard let columns = wholeNumber(arguments[0]), let rows = wholeNumber(arguments[1]),
                      (1...1000).contains(columns), (1...1000).contains(rows) else {
                    throw FormError(message: "'resize' needs columns and rows, whole numbers from 1 to 1000, not '"
                        + QuotedInput.bounded(arguments.map(\.text).joined(separator: " ")) + "'")
                }
                return .resize(columns: columns, rows: rows)
            },
            Form(syntax: "verbosity SETTING CHOICE",
                 meaning: "set one of VoiceOver's Verbosity settings from here on: \(Verbosity.usage) "
                    + "(iOS starts with hints on, actions speak)",
                 word: "verbosity") { arguments throws(FormError) in
                try count(arguments, 2, "verbosity SETTING CHOICE", "verbosity")
                switch Verbosity.named(arguments[0].text, arguments[1].text) {
                case .success(let (setting, choice)): return .verbosity(setting, choice: choice)
                case .failure(let error): throw FormError(message: "'verbosity': \(error)")
                }
            },
            Form(syntax: "wait SECONDS", meaning: "let time pass on the reader's clock (timers fire, speech ends); what a timer posts is said as it fires",
                 word: "wait") { arguments throws(FormError) in
                try count(arguments, 1, "wait SECONDS", "wait")
                guard let seconds = decimal(arguments[0]), (0...Self.maximumWait).contains(seconds) else {
                    throw FormError(message: "'wait' needs a number of seconds from 0 to \(Int(Self.maximumWait)), "
                        + "written as digits with an optional fraction (such as 1.5), not '\(QuotedInput.bounded(arguments[0].text))'")
                }
                return .reader(.wait(seconds: seconds))
            },
            Form(syntax: "switch-control auto [SECONDS] | switch-control manual | switch-control off",
                 meaning: "turn Switch Control on (auto scanning every SECONDS, 1 by default, or manual) or off",
                 word: "switch-control") { arguments throws(FormError) in
                let shape = "switch-control auto [SECONDS] | switch-control manual | switch-control off"
                guard let first = arguments.first else { throw FormError(message: "'switch-control' is missing its argument; write `\(shape)`") }
                switch (first.text, arguments.count) {
                case ("off", 1): return .switchControl(.stop)
                case ("manual", 1): return .switchControl(.start(.manual, interval: 1))
                case ("auto", 1): return .switchControl(.start(.auto, interval: 1))
                case ("auto", 2):
                    guard let seconds = decimal(arguments[1]), SwitchControl.intervalRange.contains(seconds) else {
                        throw FormError(message: "'switch-control auto' needs seconds from 0.1 to 60, written as digits "
                            + "with an optional fraction (such as 1.5), not '\(QuotedInput.bounded(arguments[1].text))'")
                    }
                    return .switchControl(.start(.auto, interval: seconds))
                default:
                    throw FormError(message: "'switch-control \(QuotedInput.bounded(arguments.map(\.text).joined(separator: " ")))': "
                        + "write `\(shape)`")
                }
            },
            Form(syntax: "switch-next", meaning: "Switch Control's move switch: the cursor goes to the next item",
                 word: "switch-next") { arguments throws(FormError) in
                try count(arguments, 0, "switch-next", "switch-next")
                return .switchControl(.next)
            },
            Form(syntax: "switch-select", meaning: "Switch Control's select switch: enter a group, open the menu, or do its entry",
                 word: "switch-select") { arguments throws(FormError) in
                try count(arguments, 0, "switch-select", "switch-select")
                return .switchControl(.select)
            },
            Form(syntax: "switch-back", meaning: "close Switch Control's menu, or leave the group",
                 word: "switch-back") { arguments throws(FormError) in
                try count(arguments, 0, "switch-back", "switch-back")
                return .switchControl(.back)
            },
            string("expect-switch", "LABEL", "Switch Control's cursor is on this item (\"Group, 3 items\", a menu entry)") {
                .expectSwitch($0)
            },
            string("expect", "SAID", "the previous command said this") { .expect($0) },
            string("expect-focus", "LABEL", "the focused element has this label") { .expectFocus($0) },
            string("expect-tree", "LABEL", "an element with this label exists") { .expectTree($0) },
            string("expect-no-tree", "LABEL", "no element has this label") { .expectNoTree($0) },
        ]
    }()

    /// The table of script lines in docs/scripts.md.
    public static var markdownTable: String {
        "| line | what it does |\n|---|---|\n" + forms.map {
            "| `\($0.syntax.replacingOccurrences(of: "|", with: "\\|"))` | \($0.meaning) |"
        }.joined(separator: "\n")
    }

    /// Bounds of numbers in scripts: a touch beyond any screen, a wait of an hour.
    public static let maximumCell = 100_000
    public static let maximumWait = 3_600.0

    /// Longest number a script may write: more digits than any bound needs, few enough that
    /// reading it costs nothing.
    static let maximumNumberLength = 24

    /// A whole number as scripts write it: decimal digits only (no sign, no 0x, no spacing).
    static func wholeNumber(_ token: Token) -> Int? {
        guard case .word(let text) = token, (1...maximumNumberLength).contains(text.utf8.count),
              text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(text)
    }

    /// A number as scripts write it: decimal digits with an optional fraction (`2`, `1.5`);
    /// no sign, exponent, hexadecimal, `inf` or `nan`, and never a subnormal number.
    static func decimal(_ token: Token) -> Double? {
        guard case .word(let text) = token, (1...maximumNumberLength).contains(text.utf8.count) else { return nil }
        let parts = text.utf8.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        let isDigits = { (part: String.UTF8View.SubSequence) in
            !part.isEmpty && part.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
        guard parts.allSatisfy(isDigits), let value = Double(text), value.isFinite, value == 0 || value.isNormal else {
            return nil
        }
        return value
    }

    private static func count(_ arguments: [Token], _ expected: Int, _ shape: String,
                              _ name: String) throws(FormError) {
        if arguments.count < expected { throw FormError(message: "'\(name)' is missing its argument; write `\(shape)`") }
        if arguments.count > expected { throw FormError(message: "'\(name)' has an extra argument; write `\(shape)`") }
    }

    private static let formsByWord: [String: Form] = Dictionary(forms.map { ($0.word, $0) }, uniquingKeysWith: { a, _ in a })

    private static func command(_ name: String, arguments: [Token],
                                fail: (String) -> ParseError) throws(ParseError) -> Command {
        guard let form = formsByWord[name] else { throw fail("unknown command '\(QuotedInput.bounded(name))'") }
        do { return try form.parse(arguments) } catch { throw fail(error.message) }
    }
}

/// A word or a double-quoted string of a script line.
enum Token: Hashable, Sendable {
    case word(String)
    case string(String)

    var text: String {
        switch self {
        case .word(let text), .string(let text): text
        }
    }

    struct Failure: Error { var message: String }

    /// Splits a line into tokens; `#` outside a string starts a comment. Inside a string,
    /// `\"` is a quote and `\\` a backslash; any other backslash is an error. Read by scalars, not Characters: a combining mark
    /// after a quote would otherwise join it into one Character and hide it.
    static func split(_ line: String) throws(Failure) -> [Token] {
        var tokens: [Token] = []
        var scalars = Substring(line).unicodeScalars[...]
        func isBlank(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" || s == "\r" }
        while let c = scalars.first {
            if isBlank(c) {
                scalars.removeFirst()
            } else if c == "#" {
                break
            } else if c == "\"" {
                scalars.removeFirst()
                var text = String.UnicodeScalarView()
                var closed = false
                while true {
                    // The run up to the next quote or backslash is taken whole.
                    var end = scalars.startIndex
                    while end != scalars.endIndex, case let d = scalars[end], d != "\"", d != "\\" { end = scalars.index(after: end) }
                    text.append(contentsOf: scalars[..<end])
                    scalars = scalars[end...]
                    guard let d = scalars.popFirst() else { break }
                    if d == "\"" { closed = true; break }
                    // A backslash. Only the quote and the backslash itself are escaped; anything else
                    // is a mistake (a Windows path, `\n` hoping for a line break), not a letter.
                    guard let escaped = scalars.popFirst() else { break }
                    guard escaped == "\"" || escaped == "\\" else {
                        throw Failure(message: "unknown escape '\\\(QuotedInput.bounded(String(escaped)))' in a string: "
                            + "only \\\" (a quote) and \\\\ (a backslash) are escapes; write \\\\ for a backslash")
                    }
                    text.append(escaped)
                }
                guard closed else { throw Failure(message: "unterminated string: add the closing \"") }
                if let next = scalars.first, !isBlank(next), next != "#" {
                    throw Failure(message: "a string must be followed by a space")
                }
                tokens.append(.string(String(text)))
            } else {
                var end = scalars.startIndex
                while end != scalars.endIndex, case let d = scalars[end], !isBlank(d), d != "#", d != "\"" {
                    end = scalars.index(after: end)
                }
                tokens.append(.word(String(scalars[..<end])))
                scalars = scalars[end...]
            }
        }
        return tokens
    }

    /// The line without its comment (a `#` outside any string).
    static func stripComment(_ line: String) -> String {
        var inString = false
        var escaped = false
        let scalars = line.unicodeScalars
        var end = scalars.startIndex
        while end != scalars.endIndex {
            let c = scalars[end]
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "#" {
                break
            }
            end = scalars.index(after: end)
        }
        return end == scalars.endIndex ? line : String(scalars[..<end])
    }

}
