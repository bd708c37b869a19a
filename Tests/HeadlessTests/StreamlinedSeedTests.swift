import Accessibility
import DemoScreens
import Testing
import TermUI

// The article's usage examples, run through its `accessibility(options:)` modifier.

private struct SubmitText: View {
    var body: some View {
        Text("Submit")
            .onTapGesture {
                print("Submitted")
            }
            .accessibility(
                options: [
                    .traits([.isButton])
                ]
            )
    }
}

private struct VolumeSlider: View {
    @State var volumeValue = 60.0
    var sliderValue: Double { volumeValue }
    var body: some View {
        Slider(value: $volumeValue, in: 0...100)
            .accessibility(
                options: [
                    .label("Volume"),
                    .value("\(Int(sliderValue)) percent"),
                    .hint("Changes the volume")
                ]
            )
    }
}

private struct SettingsGroup: View {
    @State var sliderValue = 50.0
    @State var isToggleOn = false
    var body: some View {
        VStack {
            Text("Settings")
                .accessibility(
                    options: [
                        .traits([.isHeader])
                    ]
                )
            Slider(value: $sliderValue, in: 0...100)
                .accessibility(
                    options: [.accessibilityHidden]
                )
            Toggle("Enable Feature", isOn: $isToggleOn)
                .accessibility(
                    options: [
                        .label("This will be read to the user"),
                        .hint("Enables the feature")
                    ]
                )
        }
        .accessibility(
            options: [
                .behaviour(.contain),
                .label("This will be read to the user too")
            ]
        )
    }
}

@MainActor
struct StreamlinedSeedTests {
    @Test("options: traits make the tappable text a button")
    func submitIsButton() {
        let e = ViewGraph(SubmitText(), columns: 20, rows: 1).accessibilityTree().roots[0]
        #expect(e.label == "Submit")
        #expect(e.traits.contains(.isButton))
        #expect(e.defaultAction != nil)
    }

    @Test("options: label, value and hint land on the slider")
    func volume() {
        let e = ViewGraph(VolumeSlider(), columns: 20, rows: 1).accessibilityTree().roots[0]
        #expect(e.label == "Volume")
        #expect(e.value == "60 percent")
        #expect(e.hint == "Changes the volume")
        #expect(e.isAdjustable)
    }

    @Test("options: a contain container with a label, a hidden slider and a relabelled toggle")
    func group() {
        let t = ViewGraph(SettingsGroup(), columns: 40, rows: 4).accessibilityTree()
        #expect(t.roots.count == 1)
        let container = t.roots[0]
        #expect(container.isContainer)
        #expect(container.label == "This will be read to the user too")
        #expect(container.children.map(\.label) == ["Settings", "This will be read to the user"])
        #expect(container.children[1].hint == "Enables the feature")
    }
}
