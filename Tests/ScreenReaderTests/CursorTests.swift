import Accessibility
import Testing
@testable import ScreenReader

@MainActor
struct CursorTests {
    @Test("next from nothing lands on the first element and speaks it")
    func nextStartsAtFirst() {
        let reader = ScreenReader(source: fixed(column(["Alpha", "Beta"])))
        #expect(reader.focusedID == nil)
        #expect(texts(reader.perform(.next)) == ["Alpha"])
        #expect(texts(reader.perform(.next)) == ["Beta"])
        #expect(texts(reader.perform(.previous)) == ["Alpha"])
        #expect(texts(reader.transcript) == ["Alpha", "Beta", "Alpha"])
    }

    @Test("swiping past either end stays put and cues the boundary")
    func boundaries() {
        let reader = ScreenReader(source: fixed(column(["Alpha", "Beta"])))
        reader.perform(.last)
        #expect(texts(reader.perform(.next)) == ["Last item"])
        #expect(reader.perform(.next).map(\.kind) == [.cue])
        #expect(reader.focusedID == id("beta"))
        reader.perform(.first)
        #expect(texts(reader.perform(.previous)) == ["First item"])
        #expect(reader.focusedID == id("alpha"))
    }

    @Test("first and last jump to the ends of the order")
    func firstAndLast() {
        let reader = ScreenReader(source: fixed(column(["Alpha", "Beta", "Gamma"])))
        #expect(texts(reader.perform(.last)) == ["Gamma"])
        #expect(texts(reader.perform(.first)) == ["Alpha"])
    }

    @Test("an empty screen says it has no items")
    func emptyScreen() {
        let reader = ScreenReader(source: fixed([]))
        #expect(texts(reader.perform(.next)) == ["No items"])
        #expect(reader.focusedID == nil)
    }

    @Test("entering a labelled container speaks its label after the element, once")
    func containerContext() {
        let screen = fixed([
            element("title", "Beach", y: 0, traits: .isHeader),
            container("bar", "Tab bar", traits: .isTabBar, [
                element("home", "Home", x: 0, y: 100, traits: [.isButton, .isSelected]),
                element("trips", "Trips", x: 100, y: 100, traits: .isButton),
            ]),
        ])
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        #expect(texts(reader.perform(.next)) == ["Selected, Home, Tab, 1 of 2, Tab bar"])
        #expect(texts(reader.perform(.next)) == ["Trips, Tab, 2 of 2"])
        reader.perform(.first)
        #expect(texts(reader.perform(.last)) == ["Trips, Tab, 2 of 2, Tab bar"])
    }

    @Test("tabs are counted in reading order, including tabs grouped one container down; right to left the rightmost is 1")
    func tabPositionsInReadingOrder() {
        func bar(_ direction: LayoutDirection?) -> FakeScreen {
            func tab(_ id: String, _ label: String, x: Double) -> AccessibilityElement {
                element(id, label, x: x, y: 100, traits: .isButton) { $0.layoutDirection = direction }
            }
            return fixed([
                container("bar", "Tab bar", traits: .isTabBar, [
                    container("group", "", [tab("home", "Home", x: 0), tab("search", "Search", x: 100)]) {
                        $0.layoutDirection = direction
                    },
                    tab("profile", "Profile", x: 200),
                ]),
            ])
        }
        let leftToRight = ScreenReader(source: bar(nil))
        #expect(texts(leftToRight.perform(.next)) == ["Home, Tab, 1 of 3, Tab bar"])
        #expect(texts(leftToRight.perform(.next)) == ["Search, Tab, 2 of 3"])
        #expect(texts(leftToRight.perform(.next)) == ["Profile, Tab, 3 of 3"])
        let rightToLeft = ScreenReader(source: bar(.rightToLeft))
        #expect(texts(rightToLeft.perform(.next)) == ["Profile, Tab, 1 of 3, Tab bar"])
        #expect(texts(rightToLeft.perform(.next)) == ["Search, Tab, 2 of 3"])
        #expect(texts(rightToLeft.perform(.next)) == ["Home, Tab, 3 of 3"])
    }

