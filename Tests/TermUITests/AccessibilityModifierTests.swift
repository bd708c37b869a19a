import Accessibility
import Foundation
import Testing
@testable import TermUI

/// SwiftUI's accessibility modifiers, one rule each.
@MainActor
struct AccessibilityModifierTests {
    final class Log { var entries: [String] = [] }

    // MARK: The type they return

    /// Views written with each modifier's type named as SwiftUI declares it: this compiles
    /// only while the modifiers return that type.
    private typealias Attached<Content: View> = ModifiedContent<Content, AccessibilityAttachmentModifier>

    @Test("""
        each accessibility property returns ModifiedContent<Self, AccessibilityAttachmentModifier>, the type SwiftUI \
        declares for it, and reads as before through it
        """)
    func attachmentModifierType() {
        let heading: Attached<Text> = Text("Part 1").accessibilityAddTraits(.isHeader)
        let call: Attached<Image> = Image(systemName: "phone.fill").accessibilityLabel("Call")
        let value: Attached<Text> = Text("60").accessibilityValue("60 percent")
        let hint: Attached<Text> = Text("Pay").accessibilityHint("Pays the bill")
        let hidden: Attached<Text> = Text("decoration").accessibilityHidden(true)
        let pair: Attached<HStack<TupleView<(Text, Text)>>> = HStack { Text("Nick"); Text("Hello") }
            .accessibilityElement(children: .combine)
        let identified: Attached<Text> = Text("Total").accessibilityIdentifier("total")
        let t = tree(VStack { heading; call; value; hint; hidden; pair; identified })
        #expect(t.roots.map(\.label) == ["Part 1", "Call", "60", "Pay", "Nick, Hello", "Total"])
        #expect(t.roots[0].traits.contains(.isHeader))
        #expect(t.roots[2].value == "60 percent")
        #expect(t.roots[3].hint == "Pays the bill")
        #expect(t.roots[5].identifier == "total")
    }

    // MARK: Actions

    @Test("accessibilityAction with the default kind answers a double tap; escape and magic tap are separate")
    func actionKinds() {
        let log = Log()
        let e = tree(Text("Pager")
            .accessibilityAction { log.entries.append("default") }
            .accessibilityAction(.escape) { log.entries.append("escape") }
            .accessibilityAction(.magicTap) { log.entries.append("magic") }).roots[0]
        e.defaultAction?()
        e.escapeAction?()
        e.magicTapAction?()
        #expect(log.entries == ["default", "escape", "magic"])
        #expect(e.actions.isEmpty)
    }

    @Test("accessibilityElement(children:) twice in a row: the outer decides, so .combine then .contain exposes the children and .contain then .combine makes one")
    func childBehaviorTwice() {
        let t = tree(VStack {
            HStack { Text("Nick"); Text("Hello") }
                .accessibilityElement(children: .combine)
                .accessibilityElement(children: .contain)
            HStack { Text("Jack"); Text("Bye") }
                .accessibilityElement(children: .contain)
                .accessibilityElement(children: .combine)
        })
        #expect(t.roots.count == 2)
        #expect(t.roots[0].isContainer && t.roots[0].children.map(\.label) == ["Nick", "Hello"])
        #expect(t.roots[1].label == "Jack, Bye" && t.roots[1].children.isEmpty)
    }

    @Test(".combine turns each tappable child into an action named by its label when two gestures make them; one gesture over a stack stays the double tap")
    func combineTappableChildren() {
        let log = Log()
        let row = tree(HStack {
            Text("Nick").onTapGesture { log.entries.append("profile") }
            Text("Looks like a wonderful time").onTapGesture { log.entries.append("open") }
        }.accessibilityElement(children: .combine)).roots[0]
        #expect(row.label == "Nick, Looks like a wonderful time", "their labels still read")
        #expect(row.actions.map(\.name) == ["Nick", "Looks like a wonderful time"])
        row.actions[1].handler()
        row.defaultAction?()
        #expect(log.entries == ["open", "profile"])
        // One tap gesture on the stack reaches both texts: one thing to do, the double tap.
        let stack = tree(HStack { Text("Nick"); Text("Hello") }
            .onTapGesture { log.entries.append("row") }
            .accessibilityElement(children: .combine)).roots[0]
        #expect(stack.actions.isEmpty && stack.defaultAction != nil)
        // One tappable child is the combined element's double tap, not an action as well.
        let single = tree(HStack { Text("Nick"); Text("Open").onTapGesture {} }.accessibilityElement(children: .combine)).roots[0]
        #expect(single.actions.isEmpty && single.defaultAction != nil)
    }

