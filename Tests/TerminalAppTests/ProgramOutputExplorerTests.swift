import Foundation
import Headless
import Testing
import TermUI

/// What a screen's own code prints (Tests/Fixtures/SwiftUI/DraftComposer.swift), in the real
/// explorer in a real terminal (tmux): it goes to the output panel, never into the terminal
/// ncurses draws on.
@Suite("The app's output in the explorer", .serialized, .enabled(if: TmuxSession.isInstalled,
                                                                 "tmux is not installed; the end-to-end tests drive the explorer inside tmux"))
struct ProgramOutputExplorerTests {
    static let width = 160, height = 48
    let scratch = ScratchFolder("rotor-output-e2e")

    /// `rotor open` on the printing fixture, its cache in the scratch folder; returns once the
    /// screen has appeared and said its first element.
    func start() async throws -> TmuxSession {
        let rotor = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: rotor), "build the rotor executable first: swift build")
        let file = ExplorerEndToEndTests.packageRoot.appendingPathComponent("Tests/Fixtures/SwiftUI/DraftComposer.swift").path
        let tmux = try TmuxSession(command: ["env", "XDG_CACHE_HOME=\(scratch.appendingPathComponent("cache").path)", rotor,
                                             "open", file],
                                   width: Self.width, height: Self.height)
        // Building the file takes a few seconds before the explorer appears.
        try await tmux.waitFor("the composer", timeout: .seconds(180)) { lines in
            lines.joined().contains("button \"Scribble\"") && lines.joined().contains("› Draft, Heading")
        }
        return tmux
    }

    /// The explorer's frame with the screen pane's content blanked: the status bar's first
    /// word and every box line rotor draws, where it draws them. A line written into the
    /// terminal shifts them all.
    static func skeleton(_ lines: [String]) -> [String] {
        let screen = ExplorerLayout.panes(width: width, height: height)!.screenContent
        return (0..<height).map { y in
            let line = y < lines.count ? Array(lines[y]) : []
            if y == 0 { return String(line.prefix(7)) }
            return String((0..<min(line.count, width)).map { x in
                screen.contains(x: x, y: y) || !"│┌┐└┘".contains(line[x]) ? " " : line[x]
            })
        }
    }

    @Test("a print in the screen's code leaves every pane where it was, marks the status bar, and shows under o")
    func printGoesToTheOutputPanel() async throws {
        let tmux = try await start()
        defer { tmux.kill() }
        let before = try tmux.capture()
        // Save prints "Saved draft 1" as the reader activates it.
        try tmux.sendKeys("Right")
        try await tmux.waitFor("Save focused") { $0.joined().contains("› Save, Button") }
        try tmux.sendKeys("Enter")
        let after = try await tmux.waitFor("the mark for new output") { lines in
            lines.first?.contains(ExplorerHelp.outputMark(unseen: 2)) == true && lines.joined().contains("Saved 1 times")
        }
        #expect(Self.skeleton(after) == Self.skeleton(before), "the panes moved:\n\(after.joined(separator: "\n"))")
        #expect(!after.joined().contains("Saved draft"), "the printed line reached the terminal")
        try tmux.sendKeys("o")
        let panel = try await tmux.waitFor("the output panel") { $0.joined().contains("─ The app's output ─") }
        let shown = panel.joined(separator: "\n")
        #expect(shown.contains("Composer appeared"))
        #expect(shown.contains("Saved draft 1"))
        #expect(panel.first?.contains(ExplorerHelp.outputMark(unseen: 2)) == false, "looking at the output clears the mark")
        try tmux.sendKeys("o")
        try await tmux.waitFor("the panel to close") { !$0.joined().contains("─ The app's output ─") }
        try tmux.sendKeys("q")
        let exit = try await tmux.waitFor("rotor to exit") { $0.joined().contains(TmuxSession.exitMarker) }
        #expect(exit.contains("\(TmuxSession.exitMarker) 0"))
    }

    @Test("what the app writes to standard error, escape sequences and all, is shown as text in the panel and never obeyed")
    func standardErrorIsCapturedAndNeutralised() async throws {
        let tmux = try await start()
        defer { tmux.kill() }
        let title = try tmux.title()
        try tmux.sendKeys("Right", "Right")
        try await tmux.waitFor("Discard focused") { $0.joined().contains("› Discard, Button") }
        try tmux.sendKeys("Enter")
        try await tmux.waitFor("the mark for new output") { $0.first?.contains(ExplorerHelp.outputMark(unseen: 3)) == true }
        try tmux.sendKeys("o")
        let panel = try await tmux.waitFor("the output panel") { $0.joined().contains("Discarded draft") }
        #expect(panel.joined().contains("␛]2;hijacked␇title"), "the escape sequence is shown, not sent")
        #expect(try tmux.title() == title, "the terminal's title did not change")
    }

    @Test("Ctrl-L draws every pane again after something wrote on the terminal past rotor")
    func controlLRepaints() async throws {
        let tmux = try await start()
        defer { tmux.kill() }
        let before = try tmux.capture()
        // Scribble writes straight to /dev/tty: nothing rotor can capture.
        try tmux.sendKeys("Right", "Right", "Right")
        try await tmux.waitFor("Scribble focused") { $0.joined().contains("› Scribble, Button") }
        try tmux.sendKeys("Enter")
        try await tmux.waitFor("the scribble") { $0.joined().contains("scribbled on the terminal") }
        try tmux.sendKeys("C-l")
        // Ctrl-L clears the terminal and then paints row by row: wait for the whole frame, not
        // the first capture after the clear.
        let repainted = try await tmux.waitFor("the panes drawn again") { lines in
            !lines.joined().contains("scribbled on the terminal") && Self.skeleton(lines) == Self.skeleton(before)
        }
        #expect(Self.skeleton(repainted) == Self.skeleton(before), "the panes are not back:\n\(repainted.joined(separator: "\n"))")
    }
}
