import Foundation
import Accessibility
import Testing
@testable import ScreenReader

@MainActor
struct ActionTests {
    private func trip(_ screen: FakeScreen) -> [AccessibilityElement] {
        [element("trip", "Saturday", traits: .isImage) {
            $0.actions = [
                AccessibilityCustomAction(name: "Location") { screen.log.append("location") },
                AccessibilityCustomAction(name: "Recording") { screen.log.append("recording") },
            ]
        }]
    }

    @Test("the actions menu says its count and the action names, as in 'Actions menu, 2 items, location, recording'")
    func actionsMenu() {
        let screen = FakeScreen { self.trip($0) }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        let said = reader.perform(.actionsMenu)
        #expect(texts(said) == ["Actions menu, 2 items, Location, Recording"])
        #expect(said.map(\.kind) == [.action])
    }

    @Test("an element without custom actions says it has none")
    func noActions() {
        let reader = ScreenReader(source: fixed(column(["Alpha"])))
        reader.perform(.next)
        #expect(texts(reader.perform(.actionsMenu)) == ["No actions"])
    }

    @Test("performing a custom action matches its name case-insensitively")
    func performActionByName() {
        let screen = FakeScreen { self.trip($0) }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        #expect(reader.perform(.performAction("RECORDING")).isEmpty) // nothing changed on the element
        #expect(screen.log == ["recording"])
        #expect(texts(reader.perform(.performAction("Share"))) == ["No action named Share"])
    }

    @Test("More content reads one piece of default-importance content at a time, cycling")
    func moreContent() {
        let dog = element("d", "Fido") {
            $0.customContent = [
                AccessibilityCustomContent(key: .init("Age"), value: "3 years", importance: .high),
                AccessibilityCustomContent(key: .init("Weight"), value: "10 kg"),
                AccessibilityCustomContent(key: .init("Height"), value: "40 cm"),
            ]
        }
        let reader = ScreenReader(source: fixed([dog]))
        reader.perform(.next)
        #expect(texts(reader.perform(.moreContent)) == ["10 kg, Weight"])
        #expect(texts(reader.perform(.moreContent)) == ["40 cm, Height"])
        #expect(reader.perform(.moreContent).map(\.kind) == [.content])
        #expect(texts(reader.transcript.suffix(1)) == ["10 kg, Weight"])
    }