    @Test("accessibilityAction(named:) adds a custom action; the same name replaces it")
    func namedActions() {
        let log = Log()
        let e = tree(Text("Mail")
            .accessibilityAction(named: "Archive") { log.entries.append("old") }
            .accessibilityAction(named: Text("Flag")) {}
            .accessibilityAction(named: "Archive") { log.entries.append("new") }).roots[0]
        #expect(e.actions.map(\.name) == ["Archive", "Flag"])
        e.actions[0].handler()
        #expect(log.entries == ["new"])
    }

    @Test("accessibilityAction(action:label:) names the action with the label view's text")
    func actionWithLabelView() {
        let e = tree(Text("Photo").accessibilityAction(action: {}, label: { Text("Share") })).roots[0]
        #expect(e.actions.map(\.name) == ["Share"])
    }

    @Test("accessibilityActions turns the Buttons of a view into custom actions, with ForEach and if")
    func actionsFromButtons() {
        let log = Log()
        let hasRecording = true
        let e = tree(Text("Saturday").accessibilityActions {
            Button("Location") { log.entries.append("location") }
            if hasRecording { Button("Recording") {} }
            ForEach(["Rate"], id: \.self) { name in Button(name) {} }
        }).roots[0]
        #expect(e.actions.map(\.name) == ["Location", "Recording", "Rate"])
        e.actions[0].handler()
        #expect(log.entries == ["location"])
        #expect(drawing(Text("Saturday").accessibilityActions { Button("Location") {} }, columns: 8, rows: 1) == "Saturday")
    }

    @Test("accessibilityAdjustableAction makes the element adjustable: up increments, down decrements")
    func adjustable() {
        let log = Log()
        let e = tree(Text("Page").accessibilityElement().accessibilityValue("Page 1 of 3")
            .accessibilityAdjustableAction { log.entries.append($0 == .increment ? "up" : "down") }).roots[0]
        #expect(e.isAdjustable)
        e.adjustableAction?(.increment)
        e.adjustableAction?(.decrement)
        #expect(log.entries == ["up", "down"])
    }

    @Test("drag and drop points carry their descriptions; isEnabled false adds none")
    func dragAndDropPoints() {
        let e = tree(Text("Alert")
            .accessibilityDropPoint(.leading, description: "Set sound 1")
            .accessibilityDropPoint(.center, description: Text("Set sound 2"))
            .accessibilityDropPoint(.trailing, description: "Set sound 3", isEnabled: false)
            .accessibilityDragPoint(.center, description: "Cheers")).roots[0]
        #expect(e.dropPoints.map(\.description) == ["Set sound 1", "Set sound 2"])
        #expect(e.dragPoints.map(\.description) == ["Cheers"])
    }

    @Test("an activation point in unit coordinates lands inside the frame")
    func activationPoint() {
        let e = tree(Text("ab").frame(width: 80, height: 16).accessibilityActivationPoint(.trailing), columns: 10, rows: 1).roots[0]
        #expect(e.activationPoint == CGPoint(x: 80, y: 8))
    }

    // MARK: Custom content

    @Test("custom content with different keys adds; the same key replaces; importance is kept")
    func customContent() {
        let e = tree(Text("Bailey")
            .accessibilityCustomContent("Age", "3 years", importance: .high)
            .accessibilityCustomContent(AccessibilityCustomContentKey("Weight"), "20 lb")
            .accessibilityCustomContent(Text("Height"), Text("1 ft"))
            .accessibilityCustomContent("Weight", "22 lb")).roots[0]
        #expect(e.customContent.map { "\($0.label): \($0.value)" } == ["Age: 3 years", "Height: 1 ft", "Weight: 22 lb"])
        #expect(e.customContent[0].importance == .high)
        #expect(e.customContent[1].importance == .default)
    }

    @Test("a key with an explicit id replaces content with that id, whatever its label")
    func customContentKeyID() {
        let e = tree(Text("x")
            .accessibilityCustomContent(AccessibilityCustomContentKey("Age", id: "age"), "3")
            .accessibilityCustomContent(AccessibilityCustomContentKey("Years", id: "age"), "4")).roots[0]
        #expect(e.customContent.map(\.label) == ["Years"])
    }

