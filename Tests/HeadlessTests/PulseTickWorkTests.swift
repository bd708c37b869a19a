import DemoScreens
import Foundation
@testable import Headless
import Testing
@testable import TermUI

/// The trip screen's unread dots pulse every second for as long as the screen is open. A tick
/// changes one dot's opacity: it updates that dot's views alone and measures nothing, as
/// SwiftUI re-evaluates only the view whose state changed, and a dot in a fixed frame keeps
/// its size whatever its row proposes.
@Suite("Pulse tick work")
@MainActor
struct PulseTickWorkTests {
    @Test("a pulse tick on the trip screen updates the dots' own views only, measures nothing and leaves the tree as it was",
          arguments: ["trip:before", "trip:after"])
    func pulseTickIsSmall(screen: String) throws {
        let session = try ScreenSession(registry: demoRegistry, screen: screen)
        session.appear()
        session.perform(.wait(seconds: 30))
        let graph = session.graph
        let tree = graph.accessibilityTree()
        let bodies = graph.bodyEvaluations, measured = graph.measurements, placed = graph.placements
        let firings = graph.timerFirings
        session.perform(.wait(seconds: 1))
        let dots = graph.timerFirings - firings
        // A dimmed dot gives the element it gave: the reader is handed the tree it has.
        #expect(graph.accessibilityTree().isSameSnapshot(as: tree))
        #expect(dots > 0)
        // A dot is 16 views: itself, its modifiers (each lifecycle modifier a body, its
        // content and the view it wraps), the opacity, the frame, the mark. Its row and the
        // screen are not updated.
        #expect(graph.bodyEvaluations - bodies <= 16 * dots)
        #expect(graph.measurements - measured == 0, "a dot in a fixed frame keeps its size")
        // Each dot is placed again in its own frame, and so is what it wraps: nothing above it.
        #expect(graph.placements - placed <= 2 * dots)
    }
}
