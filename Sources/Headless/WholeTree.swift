import Accessibility
import TermUI

/// The whole element tree of a screen, a lazy list's rows not held included (`rotor tree`).
///
/// A lazy list's tree holds a window of its rows (`AccessibilityRowWindow`). Walking the whole
/// tree, each list holds its rows a window at a time, in turn (`ViewGraph.holdRows`), and its
/// children are visited from each window's tree: a list of a million rows is walked in the
/// memory of one window, and what is written goes out as it is walked. When the walk ends the
/// lists hold the rows they held before.
@MainActor
public final class WholeTree {
    let graph: ViewGraph
    /// How many windows were held: a walk of a screen with no lazy list holds none.
    public private(set) var windowsHeld = 0

    public init(_ session: ScreenSession) { graph = session.graph }

    /// Calls `body` with each child of `element` in order, and the tree it is in: a lazy
    /// list's children a window at a time, from the first row to the last.
    public func forEachChild(of element: AccessibilityElement, in tree: AccessibilityTree,
                                      _ body: (AccessibilityElement, AccessibilityTree) -> Void) {
        guard let window = element.rowWindow, window.count > window.loaded.count, !window.loaded.isEmpty else {
            for child in element.children { body(child, tree) }
            return
        }
        let size = window.loaded.count
        for start in stride(from: 0, to: window.count, by: size) {
            _ = graph.holdRows(start..<min(start + size, window.count), ofLazyStack: element.id)
            windowsHeld += 1
            let held = graph.accessibilityTree()
            guard let list = held.element(element.id) else { break }
            for child in list.children { body(child, held) }
        }
        _ = graph.holdRows(window.loaded, ofLazyStack: element.id)
    }

    /// The tree as `rotor tree` prints it, one line an element, indented two spaces a level.
    public func lines(_ tree: AccessibilityTree, _ emit: (String) -> Void) {
        func visit(_ element: AccessibilityElement, depth: Int, in tree: AccessibilityTree) {
            emit(String(repeating: "  ", count: depth) + TreeFormatter.line(for: element))
            forEachChild(of: element, in: tree) { child, held in visit(child, depth: depth + 1, in: held) }
        }
        for root in tree.roots { visit(root, depth: 0, in: tree) }
    }
}

extension ScreenSession {
    /// The page drawn for the audit and `rotor label`: all of it, but the rows a lazy list does
    /// not hold after the rows it holds, which are blank (a list of a million rows is not
    /// drawn a million rows tall). What lies below such a list is not drawn either.
    public func pageDrawing() -> CellCanvas {
        let tree = graph.accessibilityTree()
        let bottom: CGFloat?
        if let pageEnd, pageEnd.tree.isSameSnapshot(as: tree) {
            bottom = pageEnd.bottom
        } else {
            bottom = Self.heldBottom(of: tree)
            pageEnd = (tree, bottom)
        }
        guard let bottom else { return graph.draw() }
        return graph.draw(rows: 0..<(graph.metric.rows(bottom) + 1))
    }

    /// The bottom of the rows the lazy lists hold, when a list has rows not held below them.
    private static func heldBottom(of tree: AccessibilityTree) -> CGFloat? {
        var bottom: CGFloat?
        for element in tree.allElements {
            guard let rows = element.rowWindow, rows.hasRowsAfter else { continue }
            let held = element.children.map(\.frame.maxY).max() ?? element.frame.minY
            // Only a list whose rows not held lie below its held rows (not a carousel's, which
            // lie beside them).
            guard element.frame.maxY > held + 0.5 else { continue }
            bottom = max(bottom ?? held, held)
        }
        return bottom
    }
}
