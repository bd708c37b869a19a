import CNCurses
@testable import TerminalApp
import Testing

/// The explorer's loop sleeps until something is due, a key or a signal: no fixed tick wakes an
/// idle explorer, and a stop signal that lands just before the sleep still ends it.
@Suite("Event loop waits")
@MainActor
struct EventLoopWaitTests {
    @Test("with nothing due and no script the loop sleeps with no time limit")
    func idleSleepsWithoutLimit() {
        #expect(EventLoop.waitLimit(due: nil, untilScriptStep: nil) == -1)
    }

    @Test("the loop sleeps until the sooner of the next event and the next script step, rounded up")
    func sleepsUntilSoonerEvent() {
        #expect(EventLoop.waitLimit(due: 2.5, untilScriptStep: nil) == 2_500)
        #expect(EventLoop.waitLimit(due: 30, untilScriptStep: nil) == 30_000)
        #expect(EventLoop.waitLimit(due: 3600, untilScriptStep: 0.8) == 800)
        #expect(EventLoop.waitLimit(due: nil, untilScriptStep: 0.0001) == 1)
        #expect(EventLoop.waitLimit(due: -1, untilScriptStep: nil) == 0)
        #expect(EventLoop.waitLimit(due: .infinity, untilScriptStep: nil) == Int32.max)
    }

    @Test("a signal noted before the wait begins ends the wait at once, and only once")
    func signalBeforeWaitWakesIt() {
        #expect(rotor_open_signal_pipe() == 0)
        rotor_notify_signal()
        rotor_notify_signal()
        // No time limit: without the pipe this would wait for a key.
        #expect(rotor_wait_for_input(-1, -1) == 2)
        // The pipe was emptied: a later wait is not woken by the same signal.
        #expect(rotor_wait_for_input(0, -1) != 2)
    }
}
