import SwiftUI

struct Attachment: Identifiable {
    let id = UUID()
    let name: String
}

/// Alerts written the iOS 13 way: an `Alert` value with its buttons.
struct DraftActions: View {
    @State private var showsSaved = false
    @State private var confirmsDelete = false
    @State private var isDeleted = false
    @State private var brokenAttachment: Attachment?

    var body: some View {
        VStack(spacing: 12) {
            Text(isDeleted ? "Draft deleted" : "Draft: Trip notes")
            Button("Save") { showsSaved = true }
                .alert(isPresented: $showsSaved) {
                    Alert(title: Text("Saved"), message: Text("Your draft is saved."), dismissButton: .default(Text("OK")))
                }
            Button("Delete") { confirmsDelete = true }
                .alert(isPresented: $confirmsDelete) {
                    Alert(title: Text("Delete draft?"),
                          message: Text("This cannot be undone."),
                          primaryButton: .destructive(Text("Delete")) { isDeleted = true },
                          secondaryButton: .cancel())
                }
            Button("Open attachment") { brokenAttachment = Attachment(name: "map.pdf") }
                .alert(item: $brokenAttachment) { attachment in
                    Alert(title: Text("Cannot open \(attachment.name)"))
                }
        }
    }
}

/// The same alert as the modern modifier writes it, to compare with.
struct ModernDeleteAlert: View {
    @State private var confirmsDelete = true
    var body: some View {
        Text("Draft: Trip notes")
            .alert("Delete draft?", isPresented: $confirmsDelete) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
    }
}

/// An action sheet, also written the old way.
struct ShareOptions: View {
    @State private var showsOptions = false
    @State private var chosen = "Nothing chosen"
    var body: some View {
        VStack {
            Text(chosen)
            Button("Options") { showsOptions = true }
                .actionSheet(isPresented: $showsOptions) {
                    ActionSheet(title: Text("Share draft"), message: Text("Choose how to share"), buttons: [
                        .default(Text("Copy link")) { chosen = "Link copied" },
                        .destructive(Text("Stop sharing")) { chosen = "Sharing stopped" },
                        .cancel()
                    ])
                }
        }
    }
}

#Preview("Draft") { DraftActions() }
#Preview("Modern alert") { ModernDeleteAlert() }
#Preview("Action sheet") { ShareOptions() }
