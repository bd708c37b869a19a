import SwiftUI

struct Artwork: Identifiable {
    let id: Int
    let title: String
    let imageURL: URL?
}

/// Remote artwork: each image loads from a URL, with a placeholder while it loads.
struct ArtworkGallery: View {
    let artworks = [
        Artwork(id: 1, title: "Harbour at dawn", imageURL: URL(string: "https://example.com/art/1.jpg")),
        Artwork(id: 2, title: "Dunes", imageURL: nil)
    ]

    var body: some View {
        List(artworks) { artwork in
            HStack {
                AsyncImage(url: artwork.imageURL) { phase in
                    switch phase {
                    case .empty:
                        ProgressView()
                    case .success(let image):
                        image.resizable().scaledToFill()
                    case .failure:
                        Image(systemName: "photo")
                            .accessibilityLabel("Image unavailable")
                    @unknown default:
                        EmptyView()
                    }
                }
                .frame(width: 44, height: 44)
                .clipShape(.rect(cornerRadius: 8))
                Text(artwork.title)
                Spacer()
                Image(systemName: "heart.fill")
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.pink)
                    .accessibilityHidden(true)
            }
        }
        .safeAreaInset(edge: .top) {
            AsyncImage(url: URL(string: "https://example.com/banner.png")) { image in
                image.resizable()
            } placeholder: {
                Text("Loading banner")
            }
            .frame(height: 32)
        }
    }
}

#Preview("Gallery") { ArtworkGallery() }
