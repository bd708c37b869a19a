import Accessibility
import Headless
@testable import TerminalApp
import ScreenReader
import Testing
import TermUI

/// The explorer's keys over a real session on a small screen: what a person presses and what
/// they then see.
@Suite("Explorer keys over a live screen")
@MainActor
struct ExplorerLiveKeysTests {
    func said(_ session: ScreenSession) -> [String] { session.transcript.map(\.text) }

    func labels(_ session: ScreenSession) -> [String] { session.tree.allElements.map(\.label) }

    @Test("a opens the actions menu as VoiceOver speaks it; Enter performs the chosen action")
    func actionsPopupPerforms() throws {
        let (controller, session) = Workbench.controller()
        controller.focus("Lunch")
        controller.press(.character("a"))
        #expect(said(session).last == "Actions menu, 1 item, Delete")
        let menu = controller.canvas().text
        #expect(menu.contains("Actions — Lunch with Nick") && menu.contains("Delete"))
        controller.press(.enter)
        #expect(controller.popup == nil)
        #expect(!labels(session).contains("Lunch with Nick"))
        #expect(!controller.canvas().text.contains("─ Actions — "))
    }

    @Test("Esc closes the actions menu without performing anything; another key closes it and does its job")
    func actionsPopupCloses() {
        let (controller, session) = Workbench.controller()
        controller.focus("Lunch")
        controller.press(.character("a"), .escape)
        #expect(controller.popup == nil && labels(session).contains("Lunch with Nick"))
        controller.press(.character("a"), .right)
        #expect(controller.popup == nil)
        #expect(session.focusedElement?.label == "Budget review")
    }

    @Test("drag and drop complete from the keyboard: the drag action on the sound, then the drop point's action")
    func dragAndDrop() throws {
        let (controller, session) = Workbench.controller()
        controller.focus("Bells")
        controller.press(.character("a"))
        #expect(controller.canvas().text.contains("Drag Bells"))
        controller.press(.enter)
        #expect(session.reader.draggedID != nil)
        controller.focus("Slot")
        controller.press(.character("a"))
        #expect(controller.canvas().text.contains("Set sound 1"))
        controller.press(.enter)
        #expect(session.focusedElement?.value == "Bells")
        #expect(said(session).contains("Drop complete"))
        let slotRow = try #require(controller.treeRows().first { $0.text.contains("\"Slot\"") })
        #expect(slotRow.change == .changed, "the drop changed the slot's value")
    }

    @Test("a on an element without actions marks the status bar and opens nothing")
    func noActions() {
        let (controller, _) = Workbench.controller()
        controller.focus("Inbox")
        controller.press(.character("a"))
        #expect(controller.popup == nil)
        #expect(controller.flash == "No actions")
        #expect(controller.canvas().rows[0].contains("◆ No actions"))
    }

    @Test("keys that do nothing mark the status bar for a moment: the boundary, escape and magic tap with no handler")
    func keysThatDoNothing() {
        let (controller, _) = Workbench.controller()
        controller.press(.end, .right)
        #expect(controller.flash == "Last item")
        controller.press(.escape)
        #expect(controller.flash == "Nothing to escape from")
        controller.press(.character("m"))
        #expect(controller.flash == "No magic tap here")
        #expect(controller.canvas().rows[0].contains("◆ No magic tap here"))
        #expect(controller.secondsUntilNextEvent != nil, "the explorer wakes to take the mark away")
        _ = controller.advanceClock(by: 2)
        #expect(controller.flash == nil && !controller.canvas().rows[0].contains("◆"))
        controller.press(.home)
        #expect(controller.flash == nil, "a key that did something leaves no mark")
        controller.press(.left)
        #expect(controller.flash == "First item")
        controller.press(.right)
        #expect(controller.flash == nil)
    }

    @Test("c opens more content with the label, and speaks the next piece each time it is pressed")
    func moreContent() throws {
        let (controller, session) = Workbench.controller()
        controller.focus("Lunch")
        controller.press(.character("c"))
        #expect(said(session).last == "Nick, Sender")
        let popup = try #require(controller.popup)
        #expect(popup.selected == 1)
        let text = controller.canvas().text
        #expect(text.contains("More content — Lunch with Nick") && text.contains("Received") && text.contains("Monday"))
        controller.press(.character("c"))
        #expect(said(session).last == "Monday, Received")
        #expect(controller.popup?.selected == 2)
        controller.press(.escape)
        #expect(controller.popup == nil)
        controller.focus("Inbox")
        controller.press(.character("c"))
        #expect(controller.popup == nil && controller.flash == "No more content")
    }

