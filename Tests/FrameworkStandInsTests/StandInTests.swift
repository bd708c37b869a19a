import FrameworkStandIns
import Foundation
import Headless
import ScreenReader
import Testing

/// Each stand-in does what a screen shows and reads, as the framework it stands in for does.
@MainActor
struct StandInTests {
    private func labels(_ session: ScreenSession) -> [String] { session.graph.accessibilityTree().labels }

    @Test("@Query shows the preview container's models in its sort order and follows inserts, deletes and model changes")
    func queryFollowsTheContext() {
        let session = ScreenSession(NotesView().modelContainer(notesContainer()), name: "notes")
        session.appear()
        #expect(labels(session) == ["2 notes, 1 pinned", "Passport", "Tickets", "New note"])
        _ = session.perform(.focus("New note"))
        _ = session.perform(.activate)
        #expect(labels(session) == ["3 notes, 1 pinned", "Passport", "Tickets", "Zebra crossing", "New note"])
        _ = session.perform(.focus("Tickets"))
        _ = session.perform(.activate)
        #expect(labels(session).first == "3 notes, 2 pinned", "a model's own change re-evaluates the filtered query")
        _ = session.perform(.focus("Passport"))
        _ = session.perform(.performAction("Delete"))
        #expect(labels(session) == ["2 notes, 1 pinned", "Tickets", "Zebra crossing", "New note"])
    }

    @Test("a Query made in the view's initialiser filters with the argument it captured; Query() fetches every model; Query(FetchDescriptor) sorts by it")
    func queryFromTheInitialiser() {
        let container = notesContainer()
        container.mainContext.insert(Note(title: "Adapter"))
        let session = ScreenSession(PinnedNotes(pinned: false).modelContainer(container), name: "pinned")
        session.appear()
        #expect(labels(session) == ["2 of 3, first Adapter", "Tickets", "Adapter"])
    }

    @Test(".modelContainer(for:inMemory:) makes one empty store for the view's life, kept across updates")
    func modelContainerForTypesKeepsItsStore() {
        let session = ScreenSession(NotesView().modelContainer(for: Note.self, inMemory: true), name: "notes")
        session.appear()
        #expect(labels(session).first == "0 notes, 0 pinned")
        _ = session.perform(.focus("New note"))
        _ = session.perform(.activate)
        _ = session.perform(.focus("New note"))
        _ = session.perform(.activate)
        #expect(labels(session).first == "2 notes, 0 pinned")
    }

    @Test("a widget's preview shows the entry view for its first timeline entry, with the family in the environment")
    func widgetPreviewShowsTheFirstEntry() {
        let preview = WidgetPreview(as: .systemMedium, widget: { WeatherWidget() }) {
            Weather(date: .now, summary: "Rain")
            Weather(date: .now, summary: "Snow")
        }
        let session = ScreenSession(preview(), name: "widget")
        session.appear()
        #expect(labels(session) == ["Rain (systemMedium)"])
        let fromProvider = ScreenSession(WidgetPreview(as: .systemSmall, widget: { WeatherWidget() },
                                                         timelineProvider: { WeatherProvider() })(), name: "provider")
        fromProvider.appear()
        #expect(labels(fromProvider) == ["Sunny in systemSmall (systemSmall)"])
    }

    @Test("a provider that has not answered yet shows its placeholder, as the home screen does")
    func slowProviderShowsItsPlaceholder() {
        let session = ScreenSession(WidgetPreview(as: .systemSmall, widget: { SlowWeatherWidget() },
                                                    timelineProvider: { SlowWeatherProvider() })(), name: "slow")
        session.appear()
        #expect(labels(session) == ["Forecast loading (systemSmall)"])
    }

    @Test("WidgetCenter's reloads are recorded, not performed")
    func widgetCenterReloadsAreRecorded() {
        WidgetCenter.shared.reloadTimelines(ofKind: "StandInTestKind")
        #expect(FrameworkActivity.log.contains("WidgetCenter: reload timelines of StandInTestKind"))
    }

    @Test("Button(intent:) and accessibilityAction(named:intent:) run perform() before the action returns; the dialog is recorded")
    func intentsRunFromButtonsAndActions() {
        let before = BookingLog.shared.all.count
        let session = ScreenSession(BookingView(), name: "booking")
        session.appear()
        _ = session.perform(.focus("Book for two"))
        _ = session.perform(.activate)
        #expect(BookingLog.shared.all.count == before + 1)
        _ = session.perform(.focus("Restaurant"))
        _ = session.perform(.performAction("Book"))
        #expect(BookingLog.shared.all.count == before + 2)
        #expect(FrameworkActivity.log.contains("BookTableIntent dialog: Table for 2 booked"))
    }

