import CNCurses
import Foundation

/// Reads input, hands it to the controller, paints what changed; until quit, a stop signal, or
/// the terminal hanging up.
@MainActor
struct EventLoop {
    let terminal: Terminal
    let controller: ExplorerController
    var painter: CellPainter
    /// Steps played one after another, `stepDelay` seconds apart (`rotor explore --script`);
    /// keys still work meanwhile.
    var script: [@MainActor (ExplorerController) -> Void] = []
    var stepDelay: Double = 0.8
    /// Quit (status 0) one delay after the last step.
    var exitWhenScriptEnds = false
    /// The app's own output, shown in the explorer's output panel as it arrives.
    var programOutput: ProgramOutput?
    /// The opened files' watch and rebuild (`rotor open`): a good build ends the loop for the
    /// new program to take its place.
    var reload: LiveReload?

    mutating func run() -> Int32 {
        painter.paint(controller.canvas())
        let playing = !script.isEmpty || exitWhenScriptEnds
        let clock = ContinuousClock()
        var nextStep = clock.now + .seconds(stepDelay)
        // The reader's clock runs on real time: while something is due (speech ending, a
        // timer), the time that passed is handed to the reader; otherwise nothing waits on it.
        var lastTick = clock.now
        var somethingWasDue = false
        while true {
            ExplorerWatchdog.statusBar(width: terminal.size.width)
            if let signal = terminal.takePendingSignal() { return 128 + signal }
            let now = clock.now
            if somethingWasDue, controller.advanceClock(by: Self.seconds(now - lastTick)) == .redraw {
                let canvas = controller.canvas()
                painter.paint(canvas, damage: controller.lastDamage)
            }
            lastTick = now
            if playing, now >= nextStep {
                if script.isEmpty {
                    if exitWhenScriptEnds { return 0 }
                } else {
                    script.removeFirst()(controller)
                    painter.paint(controller.canvas())
                }
                nextStep = clock.now + .seconds(stepDelay)
            }
            // Sleep until a key, a signal, the next due event or the next script step; with
            // nothing due, until a key or a signal. A stop signal's handler writes to a pipe the
            // wait watches, so one that lands just before the sleep still ends it.
            if let event = reload?.tick(), let exitCode = reloaded(event) { return exitCode }
            let controllerDue = controller.secondsUntilNextEvent
            let due = [controllerDue, reload?.secondsUntilDue].compactMap { $0 }.min()
            somethingWasDue = controllerDue != nil
            let untilStep = playing ? Self.seconds(nextStep - clock.now) : nil
            // What the app printed (stdio flushed: a key or a step may have run its code).
            if let output = programOutput, controller.programPrinted(output.takeLines()) == .redraw {
                painter.paint(controller.canvas())
            }
            // The watchdog sees the loop wait and come back; what runs between is the screen's
            // code, which it ends rotor over when a stop signal or q cannot get through.
            ExplorerWatchdog.loopWaits()
            let woke = Self.waitForInput(milliseconds: Self.waitLimit(due: due, untilScriptStep: untilStep),
                                         output: programOutput?.wakeDescriptor ?? -1, reload: reload?.descriptor ?? -1)
            if ExplorerWatchdog.loopWoke() {
                painter.invalidate()
                painter.paint(controller.canvas())
            }
            switch woke {
            case -1: return 128 + SIGHUP
            case 0, 2: continue  // time is up, or a signal: the clock, the signal flag and the script again
            case 3:  // the app printed: shown before the next wait
                programOutput?.clearWake()
                continue
            case 4:  // a source was saved, or the rebuild said something
                if let event = reload?.woke(), let exitCode = reloaded(event) { return exitCode }
                continue
            default: break
            }
            // Everything that is waiting, then one paint: held-down keys don't queue up frames.
            var needsPaint = false
            if let exitCode = handleWaitingInput(needsPaint: &needsPaint) { return exitCode }
            // The watchdog wrote over the status bar while the code ran: paint everything.
            if ExplorerWatchdog.takeLineShown() {
                painter.invalidate()
                needsPaint = true
            }
            if needsPaint { painter.paint(controller.canvas()) }
        }
    }

    /// Sleeps until a key, a stop signal, the app's output or the limit (see `rotor_wait_for_input`),
    /// watching the self-pipe Terminal.swift opened.
    static func waitForInput(milliseconds: Int32, output: Int32, reload: Int32 = -1) -> Int32 {
        rotor_wait_for_input(milliseconds, output, Terminal.signalPipeReadEnd, reload)
    }

    /// Shows what the rebuild did; a new program ends the loop (status 0) for it to take over.
    private mutating func reloaded(_ event: LiveReload.Event) -> Int32? {
        if case .ready(let program, let saved, let savedAt) = event, let plan = reload?.plan {
            LiveReload.next = (program, plan, controller.reloadHandoff(saved: saved, savedAt: savedAt))
            return 0
        }
        controller.rebuildChanged(event)
        painter.paint(controller.canvas())
        return nil
    }

    /// Handles every key, click and resize waiting to be read; the exit status when one quits.
    private mutating func handleWaitingInput(needsPaint: inout Bool) -> Int32? {
        while true {
            var value: wint_t = 0
            let status = rotor_read(&value)
            if status == ERR { return nil }
            let event = InputEvent.decode(status: status, value: value) {
                var column: Int32 = 0, row: Int32 = 0
                return rotor_mouse_press(&column, &row) == 1 ? (Int(column), Int(row)) : nil
            }
            if event == .resize {
                let size = terminal.size
                controller.resize(width: size.width, height: size.height)
                painter.invalidate()
            }
            if event == .repaint { painter.invalidate() }
            switch controller.handle(event) {
            case .quit(let exitCode): return exitCode
            case .unchanged: break
            case .redraw: needsPaint = true
            }
        }
    }

    /// How long the loop sleeps, in milliseconds for poll(2): until the reader's next due event
    /// or the next script step, whichever is sooner, rounded up; -1 (until a key or a signal)
    /// when neither is coming. There is no fixed tick.
    static func waitLimit(due: Double?, untilScriptStep: Double?) -> Int32 {
        let seconds = [due, untilScriptStep].compactMap { $0 }.filter { !$0.isNaN }.min()
        guard let seconds else { return -1 }
        let milliseconds = (max(0, seconds) * 1000).rounded(.up)
        return milliseconds >= Double(Int32.max) ? Int32.max : Int32(milliseconds)
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