    @Test("i shows everything about the focused element and performs its actions; Tab gives the keys back")
    func detailsPanel() throws {
        let (controller, session) = Workbench.controller()
        controller.focus("Lunch")
        controller.press(.character("i"))
        let text = controller.canvas().text
        for expected in ["Details — Lunch with Nick", "Swipe up or down to delete", "row-Lunch with Nick",
                         "isStaticText", "Sender: Nick", "Delete"] {
            #expect(text.contains(expected), "the panel shows \(expected)")
        }
        #expect(!text.contains("Accessibility tree"), "the panel takes the tree pane's place")
        controller.press(.enter)
        #expect(!labels(session).contains("Lunch with Nick"), "Enter performed Delete")
        controller.press(.tab)
        #expect(controller.details != nil && !controller.detailsHaveKeyboard)
        controller.press(.home, .right)
        #expect(controller.canvas().text.contains("Details — Budget review"), "the panel follows the focus")
        controller.press(.character("i"))
        #expect(controller.detailsHaveKeyboard && controller.mode == .details)
        controller.press(.character("i"))
        #expect(controller.details == nil && controller.canvas().text.contains("Accessibility tree"))
    }

    @Test("t browses the tree: ↑/↓ move a cursor, Enter puts the reader there, Esc gives the keys back")
    func treeBrowsing() throws {
        let (controller, session) = Workbench.controller()
        controller.press(.character("t"), .down, .down)
        let rows = controller.treeRows()
        let cursor = try #require(controller.treeCursorIndex(in: rows))
        #expect(rows[cursor].text.contains("Budget review"))
        #expect(controller.canvas().text.contains("Accessibility tree — browsing"))
        controller.press(.enter)
        #expect(session.focusedElement?.label == "Budget review")
        #expect(controller.treeCursor != nil, "still browsing")
        controller.press(.end, .enter)
        #expect(session.focusedElement?.label == "Slot")
        controller.press(.escape)
        #expect(controller.treeCursor == nil)
        controller.press(.escape)
        #expect(controller.treeCursor == nil && controller.flash == "Nothing to escape from", "Esc is the reader's again")
    }

    @Test("a click on a tree row puts the reader on that element")
    func clickTreeRow() throws {
        let (controller, session) = Workbench.controller()
        let panes = try #require(controller.panes)
        _ = controller.canvas()
        let rows = controller.treeRows()
        let index = try #require(rows.firstIndex { $0.text.contains("\"Alerts\"") })
        #expect(controller.handle(.click(column: panes.treeContent.x + 4, row: panes.treeContent.y + index)) == .redraw)
        #expect(session.focusedElement?.label == "Alerts")
    }

    @Test("z says the last thing again")
    func repeatLast() {
        let (controller, session) = Workbench.controller()
        controller.press(.right, .character("z"))
        #expect(Array(said(session).suffix(2)) == ["Inbox, Heading", "Inbox, Heading"])
    }

    @Test("while a text field is edited the status bar says so, q types, and Esc finishes")
    func editing() throws {
        let (controller, session) = Workbench.controller()
        controller.focus("Name")
        controller.press(.enter)
        #expect(session.isEditing)
        #expect(controller.canvas().rows[0].contains("Editing — Enter or Esc to finish"))
        #expect(controller.press(.character("q")) == .redraw, "q types instead of quitting")
        #expect(session.focusedElement?.value == "q")
        controller.press(.escape)
        #expect(!session.isEditing && !controller.canvas().rows[0].contains("Editing"))
        #expect(controller.press(.character("q")) == .quit(exitCode: 0))
    }

