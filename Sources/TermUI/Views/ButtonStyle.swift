import Accessibility
import Foundation

/// Changes how a button looks. The button keeps its element: button trait, action, and a label
/// from the elements the style's body produces.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style draws from.
public struct ButtonStyleConfiguration {
    /// The button's label: a view whose elements are those of the label the button was given.
    public let label: Label
    /// A terminal never holds a button down.
    public let isPressed: Bool
    public let role: ButtonRole?

    public struct Label: View, PrimitiveView {
        let content: AnyView
        func children(into list: inout ChildList) { list.append(content, key: .named("")) }
        func makeBehavior() -> NodeBehavior { TransparentBehavior() }
    }
}

/// Changes how a button looks and how it is triggered: the style's body replaces the button,
/// and calls `configuration.trigger()` itself (a `Button(configuration)` or a tap).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let label: ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    let action: () -> Void
    /// Performs the button's action.
    @MainActor public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration; it runs the styled button's action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

/// Built-in styles: the button keeps its element and draws its label their way.
protocol BuiltinButtonStyle {}

public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label as it is, without the button's tint.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// Brackets around the label: `[ Save ]`.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            Text("[").accessibilityHidden(true)
            configuration.label
            Text("]").accessibilityHidden(true)
        }
    }
}

/// Bold brackets, for the prominent style.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            Text("[").accessibilityHidden(true)
            configuration.label
            Text("]").accessibilityHidden(true)
        }
        .bold()
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The style in effect for buttons, type-erased into the environment.
struct ResolvedButtonStyle {
    let makeBody: @MainActor (_ label: AnyView, _ role: ButtonRole?, _ action: @escaping () -> Void) -> AnyView
    /// A custom primitive style replaces the button; the button then makes no element itself.
    let replacesButton: Bool
    /// The plain style leaves the label untinted.
    var isPlain = false
    /// One of SwiftUI's own styles, which Button Shapes marks.
    var isBuiltin = false
}

struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue: ResolvedButtonStyle? = nil
}

extension EnvironmentValues {
    var buttonStyle: ResolvedButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons inside with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, ResolvedButtonStyle(makeBody: { label, role, _ in
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(
                label: ButtonStyleConfiguration.Label(content: label), isPressed: false, role: role)))
        }, replacesButton: false))
    }

    /// Draws the buttons inside with a primitive style (`.plain`, `.bordered`, or your own).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, ResolvedButtonStyle(makeBody: { label, role, action in
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(
                label: ButtonStyleConfiguration.Label(content: label), role: role, action: action)))
        }, replacesButton: !(style is BuiltinButtonStyle), isPlain: style is PlainButtonStyle,
           isBuiltin: style is BuiltinButtonStyle))
    }
}

/// A button's label content, or the style's body around it. Buttons inside the style's body
/// are drawn plainly (no style applies twice).
@MainActor
enum ButtonStyleBody {
    static func resolve<Label: View>(_ label: Label, role: ButtonRole?, action: @escaping () -> Void,
                                     in environment: EnvironmentValues) -> any View {
        guard let style = environment.buttonStyle else { return label }
        return style.makeBody(AnyView(label), role, action).environment(\.buttonStyle, nil)
    }
}
