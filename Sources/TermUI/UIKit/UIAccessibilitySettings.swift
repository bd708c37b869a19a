import Foundation

/// UIKit's accessibility settings, as code asks for them (`UIAccessibility.isReduceMotionEnabled`):
/// the settings of the screen whose code runs, the same ones its environment has
/// (`accessibilityReduceMotion`…), so a session's Reduce Motion or Bold Text reaches UIKit-style
/// code too. Outside any screen's code, every setting is off.
extension UIAccessibility {
    @MainActor private static var environment: EnvironmentValues { GraphClock.current?.environment ?? EnvironmentValues() }

    @MainActor public static var isReduceMotionEnabled: Bool { environment.accessibilityReduceMotion }
    @MainActor public static var isReduceTransparencyEnabled: Bool { environment.accessibilityReduceTransparency }
    @MainActor public static var shouldDifferentiateWithoutColor: Bool { environment.accessibilityDifferentiateWithoutColor }
    @MainActor public static var isInvertColorsEnabled: Bool { environment.accessibilityInvertColors }
    @MainActor public static var isBoldTextEnabled: Bool { environment.legibilityWeight == .bold }
    /// Increase Contrast.
    @MainActor public static var isDarkerSystemColorsEnabled: Bool { environment.colorSchemeContrast == .increased }
}
