import Foundation
import Testing
@testable import TerminalApp

/// `rotor explore --voice` in a real terminal (tmux), with the PATH it finds players on under
/// the test's control.
@Suite("Explorer voice end to end", .serialized, .enabled(if: TmuxSession.isInstalled,
                                                          "tmux is not installed; the end-to-end tests drive the explorer inside tmux"))
struct ExplorerVoiceEndToEndTests {
    func start(path: String) throws -> TmuxSession {
        let rotor = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: rotor), "build the rotor executable first: swift build")
        return try TmuxSession(command: ["/usr/bin/env", "PATH=\(path)", rotor, "explore", "beach", "--voice"],
                               width: ExplorerEndToEndTests.width, height: ExplorerEndToEndTests.height)
    }

    @Test("with nothing to speak with, --voice opens the explorer silent and the status bar says what to install")
    func nothingToSpeakWith() async throws {
        let tmux = try start(path: "/nonexistent")
        defer { tmux.kill() }
        let lines = try await tmux.waitFor("the note on the voice") { $0.joined().contains("No voice") }
        #expect(lines.joined().contains("Weekend adventure"))
        #expect(lines.joined().contains("install"))
    }

    @Test("with libespeak-ng and a player, --voice plays each new caption as a WAV",
          .enabled(if: ExplorerVoiceTests.installed, ExplorerVoiceTests.skipReason))
    func speaksThroughTheLibrary() async throws {
        let (directory, log) = try StandInPlayer.standIn(named: "aplay")
        let tmux = try start(path: directory.path)
        defer { tmux.kill() }
        try await tmux.waitFor("the beach screen") { $0.joined().contains("Weekend adventure") }
        StandInPlayer.waitFor(1, in: log)
        try tmux.sendKeys("Tab")  // next, as → is: one byte, never split by a loaded machine
        StandInPlayer.waitFor(2, in: log)
        let files = StandInPlayer.played(log)
        try #require(files.count >= 2, "the player was given \(files.count) files")
        for file in files.prefix(2) {
            let header = try #require(WAVHeader(try Data(contentsOf: file)))
            #expect(header.seconds > 0.3)
        }
        #expect(!(try tmux.capture().joined().contains("No voice")))
    }
}
