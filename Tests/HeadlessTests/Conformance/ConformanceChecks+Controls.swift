import Headless
import ScreenReader
import Testing
import TermUI

extension ConformanceChecks {
    static var controls: [(String, Check)] {
        buttonsAndToggles + adjustables + fields + indicators
    }

    private static var buttonsAndToggles: [(String, Check)] {
        let button = ConformanceScreen("Save") { S.Pressing() }
        let link = ConformanceScreen("Privacy policy") { S.Linking() }
        var checks = plain("Button", button,
                           arrival: arrives(button, saying: ["Save, Button"]),
                           activation: activates(button, saying: []) { #expect(shows($0, "Saved 1 times")) })
        checks += plain("Link", link,
                        arrival: arrives(link, saying: ["Privacy policy, Link"]),
                        activation: activates(link, saying: []) { #expect(shows($0, "Opened privacy")) },
                        rotor: rotor(link, own: [], pointsAt: .links))
        let toggles: [(String, ConformanceScreens.ToggleKind)] = [
            ("Toggle (switch)", .standard), ("Toggle (.button style)", .button), ("Toggle (custom ToggleStyle)", .custom),
        ]
        for (control, kind) in toggles {
            let screen = ConformanceScreen("Wi-Fi") { S.Switching(kind: kind) }
            checks += plain(control, screen,
                            arrival: arrives(screen, saying: ["Wi-Fi, Switch button, Off", "Double tap to toggle setting."]),
                            activation: activates(screen, saying: ["On"]) { #expect(shows($0, "Wi-Fi is on")) })
        }
        return checks
    }

    private static var adjustables: [(String, Check)] {
        let stepper = ConformanceScreen("Increment") { S.Stepping() }
        var checks = plain("Stepper", stepper,
                           arrival: {
                               let reader = stepper.open()
                               #expect(reader.focus("Guests") == ["Guests: 2"])
                               #expect(reader.next() == ["Decrement, Button"])
                               #expect(reader.next() == ["Increment, Button"])
                           },
                           activation: activates(stepper, saying: ["3"]) {
                               #expect(shows($0, "Party of 3"))
                               #expect($0.focused == "Increment")
                           })
        let slider = ConformanceScreen("Volume") { S.Sliding() }
        let adjust = "Swipe up or down with one finger to adjust the value."
        checks += [
            (key("Slider", .arrival), arrives(slider, saying: ["Volume, 50%, Adjustable", adjust])),
            (key("Slider", .activation), activates(slider, saying: []) { #expect(shows($0, "Volume 50")) }),
            (key("Slider", .adjustment), adjusts(slider, up: ["60%"], down: ["50%"])),
            (key("Slider", .rotor), rotor(slider, own: [.adjustValue], pointsAt: .adjustValue)),
            (key("Slider", .escape), noEscape(slider)),
        ]
        let date = ConformanceScreen("Start") { S.Dating() }
        checks += [
            (key("DatePicker (compact)", .arrival), arrives(date, saying: ["Start, Jan 1, 2026, Adjustable", adjust])),
            (key("DatePicker (compact)", .activation), activationDoesNothing(date)),
            (key("DatePicker (compact)", .adjustment), adjusts(date, up: ["Jan 2, 2026"], down: ["Jan 1, 2026"])),
            (key("DatePicker (compact)", .rotor), rotor(date, own: [.adjustValue], pointsAt: .adjustValue)),
            (key("DatePicker (compact)", .escape), noEscape(date)),
        ]
        return checks
    }

    /// While the field is being edited, the rotor offers only VoiceOver's general settings.
    private static func editingRotor(_ screen: ConformanceScreen) -> Check {
        {
            let reader = screen.focused()
            reader.activate()
            #expect(reader.session.reader.isEditing)
            #expect(reader.session.reader.availableRotorSettings == [.characters, .words, .speakingRate])
        }
    }

    private static var fields: [(String, Check)] {
        let field = ConformanceScreen("Name") { S.Typing(kind: .text) }
        let secure = ConformanceScreen("Password") { S.Typing(kind: .secure) }
        let editor = ConformanceScreen("Notes") { S.Typing(kind: .editor) }
        let edit = "Double tap to edit."
        return plain("TextField", field,
                     arrival: arrives(field, saying: ["Name, Text field", edit]),
                     activation: activates(field, saying: ["Is editing"]) { #expect($0.session.reader.isEditing) },
                     rotor: editingRotor(field))
            + plain("SecureField", secure,
                    arrival: arrives(secure, saying: ["Password, Secure text field", edit]),
                    activation: activates(secure, saying: ["Is editing"]) {
                        #expect($0.perform(.typeText("a")) == ["Bullet"])
                        #expect(shows($0, "Typed 1"))
                    },
                    rotor: editingRotor(secure))
            + plain("TextEditor", editor,
                    arrival: arrives(editor, saying: ["Notes, Text field", edit]),
                    activation: activates(editor, saying: ["Is editing"]) { #expect($0.session.reader.isEditing) },
                    rotor: editingRotor(editor))
    }

    private static var indicators: [(String, Check)] {
        let gauge = ConformanceScreen("Battery") { S.Measuring() }
        let determinate = ConformanceScreen("Upload") { S.Progressing(determinate: true) }
        let indeterminate = ConformanceScreen("Loading") { S.Progressing(determinate: false) }
        let disclosure = ConformanceScreen("Details") { S.Disclosing() }
        return plain("Gauge", gauge, arrival: arrives(gauge, saying: ["Battery, 40%"]), activation: activationDoesNothing(gauge))
            + plain("ProgressView (determinate)", determinate,
                    arrival: arrives(determinate, saying: ["Upload, 25%"]), activation: activationDoesNothing(determinate))
            + plain("ProgressView (indeterminate)", indeterminate,
                    arrival: arrives(indeterminate, saying: ["Loading"]), activation: activationDoesNothing(indeterminate))
            + plain("DisclosureGroup", disclosure,
                    arrival: arrives(disclosure, saying: ["Details, Collapsed, Button"]),
                    activation: activates(disclosure, saying: ["Expanded"]) { #expect(shows($0, "Made in Lisbon")) })
    }
}
