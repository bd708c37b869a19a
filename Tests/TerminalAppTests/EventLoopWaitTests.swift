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

    @Test("""
        a signal noted before the wait begins ends the wait at once, and only once, through the pipe the explorer \
        opened (Terminal.swift), not a copy of the pipe's C state of the event loop's own
        """)
    func signalBeforeWaitWakesIt() {
        #expect(Terminal.openSignalPipe() == 0)
        Terminal.notifySignal()
        Terminal.notifySignal()
        // Without the pipe this would wait for a key or the five seconds (and fail, not hang).
        #expect(EventLoop.waitForInput(milliseconds: 5_000, output: -1) == 2)
        // The pipe was emptied: a later wait is not woken by the same signal.
        #expect(EventLoop.waitForInput(milliseconds: 0, output: -1) != 2)
    }
}
