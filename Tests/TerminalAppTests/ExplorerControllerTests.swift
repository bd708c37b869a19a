import CNCurses
import Headless
@testable import TerminalApp
import ScreenReader
import Testing
import TermUI

@Suite("Explorer keys and controller")
@MainActor
struct ExplorerControllerTests {
    func controller(width: Int = 100, height: Int = 30) -> (ExplorerController, ScriptedSession) {
        let session = ScriptedSession()
        return (ExplorerController(session: session, width: width, height: height), session)
    }

    @Test("each key sends the reader command VoiceOver's gesture would")
    func keysSendCommands() {
        let expected: [(ExplorerKey, ReaderCommand)] = [
            (.right, .next), (.tab, .next), (.left, .previous), (.backTab, .previous), (.home, .first), (.end, .last),
            (.enter, .activate), (.character(" "), .activate), (.down, .rotorItemNext), (.up, .rotorItemPrevious),
            (.character("]"), .rotorNext), (.character(">"), .rotorNext), (.character("["), .rotorPrevious),
            (.character("<"), .rotorPrevious), (.character("a"), .actionsMenu), (.character("m"), .magicTap),
            (.escape, .escape), (.character("+"), .increment), (.character("-"), .decrement),
            (.character("c"), .moreContent), (.character("r"), .readAll),
        ]
        let (controller, session) = controller()
        for (key, _) in expected { #expect(controller.handle(.key(key)) == .redraw) }
        #expect(session.commands == expected.map(\.1))
    }

    @Test("q quits with 0, v switches the variant, unknown keys do nothing")
    func otherKeys() {
        let (controller, session) = controller()
        #expect(controller.handle(.key(.character("v"))) == .redraw)
        #expect(session.variantSwitches == 1)
        #expect(controller.handle(.key(.character("x"))) == .unchanged)
        #expect(controller.handle(.key(.character("q"))) == .quit(exitCode: 0))
        #expect(controller.handle(.interrupt) == .quit(exitCode: 130))
        #expect(session.commands.isEmpty)
    }

    @Test("? opens the help; Esc or ? closes it without reaching the reader; other keys close it and act")
    func help() {
        let (controller, session) = controller()
        #expect(controller.handle(.key(.character("?"))) == .redraw)
        #expect(controller.showHelp && controller.canvas().text.contains("─ Keys ─"))
        #expect(controller.handle(.key(.escape)) == .redraw)
        #expect(!controller.showHelp && !controller.canvas().text.contains("─ Keys ─"))
        #expect(session.commands.isEmpty, "Esc closed the help instead of sending escape")
        _ = controller.handle(.key(.character("?")))
        _ = controller.handle(.key(.character("?")))
        #expect(!controller.showHelp)
        _ = controller.handle(.key(.character("?")))
        #expect(controller.handle(.key(.right)) == .redraw)
        #expect(!controller.showHelp && session.commands == [.next])
        _ = controller.handle(.key(.character("?")))
        #expect(controller.handle(.key(.character("q"))) == .quit(exitCode: 0))
    }

    @Test("the screen is laid out at the screen pane's size, again after a resize")
    func resize() throws {
        let (controller, session) = controller(width: 100, height: 30)
        let first = try #require(ExplorerLayout.panes(width: 100, height: 30)).screenContent
        controller.resize(width: 160, height: 48)
        let second = try #require(ExplorerLayout.panes(width: 160, height: 48)).screenContent
        #expect(session.sizes.map(\.columns) == [first.width, second.width])
        #expect(session.sizes.map(\.rows) == [first.height, second.height])
        #expect(controller.canvas().width == 160 && controller.canvas().height == 48)
    }

    @Test("too small: the message shows, keys wait, q still quits, and growing brings the panes back")
    func tooSmall() {
        let (controller, session) = controller(width: 40, height: 10)
        #expect(controller.canvas().text.contains("Terminal too small"))
        #expect(session.sizes.isEmpty)
        #expect(controller.handle(.key(.right)) == .unchanged)
        #expect(session.commands.isEmpty)
        controller.resize(width: 80, height: 24)
        #expect(controller.canvas().text.contains("Accessibility tree"))
        #expect(session.sizes.count == 1)
        controller.resize(width: 40, height: 10)
        #expect(controller.handle(.key(.character("q"))) == .quit(exitCode: 0))
    }

    @Test("a click on the screen pane touches the point under it; clicks elsewhere do nothing")
    func click() throws {
        let (controller, session) = controller(width: 80, height: 24)
        let content = try #require(ExplorerLayout.panes(width: 80, height: 24)).screenContent
        #expect(controller.handle(.click(column: content.x + 2, row: content.y + 3)) == .redraw)
        #expect(session.commands == [.touch(x: 20, y: 56)])
        #expect(controller.handle(.click(column: 79, row: 5)) == .unchanged)
        #expect(session.commands.count == 1)
    }

    @Test("the key table binds each key once and every binding has keys and words")
    func keyTable() {
        let keys = ExplorerKeyMap.bindings.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
        for binding in ExplorerKeyMap.bindings {
            #expect(!binding.keys.isEmpty && !binding.summary.isEmpty)
            for key in binding.keys { #expect(ExplorerKeyMap.action(for: key) == binding.action) }
        }
        #expect(ExplorerKeyMap.action(for: .character("x")) == nil)
    }

    @Test("terminal input decodes to explorer keys")
    func decoding() {
        let yes = Int32(KEY_CODE_YES), ok = Int32(OK)
        #expect(InputEvent.decode(status: yes, value: UInt32(KEY_RIGHT)) == .key(.right))
        #expect(InputEvent.decode(status: yes, value: UInt32(KEY_LEFT)) == .key(.left))
        #expect(InputEvent.decode(status: yes, value: UInt32(KEY_BTAB)) == .key(.backTab))
        #expect(InputEvent.decode(status: yes, value: UInt32(KEY_HOME)) == .key(.home))
        #expect(InputEvent.decode(status: yes, value: UInt32(KEY_ENTER)) == .key(.enter))
        #expect(InputEvent.decode(status: yes, value: UInt32(KEY_RESIZE)) == .resize)
        #expect(InputEvent.decode(status: yes, value: UInt32(KEY_MOUSE)) { (column: 3, row: 4) } == .click(column: 3, row: 4))
        #expect(InputEvent.decode(status: yes, value: UInt32(KEY_MOUSE)) == .ignored)
        #expect(InputEvent.decode(status: ok, value: 9) == .key(.tab))
        #expect(InputEvent.decode(status: ok, value: 13) == .key(.enter))
        #expect(InputEvent.decode(status: ok, value: 10) == .key(.enter))
        #expect(InputEvent.decode(status: ok, value: 27) == .key(.escape))
        #expect(InputEvent.decode(status: ok, value: 3) == .interrupt)
        #expect(InputEvent.decode(status: ok, value: 32) == .key(.character(" ")))
        #expect(InputEvent.decode(status: ok, value: 0x71) == .key(.character("q")))
        #expect(InputEvent.decode(status: ok, value: 0x65E5) == .key(.character("日")))
        #expect(InputEvent.decode(status: ok, value: 1) == .ignored)
        #expect(InputEvent.decode(status: Int32(ERR), value: 0) == .ignored)
    }
}

@MainActor
struct EditingKeysTests {
    @Test("while a text field is being edited, characters type into it, Backspace deletes, Enter is return, Esc ends editing")
    func typingGoesToTheField() {
        let session = ScriptedSession()
        let controller = ExplorerController(session: session, width: 120, height: 40)
        session.isEditing = true
        _ = controller.handle(.key(.character("q")))
        _ = controller.handle(.key(.backspace))
        _ = controller.handle(.key(.enter))
        _ = controller.handle(.key(.escape))
        #expect(session.commands.suffix(4) == [.typeText("q"), .deleteBackward, .submit, .endEditing])
        session.isEditing = false
        #expect(controller.handle(.key(.character("q"))) == .quit(exitCode: 0))
    }
}
