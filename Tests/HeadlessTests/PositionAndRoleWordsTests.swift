import Foundation
import Accessibility
import Headless
import Testing
import TermUI

/// The words VoiceOver adds for where an element sits and what kind of control it is.
@MainActor
struct PositionAndRoleWordsTests {
    struct Controls: View {
        @State private var size = 1
        @State private var flavor = "Mint"
        @State private var password = "secret"
        var body: some View {
            VStack {
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.segmented)
                Picker("Flavor", selection: $flavor) {
                    Text("Mint").tag("Mint")
                    Text("Lemon").tag("Lemon")
                }
                .pickerStyle(.wheel)
                SecureField("Password", text: $password)
            }
        }
    }

    @Test("segments of a segmented picker say N of M, the chosen one Selected first")
    func segmentedPositions() {
        let reader = ScreenReaderSession(Controls())
        #expect(reader.next() == ["Small, Button, 1 of 3"])
        #expect(reader.next() == ["Selected, Medium, Button, 2 of 3"])
        #expect(reader.next() == ["Large, Button, 3 of 3"])
    }

    @Test("a wheel picker's item says Picker item; a SecureField says Secure text field")
    func pickerItemAndSecureField() {
        let reader = ScreenReaderSession(Controls())
        reader.focus("Flavor")
        #expect(reader.spoken.hasPrefix("Flavor, Mint, Picker item, Adjustable"))
        reader.focus("Password")
        #expect(reader.spoken.hasPrefix("Password, Secure text field"), "neither the text nor its bullets are spoken")
    }

    struct Pushing: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Details") { Text("More") }
            }
        }
    }

    @Test("""
        a navigation stack's back button says Back button, not Button; labelled by the title of the screen under it \
        ("Trips, Back button"), and by nothing when that screen has none ("Back button", not "Back, Back button")
        """)
    func backButton() {
        let reader = ScreenReaderSession(Pushing())
        reader.next()
        reader.activate()
        #expect(reader.first() == ["Back button"])
        struct Titled: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Details") { Text("More").navigationTitle("Details") }
                        .navigationTitle("Trips")
                }
            }
        }
        let titled = ScreenReaderSession(Titled())
        titled.focus("Details")
        titled.activate()
        #expect(titled.first() == ["Trips, Back button"])
        // Going back, focus returns to the link that pushed, as VoiceOver on iOS does.
        #expect(titled.activate() == ["Details, Button"])
        #expect(titled.focused == "Details")
    }

    struct Sectioned: View {
        var body: some View {
            List {
                Section("Fruit") {
                    Text("Apple")
                    Text("Pear")
                }
            }
        }
    }

    @Test("a List's rows say neither List start nor List end, and its section header is a heading")
    func listRowsSayNoListStartOrEnd() {
        let reader = ScreenReaderSession(Sectioned())
        #expect(reader.next() == ["Fruit, Heading"])
        #expect(reader.next() == ["Apple"])
        #expect(reader.next() == ["Pear"])
        #expect(reader.previous() == ["Apple"])
    }

    @Test("a Table's first and last rows say neither List start nor List end")
    func tableRowsSayNoListStartOrEnd() {
        struct Person: Identifiable {
            let name: String
            let age: Int
            var id: String { name }
        }
        let reader = ScreenReaderSession(Table([Person(name: "Ada", age: 36), Person(name: "Alan", age: 41)]) {
            TableColumn("Name") { (person: Person) in Text(person.name) }
            TableColumn("Age") { (person: Person) in Text("\(person.age)") }
        }, idiom: .pad)
        #expect(reader.next() == ["Ada, 36"])
        #expect(reader.next() == ["Alan, 41"])
    }
}

/// SwiftUI: any accessibility property on a view with no element gives it one.
@MainActor
struct PropertiesCreateElementsTests {
    struct Rated: View {
        var body: some View {
            HStack {
                Text("Baker beach")
                Circle()
                    .frame(width: 8, height: 8)
                    .accessibilityCustomContent("Rating", "Four stars")
            }
            .accessibilityElement(children: .combine)
        }
    }

    @Test("custom content on a shape inside a combined view survives into the combined element")
    func customContentOnAShapeSurvivesCombine() {
        let reader = ScreenReaderSession(Rated())
        #expect(reader.next() == ["Baker beach", "More content available"])
        #expect(reader.perform(.moreContent) == ["Four stars, Rating"])
    }

