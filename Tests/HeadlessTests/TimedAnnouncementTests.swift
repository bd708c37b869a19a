import Headless
import Testing
import TermUI

/// A timer's announcement inside a wait is spoken when the timer fires, not when the wait ends.
@MainActor
struct TimedAnnouncementTests {
    /// Announces "Upload started" 1 s after it appears and "Upload finished" 3 s after.
    private struct Upload: View {
        var body: some View {
            Text("Uploading")
                .onAppear {
                    TermUI.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                        AccessibilityNotification.Announcement("Upload started").post()
                    }
                    TermUI.Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { _ in
                        AccessibilityNotification.Announcement("Upload finished").post()
                    }
                }
        }
    }

    @Test("announcements posted by timers inside one wait are each spoken as their timer fires: the first ends before the second starts")
    func spokenWhenTheTimerFires() {
        let reader = ScreenReaderSession(Upload())
        reader.next()
        #expect(reader.wait(5) == ["Upload started", "Upload finished"])
        let announcements = reader.session.transcript.suffix(2)
        #expect(announcements.map(\.text) == ["Upload started", "Upload finished"])
        #expect(announcements.allSatisfy { !$0.wasCutOff }, "2 s apart, neither cuts the other off")
        #expect(!reader.session.reader.isSpeaking, "the last was said at 3 s and has ended by 5 s")
    }

    @Test("a wait that ends before the timer says nothing; the wait the timer fires in says it")
    func spokenInTheWaitItFiresIn() {
        let reader = ScreenReaderSession(Upload())
        reader.next()
        #expect(reader.wait(0.5).isEmpty)
        #expect(reader.wait(1) == ["Upload started"])
        #expect(reader.session.reader.currentTime == 1.5)
    }

    @Test("a script's wait shows each timer's announcement and the clock ends where the wait does")
    func scriptTranscript() throws {
        let registry = ScreenRegistry([ScreenDescriptor(name: "upload", summary: "two timed announcements") { _ in AnyView(Upload()) }])
        let script = try WalkthroughScript(parsing: "screen upload\nwait 5\nexpect \"Upload started\"\nexpect \"Upload finished\"\n")
        let runner = WalkthroughRunner(registry: registry)
        let result = runner.run(script)
        #expect(result.passed)
        #expect(runner.session?.reader.currentTime == 5)
        #expect(runner.session?.transcript.suffix(2).contains { $0.wasCutOff } == false)
    }
}

/// What a view posts from `onChange` when a timer changed the state it watches is heard at
/// the timer's moment, in order with what timers post directly.
@MainActor
struct ChangeWatcherAnnouncementTests {
    /// A one-second step counter; the view announces steps 1 and 3 from `onChange`, and a
    /// timer of its own posts "Halfway" at 2.5 s.
    private struct Steps: View {
        @State private var step = 0
        var body: some View {
            Text("Steps")
                .onAppear {
                    TermUI.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in step += 1 }
                    TermUI.Timer.scheduledTimer(withTimeInterval: 2.5, repeats: false) { _ in
                        AccessibilityNotification.Announcement("Halfway").post()
                    }
                }
                .onChange(of: step) { _, step in
                    if step == 1 || step == 3 { AccessibilityNotification.Announcement("Step \(step)").post() }
                }
        }
    }

    @Test("onChange announcements a timer's change causes are spoken at their time, each in order, none cut off")
    func spokenWhenTheStateChanges() {
        let reader = ScreenReaderSession(Steps())
        reader.next()
        #expect(reader.wait(5) == ["Step 1", "Halfway", "Step 3"])
        let heard = reader.session.transcript.suffix(3)
        #expect(heard.allSatisfy { !$0.wasCutOff }, "each is said before the next is posted")
        #expect(reader.session.reader.currentTime == 5)
    }

    @Test("a wait that ends before the change says nothing; the wait it happens in says it")
    func spokenInTheWaitItHappensIn() {
        let reader = ScreenReaderSession(Steps())
        reader.next()
        #expect(reader.wait(0.5).isEmpty)
        #expect(reader.wait(0.75) == ["Step 1"])
        #expect(reader.wait(2) == ["Halfway", "Step 3"])
    }
}