    @Test("a video player is one element, Video, whose value says whether it plays; double tap plays it and is recorded")
    func videoPlayerIsOneElement() {
        let session = ScreenSession(TrailerView(), name: "trailer")
        session.appear()
        #expect(session.perform(.focus("Video")).map(\.text) == ["Video, Paused"])
        _ = session.perform(.activate)
        #expect(session.graph.accessibilityTree().allElements.first?.value == "Playing")
        #expect(FrameworkActivity.log.contains("AVPlayer: play stand-in-test.mp4"))
    }

    @Test("a speech synthesizer's words are heard through the reader")
    func speechSynthesizerIsHeard() {
        let session = ScreenSession(TrailerView(), name: "trailer")
        session.appear()
        _ = session.perform(.focus("Say hello"))
        #expect(session.perform(.activate).map(\.text).contains("Hello from the app"))
    }

    @Test("AVAudioPlayer(contentsOf:) throws for a file that is not there, as Apple's does")
    func audioPlayerNeedsItsFile() {
        #expect(throws: CocoaError.self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/no/such/chime.caf")) }
    }

    @Test("Timer.publish(…).autoconnect() ticks on the reader's clock while onReceive's view is on screen")
    func timerPublisherTicksOnTheReadersClock() {
        let session = ScreenSession(TickerView(), name: "ticker")
        session.appear()
        _ = session.perform(.wait(seconds: 5))
        #expect(labels(session).first == "Ticks 2")
        _ = session.perform(.focus("Stop listening"))
        _ = session.perform(.activate)
        _ = session.perform(.wait(seconds: 10))
        #expect(labels(session).first == "Ticks 2", "the subscription ended with its view")
        #expect(session.graph.secondsUntilNextTimer == nil)
    }
}

/// Combine's publishers deliver as Combine's do, for the values an app's code sends.
struct CombineTests {
    @Test("Just sends its value, then finishes")
    func justSendsOnceThenFinishes() {
        var events: [String] = []
        let cancellable = Just(3).map { $0 * 2 }.sink(receiveCompletion: { _ in events.append("finished") },
                                                       receiveValue: { events.append("\($0)") })
        #expect(events == ["6", "finished"])
        cancellable.cancel()
    }

    @Test("a CurrentValueSubject gives a new subscriber its value at once; removeDuplicates drops repeats; cancel stops delivery")
    func subjectsDeliverUntilCancelled() {
        let subject = CurrentValueSubject<String, Never>("On time")
        var seen: [String] = []
        var bag = Set<AnyCancellable>()
        subject.removeDuplicates().sink { seen.append($0) }.store(in: &bag)
        subject.send("On time")
        subject.send("Delayed")
        #expect(seen == ["On time", "Delayed"])
        bag.removeAll()
        subject.send("Boarding")
        #expect(seen == ["On time", "Delayed"], "releasing the cancellable ends the subscription")
        #expect(subject.value == "Boarding")
    }

    @Test("a PassthroughSubject sends only what comes after subscribing; after completion it sends nothing")
    func passthroughSendsOnlyWhatFollows() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(1)
        var seen: [Int] = []
        let cancellable = subject.filter { $0 % 2 == 0 }.sink { seen.append($0) }
        subject.send(2)
        subject.send(3)
        subject.send(4)
        subject.send(completion: .finished)
        subject.send(6)
        #expect(seen == [2, 4])
        _ = cancellable
    }
}

/// `@Published`'s `$property` publishes as Combine's does.
@MainActor
struct PublishedPublisherTests {
    @Test("$property sends the value when subscribed, then each new value; a view's onReceive of it sees changes")
    func publishedPropertyPublishes() {
        let session = ScreenSession(SearchScreen(), name: "search")
        session.appear()
        #expect(session.graph.accessibilityTree().labels.prefix(2) == ["No search", "Changes 0"])
        _ = session.perform(.focus("Find ferries"))
        _ = session.perform(.activate)
        #expect(session.graph.accessibilityTree().labels.prefix(2) == ["Searching for ferries", "Changes 1"])
    }
}
