import Accessibility
@testable import Headless
import Foundation
import FoundationXML
@testable import TerminalApp
import Testing
import TermUI

/// The hostile strings of `Tests/Fixtures/hostile-strings.txt` (escape sequences, C1 controls,
/// bidi overrides, ZWJ emoji, zalgo, JSON and XML look-alikes), decoded from the file's escapes.
enum HostileStrings {
    static let all: [String] = {
        let url = ExplorerEndToEndTests.packageRoot.appendingPathComponent("Tests/Fixtures/hostile-strings.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("# ") && !$0.isEmpty }
            .map { decode(String($0)) } + ["\r\n crlf", "\u{85}next line", "\u{2028}line separator", "\u{301}bare mark"]
    }()

    /// `\e`, `\a`, `\t`, `\n`, `\r`, `\0`, `\\` and `\u{XXXX}`, as the file's header says.
    static func decode(_ line: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let escape = scalars.next() else { result.append(scalar); continue }
            switch escape {
            case "e": result.append("\u{1B}")
            case "a": result.append("\u{07}")
            case "t": result.append("\t")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "0": result.append("\u{0}")
            case "\\": result.append("\\")
            case "u":
                // `\u{XXXX}`; any other `\u` is literal text (the JSON look-alike's "\u0000").
                var rest = scalars
                guard rest.next() == "{" else { result.append("\\"); result.append(escape); continue }
                var hex = ""
                while let digit = rest.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                result.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
                scalars = rest
            default:
                result.append("\\")
                result.append(escape)
            }
        }
        return String(result)
    }

    /// Scalars that must never reach a terminal: every control but the line breaks rotor writes
    /// itself between lines, and the bidi and invisible format characters.
    static func unsafeScalars(in output: String) -> [Unicode.Scalar] {
        // Where they stand: a joiner inside an emoji sequence is part of the emoji.
        var unsafe: [Unicode.Scalar] = []
        TerminalText.forEachScalar(of: output) { scalar, replacement in
            if scalar != "\n", replacement != nil { unsafe.append(scalar) }
        }
        return unsafe
    }
}

/// A screen that puts every hostile string everywhere an app's text can go.
struct HostileScreen: View {
    var body: some View {
        VStack {
            Text("Hostile text").accessibilityAddTraits(.isHeader)
            ForEach(Array(HostileStrings.all.enumerated()), id: \.offset) { _, text in
                Button(text) { AccessibilityNotification.Announcement(text).post() }
                    .accessibilityValue(text)
                    .accessibilityHint(text)
                    .accessibilityCustomContent(text, text)
                    .accessibilityAction(named: text) {}
            }
        }
    }
}

/// The rules that act on copies of the screen (`ScreenSession.probeRules`): off in the
/// hostile screen's audits, which run every other rule of the default preset.
private let probeRules = "adjustable-value-unchanged,custom-action-no-effect,announcement-too-close,focus-lost-after-dismiss,state-shown-only-visually"

@MainActor
@Suite("Hostile text reaches no output raw")
struct HostileTextTests {
    let registry = ScreenRegistry([
        ScreenDescriptor(name: "hostile", summary: HostileStrings.all.joined(separator: " ")) { _ in AnyView(HostileScreen()) },
    ])

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// A small screen, for tests where the hostile text comes from the script or the arguments.
    let plain = ScreenRegistry([
        ScreenDescriptor(name: "hostile", summary: "plain") { _ in AnyView(VStack { Button("Go") {}; Text("Done") }) },
    ])

    func rotor(_ arguments: [String], plain: Bool = false) -> Run {
        var output: [String] = [], errors: [String] = []
        let status = RotorCommandLine.run(arguments: arguments, registry: plain ? self.plain : registry,
                                          output: { output.append($0) }, errorOutput: { errors.append($0) })
        return Run(status: status, output: output.joined(separator: "\n"), errors: errors.joined(separator: "\n"))
    }

    @Test("the hostile screen's audits leave out the probes alone: every other rule of the default preset runs")
    func auditLeavesOutTheProbesAlone() {
        #expect(Set(probeRules.split(separator: ",").map(String.init)) == Set(ScreenSession.probeRules.map(\.rawValue)))
        #expect(AuditPreset.standard.rules.count - ScreenSession.probeRules.count >= 40)
    }

