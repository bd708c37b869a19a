import Accessibility
import DemoScreens
import Headless
import ScreenReader
import Testing
@testable import TermUI

/// A screen that is closed (a new `screen` line, `v`, a session dropped) frees everything it
/// held: its graph, its reader and the session, whatever the user did on it first.
@MainActor
struct ClosingScreenTests {
    /// Weak references to what one screen of a session holds.
    struct Held {
        weak var session: ScreenSession?
        weak var graph: ViewGraph?
        weak var reader: ScreenReader?
        var alive: [String] {
            [session == nil ? nil : "session", graph == nil ? nil : "graph", reader == nil ? nil : "reader"].compactMap { $0 }
        }
    }

    nonisolated static var specs: [String] {
        DemoScreens.all.flatMap { entry in entry.variants.map { "\(entry.name):\($0)" } }
    }

    /// Commands that leave timers, state, speech, drags and notifications behind: every
    /// interactive element activated, its actions performed, time passing.
    static func exercise(_ session: ScreenSession) {
        let order = session.reader.navigationOrder
        for _ in order.prefix(12) {
            session.perform(.next)
            session.perform(.activate)
            if let action = session.focusedElement?.actions.first?.name { session.perform(.performAction(action)) }
            session.perform(.increment)
            session.perform(.wait(seconds: 1))
        }
        for command: ReaderCommand in [.magicTap, .drag, .next, .drop("Set sound 1"), .rotorNext, .rotorItemNext,
                                       .actionsMenu, .moreContent, .readAll, .escape, .wait(seconds: 4), .linkedItem] {
            session.perform(command)
        }
        _ = session.frame()
    }

    @Test("a dropped session frees its graph, every view of the screen and its reader, on every demo screen after using it",
          arguments: specs)
    func droppedSessionIsFreed(spec: String) throws {
        var held = Held()
        var nodes: [() -> Bool] = []
        do {
            let session = try ScreenSession(registry: demoRegistry, screen: spec)
            Self.exercise(session)
            held = Held(session: session, graph: session.graph, reader: session.reader)
            session.graph.forEachNode { node in nodes.append { [weak node] in node != nil } }
        }
        #expect(held.alive.isEmpty, "\(spec) kept \(held.alive) after its session was dropped")
        let liveNodes = nodes.filter { $0() }.count
        #expect(liveNodes == 0, "\(spec) kept \(liveNodes) of its \(nodes.count) view nodes")
    }

    @Test("opening another screen in a session frees the one it replaced", arguments: specs)
    func openFreesTheOldScreen(spec: String) throws {
        let session = try ScreenSession(registry: demoRegistry, screen: spec)
        var replaced: [Held] = []
        // The screens after this one, three of them: every screen is replaced by several others
        // across the test's cases, without opening all of them from each.
        let start = Self.specs.firstIndex(of: spec) ?? 0
        let specs = (1...3).map { Self.specs[(start + $0) % Self.specs.count] }
        for next in specs {
            Self.exercise(session)
            replaced.append(Held(session: nil, graph: session.graph, reader: session.reader))
            try session.open(next)
        }
        let kept = replaced.enumerated().filter { !$0.element.alive.isEmpty }.map { specs[$0.offset] }
        #expect(kept.isEmpty, "still alive after `screen` replaced them: \(kept)")
    }

    @Test("switching the variant (v) frees the variant it left", arguments: DemoScreens.all.map(\.name))
    func switchVariantFreesTheOldVariant(name: String) throws {
        let session = try ScreenSession(registry: demoRegistry, screen: name)
        var replaced: [Held] = []
        for _ in 0..<6 {
            Self.exercise(session)
            replaced.append(Held(session: nil, graph: session.graph, reader: session.reader))
            session.switchVariant()
        }
        let kept = replaced.filter { !$0.alive.isEmpty }.count
        #expect(kept == 0, "\(name): \(kept) variants left behind stayed alive")
    }

    @Test("a dropped ScreenReaderSession over one's own view is freed")
    func droppedScreenReaderSessionIsFreed() {
        weak var session: ScreenReaderSession?
        weak var graph: ViewGraph?
        do {
            let reader = ScreenReaderSession(PlaylistRow())
            reader.next()
            reader.activate()
            reader.perform(action: "Favorite")
            session = reader
            graph = reader.session.graph
        }
        #expect(session == nil)
        #expect(graph == nil)
    }

}
