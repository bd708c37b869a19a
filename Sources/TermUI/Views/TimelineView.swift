import Foundation

/// A mode of operation for timeline schedules, with SwiftUI's names. A screen in a terminal
/// is always in front, so a `TimelineView` asks for `.normal`.
public enum TimelineScheduleMode: Hashable, Sendable {
    case normal
    case lowFrequency
}

/// A sequence of dates at which a `TimelineView` shows its content again, as in SwiftUI.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from around `startDate`, in increasing order. An entry before `startDate`
    /// is what the view shows at `startDate`.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// Every `interval` seconds, in step with its start date: `.periodic(from:by:)`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    /// The dates a periodic schedule gives: each computed from its index, so no error adds up.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Date
        let interval: TimeInterval
        var index: Int
        let last: Int

        public mutating func next() -> Date? {
            guard index <= last else { return nil }
            defer { index += 1 }
            return start.addingTimeInterval(Double(index) * interval)
        }
    }

    /// From the start of the interval `startDate` falls in; from the schedule's own start when
    /// that is later (the view shows the current date until then). A non-positive or
    /// non-finite interval gives the start date alone.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, interval.isFinite else { return Entries(start: start, interval: 0, index: 0, last: 0) }
        let elapsed = startDate.timeIntervalSince(start) / interval
        let first = elapsed.isFinite ? Int(max(0, min(elapsed.rounded(.down), Double(Int.max / 2)))) : 0
        return Entries(start: start, interval: interval, index: first, last: Int.max - 1)
    }
}

/// At the start of every minute: `.everyMinute`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var minute: Double

        public mutating func next() -> Date? {
            defer { minute += 60 }
            return Date(timeIntervalSinceReferenceDate: minute)
        }
    }

    /// From the start of the minute `startDate` falls in.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(minute: (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    }
}

/// As often as the screen is redrawn, or every `minimumInterval` seconds:
/// `.animation(minimumInterval:paused:)`. A terminal has no display refresh of its own; with
/// no interval given the view is shown again every 1/60 s, a 60 Hz display's frame. The frames
/// fall on a fixed grid of the interval (counted from the reference date), so a headless run
/// shows the same dates however its waits are cut. Paused, it stays as it is.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The frame interval when none is asked for.
    static let frameInterval = 1.0 / 60

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let interval: Double
        var frame: Double
        let isPaused: Bool

        public mutating func next() -> Date? {
            guard !isPaused else { return nil }
            defer { frame += 1 }
            return Date(timeIntervalSinceReferenceDate: frame * interval)
        }
    }

    /// From the frame `startDate` falls in; nothing while paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let asked = minimumInterval.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        let interval = max(asked ?? Self.frameInterval, Self.frameInterval)
        return Entries(interval: interval, frame: (startDate.timeIntervalSinceReferenceDate / interval).rounded(.down),
                       isPaused: paused)
    }
}

/// At the dates given, then never again: `.explicit(_:)`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) { self.dates = dates }

    /// The dates given, whatever the start date.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds, in step with `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as the screen is redrawn.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// At most every `minimumInterval` seconds (every frame when nil); nothing while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// At each of `dates`, then never again.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// A view that shows its content again at the dates of a schedule, as SwiftUI's does. The
/// dates are the screen's clock's (`ViewGraph.date`): a fixed date that moves only with a
/// script's `wait` in headless runs, the wall clock in the terminal app. The content is made
/// again when the schedule's next date is reached, not on every tick of the clock.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// What the content is made for: the schedule's date that brought the update, and how
    /// often updates come.
    public struct Context {
        /// How often a timeline updates, slowest last. A terminal screen is always in front,
        /// so it is `.live`.
        public enum Cadence: Comparable, Hashable, Sendable {
            case live
            case seconds
            case minutes
        }

        /// The schedule's entry that brought this update: the latest one not after the
        /// screen's date, or the screen's date itself when every entry is still to come.
        public let date: Date
        public let cadence: Cadence
    }
}

