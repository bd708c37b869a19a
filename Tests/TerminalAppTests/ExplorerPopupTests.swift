import Accessibility
import Headless
@testable import TerminalApp
import ScreenReader
import Testing
import TermUI

/// The screen list and the settings panel, over a scripted session.
@Suite("Explorer popups")
@MainActor
struct ExplorerPopupTests {
    func controller(width: Int = 80, height: Int = 24) -> (ExplorerController, ScriptedSession) {
        let session = ScriptedSession()
        return (ExplorerController(session: session, width: width, height: height), session)
    }

    @Test("s lists the screens with their variants and summaries, the one open chosen and marked")
    func screenList() throws {
        let (controller, session) = controller()
        #expect(controller.press(.character("s")) == .redraw)
        let popup = try #require(controller.popup)
        #expect(popup.selected == 1, "beach is open")
        let text = controller.canvas().text
        #expect(text.contains("─ Screens ─"))
        #expect(text.contains("1  trip") && text.contains("3  sounds"))
        #expect(text.contains("beach ●") && text.contains("[after] before"))
        #expect(text.contains("The sounds screen"))
        #expect(session.commands.isEmpty, "the list says nothing")
    }

    @Test("in the screen list ↑/↓ and digits choose, ←/→ the variant, Enter opens it")
    func screenListOpens() {
        let (controller, session) = controller()
        controller.press(.character("s"), .down)
        #expect(controller.popup?.selected == 2)
        controller.press(.character("1"))
        #expect(controller.popup?.selected == 0)
        controller.press(.character("3"), .right)
        #expect(controller.canvas().text.contains("after [before]"))
        controller.press(.enter)
        #expect(session.opened == ["sounds:before"])
        #expect(controller.popup == nil)
        controller.press(.character("s"), .character("9"))
        #expect(controller.popup?.selected == 2, "a digit with no screen does nothing")
    }

    @Test("Esc closes the screen list; another key closes it and does its job")
    func screenListCloses() {
        let (controller, session) = controller()
        controller.press(.character("s"), .escape)
        #expect(controller.popup == nil && session.opened.isEmpty && session.commands.isEmpty)
        controller.press(.character("s"), .tab)
        #expect(controller.popup == nil && session.commands == [.next])
    }

    @Test("opening another screen forgets the old screen's marks, cursor and scrolled captions")
    func openingStartsClean() {
        let (controller, session) = controller()
        controller.press(.character("t"))
        #expect(controller.treeCursor != nil)
        controller.press(.escape, .pageUp)
        controller.press(.character("s"), .enter)
        #expect(session.opened == ["beach:after"])
        #expect(controller.treeCursor == nil && controller.captionAnchor == nil)
        controller.press(.character("t"), .character("v"))
        #expect(session.variantSwitches == 1 && controller.treeCursor == nil)
    }

    @Test("the screen list fits an 80×24 terminal and hides what is under it")
    func screenListIsOpaque() throws {
        let (controller, session) = controller()
        session.screens = (1...12).map { number in
            ScreenDescriptor(name: "screen\(number)", summary: String(repeating: "word ", count: 30)) { _ in
                AnyView(EmptyView())
            }
        }
        controller.press(.character("s"), .end)
        let canvas = controller.canvas()
        #expect(canvas.width == 80 && canvas.height == 24)
        let top = try #require(canvas.rows.firstIndex { $0.contains("─ Screens ─") })
        // The popup's own bottom edge (the caption panel's, lower down, is not the popup's).
        let bottom = try #require(canvas.rows.indices.first { $0 > top && canvas.rows[$0].contains("└") && canvas.rows[$0].contains("┘") })
        #expect(top >= 1 && bottom <= 22, "between the status bar and the key hints")
        #expect(canvas.text.contains("12  screen12"), "the chosen row is scrolled into view")
        for y in (top + 1)..<bottom {
            #expect(!canvas.rows[y].contains("Weekend adventure") && !canvas.rows[y].contains("Comments, switch"))
        }
    }

