import Accessibility
import Foundation

/// A key for a custom environment value.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values a view reads from its surroundings, with SwiftUI's names.
public struct EnvironmentValues: Equatable {
    // Drawing.
    public var foregroundColor: Color?
    public var font: Font?
    var isBold = false
    var isItalic = false
    var isUnderlined = false
    public var isEnabled = true
    public var lineLimit: Int?
    public var multilineTextAlignment: TextAlignment = .leading
    /// The axis of the nearest stack, for spacers and dividers.
    var stackAxis: Axis?
    // Accessibility settings.
    public var accessibilityEnabled = true
    public var accessibilityVoiceOverEnabled = true
    public var accessibilitySwitchControlEnabled = false
    public var accessibilityReduceMotion = false
    public var accessibilityReduceTransparency = false
    public var accessibilityDifferentiateWithoutColor = false
    public var accessibilityInvertColors = false
    public var accessibilityShowButtonShapes = false
    public var accessibilityDimFlashingLights = false
    public var accessibilityPlayAnimatedImages = true
    public var colorSchemeContrast: ColorSchemeContrast = .standard
    public var colorScheme: ColorScheme = .dark

    private var custom: [ObjectIdentifier: Box] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (custom[ObjectIdentifier(key)]?.value as? K.Value) ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = Box(value: newValue) }
    }

    public static func == (lhs: EnvironmentValues, rhs: EnvironmentValues) -> Bool {
        lhs.foregroundColor == rhs.foregroundColor && lhs.font == rhs.font && lhs.isBold == rhs.isBold
            && lhs.isItalic == rhs.isItalic && lhs.isUnderlined == rhs.isUnderlined && lhs.isEnabled == rhs.isEnabled
            && lhs.lineLimit == rhs.lineLimit && lhs.stackAxis == rhs.stackAxis && lhs.multilineTextAlignment == rhs.multilineTextAlignment
            && lhs.accessibilityEnabled == rhs.accessibilityEnabled
            && lhs.accessibilityVoiceOverEnabled == rhs.accessibilityVoiceOverEnabled
            && lhs.accessibilitySwitchControlEnabled == rhs.accessibilitySwitchControlEnabled
            && lhs.accessibilityReduceMotion == rhs.accessibilityReduceMotion
            && lhs.accessibilityReduceTransparency == rhs.accessibilityReduceTransparency
            && lhs.accessibilityDifferentiateWithoutColor == rhs.accessibilityDifferentiateWithoutColor
            && lhs.accessibilityInvertColors == rhs.accessibilityInvertColors
            && lhs.accessibilityShowButtonShapes == rhs.accessibilityShowButtonShapes
            && lhs.accessibilityDimFlashingLights == rhs.accessibilityDimFlashingLights
            && lhs.accessibilityPlayAnimatedImages == rhs.accessibilityPlayAnimatedImages
            && lhs.colorSchemeContrast == rhs.colorSchemeContrast && lhs.colorScheme == rhs.colorScheme
            && lhs.custom.keys == rhs.custom.keys
            && lhs.custom.allSatisfy { key, box in rhs.custom[key] === box }
    }

    final class Box {
        let value: Any
        init(value: Any) { self.value = value }
    }
}

public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }
public enum ColorScheme: Hashable, Sendable { case light, dark }
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

extension View {
    /// Sets an environment value for this view and its children.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWriter { $0[keyPath: keyPath] = value })
    }
}

struct EnvironmentWriter: ViewModifier, PrimitiveModifier {
    let change: (inout EnvironmentValues) -> Void
    func makeBehavior() -> NodeBehavior { EnvironmentBehavior(change: change) }
}

struct EnvironmentBehavior: NodeBehavior {
    let change: (inout EnvironmentValues) -> Void
    func modifyEnvironment(_ environment: inout EnvironmentValues) { change(&environment) }
}
