import Accessibility
@testable import Headless
import ScreenReader
import TermUI
import Testing

/// Assistive technologies sit beside VoiceOver's reader on a session as peers: each keeps its
/// own state, and the session tells each one when the tree changes and when a screen opens.
@MainActor
struct AssistiveTechnologyPeerTests {
    /// A technology of the test's own: records what it was told, and can ask the clock to wake.
    final class Recorder: AssistiveTechnology {
        var trees: [AccessibilityTree] = []
        var screensOpened = 0
        var due: Double?
        func treeDidChange(in session: ScreenSession) { trees.append(session.tree) }
        func screenDidChange(in session: ScreenSession) { screensOpened += 1 }
        var secondsUntilNextStep: Double? { due }
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count \(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    @Test("""
        an attached technology is told of the tree after each reader command, a resize and a setting, and of each \
        screen opened; its state is its own and the tree it is told of is the reader's
        """)
    func attachedTechnologyIsToldOfChanges() throws {
        let session = ScreenSession(Counter())
        session.appear()
        let recorder = Recorder()
        session.attach(recorder)
        session.attach(recorder)  // once only
        #expect(session.assistiveTechnologies.filter { $0 === recorder }.count == 1)
        #expect(recorder.trees.count == 1)

        session.perform(.next)
        session.perform(.activate)
        #expect(recorder.trees.count == 3)
        #expect(recorder.trees.last?.allElements.contains { $0.label == "Count 1" } == true)
        #expect(recorder.trees.last?.isSameSnapshot(as: session.tree) == true)

        session.resize(columns: 60, rows: 30)
        var settings = session.environmentOverrides
        settings.dynamicTypeSize = .xxxLarge
        session.environmentOverrides = settings
        #expect(recorder.trees.count == 5)

        try session.open("screen")
        #expect(recorder.screensOpened == 1)
    }

    @Test("an attached technology's next step bounds when the session next has something due on its clock")
    func attachedTechnologyWakesTheClock() {
        let session = ScreenSession(Counter())
        session.appear()
        session.perform(.wait(seconds: 60))
        #expect(session.secondsUntilNextEvent == nil)
        let recorder = Recorder()
        recorder.due = 2.5
        session.attach(recorder)
        #expect(session.secondsUntilNextEvent == 2.5)
    }

    @Test("Voice Control and Switch Control are peers the session holds from the start, and a new screen resets what pointed at the old one's elements")
    func builtInPeers() throws {
        let session = ScreenSession(Counter())
        session.appear()
        #expect(session.assistiveTechnologies.count == 2)
        #expect(session.assistiveTechnologies.contains { $0 === session.voiceControlPeer })
        #expect(session.assistiveTechnologies.contains { $0 === session.switchControlPeer })
        session.say("show numbers")
        session.say("tap Add")
        #expect(session.voiceControl.overlay == .numbers)
        session.performSwitch(.start(.manual, interval: 1))
        session.performSwitch(.next)
        #expect(session.switchControl != nil)
        try session.open("screen")
        // The user's choices stay; the scanner starts over on the new screen.
        #expect(session.voiceControl.overlay == .numbers)
        #expect(session.switchControl?.scanning == .manual)
    }
}
