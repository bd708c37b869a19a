import Foundation
@testable import TerminalApp
import Testing

/// `--timeout` on the headless commands: a screen's code that never returns ends the command
/// with status 124 and a message that says where, instead of hanging it for ever; a screen
/// whose code returns is not affected.
@Suite("The headless commands' --timeout", .serialized)
struct CommandTimeoutTests {
    /// One cache for the suite: the fixture is built once.
    static let scratch = ScratchFolder("rotor-timeout")
    static var fixture: String { ExplorerWatchdogTests.fixture }

    func rotor(_ arguments: [String]) throws -> Subprocess.Result {
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        let cache = Self.scratch.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        return try Subprocess.run([path] + arguments, environment: ["XDG_CACHE_HOME": cache.path])
    }

    @Test("a body that never returns ends rotor tree --timeout 1 with status 124 and a message naming the command and screen")
    func endlessBodyTimesOut() throws {
        let result = try rotor(["tree", Self.fixture, "--view", "EndlessBody", "--timeout", "1"])
        #expect(result.status == CommandTimeout.exitStatus, "\(result.errors)")
        #expect(result.errors.contains("rotor: the screen's code did not return within 1 s (tree, screen 'EndlessBody')"),
                "\(result.errors)")
    }

    @Test("a screen whose code returns is not affected by --timeout")
    func returningScreenIsUnaffected() throws {
        let result = try rotor(["tree", Self.fixture, "--timeout", "1"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Spin for ever"))
        #expect(!result.errors.contains("did not return"))
    }

    @Test("a script's line whose action never returns ends rotor play --timeout with 124, naming the script's line")
    func endlessActionInAScriptTimesOut() throws {
        let script = Self.scratch.appendingPathComponent("spin.rotor")
        try "screen EndlessAction\nnext\nactivate\nnext\n".write(to: script, atomically: false, encoding: .utf8)
        let result = try rotor(["play", script.path, Self.fixture, "--view", "EndlessAction", "--timeout", "1"])
        #expect(result.status == CommandTimeout.exitStatus, "\(result.errors)")
        #expect(result.errors.contains("did not return within 1 s (play \(script.path):3: activate)"), "\(result.errors)")
    }

    @Test("--timeout takes seconds from 0 (no limit) to a day; anything else is a usage error, exit 2",
          arguments: ["-1", "86401", "soon", "nan"])
    func timeoutOutOfRangeIsAUsageError(value: String) throws {
        let result = try rotor(["tree", "garden", "--timeout", value])
        #expect(result.status == 2)
        #expect(result.errors.contains("--timeout takes a number of seconds from 0 to 86400"), "\(result.errors)")
    }

    @Test("the headless commands that run a screen's code all take --timeout, with 60 s the default")
    @MainActor func headlessCommandsTakeTimeout() throws {
        let positionals = ["tree": ["garden"], "speak": ["garden"], "audit": ["garden"], "snapshot": ["garden"],
                           "play": ["walk.rotor"], "fuzz": []]
        for (name, arguments) in positionals {
            let command = try #require(RotorCommandLine.all.first { $0.name == name })
            let option = try #require(command.spec.options.first { $0.name == "--timeout" }, "rotor \(name) has no --timeout")
            #expect(option.help.contains("default 60"))
            let options = try #require(try command.options(arguments) as? any TimedOptions)
            #expect(options.timeout == 60)
        }
    }
}
