import Accessibility
import Foundation

/// Changes how a toggle looks. The toggle keeps its element: its label (the elements of
/// `configuration.label`), the toggle trait, its value and its action.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style draws from.
@MainActor
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    public var label: Label {
        labelUse.isRead = true
        return storedLabel
    }
    /// Whether the toggle is on; `$isOn` changes it.
    @Binding public var isOn: Bool
    public var isMixed: Bool { false }
    private let storedLabel: Label
    private let labelUse: LabelUse

    init(label: Label, isOn: Binding<Bool>, labelUse: LabelUse) {
        storedLabel = label
        _isOn = isOn
        self.labelUse = labelUse
    }

    /// Whether a style's `makeBody` took the label: a style that draws none still leaves the
    /// toggle its label for VoiceOver.
    @MainActor
    final class LabelUse {
        var isRead = false
    }

    /// The label a style places; its elements become the toggle's label.
    public struct Label: View, PrimitiveView {
        let content: AnyView
        func children(into list: inout ChildList) { list.append(content, key: .named("")) }
        func makeBehavior() -> NodeBehavior { ConfigurationLabelBehavior() }
    }
}

/// Marks the label inside a style's body, so the control finds the elements of its label.
struct ConfigurationLabelBehavior: NodeBehavior {
    var isTransparent: Bool { true }
}

/// The iOS switch: the toggle's own drawing.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A toggle drawn as a button: its label in brackets, bold while on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            Text(configuration.isOn ? "[✓" : "[ ").accessibilityHidden(true)
            configuration.label
            Text("]").accessibilityHidden(true)
        }
        .bold(configuration.isOn)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The style in effect for toggles, type-erased into the environment. Nil: the switch.
struct ResolvedToggleStyle {
    let makeBody: @MainActor (_ label: AnyView, _ isOn: Binding<Bool>, _ labelUse: ToggleStyleConfiguration.LabelUse) -> AnyView
}

struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue: ResolvedToggleStyle? = nil
}

extension EnvironmentValues {
    var toggleStyle: ResolvedToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles inside with `style`; they keep their elements.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        if style is SwitchToggleStyle || style is DefaultToggleStyle {
            return environment(\.toggleStyle, nil)
        }
        return environment(\.toggleStyle, ResolvedToggleStyle { label, isOn, labelUse in
            AnyView(style.makeBody(configuration: ToggleStyleConfiguration(
                label: ToggleStyleConfiguration.Label(content: label), isOn: isOn, labelUse: labelUse)))
        })
    }
}

/// A toggle's label content, or the style's body around it.
@MainActor
enum ToggleStyleBody {
    /// The view the toggle draws, and whether it holds the label (false when a style's body
    /// never took `configuration.label`).
    static func resolve<Label: View>(_ label: Label, isOn: Binding<Bool>,
                                     in environment: EnvironmentValues) -> (body: any View, holdsLabel: Bool) {
        guard let style = environment.toggleStyle else { return (label, true) }
        let use = ToggleStyleConfiguration.LabelUse()
        let body = style.makeBody(AnyView(label), isOn, use).environment(\.toggleStyle, nil)
        return (body, use.isRead)
    }
}

extension ViewNode {
    /// True for a toggle drawn by a custom style.
    var isStyledToggle: Bool { environment.toggleStyle != nil }

    /// The elements of the `configuration.label` views under this node; for a style that
    /// draws no label, those of the toggle's label, kept apart for its element only. SwiftUI's
    /// toggle keeps its label and traits whatever its style draws.
    func configurationLabelElements() -> [AccessibilityElement] {
        if !detachedChildren.isEmpty { return detachedChildren.flatMap { $0.accessibilityElements() } }
        var result: [AccessibilityElement] = []
        func visit(_ node: ViewNode) {
            for child in node.children {
                if child.behavior is ConfigurationLabelBehavior {
                    result.append(contentsOf: child.accessibilityElements())
                } else {
                    visit(child)
                }
            }
        }
        visit(self)
        return result
    }
}