    @Test("the tree marks what the last command changed and added, until the next command")
    func treeMarks() throws {
        let (controller, _) = Workbench.controller()
        controller.focus("Alerts")
        controller.press(.enter)
        var rows = controller.treeRows()
        #expect(rows.first { $0.text.contains("\"Alerts\"") }?.change == .changed)
        #expect(rows.filter { $0.change != nil }.count == 1)
        let lines = controller.canvas().rows
        #expect(lines.contains { $0.contains("▶*switch \"Alerts\"") })
        controller.focus("Add")
        controller.press(.enter)
        rows = controller.treeRows()
        #expect(rows.first { $0.text.contains("New message") }?.change == .added)
        #expect(rows.first { $0.text.contains("\"Alerts\"") }?.change == nil, "marks last until the next command")
        #expect(controller.canvas().rows.contains { $0.contains(" +text \"New message\"") })
        controller.press(.right)
        #expect(controller.treeRows().allSatisfy { $0.change == nil })
    }

    @Test("a removed element stays in the tree, marked, for a moment where it was")
    func removedRowLingers() throws {
        let (controller, _) = Workbench.controller()
        controller.focus("Lunch")
        controller.press(.character("a"), .enter)
        let rows = controller.treeRows()
        let gone = try #require(rows.firstIndex { $0.text.contains("Lunch with Nick") })
        #expect(rows[gone].change == .removed)
        #expect(rows[gone - 1].text.contains("Inbox") && rows[gone + 1].text.contains("Budget review"), "where it was")
        #expect(controller.canvas().rows.contains { $0.contains("×text \"Lunch with Nick\"") })
        #expect(controller.secondsUntilNextEvent != nil)
        _ = controller.advanceClock(by: ExplorerController.removedSeconds + 0.5)
        #expect(!controller.treeRows().contains { $0.text.contains("Lunch with Nick") })
    }

    @Test("time's changes join the last command's marks; a removed row still goes while something keeps changing")
    func timeChangesJoinMarks() throws {
        let session = ScreenSession(Ticker(), name: "ticker")
        let controller = ExplorerController(session: session, width: 100, height: 30)
        controller.focus("Lunch")
        controller.press(.character("a"), .enter)
        #expect(controller.treeRows().contains { $0.change == .removed && $0.text.contains("Lunch with Nick") })
        _ = controller.advanceClock(by: 0.6)
        var rows = controller.treeRows()
        #expect(rows.first { $0.text.contains("Tick") }?.change == .changed, "the tick changed after the command")
        #expect(rows.contains { $0.change == .removed }, "the removed row is still shown")
        for _ in 0..<8 { _ = controller.advanceClock(by: 0.5) }
        rows = controller.treeRows()
        #expect(!rows.contains { $0.text.contains("Lunch with Nick") }, "gone after its moment, though the tick kept changing")
        #expect(rows.first { $0.text.contains("Tick") }?.change == .changed)
    }

    @Test("PgUp scrolls the caption history back a page with a marker; PgDn comes back; a command follows speech again")
    func captionHistory() throws {
        let (controller, session) = Workbench.controller(width: 80, height: 24)
        for _ in 0..<9 { controller.press(.right, .left, .right) }
        _ = controller.canvas()
        controller.press(.pageUp)
        let anchor = try #require(controller.captionAnchor)
        #expect(anchor < session.transcript.count - 1)
        let back = controller.canvas().text
        #expect(back.contains("Captions — history") && back.contains("newer: PgDn"))
        controller.press(.pageUp)
        #expect((controller.captionAnchor ?? .max) < anchor)
        controller.press(.pageDown, .pageDown, .pageDown, .pageDown)
        #expect(controller.captionAnchor == nil)
        #expect(!controller.canvas().text.contains("Captions — history"))
        controller.press(.pageDown)
        #expect(controller.flash == "Newest caption")
        controller.press(.pageUp)
        #expect(controller.captionAnchor != nil)
        controller.press(.right)
        #expect(controller.captionAnchor == nil, "a command shows what it says")
    }

    @Test("the status bar shows which screen of how many")
    func screenNumber() throws {
        let (controller, _) = Workbench.controller()
        var frame = ScriptedSession.sampleFrame()
        frame.screenNumber = 2
        frame.screenCount = 8
        let canvas = FrameRenderer.render(frame, width: 80, height: 24, chrome: ExplorerChrome())
        #expect(canvas.rows[0].contains("beach (after) 2/8"))
        #expect(!controller.canvas().rows[0].contains("1/1"), "a lone screen has no number")
    }
}