    @Test("a label, value or hint given with isEnabled: true on a shape creates its element; with false, none")
    func conditionalPropertiesCreateElementsWhenEnabled() {
        for enabled in [true, false] {
            let reader = ScreenReaderSession(VStack {
                Text("Title")
                Circle().frame(width: 8, height: 8).accessibilityValue("Full", isEnabled: enabled)
            })
            reader.next()
            #expect(reader.next() == (enabled ? ["Full"] : ["Last item"]), "isEnabled: \(enabled)")
        }
    }

    @Test("traits on a shape create its element, and inside a combined view its traits join the combined element")
    func traitsOnAShapeCreateAnElement() {
        let marked = ScreenReaderSession(VStack {
            Text("Title")
            Circle().frame(width: 16, height: 16).accessibilityAddTraits(.isButton)
        })
        marked.next()
        #expect(marked.next() == ["Button"])
        let combined = ScreenReaderSession(HStack {
            Text("Weekend")
            Circle().frame(width: 8, height: 8).accessibilityAddTraits(.isSelected)
        }
        .accessibilityElement(children: .combine))
        #expect(combined.next() == ["Selected, Weekend"])
    }

    @Test("a hint on a shape creates its element")
    func hintOnAShapeCreatesAnElement() {
        let reader = ScreenReaderSession(Rectangle().frame(width: 16, height: 16).accessibilityHint("Opens the map"))
        #expect(reader.next() == ["Opens the map"], "with no label and no value, the hint is the description")
    }
}

/// SwiftUI knows labels for common symbols only.
@MainActor
struct SymbolLabelsInCombineTests {
    @Test("""
        in a combined element an image's label made from its name stays out when other parts give a label (VoiceOver \
        on iOS reads "Baker beach", as Apple's sample notes: the image's label and traits are ignored); a label \
        given joins
        """)
    func unlabeledSymbolStaysOut() {
        let sparkles = ScreenReaderSession(HStack { Image(systemName: "sparkles"); Text("New arrivals") }
            .accessibilityElement(children: .combine))
        #expect(sparkles.next() == ["New arrivals"])
        let star = ScreenReaderSession(HStack { Image(systemName: "star"); Text("Baker beach") }
            .accessibilityElement(children: .combine))
        #expect(star.next() == ["Baker beach"])
        let alone = ScreenReaderSession(HStack { Image(systemName: "star") }.accessibilityElement(children: .combine))
        #expect(alone.next() == ["Favorite, Image"])
        let labelled = ScreenReaderSession(HStack { Image(systemName: "sparkles").accessibilityLabel("New"); Text("Arrivals") }
            .accessibilityElement(children: .combine))
        #expect(labelled.next() == ["New, Arrivals"])
    }

    @Test("standing alone, a symbol with no label still reads its name")
    func unlabeledSymbolAloneReadsItsName() {
        let reader = ScreenReaderSession(Image(systemName: "sparkles"))
        #expect(reader.next() == ["sparkles, Image"])
    }
}

/// `@AccessibilityFocusState` with several bindings and technologies.
@MainActor
struct FocusStateRulesTests {
    struct Form: View {
        @AccessibilityFocusState var isNameFocused: Bool
        @AccessibilityFocusState var isEmailFocused: Bool
        @AccessibilityFocusState(for: .switchControl) var isSwitchFocused: Bool
        var body: some View {
            VStack {
                Text("Title").accessibilityAddTraits(.isHeader)
                Text("Name").accessibilityFocused($isNameFocused)
                Text("Email").accessibilityFocused($isEmailFocused)
                Text("Other").accessibilityFocused($isSwitchFocused)
                Button("Switch to other") { isSwitchFocused = true }
                Text(isNameFocused ? "Name focused" : "Name not focused")
                Text(isEmailFocused ? "Email focused" : "Email not focused")
            }
        }
    }

    struct Inner: View {
        @AccessibilityFocusState(for: .voiceOver) var isFocused: Bool
        var body: some View {
            VStack {
                Text("Inner").accessibilityFocused($isFocused)
                Button("Focus inner") { isFocused = true }
                Text(isFocused ? "Inner focused" : "Inner not focused")
            }
        }
    }

