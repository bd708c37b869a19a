import Headless
import Foundation
@testable import TerminalApp
import Testing
import TermUI

/// The command line as a person meets it: one declaration per command, bounded values, clear
/// messages, honest exit statuses.
@MainActor
struct CommandLineTests {
    let registry = ScreenRegistry([
        ScreenDescriptor(name: "small", summary: "a button and a text", variants: ["after", "before"]) { _ in
            AnyView(VStack { Button("Go") {}; Text("Done") })
        },
    ])

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    func rotor(_ arguments: String...) -> Run {
        var output: [String] = [], errors: [String] = []
        let status = RotorCommandLine.run(arguments: arguments, registry: registry,
                                          output: { output.append($0) }, errorOutput: { errors.append($0) })
        return Run(status: status, output: output.joined(separator: "\n"), errors: errors.joined(separator: "\n"))
    }

    func script(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-\(UUID().uuidString).rotor")
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test("each command's --help lists exactly the options it accepts")
    func helpMatchesParsing() {
        for command in RotorCommandLine.commands {
            let help = rotor(command.name, "--help")
            #expect(help.status == 0)
            for option in command.options {
                #expect(help.output.contains(option.name), "\(command.name) --help names \(option.name)")
            }
            #expect(rotor(command.name, "--no-such-option").status == 2)
        }
    }

    @Test("play --help lists every script line the parser accepts")
    func playHelpListsTheWholeLanguage() {
        let help = rotor("play", "--help").output
        for word in ["linked-item", "type \"TEXT\"", "delete", "end-editing", "touch COLUMN ROW", "wait SECONDS"] {
            #expect(help.contains(word), "play --help mentions \(word)")
        }
        for form in WalkthroughScript.forms { #expect(help.contains(form.syntax)) }
    }

    @Test("the command table in docs/commands.md, the script table in docs/scripts.md, the README's key table and the conformance table in docs/reader.md are the ones the command line, the script parser, the key map and the conformance rows declare")
    func documentedTablesAreGenerated() throws {
        let root = ExplorerEndToEndTests.packageRoot
        // `ROTOR_UPDATE_README=1 swift test --filter documentedTablesAreGenerated` writes them in.
        for (file, header, table) in [("docs/commands.md", "| command | what it does |", RotorCommandLine.markdownTable),
                                      ("docs/scripts.md", "| line | what it does |", WalkthroughScript.markdownTable),
                                      ("README.md", "| keys | what they do (the VoiceOver gesture) |", ExplorerKeyMap.markdownTable),
                                      ("docs/reader.md", "| control | behaviour | what VoiceOver does |", ConformanceTable.markdownTable),
                                      ("docs/reader.md", "| source | where it is recorded |", ConformanceTable.sourcesMarkdownTable)] {
            let url = root.appendingPathComponent(file)
            var page = try String(contentsOf: url, encoding: .utf8)
            if ProcessInfo.processInfo.environment["ROTOR_UPDATE_README"] == "1",
               let start = page.range(of: header) {
                let end = page.range(of: "\n\n", range: start.lowerBound..<page.endIndex)?.lowerBound ?? page.endIndex
                page.replaceSubrange(start.lowerBound..<end, with: table)
                try page.write(to: url, atomically: true, encoding: .utf8)
            }
            #expect(page.contains(table), "\(file) should hold the table:\n\(table)")
        }
    }

    @Test("--date sets where the screen's clock starts; a malformed date is a usage error that says what to give",
          arguments: ["tomorrow", "2026-13-01T09:00:00Z", "2026-01-01", "2026-01-01T09:00:00", ""])
    func dateOption(date: String) {
        let run = rotor("tree", "small", "--date", date)
        #expect(run.status == 2)
        #expect(run.errors.contains("--date takes an ISO 8601 date and time with its offset from UTC, such as 2026-01-01T09:00:00Z"))
        #expect(rotor("speak", "small", "--date", "2026-01-01T10:00:00+01:00").status == 0)
        #expect(rotor("tree", "small", "--date", "2026-01-01T09:00:00.250Z").status == 0)
    }

    @Test("speak --date and --idiom reach the screen: its timeline shows that date, UIDevice says that device")
    func dateAndIdiomReachTheScreen() {
        struct Clock: View {
            var body: some View {
                TimelineView(.everyMinute) { context in
                    Text(verbatim: "Minute \(Int(context.date.timeIntervalSince1970) / 60 % 60) on \(UIDevice.current.model)")
                }
            }
        }
        let registry = ScreenRegistry([ScreenDescriptor(name: "clock", summary: "a clock") { _ in AnyView(Clock()) }])
        var output: [String] = []
        let status = RotorCommandLine.run(arguments: ["speak", "clock", "--date", "2026-01-01T09:42:10Z", "--idiom", "ipad"],
                                          registry: registry, output: { output.append($0) }, errorOutput: { _ in })
        #expect(status == 0)
        #expect(output == ["Minute 42 on iPad"])
        let phone = RotorCommandLine.run(arguments: ["speak", "clock"], registry: registry,
                                         output: { output.append($0) }, errorOutput: { _ in })
        #expect(phone == 0)
        #expect(output.last == "Minute 0 on iPhone")
        #expect(rotor("tree", "small", "--idiom", "android").errors == "rotor: --idiom takes one of iphone, ipad, not 'android'")
    }

    @Test("an option given twice is a usage error")
    func repeatedOption() {
        let run = rotor("snapshot", "small", "--text", "--size", "80x24", "--size", "90x30")
        #expect(run.status == 2)
        #expect(run.errors == "rotor: --size is given twice; give it once")
        #expect(rotor("tree", "small", "--json", "--json").status == 2)
    }

    @Test("snapshot sizes are bounded and overflow-safe: huge, negative, zero and 64-bit sizes exit 2 with the limits",
          arguments: ["99999x99999", "9223372036854775807x9223372036854775807", "20000x20000", "0x10", "-5x10",
                      "501x48", "160x201", "160x", "x48", "160x48x2", "1e3x48", "99999999999999999999999x1"])
    func snapshotSizeBounds(size: String) {
        let run = rotor("snapshot", "small", "--text", "--size", size)
        #expect(run.status == 2)
        #expect(run.errors.contains("--size takes COLUMNSxROWS, from 1x1 to 500x200"))
    }

    @Test("the largest snapshot is drawn")
    func largestSnapshot() {
        let run = rotor("snapshot", "small", "--text", "--size", "500x200")
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).count == 200)
    }

