import Accessibility
import Foundation

/// `ScrollViewProxy.scrollTo`: a request waits for the update that lays out what asked for it,
/// then the nearest scroll view around the view with the id, inside the `ScrollViewReader`,
/// scrolls to show it. A row of a lazy stack that is not held is shown first (its window
/// moves to it), as SwiftUI makes a lazy row it scrolls to.
struct ScrollRequest {
    /// The `ScrollViewReader`'s node: the scroll views inside it are the ones scrolled.
    let reader: ViewNode
    let id: AnyHashable
    let anchor: UnitPoint?
    /// The row's window was moved to it already: the row is looked for once more, no further.
    var showedRow = false
}

extension ViewGraph {
    func requestScroll(_ request: ScrollRequest) {
        scrollRequests.append(request)
    }

    /// Performs the scroll requests made since the last update, once it has laid out.
    func performScrollRequests() {
        let requests = scrollRequests
        scrollRequests = []
        var again = false
        for var request in requests where !request.reader.isRemoved {
            if let target = Self.descendant(of: request.reader, withID: request.id) {
                again = scroll(toShow: target, anchor: request.anchor, inside: request.reader) || again
            } else if !request.showedRow, let (stack, row) = lazyRow(withID: request.id, inside: request.reader),
                      let rows = stack.lazyRows {
                stack.lazyRows = AccessibilityRowWindow(count: rows.count, loaded: LazyRows.window(
                    showing: row, in: rows, alone: stack.behavior.lazyRowsShown != nil))
                request.showedRow = true
                scrollRequests.append(request)
                again = true
            }
        }
        // Lays out what moved; a request put back is performed at the end of it.
        if again { update() }
    }

    /// The first node in `reader`'s subtree whose view has the ForEach or `.id()` value `id`.
    private static func descendant(of reader: ViewNode, withID id: AnyHashable) -> ViewNode? {
        if reader.key.explicitID == id { return reader }
        for child in reader.children {
            if let found = descendant(of: child, withID: id) { return found }
        }
        return nil
    }

    /// A lazy stack inside `reader` with a row not held whose id is `id`, and the row's offset.
    private func lazyRow(withID id: AnyHashable, inside reader: ViewNode) -> (ViewNode, Int)? {
        for stack in lazyStacks.values.sorted(by: { $0.path < $1.path }) where stack.isInside(reader) {
            guard let source = stack.lazyRowSource,
                  let row = source.offsets(ofIDs: [id], near: stack.lazyRows?.loaded.lowerBound ?? 0)[id] else { continue }
            return (stack, row)
        }
        return nil
    }

    /// Scrolls the nearest scroll view around `target`, inside `reader`, to show it. True when
    /// the offset changed.
    private func scroll(toShow target: ViewNode, anchor: UnitPoint?, inside reader: ViewNode) -> Bool {
        var node = target.parent
        while let current = node, current !== reader.parent {
            if let behavior = current.behavior as? ScrollBehavior {
                let offset = behavior.offset(anchoring: target.unionFrame, at: anchor, in: current)
                guard offset != current.scrollOffset else { return false }
                current.scrollOffset = offset
                current.invalidateLayout()
                return true
            }
            node = current.parent
        }
        return false
    }
}

extension ViewNode {
    /// True when `ancestor` is this node or one of its ancestors.
    func isInside(_ ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}

extension ScrollBehavior {
    /// The offset that puts `rect`'s point at `anchor` on the same point of the scroll view's
    /// frame (`.top`: its top edge at the top), in whole cells; with no anchor, the least
    /// scrolling that shows it (`offset(showing:in:)`), as SwiftUI's `scrollTo` does.
    func offset(anchoring rect: CGRect, at anchor: UnitPoint?, in node: ViewNode) -> CGPoint {
        guard let anchor else { return offset(showing: rect, in: node) }
        var offset = node.scrollOffset
        let view = node.frame
        var rect = rect
        // Right to left, the content was placed as if left to right and mirrored in the view.
        if node.environment.layoutDirection == .rightToLeft { rect.origin.x = view.minX + view.maxX - rect.maxX }
        let metric = node.graph.metric
        if axes.contains(.horizontal) {
            let by = (rect.minX + anchor.x * rect.width) - (view.minX + anchor.x * view.width)
            offset.x += (by / metric.pointsPerColumn).rounded() * metric.pointsPerColumn
        }
        if axes.contains(.vertical) {
            let by = (rect.minY + anchor.y * rect.height) - (view.minY + anchor.y * view.height)
            offset.y += (by / metric.pointsPerRow).rounded() * metric.pointsPerRow
        }
        return offset
    }
}
