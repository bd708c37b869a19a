import Accessibility
import Foundation
import ScreenReader

/// Checks the reader's invariants on a session after each step. The checks that walk the
/// whole tree run only when the tree changed, so a long run spends its time on commands.
@MainActor
struct InvariantChecker {
    private(set) var counts: [FuzzInvariant: Int] = [:]
    private var checkedTree: AccessibilityTree?

    mutating func countMemoryCheck() { counts[.memoryBounded, default: 0] += 1 }

    /// Points a child's frame may stick out of its parent's: rounding, not layout.
    static let frameTolerance: CGFloat = 0.5

    /// The first invariant that fails now, with what is wrong; `said` is what the step said.
    mutating func check(_ session: ScreenSession, frame: Frame, said: ArraySlice<Utterance>) -> (FuzzInvariant, String)? {
        let reader = session.reader
        let tree = reader.tree

        counts[.noEmptyUtterance, default: 0] += 1
        if let empty = said.first(where: { $0.text.allSatisfy(\.isWhitespace) }) {
            return (.noEmptyUtterance, "the reader said an empty \(empty.kind) utterance")
        }

        counts[.focusReachable, default: 0] += 1
        if let id = reader.focusedID {
            guard tree.contains(id) else { return (.focusReachable, "focus is on \(id), which is not in the tree") }
            guard reader.navigationOrder.contains(id) else {
                return (.focusReachable, "focus is on \(id) (\"\(tree.element(id)?.label ?? "")\"), which navigation cannot reach")
            }
        }

        counts[.rotorMatchesFocus, default: 0] += 1
        if let setting = frame.rotor {
            let offered = reader.availableRotorSettings
            if !offered.contains(setting) {
                return (.rotorMatchesFocus, "the explorer shows the rotor on \"\(setting)\" but offers \(offered.map(\.name)) at \(reader.focusedID?.rawValue ?? "no focus")")
            }
        }

        if let checkedTree, checkedTree.isSameSnapshot(as: tree) { return nil }
        checkedTree = tree
        let columns = session.graph.metric.columns(session.graph.size.width)
        return checkTree(tree, columns: columns) { session.graph.scrollRegions }
    }

    private mutating func checkTree(_ tree: AccessibilityTree, columns: Int, scrollRegions: () -> [(frame: CGRect, content: CGRect)])
        -> (FuzzInvariant, String)? {
        counts[.uniqueIDs, default: 0] += 1
        var seen = Set<AccessibilityElementID>()
        seen.reserveCapacity(tree.count)
        for element in tree.allElements where !seen.insert(element.id).inserted {
            return (.uniqueIDs, "two elements have the id \(element.id)")
        }

        if columns >= Self.narrowestPane {
            counts[.framesInsideParents, default: 0] += 1
        }
        if columns >= Self.narrowestPane, let (parent, child) = Self.childOutsideParent(tree.roots, scrollRegions: scrollRegions) {
            return (.framesInsideParents, "\(child.id) (\"\(child.label)\") at \(Self.describe(child.frame)) lies outside its parent "
                    + "\(parent.id) (\"\(parent.label)\") at \(Self.describe(parent.frame))")
        }

        counts[.everyElementSpeaks, default: 0] += 1
        for element in tree.allElements where !element.isContainer {
            let speech = ScreenReader.speech(for: element, in: tree)
            if speech.first.map({ $0.text.allSatisfy(\.isWhitespace) }) ?? true {
                return (.everyElementSpeaks, "\(element.id) says nothing when focused")
            }
        }
        return nil
    }

    /// The narrowest screen pane the explorer lays a screen out in (in a terminal of 80×24).
    /// Narrower, views overflow the frames they are offered, as SwiftUI's do, and their
    /// elements with them: frames are checked only from this width up.
    static let narrowestPane = ExplorerLayout.panes(width: ExplorerLayout.minimumWidth,
                                                    height: ExplorerLayout.minimumHeight)!.screenContent.width

    /// The rule: a child's frame lies inside its parent's, in points, give or take rounding.
    /// A parent's frame is its view's (a container's view holds the views of its children).
    /// The one exception is scrolling: a scroll view inside the parent passes through the
    /// elements it scrolled out of sight, as SwiftUI's does, so a child may lie anywhere in the
    /// content of a scroll view whose frame is inside the parent.
    private static func childOutsideParent(_ elements: [AccessibilityElement], scrollRegions: () -> [(frame: CGRect, content: CGRect)])
        -> (AccessibilityElement, AccessibilityElement)? {
        for parent in elements {
            for child in parent.children where !contains(parent.frame, child.frame) {
                let scrolledOut = scrollRegions().contains { region in
                    contains(parent.frame, region.frame) && contains(region.content, child.frame)
                }
                if !scrolledOut { return (parent, child) }
            }
            if let found = childOutsideParent(parent.children, scrollRegions: scrollRegions) { return found }
        }
        return nil
    }

    private static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
        let outer = outer.insetBy(dx: -frameTolerance, dy: -frameTolerance)
        return inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }

    private static func describe(_ rect: CGRect) -> String {
        "(\(Int(rect.minX)), \(Int(rect.minY)), \(Int(rect.width))×\(Int(rect.height)))"
    }
}
