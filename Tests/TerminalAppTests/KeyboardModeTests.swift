import Accessibility
import Headless
@testable import TerminalApp
import Testing

/// The explorer's keyboard drives one mode at a time (`KeyboardMode`): a popup opened from the
/// tree or the details panel lies over it and gives the keyboard back when it closes; Voice
/// Control's command line takes the keyboard from any mode; the help pages over all of them.
@Suite("Explorer keyboard modes")
@MainActor
struct KeyboardModeTests {
    func controller() -> (ExplorerController, ScriptedSession) {
        let session = ScriptedSession()
        return (ExplorerController(session: session, width: 80, height: 24), session)
    }

    @Test("a popup opened while browsing the tree lies over it: Esc closes the popup and the tree has the keyboard again")
    func popupOverTree() throws {
        let (controller, _) = controller()
        controller.press(.character("t"))
        let cursor = try #require(controller.treeCursor)
        controller.press(.character("s"))
        guard case .popup(_, over: .tree(cursor)) = controller.mode else {
            Issue.record("the screen list lies over the tree: \(controller.mode)")
            return
        }
        #expect(controller.treeCursor == cursor, "the tree keeps its row under the popup")
        controller.press(.escape)
        #expect(controller.mode == .tree(cursor))
        controller.press(.escape)
        #expect(controller.mode == .reader)
    }

    @Test("the tree and the details panel never both have the keyboard: each takes it from the other")
    func treeAndDetailsExclude() {
        let (controller, _) = controller()
        controller.press(.character("t"))
        controller.press(.character("i"))
        #expect(controller.mode == .details && controller.treeCursor == nil)
        controller.press(.character("t"))
        #expect(controller.details == nil && controller.treeCursor != nil)
    }

    @Test("Voice Control's command line takes the keyboard from any mode, and Esc gives it to the reader")
    func voiceCommandTakesTheKeyboard() {
        let (controller, _) = controller()
        controller.press(.character("i"))
        controller.press(.tab)  // the panel stays, the keyboard goes back to the reader
        #expect(controller.mode == .reader && controller.details != nil)
        controller.press(.character(":"))
        #expect(controller.mode == .voiceCommand(""))
        controller.press(.character("t"))
        #expect(controller.voiceCommand == "t" && controller.treeCursor == nil, "t is typed, not the tree key")
        controller.press(.escape)
        #expect(controller.mode == .reader)
    }

    @Test("closing the details panel while a popup lies over it leaves the popup over the reader")
    func closingDetailsUnderPopup() {
        let (controller, _) = controller()
        controller.press(.character("i"))
        controller.press(.character("s"))
        #expect(controller.detailsHaveKeyboard && controller.popup != nil)
        controller.details = nil
        #expect(controller.popup != nil && controller.mode.base == .reader)
    }
}
