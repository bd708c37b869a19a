import Foundation
@testable import TerminalApp
import Testing

/// What an opened app does beyond what it draws, in the command-line tools: its `.task` runs on
/// the reader's clock, and what it makes the user feel or asks of the system shows in the
/// transcript as cues, never as speech. One program holds the fixtures (one compile).
@Suite("Opened apps: tasks on the reader's clock, haptics and framework cues", .serialized)
struct OpenTasksAndCuesTests {
    let cache = ScratchFolder("rotor-tasks-cache")
    static let files = ["ForecastRefresh.swift", "CheckInIntents.swift", "TrailerPlayer.swift"]
        .map { OpenCommandTests.fixtures.appendingPathComponent("Frameworks/\($0)").path }

    func play(_ script: String) throws -> Subprocess.Result {
        try FileManager.default.createDirectory(at: cache.url, withIntermediateDirectories: true)
        let path = cache.appendingPathComponent("walk.rotor")
        try script.write(to: path, atomically: true, encoding: .utf8)
        let rotor = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: rotor), "build the rotor executable first: swift build")
        return try Subprocess.run([rotor, "play", path.path] + Self.files, environment: ["XDG_CACHE_HOME": cache.path])
    }

    @Test("""
        a .task that awaits Task.sleep(for: .seconds(1)) runs on the reader's clock in rotor play: nothing before the \
        second, then its state and its announcement after wait; sensoryFeedback, a widget reload, a player and an \
        intent's dialog show as cues in the transcript
        """)
    func tasksRunOnTheClockAndActivityIsACue() throws {
        let walk = try play("""
            screen Forecast
            expect-tree "Loading forecast"
            wait 0.5
            expect-tree "Loading forecast"
            wait 0.5
            expect "Forecast updated"
            expect-tree "Sunny, 24 degrees"
            focus "Save as favorite"
            activate
            expect "(widget timelines reloaded)"
            expect "Haptic: success"
            expect-tree "Favorites: 1"
            screen Check-in
            focus "Check in"
            activate
            expect "(Siri or Shortcuts would show: Checked in)"
            expect-tree "Check-ins today: 1"
            screen Trailer
            focus "Play trailer"
            activate
            expect "(video playing: lisbon.mp4)"
            """)
        #expect(walk.status == 0, "\(walk.output)\n\(walk.errors)")
        // The cues are the transcript's, never the announcement's: the announcement is
        // "Forecast updated", said once, after the wait that reached it.
        let lines = walk.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("Forecast updated") }.count == 1)
    }

    @Test("""
        a task started by a timer's handler runs as the timer fires, within the wait that fired it: time passing \
        owes the main queue a turn only when a timer ran the app's code
        """)
    func aTimersTaskRunsWithinTheWait() throws {
        let walk = try play("""
            screen Ticker
            expect-tree "Refreshed 0 times"
            wait 30
            expect-tree "Refreshed 0 times"
            wait 30
            expect-tree "Refreshed 1 times"
            wait 120
            expect-tree "Refreshed 3 times"
            """)
        #expect(walk.status == 0, "\(walk.output)\n\(walk.errors)")
    }
}
