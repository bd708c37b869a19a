import Foundation
import Testing

/// A screen's own code that never returns does not hold rotor hostage: the explorer still
/// quits on q, Ctrl-C twice, SIGTERM and a hang-up, gives the terminal back and leaves no
/// process behind, and says in the status bar that the code has not returned. And a loop that
/// keeps coming back costs little: the watchdog sleeps, and each wake is one write at most.
@Suite("The explorer's watchdog over a screen's code that never returns", .serialized,
       .enabled(if: TmuxSession.isInstalled, "tmux is not installed; these tests drive the explorer inside tmux"))
struct ExplorerWatchdogTests {
    /// One cache for the suite: the fixture is built once.
    static let scratch = ScratchFolder("rotor-watchdog")
    static var fixture: String {
        ExplorerEndToEndTests.packageRoot.appendingPathComponent("Tests/Fixtures/SwiftUI/Endless/EndlessCode.swift").path
    }

    /// The explorer on the fixture's endless action, activated, and the watchdog's line shown:
    /// the main thread is then stuck in the action for good.
    func stuckExplorer() async throws -> (tmux: TmuxSession, pid: pid_t) {
        try #require(FileManager.default.isExecutableFile(atPath: ExplorerEndToEndTests.rotorPath),
                     "build the rotor executable first: swift build")
        let cache = Self.scratch.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let tmux = try TmuxSession(command: ["env", "XDG_CACHE_HOME=\(cache.path)", ExplorerEndToEndTests.rotorPath, "open", Self.fixture],
                                   width: ExplorerEndToEndTests.width, height: ExplorerEndToEndTests.height)
        do {
            // Building the file takes a few seconds the first time.
            try await tmux.waitFor("the endless screen") { lines in
                let panes = ExplorerEndToEndTests.Panes(lines)
                return panes.tree.joined().contains("Spin for ever") && panes.captionText.contains("Endless action")
            }
            try tmux.sendKeys("Right")
            try await tmux.waitFor("the button to be focused") { ExplorerEndToEndTests.Panes($0).captionText.contains("Spin for ever") }
            try tmux.sendKeys("Enter")
            try await tmux.waitFor("the watchdog's line in the status bar") { lines in
                lines.first?.contains("The screen's code has not returned for 2 s") == true
            }
            return (tmux, try tmux.commandPID())
        } catch {
            tmux.kill()
            throw error
        }
    }

    /// rotor has exited with `status`, the terminal given back, and no process of the
    /// fixture's program is left running.
    func expectEnded(_ tmux: TmuxSession, pid: pid_t, status: Int32) async throws {
        let after = try await tmux.waitFor("rotor to exit") { $0.joined().contains(TmuxSession.exitMarker) }
        #expect(after.contains("\(TmuxSession.exitMarker) \(status)"))
        #expect(!after.joined().contains("Accessibility tree"), "the explorer's screen is gone")
        #expect(try tmux.display("#{alternate_on}") == "0", "the alternate screen is left")
        #expect(try tmux.display("#{cursor_flag}") == "1", "the cursor is shown again")
        #expect(kill(pid, 0) == -1 && errno == ESRCH, "the process is gone")
        #expect(Self.processesRunning(from: Self.scratch.path).isEmpty, "no program built in the cache is left spinning")
    }

    /// The processes whose command line names something under `folder`.
    static func processesRunning(from folder: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int32($0) != nil }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(folder) && !line.contains(TmuxSession.exitMarker) ? "\(pid): \(line)" : nil
        }
    }

    /// ThreadSanitizer runs a signal's handler only when the thread it interrupted next calls
    /// into the runtime; a thread spinning in the screen's code never does, so under it a stop
    /// signal cannot reach the watchdog. `q`, which the watchdog reads itself, is tested there.
    static let signalsReachAStuckThread = !underThreadSanitizer

    @Test("an action that never returns: the status bar says so after 2 s; Ctrl-C twice quits with 130, the terminal restored",
          .enabled(if: signalsReachAStuckThread, "ThreadSanitizer defers signal handlers on a thread that never calls into it"))
    func interruptTwiceEndsAStuckExplorer() async throws {
        let (tmux, pid) = try await stuckExplorer()
        defer { tmux.kill() }
        try tmux.sendKeys("C-c")
        try tmux.sendKeys("C-c")
        try await expectEnded(tmux, pid: pid, status: 130)
    }

    @Test("an action that never returns: SIGTERM and a hang-up still end rotor with 128 + the signal, the terminal restored",
          .enabled(if: signalsReachAStuckThread, "ThreadSanitizer defers signal handlers on a thread that never calls into it"),
          arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func stopSignalEndsAStuckExplorer(signal: Int32, status: Int32) async throws {
        let (tmux, pid) = try await stuckExplorer()
        defer { tmux.kill() }
        #expect(kill(pid, signal) == 0)
        try await expectEnded(tmux, pid: pid, status: status)
    }

    @Test("an action that never returns: q still quits, the terminal restored")
    func quitEndsAStuckExplorer() async throws {
        let (tmux, pid) = try await stuckExplorer()
        defer { tmux.kill() }
        try tmux.sendKeys("q")
        try await expectEnded(tmux, pid: pid, status: 0)
    }

    /// Voluntary context switches of the process's main thread and of its watchdog thread
    /// (found by its name; a sanitizer's own threads are left out).
    static func switches(of pid: pid_t) -> (main: Int, watchdog: Int?) {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var main = 0, watchdog: Int?
        for task in tasks {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("voluntary_ctxt_switches:") }),
                  let count = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) else { continue }
            let name = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/comm", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if task == String(pid) { main = count } else if name == "rotor-watchdog" { watchdog = count }
        }
        return (main, watchdog)
    }

    /// The explorer on the trip screen in tmux, shown: its unread dots pulse, waking the loop
    /// about once a second.
    func pulsingTrip() async throws -> (tmux: TmuxSession, pid: pid_t) {
        try #require(FileManager.default.isExecutableFile(atPath: ExplorerEndToEndTests.rotorPath),
                     "build the rotor executable first: swift build")
        let tmux = try TmuxSession(command: [ExplorerEndToEndTests.rotorPath, "explore", "trip"],
                                   width: ExplorerEndToEndTests.width, height: ExplorerEndToEndTests.height)
        do {
            try await tmux.waitFor("the trip screen") { ExplorerEndToEndTests.Panes($0).tree.joined().contains("Weekend adventure") }
            return (tmux, try tmux.commandPID())
        } catch {
            tmux.kill()
            throw error
        }
    }

    /// The context switches once the main thread has woken `wakes` times since `before` (it
    /// sleeps between the pulse's frames), or after a minute, when it has not.
    static func switches(of pid: pid_t, afterWakes wakes: Int, since before: (main: Int, watchdog: Int?)) async throws
        -> (main: Int, watchdog: Int?) {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        var after = before
        while after.main < before.main + wakes, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(200))
            after = switches(of: pid)
        }
        return after
    }

    @Test("a loop that keeps coming back never wakes the watchdog: the trip screen's pulse wakes the main thread, not the watchdog")
    func watchdogSleepsWhileTheLoopComesBack() async throws {
        let (tmux, pid) = try await pulsingTrip()
        defer { tmux.kill() }
        let before = Self.switches(of: pid)
        let watchdogBefore = try #require(before.watchdog, "no thread named \("rotor-watchdog")")
        let after = try await Self.switches(of: pid, afterWakes: 6, since: before)
        #expect(after.main >= before.main + 6, "the loop did not wake for the pulse")
        let watchdogWakes = (after.watchdog ?? watchdogBefore) - watchdogBefore
        // Before the watchdog slept on a timer, each of the loop's wakes woke it twice.
        #expect(watchdogWakes <= 1, "the watchdog woke \(watchdogWakes) times while the loop woke \(after.main - before.main)")
    }

    /// Write calls the process's main thread has made (`syscw` in its `/proc` io file).
    static func writeCalls(of pid: pid_t) -> Int? {
        guard let io = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/io", encoding: .utf8),
              let line = io.split(separator: "\n").first(where: { $0.hasPrefix("syscw:") }) else { return nil }
        return Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
    }

    @Test("a frame reaches the terminal in one write: the trip screen's pulse, three dots apart, is one write a wake, not one a cursor motion")
    func frameIsOneWrite() async throws {
        let (tmux, pid) = try await pulsingTrip()
        defer { tmux.kill() }
        let before = Self.switches(of: pid)
        let writesBefore = try #require(Self.writeCalls(of: pid), "no io counts for the explorer's main thread")
        // Each wake paints at most one frame; the pulse's frames change three dots on rows apart.
        _ = try await Self.switches(of: pid, afterWakes: 6, since: before)
        let writes = try #require(Self.writeCalls(of: pid)) - writesBefore
        let wakes = Self.switches(of: pid).main - before.main
        #expect(wakes >= 6, "the loop did not wake for the pulse")
        #expect(writes >= 1, "nothing was drawn while the dots pulsed")
        // A screen ncurses has never suspended flushes after every cursor motion: the three
        // dots were five writes a frame. (A frame being painted as the counts began adds one.)
        #expect(writes <= wakes + 1, "\(writes) writes to the terminal over \(wakes) wakes")
    }
}
