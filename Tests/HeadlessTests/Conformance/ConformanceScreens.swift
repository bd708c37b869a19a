import Foundation
import Headless
import TermUI

/// The small screens the conformance rows drive: each shows one control and a line saying what
/// its state is, so a check can see what an activation or an adjustment did.
@MainActor
enum ConformanceScreens {
    struct Pressing: View {
        @State var presses = 0
        var body: some View {
            VStack {
                Button("Save") { presses += 1 }
                Text("Saved \(presses) times")
            }
        }
    }

    struct Linking: View {
        @State var opened: [String] = []
        var body: some View {
            VStack {
                Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
                Text("Opened \(opened.joined(separator: " "))")
            }
            .environment(\.openURL, OpenURLAction { url in
                opened.append(url.lastPathComponent)
                return .handled
            })
        }
    }

    /// A lamp drawn as a word: a style of the app's own, the label kept for the element.
    struct LampStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text(configuration.isOn ? "Lit" : "Dark")
            }
            .onTapGesture { configuration.isOn.toggle() }
        }
    }

    enum ToggleKind { case standard, button, custom }

    struct Switching: View {
        let kind: ToggleKind
        @State var isOn = false
        var body: some View {
            VStack {
                switch kind {
                case .standard: Toggle("Wi-Fi", isOn: $isOn)
                case .button: Toggle("Wi-Fi", isOn: $isOn).toggleStyle(.button)
                case .custom: Toggle("Wi-Fi", isOn: $isOn).toggleStyle(LampStyle())
                }
                Text(isOn ? "Wi-Fi is on" : "Wi-Fi is off")
            }
        }
    }

    enum PickerKind: String { case menu, segmented, wheel, inline, navigationLink }

    struct Picking: View {
        let kind: PickerKind
        @State var flavor = "Vanilla"
        var body: some View {
            VStack {
                picker
                Text("Chose \(flavor)")
            }
        }

        private var choices: some View {
            ForEach(["Vanilla", "Mint", "Lemon"], id: \.self) { Text($0).tag($0) }
        }

        @ViewBuilder private var picker: some View {
            switch kind {
            case .menu: Picker("Flavor", selection: $flavor) { choices }.pickerStyle(.menu)
            case .segmented: Picker("Flavor", selection: $flavor) { choices }.pickerStyle(.segmented)
            case .wheel: Picker("Flavor", selection: $flavor) { choices }.pickerStyle(.wheel)
            case .inline: Picker("Flavor", selection: $flavor) { choices }.pickerStyle(.inline)
            case .navigationLink:
                NavigationStack {
                    Form { Picker("Flavor", selection: $flavor) { choices }.pickerStyle(.navigationLink) }
                }
            }
        }
    }

    struct Stepping: View {
        @State var guests = 2
        var body: some View {
            VStack {
                Stepper("Guests: \(guests)", value: $guests, in: 1...8)
                Text("Party of \(guests)")
            }
        }
    }

    struct Sliding: View {
        @State var volume = 0.5
        var body: some View {
            VStack {
                Slider(value: $volume) { Text("Volume") }
                Text("Volume \(Int((volume * 100).rounded()))")
            }
        }
    }

    enum FieldKind { case text, secure, editor }

    struct Typing: View {
        let kind: FieldKind
        @State var text = ""
        var body: some View {
            VStack {
                switch kind {
                case .text: TextField("Name", text: $text)
                case .secure: SecureField("Password", text: $text)
                case .editor: TextEditor(text: $text).accessibilityLabel("Notes")
                }
                Text("Typed \(text.count)")
            }
        }
    }

    struct Dating: View {
        @State var date = ViewGraph.defaultStartDate
        var body: some View {
            VStack {
                DatePicker("Start", selection: $date, displayedComponents: .date)
                Text("Picked")
            }
        }
    }

    struct Measuring: View {
        var body: some View {
            VStack {
                Gauge(value: 0.4) { Text("Battery") }
                Text("Charging")
            }
        }
    }

    struct Progressing: View {
        let determinate: Bool
        var body: some View {
            VStack {
                if determinate {
                    ProgressView(value: 0.25) { Text("Upload") }
                } else {
                    ProgressView { Text("Loading") }
                }
                Text("Please wait")
            }
        }
    }

    struct Tabbing: View {
        @State var tab = 0
        var body: some View {
            TabView(selection: $tab) {
                Text("Inbox messages").tabItem { Text("Inbox") }.tag(0)
                Text("Sent messages").tabItem { Text("Sent") }.tag(1)
            }
        }
    }

    struct Listing: View {
        @State var selection: String?
        var body: some View {
            VStack {
                List(["Ada", "Grace", "Alan"], id: \.self, selection: $selection) { name in Text(name) }
                Text("Picked \(selection ?? "nobody")")
            }
        }
    }

    struct Person: Identifiable {
        let name: String, age: Int
        var id: String { name }
    }

    struct Tabulating: View {
        @State var selection: String?
        var body: some View {
            Table([Person(name: "Ada", age: 36), Person(name: "Grace", age: 45)], selection: $selection) {
                TableColumn("Name") { (person: Person) in Text(person.name) }
                TableColumn("Age") { (person: Person) in Text("\(person.age)") }
            }
        }
    }

    struct Pushing: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Lisbon") { Text("Three days by the sea").navigationTitle("Lisbon") }
                    .navigationTitle("Trips")
            }
        }
    }

    struct Presenting: View {
        @State var showing = false
        var body: some View {
            VStack {
                Button("New trip") { showing = true }
                Text(showing ? "Sheet shown" : "Sheet hidden")
            }
            .sheet(isPresented: $showing) {
                VStack {
                    Text("Where to?")
                    Button("Done") { showing = false }
                }
            }
        }
    }

    struct Alerting: View {
        @State var showing = false
        @State var log = "nothing"
        var body: some View {
            VStack {
                Button("Trash") { showing = true }
                Text("Did \(log)")
            }
            .alert("Delete draft?", isPresented: $showing) {
                Button("Erase", role: .destructive) { log = "erase" }
                Button("Cancel", role: .cancel) { log = "cancel" }
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    struct Confirming: View {
        @State var showing = false
        @State var log = "nothing"
        var body: some View {
            VStack {
                Button("Close draft") { showing = true }
                Text("Did \(log)")
            }
            .confirmationDialog("Discard the draft?", isPresented: $showing, titleVisibility: .visible) {
                Button("Throw away", role: .destructive) { log = "throw" }
                Button("Keep editing", role: .cancel) { log = "keep" }
            }
        }
    }

    struct MenuShowing: View {
        @State var log = "nothing"
        var body: some View {
            VStack {
                Menu("Sort") {
                    Button("By name") { log = "name" }
                    Button("By date") { log = "date" }
                }
                Text("Sorted by \(log)")
            }
        }
    }

    struct Disclosing: View {
        @State var expanded = false
        var body: some View {
            VStack {
                DisclosureGroup("Details", isExpanded: $expanded) { Text("Made in Lisbon") }
                Text(expanded ? "Open" : "Closed")
            }
        }
    }
}
