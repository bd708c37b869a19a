import Accessibility
import DemoScreens
import Headless
import TerminalApp
import ScreenReader
import Testing
import TermUI

/// The demo screens do what their seeds narrate.
@MainActor
struct DemoBehaviourTests {
    func texts(_ utterances: [Utterance]) -> [String] { utterances.map(\.text) }

    @Test("sounds: dragging a sound onto a described drop point sets that slot")
    func dropOnPoint() throws {
        let s = try ScreenSession(registry: demoRegistry, screen: "sounds")
        s.perform(.focus("Synth"))
        #expect(texts(s.perform(.drag)) == ["Drag"])
        let alert = texts(s.perform(.focus("Alert")))
        #expect(alert.first == "Alert, No sounds")
        #expect(alert.contains("Set sound 1, Drop ready, Set sound 2, Drop ready, Set sound 3, Drop ready"))
        let dropped = texts(s.perform(.drop("Set sound 3")))
        #expect(dropped.first == "Drop complete")
        #expect(s.focusedElement?.value == "Synth")
        s.perform(.focus("Bells"))
        s.perform(.drag)
        s.perform(.drop("Set sound 1"))
        #expect(s.tree.allElements.first { $0.label == "Alert" }?.value == "Bells, Synth")
    }

    @Test("sounds before the fix: one undescribed drop point fills the next free slot")
    func dropBefore() throws {
        let s = try ScreenSession(registry: demoRegistry, screen: "sounds:before")
        s.perform(.focus("Cheers"))
        s.perform(.drag)
        #expect(texts(s.perform(.focus("Alert"))).contains("Drop, Drop ready"))
        #expect(texts(s.perform(.drop("Drop"))).first == "Drop complete")
        #expect(s.focusedElement?.value == "Cheers")
    }

    @Test("widget: the Favorite action rates Baker beach and moves it to the top")
    func widgetFavorite() throws {
        let s = try ScreenSession(registry: demoRegistry, screen: "widget")
        s.perform(.focus("Baker"))
        let said = texts(s.perform(.performAction("Favorite")))
        #expect(said.first == "Baker beach, favorite, Button")
        #expect(s.reader.navigationOrder.count == 4)
        s.perform(.first)
        #expect(texts(s.perform(.next)).first == "Baker beach, favorite, Button")
    }

    @Test("widget: magic tap captures a photo and announces it")
    func widgetMagicTap() throws {
        let s = try ScreenSession(registry: demoRegistry, screen: "widget")
        s.perform(.next)
        let said = texts(s.perform(.magicTap))
        #expect(said.contains("Photo captured"))
        #expect(s.tree.allElements.contains { $0.label == "Photo 1 captured" })
    }

    @Test("dogs: More content reads popularity, weight, height and description one at a time")
    func dogsMoreContent() throws {
        let s = try ScreenSession(registry: demoRegistry, screen: "dogs")
        s.perform(.focus("Bailey"))
        #expect(texts(s.perform(.moreContent)) == ["Number 6, Popularity"])
        #expect(texts(s.perform(.moreContent)) == ["22 pounds, Weight"])
    }

    @Test("settings: the sheet is modal; escape closes it and focus returns to the screen")
    func settingsSheet() throws {
        let s = try ScreenSession(registry: demoRegistry, screen: "settings")
        s.perform(.focus("Show details"))
        let opened = texts(s.perform(.activate))
        #expect(s.reader.navigationOrder.count == 3, "only the sheet's elements: \(opened)")
        s.perform(.escape)
        #expect(s.reader.navigationOrder.count > 3)
        #expect(!s.tree.allElements.contains { $0.label == "Details" })
    }

    @Test("settings: the page control adjusts and says the new page")
    func settingsPager() throws {
        let s = try ScreenSession(registry: demoRegistry, screen: "settings")
        s.perform(.focus("Pages"))
        #expect(texts(s.perform(.increment)) == ["Page 2 of 3"])
    }
}

