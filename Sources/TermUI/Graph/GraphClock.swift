import Accessibility
import Foundation

/// The screen's clock. Time only moves when the session says so, which makes timers (a banner
/// that dismisses itself after 3 seconds) deterministic in scripts and tests.
@MainActor
final class GraphClock {
    /// Seconds since the screen opened.
    private(set) var now: Double = 0
    /// The date the clock started at: a fixed date in headless runs, so what a `TimelineView`
    /// shows is the same on every run; the wall clock's in the terminal app.
    var startDate = ViewGraph.defaultStartDate
    /// The screen's date: its start date plus the time that has passed on this clock.
    var date: Date { startDate.addingTimeInterval(now) }
    /// The device of the screen this clock belongs to (`ViewGraph.idiom`), for
    /// `UIDevice.current` in code running in the clock's scope. The clock keeps no reference
    /// to its graph: it may outlive it (a timer's task still holds it).
    var idiom: UIUserInterfaceIdiom = .phone
    /// The size of that screen in points (`ViewGraph.size`), for `UIScreen.main.bounds`.
    var screenSize: CGSize = .zero
    /// That screen's environment (appearance, contrast, the accessibility settings), for
    /// UIKit's `UIAccessibility.is…Enabled` and `UITraitCollection.current`.
    var environment = EnvironmentValues()
    /// Whether the screen's code ever read its Dynamic Type size (`ViewGraph.hasReadDynamicTypeSize`).
    var hasReadDynamicTypeSize: Bool { reads.dynamicTypeSize.withLock { $0 } }
    /// What the screen's code read, noted from wherever the read happens: an environment's
    /// getter is not isolated to any actor.
    fileprivate nonisolated let reads = Reads()
    fileprivate final class Reads: Sendable {
        let dynamicTypeSize = Locked(false)
    }
    /// Notes a read on the clock of the screen whose code runs now (its scope, task-local);
    /// a read outside every screen's code is no screen's.
    nonisolated static func noteDynamicTypeSizeRead() {
        ClockScope.reference?.reads.dynamicTypeSize.withLock { $0 = true }
    }
    private var timers: [(id: Int, due: Double, interval: Double?, action: @MainActor () -> Void,
                          stopped: (@MainActor () -> Void)?)] = []
    private var nextID = 0

    /// The clock of the code running now, held weakly (`ClockScope`), with its notes of reads.
    @MainActor
    fileprivate final class Reference {
        weak var clock: GraphClock?
        nonisolated let reads: Reads
        init(_ clock: GraphClock) { self.clock = clock; reads = clock.reads }
    }
    /// The clock of the graph that last ran the app's code: for code that runs outside any
    /// graph's scope (a reader over a graph driven without its session), timers it schedules
    /// belong to that screen, unless it was closed: then they are nobody's screen's.
    private static weak var lastUsed: GraphClock?
    /// The clock of the screen whose code runs now, or that started the running task; nil
    /// outside any screen's code.
    static var scopedCurrent: GraphClock? { ClockScope.reference?.clock }
    static var current: GraphClock? {
        if let scoped = ClockScope.reference?.clock { return scoped }
        guard let lastUsed, !lastUsed.isStopped else { return nil }
        return lastUsed
    }

    /// Work to run after the graph's bodies are evaluated (onAppear, onChange), in order.
    private(set) var afterUpdate: [@MainActor () -> Void] = []
    func runAfterUpdate(_ action: @escaping @MainActor () -> Void) {
        guard !isStopped else { return }
        afterUpdate.append(action)
    }
    func takeAfterUpdate() -> [@MainActor () -> Void] {
        defer { afterUpdate = [] }
        return afterUpdate
    }

    static func withCurrent<T>(_ clock: GraphClock, _ body: () throws -> T) rethrows -> T {
        lastUsed = clock
        return try ClockScope.$reference.withValue(Reference(clock), operation: body)
    }

    @discardableResult
    func schedule(after seconds: Double, repeating: Bool, _ action: @escaping @MainActor () -> Void,
                  stopped: (@MainActor () -> Void)? = nil) -> Int {
        nextID += 1
        guard !isStopped else { stopped?(); return nextID }
        timers.append((nextID, now + seconds, repeating ? seconds : nil, action, stopped))
        return nextID
    }

    /// When the next timer is due, on this clock; nil with no timer scheduled.
    var nextDue: Double? {
        // Asked at every wake of the explorer: no array made.
        var earliest: Double?
        for index in timers.indices where timers[index].due < (earliest ?? .infinity) { earliest = timers[index].due }
        return earliest
    }

    func cancel(_ id: Int) { timers.removeAll { $0.id == id } }

    /// The screen closed: no timer fires again and pending work is dropped, with whatever
    /// the closures held.
    func stop() {
        isStopped = true
        let stopped = timers.compactMap(\.stopped)
        timers.removeAll()
        afterUpdate.removeAll()
        for action in stopped { action() }
    }
    private(set) var isStopped = false

    /// How often one repeating timer fires in one advance; past it, the missed firings are
    /// skipped, as a run loop that falls behind skips them. A script's `wait 1e9` over a
    /// fast timer then returns instead of running for hours.
    static let firingsPerAdvance = 10_000

    /// Timer actions run, over the clock's life: time jumps from one due timer to the next,
    /// so waiting costs this many steps and nothing for the time between them.
    private(set) var firingCount = 0

    /// Moves the clock to `now + seconds`, straight from one due timer to the next: a wait with
    /// no timer due costs nothing whatever its length. Stops early, at the moment of the timer
    /// after whose firing `shouldStop` is true (the app posted something the reader must say
    /// then); returns the seconds passed.
    @discardableResult
    func advance(by seconds: Double, stoppingAfter shouldStop: () -> Bool = { false }) -> Double {
        let start = now
        let end = now + (seconds.isFinite ? max(0, seconds) : 0)
        var firings: [Int: Int] = [:]
        while let index = nextDueIndex(by: end) {
            let timer = timers[index]
            now = timer.due
            firingCount += 1
            if let interval = timer.interval, interval > 0 {
                firings[timer.id, default: 0] += 1
                if firings[timer.id]! >= Self.firingsPerAdvance {
                    timers[index].due += ((end - timer.due) / interval).rounded(.down) * interval + interval
                } else {
                    timers[index].due += interval
                }
            } else {
                timers.remove(at: index)
            }
            timer.action()
            ScreenTasks.appCodeRan()
            // A task the timer woke goes on now, at the timer's moment (the command-line tools).
            ScreenTasks.runWoken()
            if shouldStop() { return now - start }
        }
        now = end
        return end - start
    }

    /// The position of the earliest timer due by `end` (the first scheduled among equals).
    private func nextDueIndex(by end: Double) -> Int? {
        var found: Int?
        for index in timers.indices where timers[index].due <= end {
            if let best = found, timers[best].due <= timers[index].due { continue }
            found = index
        }
        return found
    }
}

/// The clock of the code running now, task-local: a timer scheduled by a task after it
/// awaited lands on the clock of the screen that started the task. Outside the clock's
/// actor, so a read noted from any context finds it.
private enum ClockScope {
    @TaskLocal static var reference: GraphClock.Reference?
}
