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
    /// `textCase(_:)`: texts below are drawn in upper or lower case; nil draws them as written.
    public var textCase: Text.Case?
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
    /// The text size the user chose. A terminal draws every text style one row high, so this
    /// changes nothing by itself; screens read it to choose layouts (`isAccessibilitySize`).
    /// A read by the screen's code is noted on its graph (`ViewGraph.hasReadDynamicTypeSize`):
    /// a screen that never read it lays out the same at every size.
    public var dynamicTypeSize: DynamicTypeSize {
        get {
            GraphClock.noteDynamicTypeSizeRead()
            return storedDynamicTypeSize
        }
        set { storedDynamicTypeSize = newValue }
    }
    /// The size as stored, read by the framework itself without noting a read.
    var storedDynamicTypeSize: DynamicTypeSize = .large
    /// `.bold` while Bold Text is on: text draws bold. Nil when the platform has no preference.
    public var legibilityWeight: LegibilityWeight? = .regular
    /// Right to left mirrors the layout below: an HStack's first view at the right, leading
    /// alignment and padding on the right. Characters are drawn as the terminal draws them.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The device's size classes: compact across and regular down on an iPhone, regular both
    /// ways on an iPad (`ViewGraph.idiom` fills them in where the screen's environment has none).
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public var verticalSizeClass: UserInterfaceSizeClass?

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
            && lhs.textCase == rhs.textCase
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
            && lhs.storedDynamicTypeSize == rhs.storedDynamicTypeSize && lhs.legibilityWeight == rhs.legibilityWeight
            && lhs.layoutDirection == rhs.layoutDirection && lhs.horizontalSizeClass == rhs.horizontalSizeClass
            && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.custom.keys == rhs.custom.keys
            && lhs.custom.allSatisfy { key, box in rhs.custom[key] === box }
    }

    final class Box {
        let value: Any
        init(value: Any) { self.value = value }
    }
}

public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable { case standard, increased }
/// How much room a screen has one way, with SwiftUI's names.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable { case compact, regular }
public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }

/// The weight text is drawn at: `.bold` while the user has Bold Text on.
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }

/// The sizes of Dynamic Type, smallest first; the last five are the accessibility sizes.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True for the accessibility sizes (`accessibility1` and larger), where SwiftUI apps
    /// stack side-by-side content vertically.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

extension View {
    /// Sets the Dynamic Type size for this view and its children.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size of this view and its children within `range`: a size
    /// outside it becomes the nearest size inside.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        return modifier(EnvironmentWriter { environment in
            guard let smallest = allowed.first, let largest = allowed.last else { return }
            environment.storedDynamicTypeSize = min(max(environment.storedDynamicTypeSize, smallest), largest)
        })
    }

    /// Sets an environment value for this view and its children.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        // A layout direction also goes on the elements made below, for the reader's order.
        let direction = keyPath as AnyKeyPath == \EnvironmentValues.layoutDirection as AnyKeyPath ? value as? LayoutDirection : nil
        return modifier(EnvironmentWriter(change: { $0[keyPath: keyPath] = value }, layoutDirection: direction))
    }

    /// Mirrors a `Canvas`'s drawing in a right-to-left layout. An image that flips is drawn as
    /// it is, since a terminal's symbols and placeholders have no mirror image.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        environment(\.flipsForRightToLeftLayoutDirection, enabled)
    }
}

struct EnvironmentWriter: ViewModifier, PrimitiveModifier {
    let change: (inout EnvironmentValues) -> Void
    /// The layout direction this writer sets, if it sets one.
    var layoutDirection: LayoutDirection? = nil
    func makeBehavior() -> NodeBehavior { EnvironmentBehavior(change: change, layoutDirection: layoutDirection) }
}

struct EnvironmentBehavior: NodeBehavior {
    var drawRoute: DrawRoute { .children }
    let change: (inout EnvironmentValues) -> Void
    var layoutDirection: LayoutDirection? = nil
    func modifyEnvironment(_ environment: inout EnvironmentValues) { change(&environment) }

    /// Elements made below a layout direction carry it, unless a writer nearer to them set
    /// another; VoiceOver reads a right-to-left row from the right.
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        guard let layoutDirection else { return node.childElements() }
        // The children's own copies are let go first, so the elements are marked in place.
        var elements = node.takeChildElements()
        for index in elements.indices { Self.mark(&elements[index], layoutDirection) }
        return elements
    }
    var copiesChildElements: Bool { layoutDirection != nil }

    private static func mark(_ element: inout AccessibilityElement, _ direction: LayoutDirection) {
        if element.layoutDirection == nil { element.layoutDirection = direction }
        guard !element.children.isEmpty else { return }
        var children = element.children
        element.children = []  // the array is then the only holder: its elements change in place
        for index in children.indices { mark(&children[index], direction) }
        element.children = children
    }
}
