import CNCurses
import Foundation
import Synchronization
import TermUI

// A screen's own code (an action, a body) runs on the main thread, inside the event loop. When
// it never returns, the loop never reads another key or the flag a stop signal's handler set,
// so neither q, Ctrl-C, SIGTERM nor SIGHUP could end the explorer, and a closed window left the
// process spinning. The watchdog is a plain thread that notices: the loop marks when it leaves
// its wait and when it goes back to it, and the watchdog gives the terminal back itself
// (reset sequences straight to the terminal, its saved modes, `_exit`) when a stop signal has
// waited too long or the user presses q while the loop is stuck.
//
// Ctrl-C: the explorer runs ncurses in cbreak mode, not raw, so the terminal driver keeps ISIG
// on and turns Ctrl-C into SIGINT whatever the main thread is doing; the watchdog therefore
// counts signals, not 0x03 bytes (it still treats a 0x03 it reads as Ctrl-C).

/// When the loop left its wait, in monotonic nanoseconds; 0 while it waits for input.
private let busySince = Atomic<Int64>(0)
/// The stop signal the loop has not taken yet, or 0; and when the first of them arrived.
private let pendingStop = Atomic<Int32>(0)
private let pendingSince = Atomic<Int64>(0)
/// Whether an explorer owns the terminal, so the watchdog and the handlers act at all.
private let watching = Atomic<Bool>(false)
/// Whether the watchdog wrote its line over the status bar since the loop last came back.
private let lineShown = Atomic<Bool>(false)
/// Whether `rescue` is complete: written once before this is set, read only after.
private let rescueReady = Atomic<Bool>(false)
/// What gives the terminal back without ncurses.
nonisolated(unsafe) private var rescue = TerminalRescue()
/// The watchdog's timer, armed as the loop leaves its wait to be due when the loop would count
/// as stuck, so the watchdog sleeps while the loop comes back in time; -1 when none was made.
private let stuckTimer = Atomic<Int32>(-1)
/// Wakes the watchdog: written by a stop signal's handler and when the explorer starts.
private let watchdogWake = Atomic<Int32>(-1)

/// The terminal as the watchdog reaches it: its own descriptor (opened anew, non-blocking, so
/// reading keys never blocks and never changes ncurses' descriptor), the modes the shell had,
/// and the bytes that undo what curses mode did to the screen.
private struct TerminalRescue {
    var descriptor: Int32 = -1
    var canReadKeys = false
    var modes: UnsafeMutablePointer<termios>?
    var reset: UnsafeMutableBufferPointer<CChar>?
}

/// The explorer's watchdog: see the comment at the top of this file and docs/reliability.md.
enum ExplorerWatchdog {
    /// How long the screen's code may run before the status bar says it has not returned.
    static let stuckSeconds = 2.0
    /// How long a stop signal may wait for the loop to take it before the watchdog ends rotor.
    static let signalGraceSeconds = 1.0
    /// The status bar's line while the screen's code has not returned.
    static let stuckMessage = "The screen's code has not returned for \(Int(stuckSeconds)) s — q or Ctrl-C quits"

    /// The watchdog thread's name, as the kernel shows it (15 bytes at most).
    static let threadName = "rotor-watchdog"
    /// How often the watchdog looks when it has no timer to sleep on, or while it reads keys.
    private static let tickMilliseconds: Int32 = 100
    private static let started = Atomic<Bool>(false)
    /// The bytes of the status bar's line for the terminal's width (made on the main thread).
    private static let statusLine = Locked<(width: Int, bytes: [CChar])>((0, []))