    @Test("escape runs the nearest escape handler, looking up from the focused element")
    func escapeNearest() {
        let screen = FakeScreen { screen in
            screen.flags.contains("closed") ? column(["Home"]) : [
                container("sheet", "Sheet", traits: .isModal, [element("ok", "OK", y: 50, traits: .isButton)]) {
                    $0.escapeAction = { screen.flags.insert("closed") }
                },
            ]
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        #expect(texts(reader.perform(.escape)) == ["Home"])
        #expect(reader.focusedID == id("home"))
        #expect(reader.perform(.escape).isEmpty)
    }

    @Test("magic tap runs the focused element's handler, else the screen's")
    func magicTap() {
        let screen = FakeScreen { screen in
            [
                container("player", "", [
                    element("a", "Alpha", y: 0),
                    element("b", "Beta", y: 20) { $0.magicTapAction = { screen.log.append("beta") } },
                ]) { $0.magicTapAction = { screen.log.append("screen") } },
            ]
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        reader.perform(.magicTap)
        reader.perform(.next)
        reader.perform(.magicTap)
        #expect(screen.log == ["screen", "beta"])
        let unfocused = ScreenReader(source: FakeScreen { s in
            [element("x", "X") { $0.magicTapAction = { s.log.append("x") } }]
        })
        unfocused.perform(.magicTap)
        #expect((unfocused.source as? FakeScreen)?.log == ["x"])
    }

    private func alertScreen(_ screen: FakeScreen) -> [AccessibilityElement] {
        let sounds = screen.texts["sounds", default: "No sounds"]
        return [
            element("synth", "Synth", y: 0) {
                $0.dragPoints = [AccessibilityGesturePoint(description: "Synth", unitX: 0.5, unitY: 0.5)]
            },
            element("cheers", "Cheers", y: 20) {
                $0.value = sounds
                $0.dragPoints = [AccessibilityGesturePoint(description: "Cheers", unitX: 0.5, unitY: 0.5)]
                $0.dropPoints = [
                    AccessibilityGesturePoint(description: "", unitX: 0.1, unitY: 0.5) { screen.log.append("drop \($0.label)") },
                    AccessibilityGesturePoint(description: "Set sound 3", unitX: 0.9, unitY: 0.5) { dragged in
                        screen.texts["sounds"] = "Alert, \(dragged.label)"
                    },
                ]
            },
        ]
    }

    @Test("while dragging, a drop target lists its drop points, each 'drop ready'")
    func dropTargetsWhileDragging() {
        let reader = ScreenReader(source: FakeScreen { self.alertScreen($0) })
        #expect(texts(reader.perform(.next)) == ["Synth, Draggable"])
        #expect(texts(reader.perform(.drag)) == ["Drag"])
        #expect(reader.draggedID == id("synth"))
        #expect(texts(reader.perform(.next)) == ["Cheers, No sounds, Draggable", "Drop, Drop ready, Set sound 3, Drop ready"])
    }

    @Test("without a drag in progress, drop targets say nothing about dropping")
    func noDropWithoutDrag() {
        let reader = ScreenReader(source: FakeScreen { self.alertScreen($0) })
        reader.perform(.last)
        #expect(texts(reader.perform(.previous)) == ["Synth, Draggable"])
        #expect(texts(reader.perform(.next)) == ["Cheers, No sounds, Draggable"])
        #expect(texts(reader.perform(.drop("Drop"))) == ["Nothing is being dragged"])
    }

    @Test("dropping calls the point's handler with the dragged label and says Drop complete")
    func dropComplete() {
        let screen = FakeScreen { self.alertScreen($0) }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        reader.perform(.drag)
        reader.perform(.next)
        #expect(texts(reader.perform(.drop("set sound 3"))) == ["Drop complete", "Alert, Synth"])
        #expect(reader.draggedID == nil)
        reader.perform(.drag)
        #expect(texts(reader.perform(.drop("Nowhere"))) == ["No drop point named Nowhere"])
        #expect(texts(reader.perform(.drop("drop"))) == ["Drop complete"])
        #expect(screen.log == ["drop Cheers"])
    }
}

@MainActor
struct LinkedItemTests {
    @Test("Move to Linked Item jumps to the next element of the same linked group, wrapping around")
    func linkedItemJumps() {
        let key = AccessibilityRotorKey(id: AnyHashable("order-42"), namespace: NamespaceIdentifier(rawValue: 1))
        var row = AccessibilityElement(id: AccessibilityElementID("row"))
        row.label = "Order 42"
        row.frame = CGRect(x: 0, y: 0, width: 80, height: 16)
        row.linkedGroup = key
        var other = AccessibilityElement(id: AccessibilityElementID("other"))
        other.label = "Other"
        other.frame = CGRect(x: 0, y: 16, width: 80, height: 16)
        var detail = AccessibilityElement(id: AccessibilityElementID("detail"))
        detail.label = "Order 42 details"
        detail.frame = CGRect(x: 0, y: 32, width: 80, height: 16)
        detail.linkedGroup = key
        let reader = ScreenReader(source: LinkedSource(roots: [row, other, detail]))
        reader.perform(.first)
        #expect(reader.perform(.linkedItem).map(\.text) == ["Order 42 details"])
        #expect(reader.perform(.linkedItem).map(\.text) == ["Order 42"])
        reader.perform(.next)
        #expect(reader.perform(.linkedItem).map(\.text) == ["No linked item"])
    }
}

@MainActor
private final class LinkedSource: AccessibilityTreeSource {
    let roots: [AccessibilityElement]
    init(roots: [AccessibilityElement]) { self.roots = roots }
    func currentTree() -> AccessibilityTree { AccessibilityTree(roots: roots) }
    func advanceTime(by seconds: Double) {}
}

@MainActor
struct ListContextTests {
    @Test("a list container's first and last rows say neither List start nor List end, as VoiceOver on iOS reads a list")
    func noListStartOrEnd() {
        func row(_ id: String, _ y: CGFloat) -> AccessibilityElement {
            var e = AccessibilityElement(id: AccessibilityElementID(id))
            e.label = id
            e.frame = CGRect(x: 0, y: y, width: 80, height: 16)
            return e
        }
        var list = AccessibilityElement(id: AccessibilityElementID("list"))
        list.isContainer = true
        list.containerType = .list
        list.children = [row("Apples", 16), row("Pears", 32), row("Plums", 48)]
        let reader = ScreenReader(source: LinkedSource(roots: [row("Fruit", 0), list]))
        #expect(reader.perform(.next).map(\.text) == ["Fruit"])
        #expect(reader.perform(.next).map(\.text) == ["Apples"])
        #expect(reader.perform(.next).map(\.text) == ["Pears"])
        #expect(reader.perform(.next).map(\.text) == ["Plums"])
        #expect(reader.perform(.previous).map(\.text) == ["Pears"])
        #expect(reader.perform(.first).map(\.text) == ["Fruit"])
    }
}

/// A double tap lands at the element's activation point, the centre of its frame unless set.
@MainActor
struct ActivationPointTests {
    @Test("an element without an action whose activation point is on a switch flips the switch")
    func activationPointOnASwitch() {
        let screen = FakeScreen { screen in [
            element("wifi", "Wi-Fi", x: 0, y: 0, width: 120, height: 16) { $0.activationPoint = CGPoint(x: 150, y: 8) },
            element("switch", "", x: 140, y: 0, width: 24, height: 16, traits: .isToggle) {
                $0.value = screen.flags.contains("wifi") ? "1" : "0"
                $0.defaultAction = { screen.toggle("wifi") }
            },
        ] }
        let reader = ScreenReader(source: screen)
        reader.perform(.first)
        #expect(reader.focusedID == id("wifi"))
        reader.perform(.activate)
        #expect(screen.flags.contains("wifi"))
        #expect(reader.focusedID == id("wifi"), "the cursor stays where it was")
    }

    @Test("by default the tap lands at the centre of the frame, on the element the finger would touch there")
    func defaultCentre() {
        let screen = FakeScreen { screen in [
            element("map", "Map", x: 0, y: 0, width: 200, height: 100),
            element("centre", "Centre", x: 90, y: 40, width: 20, height: 20, traits: .isButton) {
                $0.defaultAction = { screen.log.append("centre") }
            },
            element("caption", "Caption", x: 0, y: 120, width: 200, height: 16),
        ] }
        let reader = ScreenReader(source: screen)
        reader.perform(.first)
        reader.perform(.activate)
        #expect(screen.log == ["centre"])
        reader.perform(.last)
        #expect(reader.perform(.activate).isEmpty, "plain text under its own centre does nothing")
        #expect(screen.log == ["centre"])
    }

    @Test("an element's own action answers its double tap wherever its activation point is; a dimmed one does nothing")
    func ownActionFirst() {
        let screen = FakeScreen { screen in [
            element("play", "Play", x: 0, y: 0, traits: .isButton) {
                $0.defaultAction = { screen.log.append("play") }
                $0.activationPoint = CGPoint(x: 5, y: 30)
            },
            element("stop", "Stop", x: 0, y: 20, traits: .isButton) { $0.defaultAction = { screen.log.append("stop") } },
            element("dimmed", "Dimmed", x: 0, y: 40) { $0.isEnabled = false; $0.activationPoint = CGPoint(x: 5, y: 30) },
        ] }
        let reader = ScreenReader(source: screen)
        reader.perform(.first)
        reader.perform(.activate)
        reader.perform(.last)
        reader.perform(.activate)
        #expect(screen.log == ["play"])
    }
}
