import CNCurses
import Foundation

/// Reads input, hands it to the controller, paints what changed; until quit, a stop signal, or
/// the terminal hanging up.
@MainActor
struct EventLoop {
    let terminal: Terminal
    let controller: InspectorController
    var painter: CellPainter
    /// Steps played one after another, `stepDelay` seconds apart (`rotor explore --script`);
    /// keys still work meanwhile.
    var script: [@MainActor () -> Void] = []
    var stepDelay: Double = 0.8
    /// Quit (status 0) one delay after the last step.
    var exitWhenScriptEnds = false

    mutating func run() -> Int32 {
        painter.paint(controller.canvas())
        let playing = !script.isEmpty || exitWhenScriptEnds
        var nextStep = Date().addingTimeInterval(stepDelay)
        while true {
            if let signal = terminal.takePendingSignal() { return 128 + signal }
            if playing, Date() >= nextStep {
                if script.isEmpty {
                    if exitWhenScriptEnds { return 0 }
                } else {
                    script.removeFirst()()
                    painter.paint(controller.canvas())
                }
                nextStep = Date().addingTimeInterval(stepDelay)
            }
            switch rotor_wait_for_input(100) {
            case -1: return 128 + SIGHUP
            case 0: continue  // look at the signal flag and the script again
            default: break
            }
            // Everything that is waiting, then one paint: held-down keys don't queue up frames.
            var needsPaint = false
            while true {
                var value: wint_t = 0
                let status = rotor_read(&value)
                if status == ERR { break }
                let event = InputEvent.decode(status: status, value: value) {
                    var column: Int32 = 0, row: Int32 = 0
                    return rotor_mouse_press(&column, &row) == 1 ? (Int(column), Int(row)) : nil
                }
                if event == .resize {
                    let size = terminal.size
                    controller.resize(width: size.width, height: size.height)
                    painter.invalidate()
                }
                switch controller.handle(event) {
                case .quit(let exitCode): return exitCode
                case .unchanged: break
                case .redraw: needsPaint = true
                }
            }
            if needsPaint { painter.paint(controller.canvas()) }
        }
    }
}
