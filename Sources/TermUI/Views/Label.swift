import Accessibility
import Foundation

/// A title with an icon. ONE element, whose label is the title; the icon is not spoken.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func children(into list: inout ChildList) {
        list.append(icon, key: .named("icon"))
        list.append(title, key: .named("title"))
    }
    func makeBehavior() -> NodeBehavior { LabelBehavior() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// How labels show: both parts, the title only or the icon only. The element is the same.
@MainActor @preconcurrency
public protocol LabelStyle {}
public struct DefaultLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }

enum LabelDisplay: Hashable { case both, titleOnly, iconOnly }

struct LabelDisplayKey: EnvironmentKey {
    static let defaultValue = LabelDisplay.both
}

extension EnvironmentValues {
    var labelDisplay: LabelDisplay {
        get { self[LabelDisplayKey.self] }
        set { self[LabelDisplayKey.self] = newValue }
    }
}

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let display: LabelDisplay = style is TitleOnlyLabelStyle ? .titleOnly : style is IconOnlyLabelStyle ? .iconOnly : .both
        return environment(\.labelDisplay, display)
    }
}

struct LabelBehavior: NodeBehavior {
    private func parts(_ node: ViewNode) -> (shown: [ViewNode], hidden: [ViewNode]) {
        let icon = node.children.first?.layoutUnits ?? []
        let title = node.children.dropFirst().first?.layoutUnits ?? []
        switch node.environment.labelDisplay {
        case .both: return (icon + title, [])
        case .titleOnly: return (title, icon)
        case .iconOnly: return (icon, title)
        }
    }
    private var layout: StackLayout { StackLayout(axis: .horizontal, alignment: 0.5, spacing: 8) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        layout.sizeThatFits(proposal, units: parts(node).shown)
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let (shown, hidden) = parts(node)
        layout.place(shown, in: bounds)
        for unit in hidden { unit.place(in: CGRect(origin: bounds.origin, size: .zero)) }
    }
    func modifyEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = .horizontal }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        let title = node.children.dropFirst().first?.accessibilityElements() ?? []
        let parts = title.isEmpty ? (node.children.first?.accessibilityElements() ?? []) : title
        guard !parts.isEmpty else { return [] }
        var element = AccessibilityElement(id: node.leafElementID)
        element.label = ElementRules.joinedLabel(parts)
        for leaf in ElementRules.leaves(parts) { element.traits.formUnion(leaf.traits) }
        if !title.isEmpty { element.traits.remove(.isImage) }
        element.frame = node.frame
        element.isEnabled = node.environment.isEnabled
        ElementRules.carry(from: parts, into: &element)
        return [element]
    }
}

/// A value with its label, in a form row. ONE element: the label from the label, the value
/// from the content.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.labeledContentStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The style's body when `labeledContentStyle` set one, else the row iOS draws: the label
    /// leading, the content trailing, read as one element (label, then the content as value).
    public var body: some View {
        if let style {
            AnyView(style.makeBody(AnyView(label), AnyView(content)).environment(\.labeledContentStyle, nil))
        } else {
            DefaultLabeledContent(label: label, content: content)
        }
    }
}

/// LabeledContent as iOS draws it with the automatic style.
struct DefaultLabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    func children(into list: inout ChildList) {
        list.append(label, key: .named("label"))
        list.append(content, key: .named("content"))
    }
    func makeBehavior() -> NodeBehavior { LabeledContentBehavior() }
}

/// A style for `LabeledContent`: `makeBody` places the label and the content as it likes;
/// VoiceOver reads what the body makes.
@MainActor
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a labeled content style draws from.
@MainActor
public struct LabeledContentStyleConfiguration {
    public let label: Label
    public let content: Content

    /// The label's views, for the style to place.
    public struct Label: View, PrimitiveView {
        let view: AnyView
        func children(into list: inout ChildList) { list.append(view, key: .named("")) }
        func makeBehavior() -> NodeBehavior { TransparentBehavior() }
    }
    /// The content's views, for the style to place.
    public struct Content: View, PrimitiveView {
        let view: AnyView
        func children(into list: inout ChildList) { list.append(view, key: .named("")) }
        func makeBehavior() -> NodeBehavior { TransparentBehavior() }
    }
}

/// The automatic style: the row iOS draws.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LabeledContent { configuration.content } label: { configuration.label }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// The style in effect for labeled content, type-erased into the environment; nil: automatic.
struct ResolvedLabeledContentStyle {
    let makeBody: @MainActor (_ label: AnyView, _ content: AnyView) -> any View
}

struct LabeledContentStyleKey: EnvironmentKey {
    static let defaultValue: ResolvedLabeledContentStyle? = nil
}

extension EnvironmentValues {
    var labeledContentStyle: ResolvedLabeledContentStyle? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the `LabeledContent` inside with `style`.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        if style is AutomaticLabeledContentStyle { return environment(\.labeledContentStyle, nil) }
        return environment(\.labeledContentStyle, ResolvedLabeledContentStyle { label, content in
            style.makeBody(configuration: LabeledContentStyleConfiguration(
                label: LabeledContentStyleConfiguration.Label(view: label),
                content: LabeledContentStyleConfiguration.Content(view: content)))
        })
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S1: StringProtocol, S: StringProtocol>(_ title: S1, value: S) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

struct LabeledContentBehavior: NodeBehavior {
    func contentSize(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let units = node.children.dropFirst().first?.layoutUnits ?? []
        if units.count == 1 { return units[0].sizeThatFits(ProposedViewSize(width: nil, height: proposal.height)) }
        return StackLayout(axis: .vertical, alignment: .trailing, spacing: 0).sizeThatFits(.unspecified, units: units)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        ControlRow.size(label: node.children.first?.layoutUnits ?? [], control: contentSize(node, proposal),
                        proposal: proposal, labelHidden: node.environment.labelsHidden)
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let size = contentSize(node, ProposedViewSize(bounds.size))
        let rect = ControlRow.place(label: node.children.first?.layoutUnits ?? [], control: size, in: bounds,
                                    labelHidden: node.environment.labelsHidden)
        let units = node.children.dropFirst().first?.layoutUnits ?? []
        if units.count == 1 { units[0].place(in: rect) }
        else { StackLayout(axis: .vertical, alignment: .trailing, spacing: 0).place(units, in: rect) }
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        let label = node.children.first?.accessibilityElements() ?? []
        let content = node.children.dropFirst().first?.accessibilityElements() ?? []
        var element = AccessibilityElement(id: node.leafElementID)
        element.label = ElementRules.joinedLabel(label)
        let value = ElementRules.joinedLabel(content)
        element.value = value.isEmpty ? nil : value
        element.traits = .isStaticText
        element.frame = node.frame
        element.isEnabled = node.environment.isEnabled
        // A control as the content keeps working through the one element.
        for leaf in ElementRules.leaves(content) {
            element.traits.formUnion(leaf.traits.intersection(AccessibilityTraits.mergedTraits))
            element.defaultAction = element.defaultAction ?? leaf.defaultAction
            element.adjustableAction = element.adjustableAction ?? leaf.adjustableAction
        }
        if element.traits.contains(.isButton) || element.isAdjustable { element.traits.remove(.isStaticText) }
        ElementRules.carry(from: label + content, into: &element)
        return [element]
    }
}
