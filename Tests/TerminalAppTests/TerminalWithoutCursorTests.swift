import Foundation
import Testing

/// A terminal that cannot move the cursor (TERM=dumb: its terminfo entry has no `cup`) is a
/// terminal, so the explorer used to start on it and draw nothing. It is refused before curses
/// starts, as an unknown terminal is, and the message names the headless commands.
@Suite("Explorer on a terminal without cursor addressing", .serialized,
       .enabled(if: TmuxSession.isInstalled, "tmux is not installed; the check needs a real terminal"))
struct TerminalWithoutCursorTests {
    @Test("TERM=dumb is refused before curses starts: a message naming the headless commands and status 1")
    func dumbTerminalIsRefused() async throws {
        let rotor = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: rotor), "build the rotor executable first: swift build")
        let tmux = try TmuxSession(command: ["env", "TERM=dumb", rotor], width: 400, height: 20)
        defer { tmux.kill() }
        let lines = try await tmux.waitFor("rotor to exit") { $0.joined().contains(TmuxSession.exitMarker) }
        let text = lines.joined(separator: " ")
        #expect(lines.contains("\(TmuxSession.exitMarker) 1"), "the pane shows:\n\(lines.joined(separator: "\n"))")
        #expect(text.contains("needs a terminal that can move the cursor"))
        #expect(text.contains("TERM=dumb"))
        #expect(text.contains("`rotor tree`"))
        // Curses never started: nothing of the trip screen reached the pane.
        #expect(!text.contains("Trip budget"))
    }

    @Test("a terminal that can move the cursor still opens the explorer")
    func addressableTerminalOpens() async throws {
        let rotor = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: rotor), "build the rotor executable first: swift build")
        let tmux = try TmuxSession(command: ["env", "TERM=xterm-256color", rotor], width: 160, height: 48)
        defer { tmux.kill() }
        try await tmux.waitFor("the explorer") { $0.joined().contains("Accessibility tree") }
        try tmux.sendKeys("q")
        let after = try await tmux.waitFor("rotor to exit") { $0.joined().contains(TmuxSession.exitMarker) }
        #expect(after.contains("\(TmuxSession.exitMarker) 0"))
    }
}
