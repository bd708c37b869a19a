import CNCurses
import Foundation

/// Reads input, hands it to the controller, paints what changed; until quit or a stop signal.
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
            var value: wint_t = 0
            let status = rotor_read(&value)
            if status == ERR { continue }  // timeout: look at the signal flag again
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
            case .unchanged: continue
            case .redraw: painter.paint(controller.canvas())
            }
        }
    }
}
