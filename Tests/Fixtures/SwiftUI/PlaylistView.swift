import SwiftUI

struct Track: Identifiable {
    let id: Int
    let title: String
    let artist: String
}

/// A playlist whose rows are one element each, with the favourite button as an action.
struct PlaylistView: View {
    @State private var favorites: Set<Int> = [2]
    let tracks = [
        Track(id: 1, title: "Ocean Sounds", artist: "Calm Waves"),
        Track(id: 2, title: "Forest Rain", artist: "Green Hours"),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Evening playlist")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
            ForEach(tracks) { track in
                HStack {
                    VStack(alignment: .leading) {
                        Text(track.title)
                        Text(track.artist)
                    }
                    Spacer()
                    Button {
                        if favorites.contains(track.id) { favorites.remove(track.id) } else { favorites.insert(track.id) }
                    } label: {
                        Image(systemName: favorites.contains(track.id) ? "star.fill" : "star")
                    }
                }
                .accessibilityElement(children: .combine)
                .accessibilityValue(favorites.contains(track.id) ? "Favorite" : "")
            }
        }
        .padding()
    }
}

#Preview {
    PlaylistView()
}
