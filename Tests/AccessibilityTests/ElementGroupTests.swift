import Foundation
import Testing
@testable import Accessibility

/// The element's properties live in groups, each declared once with its combine rule.
@MainActor
struct ElementGroupTests {
    /// A stored property's name from its key path (`\Content.label` → "label"); nil for a key
    /// path the runtime describes as computed (properties of function type).
    static func name<G>(of property: PartialKeyPath<G>) -> String? {
        let description = String(describing: property)
        guard description.hasPrefix("\\"), !description.contains("<computed") else { return nil }
        return description.split(separator: ".").last.map(String.init)
    }

    static func storedNames<G: AccessibilityElementGroup>(_: G.Type) -> [String] {
        Mirror(reflecting: G()).children.compactMap(\.label)
    }

    /// Rules are listed one per stored property, in the order the group declares them: the
    /// counts match, each rule's key path has its property's type, and its name where the
    /// runtime gives one.
    static func checkRules<G: AccessibilityElementGroup>(_ group: G.Type) {
        let stored = Array(Mirror(reflecting: G()).children)
        let rules = G.combineRules
        #expect(!stored.isEmpty)
        for (index, property) in stored.enumerated() {
            let name = property.label ?? "?"
            guard index < rules.count else {
                Issue.record("\(group).\(name) has no combine rule: declare how .combine merges it")
                continue
            }
            let rule = rules[index]
            let ruleType = type(of: rule.property).valueType
            #expect(ObjectIdentifier(ruleType) == ObjectIdentifier(type(of: property.value)),
                    "rule \(index) of \(group) is for a \(ruleType), but the property there is \(name): list the rules in the order of the properties")
            if let ruled = Self.name(of: rule.property) {
                #expect(ruled == name, "rule \(index) of \(group) is for \(ruled), but the property there is \(name)")
            }
        }
        #expect(rules.count <= stored.count, "\(group) has more rules than properties")
    }

    @Test("every stored property of every group has exactly one combine rule")
    func everyPropertyHasACombineRule() {
        for group in AccessibilityElement.groups { Self.checkRules(group) }
    }

    @Test("the element's box holds the groups (inline or in a box of their own), the id, the children and the source location, and nothing else")
    func boxHoldsOnlyGroups() throws {
        let element = AccessibilityElement(id: AccessibilityElementID("a"))
        let box = try #require(Mirror(reflecting: element).children.first?.value)
        var groups: [ObjectIdentifier] = []
        var others: [String] = []
        for field in Mirror(reflecting: box).children {
            if let group = field.value as? any AccessibilityElementGroup {
                groups.append(ObjectIdentifier(type(of: group)))
            } else if let holder = type(of: field.value) as? any AccessibilityElementGroupHolder.Type {
                groups.append(ObjectIdentifier(holder.heldGroup))
            } else {
                others.append(field.label ?? "?")
            }
        }
        #expect(Set(groups) == Set(AccessibilityElement.groups.map { ObjectIdentifier($0) }))
        #expect(groups.count == AccessibilityElement.groups.count)
        #expect(Set(others) == ["id", "children", "sourceLocation"])
    }

    @Test("no two groups share a property name, and none shadows a member of the element")
    func namesAreUnique() {
        let names = AccessibilityElement.groups.flatMap { Self.storedNames($0) }
        #expect(names.count == Set(names).count)
        let members: Set<String> = ["id", "children", "sourceLocation", "content", "annotations", "kind", "interaction", "gestures",
                                    "focus", "textEntryGroup", "customContentAndRotors", "geometry", "speech",
                                    "isAdjustable", "isToggle", "resolvedActivationPoint", "groups", "storage"]
        #expect(members.isDisjoint(with: names))
    }

    @Test("element.label reads and writes the content group; copies are independent")
    func dynamicMembersReachTheGroups() {
        var a = AccessibilityElement(id: AccessibilityElementID("a"))
        a.label = "Play"
        a.frame = CGRect(x: 0, y: 0, width: 8, height: 16)
        a.traits = .isButton
        var b = a
        #expect(b.isIdentical(to: a))
        b.label = "Pause"
        #expect(!b.isIdentical(to: a))
        #expect(a.content.label == "Play" && b.content.label == "Pause")
        #expect(b.geometry.frame == a.frame && b.kind.traits == .isButton)
    }

    // MARK: Combine decisions

    func leaf(_ label: String, _ configure: (inout AccessibilityElement) -> Void = { _ in }) -> AccessibilityElement {
        var element = AccessibilityElement(id: AccessibilityElementID(label))
        element.label = label
        configure(&element)
        return element
    }

    func combined(_ children: [AccessibilityElement]) -> AccessibilityElement {
        var result = AccessibilityElement(id: AccessibilityElementID("combined"))
        result.combine(children)
        return result
    }

    @Test("combine: speech options that shape text hold when every spoken child has them; queued announcements when any child asks")
    func combineSpeech() {
        let spelled = combined([leaf("AAPL") { $0.speech.spellsOutCharacters = true },
                                leaf("") { $0.value = "XYZ"; $0.speech.spellsOutCharacters = true }])
        #expect(spelled.speech.spellsOutCharacters)
        let mixed = combined([leaf("AAPL") { $0.speech.spellsOutCharacters = true; $0.speech.adjustedPitch = 0.5 },
                              leaf("Apple Inc.") { $0.speech.adjustedPitch = 0.5 }])
        #expect(!mixed.speech.spellsOutCharacters, "one part cannot spell out the whole label")
        #expect(mixed.speech.adjustedPitch == 0.5)
        let queued = combined([leaf("Progress") { $0.speech.announcementsQueued = true }, leaf("42%")])
        #expect(queued.speech.announcementsQueued && !queued.speech.alwaysIncludesPunctuation)
        // A button that becomes a named action is not part of what is spoken.
        let withButton = combined([leaf("code") { $0.speech.alwaysIncludesPunctuation = true },
                                   leaf("Copy") { $0.traits = .isButton; $0.defaultAction = {} }])
        #expect(withButton.speech.alwaysIncludesPunctuation)
    }

    @Test("combine: a text field's text and its typing stay with the field, so the combined element is not editable")
    func combineText() {
        let result = combined([leaf("Name") { $0.value = "Ada"; $0.text = "Ada"; $0.textEntry = { _ in }
                                              $0.isSecureTextEntry = true; $0.textContentType = .plain }])
        #expect(result.label == "Name" && result.value == "Ada")
        #expect(result.text == nil && result.textEntry == nil && !result.isSecureTextEntry && result.textContentType == nil)
    }

    @Test("combine: the combined element takes the first child's linked group, activation point and scroll action")
    func combineFirsts() {
        let first = AccessibilityRotorKey(id: AnyHashable("order"), namespace: nil)
        let second = AccessibilityRotorKey(id: AnyHashable("other"), namespace: nil)
        var scrolled: [Edge] = []
        let result = combined([leaf("Order"), leaf("42") { $0.linkedGroup = first; $0.activationPoint = CGPoint(x: 3, y: 4)
                                                             $0.scrollAction = { scrolled.append($0) } },
                               leaf("Other") { $0.linkedGroup = second; $0.activationPoint = CGPoint(x: 9, y: 9) }])
        #expect(result.linkedGroup == first)
        #expect(result.activationPoint == CGPoint(x: 3, y: 4))
        result.scrollAction?(.top)
        #expect(scrolled == [.top])
    }

    @Test("""
        rotor keys keep their first in place: lists of the same keys are equal and hash alike however they \
        were made (appended, written as a list, cut), and combine collects every child's in order
        """)
    func rotorKeysKeepTheirFirstInPlace() {
        let keys = [7, 8, 9].map { AccessibilityRotorKey(number: $0) }
        var appended = AccessibilityRotorKeys()
        #expect(appended.isEmpty && appended.first == nil)
        for key in keys { appended.append(key) }
        let literal: AccessibilityRotorKeys = [keys[0], keys[1], keys[2]]
        #expect(appended == literal && appended.hashValue == literal.hashValue)
        #expect(Array(appended) == keys && appended.count == 3 && appended[2] == keys[2])
        var cut = literal
        cut.removeFirst()
        #expect(Array(cut) == [keys[1], keys[2]] && cut == AccessibilityRotorKeys(keys.dropFirst()))
        cut.removeAll()
        #expect(cut == AccessibilityRotorKeys() && cut.hashValue == AccessibilityRotorKeys().hashValue)
        let result = combined([leaf("Order") { $0.rotorKeys = [keys[0]] }, leaf("42"),
                               leaf("Other") { $0.rotorKeys.append(keys[1]); $0.rotorKeys.append(keys[2]) }])
        #expect(Array(result.rotorKeys) == keys)
    }

    @Test("combine: each handler comes from the first child that has one, each to its own property")
    func combineHandlers() {
        var calls: [String] = []
        let result = combined([
            leaf("Title"),
            leaf("A") { $0.escapeAction = { calls.append("escape A") }; $0.focusChanged = { _ in calls.append("focus A") } },
            leaf("B") { $0.escapeAction = { calls.append("escape B") }; $0.magicTapAction = { calls.append("magic B") }
                        $0.scrollAction = { _ in calls.append("scroll B") } },
            leaf("C") { $0.adjustableAction = { _ in calls.append("adjust C") }; $0.magicTapAction = { calls.append("magic C") } },
        ])
        result.escapeAction?()
        result.magicTapAction?()
        result.adjustableAction?(.increment)
        result.scrollAction?(.bottom)
        result.focusChanged?(true)
        #expect(calls == ["escape A", "magic B", "adjust C", "scroll B", "focus A"])
    }

    /// The groups the element keeps in boxes of their own that it has a box for.
    func boxes(_ element: AccessibilityElement) -> [String] {
        let storage = element.storage
        return [("annotations", storage.annotationsBox != nil), ("interaction", storage.interactionBox != nil), ("gestures", storage.gesturesBox != nil),
                ("focus", storage.focusBox != nil), ("textEntry", storage.textEntryBox != nil),
                ("speech", storage.speechBox != nil)].filter(\.1).map(\.0)
    }

    @Test("a boxed group gets its box when one of its properties is set, and a combined element only when it or a child has one")
    func boxesAreMadeWhenUsed() {
        let text = leaf("Row") { $0.traits = .isStaticText; $0.frame = CGRect(x: 0, y: 0, width: 3, height: 1) }
        #expect(boxes(text).isEmpty)
        #expect(boxes(combined([text, leaf("42")])).isEmpty)
        let toggle = leaf("Wi-Fi") { $0.traits = .isToggle; $0.defaultAction = {} }
        #expect(boxes(toggle) == ["interaction"])
        let field = leaf("Name") { $0.text = "Ada"; $0.escapeAction = {}; $0.requestsFocus = true }
        #expect(boxes(field) == ["gestures", "focus", "textEntry"])
        #expect(boxes(combined([text, toggle])) == ["interaction"])
        #expect(Set(boxes(combined([field, text]))).isSuperset(of: ["gestures", "focus"]))
        let hinted = leaf("Send") { $0.hint = "Sends the message" }
        #expect(boxes(hinted) == ["annotations"])
        #expect(boxes(combined([hinted, text])) == ["annotations"])
        #expect(combined([hinted, leaf("Later") { $0.hint = "Keeps a draft" }]).hint == "Sends the message, Keeps a draft")
    }

    @Test("the source location reads back as set, and copies share it")
    func sourceLocation() {
        var element = leaf("Save")
        #expect(element.sourceLocation == nil)
        element.sourceLocation = AccessibilitySourceLocation(file: "/app/Save.swift", line: 12)
        var copy = element
        copy.sourceLocation = nil
        #expect(element.sourceLocation == AccessibilitySourceLocation(file: "/app/Save.swift", line: 12))
        #expect(copy.sourceLocation == nil)
    }

    @Test("the resolved activation point is the one set, else the centre of the frame")
    func resolvedActivationPoint() {
        var element = leaf("Map") { $0.frame = CGRect(x: 10, y: 20, width: 100, height: 40) }
        #expect(element.resolvedActivationPoint == CGPoint(x: 60, y: 40))
        element.activationPoint = CGPoint(x: 12, y: 22)
        #expect(element.resolvedActivationPoint == CGPoint(x: 12, y: 22))
    }

    @Test("the properties read straight from their group's box are the group's own, written and read either way, and a copy keeps its own")
    func directProperties() {
        var element = AccessibilityElement(id: AccessibilityElementID("a"))
        #expect(element.defaultAction == nil && element.actions.isEmpty && element.hint == nil && element.identifier == nil)
        #expect(element.text == nil && element.textEntry == nil && element.rowWindow == nil && !element.isActionable)
        let copy = element
        element.hint = "Opens it"
        element.identifier = "open"
        element.text = "Draft"
        element.rowWindow = AccessibilityRowWindow(count: 10, loaded: 2..<4)
        element.actions = [AccessibilityCustomAction(name: "Delete") {}]
        #expect(element.annotations.hint == "Opens it" && element.annotations.identifier == "open")
        #expect(element.textEntryGroup.text == "Draft" && element.gestures.rowWindow?.loaded == 2..<4)
        #expect(element.interaction.actions.map(\.name) == ["Delete"] && element.isActionable)
        var other = AccessibilityElement(id: AccessibilityElementID("b"))
        other.interaction.defaultAction = {}
        #expect(other.defaultAction != nil && other.isActionable)
        var typing = AccessibilityElement(id: AccessibilityElementID("c"))
        typing.textEntryGroup.textEntry = { _ in }
        #expect(typing.textEntry != nil && typing.isActionable)
        typing.isContainer = true
        #expect(!typing.isActionable, "a container is never actionable")
        #expect(copy.hint == nil && copy.text == nil && copy.rowWindow == nil && copy.actions.isEmpty)
    }
}
