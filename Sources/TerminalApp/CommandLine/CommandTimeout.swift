import CNCurses
import Foundation
import Headless
import TermUI

/// `--timeout SECONDS` on the headless commands: a screen's code (a body, an action) that does
/// not return within the limit ends rotor with a message and status 124, as timeout(1) does,
/// instead of hanging a script or a CI job for ever. The main thread is the one stuck, so a
/// plain thread keeps the time: it sleeps until the deadline, and the main thread moves the
/// deadline on at each step (a script's line, a fuzz step) or clears it when the command is done.
final class CommandTimeout: @unchecked Sendable {
    static let shared = CommandTimeout()
    /// The limit when `--timeout` is not given: far longer than any screen's step takes.
    static let defaultSeconds = 60.0
    /// The longest `--timeout`: a day.
    static let maximumSeconds = 86_400.0
    /// The exit status, timeout(1)'s.
    static let exitStatus: Int32 = 124

    // Guarded by `condition`.
    private let condition = NSCondition()
    /// The deadline in monotonic nanoseconds; 0 when nothing is timed.
    private var deadline: Int64 = 0
    private var message: [CChar] = []
    private var started = false

    /// What rotor says when the limit is up: the limit and where the code was running.
    static func message(seconds: Double, where place: String) -> String {
        let limit = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        return "rotor: the screen's code did not return within \(limit) s (\(place)); "
            + "--timeout SECONDS sets the limit, 0 for none\n"
    }

    /// Times the code that runs from now on, `place` naming it; 0 seconds times nothing.
    func start(seconds: Double, where place: String) {
        guard seconds > 0 else { return stop() }
        let text = TerminalText.sanitized(Self.message(seconds: seconds, where: place), keepingNewlines: true)
        let bytes = text.utf8.map { CChar(bitPattern: $0) }
        let nanoseconds = Int64(min(seconds, Self.maximumSeconds) * 1e9)
        condition.lock()
        deadline = rotor_monotonic_nanoseconds() + nanoseconds
        message = bytes
        if !started {
            started = true
            let thread = Thread { [self] in watch() }
            thread.name = "rotor timeout"
            thread.start()
        }
        condition.signal()
        condition.unlock()
    }

    /// The timed code returned.
    func stop() {
        condition.lock()
        deadline = 0
        condition.signal()
        condition.unlock()
    }

    private func watch() {
        condition.lock()
        while true {
            guard deadline != 0 else {
                condition.wait()
                continue
            }
            let left = deadline - rotor_monotonic_nanoseconds()
            if left <= 0 {
                // The real standard error: descriptor 2 may be the pipe the app's output is captured in.
                let error = StandardStreams.error.load(ordering: .relaxed)
                message.withUnsafeBufferPointer { _ = rotor_write_all(error, $0.baseAddress, $0.count) }
                // At once: exit handlers and buffered output belong to the stuck main thread.
                _exit(Self.exitStatus)
            }
            _ = condition.wait(until: Date(timeIntervalSinceNow: Double(left) / 1e9))
        }
    }
}

/// The options of a command that runs a screen's code headless, under `--timeout`.
protocol TimedOptions {
    /// Seconds one step of the screen's code may take; 0 for no limit.
    var timeout: Double { get }
    /// What the command runs, for the message: "tree, screen 'Garden'".
    var timedSubject: String { get }
}

extension CommandOption where Options: TimedOptions {
    /// `--timeout` on every command that runs a screen's code headless.
    static func timeout(_ property: WritableKeyPath<Options, Double>) -> Self {
        .value("--timeout", .seconds(0...CommandTimeout.maximumSeconds), property,
               help: "end with status 124 when the screen's code runs longer than SECONDS in one step "
                   + "(default \(Int(CommandTimeout.defaultSeconds)); 0: no limit)")
    }
}

extension TimedOptions {
    /// A screen named on the command line, for the message.
    static func subject(_ command: String, screen: String?) -> String {
        guard let screen, !screen.isEmpty else { return command }
        return "\(command), screen '\(QuotedInput.bounded(screen))'"
    }
}
