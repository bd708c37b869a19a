import Headless
import ScreenReader
@testable import TerminalApp
import Testing
import TermUI

/// The explorer says what its own parts do, in the caption panel (marked ◇) and to the voice,
/// never in the screen's transcript.
@Suite("The explorer's own voice")
@MainActor
struct ExplorerOwnVoiceTests {
    struct Row: View {
        var body: some View {
            VStack {
                Text("First line")
                Button("Second button") {}
                    .accessibilityAction(named: "Archive") {}
                    .accessibilityAction(named: "Flag") {}
            }
        }
    }

    static func controller() throws -> (ExplorerController, ScreenSession) {
        let registry = ScreenRegistry([
            ScreenDescriptor(name: "one", summary: "The first", make: { _ in AnyView(Row()) }),
            ScreenDescriptor(name: "two", summary: "The second", make: { _ in AnyView(Row()) }),
        ])
        let session = try ScreenSession(registry: registry, screen: "one")
        session.appear()
        return (ExplorerController(session: session, width: 120, height: 40), session)
    }

    /// The explorer's lines in the caption panel's captions, in order.
    static func explorerLines(_ controller: ExplorerController) -> [String] {
        _ = controller.canvas()
        return (controller.lastFrame?.captions ?? []).filter { $0.kind == .explorer }.map(\.text)
    }

    @Test("a popup says its title, how many items and the chosen one; moving says the item; closing says where focus went back")
    func popupSpeaks() throws {
        let (controller, session) = try Self.controller()
        controller.press(.character("s"))
        #expect(Self.explorerLines(controller).last == "Screens, 2 items, 1, one, open now, after, chosen, The first")
        controller.press(.down)
        #expect(Self.explorerLines(controller).last == "2, two, after, chosen, The second")
        controller.press(.escape)
        #expect(Self.explorerLines(controller).last == "Closed Screens; focus on First line")
        #expect(!session.transcript.contains { $0.kind == .explorer }, "the screen's transcript holds only VoiceOver's words")
        let canvas = controller.canvas()
        #expect(canvas.text.contains("◇ Closed Screens"), "marked as the explorer's own in the captions")
    }

    @Test("the actions menu, the tree and the help say themselves too")
    func actionsTreeAndHelpSpeak() throws {
        let (controller, _) = try Self.controller()
        controller.press(.right, .character("a"))
        #expect(Self.explorerLines(controller).last?.hasPrefix("Actions — Second button, 2 items, Archive") == true,
                "\(Self.explorerLines(controller))")
        controller.press(.escape, .character("t"))
        #expect(Self.explorerLines(controller).last?.hasPrefix("Browsing the tree, ") == true)
        controller.press(.escape, .character("?"))
        #expect(Self.explorerLines(controller).last?.hasPrefix("Help, page 1 of ") == true)
        controller.press(.escape)
        #expect(Self.explorerLines(controller).last?.hasPrefix("Closed help") == true)
    }

    @Test("an action performed from the Actions rotor (↓ to it, then Enter) says what was performed, as the actions menu does")
    func actionsRotorSaysWhatWasPerformed() throws {
        let (controller, session) = try Self.controller()
        controller.press(.right)
        for _ in 0..<12 where session.reader.currentRotorSetting?.name != "Actions" { controller.press(.character("]")) }
        try #require(session.reader.currentRotorSetting?.name == "Actions")
        controller.press(.down)
        #expect(session.transcript.last?.text == "Archive")
        controller.press(.enter)
        #expect(Self.explorerLines(controller).last == "Performed Archive")
        #expect(controller.canvas().rows[0].contains("✓ Performed Archive"))
        #expect(!controller.canvas().rows[0].contains("Nothing to activate"), "the double tap did something: no boundary note")
    }

    @Test("the explorer's lines sit among the reader's in the order they were said")
    func linesInterleaveInOrder() throws {
        let (controller, _) = try Self.controller()
        controller.press(.character("s"), .escape, .right)
        _ = controller.canvas()
        let captions = (controller.lastFrame?.captions ?? []).map(\.text)
        let closed = try #require(captions.firstIndex { $0.hasPrefix("Closed Screens") })
        let button = try #require(captions.lastIndex { $0.hasPrefix("Second button") })
        let first = try #require(captions.firstIndex { $0.hasPrefix("First line") })
        #expect(first < closed && closed < button)
    }
}

extension ExplorerOwnVoiceTests {
    @Test("a key that did nothing and said nothing is said in words (VoiceOver's boundary sound); a notice is said too")
    func silentKeysAndNoticesSpeak() throws {
        let (controller, _) = try Self.controller()
        controller.press(.escape)
        #expect(Self.explorerLines(controller).last == "Nothing to escape from")
        controller.press(.character("n"))
        #expect(Self.explorerLines(controller).last == "Voice Control: show names")
    }
}
