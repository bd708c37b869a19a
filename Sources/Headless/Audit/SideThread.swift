import Foundation
import Synchronization
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

    /// The worker running `work`, when one does (`SideWorker`).
    private var worker: SideWorker?

    /// Starts `work` on a new thread; when no thread can be made, it runs in `join`.
    init(_ work: @escaping () -> Value) {
        self.work = work
        super.init()
        #if canImport(Glibc)
        thread = Self.start(self)
        #endif
    }

    /// Starts `work` on `worker`'s thread, which must have finished its last work (joined);
    /// when the worker has no thread, `work` runs in `join`.
    init(on worker: SideWorker, _ work: @escaping () -> Value) {
        self.work = work
        super.init()
        if worker.start(self) { self.worker = worker }
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
        if let worker {
            worker.waitUntilIdle()
            self.worker = nil
        }
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

/// A thread kept for one job after another: the audit judges a long list's windows of rows on
/// it, one while the next is made. Starting a thread for each window cost about a tenth of the
/// caller's time (the kernel's `clone3` and a new stack, thousands of times); waking a waiting
/// one costs a signal. Jobs are handed over and waited for under a mutex, whose ordering
/// ThreadSanitizer sees. The thread ends when the worker goes.
final class SideWorker: @unchecked Sendable {
    #if canImport(Glibc)
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var thread: pthread_t?
    /// The job handed over and not yet taken, the one running, and whether the worker goes:
    /// read and written under `mutex` only.
    private var pending: SideThreadRun?
    private var running = false
    private var stopping = false
    /// Jobs handed over and jobs finished, counted: read without the lock by a thread that
    /// waits a moment before it sleeps.
    private let handedOver = Atomic<Int>(0)
    private let finished = Atomic<Int>(0)
    #endif

    /// How long a thread waits by watching the counts before it sleeps on the condition. A
    /// window of rows takes a few hundred microseconds to make or judge: the thread that ends
    /// first meets the other's next step without sleeping, where waking a sleeping thread is a
    /// system call on the waker's side.
    private static let watchFor: Duration = .milliseconds(2)

    init() {
        #if canImport(Glibc)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        changed.initialize(to: pthread_cond_t())
        pthread_cond_init(changed, nil)
        thread = SideThreadRun.start(WorkerLoop(worker: self))
        #endif
    }

    deinit {
        #if canImport(Glibc)
        if let thread {
            pthread_mutex_lock(mutex)
            stopping = true
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(mutex)
            pthread_join(thread, nil)
        }
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
        #endif
    }

    /// Hands `job` to the thread; false when there is none (the job is the caller's to run).
    func start(_ job: SideThreadRun) -> Bool {
        #if canImport(Glibc)
        guard thread != nil else { return false }
        pthread_mutex_lock(mutex)
        precondition(pending == nil && !running, "a side worker was handed a job before its last one was joined")
        pending = job
        handedOver.add(1, ordering: .releasing)
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(mutex)
        return true
        #else
        return false
        #endif
    }

    /// Waits until the job handed over has run.
    func waitUntilIdle() {
        #if canImport(Glibc)
        let given = handedOver.load(ordering: .acquiring)
        Self.watch { finished.load(ordering: .acquiring) == given }
        pthread_mutex_lock(mutex)
        while pending != nil || running { pthread_cond_wait(changed, mutex) }
        pthread_mutex_unlock(mutex)
        #endif
    }

    /// Watches `done` for at most `watchFor`; the caller then takes the lock either way, so
    /// what the other thread handed over is read under it.
    private static func watch(until done: () -> Bool) {
        let clock = ContinuousClock(), end = clock.now.advanced(by: watchFor)
        // The clock is read once every 64 looks.
        var looks = 0
        while !done() {
            looks &+= 1
            if looks & 63 == 0, clock.now >= end { return }
        }
    }

    #if canImport(Glibc)
    /// The thread's loop: takes each job as it comes and runs it outside the lock, until the
    /// worker goes. Holds the worker unowned: the worker's deinit waits for the loop to end.
    fileprivate func serve() {
        pthread_mutex_lock(mutex)
        while true {
            if pending == nil && !stopping {
                let taken = handedOver.load(ordering: .relaxed)
                pthread_mutex_unlock(mutex)
                Self.watch { handedOver.load(ordering: .relaxed) != taken }
                pthread_mutex_lock(mutex)
            }
            while pending == nil && !stopping { pthread_cond_wait(changed, mutex) }
            guard let job = pending else { break }
            pending = nil
            running = true
            pthread_mutex_unlock(mutex)
            job.run()
            pthread_mutex_lock(mutex)
            running = false
            finished.add(1, ordering: .releasing)
            pthread_cond_broadcast(changed)
        }
        pthread_mutex_unlock(mutex)
    }
    #endif
}

#if canImport(Glibc)
/// The job a worker's thread starts with: its loop.
private final class WorkerLoop: SideThreadRun, @unchecked Sendable {
    unowned(unsafe) let worker: SideWorker
    init(worker: SideWorker) { self.worker = worker }
    override func run() { worker.serve() }
}
#endif
