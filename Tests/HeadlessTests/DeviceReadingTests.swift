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
}
