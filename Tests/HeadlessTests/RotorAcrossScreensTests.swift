import Foundation
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
                    Link("Guide", destination: URL(string: "https://example.com/guide")!)
                }
                .sheet(isPresented: $composing) {
                    Button("Done") { composing = false }
                }
            }
        }
    }

    @Test("Links chosen before a push is still the rotor's setting on the pushed screen, which has no links, and after going back")
    func keptAcrossPushAndBack() {
        let reader = ScreenReaderSession(Trips())
        reader.focus("Lisbon")
        #expect(reader.session.reader.currentRotorSetting == .headings, "Headings is where the rotor starts here")
        reader.perform(.selectRotor(.links))
        reader.activate()
        #expect(reader.focused != "Lisbon", "the pushed screen has focus")
        #expect(!reader.session.reader.availableRotorSettings.contains(.links))
        #expect(reader.session.rotorSetting == .links)
        reader.escape()
        #expect(reader.focused == "Lisbon")
        #expect(reader.session.reader.currentRotorSetting == .links)
        #expect(reader.perform(.rotorItemNext).first?.hasPrefix("Guide") == true, "swipe down moves by links again")
    }

    @Test("Links chosen before a sheet appears is kept while it shows and after it is dismissed")
    func keptAcrossSheet() {
        let reader = ScreenReaderSession(Trips())
        reader.focus("New trip")
        reader.perform(.selectRotor(.links))
        reader.activate()
        #expect(reader.focused == "Done")
        #expect(reader.session.rotorSetting == .links)
        reader.activate()
        #expect(reader.focused == "New trip")
        #expect(reader.session.reader.currentRotorSetting == .links)
        #expect(reader.perform(.rotorItemNext).first?.hasPrefix("Guide") == true)
    }

    @Test("another screen opened in the session keeps the rotor's setting and the speaking rate, as it keeps Verbosity")
    func keptWhenAnotherScreenOpens() throws {
        let registry = ScreenRegistry([
            ScreenDescriptor(name: "trips", summary: "trips") { _ in AnyView(Trips()) },
            ScreenDescriptor(name: "plain", summary: "no headings") { _ in AnyView(Button("Go") {}) },
        ])
        let session = try ScreenSession(registry: registry, screen: "trips")
        session.appear()
        session.perform(.selectRotor(.links))
        session.reader.speakingRate = 1.5
        try session.open("plain")
        #expect(session.rotorSetting == .links)
        #expect(session.reader.speakingRate == 1.5)
        try session.open("trips")
        #expect(session.reader.currentRotorSetting == .links, "not Headings, where a fresh rotor starts")
        #expect(session.perform(.rotorItemNext).first?.text.hasPrefix("Guide") == true)
    }

    @Test("a script's screen line keeps the rotor's setting chosen on the screen before")
    func keptByScriptScreenLine() throws {
        let registry = ScreenRegistry([
            ScreenDescriptor(name: "trips", summary: "trips") { _ in AnyView(Trips()) },
            ScreenDescriptor(name: "plain", summary: "no links") { _ in AnyView(Button("Go") {}) },
        ])
        let script = try WalkthroughScript(parsing: """
            screen trips
            rotor "links"
            screen plain
            screen trips
            down
            expect "Guide, Link"
            """)
        let runner = WalkthroughRunner(registry: registry)
        let result = runner.run(script)
        #expect(result.passed, "\(result.transcript)")
        #expect(runner.session?.rotorSetting == .links)
    }
}
