import SwiftUI

struct Message: Identifiable, Hashable {
    let id: Int
    var sender: String
    var subject: String
    var isRead = false
}

/// A mail list: swipe actions and context menus that VoiceOver offers as actions, search and
/// pull to refresh, and an empty state.
struct InboxList: View {
    @State private var messages = [
        Message(id: 1, sender: "Ana", subject: "Lunch on Friday?"),
        Message(id: 2, sender: "Ben", subject: "Trip photos")
    ]
    @State private var query = ""
    @State private var refreshes = 0

    var shown: [Message] {
        query.isEmpty ? messages : messages.filter { $0.subject.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(shown) { message in
                        VStack(alignment: .leading) {
                            Text(message.sender).font(.headline)
                            Text(message.subject).foregroundStyle(.secondary)
                        }
                        .accessibilityElement(children: .combine)
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button("Delete", role: .destructive) { messages.removeAll { $0.id == message.id } }
                            Button("Archive") {}
                                .tint(.indigo)
                        }
                        .swipeActions(edge: .leading) {
                            Button(message.isRead ? "Mark unread" : "Mark read") {}
                        }
                        .contextMenu {
                            Button("Reply") {}
                            Button("Forward") {}
                        }
                        .listRowSeparator(.hidden)
                    }
                } header: {
                    Text("Today")
                }
                .listSectionSeparator(.hidden)
                .headerProminence(.increased)
            }
            .overlay {
                if shown.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .listStyle(.plain)
            .scrollContentBackground(.hidden)
            .searchable(text: $query, prompt: "Search mail")
            .refreshable { refreshes += 1 }
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.large)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarBackground(Color.indigo.opacity(0.2), for: .navigationBar, .tabBar)
            .scrollIndicators(.hidden)
            .scrollDismissesKeyboard(.interactively)
        }
    }
}

#Preview("Inbox") { InboxList() }
