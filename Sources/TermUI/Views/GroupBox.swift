import Accessibility
import Foundation

/// Content in a box, with an optional label drawn in the top edge. Its elements are the
/// label's, then the content's.
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
    func children(into list: inout ChildList) {
        list.append(label, key: .named("label"))
        list.append(content, key: .named("content"))
    }
    func makeBehavior() -> NodeBehavior { GroupBoxBehavior() }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox where Label == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content, label: { Text(title) }) }
}

struct GroupBoxBehavior: NodeBehavior {
    // A border column and a space on each side; a border row above and below.
    static let insets = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)

    private func parts(_ node: ViewNode) -> (label: [ViewNode], content: [ViewNode]) {
        (node.children.first?.layoutUnits ?? [], node.children.dropFirst().first?.layoutUnits ?? [])
    }
    private var stack: StackLayout { StackLayout(axis: .vertical, alignment: .leading, spacing: 0) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let (label, content) = parts(node)
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - 32) }, height: proposal.height.map { max(0, $0 - 32) })
        let c = stack.sizeThatFits(inner, units: content)
        let l = stack.sizeThatFits(ProposedViewSize(width: inner.width, height: 16), units: label)
        return CGSize(width: max(c.width, l.width) + 32, height: c.height + 32)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let (label, content) = parts(node)
        let innerWidth = max(0, bounds.width - 32)
        let l = stack.sizeThatFits(ProposedViewSize(width: innerWidth, height: 16), units: label)
        stack.place(label, in: CGRect(x: bounds.minX + 16, y: bounds.minY, width: l.width, height: min(16, l.height)))
        let c = stack.sizeThatFits(ProposedViewSize(width: innerWidth, height: max(0, bounds.height - 32)), units: content)
        stack.place(content, in: CGRect(x: bounds.minX + 16, y: bounds.minY + 16, width: innerWidth, height: c.height))
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        let rect = context.cells(node.frame)
        if rect.width >= 2, rect.height >= 2 {
            let style = CellStyle(foreground: Color.control.terminalColor(in: node.environment))
            context.drawBox(rect, rounded: true, style: style)
        }
        node.drawChildren(into: &context)
    }

    func modifyEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = nil }
}
