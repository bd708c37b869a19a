import Foundation

// Shape styles beyond `Color`, with SwiftUI's names. A terminal cell has one colour, so each
// style is drawn as one colour: `colorForDrawing` says which.

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
}

/// The levels of the foreground style: `.primary`, `.secondary`, `.tertiary`, `.quaternary`,
/// `.quinary`. Each is drawn as the matching label colour.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// Primary is the primary colour; the others are the secondary colour, ever fainter (a
    /// cell has no alpha, so the opacity blends with the page when drawn).
    var color: Color {
        switch level {
        case 0: .primary
        case 1: .secondary
        default: Color.secondary.opacity(max(0.3, 1 - 0.2 * Double(level - 1)))
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// The environment's foreground style (`.foreground`): what `foregroundStyle` set, else primary.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The page's colour as a style (`.background`): black when dark, white when light.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The accent colour as a style (`.tint`).
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// Colours along a line, as SwiftUI's gradients. A cell holds one colour, so a gradient is
/// drawn as its middle stop's colour (its only one, or the first of two).
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        stops = colors.enumerated().map { i, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(i) / CGFloat(colors.count - 1) : 0)
        }
    }

    /// The colour a terminal draws for the gradient: its middle stop.
    var drawnColor: Color? { stops.isEmpty ? nil : stops[(stops.count - 1) / 2].color }
}

/// A gradient along a line between two points (drawn as the gradient's middle colour).
public struct LinearGradient: ShapeStyle, View, PrimitiveView {
    let gradient: Gradient
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(colors: colors) }
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(stops: stops) }
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { (gradient.drawnColor ?? .clear).makeBehavior() }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension Color {
    /// This colour mixed with `other`: `fraction` 0 is this colour, 1 is `other`.
    nonisolated public func mix(with other: Color, by fraction: Double) -> Color {
        let f = max(0, min(1, fraction))
        return Color(red: red + (other.red - red) * f, green: green + (other.green - green) * f,
                     blue: blue + (other.blue - blue) * f, opacity: opacity + (other.opacity - opacity) * f)
    }

    /// `.tint` where the environment is not known yet (a `Text`'s own style): drawn in the
    /// environment's tint, else the accent colour.
    nonisolated static let tintPlaceholder = Color(named: "tint", 0.04, 0.52, 1)

    /// The page's colour, following the appearance.
    nonisolated static let pageBackground = Color(named: "background", 0, 0, 0)
}

/// The one colour a terminal draws for a shape style; nil for the environment's own.
enum ShapeStyleColor {
    static func color(of style: any ShapeStyle, tint: Color? = nil) -> Color? {
        switch style {
        case let color as Color: color
        case let hierarchical as HierarchicalShapeStyle: hierarchical.color
        case is BackgroundStyle: .pageBackground
        case is TintShapeStyle: tint ?? .tintPlaceholder
        case let gradient as LinearGradient: gradient.gradient.drawnColor
        case let drawn as DrawnShapeStyle: drawn.drawnColor(tint: tint)
        default: nil
        }
    }
}

struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The tint set with `.tint`: controls draw their accent in it.
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// A style behind the view, as its one colour (`.background(.blue)`, `.background(.tint)`).
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(ShapeStyleColor.color(of: style) ?? .clear)
    }
}
