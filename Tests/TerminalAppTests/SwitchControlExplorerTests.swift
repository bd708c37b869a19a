import Headless
@testable import TerminalApp
import Testing
import TermUI

@Suite("Switch Control in the explorer")
@MainActor
struct SwitchControlExplorerTests {
    @Test("w turns auto scanning on, then manual, then off; the status bar says which")
    func modeKey() {
        let (controller, session) = Workbench.controller(width: 120, height: 36)
        controller.press(.character("w"))
        #expect(session.switchControl?.scanning == .auto)
        #expect(controller.notice?.hasPrefix("Switch Control: auto scanning every 1 s") == true)
        controller.press(.character("w"))
        #expect(session.switchControl?.scanning == .manual)
        controller.press(.character("w"))
        #expect(session.switchControl == nil)
    }

    @Test("with Switch Control on, → moves its cursor and Space selects; the menu shows beside the item; VoiceOver stays")
    func switches() {
        let (controller, session) = Workbench.controller(width: 120, height: 36)
        controller.press(.right)
        let focused = session.focusedElement?.id
        session.setSwitchControl(SwitchControl(scanning: .manual))
        controller.press(.right)
        #expect(session.focusedElement?.id == focused, "→ is the move switch now, not VoiceOver's next")
        #expect(controller.notice == "Budget review")
        controller.press(.character(" "))
        let text = controller.canvas().text
        #expect(text.contains("Switch Control — Budget review") && text.contains("Delete") && text.contains("Escape"))
        #expect(text.contains("━") && text.contains("┛"), "Switch Control's cursor is drawn in heavy lines")
        controller.press(.escape)
        #expect(session.switchControl?.menu == nil)
        controller.press(.character(" "), .character(" "))
        #expect(!session.tree.allElements.contains { $0.label == "Budget review" })
    }

    @Test("auto scanning moves on the explorer's clock")
    func autoOnClock() {
        let (controller, session) = Workbench.controller(width: 120, height: 36)
        session.setSwitchControl(SwitchControl(scanning: .auto, interval: 1.5))
        let first = session.frame().switchControl?.highlight
        #expect(controller.secondsUntilNextEvent ?? .infinity <= 1.5)
        _ = controller.advanceClock(by: 1.5)
        #expect(session.frame().switchControl?.highlight != first)
    }
}
