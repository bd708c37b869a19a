import SwiftUI

struct TrailRow: View {
    let trail: Trail
    let isFavorite: Bool

    var body: some View {
        HStack {
            Image(trail.photoName)
                .resizable()
                .frame(width: 44, height: 44)
            VStack(alignment: .leading) {
                Text(trail.name)
                    .font(.headline)
                Text(String(format: "%.1f km", trail.lengthInKilometers))
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            Spacer()
            DifficultyBadge(difficulty: trail.difficulty)
            if isFavorite {
                Image(systemName: "star.fill")
                    .accessibilityLabel("Favorite")
            }
        }
    }
}

struct DifficultyBadge: View {
    let difficulty: Trail.Difficulty

    var body: some View {
        Text(difficulty.title)
            .font(.caption)
            .padding(4)
            .background(Color("TrailGreen"))
            .foregroundColor(.white)
    }
}

struct TrailRow_Previews: PreviewProvider {
    static var previews: some View {
        TrailRow(trail: Trail.samples[0], isFavorite: true)
    }
}
