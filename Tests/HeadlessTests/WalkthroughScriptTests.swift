import DemoScreens
@testable import Headless
import ScreenReader
import Testing

/// The error reading `text` as the script `t.rotor` gives, or nil when it parses.
func scriptParseError(_ text: String) -> WalkthroughScript.ParseError? {
    do {
        _ = try WalkthroughScript(parsing: text, file: "t.rotor")
        return nil
    } catch {
        return error
    }
}

/// Reading walkthrough scripts: what parses, and how a malformed line is reported.
@MainActor
struct WalkthroughScriptTests {
    func parseError(_ text: String) -> WalkthroughScript.ParseError? { scriptParseError(text) }

    @Test("a script reads its commands, strings and comments")
    func parsesCommands() throws {
        let script = try WalkthroughScript(parsing: """
            # a comment line
            screen beach:before   # trailing comment
            next
            rotor "Headings"
            rotor next
            action "Say \\"hi\\" # not a comment"
            touch 4 7
            wait 1.5
            expect "Weekend adventure, heading"
            expect-focus "Weekend"
            """, file: "t.rotor")
        #expect(script.lines.map(\.command) == [
            .screen("beach:before"), .reader(.next), .reader(.selectRotor(.headings)), .reader(.rotorNext),
            .reader(.performAction("Say \"hi\" # not a comment")), .touch(column: 4, row: 7),
            .reader(.wait(seconds: 1.5)), .expect("Weekend adventure, heading"), .expectFocus("Weekend"),
        ])
        #expect(script.lines.map(\.number) == [2, 3, 4, 5, 6, 7, 8, 9, 10])
        #expect(script.lines[0].source == "screen beach:before")
    }

    @Test("an unknown command is reported with file and line")
    func unknownCommand() {
        #expect(parseError("screen beach\nnext\nswipe left")?.description == "t.rotor:3: unknown command 'swipe'")
    }

    @Test("a missing argument is reported with file and line")
    func missingArgument() {
        #expect(parseError("screen beach\naction")?.description
            == "t.rotor:2: 'action' is missing its argument; write `action \"NAME\"`")
    }

    @Test("an extra argument is reported with file and line")
    func extraArgument() {
        #expect(parseError("screen beach\nnext 2")?.description == "t.rotor:2: 'next' has an extra argument; write `next`")
    }

    @Test("an unterminated string is reported with file and line")
    func unterminatedString() {
        #expect(parseError("screen beach\nnext\nexpect \"Weekend")?.description
            == "t.rotor:3: unterminated string: add the closing \"")
    }

    @Test("expect before any command is reported")
    func expectBeforeCommand() {
        #expect(parseError("expect \"Weekend\"")?.line == 1)
        #expect(parseError("# intro\n\nexpect \"Weekend\"")?.description.hasPrefix("t.rotor:3:") == true)
    }

    @Test("a command before any screen is reported")
    func commandBeforeScreen() {
        #expect(parseError("next")?.description == "t.rotor:1: 'next' before any screen; start the script with `screen NAME`")
    }

    @Test("a non-numeric wait or touch is reported")
    func nonNumericArguments() {
        #expect(parseError("screen beach\nwait soon")?.description
            == "t.rotor:2: 'wait' needs a number of seconds from 0 to 3600, written as digits with an optional fraction "
                + "(such as 1.5), not 'soon'")
        #expect(parseError("screen beach\ntouch 3 x")?.line == 2)
        #expect(parseError("screen beach\ntouch 3")?.line == 2)
    }

    @Test("rotor takes next, previous or a quoted setting")
    func rotorArgument() {
        #expect(parseError("screen beach\nrotor Headings")?.line == 2)
    }

    @Test("expect ignores case, punctuation and spacing")
    func matchingIgnoresCaseAndPunctuation() {
        #expect(SpeechMatch.matches("Weekend adventure, Heading", expected: "weekend adventure heading"))
        #expect(SpeechMatch.matches("Favorite, Button", expected: "favorite,   button."))
        #expect(!SpeechMatch.matches("Favorite, Button", expected: "favorite"))
    }

    @Test("normalising an ASCII text byte by byte gives what the Unicode path gives: every byte from 0 to 127, runs, a CRLF")
    func asciiNormalisingMatchesUnicode() {
        func unicodePath(_ text: String) -> String {
            // The general path, forced by a non-ASCII letter that normalises to itself, removed after.
            let both = SpeechMatch.normalize(text + " é")
            return both == "é" ? "" : String(both.dropLast(2))
        }
        let every = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        for text in [every, "Weekend adventure, Heading", "  Row 9\r\nof 10  ", "A-B_c.D", "", "...", "x"] {
            #expect(SpeechMatch.normalizeASCII(text) == unicodePath(text), "\(text.debugDescription)")
        }
        #expect(SpeechMatch.normalizeASCII("café") == nil)
        #expect(SpeechMatch.normalize("Café, Button") == "café button")
    }

    @Test("contains answers as Foundation's contains: ASCII byte by byte, other text through Foundation")
    func containsMatchesFoundation() {
        let pairs = [("row 12 of 40", "of"), ("row 12", "of"), ("abc", ""), ("", "a"), ("aab", "ab"), ("a", "aa"),
                     ("café au lait", "café"), ("cafe\u{301}", "café"), ("x/y", "/"), ("step", "step"),
                     // Longer than a word of eight bytes: the ASCII check reads whole words.
                     ("the quick brown fox jumps", "fox j"), ("the quick brown fox jumps", "fox x"),
                     ("sixteen bytes ok then cafe\u{301}", "café"), ("sixteen bytes ok", "sixteen bytes ok!")]
        for (text, part) in pairs {
            #expect(SpeechMatch.contains(text, part) == text.contains(part), "\(text.debugDescription) \(part.debugDescription)")
        }
    }

    @Test("an ellipsis at either end of an expectation allows anything there")
    func ellipsisMatchesAnEnd() {
        let post = "Saturday, It was a beautiful weekend! … and there wasn't a cloud in the sky. Image"
        #expect(SpeechMatch.matches(post, expected: "… cloud in the sky. Image"))
        #expect(SpeechMatch.matches(post, expected: "Saturday..."))
        #expect(SpeechMatch.matches(post, expected: "...beautiful weekend..."))
        #expect(!SpeechMatch.matches(post, expected: "… cloud in the sky"))
        #expect(!SpeechMatch.matches(post, expected: "… loud in the sky. Image"))
    }

    @Test("expect lines take the previous command's utterances in order, skipping ones they do not name")
    func expectationsConsumeInOrder() throws {
        let runner = WalkthroughRunner(registry: demoRegistry)
        let passing = try WalkthroughScript(parsing: """
            screen beach
            last
            expect "Comments, switch button, off"
            expect "Double tap to toggle setting."
            """)
        #expect(runner.run(passing).passed)
        let skipping = try WalkthroughScript(parsing: "screen beach\nlast\nexpect \"Double tap to toggle setting\"")
        #expect(runner.run(skipping).passed)
        let outOfOrder = try WalkthroughScript(parsing: """
            screen beach
            last
            expect "Double tap to toggle setting."
            expect "Comments, switch button, off"
            """, file: "order.rotor")
        let result = runner.run(outOfOrder)
        #expect(result.failures.map(\.line) == [4])
        #expect(result.failures.first?.description == """
            order.rotor:4: expected "Comments, switch button, off" after `last`
              actual: it said nothing more
            """)
    }

    @Test("a verbosity line sets VoiceOver's Verbosity from there on, for the screens opened after it too")
    func verbosityLine() throws {
        let script = try WalkthroughScript(parsing: """
            screen beach
            last
            expect "Double tap to toggle setting."
            verbosity hints off
            screen beach
            last
            expect "Comments, switch button, off"
            verbosity actions "change rotor"
            """, file: "v.rotor")
        let runner = WalkthroughRunner(registry: demoRegistry)
        let result = runner.run(script)
        #expect(result.passed)
        let turnedOff = try #require(result.transcript.firstIndex(of: "> verbosity hints off"))
        #expect(result.transcript[..<turnedOff].contains("Double tap to toggle setting."))
        #expect(!result.transcript[turnedOff...].contains("Double tap to toggle setting."))
        #expect(runner.session?.verbosity == Verbosity(actions: .changeRotor, speakHints: false))
        #expect(script.lines[7].command.source == "verbosity actions \"change rotor\"")
    }

    @Test("a verbosity line naming no setting or choice is refused with the choices")
    func verbosityLineRefused() {
        #expect(parseError("verbosity hint off")?.message.contains("hints: on, off") == true)
        #expect(parseError("verbosity actions shout")?.message
            == "'verbosity': 'actions' is one of speak, play sound, change rotor, do nothing, not 'shout'")
        #expect(parseError("verbosity actions")?.message.contains("verbosity SETTING CHOICE") == true)
    }

    @Test("a failed expectation shows what was said instead")
    func failureShowsActual() throws {
        let script = try WalkthroughScript(parsing: "screen beach\nfirst\nexpect \"Weekend trip, heading\"", file: "f.rotor")
        let failure = WalkthroughRunner(registry: demoRegistry).run(script).failures.first
        #expect(failure?.line == 3)
        #expect(failure?.actual == "it said \"Weekend adventure, Heading\"")
    }

    @Test("expect-focus, expect-tree and expect-no-tree check the focus and the tree")
    func treeExpectations() throws {
        let script = try WalkthroughScript(parsing: """
            screen beach
            focus "Unread, Looks"
            expect-focus "Unread, Looks like a wonderful time, Nick"
            expect-tree "Unread, Absolutely beautiful, Jack"
            expect-no-tree "Favorite"
            expect-focus "Comments"
            expect-tree "Nobody"
            expect-no-tree "Settings"
            """)
        let result = WalkthroughRunner(registry: demoRegistry).run(script)
        #expect(result.failures.map(\.line) == [6, 7, 8])
    }

    @Test("touch explores the cell under the given column and row")
    func touchExploresACell() throws {
        let script = try WalkthroughScript(parsing: "screen beach\ntouch 3 1\nexpect \"Weekend adventure, heading\"")
        let result = WalkthroughRunner(registry: demoRegistry).run(script)
        #expect(result.passed, "\(result.failures)")
    }

    @Test("an unknown screen in a script is a script error at its line")
    func unknownScreenIsAnError() throws {
        let script = try WalkthroughScript(parsing: "screen beach\nnext\nscreen bech", file: "s.rotor")
        let result = WalkthroughRunner(registry: demoRegistry).run(script)
        #expect(result.error?.description == "s.rotor:3: unknown screen 'bech'; try one of: " + demoRegistry.screens.map(\.name).joined(separator: ", "))
    }

    @Test("a string may start with a combining mark: lines are read by scalars, not Characters")
    func combiningMarkAfterQuote() throws {
        let script = try WalkthroughScript(parsing: "screen beach\ntype \"\u{301}e\" # note", file: "t.rotor")
        #expect(script.lines[1].command == .reader(.typeText("\u{301}e")))
        #expect(script.lines[1].source == "type \"\u{301}e\"")
    }
}

/// The fuzzer writes its reproductions with `Command.source`: every command it can make
/// must read back as itself.
@MainActor
struct CommandSourceTests {
    @Test("every command renders as a script line that parses back to the same command")
    func sourceRoundTrips() throws {
        var commands: [WalkthroughScript.Command] = [.screen("beach:before"), .touch(column: 3, row: 70), .expect("Weekend, heading"),
                                                     .expectFocus("a \"quoted\" \\ label"), .expectTree("#1"), .expectNoTree("")]
        commands += WalkthroughScript.simpleCommands.map { .reader($0.command) }
        for text in ["", " ", "Ada", "a\"b", "\\", "#not a comment", "🙂 日本", "\u{1B}[2J", "\t", "\u{202E}evil"] {
            commands += [.reader(.selectRotor(RotorSetting(named: text))), .reader(.performAction(text)), .reader(.focus(text)), .reader(.drop(text)),
                         .reader(.typeText(text))]
        }
        commands += [0, 0.25, 3, 10, 1e-5].map { .reader(.wait(seconds: $0)) }
        for command in commands {
            let source = try #require(command.source, "\(command) has no line")
            let parsed = try WalkthroughScript(parsing: "screen beach\n\(source)").lines.last?.command
            #expect(parsed == command, "\(source)")
        }
    }

    @Test("what no line can say has no source: a touch in points, text with a line break")
    func unrenderable() {
        #expect(WalkthroughScript.Command.reader(.touch(x: 4, y: 8)).source == nil)
        #expect(WalkthroughScript.Command.reader(.typeText("two\nlines")).source == nil)
    }
}
