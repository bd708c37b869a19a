import Headless
import Testing
import TermUI

/// A small screen of one's own, tested the way a package using Rotor would.
struct PlaylistRow: View {
    @State private var isFavorite = false
    var body: some View {
        HStack {
            Text("Ocean sounds")
            Button(isFavorite ? "Unfavorite" : "Favorite") { isFavorite.toggle() }
        }
        .accessibilityElement(children: .combine)
    }
}

@MainActor
struct ScreenReaderSessionTests {
    @Test("next says the first element; spoken joins the utterances with newlines")
    func nextSpeaks() {
        let reader = ScreenReaderSession(PlaylistRow())
        let said = reader.next()
        #expect(said == ["Ocean sounds, Button", "Actions available"])
        #expect(reader.spoken == "Ocean sounds, Button\nActions available")
        #expect(reader.focused == "Ocean sounds")
    }

    @Test("a custom action changes the view and the reader sees the new tree")
    func performAction() {
        let reader = ScreenReaderSession(PlaylistRow())
        reader.next()
        reader.perform(action: "Favorite")
        #expect(reader.focusedElement?.actions.map(\.name) == ["Unfavorite"])
        #expect(reader.actions() == ["Actions menu, 1 item, Unfavorite"])
    }

    @Test("elements can be found by label; the transcript keeps everything said")
    func lookupAndTranscript() {
        let reader = ScreenReaderSession(VStack {
            Text("Title").accessibilityAddTraits(.isHeader)
            Button("Play", action: {})
            Button("Play", action: {})
        })
        #expect(reader.element(labeled: "Title")?.traits.contains(.isHeader) == true)
        #expect(reader.elements(labeled: "Play").count == 2)
        reader.next()
        reader.next()
        reader.previous()
        #expect(reader.transcript == ["Title, Heading", "Play, Button", "Title, Heading"])
        #expect(reader.auditFindings.map(\.rule) == [.duplicateSiblingLabels, .duplicateSiblingLabels])
    }
}
