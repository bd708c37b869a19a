import Accessibility
import Testing
@testable import ScreenReader

@MainActor
struct SpeechCompositionTests {
    private func say(_ element: AccessibilityElement, in roots: [AccessibilityElement]? = nil) -> [String] {
        let tree = AccessibilityTree(roots: roots ?? [element])
        return texts(ScreenReader.speech(for: tree.element(element.id)!, in: tree))
    }

    @Test("Selected comes first, then label, value and trait words")
    func selectedLabelValueTraits() {
        let inbox = element("inbox", "Inbox", traits: [.isButton, .isSelected]) { $0.value = "3 unread" }
        #expect(say(inbox) == ["Selected, Inbox, 3 unread, Button"])
    }

    @Test("a heading says Heading after its label, the way the seed reads 'Weekend adventure, heading'")
    func heading() {
        #expect(say(element("h", "Weekend adventure", traits: .isHeader)) == ["Weekend adventure, Heading"])
    }

    @Test("a heading with a level says Heading level N")
    func headingLevel() {
        let heading = element("h", "Beaches", traits: .isHeader) { $0.headingLevel = .h2 }
        #expect(say(heading) == ["Beaches, Heading level 2"])
    }

    @Test("a switch says On or Off instead of its value and no Button")
    func switchSaysOnOff() {
        let on = element("wifi", "Wi-Fi", traits: [.isButton, .isToggle]) { $0.value = "1" }
        let off = element("bt", "Bluetooth", traits: [.isButton, .isToggle]) { $0.value = "0" }
        let mixed = element("all", "All", traits: [.isToggle]) { $0.value = "2" }
        #expect(say(on) == ["Wi-Fi, Switch button, On", "Double tap to toggle setting."])
        #expect(say(off).first == "Bluetooth, Switch button, Off")
        #expect(say(mixed).first == "All, Switch button, Mixed")
    }

    @Test("hint is spoken after a pause as its own utterance")
    func hintIsSeparate() {
        let button = element("send", "Send", traits: .isButton) { $0.hint = "Sends the message" }
        let reader = ScreenReader(source: fixed([button]))
        let said = reader.perform(.next)
        #expect(texts(said) == ["Send, Button", "Sends the message"])
        #expect(said.map(\.kind) == [.element, .hint])
    }

    @Test("the custom hint comes before the trait hint")
    func customHintBeforeTraitHint() {
        let toggle = element("f", "Enable Feature", traits: .isToggle) {
            $0.value = "0"
            $0.hint = "Enables the feature"
        }
        #expect(say(toggle) == ["Enable Feature, Switch button, Off", "Enables the feature", "Double tap to toggle setting."])
    }

    @Test("an adjustable element says Adjustable and the swipe hint")
    func adjustable() {
        let volume = element("v", "Volume") {
            $0.value = "50%"
            $0.adjustableAction = { _ in }
        }
        #expect(say(volume) == ["Volume, 50%, Adjustable", "Swipe up or down with one finger to adjust the value."])
    }

    @Test("a dimmed element says Dimmed and loses its trait hints")
    func dimmed() {
        let volume = element("v", "Volume") {
            $0.value = "50%"
            $0.isEnabled = false
            $0.adjustableAction = { _ in }
        }
        let save = element("s", "Save", traits: .isButton) { $0.isEnabled = false }
        #expect(say(volume) == ["Volume, 50%, Dimmed, Adjustable"])
        #expect(say(save) == ["Save, Dimmed, Button"])
    }

    @Test("with an empty label and value the hint becomes the description, without the adjustable hint")
    func hintOnly() {
        let pager = element("p", "") {
            $0.hint = "Page control"
            $0.adjustableAction = { _ in }
        }
        #expect(say(pager) == ["Page control, Adjustable"])
    }

    @Test("high-importance custom content is spoken after the value; other content is announced as more content")
    func customContent() {
        let dog = element("d", "Fido, Beagle") {
            $0.customContent = [
                AccessibilityCustomContent(key: .init("Age"), value: "3 years", importance: .high),
                AccessibilityCustomContent(key: .init("Weight"), value: "10 kg"),
            ]
        }
        #expect(say(dog) == ["Fido, Beagle, 3 years", "More content available"])
        let onlyHigh = element("e", "Rex") {
            $0.customContent = [AccessibilityCustomContent(key: .init("Age"), value: "2 years", importance: .high)]
        }
        #expect(say(onlyHigh) == ["Rex, 2 years"])
    }

    @Test("custom actions add Actions available after the hint")
    func actionsAvailable() {
        let comment = element("c", "Unread, Looks like a wonderful time, Nick", traits: .isButton) {
            $0.hint = "Opens the comment"
            $0.actions = [AccessibilityCustomAction(name: "Favorite") {}, AccessibilityCustomAction(name: "Reply") {}]
            $0.customContent = [AccessibilityCustomContent(key: .init("Sent"), value: "Today")]
        }
        #expect(say(comment) == [
            "Unread, Looks like a wonderful time, Nick, Button", "Opens the comment",
            "Actions available", "More content available",
        ])
    }

    @Test("keyboard keys do not say Button")
    func keyboardKey() {
        #expect(say(element("k", "Q", traits: [.isButton, .isKeyboardKey])) == ["Q"])
    }

    @Test("a text field says Text field and Double tap to edit")
    func textField() {
        let field = element("t", "Name", traits: .isTextField) { $0.value = "Ada" }
        #expect(say(field) == ["Name, Ada, Text field", "Double tap to edit."])
    }

    @Test("link, image, search field and draggable words follow the trait order")
    func otherTraitWords() {
        #expect(say(element("l", "Terms", traits: .isLink)) == ["Terms, Link"])
        #expect(say(element("i", "Saturday", traits: .isImage)) == ["Saturday, Image"])
        #expect(say(element("s", "Search", traits: .isSearchField)) == ["Search, Search field"])
        let synth = element("y", "Synth") { $0.dragPoints = [AccessibilityGesturePoint(description: "Synth", unitX: 0.5, unitY: 0.5)] }
        #expect(say(synth) == ["Synth, Draggable"])
        #expect(say(element("b", "Funston beach", traits: .isButton) { $0.value = "no rating" }) == ["Funston beach, no rating, Button"])
    }

    @Test("a tab in a tab bar says Tab and its position instead of Button")
    func tabInTabBar() {
        let bar = container("bar", "Tab bar", traits: .isTabBar, [
            element("home", "Home", x: 0, traits: [.isButton, .isSelected]),
            element("search", "Search", x: 100, traits: .isButton),
        ])
        #expect(say(bar.children[1], in: [bar]) == ["Search, Tab, 2 of 2"])
        #expect(say(bar.children[0], in: [bar]) == ["Selected, Home, Tab, 1 of 2"])
    }

    @Test("spelled-out characters are spoken one by one, joined by dashes")
    func spellsOutCharacters() {
        let code = element("c", "AB 1") { $0.speech.spellsOutCharacters = true }
        #expect(say(code) == ["A-B-Space-1"])
    }

    @Test("always-include-punctuation speaks punctuation by name")
    func punctuation() {
        let line = element("l", "Hello, world!") { $0.speech.alwaysIncludesPunctuation = true }
        #expect(say(line) == ["Hello comma world exclamation mark"])
    }
}
