import SwiftUI

final class TrailStore: ObservableObject {
    @Published var trails: [Trail]
    @Published var favorites: Set<String> = ["lake"]
    @Published private(set) var isRefreshing = false

    init(trails: [Trail] = Trail.samples) {
        self.trails = trails
    }

    func isFavorite(_ trail: Trail) -> Bool {
        favorites.contains(trail.id)
    }

    func toggleFavorite(_ trail: Trail) {
        if favorites.contains(trail.id) {
            favorites.remove(trail.id)
        } else {
            favorites.insert(trail.id)
        }
    }

    /// Sorts the trails off the main thread, then publishes them on it.
    func refresh() {
        isRefreshing = true
        DispatchQueue.global(qos: .userInitiated).async {
            let sorted = self.trails.sorted { $0.name < $1.name }
            DispatchQueue.main.async {
                self.trails = sorted
                self.isRefreshing = false
            }
        }
    }
}
