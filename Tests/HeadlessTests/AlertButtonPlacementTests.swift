import Foundation
import Headless
import Testing
import TermUI

/// Where iOS puts an alert's cancel button, whatever order the code wrote its buttons in.
@MainActor
@Suite("Alert button placement")
struct AlertButtonPlacementTests {
    struct Pair: View {
        @State var showing = false
        var body: some View {
            Button("Delete draft") { showing = true }
                .alert("Delete draft?", isPresented: $showing) {
                    Button("Delete", role: .destructive) {}
                    Button("Keep", role: .cancel) {}
                }
        }
    }

    struct Three: View {
        @State var showing = false
        var body: some View {
            Button("Leave") { showing = true }
                .alert("Unsaved changes", isPresented: $showing) {
                    Button("Stay", role: .cancel) {}
                    Button("Save and leave") {}
                    Button("Discard", role: .destructive) {}
                }
        }
    }

    struct NoCancel: View {
        @State var showing = false
        var body: some View {
            Button("Sync") { showing = true }
                .alert("Sync now?", isPresented: $showing) {
                    Button("Later") {}
                    Button("Sync") {}
                }
        }
    }

    private func alertButtons(_ reader: ScreenReaderSession) -> [String] {
        reader.activate()
        var said: [String] = []
        for _ in 0..<6 {
            let line = reader.next().first ?? ""
            if line.hasSuffix(", Button"), !said.contains(line) { said.append(line) }
        }
        return said
    }

    @Test("in a two-button alert the cancel-role button is on the leading side, so VoiceOver reaches it first, as on iOS")
    func cancelLeadsInATwoButtonAlert() {
        let reader = ScreenReaderSession(Pair(), columns: 40, rows: 12)
        reader.focus("Delete draft")
        #expect(alertButtons(reader) == ["Keep, Button", "Delete, Button"])
        // Drawn that way too: Keep left of Delete on the same row.
        let keep = reader.elements(labeled: "Keep").first, delete = reader.elements(labeled: "Delete").first
        #expect(keep != nil && delete != nil)
        if let keep, let delete {
            #expect(keep.frame.minY == delete.frame.minY)
            #expect(keep.frame.maxX <= delete.frame.minX)
        }
    }

    @Test("with three or more buttons an alert stacks them and puts the cancel-role button at the bottom, read last")
    func cancelIsLastInAStackedAlert() {
        let reader = ScreenReaderSession(Three(), columns: 40, rows: 14)
        reader.focus("Leave")
        #expect(alertButtons(reader) == ["Save and leave, Button", "Discard, Button", "Stay, Button"])
    }

    @Test("an alert without a cancel-role button keeps the order its code wrote")
    func orderKeptWithoutCancel() {
        let reader = ScreenReaderSession(NoCancel(), columns: 40, rows: 12)
        reader.focus("Sync")
        #expect(alertButtons(reader) == ["Later, Button", "Sync, Button"])
    }
}
