/// The rows of controls that act where they are: buttons, links, toggles, adjustables, fields,
/// indicators.
extension ConformanceTable {
    static let controls: [ConformanceRow] = buttonsAndToggles + adjustables + fields + indicators

    private static let buttonsAndToggles: [ConformanceRow] =
        control("Button",
                arrival: .same("The label, then \"Button\" (\"Save, Button\"); no hint", "ASnap"),
                activation: .same("Performs its action; nothing more is said unless the element itself changed", "VO gestures"),
                rotor: noOwnRotorSetting)
        + control("Link",
                  arrival: .same("The label, then \"Link\" (\"Privacy policy, Link\")", "ASnap"),
                  activation: .same("Opens its URL (through the environment's `openURL`)", "AD"),
                  rotor: .same("Links is offered on a screen with links, and the rotor points at it there", "Rotor"))
        + control("Toggle (switch)",
                  arrival: .same("\"Wi-Fi, Switch button, Off\", then the hint \"Double tap to toggle setting.\"", "ASnap"),
                  activation: .same("Toggles it and says the new state (\"On\")", "W23"),
                  rotor: noOwnRotorSetting)
        + control("Toggle (.button style)",
                  arrival: .same("As the switch: a style keeps the toggle's label and traits (\"Wi-Fi, Switch button, Off\")", "W24"),
                  activation: .same("Toggles it and says the new state (\"On\")", "W24"),
                  rotor: noOwnRotorSetting)
        + control("Toggle (custom ToggleStyle)",
                  arrival: .same("As the switch: the style's drawing is not read, the toggle's label and traits are", "W24"),
                  activation: .same("Toggles it and says the new state (\"On\")", "W24"),
                  rotor: noOwnRotorSetting)

    private static let adjustables: [ConformanceRow] =
        control("Stepper",
                arrival: .same("Its label, then its Decrement and Increment buttons, each \"Increment, Button\"", "Magenta"),
                activation: .same("Increment or Decrement changes the value and the new value is said (\"3\"); focus stays on the button", "Magenta"),
                adjustment: .same("n/a: its buttons are not adjustable (a UIStepper's two segments)", "Magenta"),
                rotor: noOwnRotorSetting)
        + control("Slider",
                  arrival: .same("\"Volume, 50%, Adjustable\", then \"Swipe up or down with one finger to adjust the value.\"", "ASnap"),
                  activation: .same("Nothing: a slider has no default action", "VO gestures"),
                  adjustment: .same("Up raises the value a step (10% of the range) and says it (\"60%\"); down lowers it", "Rönnqvist"),
                  rotor: .same("Adjust Value is offered, and the rotor points at it while the slider is focused", "Rotor"))
        + control("DatePicker (compact)",
                  arrival: .differs("The label and the date as a button that opens a calendar (\"Start, Jan 1, 2026, Button\")", "Magenta",
                                    because: "a terminal has no calendar pop-over; the date is one adjustable element (\"Start, Jan 1, 2026, Adjustable\")"),
                  activation: .differs("Opens the calendar; focus moves into it", "Magenta",
                                       because: "nothing opens; the date changes by swiping"),
                  adjustment: .differs("n/a on the button; inside the calendar a wheel or day grid adjusts", "Magenta",
                                       because: "up and down move the date a day (\"Jan 2, 2026\")"),
                  rotor: .differs("No setting of its own on the button", "Magenta",
                                  because: "Adjust Value, as on any adjustable element"))

    private static let fields: [ConformanceRow] =
        control("TextField",
                arrival: .same("\"Name, Text field\" (the title is the label), then \"Double tap to edit.\"", "ASnap"),
                activation: .same("Starts editing, the keyboard appears: \"Is editing\"", "ASnap"),
                rotor: .differs("While editing, Edit, Typing Mode and Misspelled Words join Characters and Words", "Rotor",
                                because: "no Edit, Typing Mode or Misspelled Words settings (only an app's own misspelled-words rotor)"))
        + control("SecureField",
                  arrival: .same("\"Password, Secure text field\", never its text or bullets, then \"Double tap to edit.\"", "device"),
                  activation: .same("Starts editing: \"Is editing\"; each typed character is said as \"Bullet\"", "device"),
                  rotor: .differs("While editing, Edit and Typing Mode join Characters and Words", "Rotor",
                                  because: "no Edit or Typing Mode settings"))
        + control("TextEditor",
                  arrival: .same("The label, then \"Text field\" and \"Double tap to edit.\" (\"Notes, Text field\")", "device"),
                  activation: .same("Starts editing: \"Is editing\", with no Misspelled Words hint", "device"),
                  rotor: .differs("While editing, Edit, Typing Mode and Lines join Characters and Words", "Rotor",
                                  because: "no Edit, Typing Mode or Lines settings"))

    private static let indicators: [ConformanceRow] =
        control("Gauge",
                arrival: .same("The label, then the value as a percent (\"Battery, 40%\"); no trait word", "OSUI"),
                activation: .same("Nothing: it has no action", "OSUI"),
                rotor: noOwnRotorSetting)
        + control("ProgressView (determinate)",
                  arrival: .same("The label, then the fraction done as a percent (\"Upload, 25%\")", "OSUI"),
                  activation: .same("Nothing: it has no action", "OSUI"),
                  rotor: noOwnRotorSetting)
        + control("ProgressView (indeterminate)",
                  arrival: .same("The label alone (\"Loading\"): no value", "OSUI"),
                  activation: .same("Nothing: it has no action", "OSUI"),
                  rotor: noOwnRotorSetting)
        + control("DisclosureGroup",
                  arrival: .differs("\"Details, Collapsed, Button\", then \"Double tap to expand.\"", "ASnap",
                                    because: "the state is said, its hint is not (\"Details, Collapsed, Button\")"),
                  activation: .same("Expands or collapses it and says the new state (\"Expanded\")", "ASnap"),
                  rotor: noOwnRotorSetting)
}
