import Testing
@testable import TermUI

/// Something a screen's code holds on to, to see when it is let go.
private final class Tracker {}

/// A repeating timer kept in the view's own state, its block capturing the view: the pattern
/// of the WWDC21 notification banner, a cycle through the state unless the timer lets go.
private struct TickingBanner: View {
    let tracker: Tracker
    @State var ticks = 0
    @State var timer: Timer?
    var body: some View {
        Text("Ticks \(ticks)")
            .onAppear {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                    _ = tracker
                    ticks += 1
                }
            }
    }
}

@MainActor
private final class Log {
    var entries: [String] = [] {
        didSet {
            if entries.count >= wanted, let waiting {
                self.waiting = nil
                waiting()
            }
        }
    }
    private var wanted = 0
    private var waiting: (() -> Void)?

    /// The entries once there are `count` of them: returns when the last is logged, however
    /// long a cancelled task takes to be woken, rather than after a guessed number of yields.
    func entries(count: Int) async -> [String] {
        if entries.count < count {
            await withCheckedContinuation { continuation in
                wanted = count
                waiting = { continuation.resume() }
            }
        }
        return entries
    }
}

private struct Leaving: View {
    let log: Log
    var body: some View {
        Text("Here")
            .onDisappear { log.entries.append("disappeared") }
            .task {
                do { try await Task.sleep(for: .seconds(3600)) } catch { log.entries.append("cancelled") }
            }
    }
}

/// A stack whose link pushes a destination holding the tracker. The destination's title reads
/// the environment, which holds the stack's navigator, which holds the path the destination
/// is kept in.
private struct Trips: View {
    let tracker: Tracker
    var body: some View {
        NavigationStack {
            NavigationLink(destination: Text("Baker beach").navigationTitle("Beach").onAppear { _ = tracker }) {
                Text("Open beach")
            }
            .navigationTitle("Trips")
        }
    }
}

/// A place whose view changes type: the old view must go as a removed one does.
private struct Switcher: View {
    let log: Log
    @State private var showsWords = true
    var body: some View {
        VStack {
            Button("Switch") { showsWords.toggle() }
            showsWords
                ? AnyView(Text("Words").onDisappear { log.entries.append("words gone") })
                : AnyView(Color.red.accessibilityLabel("Swatch"))
        }
    }
}

/// The WWDC21 banner's shape: the banner keeps its repeating timer in its own state and stops
/// it in the onDisappear of what it shows; the parent removes the banner with an `if`.
private struct BannerHost: View {
    let made: TimerLog
    @State var isShown = true
    var body: some View {
        VStack {
            Button("Dismiss") { isShown = false }
            if isShown { SelfStoppingBanner(made: made) }
        }
    }
}

@MainActor
private final class TimerLog { var timers: [Timer] = [] }

private struct SelfStoppingBanner: View {
    let made: TimerLog
    @State var timer: Timer?
    var body: some View {
        Text("Banner")
            .onAppear {
                timer = Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { _ in }
                made.timers.append(timer!)
            }
            .onDisappear { timer?.invalidate() }
    }
}

@MainActor
struct ClosingGraphTests {
    @Test("a view replaced at the same place by a view of another type goes: its onDisappear runs, as SwiftUI's identity rules give it a new view")
    func replacedByAnotherTypeDisappears() throws {
        let log = Log()
        let graph = ViewGraph(Switcher(log: log), columns: 20, rows: 3)
        try #require(graph.accessibilityTree().first("Switch")).defaultAction?()
        #expect(graph.accessibilityTree().labels == ["Switch", "Swatch"])
        #expect(log.entries == ["words gone"])
    }

    @Test("a screen, closed or dropped without closing, frees its graph and what its timers held; a closed one's timers never fire again",
          arguments: [true, false])
    func screenFreesTimers(closing: Bool) {
        weak var tracker: Tracker?
        weak var graph: ViewGraph?
        do {
            let held = Tracker()
            tracker = held
            let screen = ViewGraph(TickingBanner(tracker: held), columns: 20, rows: 1)
            graph = screen
            #expect(screen.accessibilityTree().labels == ["Ticks 0"])
            screen.advanceTime(by: 2)
            #expect(screen.accessibilityTree().labels == ["Ticks 2"])
            if closing {
                screen.close()
                screen.advanceTime(by: 5)
                #expect(screen.accessibilityTree().labels == ["Ticks 2"])
            }
        }
        #expect(graph == nil)
        #expect(tracker == nil, "the timer kept in the banner's state, holding that state, let go")
    }

    @Test("a screen, closed or dropped without closing, frees the screen a navigation link pushed, though that screen read the stack's environment",
          arguments: [true, false])
    func screenFreesPushedScreen(closing: Bool) throws {
        weak var tracker: Tracker?
        weak var graph: ViewGraph?
        do {
            let held = Tracker()
            tracker = held
            let screen = ViewGraph(Trips(tracker: held), columns: 30, rows: 6)
            graph = screen
            try #require(screen.accessibilityTree().first("Open beach")).defaultAction?()
            #expect(screen.accessibilityTree().labels.contains("Baker beach"))
            if closing { screen.close() }
        }
        #expect(graph == nil)
        #expect(tracker == nil, "the pushed destination, kept in the stack's path, let go")
    }

    @Test("an invalidated timer lets go of its block, as Foundation's does")
    func invalidatedTimerReleasesBlock() {
        weak var tracker: Tracker?
        var timer: Timer?
        do {
            let held = Tracker()
            tracker = held
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in _ = held }
        }
        #expect(tracker != nil)
        timer?.invalidate()
        #expect(tracker == nil)
    }

    @Test("a timer scheduled outside any screen after the last screen closed is not stopped with that screen")
    func timerAfterAClosedScreen() {
        let graph = ViewGraph(Text("Closed"), columns: 10, rows: 1)
        _ = graph.accessibilityTree()
        graph.close()
        let timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in }
        #expect(timer.isValid)
        timer.invalidate()
    }

    // No time limit: the cancelled task is woken when the main actor is free, which on a busy
    // machine is after the tests ahead of it; the test awaits that event, not a time.
    @Test("closing a screen runs its views' onDisappear and cancels their tasks")
    func closingRunsDisappearAndCancelsTasks() async {
        let log = Log()
        let graph = ViewGraph(Leaving(log: log), columns: 20, rows: 1)
        _ = graph.accessibilityTree()
        graph.close()
        #expect(log.entries == ["disappeared"], "onDisappear runs as the screen closes")
        let entries = await log.entries(count: 2)
        #expect(entries == ["disappeared", "cancelled"])
    }

    @Test("a removed view's onDisappear reads the state it had: a banner stops the timer it kept in its state, as SwiftUI keeps a leaving view's state until its onDisappear has run")
    func disappearingViewReadsItsState() throws {
        let made = TimerLog()
        let graph = ViewGraph(BannerHost(made: made), columns: 20, rows: 3)
        #expect(graph.accessibilityTree().labels == ["Dismiss", "Banner"])
        let timer = try #require(made.timers.first)
        #expect(made.timers.count == 1 && timer.isValid)
        try #require(graph.accessibilityTree().first("Dismiss")).defaultAction?()
        #expect(graph.accessibilityTree().labels == ["Dismiss"])
        #expect(!timer.isValid, "onDisappear found the timer in the banner's state and stopped it")
    }

}