    @Test("e shows the settings; ←/→ change one and the session applies it; the status bar lists what differs")
    func settingsPanel() throws {
        let (controller, session) = controller(width: 120, height: 30)
        session.settings = EnvironmentSettings()
        controller.press(.character("e"))
        let text = controller.canvas().text
        #expect(text.contains("─ Settings ─"))
        for setting in EnvironmentSettings.Setting.allCases { #expect(text.contains(setting.name)) }
        #expect(text.contains("‹ default ›"))
        controller.press(.right)
        #expect(session.settings?.dynamicTypeSize == .xSmall)
        controller.press(.left, .left)
        #expect(session.settings?.dynamicTypeSize == .accessibility5)
        controller.press(.down, .enter)
        #expect(session.settings?.colorSchemeContrast == .standard)
        controller.press(.right)
        #expect(session.settings?.colorSchemeContrast == .increased)
        #expect(session.appliedSettings.count == 5)
        #expect(controller.canvas().rows[0].contains("Dynamic Type: AX5, Increase Contrast"))
        controller.press(.backspace)
        #expect(session.settings?.colorSchemeContrast == nil)
        controller.press(.escape)
        #expect(controller.popup == nil)
    }

    @Test("the settings panel offers VoiceOver's Verbosity settings: Speak Hints and Actions change the reader, Backspace gives iOS's default")
    func verbositySettingsInThePanel() throws {
        let (controller, session) = controller(width: 120, height: 40)
        session.settings = EnvironmentSettings()
        controller.press(.character("e"))
        let text = controller.canvas().text
        for setting in Verbosity.Setting.allCases { #expect(text.contains("VoiceOver: \(setting.name)")) }
        controller.press(.end)  // the last row: Actions
        #expect(controller.canvas().text.contains("‹ Speak ›"))
        controller.press(.right, .right)
        #expect(session.verbosity.actions == .changeRotor)
        #expect(controller.canvas().text.contains("‹ Change Rotor ›"))
        controller.press(.up, .enter)  // Speak Hints: On → Off
        #expect(session.verbosity.speakHints == false)
        #expect(session.appliedSettings.isEmpty, "the screen's own settings are untouched")
        controller.press(.backspace)
        #expect(session.verbosity.speakHints == true)
        controller.press(.down, .backspace)
        #expect(session.verbosity.actions == .speak)
    }

    @Test("e on a session that cannot change settings says so in the status bar")
    func settingsUnavailable() {
        let (controller, _) = controller()
        controller.press(.character("e"))
        #expect(controller.popup == nil)
        #expect(controller.canvas().rows[0].contains("◆ Settings unavailable here"))
    }

    @Test("every setting cycles through its choices and back to the screen's own")
    func settingsCycle() {
        for setting in EnvironmentSettings.Setting.allCases {
            var settings = EnvironmentSettings()
            var seen: [String] = []
            for _ in setting.choices {
                seen.append(setting.choices[settings.choice(setting)])
                settings.choose(settings.choice(setting) + 1, for: setting)
            }
            #expect(seen == setting.choices)
            #expect(settings == EnvironmentSettings(), "\(setting.name) came back to default")
        }
    }

    @Test("the actions popup shows beside the focused element, not over it")
    func actionsBesideFocus() throws {
        let (controller, session) = controller(width: 100, height: 30)
        session.focusedActionNames = ["Favorite", "Reply"]
        session.answers[.actionsMenu] = [Utterance("Actions menu, 2 items, Favorite, Reply", kind: .action)]
        controller.press(.character("a"))
        let canvas = controller.canvas()
        let panes = try #require(controller.panes)
        let focusRow = panes.screenContent.y + 3
        #expect(canvas.rows[focusRow].contains("Comments"), "the focused element stays visible")
        #expect(canvas.text.contains("Favorite") && canvas.text.contains("Reply"))
        controller.press(.down, .enter)
        #expect(session.commands.last == .performAction("Reply"))
        #expect(controller.canvas().rows[0].contains("✓ Performed Reply"), "an action that says nothing is confirmed")
    }
}

/// The screen list over a registry of twelve one-variant screens, as `rotor open` makes them.
@Suite("The screen list of many screens")
@MainActor
struct ManyScreensListTests {
    struct Numbered: View {
        let number: Int
        var body: some View { Text("Screen number \(number)") }
    }

    static func controller() throws -> (ExplorerController, ScreenSession) {
        let registry = ScreenRegistry((1...12).map { number in
            ScreenDescriptor(name: "view\(number)", summary: "", make: { _ in AnyView(Numbered(number: number)) })
        })
        let session = try ScreenSession(registry: registry, screen: "view1")
        session.appear()
        return (ExplorerController(session: session, width: 100, height: 30), session)
    }

    @Test("two digits choose a screen past the ninth: 1 then 0 is screen 10; a number with no screen starts again at its last digit")
    func twoDigitsChooseScreenTen() throws {
        let (controller, _) = try Self.controller()
        controller.press(.character("s"), .character("1"), .character("0"))
        #expect(controller.popup?.selected == 9)
        controller.press(.character("1"), .character("3"))
        #expect(controller.popup?.selected == 2, "there is no screen 13: 3")
        controller.press(.down, .character("2"))
        #expect(controller.popup?.selected == 1, "an arrow ends the number typed")
    }

    @Test("a screen with one variant is named without one in the status bar")
    func oneVariantScreenHasNoVariantInTitle() throws {
        let (controller, session) = try Self.controller()
        #expect(session.frame().title == "view1")
        #expect(!controller.canvas().text.contains("(after)"))
    }
}
