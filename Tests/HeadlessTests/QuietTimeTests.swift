import Testing
@testable import Headless
@testable import TermUI

/// Time that passes with nothing due in it (the explorer's frames of an animation) passes
/// without a reader command: the clocks move on and nothing runs. With anything due (a timer,
/// speech ending), it is refused and a wait is needed, so a quiet pass never skips what a wait
/// would do.
@Suite("Quiet time")
@MainActor
struct QuietTimeTests {
    struct Ticking: View {
        @State private var count = 0
        @State private var timer: TermUI.Timer?
        var body: some View {
            Text("Ticks: \(count)")
                .onAppear { timer = TermUI.Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in count += 1 } }
        }
    }

    @Test("nothing due: the clocks move on, nothing is compared or said; a timer due inside the time refuses it")
    func quietTimeIsRefusedWhenSomethingIsDue() throws {
        let session = ScreenSession(Ticking(), name: "ticking")
        session.appear()
        // Past the speech of the last tick (the label is focused and its change is spoken as
        // the wait ends).
        session.perform(.wait(seconds: 30))
        session.perform(.wait(seconds: 1))
        #expect(session.reader.secondsUntilSpeechEnds == nil)
        let due = try #require(session.secondsUntilNextEvent)
        #expect(due == session.graph.secondsUntilNextTimer)
        let said = session.transcript.count, compared = session.reader.changesCompared
        let before = session.graph.clock.now
        #expect(session.tree.allElements.contains { $0.label == "Ticks: 6" })
        #expect(due > 1)
        #expect(session.passQuietly(due / 2))
        #expect(session.graph.clock.now == before + due / 2)
        #expect(session.tree.allElements.contains { $0.label == "Ticks: 6" })
        #expect(session.transcript.count == said)
        #expect(session.reader.changesCompared == compared)
        // The timer is due inside the time: a quiet pass through it is refused.
        #expect(!session.passQuietly(due))
        #expect(session.graph.clock.now == before + due / 2)
        session.perform(.wait(seconds: due))
        #expect(session.tree.allElements.contains { $0.label == "Ticks: 7" })
    }

    @Test("speech ending inside the time refuses it (the wait hears it out); time before the end passes, the speech going on")
    func speechRefusesQuietTime() throws {
        let session = ScreenSession(Text("A sentence long enough to take a while to say"), name: "speech")
        session.appear()
        session.perform(.next)
        let ends = try #require(session.reader.secondsUntilSpeechEnds)
        #expect(!session.passQuietly(ends + 1))
        #expect(session.passQuietly(ends / 2))
        let left = try #require(session.reader.secondsUntilSpeechEnds)
        #expect(abs(left - ends / 2) < 1e-9)
    }
}
