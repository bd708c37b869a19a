import DemoScreens
import Foundation
@testable import Headless
import Testing
@testable import TermUI

/// The trip screen's unread dots pulse for as long as the screen is open. The pulse is an
/// animation that repeats for ever (`.animation(.easeInOut(duration: 1).repeatForever(), value:)`):
/// time passing runs nothing in the screen (no body, no layout, no timer), the tree stays as it
/// was, and only the dots' cells are drawn again where the opacity crosses one half.
@Suite("Pulse tick work")
@MainActor
struct PulseTickWorkTests {
    @Test("a pulse on the trip screen runs no body, measures and places nothing, fires no timer, updates nothing, leaves the tree as it was and gives the reader nothing to compare",
          arguments: ["trip:before", "trip:after"])
    func pulseTickIsSmall(screen: String) throws {
        let session = try ScreenSession(registry: demoRegistry, screen: screen)
        session.appear()
        // Past the screen's notifications (a wait stops at a timer that posts something, so it
        // is asked again). The after variant keeps its banner while VoiceOver is on it, with the
        // banner's timer checking every three seconds; frames in which that fires are not counted.
        let graph = session.graph
        for _ in 0..<10 { session.perform(.wait(seconds: 60)) }
        let tree = graph.accessibilityTree()
        #expect(graph.runningAnimationCount > 0, "the unread dots pulse")
        let rows = 0..<graph.metric.rows(graph.size.height)
        _ = graph.draw(rows: rows)
        var redrawnRows = 0, frames = 0
        for _ in 0..<20 {
            let bodies = graph.bodyEvaluations, measured = graph.measurements, placed = graph.placements
            let firings = graph.timerFirings, updates = graph.updatePasses, compared = session.reader.changesCompared
            let due = try #require(session.secondsUntilNextFrame)
            session.perform(.wait(seconds: due))
            let redrawn = graph.rowsToRedraw(in: rows)
            _ = graph.draw(rows: rows)
            guard graph.timerFirings == firings else { continue }
            #expect(!redrawn.isEmpty, "a frame due draws something again")
            #expect(graph.bodyEvaluations == bodies)
            #expect(graph.measurements == measured)
            #expect(graph.placements == placed)
            // Nothing to update, and the reader has nothing to follow: the same tree, nothing posted.
            #expect(graph.updatePasses == updates)
            #expect(session.reader.changesCompared == compared)
            redrawnRows += redrawn.count
            frames += 1
        }
        #expect(frames >= 10)
        #expect(graph.accessibilityTree().isSameSnapshot(as: tree))
        // The dots' rows only: the damage spans the dots that cross together, not the screen.
        #expect(redrawnRows <= frames * 12, "\(redrawnRows) rows drawn again over \(frames) frames")
    }

    @Test("with Reduce Motion the dots hold still: no animation runs and nothing is due")
    func reduceMotionStopsThePulse() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "trip")
        session.appear()
        session.graph.environmentOverrides.reduceMotion = true
        session.perform(.wait(seconds: 5))
        #expect(session.graph.runningAnimationCount == 0)
        #expect(session.secondsUntilNextFrame == nil)
    }
}
