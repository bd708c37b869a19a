import Foundation
import Headless
@testable import TerminalApp
import Testing
import TermUI

/// `rotor explore --line` driven through a pipe, as a screen reader user's script or another
/// program would drive it: the real executable, its standard input a file.
struct LineModeTests {
    static let walkthroughs = ["beach", "dogs", "wallet", "checkout", "compose-voice-control"]

    /// Runs `rotor ARGUMENTS` with `input` as its standard input.
    static func rotor(_ arguments: [String], input: String, environment: [String: String] = [:]) throws -> Subprocess.Result {
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-line-\(UUID().uuidString).txt")
        try Data(input.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try Subprocess.run([path] + arguments, environment: environment, input: url.path)
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }

    /// The lines of the line mode's own (what changed, the screen's title, notes), which
    /// `rotor play` does not print.
    static func isLineModesOwn(_ line: String) -> Bool {
        ["rotor line mode:", "screen: ", "added: ", "changed (", "changed: ", "removed: ", "note: ", "switch: "].contains { line.hasPrefix($0) }
    }

    @Test("piped lines print what the reader said, a value that changed and a sheet that opened and closed")
    func pipedLinesPrintSpeechAndChanges() throws {
        let run = try Self.rotor(["explore", "settings", "--line"], input: """
            focus "Volume"
            increment
            focus "Show details"
            activate
            escape
            """)
        #expect(run.status == 0, "\(run.errors)")
        let lines = Self.lines(run.output)
        let expected = [
            "> screen settings", "Settings, Heading", "screen: settings (after), 10 of 10",
            "> focus \"Volume\"", "Volume, 60 percent, Adjustable",
            "> increment", "70 percent", "changed (value): adjustable \"Volume\" value: 70 percent hint: Changes the volume",
            "> activate", "Details, Heading", "added: heading \"Details\" [isHeader, isStaticText]",
            "> escape", "Show details, Button", "removed: button \"Done\" [isButton]",
        ]
        var from = lines.startIndex
        for line in expected {
            let found = lines[from...].firstIndex(of: line)
            #expect(found != nil, "missing, in order: \(line)\n\(run.output)")
            if let found { from = found + 1 }
        }
    }

    @Test("tree, where and details print the tree with the focus marked, the status and the element's details")
    func treeWhereAndDetailsOnRequest() throws {
        let run = try Self.rotor(["explore", "settings", "--line"], input: "focus \"Volume\"\ntree\nwhere\ndetails\n")
        #expect(run.status == 0, "\(run.errors)")
        let lines = Self.lines(run.output)
        #expect(lines.contains("▶ adjustable \"Volume\" value: 60 percent hint: Changes the volume"))
        #expect(lines.contains("    button \"Home\" [isButton, isSelected]"))
        #expect(lines.contains("rotor: Adjust value") || lines.contains { $0.hasPrefix("rotor: ") })
        #expect(lines.contains("focus: adjustable \"Volume\" value: 60 percent hint: Changes the volume"))
        #expect(lines.contains("Value: 60 percent"))
        #expect(lines.contains("Hint: Changes the volume"))
    }

    @Test("walkthroughs played through the line mode say the same words, line for line, as rotor play",
          arguments: walkthroughs)
    func walkthroughsSayWhatPlaySays(name: String) throws {
        let file = ExplorerEndToEndTests.packageRoot.appendingPathComponent("demos/walkthroughs/\(name).rotor").path
        let script = try String(contentsOfFile: file, encoding: .utf8)
        let play = try Subprocess.run([ExplorerEndToEndTests.rotorPath, "play", file])
        #expect(play.status == 0, "\(play.errors)")
        let opening = try #require(try WalkthroughScript(parsing: script, file: file).lines.first?.command)
        guard case .screen(let first) = opening else { Issue.record("\(name) starts with a screen line"); return }
        let line = try Self.rotor(["explore", first, "--line"], input: script)
        #expect(line.status == 0, "\(line.errors)")
        // The line mode's opening (its first screen) comes before the script's own first line.
        let spoken = Self.lines(line.output).filter { !Self.isLineModesOwn($0) }
        let scriptStart = try #require(spoken.indices.filter { spoken[$0].hasPrefix("> screen ") }.dropFirst().first)
        #expect(Array(spoken[scriptStart...]) == Self.lines(play.output))
    }

    @Test("an action performed from the Actions rotor that says nothing is confirmed, with no boundary note")
    func actionsRotorPerformedIsConfirmed() throws {
        let run = try Self.rotor(["explore", "beach", "--line"], input: "next\nnext\nrotor \"Actions\"\ndown\ndown\nactivate\n")
        #expect(run.status == 0, "\(run.errors)")
        let lines = Self.lines(run.output)
        #expect(Array(lines.suffix(2)) == ["> activate", "note: Performed Reply"])
    }

    @Test("rotor open FILE --line opens your own SwiftUI file in the line mode")
    func openFileInLineMode() throws {
        let scratch = ScratchFolder("rotor-line-open")
        let cache = scratch.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let file = ExplorerEndToEndTests.packageRoot.appendingPathComponent("Tests/Fixtures/SwiftUI/MailboxList.swift").path
        let run = try Self.rotor(["open", file, "--line"], input: "next\n", environment: ["XDG_CACHE_HOME": cache.path])
        #expect(run.status == 0, "\(run.errors)")
        let lines = Self.lines(run.output)
        #expect(lines.contains("> screen Mailboxes"))
        #expect(lines.contains("> next"))
        #expect(lines.contains("Selected, Inbox, 3 unread, Button"))
    }

    @Test("rotor open takes the explorer's --line and --hide-cursor, which docs/explorer.md promises it")
    @MainActor
    func openTakesTheExplorersOptions() throws {
        #expect(throws: Never.self) { _ = try OpenSourcesCommand.declaration.parse(["View.swift", "--line", "--hide-cursor"]) }
    }

    @Test("Switch Control's cursor is said as it moves, when nothing said says it: auto scanning in real time, or the first item")
    func switchControlCursorIsSaid() throws {
        let run = try Self.rotor(["explore", "compose", "--line"], input: "switch-control manual\nswitch-next\n")
        #expect(run.status == 0, "\(run.errors)")
        let lines = Self.lines(run.output)
        let start = try #require(lines.firstIndex(of: "> switch-control manual"))
        #expect(lines[start + 1].hasPrefix("switch: "), "where the cursor starts: \(lines[start...])")
        let next = try #require(lines.firstIndex(of: "> switch-next"))
        #expect(!lines[(next + 1)...].contains { $0.hasPrefix("switch: ") }, "switch-next says the item itself")
    }

    @Test("with --braille each command's braille line is the one rotor play --braille gives; `braille` turns it off",
          .enabled(if: louisIsInstalled, "liblouis is not installed"))
    func brailleLineAsPlayGivesIt() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-line-\(UUID().uuidString).rotor")
        try Data("screen beach\nnext\n".utf8).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        let play = try Subprocess.run([ExplorerEndToEndTests.rotorPath, "play", "--braille", script.path])
        let expected = Self.lines(play.output).filter { $0.hasPrefix("braille: ") }
        try #require(expected.count == 2)
        let run = try Self.rotor(["explore", "beach", "--line", "--braille"], input: "next\nbraille\nprevious\n")
        #expect(run.status == 0, "\(run.errors)")
        let lines = Self.lines(run.output)
        let next = try #require(lines.firstIndex(of: "> next"))
        #expect(lines[next...].first { $0.hasPrefix("braille: ") } == expected[1])
        let off = try #require(lines.firstIndex(of: "braille: off"))
        #expect(!lines[(off + 1)...].contains { $0.hasPrefix("braille: ") })
    }

