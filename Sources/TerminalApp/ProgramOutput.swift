import CNCurses
import Foundation
import Synchronization

/// Where rotor's own writing goes (`Console`): the real standard output and standard error,
/// which are not descriptors 1 and 2 while the app's output is captured.
enum StandardStreams {
    static let output = Atomic<Int32>(STDOUT_FILENO)
    static let error = Atomic<Int32>(STDERR_FILENO)
}

/// The app's own standard output and standard error (a `print` in a screen's code), captured
/// while rotor runs it: descriptors 1 and 2 point at a pipe, and a thread drains the pipe into a
/// buffer as soon as anything arrives, so an app that prints a lot never blocks on a full pipe.
/// rotor writes through the real descriptors, kept aside (`StandardStreams`). The explorer shows
/// the lines in its console; headless commands put them after the command that printed them.
///
/// The C side's state is defined once, in Swift (`CHelperState`).
final class ProgramOutput: @unchecked Sendable {
    /// Guards `bytes` and `ended`; the reader signals it when bytes arrive.
    private let condition = NSCondition()
    private var bytes: [UInt8] = []
    private var ended = false
    /// The pipe's reading end: the reader thread's alone.
    private let reading: Int32
    /// A byte is written to `wakeEnds.write` whenever output arrives; the explorer's wait
    /// watches `wakeEnds.read`.
    private let wakeEnds: (read: Int32, write: Int32)
    /// Sync marks written so far (the main actor's alone).
    private var marks = 0
    /// Whether the capture is still on.
    private let active = Atomic<Bool>(true)
    /// The reader has bytes in hand it has not yet added to `bytes`.
    private let readerBusy = Atomic<Bool>(false)

    /// The longest line kept: the rest of a longer one is cut (its length said).
    static let longestLine = 4_096

    /// The capture under way, if any: one at a time, for descriptors 1 and 2 are the process's.
    @MainActor private(set) static var active: ProgramOutput?

    /// Starts capturing; nil when it cannot (already capturing, no descriptors left), and the
    /// app's output then goes where it always did.
    @MainActor
    static func begin() -> ProgramOutput? {
        guard active == nil else { return nil }
        CHelperState.prepare()
        var wake: [Int32] = [-1, -1]
        guard rotor_capture_open_wake_pipe(&wake) == 0 else { return nil }
        let reading = rotor_capture_begin()
        guard reading >= 0 else {
            close(wake[0])
            close(wake[1])
            return nil
        }
        let kept = rotor_capture_descriptors()!
        StandardStreams.output.store(kept[0], ordering: .relaxed)
        StandardStreams.error.store(kept[1], ordering: .relaxed)
        rotor_capture_install_crash_handlers()
        registerExitHandlerOnce()
        let output = ProgramOutput(reading: reading, wake: (wake[0], wake[1]))
        let thread = Thread { output.drain() }
        thread.name = "rotor: the app's output"
        thread.start()
        active = output
        return output
    }

    private init(reading: Int32, wake: (read: Int32, write: Int32)) {
        self.reading = reading
        wakeEnds = wake
    }

    /// The descriptor the explorer's wait watches: readable when output has arrived.
    var wakeDescriptor: Int32 { wakeEnds.read }

    /// Puts descriptors 1 and 2 back. What was printed and not yet taken is dropped with the
    /// capture. Safe to call twice.
    @MainActor
    func end() {
        guard active.exchange(false, ordering: .relaxed) else { return }
        if Self.active === self { Self.active = nil }
        rotor_capture_end()
        rotor_capture_remove_crash_handlers()
        StandardStreams.output.store(STDOUT_FILENO, ordering: .relaxed)
        StandardStreams.error.store(STDERR_FILENO, ordering: .relaxed)
        close(wakeEnds.read)
        close(wakeEnds.write)
    }

    private static let exitHandlerRegistered = Atomic<Bool>(false)

    /// If the app calls exit() while its output is captured, the real descriptors come back first,
    /// so what stdio still buffers reaches them as exit flushes it.
    private static func registerExitHandlerOnce() {
        guard !exitHandlerRegistered.exchange(true, ordering: .relaxed) else { return }
        atexit { rotor_capture_restore() }
    }

