import SwiftUI

/// A row of the app's playlist as the iOS app writes it: the title and artist read as one
/// element, the favourite button an action of the row.
struct TrackRow: View {
    let title: String
    let artist: String
    @State private var isFavorite = false

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(title).font(.headline)
                Text(artist).foregroundStyle(.secondary)
            }
            Spacer()
            Button(isFavorite ? "Unfavorite" : "Favorite") { isFavorite.toggle() }
        }
        .accessibilityElement(children: .combine)
        .accessibilityAction(named: isFavorite ? "Unfavorite" : "Favorite") { isFavorite.toggle() }
    }
}

#Preview("Track") {
    TrackRow(title: "Ocean Sounds", artist: "Calm Waves")
}
