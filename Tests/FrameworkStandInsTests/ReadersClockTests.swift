import Foundation
import FrameworkStandIns
import Headless
import ScreenReader
import Testing

/// Dispatch's queues and `Task.sleep` run on the reader's clock: work a screen's code sends
/// later runs when the session's time reaches it (a script's `wait`), never by the wall clock.
@MainActor
struct ReadersClockTests {
    private func texts(_ utterances: [Utterance]) -> [String] { utterances.map(\.text) }

    @Test("an asyncAfter announcement is heard when the session's wait reaches its deadline, not before")
    func asyncAfterAnnouncementAfterWait() {
        let session = ScreenSession(Saving(), name: "saving")
        session.appear()
        _ = session.perform(.focus("Save"))
        _ = session.perform(.activate)
        #expect(!texts(session.perform(.wait(seconds: 1.4))).contains("Profile saved"))
        #expect(texts(session.perform(.wait(seconds: 0.1))).contains("Profile saved"))
        #expect(session.graph.accessibilityTree().labels.contains("Saved"))
    }

    @Test("DispatchQueue.main.async runs after the action that sent it, before the reader speaks what changed")
    func mainAsyncRunsAfterTheAction() {
        let session = ScreenSession(Saving(), name: "saving")
        session.appear()
        _ = session.perform(.focus("Undo"))
        #expect(texts(session.perform(.activate)).contains("Change undone"))
        #expect(session.graph.accessibilityTree().labels.contains("Undone"))
    }

    @Test("a cancelled work item never runs; a global queue's wall deadline counts on the same clock")
    func cancelledWorkItemAndWallDeadline() {
        let session = ScreenSession(Saving(), name: "saving")
        session.appear()
        _ = session.perform(.focus("Later"))
        _ = session.perform(.activate)
        #expect(texts(session.perform(.wait(seconds: 1.9))).isEmpty)
        #expect(texts(session.perform(.wait(seconds: 0.1))) == ["Background done"])
        #expect(!texts(session.transcript).contains("Never heard"))
    }

    /// Lets the main actor run the screen's tasks until `condition` holds. A task woken from
    /// `Task.sleep` comes back through the runtime's own threads before it reaches the main
    /// actor, so between turns this thread gives up the processor for a moment: on a machine
    /// busy with other work those threads may wait for it. Bounded (20 000 turns) so a task that
    /// never wakes fails the test rather than hanging it.
    private func yield(until condition: () -> Bool) async {
        for _ in 0..<20_000 where !condition() {
            await Task.yield()
            if !condition() { usleep(100) }
        }
    }

    @Test("Task.sleep in a screen's task wakes when the session's time has passed its duration")
    func taskSleepOnTheReadersClock() async {
        let session = ScreenSession(Sleeping(), name: "sleeping")
        session.appear()
        await yield { session.graph.secondsUntilNextTimer != nil }
        #expect(session.graph.secondsUntilNextTimer == 2)
        _ = session.perform(.wait(seconds: 1.9))
        for _ in 0..<10 { await Task.yield() }
        #expect(session.graph.accessibilityTree().labels == ["Waiting"])
        _ = session.perform(.wait(seconds: 0.1))
        await yield { session.graph.secondsUntilNextTimer != nil }
        #expect(session.graph.accessibilityTree().labels == ["Woke"])
        #expect(session.graph.secondsUntilNextTimer == 0.5)
        _ = session.perform(.wait(seconds: 0.5))
        await yield { session.graph.accessibilityTree().labels == ["Woke twice"] }
        #expect(session.graph.accessibilityTree().labels == ["Woke twice"])
    }

    @Test("closing the screen wakes a task asleep on its clock with CancellationError")
    func closingWakesSleepers() async {
        let log = SleepLog()
        let session = ScreenSession(LongSleeper(log: log), name: "sleeping")
        session.appear()
        _ = session.perform(.activate)
        await yield { session.graph.secondsUntilNextTimer != nil }
        #expect(session.graph.secondsUntilNextTimer == 3600, "the sleep is due on the screen's clock")
        session.graph.close()
        await yield { !log.entries.isEmpty }
        #expect(log.entries == ["CancellationError"])
    }
}

@Test("an opened file's DispatchQueue is the one on the reader's clock, in type and in expression") @MainActor
func dispatchQueueIsTheReadersClocks() { #expect(clockQueueIsTermUIs); #expect(mainQueueIsTermUIs) }

@MainActor
@Test("DispatchQueue.main.async sent from onAppear has run by the time the screen is first read")
func mainAsyncFromOnAppear() {
    let session = ScreenSession(DeferredReady(), name: "deferred")
    let said = session.appear().map(\.text)
    #expect(said == ["Ready"])
}
