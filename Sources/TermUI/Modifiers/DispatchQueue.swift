import Dispatch
import Foundation

/// Dispatch's queues, as the code a screen runs uses them, on the reader's clock.
///
/// A screen in Rotor runs on its graph's deterministic clock, not on a run loop: work sent with
/// `asyncAfter(deadline:)` while a graph runs the app's code (a body, a lifecycle action, an
/// action the reader performed, a timer) is due on that graph's clock and runs when the session
/// advances time (a script's `wait`, the explorer's real time), on the main actor, in order.
/// Work sent with `async` runs after the screen's next update, as the main queue's next turn
/// does: after the action that sent it, before the reader speaks what changed. Sent anywhere
/// else, the work goes to Dispatch's own queue.
///
/// Every queue's work runs on the main actor here (a global queue's too): a screen's code has
/// one thread. `sync` runs the work at once. Groups, semaphores and sources are Dispatch's own.
///
/// TermUI imports Dispatch, so in a file that reaches Dispatch only through TermUI,
/// `DispatchQueue` means this type (`rotor open` reads `import Foundation` and `import Dispatch`
/// as `import FrameworkStandIns`, which brings TermUI). A file that imports Foundation directly
/// as well sees both: ambiguous as a type, and Dispatch's in an expression.
/// `Dispatch.DispatchQueue` always names Dispatch's.
public final class DispatchQueue: Sendable {
    public let label: String
    public let qos: DispatchQoS

    public init(label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [],
                autoreleaseFrequency: Dispatch.DispatchQueue.AutoreleaseFrequency = .inherit,
                target: DispatchQueue? = nil) {
        self.label = label
        self.qos = qos
    }

    public typealias Attributes = Dispatch.DispatchQueue.Attributes

    /// The main queue.
    public static let main = DispatchQueue(label: "com.apple.main-thread", qos: .userInteractive)

    private static let globals: [DispatchQoS.QoSClass: DispatchQueue] = Dictionary(uniqueKeysWithValues:
        [DispatchQoS.QoSClass.background, .utility, .default, .userInitiated, .userInteractive, .unspecified].map {
            ($0, DispatchQueue(label: "com.apple.root.\($0)-qos", qos: DispatchQoS(qosClass: $0, relativePriority: 0)))
        })

    /// A global queue; its work runs on the main actor, on the reader's clock, like the main queue's.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        globals[qos] ?? globals[.default]!
    }

    /// Runs `work` after the screen's next update.
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @MainActor @Sendable () -> Void,
                      isolation: isolated (any Actor)? = #isolation) {
        group?.enter()
        Self.schedule(after: 0, from: isolation) {
            work()
            group?.leave()
        }
    }

    public func async(execute workItem: DispatchWorkItem, isolation: isolated (any Actor)? = #isolation) {
        // Dispatch's work item is not marked Sendable on Linux; it is made for crossing queues.
        nonisolated(unsafe) let workItem = workItem
        Self.schedule(after: 0, from: isolation) { Self.run(workItem) }
    }

    /// Runs `work` when `deadline` comes on the reader's clock.
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @MainActor @Sendable () -> Void,
                           isolation: isolated (any Actor)? = #isolation) {
        guard let delay = Self.delay(until: deadline) else { return }
        Self.schedule(after: delay, from: isolation, work)
    }

    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem,
                           isolation: isolated (any Actor)? = #isolation) {
        guard let delay = Self.delay(until: deadline) else { return }
        nonisolated(unsafe) let workItem = workItem
        Self.schedule(after: delay, from: isolation) { Self.run(workItem) }
    }

    /// Runs `work` when `wallDeadline` comes, counted on the reader's clock from now.
    public func asyncAfter(wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @MainActor @Sendable () -> Void,
                           isolation: isolated (any Actor)? = #isolation) {
        guard let delay = Self.delay(until: wallDeadline) else { return }
        Self.schedule(after: delay, from: isolation, work)
    }

    public func asyncAfter(wallDeadline: DispatchWallTime, execute workItem: DispatchWorkItem,
                           isolation: isolated (any Actor)? = #isolation) {
        guard let delay = Self.delay(until: wallDeadline) else { return }
        nonisolated(unsafe) let workItem = workItem
        Self.schedule(after: delay, from: isolation) { Self.run(workItem) }
    }

    /// Runs `work` now and returns what it returns.
    @MainActor
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

    @MainActor
    public func sync(execute workItem: DispatchWorkItem) { Self.run(workItem) }

    private static func run(_ workItem: DispatchWorkItem) {
        if !workItem.isCancelled { workItem.perform() }
    }

    /// Seconds from now until `deadline`, to the millisecond (the few microseconds between
    /// `.now()` and this call are not the app's: `.now() + 2` is 2 seconds); nil for
    /// `.distantFuture`, which never comes.
    static func delay(until deadline: DispatchTime) -> Double? {
        guard deadline != .distantFuture else { return nil }
        let now = DispatchTime.now().uptimeNanoseconds
        let nanoseconds = deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) : 0
        return (nanoseconds / 1e6).rounded() / 1e3
    }

    static func delay(until deadline: DispatchWallTime) -> Double? {
        guard deadline != .distantFuture else { return nil }
        // Wall times are nanoseconds since 1970 stored negated: the later, the smaller.
        let nanoseconds = Int64(bitPattern: DispatchWallTime.now().rawValue) &- Int64(bitPattern: deadline.rawValue)
        return (max(0, Double(nanoseconds)) / 1e6).rounded() / 1e3
    }

    /// On the clock of the screen whose code runs now, else on Dispatch's main queue. The
    /// caller's isolation says whether that code runs on the main actor, where screens run;
    /// nonisolated code on the main thread (the command-line tools run there) does too.
    private static func schedule(after delay: Double, from isolation: isolated (any Actor)?,
                                 _ work: @escaping @MainActor @Sendable () -> Void) {
        if isolation === MainActor.shared || Thread.isMainThread {
            let scheduled = MainActor.assumeIsolated { () -> Bool in
                guard let clock = GraphClock.current else { return false }
                if delay <= 0 {
                    clock.runAfterUpdate(work)
                } else {
                    clock.schedule(after: delay, repeating: false, work)
                }
                return true
            }
            if scheduled { return }
        }
        Dispatch.DispatchQueue.main.asyncAfter(deadline: .now() + delay) { MainActor.assumeIsolated { work() } }
    }
}