    /// The reader thread: waits for bytes, appends them, wakes whoever waits; at end of file (every
    /// writing end closed) it stops.
    private func drain() {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            var wait = pollfd(fd: reading, events: Int16(POLLIN), revents: 0)
            if poll(&wait, 1, -1) < 0, errno != EINTR { break }
            readerBusy.store(true, ordering: .sequentiallyConsistent)
            defer { readerBusy.store(false, ordering: .sequentiallyConsistent) }
            let count = chunk.withUnsafeMutableBytes { read(reading, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                break
            }
            chunk.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: count) { rotor_capture_remember($0, count) }
            }
            condition.lock()
            bytes.append(contentsOf: chunk[0..<count])
            condition.broadcast()
            condition.unlock()
            if active.load(ordering: .relaxed) {
                var byte: UInt8 = 1
                _ = write(wakeEnds.write, &byte, 1)  // a full pipe already holds a wake-up
            }
        }
        close(reading)
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    /// Empties the wake pipe after the explorer's wait woke on it.
    func clearWake() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(wakeEnds.read, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// The whole lines that have arrived (the explorer); a line still being written stays until
    /// its newline comes. stdio's buffers are flushed first, so a `print` shows at once.
    func takeLines() -> [String] {
        guard active.load(ordering: .relaxed) else { return [] }
        fflush(nil)
        condition.lock()
        defer { condition.unlock() }
        guard let newline = bytes.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let taken = bytes[...newline]
        bytes.removeFirst(newline + 1)
        return Self.lines(taken)
    }

    /// Everything the app has written up to now, in order (headless commands, at each command's
    /// end): stdio's buffers are flushed, then a mark is written through the same pipe, and the
    /// lines before the mark are the command's.
    func collect() -> [String] {
        guard active.load(ordering: .relaxed) else { return [] }
        fflush(nil)
        // Most commands print nothing: when the pipe is empty and the reader holds nothing in
        // hand, everything written so far is in `bytes` already, and no mark is needed. (The
        // pipe is looked at first: bytes the reader took from it were in hand before it was empty.)
        if rotor_capture_waiting(reading) == 0, !readerBusy.load(ordering: .sequentiallyConsistent) {
            condition.lock()
            defer { condition.unlock() }
            let taken = bytes
            bytes.removeAll()
            return Self.lines(taken[...])
        }
        marks += 1
        let mark = Array("\u{0}rotor: end of command \(marks)\u{0}".utf8)
        let marked = mark.withUnsafeBytes { Self.writeAll($0, to: STDOUT_FILENO) }
        condition.lock()
        defer { condition.unlock() }
        while marked, !ended, Self.range(of: mark, in: bytes) == nil { condition.wait() }
        if let found = Self.range(of: mark, in: bytes) {
            let taken = bytes[..<found.lowerBound]
            bytes.removeFirst(found.upperBound)
            return Self.lines(taken)
        }
        // The app closed or moved descriptor 1: whatever has arrived is all there is.
        let taken = bytes
        bytes.removeAll()
        return Self.lines(taken[...])
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    private static func range(of mark: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        guard bytes.count >= mark.count, let first = mark.first else { return nil }
        var start = 0
        while start + mark.count <= bytes.count {
            guard let candidate = bytes[start...].firstIndex(of: first), candidate + mark.count <= bytes.count else { return nil }
            if bytes[candidate..<(candidate + mark.count)].elementsEqual(mark) { return candidate..<(candidate + mark.count) }
            start = candidate + 1
        }
        return nil
    }

    /// Bytes as lines: split at newlines (a last line without one counts), decoded as UTF-8
    /// (an invalid byte shows as U+FFFD), a carriage return at a line's end dropped, a line
    /// longer than `longestLine` cut. The lines are not yet made safe to show: that is the
    /// writer's job (`TerminalText`).
    static func lines(_ bytes: ArraySlice<UInt8>) -> [String] {
        guard !bytes.isEmpty else { return [] }
        var pieces = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if pieces.last?.isEmpty == true { pieces.removeLast() }
        return pieces.map { piece in
            var piece = piece
            if piece.last == UInt8(ascii: "\r") { piece.removeLast() }
            guard piece.count > longestLine else { return String(decoding: piece, as: UTF8.self) }
            let kept = String(decoding: piece.prefix(longestLine), as: UTF8.self)
            return kept + " … (\(piece.count) bytes)"
        }
    }
}
