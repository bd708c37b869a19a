import Headless
@testable import TerminalApp
import Testing
import TermUI

@Suite("Voice Control in the explorer")
@MainActor
struct VoiceControlExplorerTests {
    @Test(": opens Voice Control's line; typed keys go into it, Enter says it, the status bar shows what was understood")
    func commandLine() {
        let (controller, session) = Workbench.controller(width: 120, height: 36)
        controller.press(.character(":"))
        for character in "tap Addd" { controller.press(.character(character)) }
        controller.press(.backspace)
        #expect(controller.voiceCommand == "tap Add")
        #expect(controller.canvas().text.contains("Voice Control › tap Add▏"))
        controller.press(.enter)
        #expect(controller.voiceCommand == nil)
        #expect(session.tree.allElements.contains { $0.label == "New message" })
        #expect(controller.notice == "Tap Add")
        #expect(controller.canvas().text.contains("Tap Add"))
        // Esc leaves without saying anything; keys then work as before.
        controller.press(.character(":"), .character("q"), .escape)
        #expect(controller.voiceCommand == nil && session.tree.allElements.filter { $0.label == "New message" }.count == 1)
    }

    @Test("a phrase Voice Control carries out is marked ✓ in the status bar; one it cannot is marked ✗")
    func failedPhraseIsMarkedFailed() {
        let (controller, _) = Workbench.controller(width: 120, height: 36)
        controller.say("tap Add")
        #expect(controller.canvas().text.contains("✓ Tap Add"))
        controller.say("tap Nothing Here")
        let text = controller.canvas().text
        #expect(text.contains("✗ Tap Nothing Here — No item named \"Nothing Here\""))
        #expect(!text.contains("✓ Tap Nothing Here"))
        controller.say("tap Add")
        #expect(controller.canvas().text.contains("✓ Tap Add"), "the next phrase starts afresh")
    }

    @Test("n shows names, then numbers, then nothing, over the screen's controls")
    func overlayKey() {
        let (controller, session) = Workbench.controller(width: 120, height: 36)
        controller.press(.character("n"))
        #expect(session.voiceControlOverlay == .names)
        #expect(controller.canvas().text.contains("Add"))
        controller.press(.character("n"))
        #expect(session.voiceControlOverlay == .numbers)
        controller.press(.character("n"))
        #expect(session.voiceControlOverlay == .none)
        #expect(controller.notice == "Voice Control: overlay off")
    }
}
