import SwiftUI

/// A mailbox row: the icon, the title, and an unread count at the trailing edge.
struct UnreadCountLabelStyle: LabelStyle {
    var count: Int

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
                .foregroundStyle(.blue)
            configuration.title
            Spacer()
            if count > 0 {
                Text("\(count)")
                    .font(.caption)
                    .padding(.horizontal, 6)
                    .background(Capsule().fill(.blue.opacity(0.2)))
            }
        }
    }
}

/// A toolbar-like button label: the icon above a small title.
struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.icon
                .font(.title2)
            configuration.title
                .font(.caption)
        }
    }
}

struct Mailboxes: View {
    @State private var archived = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Mailboxes")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
            Label("Inbox", systemImage: "tray")
                .labelStyle(UnreadCountLabelStyle(count: 12))
            Label("Drafts", systemImage: "doc")
                .labelStyle(UnreadCountLabelStyle(count: 0))
            HStack(spacing: 24) {
                Button {
                } label: {
                    Label("Compose", systemImage: "square.and.pencil")
                }
                Button {
                    archived += 1
                } label: {
                    Label("Archive", systemImage: "archivebox")
                }
            }
            .labelStyle(StackedLabelStyle())
            Label("Flagged", systemImage: "flag")
                .labelStyle(.iconOnly)
        }
        .padding()
    }
}

#Preview {
    Mailboxes()
}