    @Test("activating a switch speaks only its new state")
    func activateSwitch() {
        let screen = FakeScreen { screen in
            [element("wifi", "Wi-Fi", traits: .isToggle) {
                $0.value = screen.flags.contains("wifi") ? "1" : "0"
                $0.defaultAction = { screen.toggle("wifi") }
            }]
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        #expect(texts(reader.perform(.activate)) == ["On"])
        #expect(texts(reader.perform(.activate)) == ["Off"])
        #expect(screen.flags.isEmpty)
    }

    @Test("activating a button whose label changes speaks the new label")
    func activateChangesLabel() {
        let screen = FakeScreen { screen in
            [element("play", screen.flags.contains("playing") ? "Pause" : "Play", traits: .isButton) {
                $0.defaultAction = { screen.toggle("playing") }
            }]
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        #expect(texts(reader.perform(.activate)) == ["Pause"])
    }

    @Test("activating an element without an action says nothing and changes nothing")
    func activateWithoutAction() {
        let screen = fixed(column(["Just text"]))
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        let reads = screen.treeReads
        #expect(reader.perform(.activate).isEmpty)
        #expect(screen.treeReads == reads)
        #expect(reader.focusedID == id("just text"))
    }

    @Test("a dimmed button is not activated")
    func dimmedNotActivated() {
        let screen = FakeScreen { screen in
            [element("save", "Save", traits: .isButton) {
                $0.isEnabled = false
                $0.defaultAction = { screen.log.append("saved") }
            }]
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        reader.perform(.activate)
        #expect(screen.log.isEmpty)
    }

    @Test("focus stays on the same element by id when a change reorders the screen")
    func focusKeptByID() {
        // Favoriting a beach moves it to the top of the list.
        let screen = FakeScreen { screen in
            let favorite = screen.flags.contains("baker")
            return [
                element("funston", "Funston beach", y: favorite ? 20 : 0, traits: .isButton) { $0.value = "no rating" },
                element("baker", "Baker beach", y: favorite ? 0 : 20, traits: .isButton) {
                    $0.value = favorite ? "favorite" : "no rating"
                    $0.actions = [AccessibilityCustomAction(name: "Favorite") { screen.flags.insert("baker") }]
                },
            ]
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        reader.perform(.next)
        #expect(texts(reader.perform(.performAction("favorite"))) == ["Baker beach, favorite, Button"])
        #expect(reader.focusedID == id("baker"))
        #expect(reader.navigationOrder == [id("baker"), id("funston")])
        #expect(texts(reader.perform(.next)) == ["Funston beach, no rating, Button"])
    }

    @Test("focus moves to the nearest survivor when the focused element disappears")
    func survivorIsNext() {
        let screen = FakeScreen { screen in
            ["One", "Two", "Three"].enumerated().compactMap { i, label in
                screen.flags.contains(label) ? nil : element(label, label, y: Double(i) * 20, traits: .isButton) {
                    $0.defaultAction = { screen.flags.insert(label) }
                }
            }
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.focus("Two"))
        #expect(texts(reader.perform(.activate)) == ["Three, Button"])
        #expect(reader.focusedID == id("Three"))
    }

    @Test("when the last element disappears the survivor is the one before it")
    func survivorIsPrevious() {
        let screen = FakeScreen { screen in
            screen.flags.contains("gone") ? column(["Alpha", "Beta"]) : column(["Alpha", "Beta", "Gamma"])
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.last)
        screen.flags.insert("gone")
        #expect(texts(reader.refresh()) == ["Beta"])
        #expect(reader.focusedID == id("beta"))
    }

    @Test("refresh keeps focus and speaks an outside change of the focused value")
    func refreshSpeaksValueChange() {
        let screen = FakeScreen { screen in
            [element("dl", "Download") { $0.value = "\(screen.numbers["progress", default: 0])%" }]
                + column(["Other"]).map { var e = $0; e.frame.origin.y = 40; return e }
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        screen.numbers["progress"] = 40
        #expect(texts(reader.refresh()) == ["40%"])
        #expect(reader.focusedID == id("dl"))
        #expect(reader.refresh().isEmpty)
    }

    @Test("changes to elements other than the focused one are not spoken")
    func unfocusedChangesAreSilent() {
        let screen = FakeScreen { screen in
            [element("a", "Alpha", y: 0), element("b", "Beta", y: 20) { $0.value = "\(screen.numbers["b", default: 0])" }]
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        screen.numbers["b"] = 5
        #expect(reader.refresh().isEmpty)
    }

    @Test("touch focuses the deepest element under the finger and speaks it")
    func touch() {
        let screen = fixed([
            element("background", "Background", x: 0, y: 0, width: 400, height: 400),
            container("card", "Card", [element("button", "Open", x: 50, y: 50, width: 40, height: 20, traits: .isButton)]),
        ])
        let reader = ScreenReader(source: screen)
        #expect(texts(reader.perform(.touch(x: 60, y: 60))) == ["Open, Button, Card"])
        #expect(reader.focusedID == id("button"))
        #expect(texts(reader.perform(.touch(x: 300, y: 300))) == ["Background"])
        #expect(reader.perform(.touch(x: 900, y: 900)).isEmpty)
        #expect(reader.focusedID == id("background"))
    }

    @Test("read all speaks the first element, then each next one as the speech ends, moving the cursor; no hints")
    func readAll() {
        let screen = fixed([
            element("h", "Weekend adventure", y: 0, traits: .isHeader),
            element("b", "Reply", y: 20, traits: .isButton) { $0.hint = "Opens a reply" },
            element("t", "Saturday", y: 40, traits: .isImage),
        ])
        let reader = ScreenReader(source: screen)
        reader.perform(.last)
        #expect(texts(reader.perform(.readAll)) == ["Weekend adventure, Heading"])
        #expect(reader.focusedID == id("h"))
        #expect(reader.isReadingAll)
        // "Weekend adventure, Heading" is three words: about a second.
        #expect(texts(reader.perform(.wait(seconds: 0.5))).isEmpty, "the heading is still being spoken")
        #expect(texts(reader.perform(.wait(seconds: 1))) == ["Reply, Button"], "VoiceOver reads no hints in read all")
        #expect(reader.focusedID == id("b"))
        #expect(texts(reader.perform(.wait(seconds: 5))) == ["Saturday, Image"])
        #expect(reader.focusedID == id("t"))
        #expect(!reader.isReadingAll)
    }

    @Test("any gesture stops a read all; time passing does not")
    func readAllStops() {
        let reader = ScreenReader(source: fixed(column(["Alpha", "Beta", "Gamma"])))
        reader.perform(.readAll)
        reader.perform(.wait(seconds: 0.1))
        #expect(reader.isReadingAll)
        reader.perform(.escape)
        #expect(!reader.isReadingAll)
        #expect(texts(reader.perform(.wait(seconds: 10))).isEmpty)
        #expect(reader.focusedID == id("alpha"))
    }

    @Test("read from focus starts at the focused element")
    func readFromFocus() {
        let reader = ScreenReader(source: fixed(column(["Alpha", "Beta", "Gamma"])))
        reader.perform(.focus("beta"))
        #expect(texts(reader.perform(.readFromFocus)) == ["Beta"])
        #expect(texts(reader.perform(.wait(seconds: 10))) == ["Gamma"])
    }

    @Test("focus by label prefix is case-insensitive and says when nothing matches")
    func focusByPrefix() {
        let reader = ScreenReader(source: fixed(column(["Alpha", "Beta"])))
        #expect(texts(reader.perform(.focus("BE"))) == ["Beta"])
        #expect(texts(reader.perform(.focus("zeta"))) == ["No element starting with zeta"])
        #expect(reader.focusedID == id("beta"))
    }

    @Test("focusChanged tells the app when focus enters and leaves an element")
    func focusChangedCallbacks() {
        let screen = FakeScreen { screen in
            ["Alpha", "Beta"].enumerated().map { i, label in
                element(label, label, y: Double(i) * 20) {
                    $0.focusChanged = { screen.log.append("\(label) \($0)") }
                }
            }
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        reader.perform(.next)
        #expect(screen.log == ["Alpha true", "Alpha false", "Beta true"])
    }

    @Test("an app that asks for focus back and forth for ever is settled a bounded number of rounds, then left where it is")
    func focusPingPongIsBounded() {
        let screen = FakeScreen { screen in
            ["Alpha", "Beta"].enumerated().map { i, label in
                element(label, label, y: Double(i) * 20) {
                    let other = label == "Alpha" ? "Beta" : "Alpha"
                    $0.requestsFocus = screen.flags.contains("want \(label)")
                    $0.focusChanged = { focused in
                        guard focused else { return }
                        screen.flags = ["want \(other)"]
                        screen.log.append(label)
                    }
                }
            }
        }
        let reader = ScreenReader(source: screen)
        screen.flags = ["want Alpha"]
        let reads = screen.treeReads
        reader.perform(.next)
        // Each round moves focus once, reading the tree as it settles and again after the app is
        // told of the focus: the command ends after the cap.
        #expect(screen.log.count <= ScreenReader.settlingRounds + 2)
        #expect(screen.treeReads - reads <= 2 * ScreenReader.settlingRounds + 3)
        #expect(reader.focusedID != nil)
    }

    @Test("an app's focus request moves focus there on refresh and speaks it")
    func focusRequest() {
        let screen = FakeScreen { screen in
            [
                element("a", "Alpha", y: 0),
                element("err", "Error: name missing", y: 20) {
                    $0.requestsFocus = screen.flags.contains("error")
                    $0.focusChanged = { focused in if !focused { screen.flags.remove("error") } }
                },
            ]
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        screen.flags.insert("error")
        #expect(texts(reader.refresh()) == ["Error: name missing"])
        #expect(reader.focusedID == id("err"))
        // Leaving clears the app's focus state (focusChanged(false)), so refresh leaves focus alone.
        reader.perform(.previous)
        #expect(reader.refresh().isEmpty)
        #expect(reader.focusedID == id("a"))
    }

    @Test("a focus request present when the screen appears is where focus starts")
    func initialFocusRequest() {
        let screen = fixed([element("a", "Alpha", y: 0), element("b", "Beta", y: 20) { $0.requestsFocus = true }])
        let reader = ScreenReader(source: screen)
        #expect(reader.focusedID == id("b"))
    }
}

@MainActor
struct ModalFocusTests {
    @Test("when a modal appears over the focused element, focus moves into the modal")
    func modalTakesFocus() {
        let screen = FakeScreen { screen in
            var roots = [element("delete", "Delete", y: 0, traits: .isButton) { $0.defaultAction = { screen.flags.insert("alert") } }]
            if screen.flags.contains("alert") {
                roots.append(container("alert", "Delete trip?", traits: .isModal, [
                    element("cancel", "Cancel", x: 0, y: 100, traits: .isButton),
                    element("confirm", "Delete", x: 100, y: 100, traits: .isButton),
                ]))
            }
            return roots
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        #expect(texts(reader.perform(.activate)) == ["Cancel, Button, Delete trip?"])
        #expect(reader.navigationOrder == [id("cancel"), id("confirm")])
    }
}
