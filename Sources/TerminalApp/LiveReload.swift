import Foundation
import Glibc

/// Live reload for a program `rotor open` built: its sources are watched, a save rebuilds it
/// (through the rotor that built it, `rotor open --build-only`, with the same arguments, in a
/// process of its own so the explorer stays live), and a good build takes the explorer's place
/// with the same screen and focus (`ExplorerApp.reload`). A failed build leaves the screen as it
/// is and hands its errors over for the output panel.
@MainActor
final class LiveReload {
    /// How to build the program again, handed from `rotor open` to the program it runs in an
    /// environment variable the program removes when it starts (the screen's code never sees it).
    struct Plan: Codable, Equatable {
        /// The rotor that built the program.
        var rotor: String
        /// The folder `rotor open` ran in: relative paths in `arguments` are from there.
        var directory: String
        /// `rotor open`'s arguments, as given.
        var arguments: [String]
        /// The files the program is made of (sources, strings tables), absolute.
        var files: [String]
        /// The folders opened as an app's or a package target's: new sources there count.
        var folders: [String]
        /// The program running now.
        var program: String
        /// The explorer's own options (`--idiom`, `--date`…), passed on to each new program.
        var explorerArguments: [String]

        static let environmentName = "ROTOR_OPEN_RELOAD"

        /// The plan this process was started with, removed from the environment.
        static func take() -> Plan? { LiveReload.take(environmentName) }

        func encoded() -> String { LiveReload.encoded(self) }
    }

    /// What one program hands the next: where the explorer was, so the new one opens there.
    struct Handoff: Codable, Equatable {
        /// The screen and variant (`Name:variant`).
        var screen: String
        /// The focused element's id, its position in the tree and what it said.
        var focus: String?
        var position: Int?
        var label: String?
        var reading: String?
        /// The settings panel's choices, by setting: the screen's, then VoiceOver's Verbosity
        /// (nil from a program that had none).
        var settings: [Int]
        var verbosity: [Int]? = nil
        /// The rotor's setting by its name ("Headings"), a setting of VoiceOver's that outlives
        /// the program as it outlives a screen (nil when none was chosen).
        var rotor: String? = nil
        /// The files whose save caused the reload, and when the save was seen (seconds since 1970).
        var saved: [String]
        var savedAt: Double

        /// The settings panel's screen settings as the environment's overrides.
        var environmentSettings: EnvironmentSettings {
            var settings = EnvironmentSettings()
            for (setting, choice) in zip(EnvironmentSettings.Setting.allCases, self.settings) {
                settings.choose(choice, for: setting)
            }
            return settings
        }

        static let environmentName = "ROTOR_OPEN_RELOADED"

        static func take() -> Handoff? { LiveReload.take(environmentName) }

        func encoded() -> String { LiveReload.encoded(self) }
    }

    /// A value handed to the next program in the environment variable `name`, read and removed.
    private nonisolated static func take<Value: Decodable>(_ name: String) -> Value? {
        guard let text = getenv(name).map({ String(cString: $0) }) else { return nil }
        unsetenv(name)
        return try? JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }

    private nonisolated static func encoded(_ value: some Encodable) -> String {
        String(decoding: (try? JSONEncoder().encode(value)) ?? Data(), as: UTF8.self)
    }

    /// What happened, for the explorer to show.
    enum Event: Equatable {
        /// Files were saved: a build began.
        case building(saved: [String])
        /// The build failed: its messages, line by line.
        case failed(saved: [String], messages: [String])
        /// The build gave the program already running: nothing it is made of changed.
        case unchanged(saved: [String])
        /// A new program is built.
        case ready(program: String, saved: [String], savedAt: Double)
    }

    /// Quiet time after a change before building: an editor's save is several events.
    let settleSeconds: Double

    let plan: Plan
    private let watcher: SourceWatcher
    private var pending: (due: ContinuousClock.Instant, saved: [String], savedAt: Double)?
    private var build: Build?
    private let clock = ContinuousClock()

    /// A build running: the child, its standard error (read as it comes) and standard output
    /// (the program's path, read at the end).
    private struct Build {
        var pid: pid_t
        var errors: Int32
        var output: Int32
        var messages: [UInt8] = []
        var saved: [String]
        var savedAt: Double
    }

    /// Variables the build gets besides this process's environment.
    private let buildEnvironment: [String: String]

    init?(plan: Plan, settleSeconds: Double = 0.05, buildEnvironment: [String: String] = [:]) {
        guard let watcher = SourceWatcher(files: plan.files, folders: plan.folders) else { return nil }
        self.plan = plan
        self.settleSeconds = settleSeconds
        self.buildEnvironment = buildEnvironment
        self.watcher = watcher
    }

    /// What the event loop waits on: the build's messages while one runs, else the watches
    /// (changes made during a build wait in them until it ends).
    var descriptor: Int32 { build?.errors ?? watcher.descriptor }

    var isBuilding: Bool { build != nil }

    /// Seconds until a noticed change is built; nil when none is waiting.
    var secondsUntilDue: Double? {
        guard build == nil, let pending else { return nil }
        return max(0, EventLoop.seconds(pending.due - clock.now))
    }

