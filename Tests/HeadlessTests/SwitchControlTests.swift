import Accessibility
import Foundation
@testable import Headless
import ScreenReader
import Testing
import TermUI

@Suite("Switch Control")
@MainActor
struct SwitchControlTests {
    struct Inbox: View {
        @State var log = "Nothing yet"
        @State var volume = 5.0
        var body: some View {
            VStack(alignment: .leading) {
                Text("Inbox").accessibilityAddTraits(.isHeader)
                Button("Compose") { log = "Composing" }
                VStack {
                    Button("Nick") { log = "Opened Nick" }.accessibilityAction(named: "Archive") { log = "Archived Nick" }
                    Button("Jack") { log = "Opened Jack" }
                }
                .accessibilityElement(children: .contain)
                .accessibilityLabel("Messages")
                Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
                Text(log)
            }
        }
    }

    func labels(_ session: ScreenSession) -> [String] { session.tree.allElements.map(\.label) }

    @Test("item mode scans what can be acted on, a container as one group; selecting it scans inside, with a way out last")
    func scanningOrder() {
        let session = ScreenSession(Inbox(), name: "inbox")
        session.setSwitchControl(SwitchControl(scanning: .manual))
        #expect(session.switchHighlight() == "Compose", "the heading and the plain text are not items")
        #expect(session.switchNext().map(\.text) == ["Group, 2 items"])
        #expect(session.switchNext().map(\.text) == ["Volume"])
        #expect(session.switchNext().map(\.text) == ["Compose"], "round again after the last item")
        session.switchNext()
        #expect(session.switchSelect().map(\.text) == ["Nick"], "selecting the group scans inside it")
        #expect(session.switchNext().map(\.text) == ["Jack"])
        #expect(session.switchNext().map(\.text) == ["Exit group"])
        #expect(session.switchSelect().map(\.text) == ["Group, 2 items"], "the way out lands on the group")
    }

    @Test("selecting an item opens the menu built from what it can do; an entry does it, leaving VoiceOver's cursor")
    func menu() {
        let session = ScreenSession(Inbox(), name: "inbox")
        session.perform(.next)
        let focused = session.focusedElement?.id
        session.setSwitchControl(SwitchControl(scanning: .manual))
        session.switchNext()
        session.switchSelect()
        #expect(session.switchSelect().map(\.text) == ["Menu: Tap, Archive, Escape"])
        #expect(session.frame().switchControl?.menu == ["Tap", "Archive", "Escape"])
        session.switchNext()
        #expect(session.switchHighlight() == "Archive")
        #expect(session.switchSelect().first?.text == "Archive")
        #expect(labels(session).contains("Archived Nick"))
        #expect(session.focusedElement?.id == focused)
        #expect(session.switchControl?.menu == nil)
        // A slider's menu adjusts it.
        session.switchBack()
        session.switchNext()
        #expect(session.switchSelect().map(\.text) == ["Menu: Increment, Decrement, Escape"])
        session.switchSelect()
        #expect(session.tree.allElements.first { $0.label == "Volume" }?.value == "6")
    }

    @Test("auto scanning moves once an interval as time passes, and pauses after its loops; a select starts it again")
    func autoScanning() {
        // iOS's defaults: Auto Scanning Time 1 second, Loops 4.
        #expect(SwitchControl().interval == 1 && SwitchControl().loops == 4 && SwitchControl().scanning == .auto)
        let session = ScreenSession(Inbox(), name: "inbox")
        session.setSwitchControl(SwitchControl(scanning: .auto, interval: 2, loops: 2))
        #expect(session.secondsUntilNextEvent == 2)
        session.perform(.wait(seconds: 1.5))
        #expect(session.switchHighlight() == "Compose")
        session.perform(.wait(seconds: 0.5))
        #expect(session.switchHighlight() == "Group, 2 items")
        session.perform(.wait(seconds: 4))
        #expect(session.switchHighlight() == "Compose")
        // Two rounds of three items: it stops, and a wait of an hour returns at once.
        session.perform(.wait(seconds: 3600))
        #expect(session.switchControl?.isPaused == true)
        #expect(session.switchControl?.secondsUntilNextStep == nil)
        session.switchSelect()
        #expect(session.switchControl?.isPaused == false)
        // An open menu is scanned the same way, and pauses the same way.
        session.setSwitchControl(SwitchControl(scanning: .auto, interval: 0.1, loops: 3))
        session.switchSelect()
        #expect(session.switchControl?.menu != nil)
        session.perform(.wait(seconds: .infinity))
        #expect(session.switchControl?.isPaused == true)
    }

    @Test("Esc (switch-back) closes the menu, then leaves the group")
    func back() {
        let session = ScreenSession(Inbox(), name: "inbox")
        session.setSwitchControl(SwitchControl(scanning: .manual))
        session.switchNext()
        session.switchSelect()
        session.switchSelect()
        #expect(session.switchControl?.menu != nil)
        session.switchBack()
        #expect(session.switchControl?.menu == nil && session.switchHighlight() == "Nick")
        session.switchBack()
        #expect(session.switchHighlight() == "Group, 2 items")
    }

