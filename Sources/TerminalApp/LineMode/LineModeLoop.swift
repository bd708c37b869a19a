import CNCurses
import Foundation
import Headless
import Synchronization

/// The stop signal that arrived while the line mode ran (SIGINT, SIGTERM, SIGHUP), or 0.
private let lineModeSignal = Atomic<Int32>(0)

/// Reads the line mode's input and runs real time: standard input as lines (a pipe, a file)
/// or as single keys (a terminal, put in non-canonical mode without echo); between them the
/// loop sleeps until input, a stop signal, the app's output or the screen's next due event,
/// as the explorer's event loop does, and hands the time that passed to the screen's clock.
/// Nothing is drawn: every line goes through `Console`.
@MainActor
struct LineModeLoop {
    let lineMode: LineMode
    /// The app's own output, printed as it arrives.
    var programOutput: ProgramOutput?
    /// Where input comes from (standard input unless a test says otherwise).
    var input: Int32 = STDIN_FILENO
    /// The longest line read; a longer one is refused whole, not cut.
    nonisolated static let lineLimit = 1 << 16

    /// Runs until `quit`, `q`, the end of the input or a stop signal; returns the exit status:
    /// 0, 1 when an expectation failed, 2 when piped input held a malformed line, 128 + the
    /// signal's number after one.
    mutating func run() -> Int32 {
        guard Terminal.openSignalPipe() == 0 else {
            lineMode.console.error("rotor: the line mode cannot start: no descriptors left for its signal pipe")
            return 1
        }
        lineModeSignal.store(0, ordering: .relaxed)
        var previous: [Int32: sighandler_t?] = [:]
        for signal in Terminal.stopSignals {
            previous[signal] = Glibc.signal(signal) { number in
                lineModeSignal.store(number, ordering: .relaxed)
                Terminal.notifySignal()
            }
        }
        defer { for (signal, handler) in previous { Glibc.signal(signal, handler) } }
        let keys = isatty(input) == 1 ? KeyboardInput(descriptor: input) : nil
        defer { keys?.restore() }
        if keys != nil {
            lineMode.echo = { [console = lineMode.console] text in
                console.flush()
                Console.write(text, to: StandardStreams.output.load(ordering: .relaxed))
            }
        }
        let status = loop(keys: keys)
        lineMode.console.flush()
        return status
    }

    private mutating func loop(keys: KeyboardInput?) -> Int32 {
        let clock = ContinuousClock()
        var lastTick = clock.now
        var pending: [UInt8] = []
        var decoder = KeyDecoder()
        var skipping = false
        while true {
            let signal = lineModeSignal.exchange(0, ordering: .relaxed)
            if signal != 0 { return 128 + signal }
            let now = clock.now
            lineMode.timePassed(seconds: EventLoop.seconds(now - lastTick))
            lastTick = now
            if let output = programOutput {
                lineMode.programPrinted(output.takeLines())
            }
            if lineMode.console.failure != nil { return 0 }
            let limit = EventLoop.waitLimit(due: lineMode.secondsUntilNextEvent, untilScriptStep: nil)
            let woke = Self.wait(input: input, milliseconds: limit, output: programOutput?.wakeDescriptor ?? -1)
            switch woke {
            case .timeout, .signal: continue
            case .output:
                programOutput?.clearWake()
                continue
            case .input: break
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return status(afterEndOfInput: true, keys: keys)
            }
            // The time a key or line came is when it acts: the clock catches up first.
            let arrived = clock.now
            lineMode.timePassed(seconds: EventLoop.seconds(arrived - lastTick))
            lastTick = arrived
            if count == 0 {
                // A terminal that hung up; or the end of piped input, whose last line may lack
                // its newline.
                if keys != nil { return 128 + SIGHUP }
                if !pending.isEmpty, !skipping, handle(lineBytes: pending) == .quit { return status(afterEndOfInput: false, keys: keys) }
                return status(afterEndOfInput: true, keys: keys)
            }
            if keys != nil {
                for event in decoder.decode(Array(buffer[..<count])) {
                    switch event {
                    case .endOfInput: return status(afterEndOfInput: true, keys: keys)
                    case .key(let key):
                        if lineMode.handle(key: key) == .quit { return status(afterEndOfInput: false, keys: keys) }
                    }
                }
            } else {
                pending += buffer[..<count]
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = Array(pending[..<newline])
                    pending.removeFirst(newline + 1)
                    if skipping {
                        skipping = false
                        continue
                    }
                    if handle(lineBytes: line) == .quit { return status(afterEndOfInput: false, keys: keys) }
                }
                if pending.count > Self.lineLimit {
                    // The line is refused whole: the rest of it, up to its newline, goes too.
                    lineMode.refuse("a line longer than \(Self.lineLimit) bytes")
                    pending.removeAll()
                    skipping = true
                }
            }
            if lineMode.console.failure != nil { return 0 }
        }
    }

    /// One line of piped input: UTF-8, its CR (a CRLF file) dropped.
    private func handle(lineBytes: [UInt8]) -> LineMode.Outcome {
        var bytes = lineBytes
        if bytes.last == 0x0D { bytes.removeLast() }
        guard bytes.count <= Self.lineLimit else {
            lineMode.refuse("a line longer than \(Self.lineLimit) bytes")
            return .carryOn
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            lineMode.refuse("this line is not UTF-8 text")
            return .carryOn
        }
        return lineMode.handle(line: text)
    }

    private func status(afterEndOfInput: Bool, keys: KeyboardInput?) -> Int32 {
        if !lineMode.failures.isEmpty { return 1 }
        if keys == nil, lineMode.sawMalformedLine { return 2 }
        return 0
    }

    enum Woke { case input, signal, output, timeout }

    /// Sleeps until input (or its end), a stop signal, the app's output or `milliseconds`
    /// (-1: no limit).
    static func wait(input: Int32, milliseconds: Int32, output: Int32) -> Woke {
        var waits = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: Terminal.signalPipeReadEnd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: output, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&waits, nfds_t(waits.count), milliseconds)
        if ready < 0 { return .signal }
        if ready == 0 { return .timeout }
        if waits[1].revents & Int16(POLLIN) != 0 {
            var bytes = [UInt8](repeating: 0, count: 64)
            while bytes.withUnsafeMutableBytes({ read(Terminal.signalPipeReadEnd, $0.baseAddress, $0.count) }) > 0 {}
            return .signal
        }
        if waits[0].revents != 0 { return .input }
        return .output
    }
}

