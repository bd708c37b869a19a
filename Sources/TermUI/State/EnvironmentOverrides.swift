import Foundation

/// Accessibility and display settings laid over a screen's environment, as Xcode's Accessibility
/// Inspector's settings pane lays them over a running app: each non-nil value replaces what
/// every `@Environment` of the screen sees. Set on `ViewGraph.environmentOverrides`.
public struct EnvironmentOverrides: Hashable, Sendable {
    /// `\.dynamicTypeSize`.
    public var dynamicTypeSize: DynamicTypeSize?
    /// `\.colorSchemeContrast`: `.increased` is Increase Contrast.
    public var colorSchemeContrast: ColorSchemeContrast?
    /// `\.accessibilityReduceMotion`.
    public var reduceMotion: Bool?
    /// `\.accessibilityReduceTransparency`.
    public var reduceTransparency: Bool?
    /// `\.accessibilityDifferentiateWithoutColor`.
    public var differentiateWithoutColor: Bool?
    /// Bold Text: `\.legibilityWeight` is `.bold` when true, `.regular` when false.
    public var boldText: Bool?
    /// `\.accessibilityShowButtonShapes`.
    public var buttonShapes: Bool?
    /// `\.accessibilityInvertColors`.
    public var invertColors: Bool?
    /// `\.colorScheme`: light or dark appearance.
    public var colorScheme: ColorScheme?
    /// `\.accessibilityVoiceOverEnabled`: whether the screen is told VoiceOver is running.
    public var voiceOverEnabled: Bool?

    public init() {}

    /// True when nothing is overridden.
    public var isEmpty: Bool { self == EnvironmentOverrides() }

    /// What is overridden, for the status bar: ["Dynamic Type: AX3", "Bold Text", "Light"].
    /// A setting turned off by the override reads "… Off" ("Reduce Motion Off").
    public var summary: [String] {
        var parts: [String] = []
        if let dynamicTypeSize { parts.append("Dynamic Type: \(dynamicTypeSize.shortName)") }
        if let colorSchemeContrast {
            parts.append(colorSchemeContrast == .increased ? "Increase Contrast" : "Standard Contrast")
        }
        func toggle(_ value: Bool?, _ name: String) {
            if let value { parts.append(value ? name : name + " Off") }
        }
        toggle(reduceMotion, "Reduce Motion")
        toggle(reduceTransparency, "Reduce Transparency")
        toggle(differentiateWithoutColor, "Differentiate Without Color")
        toggle(boldText, "Bold Text")
        toggle(buttonShapes, "Button Shapes")
        toggle(invertColors, "Invert Colors")
        if let colorScheme { parts.append(colorScheme == .light ? "Light" : "Dark") }
        toggle(voiceOverEnabled, "VoiceOver")
        return parts
    }

    /// Lays the overridden values over `environment`.
    func apply(to environment: inout EnvironmentValues) {
        if let dynamicTypeSize { environment.dynamicTypeSize = dynamicTypeSize }
        if let colorSchemeContrast { environment.colorSchemeContrast = colorSchemeContrast }
        if let reduceMotion { environment.accessibilityReduceMotion = reduceMotion }
        if let reduceTransparency { environment.accessibilityReduceTransparency = reduceTransparency }
        if let differentiateWithoutColor { environment.accessibilityDifferentiateWithoutColor = differentiateWithoutColor }
        if let boldText { environment.legibilityWeight = boldText ? .bold : .regular }
        if let buttonShapes { environment.accessibilityShowButtonShapes = buttonShapes }
        if let invertColors { environment.accessibilityInvertColors = invertColors }
        if let colorScheme { environment.colorScheme = colorScheme }
        if let voiceOverEnabled { environment.accessibilityVoiceOverEnabled = voiceOverEnabled }
    }
}

extension DynamicTypeSize {
    /// The size's short name, as iOS's Larger Text setting labels its steps: "L", "AX3".
    var shortName: String {
        switch self {
        case .xSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .xLarge: "XL"
        case .xxLarge: "XXL"
        case .xxxLarge: "XXXL"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }
}