/// The context every `TimelineView` hands its content, as in SwiftUI.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let schedule = self.schedule
        let periodic = schedule as? PeriodicTimelineSchedule
        return TimelineBody(entries: { start, anchor in
            // A periodic schedule anchored at the machine's present runs from `anchor` instead
            // (see `TimelineBody.anchor`).
            if let periodic, let anchor {
                return AnyIterator(PeriodicTimelineSchedule(from: anchor, by: periodic.interval)
                    .entries(from: start, mode: .normal).makeIterator())
            }
            return AnyIterator(schedule.entries(from: start, mode: .normal).makeIterator())
        }, machineAnchor: periodic?.start, content: content)
    }
}

/// The timer a timeline view keeps on its screen's clock, for its next date.
@MainActor
final class TimelineUpdate {
    private weak var clock: GraphClock?
    private var timerID: Int?
    private var due: Date?
    /// The screen's date when the view first appeared: where a schedule anchored at the
    /// machine's present starts on a screen whose clock keeps its own date.
    var firstScreenDate: Date?

    /// Wakes `node` at `next`, unless a timer for that date is already set.
    func schedule(_ next: Date?, now: Date, clock: GraphClock?, node: ViewNode?) {
        if let next, next == due, timerID != nil, clock === self.clock { return }
        cancel()
        guard let next, let clock else { return }
        self.clock = clock
        due = next
        timerID = clock.schedule(after: max(0, next.timeIntervalSince(now)), repeating: false) { [weak self, weak node] in
            self?.timerID = nil
            self?.due = nil
            node?.markDirty()
        }
    }

    func cancel() {
        if let timerID { clock?.cancel(timerID) }
        timerID = nil
        due = nil
    }
}

/// The body of a `TimelineView`: picks the entry to show for the screen's date and sets a
/// timer for the next one.
struct TimelineBody<Content: View>: View {
    /// The schedule's entries from a date, with the anchor a periodic schedule runs from
    /// instead of its own start (nil: its own).
    let entries: (Date, Date?) -> AnyIterator<Date>
    /// A periodic schedule's start date, to tell one anchored at the machine's present.
    let machineAnchor: Date?
    let content: (TimelineViewDefaultContext) -> Content
    private let slot = NodeLocal(TimelineUpdate?.none)

    init(entries: @escaping (Date, Date?) -> AnyIterator<Date>, machineAnchor: Date?,
         content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.entries = entries
        self.machineAnchor = machineAnchor
        self.content = content
    }

    /// How far apart the machine's time and the screen's may be and still be one present.
    static var presentTolerance: TimeInterval { 60 }

    /// `.periodic(from: .now, by:)`, the schedule's commonest form, is anchored at the
    /// machine's present. A headless screen's clock keeps its own date (fixed, moved by
    /// `wait`), so that anchor lies months away from it; read as meant, "from now", it is the
    /// screen's date when the view first appeared. Only a start within a minute of the
    /// machine's present on a screen whose date is further from it than that is read so: the
    /// explorer's screens run on the wall clock and keep every anchor as written.
    private func anchor(_ update: TimelineUpdate, now: Date) -> Date? {
        guard let start = machineAnchor else { return nil }
        let machineNow = Date()
        guard abs(start.timeIntervalSince(machineNow)) < Self.presentTolerance,
              abs(now.timeIntervalSince(machineNow)) > Self.presentTolerance else { return nil }
        if update.firstScreenDate == nil { update.firstScreenDate = now }
        return update.firstScreenDate
    }

    /// How many entries one evaluation looks through for the current one; a schedule that
    /// starts further back than this shows the last one looked at.
    static var scanLimit: Int { 100_000 }

    var body: some View {
        let box = slot.box
        let update = box.value ?? TimelineUpdate()
        box.value = update
        if box.isFresh {
            box.isFresh = false
            box.node?.onDisappear.append { update.cancel() }
        }
        let clock = GraphClock.current
        let now = clock?.date ?? Date()
        // An entry within a microsecond of now is due: the clock's seconds and the schedule's
        // dates are added up differently.
        let reached = now.addingTimeInterval(1e-6)
        var shown: Date?
        var next: Date?
        let iterator = entries(now, anchor(update, now: now))
        for _ in 0..<Self.scanLimit {
            guard let entry = iterator.next() else { break }
            if entry <= reached {
                shown = entry
            } else {
                next = entry
                break
            }
        }
        update.schedule(next, now: now, clock: clock, node: box.node)
        return content(TimelineViewDefaultContext(date: shown ?? now, cadence: .live))
    }
}