/// A terminal as the line mode's keyboard: keys arrive one by one, not echoed, and Ctrl-C still
/// stops; what it was is put back on every way out that returns.
@MainActor
final class KeyboardInput {
    private let descriptor: Int32
    private var saved = termios()
    private var changed = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
        guard tcgetattr(descriptor, &saved) == 0 else { return }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        raw.c_iflag &= ~tcflag_t(ICRNL | IXON)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        changed = tcsetattr(descriptor, TCSANOW, &raw) == 0
    }

    func restore() {
        guard changed else { return }
        tcsetattr(descriptor, TCSANOW, &saved)
        changed = false
    }
}

/// Bytes from a terminal in non-canonical mode, as keys: UTF-8 characters, control keys, and
/// the escape sequences of arrows, Home, End, Page Up and Down and Shift-Tab (CSI and SS3
/// forms). An Esc alone in a read is the Escape key.
struct KeyDecoder {
    enum Event: Equatable {
        case key(ExplorerKey)
        /// Ctrl-D at the start of nothing: the user is done.
        case endOfInput
    }

    /// A character's first bytes, waiting for the rest from the next read.
    private var partial: [UInt8] = []

    mutating func decode(_ bytes: [UInt8]) -> [Event] {
        let bytes = partial + bytes
        partial = []
        var events: [Event] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                let (key, length) = Self.escapeSequence(bytes[index...])
                if let key { events.append(.key(key)) }
                index += length
                continue
            case 0x09: events.append(.key(.tab))
            case 0x0A, 0x0D: events.append(.key(.enter))
            case 0x08, 0x7F: events.append(.key(.backspace))
            case 0x04: events.append(.endOfInput)
            case 0..<0x20: break
            default:
                let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                guard index + length <= bytes.count else {
                    partial = Array(bytes[index...])
                    return events
                }
                if let text = String(validating: bytes[index..<(index + length)], as: UTF8.self), let character = text.first {
                    events.append(.key(.character(character)))
                }
                index += length
                continue
            }
            index += 1
        }
        return events
    }

    /// The key an escape sequence at the start of `bytes` stands for, and its length.
    static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (ExplorerKey?, Int) {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return (.escape, 1) }
        let introducer = bytes[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.escape, 1) }
        // Parameters (digits and ;) then one final byte.
        var index = start + 2
        while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else { return (nil, bytes.count) }
        let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self).split(separator: ";").first.map(String.init) ?? ""
        let length = index - start + 1
        switch bytes[index] {
        case UInt8(ascii: "A"): return (.up, length)
        case UInt8(ascii: "B"): return (.down, length)
        case UInt8(ascii: "C"): return (.right, length)
        case UInt8(ascii: "D"): return (.left, length)
        case UInt8(ascii: "H"): return (.home, length)
        case UInt8(ascii: "F"): return (.end, length)
        case UInt8(ascii: "Z"): return (.backTab, length)
        case UInt8(ascii: "~"):
            switch parameters {
            case "1", "7": return (.home, length)
            case "4", "8": return (.end, length)
            case "5": return (.pageUp, length)
            case "6": return (.pageDown, length)
            case "3": return (.backspace, length)
            default: return (nil, length)
            }
        default: return (nil, length)
        }
    }
}
