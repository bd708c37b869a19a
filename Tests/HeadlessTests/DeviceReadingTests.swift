import Accessibility
import Headless
import TermUI
import Testing

/// What VoiceOver on an iPhone says where SwiftUI's code alone would suggest otherwise: each
/// test names the behaviour recorded on a device (DECISIONS.md gives the source).
@MainActor
struct DeviceReadingTests {
    @Test("""
        a button whose label is a symbol and a title reads the title only: an image's label made from its name is \
        ignored when other parts give a label ("Notifications, Button", not "Checkmark, Notifications, Button")
        """)
    func buttonLabelIgnoresTheSymbolsName() {
        let reader = ScreenReaderSession(Button {} label: {
            HStack {
                Image(systemName: "checkmark")
                Text("Notifications")
            }
        })
        #expect(reader.next() == ["Notifications, Button"])
    }

    @Test("""
        a combined row of an unlabelled asset image and texts reads the texts; the same image with a label given \
        joins, and a row of images alone keeps their labels
        """)
    func combinedRowIgnoresAnAssetsName() {
        let unlabelled = ScreenReaderSession(HStack {
            Image("dot green")
            Text("First Green Dot")
            Text("Mostly Green")
        }.accessibilityElement(children: .combine))
        #expect(unlabelled.next() == ["First Green Dot, Mostly Green"])
        let labelled = ScreenReaderSession(HStack {
            Image("dot green").accessibilityLabel("Green")
            Text("First Green Dot")
        }.accessibilityElement(children: .combine))
        #expect(labelled.next() == ["Green, First Green Dot"])
        let images = ScreenReaderSession(HStack {
            Image(systemName: "star")
            Image(systemName: "heart")
        }.accessibilityElement(children: .combine))
        #expect(images.next() == ["Favorite, Love"])
    }

    struct Tickets: View {
        @State var count = 0
        var body: some View { Stepper("Tickets", value: $count, in: 0...2) }
    }

    @Test("""
        a Stepper's Decrement and Increment buttons read their names and Button, not the stepper's value \
        ("Decrement, Button"); activating one speaks the new value
        """)
    func stepperButtonsLeaveOutTheValue() {
        let reader = ScreenReaderSession(Tickets())
        #expect(reader.next() == ["Tickets"])
        #expect(reader.next() == ["Decrement, Dimmed, Button"])
        #expect(reader.next() == ["Increment, Button"])
        #expect(reader.activate() == ["1"])
        #expect(reader.activate() == ["2"])
        #expect(reader.previous() == ["Decrement, Button"])
    }

    @Test("""
        .disabled(true) on the text inside a Button's label dims the button ("Send, Dimmed, Button") and a double tap \
        does nothing
        """)
    func disabledTextInALabelDimsTheButton() {
        final class Taps { var count = 0 }
        let taps = Taps()
        let reader = ScreenReaderSession(Button { taps.count += 1 } label: {
            Text("Send").disabled(true)
        })
        #expect(reader.next() == ["Send, Dimmed, Button"])
        #expect(reader.activate().isEmpty)
        #expect(taps.count == 0)
    }