/// Every screen's before variant shows the problems its seed fixes; every after variant is clean.
@MainActor
struct DemoAuditTests {
    @Test("the after variant of each screen passes the audit: no problem, and to review only actions whose work the screen does not show",
          arguments: demoRegistry.screens.map(\.name))
    func afterIsClean(screen: String) throws {
        let session = try ScreenSession(registry: demoRegistry, screen: screen)
        #expect(session.auditFindings.filter { $0.severity != .note }.map(\.description) == [])
        #expect(session.auditFindings.allSatisfy { $0.needsReview && $0.rule == .customActionNoEffect })
    }

    @Test("the before variant of each screen has findings", arguments: demoRegistry.screens.map(\.name))
    func beforeHasFindings(screen: String) throws {
        let session = try ScreenSession(registry: demoRegistry, screen: screen + ":before")
        #expect(!session.auditFindings.isEmpty)
    }
}

/// Text from a screen is data: the command line never sends its control characters raw.
@MainActor
struct CommandLineSafetyTests {
    struct Hostile: View {
        var body: some View { Text("Red \u{1B}[31malert\u{07}") }
    }

    @Test("speak and tree show an escape sequence in a label as visible symbols")
    func escapesAreShown() {
        let registry = ScreenRegistry([ScreenDescriptor(name: "hostile", summary: "") { _ in AnyView(Hostile()) }])
        for command in ["speak", "tree"] {
            var printed: [String] = []
            let status = RotorCommandLine.run(arguments: [command, "hostile"], registry: registry,
                                              output: { printed.append($0) }, errorOutput: { _ in })
            #expect(status == 0)
            #expect(!printed.joined().contains("\u{1B}"))
            #expect(!printed.joined().contains("\u{07}"))
            #expect(printed.joined().contains("Red ␛[31malert␇"))
        }
    }
}

/// Editing a text field the way a VoiceOver user does: double tap, type, done.
@MainActor
struct TextEntryTests {
    struct Profile: View {
        @State var name = ""
        @State var password = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                SecureField("Password", text: $password)
                Text("Hello \(name)")
            }
        }
    }

    @Test("double tap on a text field starts editing; typing adds text and echoes it; delete says the character")
    func typeIntoField() {
        let reader = ScreenReaderSession(Profile())
        reader.next()
        #expect(reader.activate() == ["Is editing"])
        #expect(reader.perform(.typeText("Ada")) == ["Ada"])
        #expect(reader.element(labeled: "Hello Ada") != nil)
        #expect(reader.perform(.deleteBackward) == ["a"])
        #expect(reader.element(labeled: "Hello Ad") != nil)
        reader.perform(.endEditing)
        #expect(reader.perform(.typeText("x")) == [])
    }

    @Test("a typed or deleted space or mark is named, never echoed as silence")
    func typedSpaceIsNamed() {
        let reader = ScreenReaderSession(Profile())
        reader.next()
        reader.activate()
        #expect(reader.perform(.typeText(" ")) == ["Space"])
        #expect(reader.perform(.typeText(".")) == ["period"])
        #expect(reader.perform(.typeText("  ")) == ["Space Space"])
        #expect(reader.perform(.deleteBackward) == ["Space"])
    }

    @Test("a secure field echoes Bullet for each character; moving on ends editing")
    func secureField() {
        let reader = ScreenReaderSession(Profile())
        reader.next()
        reader.next()
        #expect(reader.activate() == ["Is editing"])
        #expect(reader.perform(.typeText("abc")) == ["Bullet Bullet Bullet"])
        reader.previous()
        #expect(reader.perform(.typeText("z")) == [])
    }

    @Test("the type command of a walkthrough types into the field")
    func scriptTypes() throws {
        let script = try WalkthroughScript(parsing: "screen beach\ntype \"hi\"\ndelete\nend-editing", file: "t.rotor")
        #expect(script.lines.count == 4)
    }
}
