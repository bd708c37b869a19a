import SwiftUI

struct Photo: Transferable {
    var caption: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.caption)
    }
}

/// Sharing a photo, a link and a message.
struct PhotoDetail: View {
    let photo = Photo(caption: "Sunset at the pier")
    let link = URL(string: "https://example.com/trips/42")!

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Image(systemName: "photo")
                .font(.largeTitle)
                .accessibilityLabel(photo.caption)
            ShareLink(item: photo, preview: SharePreview(photo.caption, image: Image(systemName: "photo")))
            ShareLink("Share trip", item: link, preview: SharePreview("Trip to Carmel"))
            ShareLink(item: link, subject: Text("Our trip"), message: Text("See you there")) {
                Label("Send invitation", systemImage: "envelope")
            }
        }
        .padding()
    }
}

#Preview("Photo") { PhotoDetail() }
