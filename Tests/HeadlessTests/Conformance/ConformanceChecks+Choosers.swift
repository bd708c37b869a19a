import Headless
import ScreenReader
import Testing
import TermUI

extension ConformanceChecks {
    static var choosers: [(String, Check)] { pickers + collections }

    private static var pickers: [(String, Check)] {
        let menu = ConformanceScreen("Flavor") { S.Picking(kind: .menu) }
        let segmented = ConformanceScreen("Mint") { S.Picking(kind: .segmented) }
        let wheel = ConformanceScreen("Flavor") { S.Picking(kind: .wheel) }
        let inline = ConformanceScreen("Mint") { S.Picking(kind: .inline) }
        let pushed = ConformanceScreen("Flavor") { S.Picking(kind: .navigationLink) }
        /// Rotor's picker that opens nothing: the next option is chosen where the picker is.
        func choosesNext(_ screen: ConformanceScreen) -> Check {
            activates(screen, saying: ["Mint"]) {
                #expect(shows($0, "Chose Mint"))
                #expect(!shows($0, "Lemon"), "no menu or list of the choices appeared")
                #expect($0.focused == "Flavor")
            }
        }
        var checks = plain("Picker (.menu, the default)", menu,
                           arrival: arrives(menu, saying: ["Flavor, Vanilla, Button"]), activation: choosesNext(menu))
        checks += plain("Picker (.segmented)", segmented,
                        arrival: {
                            let reader = segmented.open()
                            #expect(reader.focus("Vanilla") == ["Selected, Vanilla, Button, 1 of 3"])
                            #expect(reader.next() == ["Mint, Button, 2 of 3"])
                        },
                        activation: activates(segmented, saying: ["Selected"]) { #expect(shows($0, "Chose Mint")) })
        checks += [
            (key("Picker (.wheel)", .arrival),
             arrives(wheel, saying: ["Flavor, Vanilla, Picker item, Adjustable", "Swipe up or down with one finger to adjust the value."])),
            (key("Picker (.wheel)", .activation), activates(wheel, saying: []) { #expect(shows($0, "Chose Vanilla")) }),
            (key("Picker (.wheel)", .adjustment), adjusts(wheel, up: ["Mint"], down: ["Vanilla"])),
            (key("Picker (.wheel)", .rotor), rotor(wheel, own: [.adjustValue], pointsAt: .adjustValue)),
            (key("Picker (.wheel)", .escape), noEscape(wheel)),
        ]
        checks += plain("Picker (.inline)", inline,
                        arrival: {
                            let reader = inline.open()
                            #expect(reader.focus("Vanilla") == ["Selected, Vanilla, Button"])
                            #expect(reader.next() == ["Mint, Button"])
                        },
                        activation: activates(inline, saying: ["Selected"]) { #expect(shows($0, "Chose Mint")) })
        checks += plain("Picker (.navigationLink)", pushed,
                        arrival: arrives(pushed, saying: ["Flavor, Vanilla, Button"]), activation: choosesNext(pushed))
        return checks
    }

    private static var collections: [(String, Check)] {
        let tabs = ConformanceScreen("Sent") { S.Tabbing() }
        let list = ConformanceScreen("Grace") { S.Listing() }
        let table = ConformanceScreen("Grace") { S.Tabulating() }
        let menu = ConformanceScreen("Sort") { S.MenuShowing() }
        var checks = plain("TabView", tabs,
                           arrival: arrives(tabs, saying: ["Sent, Tab, 2 of 2, Tab bar"]),
                           activation: activates(tabs, saying: ["Selected"]) { #expect(shows($0, "Sent messages")) })
        checks += plain("List (rows, selection)", list,
                        arrival: arrives(list, saying: ["Grace, Button"]),
                        activation: activates(list, saying: ["Selected"]) { #expect(shows($0, "Picked Grace")) })
        checks += plain("Table (rows, selection)", table,
                        arrival: {
                            let reader = table.open()
                            #expect(reader.focus("Grace") == ["Grace, Button"])
                            #expect(!shows(reader, "45") && !shows(reader, "Grace, 45"), "the second column is not shown")
                        },
                        activation: activates(table, saying: ["Selected"]) {
                            #expect($0.focusedElement?.traits.contains(.isSelected) == true)
                        })
        let closes: Check = {
            let reader = menu.focused()
            reader.activate()
            #expect(reader.escape() == ["Sort, Button"])
            #expect(reader.focused == "Sort")
            #expect(!shows(reader, "By name"))
            #expect(shows(reader, "Sorted by nothing"), "closing chooses nothing")
        }
        checks += [
            (key("Menu", .arrival), arrives(menu, saying: ["Sort, Button"])),
            (key("Menu", .activation), activates(menu, saying: ["By name, Button"]) { #expect($0.focused == "By name") }),
            (key("Menu", .adjustment), notAdjustable(menu)),
            (key("Menu", .rotor), noOwnRotorSetting(menu)),
            (key("Menu", .escape), closes),
        ]
        return checks
    }
}
