import Accessibility
import Foundation

/// Scrollable content. The content is laid out with the scroll axis unbounded (its ideal
/// length) and drawn clipped to the scroll view's frame, from its scroll offset; the explorer
/// scrolls it to show the element the reader moves to, as VoiceOver does. The scroll view makes
/// no element: its content's elements pass through, including the ones scrolled out of sight,
/// as SwiftUI's do.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func children(into list: inout ChildList) { list.append(content, key: .named("")) }
    func makeBehavior() -> NodeBehavior { ScrollBehavior(axes: axes) }
}

struct ScrollBehavior: NodeBehavior {
    var isScrollView: Bool { true }
    let axes: Axis.Set

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let content = node.contentSizeThatFits(contentProposal(proposal))
        func length(_ axis: Axis) -> CGFloat {
            let offered = proposal[axis]
            let scrolls = axes.contains(axis == .horizontal ? .horizontal : .vertical)
            // Along a scroll axis it takes what it is offered; across, the width offered to a
            // vertical one, the content's height for a horizontal one.
            if scrolls || axis == .horizontal, let offered, offered.isFinite { return offered }
            return content[axis]
        }
        return CGSize(width: length(.horizontal), height: length(.vertical))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let content = node.contentSizeThatFits(contentProposal(ProposedViewSize(bounds.size)))
        let size = CGSize(width: axes.contains(.horizontal) ? max(content.width, bounds.width) : bounds.width,
                          height: axes.contains(.vertical) ? max(content.height, bounds.height) : bounds.height)
        // The offset stays within the content, whatever the content became.
        node.scrollOffset = CGPoint(x: min(max(0, node.scrollOffset.x), size.width - bounds.width),
                                    y: min(max(0, node.scrollOffset.y), size.height - bounds.height))
        node.scrollContentOverflows = size.width > bounds.width || size.height > bounds.height
        let origin = CGPoint(x: bounds.minX - node.scrollOffset.x, y: bounds.minY - node.scrollOffset.y)
        node.placeContent(in: CGRect(origin: origin, size: size))
    }

    /// The offset that brings `rect` (in screen coordinates) into the scroll view's frame,
    /// moving as little as possible, in whole cells.
    func offset(showing rect: CGRect, in node: ViewNode) -> CGPoint {
        var offset = node.scrollOffset
        let view = node.frame
        // Right to left, the content was placed as if left to right and mirrored in the view:
        // where the element would be unmirrored says which way to scroll.
        var rect = rect
        if node.environment.layoutDirection == .rightToLeft { rect.origin.x = view.minX + view.maxX - rect.maxX }
        if axes.contains(.horizontal) {
            if rect.maxX > view.maxX { offset.x += snapUp(rect.maxX - view.maxX, node.graph.metric.pointsPerColumn) }
            if rect.minX - (offset.x - node.scrollOffset.x) < view.minX {
                offset.x -= snapUp(view.minX - (rect.minX - (offset.x - node.scrollOffset.x)), node.graph.metric.pointsPerColumn)
            }
        }
        if axes.contains(.vertical) {
            if rect.maxY > view.maxY { offset.y += snapUp(rect.maxY - view.maxY, node.graph.metric.pointsPerRow) }
            if rect.minY - (offset.y - node.scrollOffset.y) < view.minY {
                offset.y -= snapUp(view.minY - (rect.minY - (offset.y - node.scrollOffset.y)), node.graph.metric.pointsPerRow)
            }
        }
        return offset
    }

    private func snapUp(_ value: CGFloat, _ step: CGFloat) -> CGFloat { (value / step).rounded(.up) * step }

    /// The content's elements, each placed among the scroll view's siblings where the scroll
    /// view is (`scrollFrame`, its frame) when the content reaches past its frame: its rows scrolled out
    /// of sight lie above or below the views around it, and are read with the rest of the
    /// content, not among those views. Content that fits (a page's scroll view, which grows to
    /// its content) is left as it is, and costs nothing more.
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        var elements = node.childElements()
        // Known from the placing, not from every row's frame.
        guard node.scrollContentOverflows, !elements.isEmpty else { return elements }
        let frame = node.frame
        for i in elements.indices where elements[i].scrollFrame != frame {
            AccessibilityElement.Geometry.modify(&elements[i]) { $0.scrollFrame = frame }
        }
        return elements
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        let saved = context.clip
        context.clip = saved.intersection(context.cells(node.frame))
        node.drawChildren(into: &context)
        context.clip = saved
    }

    func modifyEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = nil }
}

public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