    /// Before curses starts: opens the watchdog's own descriptor on the terminal and keeps the
    /// modes the shell left it in (once a process: they are the shell's every time).
    static func prepare() {
        // Every global the signal handler reads is touched here first, on the main thread and
        // before the handlers are installed, so a handler never runs a global's one-time
        // initialisation.
        watching.store(false, ordering: .relaxed)
        pendingStop.store(0, ordering: .relaxed)
        pendingSince.store(0, ordering: .relaxed)
        _ = rescueReady.load(ordering: .relaxed)
        if stuckTimer.load(ordering: .relaxed) < 0 { stuckTimer.store(rotor_timer_descriptor(), ordering: .relaxed) }
        if watchdogWake.load(ordering: .relaxed) < 0 { watchdogWake.store(rotor_wake_descriptor(), ordering: .relaxed) }
        guard rescue.modes == nil else { return }
        // The terminal is found by name from whichever standard descriptor is one: standard
        // output may already go elsewhere (the app's prints captured for a panel).
        guard let standard = [STDOUT_FILENO, STDIN_FILENO, STDERR_FILENO].first(where: { isatty($0) == 1 }) else { return }
        var descriptor: Int32 = -1
        var canReadKeys = false
        var name = [CChar](repeating: 0, count: 4096)
        if ttyname_r(standard, &name, name.count) == 0 {
            descriptor = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
            canReadKeys = descriptor >= 0 && isatty(STDIN_FILENO) == 1
        }
        if descriptor < 0 { descriptor = fcntl(standard, F_DUPFD_CLOEXEC, 3) }
        guard descriptor >= 0 else { return }
        let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        guard tcgetattr(descriptor, modes) == 0 else {
            modes.deallocate()
            close(descriptor)
            return
        }
        rescue.descriptor = descriptor
        rescue.canReadKeys = canReadKeys
        rescue.modes = modes
    }

    /// After curses started: the reset sequences from terminfo; then the watchdog watches.
    static func start() {
        guard rescue.modes != nil else { return }
        if rescue.reset == nil {
            rescue.reset = resetSequences()
            rescueReady.store(true, ordering: .releasing)
        }
        pendingStop.store(0, ordering: .relaxed)
        busySince.store(rotor_monotonic_nanoseconds(), ordering: .relaxed)
        lineShown.store(false, ordering: .relaxed)
        watching.store(true, ordering: .releasing)
        rotor_timer_arm(stuckTimer.load(ordering: .relaxed), Int64(stuckSeconds * 1e9))
        rotor_wake(watchdogWake.load(ordering: .relaxed))
        if !started.exchange(true, ordering: .relaxed) {
            let thread = Thread { watch() }
            thread.name = "rotor watchdog"
            thread.start()
        }
    }

    /// The explorer gave the terminal back: nothing to watch until it starts again.
    static func stop() {
        watching.store(false, ordering: .releasing)
        busySince.store(0, ordering: .relaxed)
        pendingStop.store(0, ordering: .relaxed)
    }

    /// What leaves curses mode's marks on the terminal: the alternate screen, the hidden
    /// cursor, attributes, the keypad's application mode and mouse reporting (every mode
    /// ncurses may have turned on).
    private static func resetSequences() -> UnsafeMutableBufferPointer<CChar> {
        var bytes: [CChar] = []
        for name in ["sgr0", "rmkx", "cnorm", "rmcup"] {
            if let value = rotor_terminfo_string(name) {
                bytes += Array(UnsafeBufferPointer(start: value, count: strlen(value)))
            }
        }
        let mouseOff = "\u{1B}[?1006l\u{1B}[?1015l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"
        bytes += mouseOff.utf8.map { CChar(bitPattern: $0) }
        let buffer = UnsafeMutableBufferPointer<CChar>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }

    // MARK: The event loop's side

    /// The loop is going back to its wait: its code returned.
    static func loopWaits() {
        busySince.store(0, ordering: .relaxed)
    }

    /// The loop left its wait. Returns true when the watchdog wrote over the status bar since
    /// the loop last came back (the script's step or the clock's work ran long), so the whole
    /// screen must be painted again.
    static func loopWoke() -> Bool {
        busySince.store(rotor_monotonic_nanoseconds(), ordering: .relaxed)
        // No thread wakes here: the timer is due when the loop, still away, counts as stuck.
        // Each wake moves it on, so a loop that keeps coming back never wakes the watchdog.
        rotor_timer_arm(stuckTimer.load(ordering: .relaxed), Int64(stuckSeconds * 1e9))
        return takeLineShown()
    }