    @Test("the fixture holds the hostile strings, escapes decoded")
    func fixtureLoads() {
        #expect(HostileStrings.all.count >= 40)
        #expect(HostileStrings.all.contains("\u{1B}]0;PWNED-TITLE\u{07}"))
        #expect(HostileStrings.all.contains("\u{202E}evil.txt\u{202C}"))
    }

    @Test("tree, speak, audit, list and snapshot --text write every label, value, hint and custom content with no control byte",
          // The audit runs the default preset's rules but the probes: they open a copy of the
          // screen for each of its forty-odd actions, which under the sanitizers takes longer
          // than the command's time limit, and their findings quote the same labels.
          arguments: [["tree", "hostile"], ["speak", "hostile"], ["audit", "hostile", "--disable", probeRules], ["list"],
                      ["snapshot", "hostile", "--text", "--keys", "next next next actions"]])
    func textOutputs(arguments: [String]) {
        let run = rotor(arguments)
        #expect(run.status == 0 || run.status == 1)
        #expect(!run.output.isEmpty)
        #expect(HostileStrings.unsafeScalars(in: run.output).isEmpty, "\(arguments)")
        #expect(HostileStrings.unsafeScalars(in: run.errors).isEmpty, "\(arguments)")
        #expect(run.output.contains("␛]0;PWNED-TITLE␇") || arguments[0] == "snapshot")
    }

    @Test("JSON escapes every control character, and decodes back to the app's exact text",
          arguments: [["tree", "hostile", "--json"], ["audit", "hostile", "--json", "--disable", probeRules]])
    func jsonOutputs(arguments: [String]) throws {
        let run = rotor(arguments)
        #expect(HostileStrings.unsafeScalars(in: run.output).isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        if arguments[0] == "tree" {
            let elements = try #require(object["elements"] as? [[String: Any]])
            let labels = Set(elements.compactMap { $0["label"] as? String })
            for text in HostileStrings.all where !text.trimmingCharacters(in: .whitespaces).isEmpty {
                #expect(labels.contains(text), "the label \(text.debugDescription) survives JSON")
            }
        }
    }

    @Test("an SVG snapshot stays well-formed XML with no control characters")
    func svg() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = rotor(["snapshot", "hostile", "--svg", file.path, "--keys", "next next more-content"])
        #expect(run.status == 0)
        let data = try Data(contentsOf: file)
        #expect(XMLParser(data: data).parse())
        #expect(HostileStrings.unsafeScalars(in: String(decoding: data, as: UTF8.self)).isEmpty)
    }

    @Test("announcements, actions and custom content are spoken into the transcript without control bytes")
    func announcementsAndActions() throws {
        let steps = HostileStrings.all.indices.map { _ in "next\nactivate\nactions\nmore-content\nwait 5" }
        let file = try script("screen hostile\n" + steps.joined(separator: "\n") + "\n")
        let run = rotor(["play", file])
        #expect(run.status == 0)
        #expect(run.output.contains("␛]52;c;cHduZWQ=␇"))
        #expect(HostileStrings.unsafeScalars(in: run.output).isEmpty)
    }

    @Test("a hostile string as a script argument or command word comes back only as visible symbols")
    func scriptArguments() throws {
        for text in HostileStrings.all {
            let quoted = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            for line in ["action \"\(quoted)\"", "focus \"\(quoted)\"", "rotor \"\(quoted)\"", "expect \"\(quoted)\"",
                         "expect-focus \"\(quoted)\"", "drop \"\(quoted)\"", "\(text)", "wait \(text)"] {
                let run = rotor(["play", try script("screen hostile\nnext\n\(line)\n")], plain: true)
                #expect([0, 1, 2].contains(run.status))
                #expect(HostileStrings.unsafeScalars(in: run.output + run.errors).isEmpty, "\(line.debugDescription)")
            }
            let opened = rotor(["play", try script("screen \"\(quoted)\"\n")], plain: true)
            #expect(opened.status == 2)
            #expect(HostileStrings.unsafeScalars(in: opened.errors).isEmpty)
        }
    }

    @Test("a hostile command-line argument is reported with visible symbols and exit 2")
    func commandLineArguments() {
        for text in HostileStrings.all {
            for arguments in [[text], ["tree", text], ["tree", "hostile", text], ["tree", "hostile", "--" + text],
                              ["snapshot", "hostile", "--text", "--size", text], ["snapshot", "hostile", "--text", "--keys", text],
                              ["play", text]] {
                let run = rotor(arguments, plain: true)
                #expect(HostileStrings.unsafeScalars(in: run.output + run.errors).isEmpty, "\(arguments.debugDescription)")
            }
            #expect(rotor(["tree", text], plain: true).status == 2)
        }
    }

    @Test("the explorer's frame keeps every pane border in its column whatever the labels hold")
    func bordersStayPut() throws {
        let session = try ScreenSession(registry: registry, screen: "hostile", columns: 78, rows: 32)
        let width = 160, height = 48
        let panes = try #require(ExplorerLayout.panes(width: width, height: height))
        for _ in 0...HostileStrings.all.count {
            session.perform(.next)
            let canvas = FrameRenderer.render(session.frame(), width: width, height: height, showHelp: false)
            for y in (panes.screen.y + 1)..<(panes.screen.maxY - 1) {
                #expect(canvas[panes.screen.x, y].grapheme == "│")
                #expect(canvas[panes.screen.maxX - 1, y].grapheme == "│")
                #expect(canvas[panes.tree.maxX - 1, y].grapheme == "│")
            }
            // Every row is exactly as wide as the terminal when drawn: a wide cell and its
            // continuation always come together.
            for y in 0..<height {
                var columns = 0
                for x in 0..<width where !canvas[x, y].isContinuation {
                    let cellWidth = TerminalText.width(of: canvas[x, y].grapheme)
                    #expect(cellWidth == 1 || (cellWidth == 2 && x + 1 < width && canvas[x + 1, y].isContinuation))
                    columns += cellWidth
                }
                #expect(columns == width)
                #expect(HostileStrings.unsafeScalars(in: canvas.rows[y]).isEmpty)
            }
        }
    }

    @Test("contact-not-actionable reads every hostile string beside an address and quotes it as written")
    @MainActor
    func contactRule() {
        for text in HostileStrings.all {
            let label = "Write to help@example.com " + text
            var element = AccessibilityElement(id: AccessibilityElementID("text"))
            element.label = label
            let found = AccessibilityAudit.contactNotActionable([element])
            #expect(found.map(\.label) == [label], "\(text.debugDescription)")
        }
    }

    private func script(_ text: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).rotor")
        try Data(text.utf8).write(to: file)
        return file.path
    }
}

