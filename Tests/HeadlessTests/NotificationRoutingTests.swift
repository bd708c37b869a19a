import Accessibility
import Headless
import ScreenReader
import Testing
import TermUI

/// A post reaches the reader of the screen whose code posted it, and no other: the graph that
/// runs the app's code is where a post goes, not a list of readers kept for the process.
@MainActor
struct NotificationRoutingTests {
    private struct Saving: View {
        let name: String
        var body: some View {
            Button("Save \(name)") { AccessibilityNotification.Announcement("\(name) saved").post() }
        }
    }

    private struct Ticking: View {
        @State private var timer: Timer?
        var body: some View {
            Text("Clock")
                .onAppear {
                    timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
                        AccessibilityNotification.Announcement("Tick").post()
                    }
                }
        }
    }

    private struct Loading: View {
        let name: String
        var body: some View {
            Text(name).task {
                await Task.yield()
                AccessibilityNotification.Announcement("\(name) loaded").post()
            }
        }
    }

    /// A task that, after it awaited, schedules a timer whose block posts.
    private struct LoadingThenTicking: View {
        @State private var timer: Timer?
        var body: some View {
            Text("Clock").task {
                await Task.yield()
                timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
                    AccessibilityNotification.Announcement("Tick").post()
                }
            }
        }
    }

    private func texts(_ utterances: [Utterance]) -> [String] { utterances.map(\.text) }

    @Test("with two sessions open, a post from one screen's action reaches only its own reader")
    func postsStayWithTheirScreen() {
        let first = ScreenSession(Saving(name: "Draft"), name: "first")
        let second = ScreenSession(Saving(name: "Photo"), name: "second")
        first.appear()
        second.appear()
        let heardBySecond = second.transcript.count
        #expect(texts(first.perform(.activate)) == ["Draft saved"])
        #expect(second.transcript.count == heardBySecond)
        #expect(!texts(second.transcript).contains("Draft saved"))
        #expect(texts(second.perform(.activate)) == ["Photo saved"])
        #expect(!texts(first.transcript).contains("Photo saved"))
    }

    @Test("a timer's post reaches the reader of the screen whose clock fired it, not the newest reader")
    func timerPostsStayWithTheirScreen() {
        let ticking = ScreenSession(Ticking(), name: "ticking")
        ticking.appear()
        let other = ScreenSession(Saving(name: "Draft"), name: "other")
        other.appear()
        #expect(texts(ticking.perform(.wait(seconds: 3))) == ["Tick"])
        #expect(!texts(other.transcript).contains("Tick"))
    }

    @Test("a task's post, made after it awaited, reaches the reader of the screen that started it")
    func taskPostsStayWithTheirScreen() async {
        let first = ScreenSession(Loading(name: "Inbox"), name: "first")
        first.appear()
        let second = ScreenSession(Loading(name: "Photos"), name: "second")
        second.appear()
        for _ in 0..<20 { await Task.yield() }
        #expect(texts(first.transcript).contains("Inbox loaded"))
        #expect(!texts(first.transcript).contains("Photos loaded"))
        #expect(texts(second.transcript).contains("Photos loaded"))
        #expect(!texts(second.transcript).contains("Inbox loaded"))
    }

    @Test("a timer a task schedules after it awaited runs on its own screen's clock and posts to its reader")
    func taskTimerStaysWithItsScreen() async {
        let ticking = ScreenSession(LoadingThenTicking(), name: "ticking")
        ticking.appear()
        // The newer screen ran app code last.
        let other = ScreenSession(Saving(name: "Draft"), name: "other")
        other.appear()
        for _ in 0..<20 { await Task.yield() }
        #expect(texts(other.perform(.wait(seconds: 3))).isEmpty)
        #expect(texts(ticking.perform(.wait(seconds: 3))) == ["Tick"])
    }

    @Test("a post made while no screen runs app code goes nowhere")
    func postOutsideAppCodeIsDropped() {
        let session = ScreenSession(Saving(name: "Draft"), name: "screen")
        session.appear()
        let count = session.transcript.count
        AccessibilityNotification.Announcement("Nobody hears this").post()
        #expect(session.transcript.count == count)
        #expect(AccessibilityNotificationScope.currentObserver == nil)
    }

    @Test("a closed session's graph and reader are freed without unregistering anything")
    func closedSessionIsFreed() {
        weak var graph: ViewGraph?
        weak var reader: ScreenReader?
        do {
            let session = ScreenSession(Saving(name: "Draft"), name: "screen")
            session.appear()
            session.perform(.activate)
            graph = session.graph
            reader = session.reader
        }
        #expect(graph == nil)
        #expect(reader == nil)
        // A post after the screen is gone reaches nobody and fails nothing.
        AccessibilityNotification.Announcement("Too late").post()
    }

    @Test("opening the next screen frees the last one's graph and reader")
    func openedScreensAreFreed() throws {
        let session = ScreenSession(Saving(name: "Draft"), name: "screen")
        weak let graph = session.graph
        weak let reader = session.reader
        try session.open("screen")
        #expect(graph == nil)
        #expect(reader == nil)
        #expect(texts(session.perform(.activate)) == ["Draft saved"])
    }
}
