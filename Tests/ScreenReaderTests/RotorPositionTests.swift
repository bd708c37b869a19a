import Accessibility
import Testing
@testable import ScreenReader

/// Where the rotor points as focus moves, and VoiceOver's Verbosity settings for actions and
/// hints.
@MainActor
struct RotorPositionTests {
    /// A heading, text, a slider at 50%, a button with two actions, another heading.
    private func screen() -> FakeScreen {
        FakeScreen { screen in
            [
                element("h1", "Beaches", y: 0, traits: .isHeader),
                element("p1", "Sand and sun", y: 20),
                element("v", "Volume", y: 40) {
                    $0.value = "\(screen.numbers["v", default: 50])%"
                    $0.adjustableAction = { direction in
                        screen.numbers["v", default: 50] += direction == .increment ? 10 : -10
                    }
                },
                element("c", "Looks like a wonderful time", y: 60, traits: .isButton) {
                    $0.actions = [
                        AccessibilityCustomAction(name: "Favorite") { screen.log.append("favorite") },
                        AccessibilityCustomAction(name: "Reply") { screen.log.append("reply") },
                    ]
                },
                element("h2", "Trips", y: 80, traits: .isHeader),
            ]
        }
    }

    @Test("the rotor always points at a setting: with none chosen, the first that moves through the screen, and down moves by it")
    func firstElementHasASetting() {
        let reader = ScreenReader(source: screen())
        reader.perform(.next)
        #expect(reader.currentRotorSetting == .headings)
        #expect(texts(reader.perform(.rotorItemNext)) == ["Trips, Heading"])
    }

    @Test("a screen with no headings, links or containers starts the rotor on Characters, which reads the element")
    func plainScreenStartsOnCharacters() {
        let reader = ScreenReader(source: fixed(column(["Alpha", "Beta"])))
        reader.perform(.next)
        #expect(reader.currentRotorSetting == .characters)
        #expect(texts(reader.perform(.rotorItemNext)) == ["A"])
    }

    @Test("turning the rotor moves from the setting it points at")
    func turningStartsWhereItPoints() {
        let reader = ScreenReader(source: screen())
        reader.perform(.next)
        #expect(reader.currentRotorSetting == .headings)
        #expect(reader.availableRotorSettings == [.headings, .characters, .words, .speakingRate])
        #expect(texts(reader.perform(.rotorNext)) == ["Characters"])
        #expect(texts(reader.perform(.rotorPrevious)) == ["Headings"])
    }

    @Test("arriving on an adjustable element turns the rotor to Adjust Value though Headings was chosen: up adjusts")
    func adjustableTakesTheRotorOnArrival() {
        let screen = screen()
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        reader.perform(.selectRotor(.headings))
        reader.perform(.focus("Volume"))
        #expect(reader.currentRotorSetting == .adjustValue)
        #expect(texts(reader.perform(.rotorItemPrevious)) == ["60%"])
        #expect(reader.focusedID == id("v"))
    }

    @Test("turning the rotor to Headings on an adjustable element makes up and down move by heading")
    func chosenOnTheAdjustableWins() {
        let reader = ScreenReader(source: screen())
        reader.perform(.focus("Volume"))
        reader.perform(.selectRotor(.headings))
        #expect(reader.currentRotorSetting == .headings)
        #expect(texts(reader.perform(.rotorItemPrevious)) == ["Beaches, Heading"])
    }

    @Test("leaving an adjustable element puts the rotor back where it pointed, and down works there")
    func leavingTheAdjustable() {
        let reader = ScreenReader(source: screen())
        reader.perform(.focus("Volume"))
        #expect(reader.currentRotorSetting == .adjustValue)
        reader.perform(.previous)
        #expect(reader.currentRotorSetting == .headings)
        #expect(texts(reader.perform(.rotorItemNext)) == ["Trips, Heading"])
    }

    @Test("with Actions on Speak an element with actions keeps the user's setting and says Actions available")
    func actionsSpeakKeepsTheSetting() {
        let reader = ScreenReader(source: screen())
        reader.perform(.next)
        reader.perform(.selectRotor(.headings))
        let said = reader.perform(.focus("Looks"))
        #expect(texts(said) == ["Looks like a wonderful time, Button", "Actions available"])
        #expect(reader.currentRotorSetting == .headings)
        #expect(reader.availableRotorSettings.first == .actions)
    }

    @Test("with Actions on Change Rotor an element with actions turns the rotor to Actions, silently; leaving turns it back")
    func actionsChangeRotor() {
        let screen = screen()
        let reader = ScreenReader(source: screen)
        reader.verbosity.actions = .changeRotor
        reader.perform(.next)
        reader.perform(.selectRotor(.headings))
        let said = reader.perform(.focus("Looks"))
        #expect(texts(said) == ["Looks like a wonderful time, Button"])
        #expect(reader.currentRotorSetting == .actions)
        #expect(texts(reader.perform(.rotorItemNext)) == ["Favorite"])
        reader.perform(.activate)
        #expect(screen.log == ["favorite"])
        reader.perform(.next)
        #expect(reader.currentRotorSetting == .headings)
    }

    @Test("with Actions on Play Sound an element with actions plays a sound in place of the words")
    func actionsPlaySound() {
        let reader = ScreenReader(source: screen())
        reader.verbosity.actions = .playSound
        let said = reader.perform(.focus("Looks"))
        #expect(said.map(\.kind) == [.element, .cue])
        #expect(!texts(said).contains("Actions available"))
    }

    @Test("with Actions on Do Nothing nothing tells of the actions, and Actions is still in the rotor")
    func actionsDoNothing() {
        let reader = ScreenReader(source: screen())
        reader.verbosity.actions = .doNothing
        #expect(texts(reader.perform(.focus("Looks"))) == ["Looks like a wonderful time, Button"])
        #expect(reader.availableRotorSettings.contains(.actions))
    }

    @Test("with Speak Hints off no hint is spoken, but a hint that is all an element has is still its description")
    func speakHintsOff() {
        let roots = [
            element("v", "Volume") { $0.value = "50%"; $0.adjustableAction = { _ in } },
            element("t", "", y: 20) { $0.hint = "Opens the map" },
            element("s", "Save", y: 40, traits: .isButton) { $0.hint = "Saves the draft" },
        ]
        let reader = ScreenReader(source: fixed(roots))
        reader.verbosity.speakHints = false
        #expect(texts(reader.perform(.next)) == ["Volume, 50%, Adjustable"])
        #expect(texts(reader.perform(.next)) == ["Opens the map"])
        #expect(texts(reader.perform(.next)) == ["Save, Button"])
    }

    @Test("More Content is offered on an element with custom content, and the rotor is not turned to it on arrival")
    func moreContentOfferedNotChosen() {
        let roots = [
            element("h", "Dogs", traits: .isHeader),
            element("d", "Pug", y: 20) {
                $0.customContent = [AccessibilityCustomContent(key: AccessibilityCustomContentKey("Age"), value: "3")]
            },
        ]
        let reader = ScreenReader(source: fixed(roots))
        reader.perform(.focus("Pug"))
        #expect(reader.availableRotorSettings.contains(.moreContent))
        #expect(reader.currentRotorSetting == .headings)
        reader.perform(.selectRotor(.moreContent))
        #expect(texts(reader.perform(.rotorItemNext)) == ["3, Age"])
    }
}
