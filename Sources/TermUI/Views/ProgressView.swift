import Accessibility
import Foundation

/// Progress of a task. Determinate: the label above a bar, and an element with the label and
/// the percent as its value. Indeterminate (no value): a spinner glyph before the label, and
/// an element with the label ("In progress" when there is none) and no value.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let fraction: Double?

    init(label: Label, currentValueLabel: CurrentValueLabel, value: Double?, total: Double) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        fraction = value.map { total > 0 ? min(1, max(0, $0 / total)) : 0 }
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), value: value.map { Double($0) }, total: Double(total))
    }

    func children(into list: inout ChildList) {
        list.append(label, key: .named("label"))
        list.append(currentValueLabel, key: .named("current"))
    }
    func makeBehavior() -> NodeBehavior { ProgressBehavior(fraction: fraction) }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: EmptyView(), value: nil, total: 1)
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: EmptyView(), value: value.map { Double($0) }, total: Double(total))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {
        self.init(label: EmptyView(), currentValueLabel: EmptyView(), value: nil, total: 1)
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: EmptyView(), currentValueLabel: EmptyView(), value: value.map { Double($0) }, total: Double(total))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: Text(titleKey), currentValueLabel: EmptyView(), value: nil, total: 1)
    }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(label: Text(titleKey), currentValueLabel: EmptyView(), value: value.map { Double($0) }, total: Double(total))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: Text(title), currentValueLabel: EmptyView(), value: nil, total: 1)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(title), currentValueLabel: EmptyView(), value: value.map { Double($0) }, total: Double(total))
    }
}

struct ProgressBehavior: NodeBehavior {
    let fraction: Double?
    static let spinner = "◌"

    private func units(_ node: ViewNode) -> (label: [ViewNode], current: [ViewNode]) {
        (node.children.first?.layoutUnits ?? [], node.children.dropFirst().first?.layoutUnits ?? [])
    }
    private func stackSize(_ units: [ViewNode], _ proposal: ProposedViewSize) -> CGSize {
        StackLayout(axis: .vertical, alignment: .leading, spacing: 0).sizeThatFits(proposal, units: units)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let (label, current) = units(node)
        if fraction == nil {
            let size = stackSize(label, ProposedViewSize(width: proposal.width.map { max(0, $0 - 16) }, height: proposal.height))
            return CGSize(width: 8 + (size.width > 0 ? 8 + size.width : 0), height: max(16, size.height))
        }
        let inner = ProposedViewSize(width: proposal.width, height: nil)
        let l = stackSize(label, inner), c = stackSize(current, inner)
        // The bar spreads across the width offered, like iOS's.
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? max(20 * 8, l.width, c.width)
        return CGSize(width: width, height: l.height + 16 + c.height)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let (label, current) = units(node)
        let layout = StackLayout(axis: .vertical, alignment: .leading, spacing: 0)
        if fraction == nil {
            let size = stackSize(label, ProposedViewSize(width: max(0, bounds.width - 16), height: bounds.height))
            layout.place(label, in: CGRect(x: bounds.minX + 16, y: bounds.minY, width: size.width, height: size.height))
            layout.place(current, in: CGRect(origin: bounds.origin, size: .zero))
            return
        }
        let inner = ProposedViewSize(width: bounds.width, height: nil)
        let l = stackSize(label, inner), c = stackSize(current, inner)
        layout.place(label, in: CGRect(x: bounds.minX, y: bounds.minY, width: l.width, height: l.height))
        layout.place(current, in: CGRect(x: bounds.minX, y: bounds.minY + l.height + 16, width: c.width, height: c.height))
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        node.drawChildren(into: &context)
        let rect = context.cells(node.frame)
        // Right to left, the spinner is at the right and the bar fills from the right.
        let rightToLeft = node.environment.isRightToLeft
        guard let fraction else {
            context.put(Self.spinner, x: rect.column(rect.x, width: 1, rightToLeft: rightToLeft), y: rect.y,
                        style: CellStyle(foreground: (node.environment.tint ?? .accentColor).terminalColor(in: node.environment)))
            return
        }
        let labelRows = context.cells(CGRect(origin: .zero, size: CGSize(width: 0, height: barOffset(node)))).height
        let filled = Int((Double(rect.width) * fraction).rounded())
        let rest = max(0, rect.width - filled)
        let y = rect.y + labelRows
        context.put(String(repeating: "█", count: filled), x: rect.column(rect.x, width: filled, rightToLeft: rightToLeft), y: y,
                    style: CellStyle(foreground: (node.environment.tint ?? .accentColor).terminalColor(in: node.environment)))
        context.put(String(repeating: "░", count: rest), x: rect.column(rect.x + filled, width: rest, rightToLeft: rightToLeft), y: y,
                    style: CellStyle(foreground: Color.track.terminalColor(in: node.environment)))
    }

    private func barOffset(_ node: ViewNode) -> CGFloat {
        let label = units(node).label
        return stackSize(label, ProposedViewSize(width: node.frame.width, height: nil)).height
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        let labelElements = node.children.first?.accessibilityElements() ?? []
        var element = AccessibilityElement(id: node.leafElementID)
        element.label = ElementRules.joinedLabel(labelElements)
        if let fraction {
            element.value = "\(Int((fraction * 100).rounded()))%"
        } else if element.label.isEmpty {
            element.label = "In progress"
        }
        element.traits = .updatesFrequently
        element.frame = node.frame
        element.isEnabled = node.environment.isEnabled
        return [element]
    }
}