    @Test("a malformed line says what is wrong and where, the lines after it still run, and the exit status is 2")
    func malformedLineIsReportedAndSkipped() throws {
        let run = try Self.rotor(["explore", "beach", "--line"], input: "nxt\nfocus \"Unclosed\nnext\n")
        #expect(run.status == 2)
        #expect(run.errors.contains("rotor: <stdin>:1: unknown command 'nxt'; `help` lists what can be typed"))
        #expect(run.errors.contains("rotor: <stdin>:2: "))
        #expect(Self.lines(run.output).contains("> next"))
    }

    @Test("bytes that are not UTF-8 and an over-long line are refused with their line number; the rest runs")
    func undecodableAndOverlongLinesAreRefused() throws {
        let long = String(repeating: "x", count: LineModeLoop.lineLimit + 10)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-line-\(UUID().uuidString).txt")
        let bytes = Array("next\nfo".utf8) + [0xFF] + Array("\n".utf8) + Array(long.utf8) + Array("\nprevious\n".utf8)
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try Subprocess.run([ExplorerEndToEndTests.rotorPath, "explore", "beach", "--line"], input: url.path)
        #expect(run.status == 2)
        #expect(run.errors.contains("rotor: <stdin>:2: this line is not UTF-8 text; the line is skipped"))
        #expect(run.errors.contains("rotor: <stdin>:3: a line longer than \(LineModeLoop.lineLimit) bytes; the line is skipped"))
        #expect(Self.lines(run.output).contains("> previous"))
    }