    @Test("delays must be finite seconds in range", arguments: ["nan", "inf", "-1", "61", "1e400", "soon"])
    func delayBounds(delay: String) {
        let run = rotor("explore", "small", "--delay", delay)
        #expect(run.status == 2)
        #expect(run.errors.contains("--delay takes a number of seconds from 0 to 60"))
    }

    @Test("script numbers are bounded: wait is finite and at most an hour; touch cells fit an Int",
          arguments: ["wait nan", "wait inf", "wait 1e308", "wait -1", "wait 3601",
                      "touch 99999999999999999999 1", "touch -1 0", "touch 1 100001"])
    func scriptNumberBounds(line: String) throws {
        let run = rotor("play", try script(Array("screen small\n\(line)\n".utf8)))
        #expect(run.status == 2)
        #expect(run.errors.contains(":2: '"))
    }

    @Test("--verbosity sets VoiceOver's Verbosity for play; words that name nothing are a usage error")
    func verbosityOption() throws {
        let file = try script(Array("screen small\nnext\n".utf8))
        #expect(rotor("play", file).output.contains("Go, Button"))
        let quiet = rotor("play", "--verbosity", "hints=off", file)
        #expect(quiet.status == 0)
        #expect(quiet.output.contains("Go, Button"))
        let wrong = rotor("play", "--verbosity", "actions=shout", file)
        #expect(wrong.status == 2)
        #expect(wrong.errors.contains("'actions' is one of speak, play sound, change rotor, do nothing, not 'shout'"))
        let shapeless = rotor("play", "--verbosity", "hints", file)
        #expect(shapeless.status == 2)
        #expect(shapeless.errors.contains("SETTING=CHOICE"))
    }

    @Test("scripts read with LF, CRLF and CR line endings and a UTF-8 byte-order mark",
          arguments: ["\n", "\r\n", "\r"])
    func lineEndings(ending: String) throws {
        let text = ["screen small", "expect \"Go, Button\"", "next", "expect \"Done\""].joined(separator: ending) + ending
        for bom in [false, true] {
            let run = rotor("play", try script((bom ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)))
            #expect(run.status == 0, "\(ending.debugDescription) bom \(bom): \(run.errors)")
            #expect(run.output == "> screen small\nGo, Button\n> next\nDone")
        }
    }

    @Test("a script that is not UTF-8 says at which line and byte")
    func invalidUTF8() throws {
        let file = try script(Array("screen small\nnext\nexpect \"G".utf8) + [0xFF, 0xFE] + Array("o\"\n".utf8))
        let run = rotor("play", file)
        #expect(run.status == 2)
        #expect(run.errors == "rotor: \(file):3: this line is not UTF-8 text (byte 10 of the line, 28 of the file); save the script as UTF-8")
    }

    @Test("a script that opens no screen is an error, empty or all comments",
          arguments: ["", "\n\n", "# only a comment\n"])
    func noScreen(text: String) throws {
        let file = try script(Array(text.utf8))
        let run = rotor("play", file)
        #expect(run.status == 2)
        #expect(run.errors.contains("the script opens no screen; start it with `screen NAME`"))
    }

    @Test("a missing script, a directory and an unknown command each get their own message")
    func unreadable() {
        #expect(rotor("play", "/no/such/file.rotor").errors == "rotor: cannot read '/no/such/file.rotor': no such file")
        #expect(rotor("play", "/tmp").errors == "rotor: cannot read '/tmp': it is a directory")
        #expect(rotor("fly").status == 2)
    }
}

