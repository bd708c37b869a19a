import Accessibility
import Headless
import TermUI
import Testing

/// Read all goes on from the element it read last, whatever the app does meanwhile.
@MainActor
struct ReadAllTests {
    /// A long first text, during which the screen's timer posts `priority` `announcement`; with
    /// `takesFocus`, the timer also shows a banner at the top and moves focus to it.
    private struct Screen: View {
        let priority: AccessibilityAnnouncementPriority
        let takesFocus: Bool
        @State private var banner = false
        @AccessibilityFocusState private var bannerFocused: Bool
        var body: some View {
            VStack {
                if banner {
                    Text("Storm warning").accessibilityFocused($bannerFocused)
                }
                Text("One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen")
                Text("Second")
                Text("Third")
            }
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
                    if takesFocus {
                        banner = true
                        bannerFocused = true
                    }
                    AccessibilityNotification.Announcement("Saved", priority: priority).post()
                }
            }
        }
    }

    @Test("a low-priority announcement posted during read all waits for the element being read and is heard out before the next")
    func lowPriorityWaitsForTheElement() {
        let reader = ScreenReaderSession(Screen(priority: .low, takesFocus: false))
        let said = reader.readAll()
        #expect(said == ["One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen",
                         "Saved", "Second", "Third"])
        #expect(reader.session.transcript.first { $0.text == "Saved" }?.wasCutOff == false)
    }

    @Test("when the app moves focus during read all, reading goes on after the element read last, repeating none")
    func readAllGoesOnAfterTheLastElementRead() {
        let reader = ScreenReaderSession(Screen(priority: .high, takesFocus: true))
        let said = reader.readAll()
        #expect(said.filter { $0.hasPrefix("One two") }.count == 1, "\(said)")
        #expect(Array(said.suffix(2)) == ["Second", "Third"], "\(said)")
    }
}