/// The real explorer in tmux, fed every hostile string as typed text: it shows in the screen
/// pane, the tree and the captions, and the terminal obeys none of it.
@Suite("Hostile text in the terminal", .serialized, .enabled(if: TmuxSession.isInstalled, "tmux is not installed"))
struct HostileExplorerTests {
    @Test("typed escape sequences change no title, clear nothing, and every pane border stays in its column")
    func typedHostileText() async throws {
        let typed = HostileStrings.all.filter { !$0.contains("\n") && !$0.contains("\r") && $0.count <= 200 }
        let lines = ["screen settings", "focus \"Name\"", "activate"] + typed.map {
            "type \"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        } + ["end-editing", "first"]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).rotor")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let end = ExplorerEndToEndTests()
        let tmux = try end.start(["explore", "--script", file.path, "--delay", "0.02"])
        defer { tmux.kill() }
        try await tmux.waitFor("the explorer") { $0.joined().contains("Accessibility tree") }
        let title = try tmux.title()
        // The script ends on `first`: the cursor is back on the Settings heading.
        let final = try await tmux.waitFor("the script to finish") { lines in
            lines.joined().contains("Settings, Heading") && lines.joined().contains("▶ heading \"Settings\"")
        }
        #expect(try tmux.title() == title, "no OSC title sequence reached the terminal")
        #expect(final[0].contains("rotor"), "the status bar is still drawn: nothing cleared the screen or left it")
        let width = ExplorerEndToEndTests.width
        for (row, line) in final.enumerated() where row > 0 && row < final.count - 1 {
            #expect(TerminalText.width(of: line) == width, "row \(row) is \(TerminalText.width(of: line)) columns: \(line)")
            #expect(line.hasSuffix("│") || line.hasSuffix("┐") || line.hasSuffix("┘"), "row \(row) ends in its border: \(line)")
        }
    }
}
