// Screens written as an app's files are, importing only what `rotor open` gives them.
import FrameworkStandIns

@Observable
final class Note {
    var title: String
    var pinned: Bool
    init(title: String, pinned: Bool = false) {
        self.title = title
        self.pinned = pinned
    }
}
extension Note: PersistentModel {}

struct NotesView: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Note.title) private var notes: [Note]
    @Query(filter: #Predicate<Note> { $0.pinned }) private var pinned: [Note]

    var body: some View {
        VStack {
            Text("\(notes.count) notes, \(pinned.count) pinned")
            ForEach(notes) { note in
                Button(note.title) { note.pinned.toggle() }
                    .accessibilityAction(named: "Delete") { context.delete(note) }
            }
            Button("New note") { context.insert(Note(title: "Zebra crossing")) }
        }
    }
}

@MainActor
func notesContainer() -> ModelContainer {
    let container = try! ModelContainer(for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Note(title: "Tickets"))
    container.mainContext.insert(Note(title: "Passport", pinned: true))
    return container
}

struct Weather: TimelineEntry {
    let date: Date
    let summary: String
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> Weather { Weather(date: .now, summary: "Forecast loading") }
    func getSnapshot(in context: Context, completion: @escaping (Weather) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Weather>) -> Void) {
        completion(Timeline(entries: [Weather(date: .now, summary: "Sunny in \(context.family)")], policy: .atEnd))
    }
}

/// A provider that answers later, from elsewhere, as one fetching the network does.
struct SlowWeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> Weather { Weather(date: .now, summary: "Forecast loading") }
    func getSnapshot(in context: Context, completion: @escaping (Weather) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping (Timeline<Weather>) -> Void) {}
}

struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Weather", provider: WeatherProvider()) { entry in
            WeatherView(entry: entry)
        }
        .configurationDisplayName("Weather")
        .supportedFamilies([.systemSmall])
    }
}

struct SlowWeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SlowWeather", provider: SlowWeatherProvider()) { entry in
            WeatherView(entry: entry)
        }
    }
}

struct WeatherView: View {
    @Environment(\.widgetFamily) private var family
    let entry: Weather
    var body: some View {
        Text("\(entry.summary) (\(family))")
    }
}

struct BookTableIntent: AppIntent {
    static let title: LocalizedStringResource = "Book Table"
    @Parameter(title: "Guests", default: 2) var guests: Int

    func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<Int> {
        BookingLog.shared.record(guests)
        return .result(value: guests, dialog: "Table for \(guests) booked")
    }
}

final class BookingLog: @unchecked Sendable {
    static let shared = BookingLog()
    private let lock = NSLock()
    private var bookings: [Int] = []
    func record(_ guests: Int) { lock.lock(); bookings.append(guests); lock.unlock() }
    var all: [Int] { lock.lock(); defer { lock.unlock() }; return bookings }
}

struct BookingView: View {
    var body: some View {
        VStack {
            Button("Book for two", intent: BookTableIntent())
            Text("Restaurant").accessibilityAction(named: "Book", intent: BookTableIntent())
        }
    }
}

struct TrailerView: View {
    @State private var player = AVPlayer(url: URL(fileURLWithPath: "/trailers/stand-in-test.mp4"))
    var body: some View {
        VStack {
            VideoPlayer(player: player)
            Button("Say hello") { AVSpeechSynthesizer().speak(AVSpeechUtterance(string: "Hello from the app")) }
        }
    }
}

struct TickerView: View {
    @State private var ticks = 0
    @State private var shown = true
    private let timer = Timer.publish(every: 2, on: .main, in: .common).autoconnect()
    var body: some View {
        VStack {
            Text("Ticks \(ticks)")
            if shown {
                Text("Listening").onReceive(timer) { _ in ticks += 1 }
            }
            Button("Stop listening") { shown = false }
        }
    }
}

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var summary = "No search"
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .removeDuplicates()
            .map { $0.isEmpty ? "No search" : "Searching for \($0)" }
            .sink { [weak self] in self?.summary = $0 }
            .store(in: &cancellables)
    }
}

struct SearchScreen: View {
    @StateObject private var model = SearchModel()
    @State private var changes = 0
    var body: some View {
        VStack {
            Text(model.summary)
            Text("Changes \(changes)")
            Button("Find ferries") { model.query = "  ferries " }
        }
        .onReceive(model.$query.dropFirstValue()) { _ in changes += 1 }
    }
}

extension Publisher {
    /// Everything after the first value (Combine's `dropFirst()`), written with the operators
    /// the stand-in has.
    func dropFirstValue() -> AnyPublisher<Output, Failure> {
        var first = true
        return filter { _ in
            defer { first = false }
            return !first
        }
    }
}

/// A query made in the view's initialiser from its argument, and one with no arguments.
struct PinnedNotes: View {
    @Query private var pinned: [Note]
    @Query private var everything: [Note]
    @Query(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.title)])) private var alphabetical: [Note]

    init(pinned isPinned: Bool) {
        _pinned = Query(filter: #Predicate<Note> { $0.pinned == isPinned }, sort: [SortDescriptor(\Note.title, order: .reverse)])
    }

    var body: some View {
        VStack {
            Text("\(pinned.count) of \(everything.count), first \(alphabetical.first?.title ?? "none")")
            ForEach(pinned) { note in Text(note.title) }
        }
    }
}
