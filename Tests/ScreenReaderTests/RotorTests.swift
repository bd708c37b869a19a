import Accessibility
import Testing
@testable import ScreenReader

@MainActor
struct RotorTests {
    private func article(_ screen: FakeScreen? = nil) -> [AccessibilityElement] {
        [
            element("h1", "Beaches", y: 0, traits: .isHeader),
            element("p1", "Sand and sun", y: 20),
            element("l1", "Map", y: 40, traits: .isLink),
            element("h2", "Trips", y: 60, traits: .isHeader),
            element("p2", "Last weekend", y: 80),
        ]
    }

    @Test("the rotor offers only settings that make sense here, in VoiceOver's order")
    func settingsInOrder() {
        let screen = fixed(article() + [
            container("list", "Alerts", [
                element("slider", "Volume", y: 120) {
                    $0.adjustableAction = { _ in }
                    $0.actions = [AccessibilityCustomAction(name: "Mute") {}]
                },
            ]) { $0.rotors = [AccessibilityRotor(name: "Warnings", entries: [])] },
        ])
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        #expect(reader.availableRotorSettings == [.headings, .links, .containers, .characters, .words, .speakingRate])
        reader.perform(.last)
        #expect(reader.availableRotorSettings == [.actions, .adjustValue, .headings, .links, .app("Warnings"), .containers,
                                                  .characters, .words, .speakingRate])
    }

    @Test("twisting the rotor speaks each setting's name and wraps around")
    func twist() {
        let reader = ScreenReader(source: fixed(article()))
        reader.perform(.next)
        // The dial points at Headings before any turn; one turn moves on from there.
        #expect(texts(reader.perform(.rotorNext)) == ["Links"])
        #expect(reader.perform(.rotorNext).map(\.kind) == [.rotor])
        #expect(reader.rotorSetting == .characters)
        #expect(texts(reader.perform(.rotorPrevious)) == ["Links"])
        #expect(texts(reader.perform(.rotorPrevious)) == ["Headings"])
        #expect(texts(reader.perform(.rotorPrevious)) == ["Speaking rate"])
    }

    @Test("the Speaking rate setting: swipe up speaks faster, down slower, in steps of 10 percent from 50")
    func speakingRate() {
        let reader = ScreenReader(source: fixed(article()))
        reader.perform(.next)
        reader.perform(.selectRotor(.speakingRate))
        #expect(texts(reader.perform(.rotorItemPrevious)) == ["60 percent"])
        #expect(reader.speakingRate == 1.2)
        reader.perform(.rotorItemNext)
        #expect(texts(reader.perform(.rotorItemNext)) == ["40 percent"])
        #expect(reader.speakingRate == 0.8)
    }

    @Test("swipe down on Headings moves to the next heading; past the last it cues")
    func headings() {
        let reader = ScreenReader(source: fixed(article()))
        reader.perform(.next)
        reader.perform(.selectRotor(RotorSetting(named: "headings")))
        #expect(texts(reader.perform(.rotorItemNext)) == ["Trips, Heading"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["No next item"])
        #expect(texts(reader.perform(.rotorItemPrevious)) == ["Beaches, Heading"])
    }

    @Test("Links moves among links only")
    func links() {
        let reader = ScreenReader(source: fixed(article()))
        reader.perform(.next)
        reader.perform(.selectRotor(.links))
        #expect(texts(reader.perform(.rotorItemNext)) == ["Map, Link"])
    }

    @Test("selecting a setting that does not apply here says it is not available")
    func unavailable() {
        let reader = ScreenReader(source: fixed(column(["Alpha"])))
        reader.perform(.next)
        #expect(texts(reader.perform(.selectRotor(.headings))) == ["Headings not available"])
        #expect(reader.rotorSetting == nil)
    }

    @Test("the Actions rotor speaks the next action and double tap performs it")
    func actionsRotor() {
        let screen = FakeScreen { screen in
            [element("c", "Looks like a wonderful time, Nick", traits: .isButton) {
                $0.defaultAction = { screen.log.append("open") }
                $0.actions = [
                    AccessibilityCustomAction(name: "Favorite") { screen.log.append("favorite") },
                    AccessibilityCustomAction(name: "Reply") { screen.log.append("reply") },
                ]
            }]
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        // The dial points at Characters (the screen has nothing else to move by); Actions is
        // the setting before it.
        #expect(texts(reader.perform(.rotorPrevious)) == ["Actions"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["Favorite"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["Reply"])
        reader.perform(.activate)
        #expect(screen.log == ["reply"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["Favorite"])
    }

    @Test("on an adjustable element swipe up increments and swipe down decrements, speaking the value")
    func adjustValueRotor() {
        let screen = FakeScreen { screen in
            [element("v", "Volume") {
                $0.value = "\(screen.numbers["v", default: 50])%"
                $0.adjustableAction = { direction in
                    screen.numbers["v", default: 50] += direction == .increment ? 10 : -10
                }
            }]
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        #expect(texts(reader.perform(.rotorItemPrevious)) == ["60%"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["50%"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["40%"])
        #expect(texts(reader.perform(.increment)) == ["50%"])
        #expect(texts(reader.perform(.decrement)) == ["40%"])
    }

    @Test("increment on an element that is not adjustable does nothing")
    func incrementNotAdjustable() {
        let reader = ScreenReader(source: fixed(column(["Alpha"])))
        reader.perform(.next)
        #expect(reader.perform(.increment).isEmpty)
    }

    private func alerts() -> [AccessibilityElement] {
        let ns = NamespaceIdentifier(rawValue: 1)
        let rows = ["Low battery", "Door open", "Storm warning", "All clear"].enumerated().map { i, title in
            element("row\(i)", title, y: Double(i + 1) * 20) { $0.rotorKeys = [AccessibilityRotorKey(id: AnyHashable(i), namespace: ns)] }
        }
        let warnings = [1, 2].map { i in
            AccessibilityRotorEntryValue(label: rows[i].label, target: .element(id: AnyHashable(i), namespace: ns))
        }
        return [
            element("title", "Alerts", y: 0, traits: .isHeader),
            container("list", "", rows) { $0.rotors = [AccessibilityRotor(name: "Warnings", entries: warnings)] },
        ]
    }

    @Test("a custom rotor moves through its entries, found by rotor key")
    func customRotorEntries() {
        let reader = ScreenReader(source: fixed(alerts()))
        reader.perform(.focus("Low"))
        #expect(texts(reader.perform(.selectRotor(.app("warnings")))) == ["Warnings"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["Door open"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["Storm warning"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["No next item"])
        #expect(texts(reader.perform(.rotorItemPrevious)) == ["Door open"])
    }

    @Test("an entry with no namespace finds an element by its key, else by its id in a namespace; the same whether a move asks for few entries or many")
    func entriesFoundByKeyOrIDAlone() {
        let ns = NamespaceIdentifier(rawValue: 2)
        var rows = (0..<10).map { i in
            element("row\(i)", "Row \(i)", y: Double(i) * 20) { $0.rotorKeys = [AccessibilityRotorKey(id: AnyHashable(i), namespace: ns)] }
        }
        // After row 8 in the tree, but its key is the entry's own: it wins over row 8's id alone.
        rows.insert(element("exact8", "Exact eight", y: 1_000) { $0.rotorKeys = [AccessibilityRotorKey(id: AnyHashable(8), namespace: nil)] }, at: 9)
        let entries = (0..<10).map { AccessibilityRotorEntryValue(label: "Row \($0)", target: .element(id: AnyHashable($0), namespace: nil)) }
        let reader = ScreenReader(source: fixed([container("list", "", rows) { $0.rotors = [AccessibilityRotor(name: "Rows", entries: entries)] }]))
        reader.perform(.focus("Row 0"))
        _ = reader.perform(.selectRotor(.app("Rows")))
        // A move from the entry it is on asks for two entries.
        #expect(texts(reader.perform(.rotorItemNext)) == ["Row 1"])
        // Away from the entry last visited, the entry here is looked for among the first eight:
        // past the fourth look-up, by the table, which finds row 7 by its id alone too.
        reader.perform(.focus("Row 7"))
        #expect(texts(reader.perform(.rotorItemPrevious)) == ["Row 6"])
        reader.perform(.focus("Row 7"))
        #expect(texts(reader.perform(.rotorItemNext)) == ["Exact eight"])
        #expect(texts(reader.perform(.rotorItemPrevious)) == ["Row 7"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["Exact eight"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["Row 9"])
    }

    @Test("a container's custom rotor is offered only inside that container")
    func customRotorScope() {
        let reader = ScreenReader(source: fixed(alerts()))
        reader.perform(.first)
        #expect(!reader.availableRotorSettings.contains(.app("Warnings")))
        reader.perform(.next)
        #expect(reader.availableRotorSettings.contains(.app("Warnings")))
    }

    @Test("an app rotor named Headings replaces the system Headings rotor")
    func replacesSystemRotor() {
        var roots = article()
        roots[1].rotorKeys = [AccessibilityRotorKey(id: AnyHashable("p1"), namespace: nil)]
        let entry = AccessibilityRotorEntryValue(label: "Sand", target: .element(id: AnyHashable("p1"), namespace: nil))
        let root = container("screen", "", roots) {
            $0.rotors = [AccessibilityRotor(name: "Sections", systemRotor: .headings, entries: [entry])]
        }
        let reader = ScreenReader(source: fixed([root]))
        reader.perform(.next)
        #expect(reader.availableRotorSettings.filter { $0 == .headings }.count == 1)
        #expect(!reader.availableRotorSettings.contains(.app("Sections")))
        reader.perform(.selectRotor(.headings))
        // The app's entry, not the next heading trait ("Trips").
        #expect(texts(reader.perform(.rotorItemNext)) == ["Sand and sun"])
    }

    @Test("rotor settings are compared by what they are, not by the words VoiceOver says for them")
    func settingsComparedByIdentity() {
        #expect(RotorSetting.app("Images") != .system(.images))
        #expect(RotorSetting.app("Warnings") != .app("warnings"))
        #expect(RotorSetting.system(.headings(level: .h2)) != .app("Headings level 2"))
        #expect(Set<RotorSetting>([.app("Images"), .system(.images)]).count == 2)
        // Words a person says still name the setting VoiceOver calls by them.
        #expect(RotorSetting.system(.images).isNamed(by: RotorSetting(named: "images")))
        #expect(RotorSetting.app("Warnings").isNamed(by: RotorSetting(named: "WARNINGS")))
        #expect(!RotorSetting.app("Warnings").isNamed(by: .system(.images)))
    }

    @Test("a rotor named by its words in any case is selected: an app's, and a system rotor the app fills")
    func selectingByWords() {
        let screen = fixed([
            container("screen", "", article()) {
                $0.rotors = [AccessibilityRotor(name: "Warnings", entries: []),
                             AccessibilityRotor(name: "Pictures", systemRotor: .images, entries: [])]
            },
        ])
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        #expect(texts(reader.perform(.selectRotor(RotorSetting(named: "warnings")))) == ["Warnings"])
        #expect(reader.rotorSetting == .app("Warnings"))
        #expect(texts(reader.perform(.selectRotor(RotorSetting(named: "images")))) == ["Images"])
        #expect(reader.rotorSetting == .system(.images))
    }

    @Test("a text-range rotor entry speaks the range of the element's text")
    func textRangeRotor() {
        let note = "Call Ada at 555-0100 or Bob at 555-0199"
        let ranges = ["555-0100", "555-0199"].map { note.range(of: $0)! }
        let screen = fixed([
            element("note", "Note") {
                $0.text = note
                $0.rotors = [AccessibilityRotor(name: "Phone Numbers", entries: ranges.map {
                    AccessibilityRotorEntryValue(label: String(note[$0]), target: .textRange($0))
                })]
            },
        ])
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        reader.perform(.selectRotor(.app("Phone Numbers")))
        #expect(texts(reader.perform(.rotorItemNext)) == ["555-0100"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["555-0199"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["No next item"])
    }

    @Test("Characters and Words read the element's text one piece at a time")
    func charactersAndWords() {
        let reader = ScreenReader(source: fixed([element("g", "Hi, Ada")]))
        reader.perform(.next)
        reader.perform(.selectRotor(.characters))
        #expect(texts(reader.perform(.rotorItemNext)) == ["H"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["i"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["comma"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["Space"])
        reader.perform(.selectRotor(.words))
        #expect(texts(reader.perform(.rotorItemNext)) == ["Hi"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["Ada"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["No next item"])
    }

    @Test("Containers jumps to the first element of the next container")
    func containers() {
        let screen = fixed([
            element("top", "Top", y: 0),
            container("c1", "Comments", [element("x", "First comment", y: 20), element("y", "Second comment", y: 40)]),
            container("c2", "Attachments", [element("z", "Photo", y: 60)]),
        ])
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        reader.perform(.selectRotor(.containers))
        #expect(texts(reader.perform(.rotorItemNext)) == ["First comment, Comments"])
        #expect(texts(reader.perform(.rotorItemNext)) == ["Photo, Attachments"])
        #expect(texts(reader.perform(.rotorItemPrevious)) == ["First comment, Comments"])
    }
}