    @Test("combine carries the children's custom content up")
    func combineCarriesCustomContent() {
        let e = tree(VStack { Text("Bailey").accessibilityCustomContent("Age", "3"); Text("Beagle") }
            .accessibilityElement(children: .combine)).roots[0]
        #expect(e.label == "Bailey, Beagle")
        #expect(e.customContent.map(\.label) == ["Age"])
    }

    // MARK: Structure

    @Test("accessibilityRepresentation replaces the elements with the representation's, which is never drawn")
    func representation() {
        final class Box { var value = 0.5 }
        let box = Box()
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        let view = RoundedRectangle(cornerRadius: 4).frame(height: 16)
            .accessibilityRepresentation {
                Slider(value: binding, in: 0...1) { Text("Food") }.accessibilityValue("$50")
            }
        let t = tree(view, columns: 10, rows: 1)
        #expect(t.labels == ["Food"])
        #expect(t.roots[0].value == "$50")
        #expect(t.roots[0].isAdjustable)
        t.roots[0].adjustableAction?(.increment)
        #expect(abs(box.value - 0.6) < 0.0001)
        #expect(drawing(view, columns: 10, rows: 1) == "━━━━━━━━━━")
    }

    @Test("a symbol button style represented by its label keeps the button's label")
    func representationKeepsButtonLabel() {
        let t = tree(Button(action: {}) {
            Image(systemName: "slider.vertical.3").accessibilityRepresentation { Text("Edit Budgets") }
        })
        #expect(t.labels == ["Edit Budgets"])
        #expect(t.roots[0].traits == .isButton)
    }

    @Test("accessibilityChildren keeps the element's label and gives it synthetic children from views never drawn")
    func syntheticChildren() {
        let months = [("Jan", "$100"), ("Feb", "$250")]
        let view = Rectangle().frame(width: 80, height: 48)
            .accessibilityLabel("Budget History Graph")
            .accessibilityChildren {
                HStack {
                    ForEach(months, id: \.0) { month in
                        Rectangle().accessibilityLabel(month.0).accessibilityValue(month.1)
                    }
                }
            }
        let t = tree(view, columns: 10, rows: 3)
        #expect(t.roots.count == 1)
        #expect(t.roots[0].label == "Budget History Graph")
        #expect(t.roots[0].isContainer)
        #expect(t.roots[0].children.map(\.label) == ["Jan", "Feb"])
        #expect(t.roots[0].children.map(\.value) == ["$100", "$250"])
        // The bars are laid out side by side inside the graph's frame.
        #expect(t.roots[0].children[0].frame.minX < t.roots[0].children[1].frame.minX)
        #expect(drawing(view, columns: 10, rows: 3) == "┌────────┐\n│        │\n└────────┘")
    }

    @Test("the label view's placeholder stands for the existing label, so text can go before it")
    func labelPlaceholder() {
        let rating: String? = "Half star"
        let view = VStack { Text("Saturday"); Text("It was a beautiful weekend!") }
            .accessibilityElement(children: .combine)
            .accessibilityLabel { label in
                if let rating { Text(rating) }
                label
            }
        #expect(tree(view).labels == ["Half star, Saturday, It was a beautiful weekend!"])
        let none: String? = nil
        let plain = Text("Saturday").accessibilityLabel { label in
            if let none { Text(none) }
            label
        }
        #expect(tree(plain).labels == ["Saturday"])
    }

    @Test("a labeled pair gives the unlabelled content the label element's text")
    func labeledPair() {
        struct Agreement: View {
            @Namespace var namespace
            var body: some View {
                HStack {
                    Text("I agree to the terms").accessibilityLabeledPair(role: .label, id: "agree", in: namespace)
                    Toggle("", isOn: .constant(false)).accessibilityLabeledPair(role: .content, id: "agree", in: namespace)
                }
            }
        }
        let t = tree(Agreement())
        #expect(t.allElements.first { $0.isToggle }?.label == "I agree to the terms")
    }

    @Test("sort priority, identifier, input labels and text content type are kept on the element")
    func keptProperties() {
        let e = tree(Text("Send").accessibilitySortPriority(-1).accessibilityIdentifier("send")
            .accessibilityInputLabels(["Send", "Submit"]).accessibilityTextContentType(.messaging)).roots[0]
        #expect(e.sortPriority == -1)
        #expect(e.identifier == "send")
        #expect(e.inputLabels == ["Send", "Submit"])
        #expect(e.textContentType == .messaging)
    }

