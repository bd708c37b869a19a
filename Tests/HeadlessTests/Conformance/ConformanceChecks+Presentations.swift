import Headless
import ScreenReader
import Testing
import TermUI

extension ConformanceChecks {
    static var presentations: [(String, Check)] {
        let push = ConformanceScreen("Lisbon") { S.Pushing() }
        let sheet = ConformanceScreen("New trip") { S.Presenting() }
        let alert = ConformanceScreen("Trash") { S.Alerting() }
        let dialog = ConformanceScreen("Close draft") { S.Confirming() }
        return [
            (key("NavigationLink (push, back)", .arrival), arrives(push, saying: ["Lisbon, Button"])),
            (key("NavigationLink (push, back)", .activation), activates(push, saying: ["Trips, Back button"]) {
                #expect(shows($0, "Three days by the sea"))
            }),
            (key("NavigationLink (push, back)", .adjustment), notAdjustable(push)),
            (key("NavigationLink (push, back)", .rotor), noOwnRotorSetting(push)),
            (key("NavigationLink (push, back)", .escape), {
                let reader = push.focused()
                reader.activate()
                #expect(reader.escape() == ["Lisbon, Button"])
                #expect(!shows(reader, "Three days by the sea"))
            }),
            (key("sheet", .arrival), activates(sheet, saying: ["Where to?"]) { #expect($0.focused == "Where to?") }),
            (key("sheet", .activation), {
                let reader = sheet.focused()
                reader.activate()
                #expect(reader.focus("Done") == ["Done, Button"])
                #expect(reader.activate() == ["New trip, Button"])
                #expect(shows(reader, "Sheet hidden"))
            }),
            (key("sheet", .adjustment), notAdjustable(sheet)),
            (key("sheet", .rotor), noOwnRotorSetting(sheet)),
            (key("sheet", .escape), dismisses(sheet, saying: ["New trip, Button"], leaving: "Sheet hidden")),
            (key("alert", .arrival), activates(alert, saying: ["Alert, Delete draft? This cannot be undone."]) {
                #expect($0.focused == "Delete draft?")
            }),
            (key("alert", .activation), performsButton(alert, "Erase", saying: ["Trash, Button"], leaving: "Did erase")),
            (key("alert", .adjustment), notAdjustable(alert)),
            (key("alert", .rotor), noOwnRotorSetting(alert)),
            (key("alert", .escape), dismisses(alert, saying: ["Trash, Button"], leaving: "Did cancel")),
            (key("confirmationDialog", .arrival), activates(dialog, saying: ["Discard the draft?"]) {
                #expect($0.focused == "Discard the draft?")
            }),
            (key("confirmationDialog", .activation),
             performsButton(dialog, "Throw away", saying: ["Close draft, Button"], leaving: "Did throw")),
            (key("confirmationDialog", .adjustment), notAdjustable(dialog)),
            (key("confirmationDialog", .rotor), noOwnRotorSetting(dialog)),
            (key("confirmationDialog", .escape), dismisses(dialog, saying: ["Close draft, Button"], leaving: "Did keep")),
        ]
    }

    /// The presenting control opens it; the scrub dismisses it, says the presenting control
    /// again, and leaves the screen showing `state`.
    private static func dismisses(_ screen: ConformanceScreen, saying said: [String], leaving state: String) -> Check {
        {
            let reader = screen.focused()
            reader.activate()
            #expect(reader.escape() == said)
            #expect(reader.focused == screen.focus)
            #expect(shows(reader, state))
        }
    }

    /// The presenting control opens it; double tap on its `button` does the button's action,
    /// dismisses it and says the presenting control again.
    private static func performsButton(_ screen: ConformanceScreen, _ button: String, saying said: [String],
                                       leaving state: String) -> Check {
        {
            let reader = screen.focused()
            reader.activate()
            reader.focus(button)
            #expect(reader.focused == button)
            #expect(reader.activate() == said)
            #expect(reader.focused == screen.focus)
            #expect(shows(reader, state))
        }
    }
}
