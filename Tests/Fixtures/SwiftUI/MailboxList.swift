import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id: String
    let name: String
    let unread: Int
}

/// Mailboxes chosen one at a time, and messages chosen several at a time in edit mode.
struct MailboxList: View {
    let mailboxes = [
        Mailbox(id: "inbox", name: "Inbox", unread: 3),
        Mailbox(id: "drafts", name: "Drafts", unread: 0),
        Mailbox(id: "archive", name: "Archive", unread: 0),
    ]
    @State private var current: Mailbox.ID? = "inbox"

    var body: some View {
        NavigationStack {
            VStack {
                List(mailboxes, selection: $current) { mailbox in
                    HStack {
                        Label(mailbox.name, systemImage: "envelope")
                        Spacer()
                        if mailbox.unread > 0 {
                            Text("\(mailbox.unread) unread")
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                Text("Open: \(current ?? "none")")
            }
            .navigationTitle("Mailboxes")
        }
    }
}

struct MessageCleanup: View {
    @State private var messages = ["Lunch on Friday?", "Your receipt", "Team offsite"]
    @State private var selected = Set<String>()

    var body: some View {
        NavigationStack {
            List(selection: $selected) {
                Section("Today") {
                    ForEach(messages, id: \.self) { subject in
                        Text(subject)
                    }
                }
                Section("Pinned") {
                    Text("Welcome to Mail").tag("welcome")
                }
            }
            .navigationTitle("Messages")
            .toolbar {
                EditButton()
            }
            Text(selected.isEmpty ? "No messages selected" : "\(selected.count) selected")
        }
    }
}

#Preview("Mailboxes") {
    MailboxList()
}

#Preview("Cleanup") {
    MessageCleanup()
}