    @Test("a removed item does not strand the cursor")
    func treeChanges() {
        struct Shrinking: View {
            @State var rows = ["One", "Two", "Three"]
            var body: some View {
                VStack { ForEach(rows, id: \.self) { row in Button(row) { rows.removeAll { $0 != "One" } } } }
            }
        }
        let session = ScreenSession(Shrinking(), name: "shrinking")
        session.setSwitchControl(SwitchControl(scanning: .manual))
        session.switchNext()
        session.switchNext()
        session.switchSelect()
        session.switchSelect()
        #expect(labels(session) == ["One"])
        #expect(session.switchHighlight() == "One")
    }

    @Test("scripts drive it: switch-control, switch-next, switch-select, expect-switch, wait")
    func script() throws {
        let script = try WalkthroughScript(parsing: """
            screen inbox
            switch-control auto 1.5
            expect-switch "Compose"
            wait 1.5
            expect-switch "Group, 2 items"
            switch-select
            expect "Nick"
            switch-control manual
            switch-next
            expect "Group, 2 items"
            switch-control off
            expect-switch "Compose"
            """, file: "inbox.rotor")
        let registry = ScreenRegistry([ScreenDescriptor(name: "inbox", summary: "inbox") { _ in AnyView(Inbox()) }])
        let result = WalkthroughRunner(registry: registry).run(script)
        #expect(result.error == nil)
        #expect(result.failures.map(\.line) == [12], "only the last line fails: Switch Control is off")
        #expect(result.transcript.contains("> switch-select"))
        #expect(throws: WalkthroughScript.ParseError.self) { try WalkthroughScript(parsing: "switch-control auto 0", file: "x") }
        #expect(throws: WalkthroughScript.ParseError.self) { try WalkthroughScript(parsing: "switch-control sideways", file: "x") }
    }

    struct Focused: View {
        @AccessibilityFocusState(for: .switchControl) var switchOnSend: Bool
        @AccessibilityFocusState(for: .voiceOver) var voiceOverOnCancel: Bool
        var body: some View {
            VStack {
                Button("Jump") { switchOnSend = true }
                Button("Send") {}.accessibilityFocused($switchOnSend)
                Button("Cancel") {}.accessibilityFocused($voiceOverOnCancel)
                Text("switch \(switchOnSend ? "on" : "off"), voiceover \(voiceOverOnCancel ? "on" : "off")")
            }
        }
    }

    func status(_ session: ScreenSession) -> String? {
        session.tree.allElements.first { $0.label.hasPrefix("switch ") }?.label
    }

    @Test("a focus state for: .switchControl follows and moves Switch Control's cursor, never VoiceOver's; for: .voiceOver the other way round")
    func focusStateSeparation() {
        let session = ScreenSession(Focused(), name: "focused")
        session.setSwitchControl(SwitchControl(scanning: .manual))
        #expect(status(session) == "switch off, voiceover off")
        // Switch Control's cursor reaching Send sets its state; VoiceOver's does not move.
        let voiceOver = session.focusedElement?.id
        session.switchNext()
        #expect(session.switchHighlight() == "Send")
        #expect(status(session) == "switch on, voiceover off")
        #expect(session.focusedElement?.id == voiceOver)
        session.switchNext()
        #expect(status(session) == "switch off, voiceover off", "leaving clears it")
        // VoiceOver reaching Cancel sets the VoiceOver state only, and Switch Control stays.
        session.perform(.focus("Cancel"))
        #expect(status(session) == "switch off, voiceover on")
        #expect(session.switchHighlight() == "Cancel")
        session.perform(.focus("Send"))
        #expect(status(session) == "switch off, voiceover off", "VoiceOver on Send is not Switch Control on Send")
        // The app setting the Switch Control state moves Switch Control's cursor, not VoiceOver's.
        session.perform(.first)
        let first = session.focusedElement?.id
        session.switchBack()
        session.setSwitchControl(SwitchControl(scanning: .manual))
        #expect(session.switchHighlight() == "Jump")
        session.switchSelect()
        session.switchSelect()  // Tap
        #expect(session.switchHighlight() == "Send")
        #expect(status(session)?.hasPrefix("switch on") == true)
        #expect(session.focusedElement?.id == first)
    }

    @Test("inside something that scrolls, the scanner menu offers Scroll up and Scroll down, which call its scroll action")
    func menuScrolls() {
        struct Feed: View {
            @State var page = 1
            var body: some View {
                VStack {
                    Button("Open") {}
                    Button("Share") {}
                }
                .accessibilityElement(children: .contain)
                .accessibilityScrollAction { edge in page += edge == .bottom ? 1 : -1 }
                Text("Page \(page)")
            }
        }
        let session = ScreenSession(Feed(), name: "feed")
        session.setSwitchControl(SwitchControl(scanning: .manual))
        session.switchSelect()  // into the group
        #expect(session.switchSelect().map(\.text) == ["Menu: Tap, Scroll up, Scroll down, Escape"])
        session.switchNext()
        session.switchNext()
        #expect(session.switchSelect().first?.text == "Scroll down")
        #expect(session.tree.allElements.contains { $0.label == "Page 2" })
    }
}
