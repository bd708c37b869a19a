import Headless
import Foundation
import TermUI
import Glibc

/// The files `rotor open` reads and the programs it runs.
extension OpenCommand {
    // MARK: Files and processes

    static func read(_ file: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw Failure(description: "cannot read '\(QuotedInput.bounded(file))'")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw Failure(description: "'\(QuotedInput.bounded(file))' is not UTF-8 text") }
        return text
    }

    /// Lines split on scalars ("\r\n" is one Character in Swift).
    static func lines(of text: String) -> [String] { WalkthroughScript.lines(of: text) }

    /// Runs a program to the end, in `folder`; its exit status and what it printed (stdout and stderr).
    static func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.currentDirectoryURL = folder
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw Failure(description: "cannot run \(executable)") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Replaces this process with the built program, so it has the terminal to itself.
    static func exec(_ program: String, _ arguments: [String]) -> Never {
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execv(program, argv)
        Console.standardError("rotor: cannot start \(program): \(String(cString: strerror(errno)))\n")
        exit(2)
    }

    /// Runs the built program as a child with this process's terminal and descriptors, then
    /// removes `folder` (a cache of this run's own) and exits with the program's status. While
    /// it runs, an interrupt from the terminal is the program's to handle, as with system(3).
    static func runThenRemove(_ program: String, _ arguments: [String], folder: URL) -> Never {
        signal(SIGINT, SIG_IGN)
        signal(SIGQUIT, SIG_IGN)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGQUIT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        var pid = pid_t()
        let spawned = posix_spawn(&pid, program, nil, &attributes, argv, environ)
        posix_spawnattr_destroy(&attributes)
        guard spawned == 0 else {
            try? FileManager.default.removeItem(at: folder)
            Console.standardError("rotor: cannot start \(program): \(String(cString: strerror(spawned)))\n")
            exit(2)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        try? FileManager.default.removeItem(at: folder)
        // WIFEXITED / WEXITSTATUS, spelled out: macros Swift does not import.
        exit(status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
    }
}
