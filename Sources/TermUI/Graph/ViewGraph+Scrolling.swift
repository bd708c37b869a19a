import Accessibility
import Foundation

/// Scrolling: the scroll views on the screen move to show what the reader reads.
extension ViewGraph {
    func scrollViewAppeared(_ node: ViewNode) { scrollViews[ObjectIdentifier(node)] = node }
    func scrollViewDisappeared(_ node: ViewNode) { scrollViews[ObjectIdentifier(node)] = nil }

    /// Scrolls the scroll views that hold `rect` (a focused element's frame) so it is in view,
    /// as VoiceOver scrolls to the element it moves to. With the element's id, the scroll views
    /// are those it is made inside (its id extends theirs); without, those whose content
    /// covers the rect's centre, which a view above or below a scrolled scroll view may be in
    /// too. Returns whether anything scrolled; frames change at the next update. Costs one check
    /// per scroll view, not per element.
    @discardableResult
    public func scrollToVisible(_ rect: CGRect, of element: AccessibilityElementID? = nil) -> Bool {
        guard !scrollViews.isEmpty else { return false }
        update()
        var scrolled = false
        // Innermost first, so an outer scroll view sees where the inner one moved things.
        for node in scrollViews.values.sorted(by: { $0.depth > $1.depth }) {
            guard let behavior = node.behavior as? ScrollBehavior else { continue }
            if let element {
                guard Self.isMade(element, inside: node) else { continue }
            } else {
                let content = node.contentChildren.map(\.unionFrame).reduce(CGRect.null) { $0.union($1) }
                guard content.contains(CGPoint(x: rect.midX, y: rect.midY)) else { continue }
            }
            let offset = behavior.offset(showing: rect, in: node)
            guard offset != node.scrollOffset else { continue }
            node.scrollOffset = offset
            node.invalidateLayout()
            scrolled = true
        }
        if scrolled { update() }
        return scrolled
    }

    /// Where each scroll view is and how far its content reaches: elements it scrolled out of
    /// sight lie outside the frames of the elements around it, by design.
    public var scrollRegions: [(frame: CGRect, content: CGRect)] {
        update()
        return scrollViews.values.sorted { $0.depth < $1.depth }.map { node in
            (node.frame, node.contentChildren.map(\.unionFrame).reduce(CGRect.null) { $0.union($1) })
        }
    }

    /// True when `element` was made by `node` or a node inside it: element ids are the makers'
    /// paths (`path@depth`, `path`, `path/increment`), and a path extends its ancestors'.
    private static func isMade(_ element: AccessibilityElementID, inside node: ViewNode) -> Bool {
        let path = node.path
        guard !path.isEmpty else { return true }
        let id = element.rawValue
        guard id.hasPrefix(path) else { return false }
        let rest = id.utf8.dropFirst(path.utf8.count)
        return rest.first.map { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "@") } ?? true
    }
}
