import Foundation

// Shape styles that SwiftUI builds from other styles (`.primary.opacity(0.5)`,
// `.quaternary.shadow(.inner(radius: 2))`, `Color.blue.gradient`), `Gradient` as a style of its
// own, and the radial, angular and elliptical gradients. A cell holds one colour, so each is
// drawn as one: `DrawnShapeStyle.drawnColor` says which.

/// A style that knows the one colour a terminal draws for it (nil: the environment's own).
protocol DrawnShapeStyle {
    func drawnColor(tint: Color?) -> Color?
}

extension ShapeStyle {
    /// This style at an opacity: its colour, fainter (blended with the page when drawn).
    /// Disfavoured so that on a style that is also a view (a gradient) `opacity` stays the view
    /// modifier where either would do, as in SwiftUI.
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }

    /// This style with a shadow. A cell has no room for a shadow: drawn as the style itself.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ShadowShapeStyle(base: self, shadow: style) }
}

/// A style at an opacity, made by `ShapeStyle.opacity(_:)`.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, DrawnShapeStyle {
    let base: Base
    let opacity: Double
    func drawnColor(tint: Color?) -> Color? {
        ShapeStyleColor.color(of: base, tint: tint).map { $0.opacity(opacity) }
    }
}

/// A style with a shadow, made by `ShapeStyle.shadow(_:)`: drawn as its base style.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, DrawnShapeStyle {
    let base: Base
    let shadow: ShadowStyle
    func drawnColor(tint: Color?) -> Color? { ShapeStyleColor.color(of: base, tint: tint) }
}

/// A drop shadow behind a style or an inner shadow on it, with SwiftUI's defaults.
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

// MARK: Gradients

extension Gradient: ShapeStyle, DrawnShapeStyle {
    func drawnColor(tint: Color?) -> Color? { drawnColor }
}

/// The gradient `Color.gradient` makes: the colour, lighter at the top. Drawn as the colour.
public struct AnyGradient: ShapeStyle, Hashable, DrawnShapeStyle {
    let gradient: Gradient
    public init(_ gradient: Gradient) { self.gradient = gradient }
    func drawnColor(tint: Color?) -> Color? { gradient.drawnColor }
}

extension Color {
    /// A gentle gradient of this colour (SwiftUI's `Color.blue.gradient`), drawn as the colour.
    nonisolated public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }
}

/// A gradient from a centre outwards (drawn as the gradient's middle colour).
public struct RadialGradient: ShapeStyle, View, PrimitiveView, DrawnShapeStyle {
    let gradient: Gradient
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { self.gradient = gradient }
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        gradient = Gradient(colors: colors)
    }
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        gradient = Gradient(stops: stops)
    }
    nonisolated func drawnColor(tint: Color?) -> Color? { gradient.drawnColor }
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { (gradient.drawnColor ?? .clear).makeBehavior() }
}

/// A gradient around a centre (drawn as the gradient's middle colour).
public struct AngularGradient: ShapeStyle, View, PrimitiveView, DrawnShapeStyle {
    let gradient: Gradient
    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
    }
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        gradient = Gradient(colors: colors)
    }
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        gradient = Gradient(stops: stops)
    }
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(colors: colors) }
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(stops: stops) }
    nonisolated func drawnColor(tint: Color?) -> Color? { gradient.drawnColor }
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { (gradient.drawnColor ?? .clear).makeBehavior() }
}

/// A gradient in ellipses that fill the shape (drawn as the gradient's middle colour).
public struct EllipticalGradient: ShapeStyle, View, PrimitiveView, DrawnShapeStyle {
    let gradient: Gradient
    nonisolated public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                            endRadiusFraction: CGFloat = 0.5) { self.gradient = gradient }
    nonisolated public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                            endRadiusFraction: CGFloat = 0.5) { gradient = Gradient(colors: colors) }
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                            endRadiusFraction: CGFloat = 0.5) { gradient = Gradient(stops: stops) }
    nonisolated func drawnColor(tint: Color?) -> Color? { gradient.drawnColor }
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { (gradient.drawnColor ?? .clear).makeBehavior() }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}

// MARK: UnevenRoundedRectangle

/// The radii of a rectangle's four corners, leading and trailing as the layout reads.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners each have their own radius. Drawn from its path, cell by cell: a
/// corner is rounded where its radius is at least a cell, square where it is less.
public struct UnevenRoundedRectangle: Shape, Equatable {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// The outline clockwise from the top leading corner, each corner a curve of its radius
    /// (no larger than half the shorter side). Leading is the left: the shape mirrors right to
    /// left, as SwiftUI's does.
    nonisolated public func path(in rect: CGRect) -> Path {
        let limit = max(0, min(rect.width, rect.height) / 2)
        func r(_ value: CGFloat) -> CGFloat { min(max(0, value), limit) }
        let tl = r(cornerRadii.topLeading), tr = r(cornerRadii.topTrailing)
        let br = r(cornerRadii.bottomTrailing), bl = r(cornerRadii.bottomLeading)
        return Path { path in
            path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
            path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + tr), control: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
            path.addQuadCurve(to: CGPoint(x: rect.maxX - br, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
            path.addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - bl), control: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
            path.addQuadCurve(to: CGPoint(x: rect.minX + tl, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
            path.closeSubpath()
        }
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// `.rect(topLeadingRadius: 20, topTrailingRadius: 20)`: a rectangle with its own radius
    /// at each corner.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

// MARK: AnyShapeStyle, materials, levels of a style

/// Any style, type-erased (`AnyShapeStyle(.tint)`), drawn as the style it wraps.
public struct AnyShapeStyle: ShapeStyle, DrawnShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
    func drawnColor(tint: Color?) -> Color? { ShapeStyleColor.color(of: base, tint: tint) }
}

/// A blurred, translucent background (`.thinMaterial`, `.bar`). A cell cannot blur what is
/// behind it, so a material draws nothing of its own: the page shows through.
public struct Material: ShapeStyle, Hashable {
    let name: String
    public static let ultraThin = Material(name: "ultraThin")
    public static let thin = Material(name: "thin")
    public static let regular = Material(name: "regular")
    public static let thick = Material(name: "thick")
    public static let ultraThick = Material(name: "ultraThick")
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material.bar }
}

/// A level of a style (`Color.blue.secondary`): the style, fainter at each level.
public struct _LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle, DrawnShapeStyle {
    let base: Base
    let level: Int
    func drawnColor(tint: Color?) -> Color? {
        ShapeStyleColor.color(of: base, tint: tint).map { $0.opacity(max(0.2, 1 - 0.25 * Double(level))) }
    }
}

extension ShapeStyle {
    /// The style's second level (`.blue.secondary`): fainter, as SwiftUI's are.
    public var secondary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 1) }
    public var tertiary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 2) }
    public var quaternary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 3) }
    public var quinary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 4) }
}

extension View {
    /// A shape filled with a style behind the view (`.background(.quaternary, in: .rect(cornerRadius: 8))`).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style))
    }
    /// The shape filled with the background style (`.background(in: .capsule)`).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(BackgroundStyle()))
    }
    /// Two or three levels for symbols drawn in layers: the first is the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }
}
