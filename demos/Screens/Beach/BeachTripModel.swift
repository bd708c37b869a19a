import Observation
import TermUI

/// A comment on the trip post.
struct Comment: Identifiable, Equatable {
    enum Favorite: Equatable { case none, favorite, superFavorite }
    let id: String
    let author: String
    let message: String
    var isUnread: Bool
    var favorite: Favorite = .none
}

/// The beach trip: the post, its comments and the comments setting.
@MainActor @Observable
final class BeachTripModel {
    var comments: [Comment] = [
        Comment(id: "nick", author: "Nick", message: "Looks like a wonderful time", isUnread: true),
        Comment(id: "jack", author: "Jack", message: "Absolutely beautiful", isUnread: true),
        Comment(id: "beth", author: "Beth", message: "Hope you wore sunscreen", isUnread: true),
    ]
    var commentsEnabled = false

    /// Favoriting a favorite makes it a super favorite; once more clears it.
    func toggleFavorite(_ id: String) {
        guard let i = comments.firstIndex(where: { $0.id == id }) else { return }
        switch comments[i].favorite {
        case .none: comments[i].favorite = .favorite
        case .favorite: comments[i].favorite = .superFavorite
        case .superFavorite: comments[i].favorite = .none
        }
    }

    func markRead(_ id: String) {
        guard let i = comments.firstIndex(where: { $0.id == id }) else { return }
        comments[i].isUnread = false
    }

    /// The beach's rating symbol, if the trip has been rated.
    var rating: String? = "star.leadinghalf.filled"
    var hasLocation = true
    var hasRecording = true
    /// Attachments opened, most recent last.
    var opened: [String] = []
    func open(_ attachment: String) { opened.append(attachment) }

    var replies: [String] = []
    func reply(to id: String) { replies.append(id) }
}
