import Foundation
import Testing

/// The README's promise for every way the explorer can be stopped: the terminal is given back
/// (the explorer's screen gone, the cursor shown again) and the exit status says what stopped it.
@Suite("The explorer stopped by a signal", .serialized)
struct SignalExitTests {
    @Test("SIGTERM and a hang-up end the explorer with 128 + the signal, the terminal given back",
          arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func signalEndsTheExplorer(signal: Int32, status: Int32) async throws {
        try #require(TmuxSession.isInstalled, "tmux is not installed")
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        let tmux = try TmuxSession(command: [path], width: ExplorerEndToEndTests.width, height: ExplorerEndToEndTests.height)
        defer { tmux.kill() }
        try await tmux.waitFor("the explorer") { $0.joined().contains("Accessibility tree") }
        let rotor = try tmux.commandPID()
        #expect(kill(rotor, signal) == 0)
        let after = try await tmux.waitFor("rotor to exit") { $0.joined().contains(TmuxSession.exitMarker) }
        #expect(after.contains("\(TmuxSession.exitMarker) \(status)"))
        #expect(!after.joined().contains("Accessibility tree"), "the explorer's screen is gone")
        #expect(try tmux.display("#{cursor_flag}") == "1", "the cursor is shown again")
    }
}