    @Test("""
        LabeledContent around a TextField is one text field labelled by the LabeledContent's label \
        ("First Name, Text field"), which typing still edits
        """)
    func labeledContentLabelsItsTextField() {
        struct Form: View {
            @State var name = ""
            var body: some View {
                LabeledContent("First Name") { TextField("", text: $name) }
            }
        }
        let reader = ScreenReaderSession(Form())
        #expect(reader.next() == ["First Name, Text field", "Double tap to edit."])
        #expect(reader.activate() == ["Is editing"])
        reader.perform(.typeText("Ada"))
        #expect(reader.focusedElement?.value == "Ada")
        #expect(reader.tree.allElements.filter { !$0.isContainer }.count == 1)
    }

    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Spacer()
                RoundedRectangle(cornerRadius: 4)
                    .fill(configuration.isOn ? Color.green : Color.gray)
                    .frame(width: 24, height: 16)
                    .onTapGesture { configuration.isOn.toggle() }
            }
        }
    }

    @Test("""
        a Toggle drawn by a custom ToggleStyle (its label and a shape) keeps the toggle's label, role and value \
        ("Wi-Fi, Switch button, On") and a double tap flips it
        """)
    func customToggleStyleKeepsTheToggle() {
        struct Settings: View {
            @State var on = true
            var body: some View { Toggle("Wi-Fi", isOn: $on).toggleStyle(CheckboxStyle()) }
        }
        let reader = ScreenReaderSession(Settings())
        #expect(reader.next() == ["Wi-Fi, Switch button, On", "Double tap to toggle setting."])
        #expect(reader.activate() == ["Off"])
        #expect(reader.tree.allElements.map(\.label) == ["Wi-Fi"])
    }

    struct LampStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text(configuration.isOn ? "Lit" : "Dark")
                Circle().fill(configuration.isOn ? Color.yellow : Color.gray).frame(width: 16, height: 16)
            }
            .onTapGesture { configuration.isOn.toggle() }
        }
    }

    @Test("""
        a Toggle whose custom ToggleStyle draws no label still reads the toggle's label ("Porch light, Switch \
        button, On"), not the style's own text, and the label is not drawn
        """)
    func toggleStyleWithoutTheLabelKeepsTheToggleLabel() {
        struct Porch: View {
            @State var on = true
            var body: some View { Toggle("Porch light", isOn: $on).toggleStyle(LampStyle()) }
        }
        let reader = ScreenReaderSession(Porch())
        #expect(reader.next() == ["Porch light, Switch button, On", "Double tap to toggle setting."])
        #expect(reader.activate() == ["Off"])
        #expect(reader.tree.allElements.map(\.label) == ["Porch light"])
        #expect(!ViewGraph(Porch(), columns: 30, rows: 1).draw().text.contains("Porch"))
    }

    @Test("""
        a toggle given its own value keeps "Selected" when .isSelected is set: the selected trait restates a \
        switch's state only when the value is the switch's own On
        """)
    func toggleWithACustomValueKeepsSelected() {
        struct Sync: View {
            @State var paused = false
            @State var on = true
            var body: some View {
                VStack {
                    Toggle("Sync", isOn: $paused).accessibilityValue("Paused").accessibilityAddTraits(.isSelected)
                    Toggle("Backup", isOn: $on)
                }
            }
        }
        let reader = ScreenReaderSession(Sync())
        #expect(reader.next().first == "Selected, Sync, Switch button, Paused")
        #expect(reader.next().first == "Backup, Switch button, On")
    }

    @Test("""
        a SecureField holding text reads its title and role, not its bullets ("Password, Secure text field"), and \
        keeps an authored hint before the system's
        """)
    func secureFieldReadsItsTitleNotItsBullets() {
        struct SignIn: View {
            @State var password = "hunter2"
            var body: some View {
                SecureField("Password", text: $password).accessibilityHint("At least 8 characters")
            }
        }
        let reader = ScreenReaderSession(SignIn())
        #expect(reader.next() == ["Password, Secure text field", "At least 8 characters", "Double tap to edit."])
        #expect(reader.activate() == ["Is editing"])
        #expect(reader.perform(.typeText("!")) == ["Bullet"])
        #expect(!reader.first().joined().contains("•"))
    }

    @Test("""
        a TextEditor being edited hints nothing about the Misspelled Words rotor, as VoiceOver reads a SwiftUI \
        TextEditor; a TextField being edited still does
        """)
    func textEditorHasNoMisspelledWordsHint() {
        let editor = ScreenReaderSession(TextEditor(text: .constant("Pack sunscreen")))
        editor.next()
        #expect(editor.activate() == ["Is editing"])
        #expect(editor.first() == ["Pack sunscreen, Text field, Is editing"])
        let field = ScreenReaderSession(TextField("Name", text: .constant("Ada")))
        field.next()
        field.activate()
        #expect(field.first().last == "Use the rotor to access Misspelled Words")
    }

    @Test("""
        custom content of default importance is read value first, then its label ("Circle, Illustration Shape"), as \
        Apple's sample says; high-importance content is read at once, without its label
        """)
    func defaultImportanceContentReadsValueFirst() {
        let shapeKey = AccessibilityCustomContentKey("Illustration Shape", id: "shapeCustomContent")
        let reader = ScreenReaderSession(VStack {
            Text("First Green Dot")
            Image("dot_green")
        }
        .accessibilityElement(children: .combine)
        .accessibilityCustomContent("Predominant Color", "Mostly Green", importance: .high)
        .accessibilityCustomContent(shapeKey, "Circle"))
        #expect(reader.next() == ["First Green Dot, Mostly Green", "More content available"])
        #expect(reader.perform(.moreContent) == ["Circle, Illustration Shape"])
    }

    struct OutlinedStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration).padding(4).border(Color.red)
        }
    }

    @Test("""
        a ToggleStyle that wraps Toggle(configuration) reads as the toggle itself: one element with the toggle's \
        label, role and value, drawn as the switch it wraps
        """)
    func toggleStyleWrappingTheConfigurationToggle() {
        struct Settings: View {
            @State var on = true
            var body: some View { Toggle("Wi-Fi", isOn: $on).toggleStyle(OutlinedStyle()) }
        }
        let reader = ScreenReaderSession(Settings())
        #expect(reader.next() == ["Wi-Fi, Switch button, On", "Double tap to toggle setting."])
        #expect(reader.activate() == ["Off"])
        #expect(reader.tree.allElements.map(\.label) == ["Wi-Fi"])
        let drawn = ViewGraph(Settings(), columns: 30, rows: 3).draw().text
        #expect(drawn.contains("Wi-Fi") && drawn.contains("━━━●"))
    }
}
