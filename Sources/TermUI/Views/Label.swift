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
        if let style = list.environment.labelStyle {
            // A custom style's body, then the title on its own (not drawn), which is read when
            // the body leaves the title out, as an icon-only label still reads its title.
            let configuration = LabelStyleConfiguration(title: LabelStyleConfiguration.Title(content: AnyView(title)),
                                                        icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
            list.append(style.makeBody(configuration).environment(\.labelStyle, nil), key: .named("style"))
            list.append(title, key: .named("title"))
        } else {
            list.append(icon, key: .named("icon"))
            list.append(title, key: .named("title"))
        }
    }
    func makeBehavior() -> NodeBehavior { LabelBehavior() }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style is given, for a style that draws it with the style outside its own
    /// (or the built-in one).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
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

/// How labels show. The built-in styles show both parts, the title only or the icon only; the
/// label stays one element read by its title whatever shows. A style of one's own places
/// `configuration.icon` and `configuration.title` in its body, and VoiceOver reads what the
/// body makes, as one element (see `LabelBehavior`).
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a label style draws from: the label's title and icon.
@MainActor
public struct LabelStyleConfiguration {
    public let title: Title
    public let icon: Icon

    /// The label's title, for the style to place.
    public struct Title: View, PrimitiveView {
        let content: AnyView
        func children(into list: inout ChildList) { list.append(content, key: .named("")) }
        func makeBehavior() -> NodeBehavior { LabelPartBehavior(part: .title) }
    }
    /// The label's icon, for the style to place.
    public struct Icon: View, PrimitiveView {
        let content: AnyView
        func children(into list: inout ChildList) { list.append(content, key: .named("")) }
        func makeBehavior() -> NodeBehavior { LabelPartBehavior(part: .icon) }
    }
}

/// Marks a label's title or icon inside a style's body, so the label knows its parts' elements.
struct LabelPartBehavior: NodeBehavior {
    enum Part { case title, icon }
    let part: Part
    var isTransparent: Bool { true }
    var passesChildElementsThrough: Bool { true }
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(TitleAndIconLabelStyle()) }
}
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(TitleAndIconLabelStyle()) }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(TitleOnlyLabelStyle()) }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(IconOnlyLabelStyle()) }
}
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }

enum LabelDisplay: Hashable { case both, titleOnly, iconOnly }

struct LabelDisplayKey: EnvironmentKey {
    static let defaultValue = LabelDisplay.both
}

/// A style of one's own, type-erased into the environment; nil: a built-in style.
struct ResolvedLabelStyle {
    let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView
}

struct LabelStyleKey: EnvironmentKey {
    static let defaultValue: ResolvedLabelStyle? = nil
}

extension EnvironmentValues {
    var labelDisplay: LabelDisplay {
        get { self[LabelDisplayKey.self] }
        set { self[LabelDisplayKey.self] = newValue }
    }
    var labelStyle: ResolvedLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the labels inside with `style`: a built-in style shows both parts, the title or the
    /// icon; a style of one's own draws its body.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let display: LabelDisplay? = style is TitleOnlyLabelStyle ? .titleOnly : style is IconOnlyLabelStyle ? .iconOnly
            : style is TitleAndIconLabelStyle || style is DefaultLabelStyle ? .both : nil
        let custom: ResolvedLabelStyle? = display != nil ? nil : ResolvedLabelStyle { configuration in
            AnyView(style.makeBody(configuration: configuration))
        }
        return modifier(EnvironmentWriter { environment in
            if let display { environment.labelDisplay = display }
            environment.labelStyle = custom
        })
    }
}

struct LabelBehavior: NodeBehavior {
    private func parts(_ node: ViewNode) -> (shown: [ViewNode], hidden: [ViewNode]) {
        let first = node.children.first?.layoutUnits ?? []
        let title = node.children.dropFirst().first?.layoutUnits ?? []
        if node.isStyledLabel { return (first, title) }
        switch node.environment.labelDisplay {
        case .both: return (first + title, [])
        case .titleOnly: return (title, first)
        case .iconOnly: return (first, title)
        }
    }
    private var layout: StackLayout { StackLayout(axis: .horizontal, alignment: 0.5, spacing: 8) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        if node.isStyledLabel { return ViewNode.stackedSize(parts(node).shown, proposal) }
        return layout.sizeThatFits(proposal, units: parts(node).shown)
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let (shown, hidden) = parts(node)
        if node.isStyledLabel { ViewNode.placeStacked(shown, in: bounds) } else { layout.place(shown, in: bounds) }
        for unit in hidden { unit.place(in: CGRect(origin: bounds.origin, size: .zero)) }
    }
    func modifyEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = .horizontal }
    /// Only the shown parts are drawn: a hidden part sits at no size, and would still be asked
    /// to draw (and a text to break its lines) on every frame.
    func draw(_ node: ViewNode, into context: inout DrawContext) {
        for unit in parts(node).shown { unit.draw(into: &context) }
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        let title: [AccessibilityElement]
        let icon: [AccessibilityElement]
        if node.isStyledLabel {
            (title, icon) = styledParts(node)
        } else {
            title = node.children.dropFirst().first?.accessibilityElements() ?? []
            icon = node.children.first?.accessibilityElements() ?? []
        }
        let parts = title.isEmpty ? icon : title
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

    /// What a custom style's body reads, in its order: the title and anything else the body
    /// makes stand for the title (the title alone when the body leaves it out), the icon only
    /// when there is nothing else, as in the built-in styles.
    private func styledParts(_ node: ViewNode) -> (title: [AccessibilityElement], icon: [AccessibilityElement]) {
        guard let body = node.children.first else { return ([], []) }
        var iconIDs: Set<AccessibilityElementID> = []
        var foundTitle = false
        func visit(_ node: ViewNode) {
            for child in node.children {
                if let part = child.behavior as? LabelPartBehavior {
                    if part.part == .title {
                        foundTitle = true
                    } else {
                        iconIDs.formUnion(ElementRules.leaves(child.accessibilityElements()).map(\.id))
                    }
                } else {
                    visit(child)
                }
            }
        }
        visit(body)
        let leaves = ElementRules.leaves(body.accessibilityElements())
        let icon = leaves.filter { iconIDs.contains($0.id) }
        var read = leaves.filter { !iconIDs.contains($0.id) }
        if !foundTitle {
            read = (node.children.dropFirst().first?.accessibilityElements() ?? []) + read
        }
        return (read, icon)
    }
}

extension ViewNode {
    /// True for a label drawn by a style of one's own.
    var isStyledLabel: Bool { environment.labelStyle != nil }
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
        // A text field as the content stays a text field, labelled by the label ("First Name,
        // Text field"): typing goes into it as into any field.
        let leaves = ElementRules.leaves(content)
        if leaves.count == 1, var field = leaves.first, field.textEntry != nil || field.traits.contains(.isTextField) {
            let title = ElementRules.joinedLabel(label)
            if !title.isEmpty {
                field.label = title
                field.traits.subtract([.labelIsPlaceholder, .labelIsPrompt])
            }
            field.frame = node.frame
            ElementRules.carry(from: label, into: &field)
            return [field]
        }
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

/// `Label`, named so inside types that have a `Label` generic parameter.
public typealias SwiftUILabel = TermUI.Label
