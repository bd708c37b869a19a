/// The rows of navigation and presentations: push and back, sheets, alerts, dialogs. Their
/// arrival is what is said as the new screen or modal appears.
extension ConformanceTable {
    static let presentations: [ConformanceRow] =
        control("NavigationLink (push, back)",
                arrival: .same("The link: its label and \"Button\" (\"Lisbon, Button\")", "AD"),
                activation: .same("Pushes the destination; focus goes to its first element, the back button (\"Trips, Back button\")", "ASnap"),
                rotor: noOwnRotorSetting,
                escape: .same("Goes back; focus returns to the link that pushed (\"Lisbon, Button\")", "UIKit escape"))
        + control("sheet",
                  arrival: .same("Focus moves into the sheet as it appears and its first element is said (\"Where to?\")", "UIKit notifications"),
                  activation: .same("A button in it does its action (\"Done\" dismisses it); focus returns to the presenting control", "Magenta"),
                  rotor: noOwnRotorSetting,
                  escape: .same("Dismisses the sheet; focus returns to the presenting control (\"New trip, Button\")", "UIKit escape"))
        + control("alert",
                  arrival: .same("\"Alert\", the title and the message (\"Alert, Delete draft? This cannot be undone.\"), focus on the title", "device"),
                  activation: .same("A button does its action and dismisses the alert; focus returns to the presenting control", "Magenta"),
                  rotor: noOwnRotorSetting,
                  escape: .same("Performs the cancel button's action and dismisses the alert", "UIKit escape"))
        + control("confirmationDialog",
                  arrival: .same("Focus moves to the dialog's title as it appears (\"Discard the draft?\")", "Magenta"),
                  activation: .same("A button does its action and dismisses the dialog; focus returns to the presenting control", "Magenta"),
                  rotor: noOwnRotorSetting,
                  escape: .same("Performs the cancel button's action and dismisses the dialog", "UIKit escape"))
}
