import Dispatch
import Foundation

/// The tasks a screen's code starts (`.task`, `task(id:)`, a `Task {}` in an action), run where
/// nothing else would run them.
///
/// A task's work is queued on the main actor, which runs it when the main thread goes back to
/// its run loop. The command-line tools never go back to it: they run on the main thread, outside
/// any task, from the first command to the last. There the screen lets the main queue run at
/// the moments an app's run loop would have turned: after the reader's command (the action's
/// tasks start), after an update that started tasks, and after each timer on the reader's clock
/// that woke a task from `Task.sleep`, so a `.task` that sleeps for a second and then posts an
/// announcement is heard after `wait 1`, on the clock, deterministically. The queue runs until
/// the work queued before the turn has run, and again while that work made more runnable; a
/// task the clock woke is waited for until it has gone on (it comes back to the main actor
/// through the runtime's own thread).
/// Work that leaves the main actor (a nonisolated `async` function) comes back when it comes
/// back, as on a device.
///
/// In a host that runs the main actor itself (the tests, anything inside a task), this does
/// nothing: tasks run when the main actor is free, as they always did.
@MainActor
enum ScreenTasks {
    /// Whether work became runnable (a task started, a sleeper woke) since the queue last ran.
    private static var isPending = false

    /// How many turns one run takes at most: a task that wakes another forever cannot hold
    /// the command.
    static let turnLimit = 100

    /// Turns of the main queue taken, over the process's life (tests count work with it).
    private(set) static var turnsTaken = 0

    /// Says that the main queue holds a screen's work: a task was started or woken.
    static func noteRunnable() { isPending = true }

    /// True on the main thread outside any task: nothing else will run the main queue.
    static var runsMainQueue: Bool {
        let thread = pthread_self()
        if let mainThread {
            guard pthread_equal(thread, mainThread) != 0 else { return false }
        } else {
            guard Thread.isMainThread else { return false }
            mainThread = thread
        }
        return withUnsafeCurrentTask { $0 == nil }
    }

    /// The main thread, once seen: told by `pthread_self()`, a read of the thread's own
    /// memory, where `Thread.isMainThread` makes system calls on Linux, at every update.
    private static var mainThread: pthread_t?

    /// How many reader commands are running (`ViewGraph.perform`): while one is, every update
    /// lets the main queue run, since an action may have started a task with `Task {}`.
    private static var commandDepth = 0

    /// Runs a reader command. `runsAppCode` is false for a command that is only time passing
    /// (`wait`): it calls no action, so it owes the main queue a turn only if a timer it fires
    /// runs the app's code (`appCodeRan()`); with nothing scheduled it costs no turn.
    static func duringCommand<T>(runsAppCode: Bool = true, _ body: () throws -> T) rethrows -> T {
        if commandDepth == 0 { commandTurnOwed = runsAppCode }
        commandDepth += 1
        defer {
            commandDepth -= 1
            // The action's tasks run before the command ends, if no update let them yet.
            if commandDepth == 0 {
                runPending()
                commandTurnOwed = false
            }
        }
        return try body()
    }

    /// Tasks the clock woke from `Task.sleep` that have not gone on yet. A woken task comes
    /// back to the main actor through the concurrency runtime's own thread, a moment later.
    private static var awaitedResumptions = 0

    /// The clock woke a sleeping task: it goes on at this moment of the clock.
    static func expectResumption() {
        awaitedResumptions += 1
        isPending = true
    }

    /// A woken task is running again, on the main actor.
    static func resumed() { awaitedResumptions = max(0, awaitedResumptions - 1) }

    /// How long the main thread waits, at most, for woken tasks to come back to it: the
    /// runtime's hop takes microseconds; this only bounds a runtime that never delivers.
    static let resumptionWait: TimeInterval = 0.5

    /// Whether the command running has let the main queue run since it started. A turn costs a
    /// pass of the run loop (tens of microseconds), so a command takes one for the tasks its
    /// action may have started, not one at every update and timer it makes.
    private static var commandTurnOwed = false

    /// The app's code ran inside a command (a timer fired): it may have started a task with
    /// `Task {}`, so the command owes the main queue a turn.
    static func appCodeRan() {
        if commandDepth > 0 { commandTurnOwed = true }
    }

    /// Whether `runPending()` would let the main queue run now.
    static var hasWork: Bool { (isPending || (commandDepth > 0 && commandTurnOwed)) && runsMainQueue }

    /// Lets the main queue run if a screen's work may be waiting on it: a task was started or
    /// woken, or the command running has not let it run yet.
    static func runPending() {
        guard hasWork else { return }
        commandTurnOwed = false
        var turns = 0
        repeat {
            isPending = false
            turn()
            waitForResumptions()
            turns += 1
        } while isPending && turns < turnLimit
        isPending = false
    }

    /// Lets the main queue run when a task was started or woken (after a timer fired): a timer
    /// that woke nothing costs no turn.
    static func runWoken() {
        guard isPending else { return }
        runPending()
    }

    /// Runs the main run loop until every task the clock woke has gone on (each then runs to
    /// its next suspension), or the bound passes.
    private static func waitForResumptions() {
        guard awaitedResumptions > 0 else { return }
        let deadline = Date(timeIntervalSinceNow: resumptionWait)
        while awaitedResumptions > 0, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
        }
        // One that did not come back by then is left to the next turn: the command goes on.
        awaitedResumptions = 0
    }

    /// Runs what the main queue holds now, as a run loop does when the queue has work: libdispatch
    /// drains the jobs queued before the call (a task's next step on the main actor, a block
    /// from `DispatchQueue.main.async`) on this thread, and an empty queue returns at once.
    /// Running the run loop for it instead cost a pass of its sources and a queued marker at
    /// every timer that ran the app's code, the most of an idle wake's time after drawing.
    private static func turn() {
        turnsTaken += 1
        drainMainDispatchQueue(nil)
    }
}

/// libdispatch's own drain of the main queue: what a run loop calls when the queue's port says it
/// has work (its argument is unused). Exported by libdispatch for the run loop, in both its
/// shared and its static form.
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func drainMainDispatchQueue(_ unused: UnsafeMutableRawPointer?)