    /// Whether the watchdog wrote over the status bar since this was last asked.
    static func takeLineShown() -> Bool {
        lineShown.exchange(false, ordering: .relaxed)
    }

    /// The terminal's width, for the status bar's line: made here, on the main thread.
    static func statusBar(width: Int) {
        statusLine.withLock { line in
            guard line.width != width else { return }
            line = (width, statusLineBytes(width: width))
        }
    }

    /// The line the watchdog writes over the status bar: the cursor saved, moved to the top
    /// row, the message in reverse video cut and padded to `width`, the cursor put back.
    static func statusLineBytes(width: Int) -> [CChar] {
        var text = ""
        var used = 0
        for character in " " + TerminalText.sanitized(stuckMessage) {
            let cells = TerminalText.width(of: character)
            guard used + cells <= width else { break }
            text.append(character)
            used += cells
        }
        text += String(repeating: " ", count: max(0, width - used))
        let line = "\u{1B}7\u{1B}[1;1H\u{1B}[0;7m" + text + "\u{1B}[0m\u{1B}8"
        return line.utf8.map { CChar(bitPattern: $0) }
    }

    /// The loop took the stop signal: it is handling it as usual.
    static func signalTaken() {
        pendingStop.store(0, ordering: .relaxed)
    }

    // MARK: The signal handler's side

    /// A stop signal arrived (called from its handler: async-signal-safe). A second Ctrl-C
    /// before the loop took the first gives the terminal back and ends rotor at once.
    static func stopSignalArrived(_ signal: Int32) {
        guard watching.load(ordering: .acquiring) else { return }
        let previous = pendingStop.exchange(signal, ordering: .relaxed)
        if previous == SIGINT, signal == SIGINT { rescueAndExit(status: 128 + SIGINT) }
        if previous == 0 { pendingSince.store(rotor_monotonic_nanoseconds(), ordering: .relaxed) }
        rotor_wake(watchdogWake.load(ordering: .relaxed))
    }

    private static func rescueAndExit(status: Int32) {
        guard rescueReady.load(ordering: .acquiring), let reset = rescue.reset else { _exit(status) }
        rotor_rescue_terminal_and_exit(rescue.descriptor, rescue.modes, reset.baseAddress, reset.count, status)
    }

    // MARK: The watchdog thread

