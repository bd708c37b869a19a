import Headless
import Testing
import TermUI

/// An alert as VoiceOver on iOS reads it and escapes from it.
@MainActor
struct AlertReadingTests {
    private struct Welcome: View {
        @State private var showing = false
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Button("Start") { showing = true }
                Text("Log: \(log.joined(separator: " "))")
            }
            .alert("Welcome", isPresented: $showing) {
                Button("Not now", role: .cancel) { log.append("cancelled") }
                Button("Take the tour") { log.append("touring") }
            } message: {
                Text("Rotor reads your screens")
            }
        }
    }

    private struct Untitled: View {
        @State private var showing = false
        var body: some View {
            Button("Save") { showing = true }
                .alert("Saved", isPresented: $showing) {}
        }
    }

    private struct LegacyKeep: View {
        @State private var showing = false
        @State private var kept = false
        var body: some View {
            VStack {
                Button("Delete draft") { showing = true }
                Text(kept ? "Kept" : "Undecided")
            }
            .alert(isPresented: $showing) {
                Alert(title: Text("Delete draft?"), message: Text("This cannot be undone."),
                      primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel(Text("Keep")) { kept = true })
            }
        }
    }

    @Test("escape on a legacy Alert performs its cancel button's action too")
    func escapeOnALegacyAlert() {
        let reader = ScreenReaderSession(LegacyKeep(), columns: 40, rows: 12)
        reader.focus("Delete draft")
        #expect(reader.activate() == ["Alert, Delete draft? This cannot be undone."])
        reader.escape()
        #expect(reader.element(labeled: "Kept") != nil)
        #expect(reader.element(labeled: "Delete draft?") == nil)
    }

    @Test("an alert that appears is read as Alert, its title and its message; swiping goes on to the message and the buttons")
    func alertIsReadAsAlertTitleAndMessage() {
        let reader = ScreenReaderSession(Welcome(), columns: 40, rows: 12)
        reader.focus("Start")
        #expect(reader.activate() == ["Alert, Welcome, Rotor reads your screens"])
        #expect(reader.next() == ["Rotor reads your screens"])
        #expect(reader.next() == ["Not now, Button"])
        #expect(reader.previous() == ["Rotor reads your screens"])
        #expect(reader.previous() == ["Welcome"])
    }

    @Test("an alert without a message is read as Alert and its title")
    func alertWithoutMessage() {
        let reader = ScreenReaderSession(Untitled(), columns: 40, rows: 12)
        reader.focus("Save")
        #expect(reader.activate() == ["Alert, Saved"])
    }

    @Test("escape on an alert performs its cancel button's action and dismisses it, wherever focus is in the alert")
    func escapePerformsTheCancelAction() {
        let reader = ScreenReaderSession(Welcome(), columns: 40, rows: 12)
        reader.focus("Start")
        reader.activate()
        reader.escape()
        #expect(reader.element(labeled: "Log: cancelled") != nil)
        #expect(reader.element(labeled: "Welcome") == nil)
        reader.activate()
        reader.next()
        reader.next()
        #expect(reader.next() == ["Take the tour, Button"])
        reader.escape()
        #expect(reader.element(labeled: "Log: cancelled cancelled") != nil)
        #expect(reader.element(labeled: "Welcome") == nil)
    }
}
