import Headless
import ScreenReader
import Testing
import TermUI

/// The rotor's setting is VoiceOver's, not a screen's: it stays when a screen is pushed, a
/// sheet appears, the user goes back, and when another screen opens, even where the new screen
/// offers no such items.
@MainActor
struct RotorAcrossScreensTests {
    private struct Trips: View {
        @State private var composing = false
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Trips").accessibilityAddTraits(.isHeader)
                    NavigationLink("Lisbon") { Text("Three days by the sea") }
                    Button("New trip") { composing = true }
                    Text("Past").accessibilityAddTraits(.isHeader)
                    Text("Oslo")
                }
                .sheet(isPresented: $composing) {
                    Button("Done") { composing = false }
                }
            }
        }
    }

    @Test("Headings chosen before a push is still the rotor's setting on the pushed screen, which has no headings, and after going back")
    func keptAcrossPushAndBack() {
        let reader = ScreenReaderSession(Trips())
        reader.focus("Lisbon")
        reader.perform(.selectRotor(.headings))
        reader.activate()
        #expect(reader.focused != "Lisbon", "the pushed screen has focus")
        #expect(!reader.session.reader.availableRotorSettings.contains(.headings))
        #expect(reader.session.rotorSetting == .headings)
        reader.escape()
        #expect(reader.focused == "Lisbon")
        #expect(reader.session.reader.currentRotorSetting == .headings)
        #expect(reader.perform(.rotorItemNext) == ["Past, Heading"], "swipe down moves by headings again")
    }

    @Test("Headings chosen before a sheet appears is kept while it shows and after it is dismissed")
    func keptAcrossSheet() {
        let reader = ScreenReaderSession(Trips())
        reader.focus("New trip")
        reader.perform(.selectRotor(.headings))
        reader.activate()
        #expect(reader.focused == "Done")
        #expect(reader.session.rotorSetting == .headings)
        reader.activate()
        #expect(reader.focused == "New trip")
        #expect(reader.session.reader.currentRotorSetting == .headings)
        #expect(reader.perform(.rotorItemPrevious) == ["Trips, Heading"])
    }

    @Test("another screen opened in the session keeps the rotor's setting and the speaking rate, as it keeps Verbosity")
    func keptWhenAnotherScreenOpens() throws {
        let registry = ScreenRegistry([
            ScreenDescriptor(name: "trips", summary: "trips") { _ in AnyView(Trips()) },
            ScreenDescriptor(name: "plain", summary: "no headings") { _ in AnyView(Button("Go") {}) },
        ])
        let session = try ScreenSession(registry: registry, screen: "trips")
        session.appear()
        session.perform(.selectRotor(.headings))
        session.perform(.rotorItemNext)
        session.reader.speakingRate = 1.5
        try session.open("plain")
        #expect(session.rotorSetting == .headings)
        #expect(session.reader.speakingRate == 1.5)
        try session.open("trips")
        #expect(session.reader.currentRotorSetting == .headings)
        #expect(session.perform(.rotorItemNext).map(\.text) == ["Past, Heading"])
    }
}
