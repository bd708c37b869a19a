import Accessibility
import ScreenReader
import TermUI

/// What a session's reader reads: the graph, and nothing that points back at the session, so
/// a session, its reader and its graph are freed together when the session is dropped.
@MainActor
final class GraphTreeSource: AccessibilityTreeSource {
    let graph: ViewGraph
    init(_ graph: ViewGraph) { self.graph = graph }
    func currentTree() -> AccessibilityTree { graph.accessibilityTree() }
    func advanceTime(by seconds: Double) { graph.advanceTime(by: seconds) }
    func advanceTime(by seconds: Double, stoppingAfter shouldStop: () -> Bool) -> Double {
        graph.advanceTime(by: seconds, stoppingAfter: shouldStop)
    }
    func showRow(_ row: Int, of container: AccessibilityElementID, alone: Bool) -> Bool {
        graph.showRow(row, ofLazyStack: container, alone: alone)
    }
    func holdRows(_ rows: Range<Int>, of container: AccessibilityElementID) -> Bool {
        graph.holdRows(rows, ofLazyStack: container)
    }
    func lazyRows(withIDs ids: Set<AnyHashable>) -> [AnyHashable: LazyRowPlace] {
        graph.lazyRows(withIDs: ids).mapValues { LazyRowPlace(container: $0.container, row: $0.row) }
    }
    func lazyRow(withID id: AnyHashable) -> LazyRowPlace? {
        graph.lazyRow(withID: id).map { LazyRowPlace(container: $0.container, row: $0.row) }
    }
}
