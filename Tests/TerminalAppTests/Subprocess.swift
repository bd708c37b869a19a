import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion with stdin from /dev/null (or a file) and its output in files.
///
/// Foundation's `Process` is not used: `tmux new-session` leaves a server running that inherits
/// the client's descriptors, and `Process` waits for those to close before it reports the exit.
enum Subprocess {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Where the program's standard output goes.
    enum Output {
        /// A file the result reads back.
        case captured
        /// A path such as /dev/full.
        case path(String)
        /// A pipe whose reading end is already closed, as after `| head -1` has read its line.
        case closedPipe
    }

    /// Runs `arguments[0]` (an absolute path). With `closingInheritedDescriptors`, every
    /// descriptor above stderr is closed first, so a daemon it starts holds nothing of ours.
    /// `input` is the file standard input reads (/dev/null unless given).
    static func run(_ arguments: [String], closingInheritedDescriptors: Bool = false,
                    output: Output = .captured, environment extra: [String: String] = [:],
                    input: String = "/dev/null") throws -> Result {
        let argv = closingInheritedDescriptors
            ? ["/bin/bash", "-c",
               "for fd in /proc/$$/fd/*; do fd=${fd##*/}; if [ \"$fd\" -gt 2 ]; then eval \"exec $fd>&-\"; fi; done; exec \"$@\"",
               "bash"] + arguments
            : arguments
        let directory = FileManager.default.temporaryDirectory.path
        let outputPath = "\(directory)/rotor-subprocess-\(UUID().uuidString).out"
        let errorPath = "\(directory)/rotor-subprocess-\(UUID().uuidString).err"
        defer {
            unlink(outputPath)
            unlink(errorPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        var pipeEnds: [Int32] = [-1, -1]
        switch output {
        case .captured:
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        case .path(let path):
            posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
        case .closedPipe:
            guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe failed") }
            close(pipeEnds[0])
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        }
        defer { if pipeEnds[1] >= 0 { close(pipeEnds[1]) } }
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        // A clean start: default signal handling and nothing blocked, whatever the test runner uses.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }.map { "\($0.key)=\($0.value)" }
        var cArguments = argv.map { strdup($0) } + [nil]
        var cEnvironment = environment.map { strdup($0) } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, &cArguments, &cEnvironment)
        guard spawned == 0 else {
            throw Failure(description: "cannot start \(argv[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw Failure(description: "waitpid failed: \(String(cString: strerror(errno)))") }
        }
        // WIFEXITED / WEXITSTATUS, spelled out: they are macros Swift does not import.
        let exitCode = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitCode,
                      output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
                      errors: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }
}

/// Writes a stand-in program. The file is opened close-on-exec, so a program another test
/// starts at the same moment cannot inherit it open for writing; running a file that some
/// process holds open for writing fails ("text file busy"), and the stand-in would never run.
func writeExecutable(_ text: String, to url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
        let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard result > 0 else { throw CocoaError(.fileWriteUnknown) }
        written += result
    }
}
