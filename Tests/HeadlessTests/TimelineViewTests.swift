import Foundation
import Headless
import Testing
import TermUI

/// `TimelineView` shows its content for the dates of its schedule, on the screen's clock: a
/// fixed date in tests, moved only by `wait`.
@MainActor
struct TimelineViewTests {
    static let start = ViewGraph.defaultStartDate

    /// "09:00:05" for a date, in UTC, so the test reads the same in every time zone.
    static func clock(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return String(format: "%02d:%02d:%02d", parts.hour!, parts.minute!, parts.second!)
    }

    /// Counts how often a timeline's content is made.
    final class Counter { var count = 0 }

    @Test("a periodic schedule shows its content again each interval; waiting hears the new time")
    func periodicSchedule() {
        struct Clock: View {
            var body: some View {
                TimelineView(.periodic(from: TimelineViewTests.start, by: 1)) { context in
                    Text("Time \(TimelineViewTests.clock(context.date))")
                }
            }
        }
        let reader = ScreenReaderSession(Clock())
        #expect(reader.next() == ["Time 09:00:00"])
        // The focused element's label changed: VoiceOver says it.
        #expect(reader.wait(2.5) == ["Time 09:00:02"])
        #expect(reader.focused == "Time 09:00:02")
        reader.wait(0.5)
        #expect(reader.first() == ["Time 09:00:03"])
    }

