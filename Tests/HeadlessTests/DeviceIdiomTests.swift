import Accessibility
import Headless
import Testing
import TermUI

/// A session runs as an iPhone or an iPad: the reader groups elements into rows by the
/// device's tolerance, and the screen's code sees the device.
@MainActor
struct DeviceIdiomTests {
    /// Two texts side by side, the left one pushed 10 points down (less than a row of cells)
    /// by a spacer of that height above it: their elements start 10 points apart vertically.
    struct Misaligned: View {
        var body: some View {
            HStack(alignment: .top) {
                VStack(spacing: 0) {
                    Color.clear.frame(width: 8, height: 10)
                    Text("Left")
                }
                Text("Right")
            }
        }
    }

    @Test("two elements 10 points apart vertically read as one row on an iPad, as two on an iPhone")
    func rowToleranceByIdiom() {
        let phone = ScreenReaderSession(Misaligned(), columns: 40, rows: 6)
        #expect(phone.readAll() == ["Right", "Left"])
        let pad = ScreenReaderSession(Misaligned(), columns: 40, rows: 6, idiom: .pad)
        #expect(pad.readAll() == ["Left", "Right"])
        // Switching the session's device orders the screen again.
        phone.session.idiom = .pad
        #expect(phone.readAll() == ["Left", "Right"])
    }

    struct Adaptive: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        var body: some View {
            VStack {
                Text(UIDevice.current.userInterfaceIdiom == .pad ? "Pad" : "Phone")
                Text(horizontal == .regular ? "Regular width" : "Compact width")
                Button("Check") {}
                    .accessibilityAction(named: "Device") {
                        AccessibilityNotification.Announcement(UIDevice.current.model).post()
                    }
            }
        }
    }

    @Test("the screen's code sees its device: UIDevice.current's idiom and the horizontal size class")
    func screenSeesItsDevice() {
        let phone = ScreenReaderSession(Adaptive())
        #expect(phone.element(labeled: "Phone") != nil)
        #expect(phone.element(labeled: "Compact width") != nil)
        let pad = ScreenReaderSession(Adaptive(), idiom: .pad)
        #expect(pad.element(labeled: "Pad") != nil)
        #expect(pad.element(labeled: "Regular width") != nil)
        // In an action too, the device is the screen's: two sessions, two devices.
        pad.focus("Check")
        #expect(pad.perform(action: "Device").contains("iPad"))
        phone.focus("Check")
        #expect(phone.perform(action: "Device").contains("iPhone"))
    }
}
