import Accessibility
import Foundation

/// A choice among options, each marked with `.tag(value)` (or identified by its `ForEach` id).
///
/// Default and `.menu` style: one element with the button trait, the picker's label, and the
/// selected option's text as its value; activation selects the next option (wrapping), since a
/// terminal has no pop-up menu to open. Drawn as the label and `‹selected› ▾` on the trailing
/// edge. `.wheel`: the same element, adjustable instead of a button (swipe up and down move
/// through the options). `.segmented` (and `.inline`, `.radioGroup`, drawn one option a row):
/// each option is its own element, a button with `isSelected` on the selected one; activation
/// selects it.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    func children(into list: inout ChildList) {
        list.append(label, key: .named("label"))
        list.append(content, key: .named("content"))
    }
    func makeBehavior() -> NodeBehavior {
        let selection = self.selection
        return PickerBehavior(selected: { AnyHashable(selection.wrappedValue) }, select: { tag in
            if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
        })
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

extension View {
    /// The value this view stands for inside a `Picker`.
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(TagModifier(tag: AnyHashable(tag))) }
}

struct TagModifier: PrimitiveModifier {
    let tag: AnyHashable
    func makeBehavior() -> NodeBehavior { TagBehavior(tag: tag) }
}

struct TagBehavior: NodeBehavior {
    let tag: AnyHashable
    func changesSelectionRows(from old: NodeBehavior) -> Bool { (old as? TagBehavior)?.tag != tag }
}

// MARK: Styles

@MainActor @preconcurrency
public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct RadioGroupPickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == RadioGroupPickerStyle { public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() } }

enum PickerKind: Hashable { case menu, wheel, segmented, inline }

struct PickerKindKey: EnvironmentKey {
    static let defaultValue = PickerKind.menu
}

extension EnvironmentValues {
    var pickerKind: PickerKind {
        get { self[PickerKindKey.self] }
        set { self[PickerKindKey.self] = newValue }
    }
}

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerKind = switch style {
        case is SegmentedPickerStyle: .segmented
        case is WheelPickerStyle: .wheel
        case is InlinePickerStyle, is RadioGroupPickerStyle: .inline
        default: .menu
        }
        return environment(\.pickerKind, kind)
    }
}

// MARK: Behaviour

struct PickerBehavior: NodeBehavior {
    func changesSelectionRows(from old: NodeBehavior) -> Bool { true }
    let selected: @MainActor () -> AnyHashable
    let select: @MainActor (AnyHashable) -> Void

    struct Option {
        let tag: AnyHashable
        let node: ViewNode
        @MainActor var label: String { ElementRules.joinedLabel(node.accessibilityElements()) }
    }

    /// The tagged views in the content, in order. A ForEach row without a tag is tagged by its id.
    static func options(_ node: ViewNode) -> [Option] {
        var result: [Option] = []
        func visit(_ node: ViewNode, implicit: AnyHashable?) {
            if let tag = node.behavior as? TagBehavior {
                result.append(Option(tag: tag.tag, node: node))
                return
            }
            if node.behavior is ForEachBehavior || node.lazyRows != nil {
                // A row without a tag is tagged by its id.
                for row in node.contentChildren {
                    let before = result.count
                    visit(row, implicit: nil)
                    if result.count == before, let id = row.key.explicitID { result.append(Option(tag: id, node: row)) }
                }
                return
            }
            if let identity = node.behavior as? ExplicitIdentityBehavior {
                let before = result.count
                for child in node.contentChildren { visit(child, implicit: nil) }
                if result.count == before { result.append(Option(tag: identity.id, node: node)) }
                return
            }
            for child in node.contentChildren { visit(child, implicit: implicit) }
        }
        if let content = node.children.dropFirst().first { visit(content, implicit: nil) }
        return result
    }

    private var labelUnits: (ViewNode) -> [ViewNode] { { $0.children.first?.layoutUnits ?? [] } }

    private func selectedIndex(_ options: [Option]) -> Int? {
        let current = selected()
        return options.firstIndex { $0.tag == current }
    }

    private func menuControl(_ node: ViewNode) -> (text: String, size: CGSize) {
        let options = Self.options(node)
        let title = selectedIndex(options).map { options[$0].label } ?? ""
        let text = title + " ▾"
        return (text, CGSize(width: CGFloat(TerminalText.width(of: text)) * 8, height: 16))
    }