    @Test("""
        accessibilityHeading sets a level, on a view or on Text, but not the header trait: on iOS a level alone makes no \
        heading (recorded on devices); with the trait added it is one, with its level
        """)
    func headings() {
        let e = tree(Text("Settings").accessibilityHeading(.h2)).roots[0]
        #expect(!e.traits.contains(.isHeader))
        #expect(e.headingLevel == .h2)
        let g = tree(Text("Settings").accessibilityHeading(.h2).accessibilityAddTraits(.isHeader)).roots[0]
        #expect(g.traits.contains(.isHeader))
        #expect(g.headingLevel == .h2)
        let f = tree(VStack { Text("Trips").accessibilityHeading(.h1) }).roots[0]
        #expect(f.headingLevel == .h1)
    }

    @Test("Text.accessibilityLabel speaks another label for the text")
    func textLabel() {
        #expect(tree(Text("4:30").accessibilityLabel("Four thirty")).labels == ["Four thirty"])
    }

    @Test("speech modifiers are kept on the element for the reader")
    func speechModifiers() {
        let e = tree(Text("APPL").speechSpellsOutCharacters().speechAdjustedPitch(2)).roots[0]
        #expect(e.speech.spellsOutCharacters)
        #expect(e.speech.adjustedPitch == 1)
        let f = tree(Text("Hi, there").speechAlwaysIncludesPunctuation().speechAnnouncementsQueued()).roots[0]
        #expect(f.speech.alwaysIncludesPunctuation)
        #expect(f.speech.announcementsQueued)
    }

    // MARK: Rotors

    struct Alert: Identifiable { let id: Int; let title: String; let isWarning: Bool }
    static let alerts = [Alert(id: 1, title: "Low battery", isWarning: true), Alert(id: 2, title: "Update", isWarning: false),
                         Alert(id: 3, title: "Storage full", isWarning: true)]

    @Test("a custom rotor's entries come from the builder, with ForEach and if, targeting ForEach ids")
    func customRotorEntries() {
        let view = VStack {
            ForEach(Self.alerts) { alert in Text(alert.title) }
        }
        .accessibilityElement(children: .contain)
        .accessibilityRotor("Warnings") {
            ForEach(Self.alerts) { alert in
                if alert.isWarning { AccessibilityRotorEntry(alert.title, id: alert.id) }
            }
        }
        let t = tree(view)
        let rotor = t.roots[0].rotors[0]
        #expect(rotor.name == "Warnings")
        #expect(rotor.entries.map(\.label) == ["Low battery", "Storage full"])
        // Each row carries its ForEach id, which the entries point at.
        #expect(t.first("Low battery")?.rotorKeys.contains(AccessibilityRotorKey(id: AnyHashable(1), namespace: nil)) == true)
    }

    @Test("entries in a namespace target the view marked with accessibilityRotorEntry(id:in:)")
    func namespacedRotorEntries() {
        struct Alerts: View {
            @Namespace var namespace
            var body: some View {
                VStack {
                    ForEach(AccessibilityModifierTests.alerts) { alert in
                        Text(alert.title).accessibilityRotorEntry(id: alert.id, in: namespace)
                    }
                }
                .accessibilityRotor("Warnings") {
                    ForEach(AccessibilityModifierTests.alerts) { alert in
                        if alert.isWarning { AccessibilityRotorEntry(alert.title, id: alert.id, in: namespace) }
                    }
                }
            }
        }
        let t = tree(Alerts())
        let rotor = t.roots[0].rotors[0]
        guard case .element(let id, let namespace) = rotor.entries[0].target, let namespace else {
            Issue.record("expected an element entry in a namespace")
            return
        }
        #expect(t.first("Low battery")?.rotorKeys.contains(AccessibilityRotorKey(id: id, namespace: namespace)) == true)
    }

    @Test("a rotor on several elements puts them in a container that owns the rotor")
    func rotorMakesContainer() {
        let t = tree(VStack { Text("a"); Text("b") }.accessibilityRotor("Letters") { AccessibilityRotorEntry("a", id: 0) })
        #expect(t.roots.count == 1)
        #expect(t.roots[0].isContainer)
        #expect(t.roots[0].children.map(\.label) == ["a", "b"])
    }

    @Test("an app's Headings rotor is the system one, which the reader names")
    func systemRotorReplacement() {
        let t = tree(Text("List").accessibilityRotor(.headings) { AccessibilityRotorEntry("Row 40", id: 40) })
        #expect(t.roots[0].rotors[0].name.isEmpty)
        #expect(t.roots[0].rotors[0].systemRotor == .headings)
    }

