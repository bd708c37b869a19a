import Headless
import TermUI

/// A playlist row: the title and a favorite button, read as one element whose button is a
/// custom action. The star that fills is said too: the row is selected while it is a favorite.
public struct PlaylistScreen: View {
    @State private var isFavorite = false

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Evening playlist").accessibilityAddTraits(.isHeader)
            HStack {
                Text("Ocean sounds")
                Spacer()
                Button(action: { isFavorite.toggle() }) {
                    Image(systemName: isFavorite ? "star.fill" : "star")
                }
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(isFavorite ? .isSelected : [])
        }
        .padding()
    }
}

/// The screens this package hands to the `rotor` commands.
public let myScreens = ScreenRegistry([
    ScreenDescriptor(name: "playlist", summary: "An evening playlist with a favorite button") { _ in
        AnyView(PlaylistScreen())
    },
])
