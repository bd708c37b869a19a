import Headless
import Testing
import TermUI

/// A confirmation dialog's escape and what the tree calls a dialog and an alert.
@MainActor
struct ConfirmationDialogTests {
    private struct Discard: View {
        @State private var showing = false
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Button("Close draft") { showing = true }
                Text("Log: \(log.joined(separator: " "))")
            }
            .confirmationDialog("Discard the draft?", isPresented: $showing, titleVisibility: .visible) {
                Button("Discard", role: .destructive) { log.append("discarded") }
                Button("Keep editing", role: .cancel) { log.append("kept") }
            }
        }
    }

    private struct NoCancel: View {
        @State private var showing = false
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Button("Share") { showing = true }
                Text("Log: \(log.joined(separator: " "))")
            }
            .confirmationDialog("Share", isPresented: $showing) {
                Button("Copy link") { log.append("copied") }
            }
        }
    }

    private struct LegacySheet: View {
        @State private var showing = false
        @State private var kept = false
        var body: some View {
            VStack {
                Button("Photo") { showing = true }
                Text(kept ? "Kept" : "Undecided")
            }
            .actionSheet(isPresented: $showing) {
                ActionSheet(title: Text("Remove photo?"), buttons: [.destructive(Text("Remove")), .cancel(Text("Keep")) { kept = true }])
            }
        }
    }

    private struct Both: View {
        @State private var alert = true
        @State private var dialog = true
        var body: some View {
            VStack {
                Text("Screen")
                    .alert("Saved", isPresented: $alert) {}
            }
            .confirmationDialog("Export", isPresented: $dialog) { Button("PDF") {} }
        }
    }

    @Test("escape on a confirmation dialog performs its cancel-role button's action, then dismisses it, wherever focus is in it")
    func escapePerformsTheCancelAction() {
        let reader = ScreenReaderSession(Discard(), columns: 40, rows: 14)
        reader.focus("Close draft")
        reader.activate()
        reader.next()
        #expect(reader.focused == "Discard")
        reader.escape()
        #expect(reader.element(labeled: "Discard the draft?") == nil)
        #expect(reader.element(labeled: "Log: kept") != nil)
    }

    @Test("escape on a confirmation dialog with no cancel-role button of the app's dismisses it and performs no action")
    func escapeWithoutCancelButtonDismisses() {
        let reader = ScreenReaderSession(NoCancel(), columns: 40, rows: 14)
        reader.focus("Share")
        reader.activate()
        #expect(reader.element(labeled: "Copy link") != nil)
        reader.escape()
        #expect(reader.element(labeled: "Copy link") == nil)
        #expect(reader.element(labeled: "Log: ") != nil)
    }

    @Test("escape on a legacy ActionSheet performs its cancel button's action too")
    func escapeOnALegacyActionSheet() {
        let reader = ScreenReaderSession(LegacySheet(), columns: 40, rows: 14)
        reader.focus("Photo")
        reader.activate()
        reader.escape()
        #expect(reader.element(labeled: "Kept") != nil)
        #expect(reader.element(labeled: "Remove") == nil)
    }

    @Test("the tree calls an alert's container alert and a confirmation dialog's confirmation dialog, not container")
    func treeRoles() {
        let reader = ScreenReaderSession(Both(), columns: 40, rows: 14)
        let modals = reader.tree.allElements.filter { $0.isContainer && $0.traits.contains(.isModal) }
        #expect(Set(modals.map(TreeFormatter.role(of:))) == ["alert", "confirmation dialog"])
        let text = TreeFormatter.text(reader.tree)
        #expect(text.contains("alert \"Saved\""))
        #expect(text.contains("confirmation dialog"))
    }
}