    @Test("an expectation that fails prints expected and actual and makes the exit status 1")
    func failedExpectationExitsOne() throws {
        let run = try Self.rotor(["explore", "beach", "--line"], input: "next\nexpect \"Nothing like this\"\n")
        #expect(run.status == 1)
        #expect(run.errors.contains("expected \"Nothing like this\" after `next`"))
    }

    @Test("an unknown screen, and --line with --script or --voice, are usage errors with a message")
    func badArgumentsAreUsageErrors() throws {
        let unknown = try Self.rotor(["explore", "nowhere", "--line"], input: "")
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("nowhere"))
        let script = try Self.rotor(["explore", "--line", "--script", "demos/walkthroughs/beach.rotor"], input: "")
        #expect(script.status == 2)
        #expect(script.errors.contains("--line reads script lines from standard input"))
        let voice = try Self.rotor(["explore", "--line", "--voice"], input: "")
        #expect(voice.status == 2)
    }

    @Test("the end of the input ends the line mode: a last line without a newline still runs, quit stops early")
    func endOfInputAndQuit() throws {
        let last = try Self.rotor(["explore", "beach", "--line"], input: "next\nprevious")
        #expect(last.status == 0)
        #expect(Self.lines(last.output).contains("> previous"))
        let quit = try Self.rotor(["explore", "beach", "--line"], input: "quit\nnext\n")
        #expect(quit.status == 0)
        #expect(!Self.lines(quit.output).contains("> next"))
    }
}

/// The line mode's parts that need no process: keys decoded from a terminal's bytes, keys
/// turned into the script lines they stand for.
@MainActor
struct LineModeKeyTests {
    @Test("a terminal's bytes decode to keys: arrows in CSI and SS3 forms, Home, End, pages, Shift-Tab, Esc alone, UTF-8")
    func bytesDecodeToKeys() {
        var decoder = KeyDecoder()
        let bytes: [UInt8] = Array("\u{1B}[C\u{1B}OD\u{1B}[1~\u{1B}[4~\u{1B}[5~\u{1B}[6~\u{1B}[Z\t\r\u{7F}aé".utf8)
        #expect(decoder.decode(bytes) == [
            .key(.right), .key(.left), .key(.home), .key(.end), .key(.pageUp), .key(.pageDown), .key(.backTab),
            .key(.tab), .key(.enter), .key(.backspace), .key(.character("a")), .key(.character("é")),
        ])
        #expect(decoder.decode([0x1B]) == [.key(.escape)])
        // A character split between two reads comes whole.
        let split = Array("€".utf8)
        #expect(decoder.decode(Array(split.prefix(1))) == [])
        #expect(decoder.decode(Array(split.dropFirst())) == [.key(.character("€"))])
        #expect(decoder.decode([0x04]) == [.endOfInput])
    }

    @Test("every key the explorer binds does something in the line mode: a script line, a word of its own, or a note")
    func everyKeyHasALineModeMeaning() throws {
        let registry = ScreenRegistry([ScreenDescriptor(name: "small", summary: "a button", variants: ["after", "before"]) { _ in
            AnyView(Button("Go") {})
        }])
        let runner = WalkthroughRunner(registry: registry)
        var output: [String] = []
        let console = Console(output: { output.append($0) }, errorOutput: { output.append($0) })
        let lineMode = LineMode(runner: runner, console: console, file: "<test>", brailleMaker: .failure(.notInstalled(library: "liblouis")))
        #expect(lineMode.start(screen: "small"))
        for binding in ExplorerKeyMap.bindings {
            for key in binding.keys {
                let line = try #require(lineMode.scriptLine(for: key), "\(key.label) does nothing in the line mode")
                if line != ":", !line.hasPrefix("#"), !LineMode.ownWords.contains(where: { $0.word == line }), line != "quit" {
                    #expect(throws: Never.self, "\(key.label) stands for \(line)") {
                        _ = try WalkthroughScript.line(line, number: 1, file: "<key>")
                    }
                }
            }
        }
        #expect(lineMode.scriptLine(for: .right) == "next")
        #expect(lineMode.scriptLine(for: .character("v")) == "screen small:before")
        // A key runs its line through the same interpreter, and prints it as play would.
        output = []
        #expect(lineMode.handle(key: .enter) == .carryOn)
        #expect(output.first == "> activate")
        #expect(lineMode.handle(key: .character("q")) == .quit)
    }
}