    struct Outer: View {
        @AccessibilityFocusState var isFocused: Bool
        var body: some View {
            VStack {
                Text("Outer").accessibilityFocused($isFocused)
                Inner()
                Button("Focus outer") { isFocused = true }
                Text(isFocused ? "Outer focused" : "Outer not focused")
            }
        }
    }

    @Test("bindings in nested views are independent, and one declared for: .voiceOver moves VoiceOver")
    func nestedBindingsAndVoiceOverTechnology() {
        let reader = ScreenReaderSession(Outer())
        reader.focus("Focus inner")
        reader.activate()
        #expect(reader.focused == "Inner")
        #expect(reader.element(labeled: "Inner focused") != nil)
        #expect(reader.element(labeled: "Outer not focused") != nil)
        reader.focus("Focus outer")
        reader.activate()
        #expect(reader.focused == "Outer")
        #expect(reader.element(labeled: "Outer focused") != nil)
        #expect(reader.element(labeled: "Inner not focused") != nil)
    }

    @Test("a reader move that writes a focus binding says the element once")
    func moveWritesBindingOnce() {
        let reader = ScreenReaderSession(Form())
        reader.next()
        #expect(reader.next() == ["Name"])
        #expect(reader.element(labeled: "Name focused") != nil)
    }

    @Test("two bindings in one screen are independent: moving from one to the other turns one off and the other on")
    func bindingsAreIndependent() {
        let reader = ScreenReaderSession(Form())
        reader.focus("Name")
        reader.next()
        #expect(reader.element(labeled: "Name not focused") != nil)
        #expect(reader.element(labeled: "Email focused") != nil)
    }

    @Test("a focus state for Switch Control does not move VoiceOver, nor does VoiceOver set it")
    func otherTechnologyDoesNotMoveVoiceOver() {
        let reader = ScreenReaderSession(Form())
        reader.focus("Switch to other")
        #expect(reader.activate().isEmpty)
        #expect(reader.focused == "Switch to other")
        #expect(reader.focus("Other") == ["Other"])
    }
}

/// Text entry as VoiceOver reads it.
@MainActor
struct TextEntryWordsTests {
    struct Fields: View {
        @State var name = "Ada"
        @State var email = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                TextField("Email", text: $email)
                TextField("City", text: .constant("Lyon")).accessibilityLabel("Home city")
            }
        }
    }

    @Test("a text field with text is read by its title, then its text, then Text field, as VoiceOver reads a SwiftUI TextField; an empty one by its title; an explicit label replaces the title")
    func textFieldReadsTitleThenText() {
        let reader = ScreenReaderSession(Fields())
        #expect(reader.next() == ["Name, Ada, Text field", "Double tap to edit."])
        #expect(reader.next() == ["Email, Text field", "Double tap to edit."])
        #expect(reader.next() == ["Home city, Lyon, Text field", "Double tap to edit."])
    }

    @Test("a text editor has a text field's Double tap to edit; while editing it has no rotor hint")
    func textEditorHints() {
        let reader = ScreenReaderSession(TextEditor(text: .constant("Pack sunscreen")))
        #expect(reader.next() == ["Pack sunscreen, Text field", "Double tap to edit."])
        #expect(reader.activate() == ["Is editing"])
        #expect(reader.first() == ["Pack sunscreen, Text field, Is editing"])
    }

    @Test("while editing, the description says Is editing and the hint points to the rotor")
    func isEditingInTheDescription() {
        let reader = ScreenReaderSession(Fields())
        reader.next()
        #expect(reader.activate() == ["Is editing"])
        #expect(reader.perform(.repeatLast) == ["Is editing"])
        #expect(reader.first() == ["Name, Ada, Text field, Is editing", "Use the rotor to access Misspelled Words"])
    }
}

/// SwiftUI's Stepper as UIStepper appears to VoiceOver on iOS.
@MainActor
struct StepperWordsTests {
    struct Quantity: View {
        @State var count = 0
        var body: some View { Stepper("Tickets", value: $count, in: 0...2) }
    }

    @Test("a Stepper reads as its label, then Decrement and Increment buttons; activating one speaks the new value; the end of the range is dimmed")
    func stepperButtons() {
        let reader = ScreenReaderSession(Quantity())
        #expect(reader.next() == ["Tickets"])
        #expect(reader.next() == ["Decrement, Dimmed, Button"])
        #expect(reader.next() == ["Increment, Button"])
        #expect(reader.activate() == ["1"])
        #expect(reader.activate() == ["2"])
        #expect(reader.previous() == ["Decrement, Button"])
    }