    @Test("headless, a periodic schedule from .now runs from the screen's date when the view appears: waiting hears the new time")
    func periodicFromNowHeadless() {
        struct Clock: View {
            var body: some View {
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text("Time \(TimelineViewTests.clock(context.date))")
                }
            }
        }
        let reader = ScreenReaderSession(Clock())
        #expect(reader.next() == ["Time 09:00:00"])
        #expect(reader.wait(2.5) == ["Time 09:00:02"])
        // A start far from the machine's present is kept as written: still to come, the view
        // shows the screen's date and waits for it.
        struct Later: View {
            var body: some View {
                TimelineView(.periodic(from: TimelineViewTests.start.addingTimeInterval(3600), by: 1)) { context in
                    Text("Later \(TimelineViewTests.clock(context.date))")
                }
            }
        }
        let later = ScreenReaderSession(Later())
        later.wait(5)
        #expect(later.element(labeled: "Later 09:00:00") != nil)
    }

    @Test("the headless clock starts at 2026-01-01 09:00:00 UTC unless the session is given a date")
    func startDate() {
        struct Now: View {
            var body: some View {
                TimelineView(.everyMinute) { context in Text("Now \(TimelineViewTests.clock(context.date))") }
            }
        }
        #expect(ScreenReaderSession(Now()).element(labeled: "Now 09:00:00") != nil)
        let later = ISO8601DateFormatter().date(from: "2026-03-01T17:45:30Z")!
        let reader = ScreenReaderSession(Now(), date: later)
        // Every minute: the context's date is the start of the current minute.
        #expect(reader.element(labeled: "Now 17:45:00") != nil)
        reader.wait(29)
        #expect(reader.element(labeled: "Now 17:45:00") != nil)
        reader.wait(1)
        #expect(reader.element(labeled: "Now 17:46:00") != nil)
        #expect(reader.session.date == later.addingTimeInterval(30))
    }

    @Test("a long interval costs one update when its date comes, not one a tick: the timer is set for the next date")
    func updatesOnlyAtEntries() {
        let counter = Counter()
        struct Hourly: View {
            let counter: Counter
            var body: some View {
                TimelineView(.periodic(from: TimelineViewTests.start, by: 3600)) { context in
                    counter.count += 1
                    return Text("Hour \(TimelineViewTests.clock(context.date))")
                }
            }
        }
        let reader = ScreenReaderSession(Hourly(counter: counter))
        #expect(counter.count == 1)
        for _ in 0..<10 { reader.wait(1) }
        #expect(counter.count == 1)
        #expect(reader.session.graph.secondsUntilNextTimer == 3590)
        reader.wait(3590)
        #expect(reader.element(labeled: "Hour 10:00:00") != nil)
        #expect(counter.count == 2)
    }

    @Test("an explicit schedule shows the current date until its first date, each date when it comes, then stays")
    func explicitSchedule() {
        struct Steps: View {
            var body: some View {
                TimelineView(.explicit([TimelineViewTests.start.addingTimeInterval(5),
                                        TimelineViewTests.start.addingTimeInterval(10)])) { context in
                    Text("Step \(TimelineViewTests.clock(context.date))")
                }
            }
        }
        let reader = ScreenReaderSession(Steps())
        #expect(reader.element(labeled: "Step 09:00:00") != nil)
        reader.wait(5)
        #expect(reader.element(labeled: "Step 09:00:05") != nil)
        reader.wait(20)
        #expect(reader.element(labeled: "Step 09:00:10") != nil)
        #expect(reader.session.graph.secondsUntilNextTimer == nil, "no dates left: no timer")
        // Dates all in the past: the last one is shown.
        struct Past: View {
            var body: some View {
                TimelineView(.explicit([TimelineViewTests.start.addingTimeInterval(-60),
                                        TimelineViewTests.start.addingTimeInterval(-30)])) { context in
                    Text("Past \(TimelineViewTests.clock(context.date))")
                }
            }
        }
        #expect(ScreenReaderSession(Past()).element(labeled: "Past 08:59:30") != nil)
    }

    @Test("a periodic schedule that starts later shows the current date until it starts")
    func periodicStartingLater() {
        struct Later: View {
            var body: some View {
                TimelineView(.periodic(from: TimelineViewTests.start.addingTimeInterval(90), by: 60)) { context in
                    Text("At \(TimelineViewTests.clock(context.date))")
                }
            }
        }
        let reader = ScreenReaderSession(Later())
        reader.wait(30)
        #expect(reader.element(labeled: "At 09:00:00") != nil, "made once, at the current date")
        reader.wait(60)
        #expect(reader.element(labeled: "At 09:01:30") != nil)
        reader.wait(75)
        #expect(reader.element(labeled: "At 09:02:30") != nil)
    }

    @Test("an animation schedule updates every frame or minimum interval, not while paused; the cadence is live")
    func animationSchedule() {
        struct Pulse: View {
            let paused: Bool
            var body: some View {
                TimelineView(.animation(minimumInterval: 0.5, paused: paused)) { context in
                    let elapsed = context.date.timeIntervalSince(TimelineViewTests.start)
                    Text(verbatim: "Pulse \(elapsed), \(context.cadence == .live ? "live" : "slower")")
                }
            }
        }
        let reader = ScreenReaderSession(Pulse(paused: false))
        #expect(reader.element(labeled: "Pulse 0.0, live") != nil)
        reader.wait(1.2)
        #expect(reader.element(labeled: "Pulse 1.0, live") != nil)
        let paused = ScreenReaderSession(Pulse(paused: true))
        paused.wait(1.2)
        #expect(paused.element(labeled: "Pulse 0.0, live") != nil)
        #expect(paused.session.graph.secondsUntilNextTimer == nil)
        struct Frames: View {
            var body: some View {
                TimelineView(.animation) { context in Text("Frame \(Int((context.date.timeIntervalSince(TimelineViewTests.start) * 60).rounded()))") }
            }
        }
        let frames = ScreenReaderSession(Frames())
        frames.wait(0.5)
        #expect(frames.element(labeled: "Frame 30") != nil, "60 frames a second")
    }

    @Test("a walkthrough waits and hears the new time")
    func walkthroughHearsTheTime() throws {
        struct Clock: View {
            var body: some View {
                TimelineView(.periodic(from: TimelineViewTests.start, by: 60)) { context in
                    Text("It is \(TimelineViewTests.clock(context.date))")
                }
            }
        }
        let registry = ScreenRegistry([ScreenDescriptor(name: "clock", summary: "a clock") { _ in AnyView(Clock()) }])
        let script = try WalkthroughScript(parsing: """
            screen clock
            expect "It is 09:00:00"
            wait 60
            first
            expect "It is 09:01:00"
            """)
        let result = WalkthroughRunner(registry: registry).run(script)
        #expect(result.passed, "\(result.failures)")
        let runner = WalkthroughRunner(registry: registry)
        runner.date = ISO8601DateFormatter().date(from: "2026-06-01T12:30:00Z")!
        let later = runner.run(try WalkthroughScript(parsing: "screen clock\nexpect \"It is 12:30:00\""))
        #expect(later.passed, "\(later.failures)")
    }
}
