import Accessibility
import Foundation

/// A control that increments and decrements a value, drawn as the label and `[−|+]` on the
/// trailing edge. As UIStepper is on iOS, it is a container of its label and two buttons,
/// "Decrement, Button" and "Increment, Button" (the value is not part of either), each dimmed
/// at its end of the range; activating one changes the value, and the new value (a decimal
/// number) is announced without moving focus, as VoiceOver speaks it on a device.
public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let value: (@MainActor () -> String)?
    /// Whether the value sits at the bottom / top of its range, where that button is dimmed.
    var atBounds: (@MainActor () -> (lower: Bool, upper: Bool))?

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
        if let range {
            atBounds = { (value.wrappedValue <= range.lowerBound, value.wrappedValue >= range.upperBound) }
        }
    }

    static func spoken<V>(_ value: V) -> String {
        let text = "\(value)"
        if let number = Double(text) { return ControlRow.decimal(number) }
        return text
    }

    func children(into list: inout ChildList) { list.append(label, key: .named("")) }
    func makeBehavior() -> NodeBehavior {
        StepperBehavior(increment: increment, decrement: decrement, value: value, atBounds: atBounds)
    }
}

extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, range: nil, step: step, label: Text(titleKey))
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, range: bounds, step: step, label: Text(titleKey))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, range: nil, step: step, label: Text(title))
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, range: bounds, step: step, label: Text(title))
    }
}

struct StepperBehavior: NodeBehavior {
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let value: (@MainActor () -> String)?
    let atBounds: (@MainActor () -> (lower: Bool, upper: Bool))?
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
        var style = CellStyle(foreground: (node.environment.tint ?? .accentColor).terminalColor(in: node.environment))
        style.dim = !node.environment.isEnabled
        // Right to left the control is on the left edge, "+" first, as a flipped UIStepper.
        let rightToLeft = node.environment.isRightToLeft
        context.put(rightToLeft ? "[+|−]" : "[−|+]", x: rect.column(rect.maxX - 5, width: 5, rightToLeft: rightToLeft), y: rect.y,
                    style: style)
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        let content = node.childElements()
        let enabled = node.environment.isEnabled
        let bounds = atBounds?() ?? (lower: false, upper: false)
        // The two buttons sit in the `[−|+]` on the trailing edge: "−" then "+" (mirrored right
        // to left).
        let control = CGRect(x: node.frame.maxX - Self.control.width, y: node.frame.minY,
                             width: Self.control.width, height: Self.control.height)
        let value = self.value
        func button(_ name: String, _ suffix: String, _ action: (() -> Void)?, atEnd: Bool, x: CGFloat) -> AccessibilityElement {
            var element = AccessibilityElement(id: AccessibilityElementID(node.leafElementID.rawValue + suffix))
            element.label = name
            element.traits = .isButton
            element.frame = CGRect(x: x, y: control.minY, width: 16, height: control.height)
                .mirrored(in: node.frame, rightToLeft: node.environment.isRightToLeft)
            element.isEnabled = enabled && action != nil && !atEnd
            if element.isEnabled, let action {
                // The buttons carry no value; the stepper announces its new one.
                element.defaultAction = {
                    action()
                    if let value { AccessibilityNotification.Announcement(value()).post() }
                }
            }
            return element
        }
        var container = AccessibilityElement(id: node.leafElementID)
        container.isContainer = true
        container.frame = node.frame
        container.isEnabled = enabled
        // The value stays in the tree (inspector, exports) on the stepper, which is not read.
        container.value = value?()
        container.children = content + [
            button(Self.decrementLabel, "/decrement", decrement, atEnd: bounds.lower, x: control.minX + 8),
            button(Self.incrementLabel, "/increment", increment, atEnd: bounds.upper, x: control.minX + 24),
        ]
        return [container]
    }

    /// UIStepper's buttons' labels.
    static let decrementLabel = "Decrement"
    static let incrementLabel = "Increment"
}
