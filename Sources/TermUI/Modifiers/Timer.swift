import Foundation

/// A timer with Foundation's API for the code a screen runs.
///
/// Foundation's `Timer` needs a run loop, and a screen in Rotor runs on the graph's
/// deterministic clock instead: a timer scheduled while a graph evaluates bodies, runs
/// lifecycle actions or runs an action the reader performed is due on that graph's clock and
/// fires when the session advances time (`ViewGraph.advanceTime(by:)`). Scheduled anywhere
/// else, it falls back to a Foundation timer on the main run loop.
///
/// TermUI imports Foundation, so in a file that imports both, `Timer` means this type;
/// `Foundation.Timer` still names Foundation's.
@MainActor
public final class Timer {
    public let timeInterval: TimeInterval
    public var tolerance: TimeInterval = 0
    public var userInfo: Any?
    public private(set) var isValid = true
    private let repeats: Bool
    /// Dropped when the timer is invalidated, as Foundation's timer releases its target: the
    /// block often captures the view whose state holds the timer.
    private var block: (@MainActor (Timer) -> Void)?
    private weak var clock: GraphClock?
    private var clockID: Int?
    private var runLoopTimer: Foundation.Timer?

    private init(interval: TimeInterval, repeats: Bool, userInfo: Any?, block: @escaping @MainActor (Timer) -> Void) {
        timeInterval = interval
        self.repeats = repeats
        self.userInfo = userInfo
        self.block = block
    }

    /// Schedules a timer that calls `block` after `interval` seconds, and every `interval`
    /// seconds after that when `repeats`.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping @MainActor (Timer) -> Void) -> Timer {
        let timer = Timer(interval: interval, repeats: repeats, userInfo: nil, block: block)
        timer.schedule()
        return timer
    }

    private func schedule() {
        // Foundation clamps non-positive intervals to 0.1 ms; a zero interval would never
        // leave the clock's loop.
        let interval = max(timeInterval, 0.0001)
        if let clock = GraphClock.current {
            self.clock = clock
            // The clock keeps a scheduled timer alive, as a run loop does, until it is invalidated.
            clockID = clock.schedule(after: interval, repeating: repeats, { self.fireFromSchedule() },
                                     stopped: { [weak self] in self?.invalidate() })
        } else {
            runLoopTimer = Foundation.Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats) { _ in
                MainActor.assumeIsolated { self.fireFromSchedule() }
            }
        }
    }

    private func fireFromSchedule() {
        guard isValid, let block else { return }
        if !repeats { isValid = false; clockID = nil; self.block = nil }
        block(self)
    }

    /// Calls the block now; a repeating timer keeps its schedule.
    public func fire() {
        guard isValid, let block else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer; it never fires again.
    public func invalidate() {
        isValid = false
        block = nil
        if let clockID { clock?.cancel(clockID) }
        clockID = nil
        runLoopTimer?.invalidate()
        runLoopTimer = nil
    }
}