    private func optionSizes(_ options: [Option]) -> [CGSize] {
        options.map { $0.node.sizeThatFits(.unspecified) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        switch node.environment.pickerKind {
        case .menu, .wheel:
            return ControlRow.size(label: labelUnits(node), control: menuControl(node).size, proposal: proposal,
                                   labelHidden: node.environment.labelsHidden)
        case .segmented:
            let sizes = optionSizes(Self.options(node))
            let width = sizes.reduce(0) { $0 + $1.width + 16 } + CGFloat(max(0, sizes.count - 1)) * 8
            return CGSize(width: width, height: sizes.map(\.height).max() ?? 16)
        case .inline:
            let sizes = optionSizes(Self.options(node))
            return CGSize(width: (sizes.map(\.width).max() ?? 0) + 16, height: sizes.reduce(0) { $0 + $1.height })
        }
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let options = Self.options(node)
        switch node.environment.pickerKind {
        case .menu, .wheel:
            ControlRow.place(label: labelUnits(node), control: menuControl(node).size, in: bounds,
                             labelHidden: node.environment.labelsHidden)
            // The options are read, not drawn.
            for option in options { option.node.place(in: CGRect(origin: bounds.origin, size: .zero)) }
            return
        case .segmented:
            for unit in labelUnits(node) { unit.place(in: CGRect(origin: bounds.origin, size: .zero)) }
            var x = bounds.minX
            for (option, size) in zip(options, optionSizes(options)) {
                option.node.place(in: CGRect(x: x + 8, y: bounds.minY, width: size.width, height: size.height))
                x += size.width + 16 + 8
            }
        case .inline:
            for unit in labelUnits(node) { unit.place(in: CGRect(origin: bounds.origin, size: .zero)) }
            var y = bounds.minY
            for (option, size) in zip(options, optionSizes(options)) {
                option.node.place(in: CGRect(x: bounds.minX + 16, y: y, width: size.width, height: size.height))
                y += size.height
            }
        }
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        let options = Self.options(node)
        let index = selectedIndex(options)
        let accent = CellStyle(foreground: (node.environment.tint ?? .accentColor).terminalColor(in: node.environment))
        switch node.environment.pickerKind {
        case .menu, .wheel:
            for unit in labelUnits(node) { unit.draw(into: &context) }
            let rect = context.cells(node.frame)
            let control = menuControl(node)
            let width = TerminalText.width(of: control.text)
            context.put(control.text, x: rect.column(rect.maxX - width, width: width, rightToLeft: node.environment.isRightToLeft),
                        y: rect.y, style: accent)
        case .segmented:
            for (i, option) in options.enumerated() {
                option.node.draw(into: &context)
                let cells = context.cells(option.node.frame)
                let segment = CellRect(x: cells.x - 1, y: cells.y, width: cells.width + 2, height: max(1, cells.height))
                if i == index { context.restyle(segment) { $0.reverse = true } }
                // Between a segment and the next one, which is on its left right to left.
                if i < options.count - 1 {
                    context.put("│", x: node.environment.isRightToLeft ? segment.x - 1 : segment.maxX, y: cells.y,
                                style: CellStyle(foreground: Color.separator.terminalColor(in: node.environment)))
                }
            }
        case .inline:
            for (i, option) in options.enumerated() {
                option.node.draw(into: &context)
                let cells = context.cells(option.node.frame)
                if i == index {
                    context.put("✓", x: node.environment.isRightToLeft ? cells.maxX + 1 : cells.x - 2, y: cells.y, style: accent)
                }
            }
        }
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        let options = Self.options(node)
        let index = selectedIndex(options)
        let enabled = node.environment.isEnabled
        let select = self.select
        switch node.environment.pickerKind {
        case .segmented, .inline:
            let items = options.enumerated().map { i, option in
                var element = AccessibilityElement(id: option.node.createdElementID)
                element.label = option.label
                element.traits = i == index ? [.isButton, .isSelected] : .isButton
                element.frame = option.node.frame
                element.isEnabled = enabled
                if enabled {
                    let tag = option.tag
                    element.defaultAction = { select(tag) }
                }
                return element
            }
            // A segmented control's segments are counted "N of M", as UISegmentedControl's are.
            guard node.environment.pickerKind == .segmented, !items.isEmpty else { return items }
            var control = AccessibilityElement(id: node.leafElementID)
            control.isContainer = true
            control.containerType = .segmentedControl
            control.children = items
            control.frame = node.frame
            return [control]
        case .menu, .wheel:
            let label = node.children.first?.accessibilityElements() ?? []
            var element = AccessibilityElement(id: node.leafElementID)
            element.label = ElementRules.joinedLabel(label)
            element.value = index.map { options[$0].label }
            element.frame = node.frame
            element.isEnabled = enabled
            let tags = options.map(\.tag)
            let step: @MainActor (Int) -> Void = { delta in
                guard !tags.isEmpty else { return }
                let next = ((index ?? -1) + delta + tags.count) % tags.count
                select(tags[next])
            }
            if node.environment.pickerKind == .wheel {
                element.traits = .isPickerItem
                if enabled {
                    element.adjustableAction = { direction in
                        let current = index ?? 0
                        let next = direction == .increment ? min(tags.count - 1, current + 1) : max(0, current - 1)
                        if tags.indices.contains(next) { select(tags[next]) }
                    }
                }
            } else {
                element.traits = .isButton
                if enabled { element.defaultAction = { step(1) } }
            }
            return [element]
        }
    }
}
