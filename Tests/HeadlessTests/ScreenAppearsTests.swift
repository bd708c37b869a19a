import Accessibility
import DemoScreens
import Headless
import ScreenReader
import Testing
import TermUI

/// What VoiceOver does as screens come and go, and the gestures the explorer offers on keys:
/// a screen that appears speaks its first element, focus returns to what presented a sheet,
/// drag and drop are actions, repeat says the last thing again.
@MainActor
struct ScreenAppearsTests {
    func texts(_ utterances: [Utterance]) -> [String] { utterances.map(\.text) }

    @Test("a screen that appears focuses and speaks its first element, as VoiceOver does on a screen change")
    func screenAppearsSpeaksFirstElement() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "wallet")
        #expect(session.focusedElement == nil, "a session opened for a test starts before the first swipe")
        #expect(texts(session.appear()) == ["Wallet Pal, Heading"])
        #expect(texts(try session.open("dogs")) == ["Dogs, Heading"])
        #expect(session.focusedElement?.label == "Dogs")
        #expect(texts(session.switchVariant()).first == "Dogs, Heading")
    }

    @Test("a script's screen line says the first element, so `expect` can follow it at once")
    func screenLineSpeaks() throws {
        let script = try WalkthroughScript(parsing: "screen alerts\nexpect \"Alerts, heading\"\nexpect-focus \"Alerts\"")
        let result = WalkthroughRunner(registry: demoRegistry).run(script)
        #expect(result.passed, "\(result.failures)")
        #expect(Array(result.transcript.prefix(2)) == ["> screen alerts", "Alerts, Heading"])
    }

    @Test("after a sheet is dismissed, focus returns to the button that presented it, by Done or by escape")
    func focusReturnsToPresenter() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "settings")
        session.perform(.focus("Show details"))
        #expect(texts(session.perform(.activate)).first == "Details, Heading", "the modal sheet takes focus")
        #expect(texts(session.perform(.escape)) == ["Show details, Button"])
        #expect(session.focusedElement?.label == "Show details")

        session.perform(.activate)
        session.perform(.focus("Done"))
        #expect(texts(session.perform(.activate)) == ["Show details, Button"])
        #expect(session.focusedElement?.label == "Show details")
    }

    @Test("interactiveDismissDisabled: VoiceOver's escape leaves the sheet open and never reaches the screen behind; its Done button still closes it")
    func interactiveDismissDisabledKeepsTheSheet() {
        struct Compose: View {
            @State private var composing = false
            @State private var escapedBehind = false
            var body: some View {
                VStack {
                    Button("New message") { composing = true }
                    Text(escapedBehind ? "Escaped behind" : "Inbox")
                }
                .accessibilityAction(.escape) { escapedBehind = true }
                .sheet(isPresented: $composing) {
                    VStack {
                        Text("Draft").accessibilityAddTraits(.isHeader)
                        Button("Done") { composing = false }
                    }
                    .interactiveDismissDisabled()
                }
            }
        }
        let session = ScreenReaderSession(Compose())
        session.focus("New message")
        #expect(session.activate().first == "Draft, Heading", "the sheet takes focus")
        session.escape()
        #expect(session.element(labeled: "Draft") != nil, "escape did not dismiss the sheet")
        #expect(session.element(labeled: "Escaped behind") == nil, "nor did it reach the screen behind")
        session.focus("Done")
        session.activate()
        #expect(session.element(labeled: "Draft") == nil)
        #expect(session.element(labeled: "Inbox") != nil)

        // Without it, the same escape closes the sheet.
        struct Plain: View {
            @State private var composing = true
            var body: some View {
                Text("Inbox").sheet(isPresented: $composing) { Text("Draft") }
            }
        }
        let plain = ScreenReaderSession(Plain())
        plain.focus("Draft")
        plain.escape()
        #expect(plain.element(labeled: "Draft") == nil)
    }

    @Test("drag and drop are offered as actions: a drag action on a source, drop actions on the drop points while dragging")
    func dragAndDropAsActions() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "sounds")
        session.perform(.focus("Bells"))
        #expect(session.focusedActionNames == ["Bells"], "the drag point's description names the drag action")
        #expect(texts(session.perform(.actionsMenu)) == ["Actions menu, 1 item, Bells"])
        #expect(texts(session.perform(.performAction("Bells"))) == ["Drag"])
        session.perform(.focus("Alert"))
        #expect(session.focusedActionNames == ["Set sound 1", "Set sound 2", "Set sound 3"])
        // The Actions rotor offers the drop points too, and a double tap drops.
        session.perform(.selectRotor(.actions))
        #expect(texts(session.perform(.rotorItemNext)) == ["Set sound 1"])
        #expect(texts(session.perform(.activate)).contains("Drop complete"))
        #expect(session.focusedElement?.value?.contains("Bells") == true, "the alert now plays Bells")
    }

    @Test("a drag point with no description is offered as Drag and the element's label")
    func undescribedDragPoint() {
        struct Source: View {
            var body: some View { Text("Bells").accessibilityDragPoint(.center, description: "") }
        }
        let reader = ScreenReaderSession(Source())
        reader.next()
        #expect(reader.actions() == ["Actions menu, 1 item, Drag Bells"])
    }

    @Test("repeat says the last thing said again; focus by id puts the cursor on a tree row's element")
    func repeatAndFocusByID() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "beach")
        session.appear()
        #expect(texts(session.perform(.repeatLast)) == ["Weekend adventure, Heading"])
        let comments = try #require(session.tree.allElements.first { $0.label == "Comments" })
        #expect(texts(session.perform(.focusElement(comments.id))).first == "Comments, Switch button, Off")
        #expect(texts(session.perform(.repeatLast)).first == "Comments, Switch button, Off")
    }

    @Test("the speech queue shows what is being spoken, what waits, and what was cut off")
    func speechStates() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "beach")
        session.appear()
        #expect(session.frame().speakingCount == 1, "the heading is being spoken")
        session.perform(.next)
        let captions = session.frame().captions
        #expect(captions.first?.wasCutOff == true, "moving on cut the heading off")
        #expect(captions.last?.wasCutOff == false)
        session.perform(.wait(seconds: 60))
        #expect(session.frame().speakingCount == 0)
        #expect(session.frame().waiting.isEmpty)
    }

    @Test("a faster speaking rate makes speech end sooner")
    func speakingRate() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "beach")
        session.appear()
        let normal = try #require(session.reader.secondsUntilSpeechEnds)
        session.reader.speakingRate = 2
        session.perform(.first)
        let fast = try #require(session.reader.secondsUntilSpeechEnds)
        #expect(abs(fast - normal / 2) < 0.001)
    }

    @Test("More content is a rotor setting on an element with custom content: down reads the next piece, up the one before")
    func moreContentRotor() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "dogs")
        session.perform(.focus("Bailey"))
        #expect(session.reader.availableRotorSettings.contains(.moreContent))
        #expect(texts(session.perform(.selectRotor(.moreContent))) == ["More content"])
        #expect(texts(session.perform(.rotorItemNext)) == ["Number 6, Popularity"])
        #expect(texts(session.perform(.rotorItemNext)) == ["22 pounds, Weight"])
        #expect(texts(session.perform(.rotorItemPrevious)) == ["Number 6, Popularity"])
        session.perform(.focus("Dogs"))
        #expect(!session.reader.availableRotorSettings.contains(.moreContent), "only where there is content")
    }
}
