import Accessibility
import Headless
import Testing
import TermUI

/// What the element's properties do once a screen reader reads them: combined elements, text
/// content types, activation points.
@MainActor
struct ElementModelTests {
    struct LinkedRows: View {
        @Namespace private var orders
        var body: some View {
            VStack {
                HStack {
                    Text("Order 42")
                    Text("Shipped").accessibilityLinkedGroup(id: 42, in: orders)
                }
                .accessibilityElement(children: .combine)
                Text("Other")
                Text("Order 42 details").accessibilityLinkedGroup(id: 42, in: orders)
            }
        }
    }

    @Test("a combined row keeps its child's linked group: Move to Linked Item goes from the row to its details and back")
    func combinedRowKeepsLinkedGroup() {
        let reader = ScreenReaderSession(LinkedRows())
        #expect(reader.first() == ["Order 42, Shipped"])
        #expect(reader.perform(.linkedItem) == ["Order 42 details"])
        #expect(reader.perform(.linkedItem) == ["Order 42, Shipped"])
    }

    @Test("source code speaks every punctuation mark, on a view or on a Text; other kinds of text read as before")
    func sourceCodeSpeaksPunctuation() {
        let punctuated = ScreenReaderSession(Text("let a = b;").speechAlwaysIncludesPunctuation()).first()
        let plain = ScreenReaderSession(Text("let a = b;")).first()
        #expect(punctuated != plain)
        #expect(ScreenReaderSession(Text("let a = b;").accessibilityTextContentType(.sourceCode)).first() == punctuated)
        #expect(ScreenReaderSession(VStack { Text("let a = b;") }.accessibilityTextContentType(.sourceCode)).first() == punctuated)
        #expect(ScreenReaderSession(Text("let a = b;").accessibilityTextContentType(.messaging)).first() == plain)
    }

    @Test("the explorer's element details show a text content type when there is one")
    func detailsShowTextContentType() throws {
        let reader = ScreenReaderSession(VStack { Text("ls -l").accessibilityTextContentType(.console); Text("Plain") })
        let console = try #require(reader.element(labeled: "ls -l"))
        #expect(ElementDetails(element: console, actions: []).fields.contains { $0.name == "Text content type" && $0.lines == ["console"] })
        let plain = try #require(reader.element(labeled: "Plain"))
        #expect(!ElementDetails(element: plain, actions: []).fields.contains { $0.name == "Text content type" })
    }

    struct WiFiRow: View {
        @State private var on = false
        var body: some View {
            HStack {
                Text("Wi-Fi").frame(width: 120, height: 16).accessibilityActivationPoint(CGPoint(x: 200, y: 8))
                Toggle("", isOn: $on).frame(width: 120, height: 16).accessibilityLabel("Wi-Fi switch")
            }
        }
    }

    @Test("double tapping a label whose activation point lies on a toggle flips the toggle")
    func activationPointReachesTheToggle() {
        let reader = ScreenReaderSession(WiFiRow())
        #expect(reader.first() == ["Wi-Fi"])
        reader.activate()
        reader.focus("Wi-Fi switch")
        #expect(reader.spoken.contains("On"))
    }
}
