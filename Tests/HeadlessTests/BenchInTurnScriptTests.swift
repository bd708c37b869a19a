import Foundation
import Testing

/// `scripts/bench-in-turn`, which runs two benchmark builds in turn and compares their spreads,
/// run on two stand-in "builds": shell scripts that print a fixed figure the way the benchmark
/// prints its lines.
@Suite("scripts/bench-in-turn")
struct BenchInTurnScriptTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/bench-in-turn")

    /// Runs the script with `arguments`; its status and its standard output and error together.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["60", "bash", Self.script.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// A stand-in build in `folder` that prints `lines` and exits with `status`.
    func build(_ name: String, in folder: URL, printing lines: [String], status: Int32 = 0) throws -> String {
        let file = folder.appendingPathComponent(name)
        // Each line in single quotes, a quote in it closed, escaped and opened again.
        let body = lines.map { "echo '\($0.replacingOccurrences(of: "'", with: "'\\''"))'" }.joined(separator: "\n")
        try "#!/bin/sh\n\(body)\nexit \(status)\n".write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return file.path
    }

    func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-in-turn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    @Test("two builds run in turn: each run's figure, both spreads and medians, and the pairs the second won")
    func comparesTwoBuilds() throws {
        try withFolder { folder in
            let old = try build("old", in: folder, printing: ["1000000 rows in a List: rotor audit of every row: 3141.50 ms, 0 findings"])
            let new = try build("new", in: folder, printing: ["1000000 rows in a List: rotor audit of every row: 2740.25 ms, 0 findings"])
            let (status, output) = try run(["--runs", "3", old, new, "--", "--profile-lazy-audit", "1000000"])
            #expect(status == 0, "\(output)")
            #expect(output.contains("pair 3: A 3141.50  B 2740.25"), "\(output)")
            #expect(output.contains("runs: 3141.50 3141.50 3141.50\nmedian: 3141.5"), "\(output)")
            #expect(output.contains("runs: 2740.25 2740.25 2740.25\nmedian: 2740.25"), "\(output)")
            #expect(output.hasSuffix("B lower in 3 of 3 pairs\n"), "\(output)")
        }
    }

    @Test("a pattern picks a table line's figure, the last number of its first match, not the row count before it")
    func patternTakesTheLastNumber() throws {
        try withFolder { folder in
            let line = { (figure: String) in "| 10000 rows in a centred VStack, page: one row's change, same width | \(figure) µs | 9.9 µs | 2000 | 1.5 |" }
            let old = try build("old", in: folder, printing: ["| calibration | 3.5 µs |", line("5.3")])
            let new = try build("new", in: folder, printing: ["| calibration | 3.5 µs |", line("5.4")])
            let (status, output) = try run(["--runs", "2", "--pattern", "same width \\| [0-9.]+", old, new, "--", "--stack-width"])
            #expect(status == 0, "\(output)")
            #expect(output.contains("pair 1: A 5.3  B 5.4"), "\(output)")
            #expect(output.hasSuffix("B lower in 0 of 2 pairs\n"), "\(output)")
        }
    }

    @Test("a run without the figure, a build that fails, a bad count and missing builds are errors that say so")
    func errorsSaySo() throws {
        try withFolder { folder in
            let quiet = try build("quiet", in: folder, printing: ["nothing to see"])
            let fine = try build("fine", in: folder, printing: ["every row: 2.0 ms"])
            let broken = try build("broken", in: folder, printing: ["every row: 1.0 ms"], status: 3)
            var (status, output) = try run(["--runs", "1", fine, quiet, "--"])
            #expect(status == 1 && output.contains("no match for 'every row: [0-9.]+' in the output of \(quiet)"), "\(output)")
            (status, output) = try run(["--runs", "1", broken, fine, "--"])
            #expect(status == 1 && output.contains("\(broken) failed"), "\(output)")
            (status, output) = try run(["--runs", "zero", fine, fine, "--"])
            #expect(status == 2 && output.contains("--runs takes a whole number, not 'zero'"), "\(output)")
            (status, output) = try run(["--runs", "0", fine, fine, "--"])
            #expect(status == 2 && output.contains("--runs must be at least 1"), "\(output)")
            (status, output) = try run([fine, folder.appendingPathComponent("missing").path, "--"])
            #expect(status == 2 && output.contains("is not an executable file"), "\(output)")
            (status, output) = try run([fine, fine])
            #expect(status == 2 && output.contains("usage: scripts/bench-in-turn"), "\(output)")
        }
    }
}
