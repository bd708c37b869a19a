import Foundation
import Headless
@testable import TerminalApp
import Testing
import TermUI

#if canImport(Glibc)
import Glibc
#endif

/// The kind of file at `path` itself (lstat: a link is a link), as `S_IFMT` bits.
private func kind(_ path: String) -> mode_t? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT
}

/// A fresh empty folder for one test.
private func temporaryFolder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    return url.path
}

/// Every file an option writes goes through `OutputFile`: opened in place with open(2), never
/// replaced, every write checked, a failure reported with exit status 1 and nothing
/// half-written left behind.
@MainActor
struct OutputFileTests {
    let registry = smallRegistry

    func rotor(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        runRotor(arguments, registry: registry)
    }

    func script(_ text: String, in folder: String) throws -> String {
        let path = folder + "/walk.rotor"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("--journal /dev/null writes through the device: /dev/null stays a character device")
    func journalToDevNullKeepsTheDevice() {
        #expect(kind("/dev/null") == S_IFCHR)
        let run = rotor(["fuzz", "--steps", "30", "--journal", "/dev/null"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(kind("/dev/null") == S_IFCHR)
    }

    @Test("--journal into a FIFO writes through it, every screen's lines appended, and leaves it a FIFO")
    func journalIntoFIFOStaysAFIFO() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/journal"
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reading end is open (without blocking) before rotor opens the writing end, so
        // its open does not wait; 30 steps fit the pipe's buffer, so no write waits either.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let run = rotor(["fuzz", "--steps", "30", "--journal", fifo])
        #expect(run.status == 0, "\(run.errors)")
        #expect(kind(fifo) == S_IFIFO)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(reader, &buffer, buffer.count)
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        #expect(text.hasPrefix("screen small"))
        #expect(text.split(separator: "\n").count >= 30)
    }

    @Test("--journal through a symbolic link writes the file it points to and leaves the link a link")
    func journalThroughSymlinkKeepsTheLink() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/target.rotor", link = folder + "/link.rotor"
        try Data("old text that is longer than nothing\n".utf8).write(to: URL(fileURLWithPath: target))
        #expect(symlink(target, link) == 0)
        let run = rotor(["fuzz", "--steps", "30", "--journal", link])
        #expect(run.status == 0, "\(run.errors)")
        #expect(kind(link) == S_IFLNK)
        #expect(kind(target) == S_IFREG)
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(written.hasPrefix("screen small"))
        #expect(!written.contains("old text"))
    }

    @Test("--svg through a link to a file that does not exist yet makes that file; the link stays")
    func svgThroughDanglingLinkMakesTheTarget() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/picture.svg", link = folder + "/link.svg"
        #expect(symlink(target, link) == 0)
        let run = rotor(["snapshot", "small", "--svg", link])
        #expect(run.status == 0, "\(run.errors)")
        #expect(kind(link) == S_IFLNK)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("<svg"))
    }

    @Test("a new output file gets mode 0644 less the umask")
    func newFileMode() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/picture.svg"
        let old = umask(0o022)
        defer { umask(old) }
        #expect(rotor(["snapshot", "small", "--svg", path]).status == 0)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o644)
    }

    @Test("each file option on a full disk (/dev/full) exits 1 with the system's reason, and /dev/full stays a device",
          arguments: ["svg", "cast", "junit", "journal"])
    func fullDisk(option: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let walk = try script("screen small\nnext\n", in: folder)
        let arguments: [String] = switch option {
        case "svg": ["snapshot", "small", "--svg", "/dev/full"]
        case "cast": ["play", walk, "--cast", "/dev/full"]
        case "junit": ["play", walk, "--junit", "/dev/full"]
        default: ["fuzz", "--steps", "30", "--journal", "/dev/full"]
        }
        let run = rotor(arguments)
        #expect(run.status == 1)
        #expect(run.errors == "rotor: cannot write '/dev/full': No space left on device")
        #expect(kind("/dev/full") == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["walk.rotor"])
    }

    @Test("--wav on a full disk exits 1 with the system's reason",
          .enabled(if: SpeechLibraryTests.installed, "libespeak-ng is not installed (apt-get install libespeak-ng1)"))
    func wavFullDisk() throws {
        let run = rotor(["speak", "small", "--wav", "/dev/full"])
        #expect(run.status == 1)
        #expect(run.errors == "rotor: cannot write '/dev/full': No space left on device")
        #expect(kind("/dev/full") == S_IFCHR)
    }

    @Test("a file in a folder that does not exist, or a folder itself, is status 1 with the reason")
    func missingFolderAndDirectory() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = rotor(["snapshot", "small", "--svg", folder + "/no/such/folder/picture.svg"])
        #expect(missing.status == 1)
        #expect(missing.errors == "rotor: cannot write '\(folder)/no/such/folder/picture.svg': No such file or directory")
        let directory = rotor(["snapshot", "small", "--svg", folder])
        #expect(directory.status == 1)
        #expect(directory.errors == "rotor: cannot write '\(folder)': Is a directory")
        let journal = rotor(["fuzz", "--steps", "5", "--journal", folder + "/missing/journal.rotor"])
        #expect(journal.status == 1)
        #expect(journal.errors.hasPrefix("rotor: cannot write '\(folder)/missing/journal.rotor': No such file or directory"))
    }

    @Test("a file name with a NUL or longer than PATH_MAX is a usage error before anything is opened")
    func hostileFileNames() throws {
        let nul = rotor(["snapshot", "small", "--svg", "picture\u{0}.svg"])
        #expect(nul.status == 2)
        #expect(nul.errors == "rotor: --svg takes a file name, which cannot contain a NUL character")
        let long = rotor(["snapshot", "small", "--svg", String(repeating: "a", count: 5000)])
        #expect(long.status == 2)
        #expect(long.errors.hasPrefix("rotor: --svg takes a file name of at most 4095 bytes, not 5000"))
        #expect(long.errors.count < 400)
    }

    @Test("the fuzz journal of a regular file holds only the lines since the last screen opened")
    func journalStartsOverAtEachScreen() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let journal = folder + "/journal.rotor"
        // The fuzzer opens another screen at least every 2 000 steps; the file keeps the last one's lines.
        let registry = ScreenRegistry([
            ScreenDescriptor(name: "small", summary: "", variants: ["after", "before"]) { _ in
                AnyView(VStack { Button("Go") {}; Text("Done") })
            },
        ])
        var errors: [String] = []
        let status = RotorCommandLine.run(arguments: ["fuzz", "--steps", "2500", "--journal", journal], registry: registry,
                                          output: { _ in }, errorOutput: { errors.append($0) })
        #expect(status == 0, "\(errors)")
        let lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n")
        #expect(lines.first?.hasPrefix("screen small") == true)
        #expect(lines.dropFirst().allSatisfy { !$0.hasPrefix("screen ") })
    }
}

