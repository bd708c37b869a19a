import DemoScreens
import Foundation
@testable import Headless
import Testing
@testable import TermUI

/// Reading all headless (`rotor speak`) lets the reader's clock pass from one utterance to the
/// next and nothing else: no frame is drawn for nobody to see, no body runs again, nothing is
/// measured or placed, and the accessibility tree made when the screen opened is the one read
/// to the end. The beach screen's unread dots pulse all the while, an animation at drawing time.
/// (A screen whose timers change its state, or whose scroll views VoiceOver scrolls as it
/// reads, lays out again as it should: the trip and wallet screens.)
@Suite("Read all work")
@MainActor
struct ReadAllWorkTests {
    @Test("reading all of the beach screen headless draws nothing, runs no body, lays nothing out and keeps the tree it opened with",
          arguments: ["beach", "beach:before"])
    func readAllOnlyReads(screen: String) throws {
        let session = try ScreenSession(registry: demoRegistry, screen: screen)
        let graph = session.graph
        let tree = session.tree
        let bodies = graph.bodyEvaluations, elements = graph.accessibilityEvaluations
        let measured = graph.measurements, placed = graph.placements
        var steps = 0
        var said: [String] = []
        session.readToEnd { utterances, _ in
            steps += 1
            said += utterances.map(\.text)
        }
        #expect(said.count >= 5, "\(said)")
        #expect(steps > 1, "the reader's clock passed between utterances")
        #expect(graph.nodesDrawn == 0 && graph.rowsDrawn == 0, "\(graph.rowsDrawn) rows drawn")
        #expect(graph.bodyEvaluations == bodies)
        #expect(graph.accessibilityEvaluations == elements)
        #expect(graph.measurements == measured && graph.placements == placed)
        #expect(session.tree.isSameSnapshot(as: tree))
    }

    @Test("the pulse that runs during read all is an animation: due frames, yet none drawn")
    func pulseRunsUndrawn() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "beach")
        session.readToEnd()
        #expect(session.graph.runningAnimationCount > 0, "the unread dots pulse")
        #expect(session.secondsUntilNextFrame != nil)
        #expect(session.graph.rowsDrawn == 0)
    }
}
