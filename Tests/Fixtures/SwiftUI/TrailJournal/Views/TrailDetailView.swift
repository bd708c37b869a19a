import SwiftUI

struct TrailDetailView: View {
    let trail: Trail
    @ObservedObject var store: TrailStore

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Image(trail.photoName)
                .resizable()
                .aspectRatio(contentMode: .fit)
            Text(trail.name)
                .font(.largeTitle)
                .accessibilityAddTraits(.isHeader)
            Text("Difficulty: \(trail.difficulty.title)")
            Toggle("Favorite", isOn: Binding(
                get: { store.isFavorite(trail) },
                set: { _ in store.toggleFavorite(trail) }
            ))
            Spacer()
        }
        .padding()
        .onAppear {
            lastOpenedTrailID = trail.id
        }
    }
}

#Preview("Ridge") {
    TrailDetailView(trail: Trail.samples[1], store: TrailStore())
}
