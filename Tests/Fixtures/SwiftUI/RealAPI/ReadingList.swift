import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String
}

/// A reading list that reloads when the filter changes, jumps to the top, and asks before
/// removing a book, naming it.
struct ReadingList: View {
    @State private var filter = "All"
    @State private var books = [
        Book(id: 1, title: "The Long Way", author: "B. Chambers"),
        Book(id: 2, title: "Piranesi", author: "S. Clarke")
    ]
    @State private var loadedFilter = ""
    @State private var bookToRemove: Book?
    @State private var confirmsRemoval = false

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                List {
                    Picker("Filter", selection: $filter) {
                        Text("All").tag("All")
                        Text("Unread").tag("Unread")
                    }
                    .pickerStyle(.segmented)
                    Text("Showing \(loadedFilter)")
                        .lineSpacing(4)
                    ForEach(books) { book in
                        VStack(alignment: .leading) {
                            Text(book.title)
                            Text(book.author).font(.caption)
                        }
                        .accessibilityElement(children: .combine)
                        .id(book.id)
                        .swipeActions {
                            Button("Remove", role: .destructive) {
                                bookToRemove = book
                                confirmsRemoval = true
                            }
                        }
                    }
                    Button("Back to top") { proxy.scrollTo(1, anchor: .top) }
                }
                .listRowSpacing(8)
                .listSectionSpacing(16)
            }
            .task(id: filter) { loadedFilter = filter }
            .alert("Remove book?", isPresented: $confirmsRemoval, presenting: bookToRemove) { book in
                Button("Remove \(book.title)", role: .destructive) {
                    books.removeAll { $0.id == book.id }
                }
                Button("Keep", role: .cancel) {}
            } message: { book in
                Text("\(book.title) by \(book.author) leaves your list.")
            }
            .navigationTitle("Reading")
            .toolbarTitleDisplayMode(.inlineLarge)
            .onOpenURL { _ in }
        }
    }
}

#Preview("Reading") { ReadingList() }
