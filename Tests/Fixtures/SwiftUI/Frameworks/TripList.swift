import SwiftUI
import SwiftData

@Model
final class Trip {
    @Attribute(.unique) var name: String
    var destination: String
    var nights: Int
    var isFavorite: Bool
    @Relationship(deleteRule: .cascade) var stops: [Stop] = []
    @Transient var isExpanded = false

    init(name: String, destination: String, nights: Int, isFavorite: Bool = false) {
        self.name = name
        self.destination = destination
        self.nights = nights
        self.isFavorite = isFavorite
    }
}

@Model final class Stop {
    var title: String
    init(title: String) { self.title = title }
}

/// The trips, longest first; a row reads as one element, and swiping (or the Delete action)
/// removes a trip from the store.
struct TripListView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Trip.nights, order: .reverse) private var trips: [Trip]
    @Query(filter: #Predicate<Trip> { $0.isFavorite }, sort: \Trip.name) private var favorites: [Trip]

    var body: some View {
        NavigationStack {
            List {
                Section("Favorites: \(favorites.count)") {
                    ForEach(favorites) { trip in
                        Text(trip.name)
                    }
                }
                Section("All trips") {
                    ForEach(trips) { trip in
                        HStack {
                            Text(trip.name)
                            Spacer()
                            Text("\(trip.nights) nights")
                        }
                        .accessibilityElement(children: .combine)
                    }
                    .onDelete(perform: deleteTrips)
                }
            }
            .navigationTitle("Trips")
            .toolbar {
                Button("Add trip") {
                    modelContext.insert(Trip(name: "Weekend in Porto", destination: "Porto", nights: 2))
                }
            }
        }
    }

    private func deleteTrips(at offsets: IndexSet) {
        for index in offsets {
            modelContext.delete(trips[index])
        }
    }
}

@main
struct TripsApp: App {
    var body: some Scene {
        WindowGroup {
            TripListView()
        }
        .modelContainer(for: [Trip.self, Stop.self])
    }
}

/// Sample data for previews, in a store that lives in memory only.
@MainActor
let previewContainer: ModelContainer = {
    do {
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Trip(name: "Lisbon food tour", destination: "Lisbon", nights: 4, isFavorite: true))
        container.mainContext.insert(Trip(name: "Fjords by ferry", destination: "Bergen", nights: 7))
        container.mainContext.insert(Trip(name: "Kyoto in autumn", destination: "Kyoto", nights: 10, isFavorite: true))
        return container
    } catch {
        fatalError("Failed to create the preview container: \(error)")
    }
}()

#Preview("Trips") {
    TripListView()
        .modelContainer(previewContainer)
}

#Preview("Empty") {
    TripListView()
        .modelContainer(for: Trip.self, inMemory: true)
}
