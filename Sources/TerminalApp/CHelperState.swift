import CNCurses
import Glibc

/// The state of the C helpers in shim.h and capture.h (the descriptors the output capture
/// keeps, the tail of the app's output, the signal self-pipe, the crash handlers' saved
/// actions), defined once for the process. A `static` inside a `static inline` C function is
/// copied into each object file that calls the function; an optimised build then folds a read
/// of a copy nothing wrote to its first value (`rotor tree` in a release build wrote its output
/// into the capture pipe because `rotor_capture_end` saw nothing captured). The helpers reach this
/// storage through the `rotor_state_` functions below instead.
///
/// Each is allocated on first use and never freed; every one is first used on the main thread
/// before a signal handler can read it (`CHelperState.prepare()`), so no handler starts the
/// lazy initialisation.
enum CHelperState {
    nonisolated(unsafe) static let captureDescriptors = filled(Int32(-1), count: 3)
    nonisolated(unsafe) static let captureTail = filled(CChar(0), count: Int(ROTOR_CAPTURE_TAIL))
    nonisolated(unsafe) static let captureTailLength = filled(0, count: 1)
    nonisolated(unsafe) static let captureLineBuffer = filled(CChar(0), count: Int(ROTOR_CAPTURE_LINE_BUFFER))
    nonisolated(unsafe) static let captureCrashActions = filled(sigaction(), count: Int(ROTOR_SIGNAL_COUNT))
    nonisolated(unsafe) static let signalPipe = filled(Int32(-1), count: 2)
    nonisolated(unsafe) static let terminalCrashActions = filled(sigaction(), count: Int(ROTOR_SIGNAL_COUNT))

    private static func filled<T>(_ value: T, count: Int) -> UnsafeMutablePointer<T> {
        let storage = UnsafeMutablePointer<T>.allocate(capacity: count)
        storage.initialize(repeating: value, count: count)
        return storage
    }

    /// Makes every piece of the state, so none is first made inside a signal handler.
    static func prepare() {
        _ = (captureDescriptors, captureTail, captureTailLength, captureLineBuffer, captureCrashActions,
             signalPipe, terminalCrashActions)
    }
}

// The storage as the C helpers name it.
@_cdecl("rotor_state_capture_descriptors")
public func rotorStateCaptureDescriptors() -> UnsafeMutablePointer<Int32> { CHelperState.captureDescriptors }
@_cdecl("rotor_state_capture_tail")
public func rotorStateCaptureTail() -> UnsafeMutablePointer<CChar> { CHelperState.captureTail }
@_cdecl("rotor_state_capture_tail_length")
public func rotorStateCaptureTailLength() -> UnsafeMutablePointer<Int> { CHelperState.captureTailLength }
@_cdecl("rotor_state_capture_line_buffer")
public func rotorStateCaptureLineBuffer() -> UnsafeMutablePointer<CChar> { CHelperState.captureLineBuffer }
@_cdecl("rotor_state_capture_crash_actions")
public func rotorStateCaptureCrashActions() -> UnsafeMutablePointer<sigaction> { CHelperState.captureCrashActions }
@_cdecl("rotor_state_signal_pipe")
public func rotorStateSignalPipe() -> UnsafeMutablePointer<Int32> { CHelperState.signalPipe }
@_cdecl("rotor_state_terminal_crash_actions")
public func rotorStateTerminalCrashActions() -> UnsafeMutablePointer<sigaction> { CHelperState.terminalCrashActions }