/// True when this process (and so the `rotor` built beside it) runs under ThreadSanitizer, whose
/// runtime faults (SIGBUS) under a file-size limit before rotor's own code runs.
let underThreadSanitizer: Bool = {
    guard let handle = dlopen(nil, RTLD_NOW) else { return false }
    defer { dlclose(handle) }
    return dlsym(handle, "__tsan_init") != nil
}()

/// `OutputFile` itself, on failures the command line cannot reach in-process.
@MainActor
struct OutputFileFailureTests {
    /// Runs the real executable with a file-size limit of 1 KiB, so its writes past that fail
    /// with EFBIG (SIGXFSZ is ignored, as it stays across exec).
    func rotorWithSmallFileLimit(_ arguments: [String]) throws -> Subprocess.Result {
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        return try Subprocess.run(["/bin/bash", "-c", "trap '' XFSZ; ulimit -f 1; exec \"$@\"", "bash", path] + arguments)
    }

    @Test("a new file that could not be written whole is removed: nothing half-written is left",
          .enabled(if: !underThreadSanitizer, "ThreadSanitizer's runtime cannot start under a file-size limit"))
    func failedNewFileIsRemoved() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/beach.svg"
        let result = try rotorWithSmallFileLimit(["snapshot", "beach", "--svg", path])
        #expect(result.status == 1)
        #expect(result.errors == "rotor: cannot write '\(path)': File too large (nothing was left behind)\n")
        #expect(kind(path) == nil)
    }

    @Test("a file that was there before and could not be written whole is left empty, and the message says so",
          .enabled(if: !underThreadSanitizer, "ThreadSanitizer's runtime cannot start under a file-size limit"))
    func failedExistingFileIsEmptied() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/beach.svg"
        try Data("an older picture\n".utf8).write(to: URL(fileURLWithPath: path))
        let result = try rotorWithSmallFileLimit(["snapshot", "beach", "--svg", path])
        #expect(result.status == 1)
        #expect(result.errors == "rotor: cannot write '\(path)': File too large (the file is left empty)\n")
        #expect(kind(path) == S_IFREG)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
    }

    @Test("writes continue after partial writes: a large text arrives whole through a pipe")
    func largeWriteThroughPipeArrivesWhole() async throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let readEnd = ends[0]
        let path = "/proc/self/fd/\(ends[1])"
        let text = String(repeating: "0123456789abcdef", count: 64 * 1024)  // 1 MiB, past any pipe's buffer
        // A reader drains the pipe meanwhile, so the writer meets partial writes and waits.
        let reading = Task.detached { () -> Int in
            var total = 0
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(readEnd, &buffer, buffer.count)
                if count <= 0 { break }
                total += count
            }
            return total
        }
        let file = try OutputFile(path: path)
        #expect(!file.isRegularFile)
        try file.write(text)
        try file.close()
        close(ends[1])
        let total = await reading.value
        close(readEnd)
        #expect(total == text.utf8.count)
    }
}