    @Test("text-range rotors have one entry per range, labelled with that text")
    func textRangeRotor() {
        let note = "Mail kate@example.com or call 555-0100"
        let email = note.range(of: "kate@example.com")!
        let phone = note.range(of: "555-0100")!
        let e = tree(Text(note)
            .accessibilityRotor("Email Addresses", textRanges: [email])
            .accessibilityRotor("Phone Numbers", textRanges: [phone])).roots[0]
        #expect(e.rotors.map(\.name) == ["Email Addresses", "Phone Numbers"])
        #expect(e.rotors[0].entries.map(\.label) == ["kate@example.com"])
        #expect(e.rotors[1].entries.map(\.label) == ["555-0100"])
    }

    @Test("a rotor from a model array uses entryID and entryLabel")
    func rotorFromModels() {
        let e = tree(Text("x").accessibilityRotor("Alerts", entries: Self.alerts, entryLabel: \.title)).roots[0]
        #expect(e.rotors[0].entries.map(\.label) == ["Low battery", "Update", "Storage full"])
    }

    // MARK: Focus

    @Test("setting a Bool focus state asks for focus; focus arriving sets it; leaving clears it")
    func boolFocusState() {
        struct Banner: View {
            @AccessibilityFocusState var isFocused: Bool
            @State var show = false
            var body: some View {
                VStack {
                    Text("Banner").accessibilityFocused($isFocused)
                    Button("Focus") { isFocused = true }
                    Text(isFocused ? "focused" : "not focused")
                }
            }
        }
        let graph = ViewGraph(Banner(), columns: 20, rows: 3)
        var t = graph.accessibilityTree()
        #expect(t.first("Banner")?.requestsFocus == false)
        t.first("Focus")?.defaultAction?()
        t = graph.accessibilityTree()
        #expect(t.first("Banner")?.requestsFocus == true)
        #expect(t.labels.contains("focused"))
        t.first("Banner")?.focusChanged?(false)
        t = graph.accessibilityTree()
        #expect(t.labels.contains("not focused"))
        t.first("Banner")?.focusChanged?(true)
        #expect(graph.accessibilityTree().labels.contains("focused"))
    }

    @Test("a Hashable focus state focuses the view whose value it equals, and clears to nil")
    func hashableFocusState() {
        enum Field: Hashable { case name, email }
        struct Form: View {
            @AccessibilityFocusState var focus: Field?
            var body: some View {
                VStack {
                    Text("Name").accessibilityFocused($focus, equals: .name)
                    Text("Email").accessibilityFocused($focus, equals: .email)
                    Button("Go to email") { focus = .email }
                    Text("focus \(String(describing: focus))")
                }
            }
        }
        let graph = ViewGraph(Form(), columns: 30, rows: 4)
        graph.accessibilityTree().first("Go to email")?.defaultAction?()
        var t = graph.accessibilityTree()
        #expect(t.first("Email")?.requestsFocus == true)
        #expect(t.first("Name")?.requestsFocus == false)
        t.first("Email")?.focusChanged?(false)
        t = graph.accessibilityTree()
        #expect(t.labels.contains("focus nil"))
        t.first("Name")?.focusChanged?(true)
        #expect(graph.accessibilityTree().first("Name")?.requestsFocus == true)
    }

    // MARK: Notifications

    final class Observer: AccessibilityNotificationObserver {
        var events: [String] = []
        func accessibilityNotificationPosted(_ event: AccessibilityNotificationEvent) {
            switch event {
            case .announcement(let text, let priority): events.append("announce \(text) \(priority)")
            case .layoutChanged: events.append("layout")
            case .screenChanged: events.append("screen")
            case .pageScrolled(let text): events.append("scrolled \(text)")
            case .feedback(let feedback): events.append("feedback \(feedback)")
            }
        }
    }

    @Test("announcements posted by app code reach the reader running it, with their priority")
    func announcements() {
        let observer = Observer()
        AccessibilityNotificationScope.run(for: observer) {
            AccessibilityNotification.Announcement("Saved").post()
            var urgent = AttributedString("Camera active")
            urgent.accessibilitySpeechAnnouncementPriority = .high
            AccessibilityNotification.Announcement(urgent).post()
            UIAccessibility.post(notification: .announcement, argument: "New alert")
            AccessibilityNotification.LayoutChanged().post()
            AccessibilityNotification.ScreenChanged(nil).post()
        }
        #expect(observer.events == ["announce Saved default", "announce Camera active high", "announce New alert default", "layout", "screen"])
    }
}