    @Test("an explicit .isSelected on a switch is spoken; the selected trait a switch has while on is its On, not said twice")
    func explicitlySelectedSwitch() {
        struct Switches: View {
            @State private var off = false
            @State private var on = true
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $off).accessibilityAddTraits(.isSelected)
                    Toggle("Bluetooth", isOn: $on)
                }
            }
        }
        let reader = ScreenReaderSession(Switches())
        #expect(reader.next().first == "Selected, Wi-Fi, Switch button, Off")
        #expect(reader.next().first == "Bluetooth, Switch button, On")
    }
}

/// Editing a list, as SwiftUI's `onDelete` and its collection helpers offer it.
@MainActor
struct ListEditingTests {
    @Test("a List row of a ForEach with onDelete offers Delete among its actions; performing it deletes that row")
    func onDeleteOffersDelete() {
        struct Inbox: View {
            @State private var rows = ["Lunch", "Budget", "Trip"]
            var body: some View {
                List {
                    ForEach(rows, id: \.self) { Text($0) }
                        .onDelete { offsets in rows.remove(atOffsets: offsets) }
                }
            }
        }
        let reader = ScreenReaderSession(Inbox())
        reader.focus("Budget")
        #expect(reader.session.focusedElement?.actions.map(\.name) == ["Delete"])
        reader.perform(action: "Delete")
        #expect(reader.session.tree.allElements.filter { !$0.isContainer }.map(\.label) == ["Lunch", "Trip"])
    }

    /// The moves a list was asked to make, as `onMove` hands them.
    final class Moves { var made: [(IndexSet, Int)] = [] }

    struct Groceries: View {
        let moves: Moves
        @State private var rows = ["Milk", "Eggs", "Bread"]
        var body: some View {
            List {
                ForEach(rows, id: \.self) { Text($0) }
                    .onDelete { rows.remove(atOffsets: $0) }
                    .onMove { offsets, destination in
                        moves.made.append((offsets, destination))
                        rows.move(fromOffsets: offsets, toOffset: destination)
                    }
            }
        }
    }

    @Test("a row of a ForEach with onMove is dragged and dropped as VoiceOver drags: Drag, then Drop on another row")
    func onMoveDragsAndDrops() {
        let moves = Moves()
        let reader = ScreenReaderSession(Groceries(moves: moves))
        func rows() -> [String] { reader.tree.allElements.filter { !$0.isContainer }.map(\.label) }
        reader.focus("Milk")
        #expect(reader.spoken.hasPrefix("Milk, Draggable"))
        #expect(reader.session.focusedActionNames == ["Delete", "Drag Milk"])
        #expect(reader.perform(action: "Drag Milk") == ["Drag"])
        // Moving down by one: the row goes before offset 2 of the rows as they were.
        reader.focus("Eggs")
        #expect(reader.session.focusedActionNames.contains("Drop"))
        #expect(reader.perform(action: "Drop") == ["Drop complete"])
        #expect(moves.made.map { Array($0.0) } == [[0]])
        #expect(moves.made.map(\.1) == [2])
        #expect(rows() == ["Eggs", "Milk", "Bread"])
        // Moving up: the row takes the place of the row it is dropped on.
        reader.focus("Bread")
        reader.perform(action: "Drag Bread")
        reader.focus("Eggs")
        reader.perform(action: "Drop")
        #expect(moves.made.last.map { Array($0.0) } == [2])
        #expect(moves.made.last?.1 == 0)
        #expect(rows() == ["Bread", "Eggs", "Milk"])
        // Dropped on itself, nothing moves.
        reader.perform(action: "Drag Eggs")
        reader.perform(action: "Drop")
        #expect(moves.made.count == 2)
    }

    @Test("a row dragged from one reorderable list is not moved by a drop on another list's row")
    func onMoveStaysInItsList() {
        let moves = Moves()
        struct Two: View {
            let moves: Moves
            var body: some View {
                VStack {
                    Groceries(moves: moves)
                    List {
                        // The same ids as the first list's: only the list tells them apart.
                        ForEach(["Milk", "Towels"], id: \.self) { Text($0) }
                            .onMove { offsets, destination in moves.made.append((offsets, destination)) }
                    }
                }
            }
        }
        let reader = ScreenReaderSession(Two(moves: moves))
        reader.focus("Milk")
        reader.perform(action: "Drag Milk")
        reader.focus("Towels")
        reader.perform(action: "Drop")
        #expect(moves.made.isEmpty)
        // onMove(perform: nil) makes nothing draggable.
        let still = ScreenReaderSession(List { ForEach(["A", "B"], id: \.self) { Text($0) }.onMove(perform: nil) })
        still.focus("A")
        #expect(still.session.focusedActionNames.isEmpty)
    }

