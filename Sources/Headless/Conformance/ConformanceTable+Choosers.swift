/// The rows of controls that choose among items: pickers in each style, tabs, list and table
/// rows, menus.
extension ConformanceTable {
    static let choosers: [ConformanceRow] = pickers + collections

    private static let pickers: [ConformanceRow] =
        control("Picker (.menu, the default)",
                arrival: .same("The label, the choice and \"Button\" (\"Flavor, Vanilla, Button\")", "Magenta"),
                activation: .differs("Opens a menu of the choices, focus on the first; choosing one closes it and focus returns to the picker", "Magenta",
                                     because: "a terminal has no pop-up menu: double tap chooses the next option and says it (\"Mint\")"),
                rotor: noOwnRotorSetting)
        + control("Picker (.segmented)",
                  arrival: .same("Each segment: \"Selected\" if chosen, its label, \"Button\", \"N of M\" (\"Selected, Vanilla, Button, 1 of 3\")", "ASnap"),
                  activation: .same("Chooses the segment: \"Selected\"", "ASnap"),
                  rotor: noOwnRotorSetting)
        + control("Picker (.wheel)",
                  arrival: .same("\"Flavor, Vanilla, Picker item, Adjustable\", then the adjust hint", "Magenta"),
                  activation: .same("Nothing: a wheel changes by swiping", "Magenta"),
                  adjustment: .same("Up moves to the next choice and says it (\"Mint\"); down to the one before", "Magenta"),
                  rotor: .same("Adjust Value is offered, and the rotor points at it on the wheel", "Rotor"))
        + control("Picker (.inline)",
                  arrival: .same("Each choice a row: \"Selected\" if chosen, then its label and \"Button\"", "ASnap"),
                  activation: .same("Chooses the row: \"Selected\"", "ASnap"),
                  rotor: noOwnRotorSetting)
        + control("Picker (.navigationLink)",
                  arrival: .same("The label, the choice and \"Button\" (\"Flavor, Vanilla, Button\")", "AD"),
                  activation: .differs("Pushes a list of the choices; choosing one goes back", "AD",
                                       because: "no list is pushed: double tap chooses the next option and says it (\"Mint\")"),
                  rotor: noOwnRotorSetting)

    private static let collections: [ConformanceRow] =
        control("TabView",
                arrival: .same("\"Sent, Tab, 2 of 2\" (\"Selected\" first on the chosen tab), \"Tab bar\" on entering it", "ASnap"),
                activation: .same("Shows the tab: \"Selected\"", "ASnap"),
                rotor: noOwnRotorSetting)
        + control("List (rows, selection)",
                  arrival: .same("A selectable row: its text and \"Button\", \"Selected\" first when selected; no \"List start\"", "Magenta"),
                  activation: .same("Selects the row: \"Selected\"", "ASnap"),
                  rotor: noOwnRotorSetting)
        + control("Table (rows, selection)",
                  arrival: .same("On an iPhone (compact width) a table is a one-column list: a row reads its first column (\"Grace, Button\")", "AD"),
                  activation: .same("Selects the row: \"Selected\"", "ASnap"),
                  rotor: noOwnRotorSetting)
        + control("Menu",
                  arrival: .same("The label and \"Button\" (\"Sort, Button\")", "Magenta"),
                  activation: .same("Opens the menu; focus moves to its first item (\"By name, Button\")", "Magenta"),
                  rotor: noOwnRotorSetting,
                  escape: .same("Closes the menu; focus returns to the menu's button (\"Sort, Button\")", "UIKit escape"))
}
