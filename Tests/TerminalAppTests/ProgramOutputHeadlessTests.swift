import CNCurses
import Foundation
import Headless
@testable import TerminalApp
import Testing
import TermUI

/// What a screen's own code prints (Tests/Fixtures/SwiftUI/DraftComposer.swift), headless:
/// after the command that printed it, marked, never in the middle of rotor's output.
@Suite("The app's output, headless", .serialized)
struct ProgramOutputHeadlessTests {
    let scratch = ScratchFolder("rotor-output-headless")

    var fixture: String {
        ExplorerEndToEndTests.packageRoot.appendingPathComponent("Tests/Fixtures/SwiftUI/DraftComposer.swift").path
    }

    func rotor(_ arguments: [String]) throws -> Subprocess.Result {
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        return try Subprocess.run([path] + arguments, environment: ["XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path])
    }

    @Test("rotor play puts each line the app printed right after the command that printed it, marked as output")
    func playShowsOutputAfterItsCommand() throws {
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        let script = scratch.appendingPathComponent("draft.rotor")
        try "screen Composer\nnext\nactivate\nactivate\nnext\nactivate\nnext\n".write(to: script, atomically: false, encoding: .utf8)
        let run = try rotor(["play", script.path, fixture])
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(16)) == [
            "> screen Composer", "Draft, Heading", "(output: Composer appeared)",
            "> next", "Save, Button",
            "> activate", "(output: Saved draft 1)",
            "> activate", "(output: Saved draft 2)",
            "> next", "Discard, Button",
            "> activate", "(output: Discarded draft)", "(output: ␛]2;hijacked␇title)", "(output: no newline)",
            "> next",
        ])
        #expect(!run.output.contains("\u{1B}"), "no escape sequence the app printed reaches standard output")
        #expect(run.errors.isEmpty)
    }

    @Test("an app that prints far more than a pipe holds in one command never blocks: every line arrives, in order")
    func floodArrivesWhole() throws {
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        let script = scratch.appendingPathComponent("flood.rotor")
        try "screen Composer\nlast\nprevious\nactivate\nnext\n".write(to: script, atomically: false, encoding: .utf8)
        let run = try rotor(["play", script.path, fixture])
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        let activate = try #require(lines.firstIndex(of: "> activate"))
        let flood = lines[(activate + 1)...].prefix { $0.hasPrefix("(output: flood line ") }
        #expect(flood.count == 5000)
        #expect(flood.first == "(output: flood line 1 of 5000, padded to be long enough to fill a pipe quickly)")
        #expect(flood.last == "(output: flood line 5000 of 5000, padded to be long enough to fill a pipe quickly)")
        #expect(lines[activate + 1 + flood.count] == "> next")
    }

    @Test("rotor speak puts what the app printed after what the reader said, marked")
    func speakShowsOutputAfterTheSpeech() throws {
        let run = try rotor(["speak", fixture])
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Draft, Heading")
        #expect(lines.last == "(output: Composer appeared)", "\(run.output)")
        #expect(lines.filter { $0.hasPrefix("(output: ") }.count == 1)
    }

    @Test("rotor tree keeps the app's output off standard output: it follows on standard error, marked")
    func treeSendsOutputToStandardError() throws {
        let run = try rotor(["tree", fixture])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("heading \"Draft\""), "\(run.output)")
        #expect(!run.output.contains("Composer appeared"))
        #expect(run.errors.contains("(output: Composer appeared)"), "\(run.errors)")
    }

    @Test("output lines are split at newlines, a carriage return dropped, a last line without one kept, a long one cut")
    func linesFromBytes() {
        #expect(ProgramOutput.lines(Array("one\ntwo\r\n\nlast".utf8)[...]) == ["one", "two", "", "last"])
        #expect(ProgramOutput.lines([][...]) == [])
        let long = ProgramOutput.lines(Array(String(repeating: "x", count: ProgramOutput.longestLine + 10).utf8)[...])
        #expect(long == [String(repeating: "x", count: ProgramOutput.longestLine) + " … (\(ProgramOutput.longestLine + 10) bytes)"])
    }
}

/// The output panel (`o`) and the status bar's mark, driven through the controller.
@Suite("The explorer's output panel")
@MainActor
struct OutputPanelTests {
    @Test("lines printed while the panel is closed are counted in the status bar; o shows them, newest chosen, and clears the count")
    func markThenPanel() throws {
        let controller = ExplorerController(session: ScriptedSession(), width: 100, height: 30)
        #expect(controller.programPrinted([]) == .unchanged)
        #expect(controller.programPrinted(["first", "second"]) == .redraw)
        let marked = FrameRendererText.rows(controller.canvas())
        #expect(marked[0].contains(ExplorerHelp.outputMark(unseen: 2)))
        #expect(controller.handle(.key(.character("o"))) == .redraw)
        let panel = FrameRendererText.rows(controller.canvas())
        #expect(!panel[0].contains(ExplorerHelp.outputMark(unseen: 2)))
        #expect(panel.contains { $0.contains("second") } && panel.contains { $0.contains("first") })
        #expect(controller.popup?.selected == 1)
        // A line arriving while the panel is open is shown, not counted; the panel follows it.
        #expect(controller.programPrinted(["third"]) == .redraw)
        #expect(controller.unseenOutput == 0)
        #expect(controller.popup?.selected == 2)
        #expect(controller.handle(.key(.character("o"))) == .redraw)
        #expect(controller.popup == nil)
    }

    @Test("the panel keeps the newest lines only, and says when nothing was printed")
    func boundedHistory() {
        let controller = ExplorerController(session: ScriptedSession(), width: 100, height: 30)
        #expect(controller.handle(.key(.character("o"))) == .redraw)
        #expect(FrameRendererText.rows(controller.canvas()).contains { $0.contains("Nothing printed yet") })
        _ = controller.handle(.key(.escape))
        _ = controller.programPrinted((0..<(ExplorerController.outputHistory + 5)).map { "line \($0)" })
        #expect(controller.programOutput.count == ExplorerController.outputHistory)
        #expect(controller.programOutput.first == "line 5")
    }

    @Test("Ctrl-L is a repaint, which draws the whole canvas afresh")
    func controlL() {
        #expect(InputEvent.decode(status: OK, value: 12) == .repaint)
        let controller = ExplorerController(session: ScriptedSession(), width: 100, height: 30)
        #expect(controller.handle(.repaint) == .redraw)
    }
}

/// A canvas's rows as text.
enum FrameRendererText {
    static func rows(_ canvas: CellCanvas) -> [String] {
        (0..<canvas.height).map { y in (0..<canvas.width).map { canvas[$0, y].isContinuation ? "" : canvas[$0, y].grapheme }.joined() }
    }
}
