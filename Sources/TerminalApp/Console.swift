import Foundation
import TermUI

#if canImport(Glibc)
import Glibc
#endif

/// Where rotor's command-line text goes: standard output and standard error, or a test's
/// closures. Every line passes `TerminalText.sanitized`, so a label, a script line or an
/// argument can never send an escape sequence to the terminal. Writes are buffered and their
/// errors remembered: a closed pipe (`rotor tree beach | head -1`) stops the output quietly;
/// any other error (a full disk) ends the command with a message and exit status 1.
@MainActor
public final class Console {
    public enum Failure: Equatable, Sendable {
        /// The reader of standard output went away: Unix tools end quietly.
        case closedPipe
        /// Writing failed for another reason, in words ("No space left on device").
        case writeError(String)
    }

    /// The first write failure, if any; after it, output is dropped.
    public private(set) var failure: Failure?
    private let output: (String) -> Void
    private let errorOutput: (String) -> Void
    private var buffer = ""
    private let writesToStandardOutput: Bool

    /// A console over standard output and standard error (the real ones, while the app's own
    /// output is captured: `ProgramOutput`).
    public init() {
        // A closed pipe must be an error from write(2) we can handle, not a signal that kills.
        signal(SIGPIPE, SIG_IGN)
        output = { _ in }
        errorOutput = { Console.write($0 + "\n", to: StandardStreams.error.load(ordering: .relaxed)) }
        writesToStandardOutput = true
    }

    /// A console over closures (tests): each receives one sanitized line or block.
    public init(output: @escaping (String) -> Void, errorOutput: @escaping (String) -> Void) {
        self.output = output
        self.errorOutput = errorOutput
        writesToStandardOutput = false
    }

    /// Whether this console writes to the process's standard output, not to a test's closures.
    var writesToStandardStreams: Bool { writesToStandardOutput }

    /// One line of text; any newline inside it is shown, not obeyed.
    public func line(_ text: String) { emit(TerminalText.sanitized(text)) }

    /// Text of several lines whose newlines are rotor's own (usage, JSON).
    public func block(_ text: String) { emit(TerminalText.sanitized(text, keepingNewlines: true)) }

    /// A message on standard error, one or more lines of rotor's own.
    public func error(_ text: String) {
        flush()
        errorOutput(TerminalText.sanitized(text, keepingNewlines: true))
    }

    private func emit(_ text: String) {
        guard failure == nil else { return }
        guard writesToStandardOutput else { return output(text) }
        buffer += text
        buffer += "\n"
        if buffer.utf8.count >= 1 << 16 { flush() }
    }

    /// Writes what is buffered; a failure is remembered.
    public func flush() {
        guard writesToStandardOutput, !buffer.isEmpty, failure == nil else { return }
        defer { buffer = "" }
        if let code = Console.write(buffer, to: StandardStreams.output.load(ordering: .relaxed)) {
            failure = code == EPIPE ? .closedPipe : .writeError(String(cString: strerror(code)))
        }
    }

    /// Ends the command: flushes, and turns a write failure into its exit status (1 with a
    /// message for an error; 141, as a process ended by SIGPIPE, for a closed pipe).
    public func finish(status: Int32) -> Int32 {
        flush()
        switch failure {
        case nil: return status
        case .closedPipe: return 128 + SIGPIPE
        case .writeError(let message):
            errorOutput("rotor: cannot write to standard output: \(message)")
            return 1
        }
    }

    /// Writes all of `text` to a file descriptor; returns errno on failure.
    @discardableResult
    nonisolated static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { bytes -> Int32? in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// A message of rotor's own for standard error, outside any command (the explorer's exits).
    nonisolated static func standardError(_ text: String) {
        write(TerminalText.sanitized(text, keepingNewlines: true), to: StandardStreams.error.load(ordering: .relaxed))
    }
}
