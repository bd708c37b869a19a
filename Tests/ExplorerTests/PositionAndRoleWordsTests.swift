import Accessibility
import Explorer
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
        #expect(reader.spoken.hasPrefix("Password, ••••••, Secure text field"), "the text itself is never spoken")
    }

    struct Pushing: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Details") { Text("More") }
            }
        }
    }

    @Test("a navigation stack's back button says Back button, not Button")
    func backButton() {
        let reader = ScreenReaderSession(Pushing())
        reader.next()
        reader.activate()
        #expect(reader.first() == ["Back, Back button"])
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

    @Test("a List's section header is not List start: the first row is")
    func sectionHeaderIsNotListStart() {
        let reader = ScreenReaderSession(Sectioned())
        #expect(reader.next() == ["Fruit, Heading"])
        #expect(reader.next() == ["Apple, List start"])
        #expect(reader.next() == ["Pear, List end"])
    }
}
