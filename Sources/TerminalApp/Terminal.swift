import CNCurses
import Foundation
import Synchronization

/// The signal that asked the explorer to stop (SIGINT, SIGTERM, SIGHUP), or 0. Written by the
/// signal handler, read by the event loop; an atomic is safe in both places.
private let pendingSignal = Atomic<Int32>(0)
/// Whether ncurses owns the terminal right now, so an exit path that skips `end()` can still
/// give it back.
private let cursesActive = Atomic<Bool>(false)

/// The terminal while the explorer owns it: curses mode, colours, mouse, and the handlers that
/// give the terminal back on every way out.
@MainActor
final class Terminal {
    private var screen: OpaquePointer?
    private var previousHandlers: [Int32: sighandler_t?] = [:]
    let palette: ColorPalette

    static let stopSignals = [SIGINT, SIGTERM, SIGHUP]

    /// Both ends must be a terminal: keys come from stdin, the screen goes to stdout (the real
    /// one while the app's output is captured).
    static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(StandardStreams.output.load(ordering: .relaxed)) == 1
    }

    /// Whether TERM names a terminal that can move the cursor: false for one that cannot
    /// (TERM=dumb), nil when terminfo does not know it (`init` then fails and says so).
    static var addressesCursor: Bool? {
        switch rotor_terminal_addresses_cursor(StandardStreams.output.load(ordering: .relaxed)) {
        case 1: true
        case 0: false
        default: nil
        }
    }

    /// Takes the user's locale, falling back to C.UTF-8 so wide characters still draw.
    static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        if rotor_locale_is_utf8() == 0 { setlocale(LC_ALL, "C.UTF-8") }
    }

    /// Enters curses mode, drawing on `output` (standard output when nil), or returns nil when
    /// the terminal cannot be opened (unknown TERM).
    init?(output: UnsafeMutablePointer<FILE>? = nil, showsCursor: Bool = true) {
        pendingSignal.store(0, ordering: .relaxed)
        // The handlers wake the event loop's wait through a pipe: it sleeps with no time limit
        // when nothing is due. Without the pipe (no descriptors left) the explorer cannot stop
        // on a signal reliably, so it does not start.
        CHelperState.prepare()
        guard rotor_open_signal_pipe() == 0 else { return nil }
        // The watchdog's own way to the terminal and the shell's modes, kept before curses
        // changes them: it gives the terminal back when the screen's code never returns.
        ExplorerWatchdog.prepare()
        // Installed before newterm, so ncurses leaves them to us instead of exiting on its own.
        for signal in Terminal.stopSignals {
            previousHandlers[signal] = Glibc.signal(signal) { number in
                pendingSignal.store(number, ordering: .relaxed)
                ExplorerWatchdog.stopSignalArrived(number)
                rotor_notify_signal()
            }
        }
        rotor_unblock_stop_signals()
        guard let screen = rotor_newterm(output) else {
            for (signal, handler) in previousHandlers { Glibc.signal(signal, handler) }
            return nil
        }
        self.screen = screen
        cursesActive.store(true, ordering: .relaxed)
        Terminal.registerExitHandlerOnce()
        rotor_install_crash_handlers()
        rotor_leave_initial_state()
        rotor_configure_input()
        rotor_cursor_follows(showsCursor ? 1 : 0)
        rotor_enable_mouse()
        palette = Terminal.startColors()
        ExplorerWatchdog.start()
    }

    private static func startColors() -> ColorPalette {
        guard has_colors(), start_color() == OK else { return .monochrome }
        let hasDefaults = use_default_colors() == OK
        let colors = Int(rotor_color_count())
        let depth: ColorPalette.Depth = colors >= 256 ? .twoHundredFiftySix : colors >= 8 ? .eight : .monochrome
        return ColorPalette(depth: depth, hasDefaultColors: hasDefaults, pairLimit: Int(rotor_color_pair_count()))
    }

    var size: (width: Int, height: Int) { (Int(rotor_columns()), Int(rotor_rows())) }

    /// The reading end of the self-pipe the stop signals' handlers write to (its state is
    /// `CHelperState.signalPipe`, one for the process).
    nonisolated static var signalPipeReadEnd: Int32 { rotor_signal_pipe()[0] }

    /// Opens the self-pipe, as the explorer does when it starts; 0 on success.
    nonisolated static func openSignalPipe() -> Int32 {
        CHelperState.prepare()
        return rotor_open_signal_pipe()
    }

    /// What a stop signal's handler does to wake the wait (the handlers are installed here).
    nonisolated static func notifySignal() { rotor_notify_signal() }

    /// The signal that asked to stop, once.
    func takePendingSignal() -> Int32? {
        let signal = pendingSignal.exchange(0, ordering: .relaxed)
        guard signal != 0 else { return nil }
        ExplorerWatchdog.signalTaken()
        return signal
    }

    /// Leaves curses mode and puts the signal handlers back. Safe to call twice.
    func end() {
        guard let screen else { return }
        ExplorerWatchdog.stop()
        if cursesActive.exchange(false, ordering: .relaxed) { endwin() }
        delscreen(screen)
        self.screen = nil
        for (signal, handler) in previousHandlers { Glibc.signal(signal, handler) }
        previousHandlers = [:]
    }

    private static var exitHandlerRegistered = false

    /// If anything calls exit() while curses owns the terminal, give it back first.
    private static func registerExitHandlerOnce() {
        guard !exitHandlerRegistered else { return }
        exitHandlerRegistered = true
        atexit {
            if cursesActive.exchange(false, ordering: .relaxed) { endwin() }
        }
    }
}
