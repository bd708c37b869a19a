import Accessibility
import Foundation

/// A control that performs an action. Its element's label comes from its label content, with
/// the button trait; activation runs the action.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let action: () -> Void
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        role = nil
    }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        self.role = role
    }
    func children(into list: inout ChildList) {
        list.append(ButtonStyleBody.resolve(label, role: role, action: action, in: list.environment), key: .named(""))
    }
    func makeBehavior() -> NodeBehavior { ButtonBehavior(action: action) }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

struct ButtonBehavior: NodeBehavior {
    var drawRoute: DrawRoute { .children }
    let action: () -> Void

    func modifyEnvironment(_ environment: inout EnvironmentValues) {
        let style = environment.buttonStyle
        if environment.foregroundColor == nil, environment.isEnabled, style?.isPlain != true {
            environment.foregroundColor = environment.tint ?? .accentColor
        }
        // Button Shapes: the system's styles mark a button so it is told apart from text without
        // colour. A terminal cannot draw iOS's rounded shape behind a label; it underlines it.
        if environment.accessibilityShowButtonShapes, style == nil || style?.isBuiltin == true && style?.isPlain != true {
            environment.isUnderlined = true
        }
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        let content = node.childElements()
        // A custom primitive style's body is the button now: its elements stand for it.
        if node.environment.buttonStyle?.replacesButton == true { return content }
        var element = AccessibilityElement(id: node.leafElementID)
        element.label = ElementRules.joinedLabel(content)
        element.traits = .isButton
        element.frame = node.frame
        // `.disabled(true)` inside the label (on its text) dims the whole button on iOS, and a
        // double tap then does nothing: the button is enabled only when all of its label is.
        // A closure, not `\.isEnabled`: a key path through the element's dynamic member is
        // made anew at each use, with a look-up of its generic argument.
        element.isEnabled = node.environment.isEnabled && ElementRules.leaves(content).allSatisfy { $0.isEnabled }
        ElementRules.carry(from: content, into: &element)
        if element.isEnabled {
            let action = self.action
            element.interaction.defaultAction = { action() }  // not through a key path, as a switch's
        }
        return [element]
    }
}

/// An on/off switch. Its element says "Switch button" with its state; activation flips it.
public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    func children(into list: inout ChildList) {
        let resolved = ToggleStyleBody.resolve(label, isOn: isOn, in: list.environment)
        list.append(resolved.body, key: .named(""))
        // A style that draws no label: the label is kept for the toggle's element only.
        if !resolved.holdsLabel { list.append(label, key: .detached("label")) }
    }
    func makeBehavior() -> NodeBehavior { ToggleBehavior(isOn: isOn) }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style's configuration describes, drawn as a plain switch: a style that only
    /// decorates the toggle wraps this. It is the styled toggle, not another element.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

struct ToggleBehavior: NodeBehavior {
    let isOn: Binding<Bool>
    static let switchWidth: CGFloat = 4 * 8

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        if node.isStyledToggle { return node.contentSizeThatFits(proposal) }
        if node.environment.labelsHidden { return CGSize(width: Self.switchWidth, height: 16) }
        let labelWidth = proposal.width.map { max(0, $0 - Self.switchWidth - 8) }
        let label = node.contentSizeThatFits(ProposedViewSize(width: labelWidth, height: proposal.height))
        let ideal = label.width + (label.width > 0 ? 8 : 0) + Self.switchWidth
        // Like iOS, a toggle spreads across the width it is offered.
        let width = proposal.width.flatMap { $0.isFinite ? max($0, ideal) : nil } ?? ideal
        return CGSize(width: width, height: max(16, label.height))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        if node.isStyledToggle { return node.placeContent(in: bounds) }
        if node.environment.labelsHidden { return node.placeContent(in: CGRect(origin: bounds.origin, size: .zero)) }
        let labelWidth = max(0, bounds.width - Self.switchWidth - 8)
        let size = node.contentSizeThatFits(ProposedViewSize(width: labelWidth, height: bounds.height))
        node.placeContent(in: CGRect(x: bounds.minX, y: bounds.minY + snap((bounds.height - size.height) / 2, 16),
                                     width: min(size.width, labelWidth), height: size.height))
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        node.drawChildren(into: &context)
        if node.isStyledToggle { return }
        let rect = context.cells(node.frame)
        let on = isOn.wrappedValue
        var style = CellStyle(foreground: (on ? Color.switchOn : Color.control).terminalColor(in: node.environment), bold: on)
        style.dim = !node.environment.isEnabled
        // The switch is on the trailing edge, its knob at the trailing end when on: both flip
        // right to left, as iOS's switch does.
        let rightToLeft = node.environment.isRightToLeft
        let glyph = rightToLeft ? (on ? "●━━━" : "───●") : (on ? "━━━●" : "●───")
        context.put(glyph, x: rect.column(rect.maxX - 4, width: 4, rightToLeft: rightToLeft),
                    y: rect.y + max(0, (rect.height - 1) / 2), style: style)
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        // A styled toggle keeps its label: the elements of the style's `configuration.label`.
        let content = node.isStyledToggle ? node.configurationLabelElements() : node.childElements()
        var element = AccessibilityElement(id: node.leafElementID)
        element.label = ElementRules.joinedLabel(content)
        let on = isOn.wrappedValue
        // SwiftUI gives a toggle the toggle trait, and isSelected while it is on.
        element.traits = on ? [.isToggle, .isSelected] : [.isToggle]
        element.value = SwitchState(isOn: on).rawValue
        element.frame = node.frame
        element.isEnabled = node.environment.isEnabled
        if element.isEnabled {
            let binding = isOn
            // Through the group, not `element.defaultAction`: a function stored through a key
            // path is wrapped in a thunk, an allocation for every switch on the screen.
            element.interaction.defaultAction = { binding.wrappedValue.toggle() }
        }
        return [element]
    }
}

