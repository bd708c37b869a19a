import FrameworkStandIns
import Foundation
import Observation
import Testing

@Observable
final class Trip {
    var name: String
    var nights: Int
    var start: Date?
    var stops: [Stop] = []
    var cover: Photo?
    init(name: String, nights: Int, start: Date? = nil) {
        self.name = name
        self.nights = nights
        self.start = start
    }
}
extension Trip: PersistentModel {}

@Observable
final class Stop {
    var title: String
    init(title: String) { self.title = title }
}
extension Stop: PersistentModel {}

@Observable
final class Photo {
    var caption: String
    init(caption: String) { self.caption = caption }
}
extension Photo: PersistentModel {}

/// A `ModelContext` keeps what is inserted, in memory, and fetches it as SwiftData does:
/// Foundation's `#Predicate` filters, `SortDescriptor`s order, offset and limit cut.
@MainActor
struct ModelContextTests {
    func context(_ trips: [(String, Int)]) throws -> ModelContext {
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (name, nights) in trips { container.mainContext.insert(Trip(name: name, nights: nights)) }
        return container.mainContext
    }

    @Test("a container and its main context free each other: the main context is the same each time, and both go when nothing holds them")
    func containerAndMainContextAreFreed() throws {
        weak var weakContainer: ModelContainer?
        weak var weakContext: ModelContext?
        weak var weakTrip: Trip?
        do {
            let container = try ModelContainer(for: Trip.self)
            let trip = Trip(name: "Oslo", nights: 2)
            container.mainContext.insert(trip)
            #expect(container.mainContext === container.mainContext)
            #expect(container.mainContext.container === container)
            weakContainer = container
            weakContext = container.mainContext
            weakTrip = trip
        }
        #expect(weakContainer == nil)
        #expect(weakContext == nil)
        #expect(weakTrip == nil, "the store's models go with it")
    }

    @Test("a main context that outlives its container still reads the container's store")
    func mainContextOutlivesItsContainer() throws {
        let context = try context([("Lisbon", 4)])
        #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Lisbon"])
        #expect(try context.container.mainContext.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Lisbon"])
    }

    @Test("a fetch without a sort returns the models in the order they were inserted")
    func fetchKeepsInsertionOrder() throws {
        let context = try context([("Lisbon", 4), ("Oslo", 2), ("Kyoto", 9)])
        #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Lisbon", "Oslo", "Kyoto"])
    }

    @Test("#Predicate filters and SortDescriptor orders, forward and reverse, with an offset and a limit")
    func predicateAndSort() throws {
        let context = try context([("Lisbon", 4), ("Oslo", 2), ("Kyoto", 9), ("Lima", 6)])
        var descriptor = FetchDescriptor<Trip>(predicate: #Predicate { $0.nights > 3 }, sortBy: [SortDescriptor(\.name)])
        #expect(try context.fetch(descriptor).map(\.name) == ["Kyoto", "Lima", "Lisbon"])
        descriptor.sortBy = [SortDescriptor(\.nights, order: .reverse)]
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 1
        #expect(try context.fetch(descriptor).map(\.name) == ["Lima"])
        #expect(try context.fetchCount(FetchDescriptor<Trip>(predicate: #Predicate { $0.name.starts(with: "L") })) == 2)
    }

    @Test("delete takes a model out of every fetch; hasChanges holds until save")
    func deleteAndSave() throws {
        let context = try context([("Lisbon", 4), ("Oslo", 2)])
        let oslo = try #require(try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "Oslo" })).first)
        #expect(oslo.modelContext === context)
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
        context.delete(oslo)
        #expect(context.hasChanges)
        #expect(oslo.isDeleted)
        #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Lisbon"])
        try context.delete(model: Trip.self, where: #Predicate { $0.nights > 1 })
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 0)
    }

    @Test("models are identified by the object they are: Identifiable and Hashable as SwiftData's are")
    func identity() throws {
        let a = Trip(name: "Same", nights: 1), b = Trip(name: "Same", nights: 1)
        #expect(a != b)
        #expect(a.id != b.id)
        #expect(a.id == a.persistentModelID)
        #expect(Set([a, a, b]).count == 2)
    }

    @Test("inserting a model inserts the models its properties hold, as SwiftData inserts related models")
    func insertTakesRelatedModels() throws {
        let context = try context([])
        let trip = Trip(name: "Alps", nights: 5)
        trip.stops = [Stop(title: "Zermatt"), Stop(title: "Chamonix")]
        trip.cover = Photo(caption: "Matterhorn at dawn")
        context.insert(trip)
        #expect(try context.fetch(FetchDescriptor<Stop>(sortBy: [SortDescriptor(\.title)])).map(\.title) == ["Chamonix", "Zermatt"])
        #expect(try context.fetch(FetchDescriptor<Photo>()).map(\.caption) == ["Matterhorn at dawn"])
        #expect(trip.stops[0].modelContext === context)
    }
}