    @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) work as SwiftUI's helpers do")
    func collectionHelpers() {
        var rows = ["A", "B", "C", "D"]
        rows.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        #expect(rows == ["B", "D", "A", "C"])
        rows.move(fromOffsets: IndexSet([3]), toOffset: 0)
        #expect(rows == ["C", "B", "D", "A"])
        rows.remove(atOffsets: IndexSet([1, 3]))
        #expect(rows == ["C", "D"])
    }

    @Test("onSubmit runs when editing a field ends with return (submit), not when it ends otherwise")
    func onSubmitRunsOnReturn() {
        struct Search: View {
            @State private var query = ""
            @State private var result = "No search yet"
            var body: some View {
                VStack {
                    TextField("Beach", text: $query)
                    Text(result)
                }
                .onSubmit { result = "Searched \(query)" }
            }
        }
        let reader = ScreenReaderSession(Search())
        reader.focus("Beach")
        reader.activate()
        reader.perform(.typeText("Baker"))
        reader.perform(.endEditing)
        #expect(reader.element(labeled: "No search yet") != nil, "done is not return")
        reader.activate()
        reader.perform(.submit)
        #expect(reader.element(labeled: "Searched Baker") != nil)
        #expect(!reader.session.isEditing)
        let script = try? WalkthroughScript(parsing: "screen x\nsubmit")
        #expect(script?.lines.last?.command == .reader(.submit))
    }

    @Test("a LabeledContentStyle's body is what VoiceOver reads; the automatic style reads label then value as one")
    func labeledContentStyle() {
        struct Stacked: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading) {
                    configuration.label.bold()
                    configuration.content
                }
            }
        }
        struct Receipt: View {
            var body: some View {
                VStack {
                    LabeledContent("Total", value: "$42")
                    LabeledContent("Tax", value: "$3").labeledContentStyle(Stacked())
                    LabeledContent("Tip", value: "$5").labeledContentStyle(.automatic)
                }
            }
        }
        let reader = ScreenReaderSession(Receipt())
        let elements = reader.session.tree.allElements.map { "\($0.label)|\($0.value ?? "")" }
        #expect(elements == ["Total|$42", "Tax|", "$3|", "Tip|$5"])
    }

    struct Photo: Transferable, Equatable { var name: String }

    @Test("draggable and dropDestination: VoiceOver drags from one and drops on the other, and the drop gets the payload")
    func draggableAndDropDestination() {
        struct Album: View {
            @State private var inAlbum: [String] = []
            @State private var targeted = false
            var body: some View {
                VStack {
                    Text("Beach photo").draggable(Photo(name: "beach.jpg"))
                    Text("Caption").draggable("Low tide")
                    Text(inAlbum.isEmpty ? "Empty album" : "Album: " + inAlbum.joined(separator: ", "))
                        .dropDestination(for: Photo.self) { photos, _ in
                            inAlbum += photos.map(\.name)
                            return true
                        }
                    Text("Notes")
                        .dropDestination(for: String.self, action: { texts, _ in
                            inAlbum += texts
                            return true
                        }, isTargeted: { targeted = $0 })
                }
            }
        }
        let reader = ScreenReaderSession(Album())
        reader.focus("Beach photo")
        #expect(reader.session.focusedElement?.dragPoints.count == 1)
        reader.perform(.drag)
        reader.focus("Empty album")
        #expect(reader.session.focusedActionNames.contains("Drop"))
        reader.perform(.drop("Drop"))
        #expect(reader.element(labeled: "Album: beach.jpg") != nil, "the payload, not the dragged label")
        // A string payload reaches a String destination; a Photo destination ignores it.
        reader.focus("Caption")
        reader.perform(.drag)
        reader.focus("Notes")
        reader.perform(.drop("Drop"))
        #expect(reader.element(labeled: "Album: beach.jpg, Low tide") != nil)
    }
}