/// A control for a value in a range. Adjustable: swipe up and down change it.
public struct Slider<Label: View>: View, PrimitiveView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.label = label()
    }
    func children(into list: inout ChildList) { list.append(label, key: .named("")) }
    func makeBehavior() -> NodeBehavior { SliderBehavior(value: value, bounds: bounds, step: step) }
}

extension Slider where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

struct SliderBehavior: NodeBehavior {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?

    var fraction: Double {
        let width = bounds.upperBound - bounds.lowerBound
        guard width > 0 else { return 0 }
        return min(1, max(0, (value.wrappedValue - bounds.lowerBound) / width))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 20 * 8
        return CGSize(width: max(5 * 8, width), height: 16)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        // The label is for accessibility only, as on iOS: it takes no space.
        node.placeContent(in: CGRect(origin: bounds.origin, size: .zero))
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        let rect = context.cells(node.frame)
        guard rect.width >= 3 else { return }
        let track = rect.width - 1
        let thumb = Int((Double(track) * fraction).rounded())
        let filled = CellStyle(foreground: Color.sliderFill.terminalColor(in: node.environment), dim: !node.environment.isEnabled)
        let empty = CellStyle(foreground: Color.track.terminalColor(in: node.environment))
        // Right to left, the minimum is at the right and the track fills towards the left.
        let rightToLeft = node.environment.isRightToLeft
        context.put(String(repeating: "━", count: thumb), x: rect.column(rect.x, width: thumb, rightToLeft: rightToLeft),
                    y: rect.y, style: filled)
        context.put("●", x: rect.column(rect.x + thumb, width: 1, rightToLeft: rightToLeft), y: rect.y, style: CellStyle(bold: true))
        let rest = max(0, track - thumb)
        context.put(String(repeating: "─", count: rest), x: rect.column(rect.x + thumb + 1, width: rest, rightToLeft: rightToLeft),
                    y: rect.y, style: empty)
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        var element = AccessibilityElement(id: node.leafElementID)
        element.label = ElementRules.joinedLabel(node.childElements())
        element.value = Self.formatted(value.wrappedValue, in: bounds)
        element.frame = node.frame
        element.isEnabled = node.environment.isEnabled
        // The thumb: `fraction` of the way from the leading edge.
        let thumbOffset = node.frame.width * fraction
        element.activationPoint = CGPoint(x: node.environment.isRightToLeft ? node.frame.maxX - thumbOffset : node.frame.minX + thumbOffset,
                                          y: node.frame.midY)
        if element.isEnabled {
            let binding = value, bounds = self.bounds
            // Without a step, VoiceOver moves a slider by a tenth of its range.
            let increment = step ?? (bounds.upperBound - bounds.lowerBound) / 10
            element.adjustableAction = { direction in
                let delta = direction == .increment ? increment : -increment
                binding.wrappedValue = min(bounds.upperBound, max(bounds.lowerBound, binding.wrappedValue + delta))
            }
        }
        return [element]
    }

    /// SwiftUI speaks a slider's value as a percentage when its range spans 1 or 100,
    /// otherwise as a number.
    static func formatted(_ value: Double, in bounds: ClosedRange<Double>) -> String {
        let width = bounds.upperBound - bounds.lowerBound
        if width == 1 || width == 100 {
            let percent = ((value - bounds.lowerBound) / width * 100).rounded()
            return "\(Int(percent))%"
        }
        if value == value.rounded() { return "\(Int(value))" }
        return String(format: "%.2f", value).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
    }
}