/// The line mode at a real terminal (tmux): single keys, the line typed after `:`, no
/// full-screen drawing, and the terminal's modes given back when it ends.
@Suite("The line mode at a terminal", .serialized, .enabled(if: TmuxSession.isInstalled,
                                                           "tmux is not installed; the end-to-end tests drive rotor inside tmux"))
struct LineModeTerminalTests {
    @Test("at a terminal, keys print the script line they stand for and what was said; : takes a typed line; q quits")
    func keysAndTypedLines() async throws {
        let rotor = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: rotor), "build the rotor executable first: swift build")
        let tmux = try TmuxSession(command: [rotor, "explore", "settings", "--line"], width: 100, height: 40)
        defer { tmux.kill() }
        try await tmux.waitFor("the first element") { $0.contains("Settings, Heading") }
        try tmux.sendKeys("Right")
        try await tmux.waitFor("next's words") { $0.contains("> next") && $0.contains("Pages, Page 1 of 3, Adjustable") }
        try tmux.sendKeys("+")
        try await tmux.waitFor("the value changed") { $0.contains("> increment") && $0.contains("Page 2 of 3") }
        try tmux.sendKeys(":")
        try tmux.sendKeys("-l", "wherx")
        try tmux.sendKeys("BSpace")
        try tmux.sendKeys("-l", "e")
        // The typed line shows as it is typed, Backspace taking a character back.
        try await tmux.waitFor("the typed line", timeout: .seconds(60)) { $0.contains(": where") }
        try tmux.sendKeys("Enter")
        try await tmux.waitFor("where's status") { $0.contains("screen: settings (after), 10 of 10") }
        try tmux.sendKeys("q")
        let lines = try await tmux.waitFor("the exit") { $0.contains { $0.hasPrefix(TmuxSession.exitMarker) } }
        #expect(lines.contains("\(TmuxSession.exitMarker) 0"))
        // Nothing was drawn full-screen: what was printed stays, in order, in the scrollback.
        let next = try #require(lines.firstIndex(of: "> next"))
        let increment = try #require(lines.firstIndex(of: "> increment"))
        #expect(next < increment)
    }

    @Test("real time runs: with no key pressed, the trip screen's timed notification prints when it arrives")
    func timedNotificationPrintsWhenItHappens() async throws {
        let rotor = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: rotor), "build the rotor executable first: swift build")
        let tmux = try TmuxSession(command: [rotor, "explore", "trip", "--line"], width: 200, height: 40)
        defer { tmux.kill() }
        // The screen's own timer posts it 4 seconds after it opens; the reader says it at low
        // priority, after what it is saying.
        let lines = try await tmux.waitFor("the notification") {
            $0.contains("added: text \"Jack favorited your trip\" [isStaticText]") && $0.contains("Jack favorited your trip")
        }
        let added = try #require(lines.firstIndex(of: "added: text \"Jack favorited your trip\" [isStaticText]"))
        let opened = try #require(lines.firstIndex(of: "screen: trip (after), 1 of 10"))
        #expect(opened < added, "printed after the screen opened, with no command typed")
        #expect(!lines.contains { $0.hasPrefix("> ") && $0 != "> screen trip" })
    }
}