/// A task asleep on the reader's clock.
@MainActor
private final class ClockSleeper {
    private var continuation: CheckedContinuation<Void, any Error>?
    private var timer: (clock: GraphClock, id: Int)?
    /// True when the clock woke the task: the screen then waits for it to go on (`ScreenTasks`).
    private(set) var wokeOnTime = false

    func start(on clock: GraphClock, seconds: Double, _ continuation: CheckedContinuation<Void, any Error>) {
        self.continuation = continuation
        let id = clock.schedule(after: max(0, seconds), repeating: false, { [self] in finish(nil) },
                                stopped: { [self] in finish(CancellationError()) })
        timer = (clock, id)
    }

    func finish(_ error: (any Error)?) {
        guard let continuation else { return }
        self.continuation = nil
        if let timer { timer.clock.cancel(timer.id) }
        timer = nil
        if let error {
            continuation.resume(throwing: error)
        } else {
            wokeOnTime = true
            ScreenTasks.expectResumption()
            continuation.resume()
        }
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends the task for `duration` on the reader's clock when a screen's code started it
    /// (`.task`, a `Task {}` in an action): it wakes when the session's time has passed it.
    /// Cancelling the task, or closing its screen, wakes it with `CancellationError`. Anywhere
    /// else it sleeps on the continuous clock. Isolated to the main actor, where screens run, so
    /// a screen's task goes to sleep and wakes without leaving it: in the command-line tools the
    /// task goes on at the timer's moment on the clock (see `ScreenTasks`).
    @MainActor
    public static func sleep(for duration: Duration) async throws {
        let (seconds, attoseconds) = duration.components
        try await sleepOnReadersClock(seconds: Double(seconds) + Double(attoseconds) / 1e18, orElse: duration)
    }

    /// `sleep(for:)` in nanoseconds.
    @MainActor
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleepOnReadersClock(seconds: Double(duration) / 1e9, orElse: .nanoseconds(duration))
    }

    @MainActor
    private static func sleepOnReadersClock(seconds: Double, orElse duration: Duration) async throws {
        // Only a task a screen's code started: code outside any screen (a test waiting for
        // something) sleeps for real, never on whichever screen ran last.
        guard let clock = GraphClock.scopedCurrent else {
            try await Task<Never, Never>.sleep(for: duration, tolerance: nil, clock: ContinuousClock())
            return
        }
        try Task<Never, Never>.checkCancellation()
        let sleeper = ClockSleeper()
        defer { if sleeper.wokeOnTime { ScreenTasks.resumed() } }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                sleeper.start(on: clock, seconds: seconds, continuation)
            }
        } onCancel: {
            Task<Void, Never> { @MainActor in sleeper.finish(Swift.CancellationError()) }
        }
    }
}
