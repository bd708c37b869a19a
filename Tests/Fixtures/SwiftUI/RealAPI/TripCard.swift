import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var name: String
    var destination: String
    var nights: Int
    var isFavorite: Bool
}

/// A trip card: a photo band with rounded top corners only, a gradient, and text in the
/// hierarchical styles.
struct TripCard: View {
    var trip: Trip

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Rectangle()
                .fill(Gradient(colors: [.orange, .pink]))
                .frame(height: 48)
                .overlay(alignment: .bottomLeading) {
                    Text(trip.destination)
                        .font(.system(.title2, design: .rounded, weight: .bold))
                        .foregroundStyle(.white)
                        .padding(8)
                }
                .clipShape(.rect(topLeadingRadius: 16, bottomLeadingRadius: 0, bottomTrailingRadius: 0, topTrailingRadius: 16))
            VStack(alignment: .leading, spacing: 4) {
                Text(trip.name)
                    .font(.headline)
                    .foregroundStyle(.primary.opacity(0.9))
                Text("\(trip.nights) nights")
                    .font(.subheadline)
                    .foregroundStyle(.secondary.opacity(0.8))
                HStack(spacing: 4) {
                    Image(systemName: trip.isFavorite ? "star.fill" : "star")
                        .foregroundStyle(.yellow, .orange)
                        .accessibilityHidden(true)
                    Text(trip.isFavorite ? "Favorite" : "Not a favorite")
                        .foregroundStyle(.tertiary)
                }
            }
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.quaternary.shadow(.inner(radius: 2)), in: UnevenRoundedRectangle(bottomLeadingRadius: 16, bottomTrailingRadius: 16))
        }
        .background(Color.blue.gradient.opacity(0.2))
        .accessibilityElement(children: .combine)
    }
}

/// A list of trips over a soft gradient, each card with a drop shadow.
struct TripsScreen: View {
    let trips = [
        Trip(name: "Beach weekend", destination: "Carmel", nights: 2, isFavorite: true),
        Trip(name: "Ski week", destination: "Tahoe", nights: 6, isFavorite: false)
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Text("Trips")
                    .font(.largeTitle.bold())
                    .accessibilityAddTraits(.isHeader)
                ForEach(trips) { trip in
                    TripCard(trip: trip)
                        .background(.background.shadow(.drop(color: .black.opacity(0.2), radius: 6, y: 3)),
                                    in: .rect(cornerRadius: 16))
                }
                Button("Plan a trip") {}
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                    .background(.thinMaterial, in: .capsule)
            }
            .padding()
        }
        .background(LinearGradient(gradient: Gradient(colors: [.teal.opacity(0.3), .clear]), startPoint: .top, endPoint: .bottom))
        .background(RadialGradient(colors: [.yellow.opacity(0.2), .clear], center: .topTrailing, startRadius: 10, endRadius: 300))
    }
}

#Preview("Trips") { TripsScreen() }