    /// The watchdog's thread: sleeps in poll until its timer says the loop has been away too
    /// long, a stop signal's handler wakes it, or (while the loop is stuck) a key arrives.
    private static func watch() {
        // Named for the kernel too (/proc/PID/task/*/comm), where tools and tests find it.
        rotor_name_thread(threadName)
        var keys = KeyScanner()
        var timeout: Int32 = -1
        var readsKeys = false
        var keysFailed: Int64 = 0
        while true {
            let timer = stuckTimer.load(ordering: .relaxed), woken = watchdogWake.load(ordering: .relaxed)
            // Without a timer or a wake descriptor, the watchdog looks every tick instead.
            if timer < 0 || woken < 0 { timeout = timeout < 0 ? tickMilliseconds : min(timeout, tickMilliseconds) }
            var ready = [pollfd(fd: timer, events: Int16(POLLIN), revents: 0),
                         pollfd(fd: woken, events: Int16(POLLIN), revents: 0),
                         pollfd(fd: readsKeys ? rescue.descriptor : -1, events: Int16(POLLIN), revents: 0)]
            let count = poll(&ready, nfds_t(ready.count), timeout)
            rotor_drain(timer)
            rotor_drain(woken)
            timeout = -1
            readsKeys = false
            let busy = busySince.load(ordering: .relaxed)
            guard watching.load(ordering: .acquiring), busy != 0 else { continue }
            let now = rotor_monotonic_nanoseconds()
            let signal = pendingStop.load(ordering: .relaxed)
            let since = pendingSince.load(ordering: .relaxed)
            if signal != 0, busy <= since {
                let waited = Double(now - since) / 1e9
                if waited >= signalGraceSeconds { rescueAndExit(status: 128 + signal) }
                timeout = milliseconds(signalGraceSeconds - waited)
            }
            let away = Double(now - busy) / 1e9
            guard away >= stuckSeconds else {
                // Woken early (a signal, the start): it looks again when the loop would be
                // stuck, as the timer would have it.
                timeout = min(timeout < 0 ? .max : timeout, milliseconds(stuckSeconds - away))
                continue
            }
            if !lineShown.load(ordering: .relaxed), busySince.load(ordering: .relaxed) == busy {
                let line = statusLine.withLock { $0.bytes }
                line.withUnsafeBufferPointer { _ = rotor_write_all(rescue.descriptor, $0.baseAddress, $0.count) }
                lineShown.store(true, ordering: .relaxed)
            }
            // Keys that cannot be read (the terminal hung up) are not tried again while the loop
            // is stuck this time: a hang-up's signal ends rotor after its grace.
            guard rescue.canReadKeys, keysFailed != busy else { continue }
            // The loop reads no keys while stuck: the watchdog looks for q (or a Ctrl-C byte)
            // among them, skipping escape sequences (a mouse report's coordinates can be 'q').
            // It polls the terminal again with a tick, so the loop coming back ends it.
            readsKeys = true
            timeout = timeout < 0 ? tickMilliseconds : min(timeout, tickMilliseconds)
            guard count > 0, ready[2].revents & Int16(POLLIN) != 0, busySince.load(ordering: .relaxed) == busy else { continue }
            var bytes = [UInt8](repeating: 0, count: 256)
            let read = Glibc.read(rescue.descriptor, &bytes, bytes.count)
            guard read > 0 else {
                if read == 0 || (errno != EAGAIN && errno != EINTR) { keysFailed = busy }
                continue
            }
            switch keys.scan(bytes[0..<read]) {
            case .quit: rescueAndExit(status: 0)
            case .interrupt: rescueAndExit(status: 128 + SIGINT)
            case nil: break
            }
        }
    }

    /// Whole milliseconds for a poll, rounded up so the watchdog wakes after the moment.
    private static func milliseconds(_ seconds: Double) -> Int32 {
        Int32(min(max(0, (seconds * 1000).rounded(.up)), 60_000))
    }
}

/// Finds q and Ctrl-C among the bytes typed while the loop is stuck, skipping escape sequences
/// (arrow keys, mouse reports) even when they are split between reads.
struct KeyScanner {
    enum Key: Equatable { case quit, interrupt }

    private enum State { case text, escape, controlSequence(first: Bool), mouse(remaining: Int), singleShift }
    private var state = State.text

    mutating func scan(_ bytes: some Sequence<UInt8>) -> Key? {
        for byte in bytes {
            switch state {
            case .text:
                if byte == 0x1B { state = .escape } else if byte == UInt8(ascii: "q") || byte == UInt8(ascii: "Q") {
                    return .quit
                } else if byte == 0x03 { return .interrupt }
            case .escape:
                state = byte == UInt8(ascii: "[") ? .controlSequence(first: true) : byte == UInt8(ascii: "O") ? .singleShift : .text
            case .controlSequence(let first):
                // ESC [ M and three bytes: an X10 mouse report; else parameters up to a final byte.
                if first, byte == UInt8(ascii: "M") {
                    state = .mouse(remaining: 3)
                } else {
                    state = (0x40...0x7E).contains(byte) ? .text : .controlSequence(first: false)
                }
            case .mouse(let remaining):
                state = remaining > 1 ? .mouse(remaining: remaining - 1) : .text
            case .singleShift:
                state = .text
            }
        }
        return nil
    }
}
