import Accessibility
import Foundation

/// A control that increments and decrements a value. Its element is adjustable (swipe up and
/// down step the value), with the label from its label content and the value as a decimal
/// number. Drawn as the label and `[−|+]` on the trailing edge.
public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let value: (@MainActor () -> String)?

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
        value = nil
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, range: nil, step: step, label: label())
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, range: bounds, step: step, label: label())
    }

    init<V: Strideable>(value: Binding<V>, range: ClosedRange<V>?, step: V.Stride, label: Label) {
        self.label = label
        increment = {
            let next = value.wrappedValue.advanced(by: step)
            value.wrappedValue = range.map { min(next, $0.upperBound) } ?? next
        }
        decrement = {
            let next = value.wrappedValue.advanced(by: -step)
            value.wrappedValue = range.map { max(next, $0.lowerBound) } ?? next
        }
        self.value = { Stepper.spoken(value.wrappedValue) }
    }

    static func spoken<V>(_ value: V) -> String {
        let text = "\(value)"
        if let number = Double(text) { return ControlRow.decimal(number) }
        return text
    }

    func children(into list: inout ChildList) { list.append(label, key: .named("")) }
    func makeBehavior() -> NodeBehavior { StepperBehavior(increment: increment, decrement: decrement, value: value) }
}

extension Stepper where Label == Text {
    public init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, range: nil, step: step, label: Text(title))
    }
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, range: bounds, step: step, label: Text(title))
    }
}

struct StepperBehavior: NodeBehavior {
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let value: (@MainActor () -> String)?
    static let control = CGSize(width: 5 * 8, height: 16)

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        ControlRow.size(label: node.childUnits, control: Self.control, proposal: proposal, labelHidden: node.environment.labelsHidden)
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        ControlRow.place(label: node.childUnits, control: Self.control, in: bounds, labelHidden: node.environment.labelsHidden)
    }
    func draw(_ node: ViewNode, into context: inout DrawContext) {
        node.drawChildren(into: &context)
        let rect = context.cells(node.frame)
        var style = CellStyle(foreground: Color.accentColor.terminalColor(in: node.environment))
        style.dim = !node.environment.isEnabled
        context.put("[−|+]", x: rect.maxX - 5, y: rect.y, style: style)
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        let content = node.childElements()
        var element = AccessibilityElement(id: node.leafElementID)
        element.label = ElementRules.joinedLabel(content)
        element.value = value?()
        element.frame = node.frame
        element.isEnabled = node.environment.isEnabled
        ElementRules.carry(from: content, into: &element)
        if element.isEnabled {
            let increment = self.increment, decrement = self.decrement
            element.adjustableAction = { direction in
                if direction == .increment { increment?() } else { decrement?() }
            }
        }
        return [element]
    }
}
