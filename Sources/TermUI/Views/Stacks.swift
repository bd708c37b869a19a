import Accessibility
import Foundation

/// Views side by side.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func children(into list: inout ChildList) { list.appendContent(content) }
    func makeBehavior() -> NodeBehavior {
        StackBehavior(layout: StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing))
    }
}

/// Views one above the other.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func children(into list: inout ChildList) { list.appendContent(content) }
    func makeBehavior() -> NodeBehavior {
        StackBehavior(layout: StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing))
    }
}

/// Views on top of each other, later ones in front.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    func children(into list: inout ChildList) { list.appendContent(content) }
    func makeBehavior() -> NodeBehavior { ZStackBehavior(alignment: alignment) }
}

/// Stacks make no element: their children's elements pass through.
struct StackBehavior: NodeBehavior {
    var drawRoute: DrawRoute { layout.axis == .vertical ? .verticalStack : .horizontalStack }
    let layout: StackLayout
    var stackLayout: StackLayout? { layout }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        layout.sizeThatFits(proposal, node: node)
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        layout.place(in: node, bounds: bounds)
    }
    func keepsAnswerAtLargerProposals(_ proposal: ProposedViewSize, node: ViewNode) -> Bool {
        layout.keepsAnswerAtLargerProposals(proposal, node: node)
    }
    func draw(_ node: ViewNode, into context: inout DrawContext) {
        node.drawStackUnits(along: layout.axis, into: &context)
    }
    func modifyEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = layout.axis }
    var passesChildElementsThrough: Bool { true }

    /// True when `new` lays out like `old`: a stack with the same axis, alignment and spacing.
    static func lays(_ new: NodeBehavior, outAs old: NodeBehavior) -> Bool {
        guard let new = new.stackLayout, let old = old.stackLayout else { return false }
        return new == old
    }
}

struct ZStackBehavior: NodeBehavior {
    var drawRoute: DrawRoute { .children }
    let alignment: Alignment
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        var size = CGSize.zero
        for unit in node.childUnits {
            let s = unit.sizeThatFits(proposal)
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        return size
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        for unit in node.childUnits {
            let s = unit.sizeThatFits(ProposedViewSize(bounds.size))
            let fitted = CGSize(width: min(s.width, bounds.width), height: min(s.height, bounds.height))
            unit.place(in: CGRect(origin: alignment.origin(of: fitted, in: bounds), size: fitted))
        }
    }
    func modifyEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = nil }
}

/// Flexible space along the stack it is in.
public struct Spacer: View, PrimitiveView, Equatable {
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { SpacerBehavior(minLength: minLength ?? 0) }
}

struct SpacerBehavior: NodeBehavior {
    let minLength: CGFloat
    var isSpacer: Bool { true }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        switch node.environment.stackAxis {
        case .horizontal:
            return CGSize(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical:
            return CGSize(width: 0, height: max(minLength, proposal.height ?? minLength))
        case nil:
            return CGSize(width: finite(proposal.width) ?? 0, height: finite(proposal.height) ?? 0)
        }
    }
    func draw(_ node: ViewNode, into context: inout DrawContext) {}
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] { [] }
    private func finite(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isFinite ? $0 : nil } }
}

/// A thin line across a vertical stack, or down a horizontal one.
public struct Divider: View, PrimitiveView, Equatable {
    public init() {}
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { DividerBehavior() }
}

struct DividerBehavior: NodeBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        if node.environment.stackAxis == .horizontal {
            return CGSize(width: 8, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 16)
        }
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 8, height: 16)
    }
    func draw(_ node: ViewNode, into context: inout DrawContext) {
        let rect = context.cells(node.frame)
        var style = CellStyle(foreground: Color.separator.terminalColor(in: node.environment))
        style.dim = false
        if node.environment.stackAxis == .horizontal {
            for y in rect.y..<rect.maxY { context.put("│", x: rect.x, y: y, style: style) }
        } else {
            context.put(String(repeating: "─", count: max(0, rect.width)), x: rect.x, y: rect.y, style: style)
        }
    }
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] { [] }
}