    /// `descriptor` is readable: reads the watches or the build's messages.
    func woke() -> Event? {
        if build != nil { return readBuild() }
        let changed = watcher.changes()
        guard !changed.isEmpty else { return nil }
        let names = changed.map { URL(fileURLWithPath: $0).lastPathComponent }
        let earlier = pending
        pending = (clock.now + .seconds(settleSeconds), Self.merged(earlier?.saved ?? [], names),
                   earlier?.savedAt ?? Date().timeIntervalSince1970)
        return nil
    }

    /// Starts the build once the files have been quiet for `settleSeconds`.
    func tick() -> Event? {
        guard build == nil, let pending, clock.now >= pending.due else { return nil }
        self.pending = nil
        do {
            build = try start(saved: pending.saved, savedAt: pending.savedAt)
            return .building(saved: pending.saved)
        } catch {
            return .failed(saved: pending.saved, messages: ["rotor: cannot rebuild: \(error)"])
        }
    }

    /// Ends a running build and everything it started (the explorer is quitting).
    func stop() {
        guard let running = build else { return }
        // The build's whole process group: rotor and the compiler and linker it runs.
        kill(-running.pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(running.pid, &status, 0) == -1, errno == EINTR {}
        close(running.errors)
        close(running.output)
        build = nil
    }

    private static func merged(_ first: [String], _ second: [String]) -> [String] {
        first + second.filter { !first.contains($0) }
    }

    private struct SpawnFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// `rotor open --build-only ARGUMENTS` in the folder `rotor open` ran in, in a process group
    /// of its own (a key the explorer reads never signals it).
    private func start(saved: [String], savedAt: Double) throws -> Build {
        var errorPipe: [Int32] = [-1, -1], outputPipe: [Int32] = [-1, -1]
        guard pipe(&errorPipe) == 0 else { throw SpawnFailure(description: String(cString: strerror(errno))) }
        guard pipe(&outputPipe) == 0 else {
            close(errorPipe[0]); close(errorPipe[1])
            throw SpawnFailure(description: String(cString: strerror(errno)))
        }
        // Not passed on to anything else this process starts (the build's own ends are dup2'd).
        for end in errorPipe + outputPipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let arguments = [plan.rotor, "open", "--build-only"] + plan.arguments
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let environment = ProcessInfo.processInfo.environment.merging(buildEnvironment) { $1 }.map { "\($0.key)=\($0.value)" }
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid = pid_t()
        // In the folder `rotor open` ran in (the screen's code may have moved this process).
        let here = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        _ = chdir(plan.directory)
        let spawned = posix_spawn(&pid, plan.rotor, &actions, &attributes, argv, envp)
        if here >= 0 {
            _ = fchdir(here)
            close(here)
        }
        close(errorPipe[1])
        close(outputPipe[1])
        guard spawned == 0 else {
            close(errorPipe[0]); close(outputPipe[0])
            throw SpawnFailure(description: "\(plan.rotor): \(String(cString: strerror(spawned)))")
        }
        _ = fcntl(errorPipe[0], F_SETFL, fcntl(errorPipe[0], F_GETFL) | O_NONBLOCK)
        return Build(pid: pid, errors: errorPipe[0], output: outputPipe[0], saved: saved, savedAt: savedAt)
    }

    /// Reads the build's messages; at their end, waits for the build and says how it went.
    private func readBuild() -> Event? {
        guard var running = build else { return nil }
        var chunk = [UInt8](repeating: 0, count: 8 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(running.errors, $0.baseAddress, $0.count) }
            if count > 0 {
                // Messages past a megabyte are of no use in a panel of a thousand lines.
                if running.messages.count < 1 << 20 { running.messages += chunk[..<count] }
                continue
            }
            if count < 0, errno == EAGAIN || errno == EINTR {
                build = running
                return nil
            }
            break  // the end: the build closed its standard error
        }
        build = nil
        close(running.errors)
        var status: Int32 = 0
        while waitpid(running.pid, &status, 0) == -1, errno == EINTR {}
        var path: [UInt8] = []
        while true {
            let count = chunk.withUnsafeMutableBytes { read(running.output, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            path += chunk[..<count]
        }
        close(running.output)
        // Saved again while it built: that build is out of date; the next one starts once the
        // files are quiet.
        let later = watcher.changes()
        if !later.isEmpty {
            let names = Self.merged(running.saved, later.map { URL(fileURLWithPath: $0).lastPathComponent })
            pending = (clock.now + .seconds(settleSeconds), names, running.savedAt)
            return nil
        }
        let messages = ProgramOutput.lines(running.messages[...])
        let exited = status & 0x7F == 0 && (status >> 8) & 0xFF == 0
        let program = String(decoding: path, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard exited, !program.isEmpty else {
            return .failed(saved: running.saved, messages: messages.isEmpty ? ["rotor: the build ended with status \(status)"] : messages)
        }
        if program == plan.program { return .unchanged(saved: running.saved) }
        return .ready(program: program, saved: running.saved, savedAt: running.savedAt)
    }
}