/// What the real executable does when its output cannot be written.
@Suite("Write errors")
struct WriteErrorTests {
    @Test("a full disk ends rotor with exit 1 and a message on stderr")
    func fullDisk() throws {
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        let result = try Subprocess.run([path, "tree", "beach"], output: .path("/dev/full"))
        #expect(result.status == 1)
        #expect(result.errors == "rotor: cannot write to standard output: No space left on device\n")
    }

    @Test("a closed pipe ends rotor quietly, as a Unix tool ended by SIGPIPE")
    func closedPipe() throws {
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        let result = try Subprocess.run([path, "tree", "beach"], output: .closedPipe)
        #expect(result.status == 141)
        #expect(result.errors.isEmpty)
    }
}

/// `rotor fuzz` over a screen that breaks: the failure, its seed and a reproduction that plays.
@MainActor
struct FuzzCommandTests {
    struct Breaking: View {
        @State var presses = 0
        var body: some View {
            VStack {
                Button("Press") { presses += 1 }
                // After three presses an element appears that says nothing.
                if presses >= 3 { Text(" ") }
            }
        }
    }

    let registry = ScreenRegistry([ScreenDescriptor(name: "breaking", summary: "") { _ in AnyView(Breaking()) }])

    func rotor(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        runRotor(arguments, registry: registry)
    }

    @Test("a fuzz failure exits 1 with the seed, the invariant and a shortened script that replays the failure")
    func failureReproduces() throws {
        let run = rotor(["fuzz", "--seed", "5", "--steps", "3000"])
        #expect(run.status == 1)
        #expect(run.output.contains("rotor fuzz: seed 5"))
        #expect(run.errors.contains("every-element-speaks"))
        let script = try #require(run.errors.components(separatedBy: "shortened from").last?
            .split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n"))
        #expect(script.hasPrefix("screen breaking"))
        #expect(script.split(separator: "\n").count < 20, "shortened: \(script)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("repro-\(UUID().uuidString).rotor")
        try Data(script.utf8).write(to: file)
        let replay = rotor(["fuzz", "--replay", file.path])
        #expect(replay.status == 1)
        #expect(replay.errors.contains("every-element-speaks"))
    }

    @Test("the same seed runs the same steps; a screen list and bounds are checked")
    func seedsAndBounds() {
        #expect(rotor(["fuzz", "--steps", "0"]).status == 2)
        #expect(rotor(["fuzz", "--seed", "-1"]).status == 2)
        #expect(rotor(["fuzz", "nowhere"]).status == 2)
        let journal = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString).rotor")
        _ = rotor(["fuzz", "--seed", "0x2a", "--steps", "200", "--journal", journal.path])
        let first = try? String(contentsOf: journal, encoding: .utf8)
        _ = rotor(["fuzz", "--seed", "42", "--steps", "200", "--journal", journal.path])
        #expect(first != nil && first == (try? String(contentsOf: journal, encoding: .utf8)))
    }
}

/// `rotor play --cast`: the explorer playing a walkthrough, as asciicast v2.
@MainActor
struct CastTests {
    @Test("play --cast writes asciicast v2: a one-line header, then output events in time order, every escape an SGR or cursor sequence of rotor's own")
    func castIsAsciicastV2() throws {
        let registry = ScreenRegistry([ScreenDescriptor(name: "small", summary: "") { _ in
            AnyView(VStack { Text("Hello").accessibilityAddTraits(.isHeader); Button("Go \u{1B}]0;x\u{07}") {} })
        }])
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("cast-\(UUID().uuidString).rotor")
        let cast = FileManager.default.temporaryDirectory.appendingPathComponent("cast-\(UUID().uuidString).cast")
        try Data("screen small\nnext\nwait 2\nactivate\n".utf8).write(to: script)
        var errors: [String] = []
        let status = RotorCommandLine.run(arguments: ["play", script.path, "--cast", cast.path], registry: registry,
                                          output: { _ in }, errorOutput: { errors.append($0) })
        #expect(status == 0, "\(errors)")
        let lines = try String(contentsOf: cast, encoding: .utf8).split(separator: "\n").map(String.init)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2 && header["width"] as? Int == 160 && header["height"] as? Int == 48)
        let events = try lines.dropFirst().map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any]) }
        #expect(events.count == 4, "a frame for each command")
        let times = events.compactMap { $0[0] as? Double }
        #expect(times == times.sorted() && times.first == 0)
        #expect(times[2] - times[1] >= 2, "the wait's two seconds pass between its frames")
        let output = events.compactMap { $0[2] as? String }.joined()
        #expect(output.contains("Hello"))
        let escapes = try NSRegularExpression(pattern: "\u{1B}(?!\\[[0-9;]*[mHJ])")
        #expect(escapes.firstMatch(in: output, range: NSRange(output.startIndex..., in: output)) == nil,
                "no escape but rotor's own SGR, home and clear sequences: the label's OSC is shown as symbols")
        #expect(!output.contains("\u{07}"))
        #expect(RotorCommandLine.run(arguments: ["play", script.path, script.path, "--cast", cast.path], registry: registry,
                                     output: { _ in }, errorOutput: { _ in }) == 2, "one script a cast")
    }
}
