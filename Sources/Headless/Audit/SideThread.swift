import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Work run on a thread of its own while the caller goes on with other work, then joined.
///
/// The audit's rules are pure functions of values: a screen's snapshot, its facts, its drawing.
/// The rules that read only the elements run on a side thread while the main actor draws the
/// page, so a long screen's audit uses a second processor.
///
/// The contract, which the compiler cannot check (the values are not `Sendable`: an element
/// carries its actions' closures): `work` only reads values that nothing changes until `join`.
/// Elements are copy-on-write, so a change made on the caller's side meanwhile copies them
/// rather than writing where `work` reads. The thread is joined with `pthread_join`, whose
/// ordering ThreadSanitizer sees, and the audit's tests run under it.
final class SideThread<Value>: SideThreadRun, @unchecked Sendable {
    /// The work, until it has run: what it holds (a window's snapshot and drawing) is let go
    /// on the thread that ran it, not on the caller's at the next window.
    private var work: (() -> Value)?
    private var result: Value?
    #if canImport(Glibc)
    private var thread: pthread_t?
    #endif

    /// Starts `work` on a new thread; when no thread can be made, it runs in `join`.
    init(_ work: @escaping () -> Value) {
        self.work = work
        super.init()
        #if canImport(Glibc)
        thread = Self.start(self)
        #endif
    }

    override func run() {
        result = work?()
        work = nil
    }

    /// Waits for the work and gives its value (running it here if no thread was made).
    func join() -> Value {
        #if canImport(Glibc)
        if let thread {
            pthread_join(thread, nil)
            self.thread = nil
        }
        #endif
        if result == nil { run() }
        guard let result else { preconditionFailure("a side thread's work ran and gave no value") }
        return result
    }

    /// Whether a second processor is there to run a side thread on.
    static var isWorthwhile: Bool { SideThreadRun.processors > 1 }
}

/// What a side thread's entry point runs (not generic: a C function pointer captures nothing).
class SideThreadRun: @unchecked Sendable {
    func run() {}

    /// The processors this process may run on: its affinity mask's (`taskset`, a container's
    /// CPU set), which can be fewer than the machine's.
    static let processors: Int = {
        allowedProcessors(inStatus: (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? "")
            ?? ProcessInfo.processInfo.activeProcessorCount
    }()

    /// The count of processors in a Linux process status's `Cpus_allowed` mask (hexadecimal
    /// words separated by commas), nil when it has none.
    static func allowedProcessors(inStatus status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix("Cpus_allowed:") {
            var count = 0
            for character in line.dropFirst("Cpus_allowed:".count) where character != "," && !character.isWhitespace {
                guard let digit = character.hexDigitValue else { return nil }
                count += digit.nonzeroBitCount
            }
            return count > 0 ? count : nil
        }
        return nil
    }

    #if canImport(Glibc)
    /// A new thread running `job.run()`, holding `job` until it has; nil when none can be made.
    static func start(_ job: SideThreadRun) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // As much stack as the main thread has by default: the rules recurse once a level of
        // the element tree.
        pthread_attr_setstacksize(&attributes, 8 << 20)
        let retained = Unmanaged.passRetained(job)
        var thread = pthread_t()
        guard pthread_create(&thread, &attributes, sideThreadEntry, retained.toOpaque()) == 0 else {
            retained.release()
            return nil
        }
        return thread
    }
    #endif
}

#if canImport(Glibc)
private func sideThreadEntry(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let raw else { return nil }
    Unmanaged<SideThreadRun>.fromOpaque(raw).takeRetainedValue().run()
    return nil
}
#endif
