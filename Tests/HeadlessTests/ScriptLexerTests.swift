import Headless
import ScreenReader
import Testing
import TermUI

/// The script lexer is strict: a string's escapes are only `\"` and `\\`, and numbers are plain
/// decimals. Anything else is an error at its file and line, never read some other way.
struct ScriptLexerTests {
    func parseError(_ text: String) -> WalkthroughScript.ParseError? { scriptParseError(text) }

    @Test("an unknown escape in a string is an error at its line, not the letter after the backslash",
          arguments: ["a\\q", "C:\\Users", "two\\nlines", "tab\\t", "\\u{41}", "\\0"])
    func unknownEscapeIsAnError(text: String) throws {
        let error = try #require(parseError("screen beach\nnext\nexpect \"\(text)\""))
        #expect(error.line == 3)
        #expect(error.description.hasPrefix("t.rotor:3: unknown escape '\\"))
        #expect(error.message.contains("only \\\" (a quote) and \\\\ (a backslash) are escapes"))
    }

    @Test("the two escapes read as a quote and a backslash")
    func knownEscapes() throws {
        let script = try WalkthroughScript(parsing: "screen beach\naction \"say \\\"hi\\\" \\\\ there\"")
        #expect(script.lines.last?.command == .reader(.performAction("say \"hi\" \\ there")))
    }

    @Test("a backslash at the end of a line leaves the string unterminated")
    func trailingBackslash() {
        #expect(parseError("screen beach\nexpect-tree \"abc\\")?.description == "t.rotor:2: unterminated string: add the closing \"")
    }

    @Test("numbers in scripts are digits with an optional fraction: hexadecimal, exponents, signs and the like are errors",
          arguments: ["wait 0x10", "wait 1e-320", "wait 1e2", "wait 1E2", "wait 0x1p3", "wait +1", "wait .5", "wait 5.",
                      "wait 1_0", "wait 0.000000000000000000000001", "wait nan", "wait infinity", "wait \"5\"",
                      "touch 0x10 1", "touch +3 1", "touch 1e2 1", "resize 0x40 20", "resize 40 +20",
                      "switch-control auto 1e0", "switch-control auto 0x1"])
    func onlyPlainDecimals(line: String) throws {
        let error = try #require(parseError("screen beach\n\(line)"), "\(line) was accepted")
        #expect(error.line == 2)
        #expect(error.description.hasPrefix("t.rotor:2: '"))
    }

    @Test("plain decimals read as their value", arguments: [("wait 0", 0.0), ("wait 1.5", 1.5), ("wait 3600", 3600),
                                                           ("wait 0.25", 0.25), ("wait 007", 7)])
    func plainDecimalsRead(line: String, seconds: Double) throws {
        let script = try WalkthroughScript(parsing: "screen beach\n\(line)")
        #expect(script.lines.last?.command == .reader(.wait(seconds: seconds)))
    }

    @Test("waits and intervals write themselves as plain decimals that read back the same",
          arguments: [0, 1e-5, 0.1, 1.5, 3_600, 1.0 / 3.0, 2.5e-7])
    func waitSourceIsPlainDecimal(seconds: Double) throws {
        let source = try #require(WalkthroughScript.Command.reader(.wait(seconds: seconds)).source)
        #expect(!source.contains("e"))
        let parsed = try WalkthroughScript(parsing: "screen beach\n\(source)").lines.last?.command
        #expect(parsed == .reader(.wait(seconds: seconds)), "\(source)")
    }

    @Test("a wait too small to write as a short decimal has no script line")
    func tinyWaitHasNoSource() {
        #expect(WalkthroughScript.Command.reader(.wait(seconds: 1e-300)).source == nil)
        #expect(WalkthroughScript.Command.reader(.wait(seconds: Double.leastNonzeroMagnitude)).source == nil)
    }
}

/// Messages quote at most 200 characters of what the user gave, then "… (N more)".
struct BoundedQuoteTests {
    @Test("a short text is quoted whole; a long one is cut at 200 characters with the count of the rest")
    func boundedQuote() {
        #expect(QuotedInput.bounded("beach") == "beach")
        #expect(QuotedInput.bounded(String(repeating: "a", count: 200)) == String(repeating: "a", count: 200))
        #expect(QuotedInput.bounded(String(repeating: "a", count: 201)) == String(repeating: "a", count: 200) + "… (1 more)")
        #expect(QuotedInput.bounded(String(repeating: "🙂", count: 250)) == String(repeating: "🙂", count: 200) + "… (50 more)")
    }

    @Test("a 10 MB script line is quoted in a short message ending in the count of what was left out")
    func hugeScriptLine() throws {
        let word = String(repeating: "x", count: 10_000_000)
        var message = ""
        do { _ = try WalkthroughScript(parsing: "screen beach\n\(word)", file: "t.rotor") } catch { message = error.description }
        #expect(message.count <= 300)
        #expect(message.hasPrefix("t.rotor:2: unknown command 'xxx"))
        #expect(message.hasSuffix("… (9999800 more)'"))
    }

    @Test("a 10 MB unknown screen name is quoted in a short message")
    func hugeScreenName() {
        let registry = ScreenRegistry([ScreenDescriptor(name: "small", summary: "") { _ in AnyView(EmptyView()) }])
        var message = ""
        do { _ = try registry.resolve(String(repeating: "s", count: 10_000_000)) } catch { message = "\(error)" }
        #expect(message.count <= 300)
        #expect(message.contains("… (9999800 more)'"))
    }
}
