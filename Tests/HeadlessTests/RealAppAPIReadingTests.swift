import Foundation
import Headless
import Testing
import TermUI

private struct LegacyDelete: View {
    @State var showing = false
    var body: some View {
        Button("Delete draft") { showing = true }
            .alert(isPresented: $showing) {
                Alert(title: Text("Delete draft?"), message: Text("This cannot be undone."),
                      primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
            }
    }
}

private struct ModernDelete: View {
    @State var showing = false
    var body: some View {
        Button("Delete draft") { showing = true }
            .alert("Delete draft?", isPresented: $showing) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
    }
}

private struct Bill: View {
    @State var amount = 1234.5
    var body: some View {
        TextField("Amount", value: $amount, format: .number.precision(.fractionLength(2)).locale(Locale(identifier: "en_US")))
    }
}

/// The SwiftUI API apps use, as the reader speaks it.
@MainActor
struct RealAppAPIReadingTests {
    func walk(_ reader: ScreenReaderSession) -> [[String]] {
        reader.focus("Delete draft")
        return [reader.activate(), reader.next(), reader.next(), reader.next(), reader.next()]
    }

    @Test("the reader speaks a legacy Alert as the modern alert: Alert, the title and the message when it appears, then the message and the buttons")
    func legacyAlertIsSpokenAsTheModernOne() {
        let legacy = walk(ScreenReaderSession(LegacyDelete(), columns: 40, rows: 12))
        let modern = walk(ScreenReaderSession(ModernDelete(), columns: 40, rows: 12))
        #expect(legacy.first == ["Alert, Delete draft? This cannot be undone."])
        #expect(legacy.dropFirst().first == ["This cannot be undone."])
        #expect(legacy == modern)
    }

    @Test("a value text field is spoken with its value formatted, and what is typed is the value")
    func valueFieldIsSpokenFormatted() {
        let reader = ScreenReaderSession(Bill(), columns: 30, rows: 3)
        #expect(reader.focus("Amount") == ["Amount, 1,234.50, Text field", "Double tap to edit."])
    }
}
