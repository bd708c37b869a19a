import Accessibility
import Foundation

/// A 2D shape: its outline is `path(in:)`, drawn in the frame it is given. A shape used as a
/// view is filled with the foreground colour, as in SwiftUI, and makes no accessibility
/// element on its own. `path(in:)` is nonisolated, as SwiftUI declares it; `animatableData`
/// is accepted (nothing animates in a terminal).
@MainActor @preconcurrency
public protocol Shape: Sendable, Animatable, View {
    nonisolated func path(in rect: CGRect) -> Path
    /// Whether the path is mirrored right to left; `.mirrors` unless the shape says otherwise,
    /// as on iOS 17 and later.
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
    /// The size the shape takes for a proposal: by default what is offered, 10 points where
    /// nothing is (an infinite offer too).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
    }
}

/// What a shape does when the layout direction changes.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored.
    case fixed
    /// Mirrored when the layout direction is the one given.
    case mirrors(in: LayoutDirection)
    /// Mirrored right to left.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

extension Shape where Body == _ShapeView<Self> {
    /// A shape's view: the shape filled with the foreground style.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, paint: .plain) }
}

enum ShapeKind: Equatable {
    case rectangle, roundedRectangle, circle, capsule
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// What a shape draws: a built-in shape in box-drawing characters (moved by `offset`), or any
/// other shape's path cell by cell.
enum ShapeOutline {
    case builtIn(ShapeKind, offset: CGSize)
    case path(@Sendable (CGRect) -> Path)
}

/// Shapes that draw other than by their path: the built-in ones, and the shape modifiers
/// that keep a built-in shape's box drawing.
@MainActor
protocol ShapeOutlineProviding {
    var outline: ShapeOutline { get }
}

extension Shape {
    var outline: ShapeOutline {
        if let provider = self as? any ShapeOutlineProviding { return provider.outline }
        let shape = self
        return .path { shape.path(in: $0) }
    }
}

public struct Rectangle: InsettableShape, PrimitiveView, Equatable, ShapeOutlineProviding {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    var outline: ShapeOutline { .builtIn(.rectangle, offset: .zero) }
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { ShapeBehavior(shape: .outline(.rectangle)) }
}

public struct RoundedRectangle: InsettableShape, PrimitiveView, Equatable, ShapeOutlineProviding {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    var outline: ShapeOutline { .builtIn(.roundedRectangle, offset: .zero) }
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { ShapeBehavior(shape: .outline(.roundedRectangle)) }
}

public struct Circle: InsettableShape, PrimitiveView, Equatable, ShapeOutlineProviding {
    public init() {}
    /// The largest circle centred in the rectangle.
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    var outline: ShapeOutline { .builtIn(.circle, offset: .zero) }
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { ShapeBehavior(shape: .outline(.circle)) }
}

public struct Ellipse: InsettableShape, PrimitiveView, Equatable, ShapeOutlineProviding {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    var outline: ShapeOutline { .builtIn(.circle, offset: .zero) }
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { ShapeBehavior(shape: .outline(.circle)) }
}

public struct Capsule: InsettableShape, PrimitiveView, Equatable, ShapeOutlineProviding {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    nonisolated public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }
    var outline: ShapeOutline { .builtIn(.capsule, offset: .zero) }
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { ShapeBehavior(shape: .outline(.capsule)) }
}

extension Rectangle { nonisolated public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(shape: self, amount: amount) } }
extension RoundedRectangle {
    nonisolated public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> { _Inset(shape: self, amount: amount) }
}
extension Circle { nonisolated public func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(shape: self, amount: amount) } }
extension Ellipse { nonisolated public func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(shape: self, amount: amount) } }
extension Capsule { nonisolated public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(shape: self, amount: amount) } }

/// How a shape view paints its shape.
enum ShapePaint: Equatable {
    case plain
    case fill(Color?)
    case stroke(Color?)
}

/// A shape drawn as a view: plain (filled with the foreground style), filled or stroked.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    let shape: Content
    let paint: ShapePaint
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior {
        switch shape.outline {
        case .builtIn(let kind, let offset):
            let drawing: ShapeBehavior.Drawing = switch paint {
            case .plain: .outline(kind)
            case .fill(let color): .filled(kind, color)
            case .stroke(let color): .stroked(kind, color)
            }
            return ShapeBehavior(shape: drawing, offset: offset)
        case .path(let path):
            let shape = shape
            return PathShapeBehavior(path: path, paint: paint, directionBehavior: shape.layoutDirectionBehavior,
                                     size: { shape.sizeThatFits($0) })
        }
    }
}

extension Shape {
    public func fill(_ color: Color = .primary, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(color))
    }
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(ShapeStyleColor.color(of: content)))
    }
    /// The outline; its width is not drawn, a terminal line is one cell.
    public func stroke(_ color: Color = .primary, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(color))
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(ShapeStyleColor.color(of: content)))
    }
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> { stroke(Color.primary) }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        stroke(content)
    }
    public func strokeBorder(_ color: Color = .primary, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(color))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(ShapeStyleColor.color(of: content)))
    }
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> { strokeBorder(Color.primary) }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(content)
    }
}

/// Draws a shape that is not built in from its path, as a `Canvas` draws one: a cell is filled
/// when its centre is inside the path; a stroke follows the outline. The path is asked for in
/// the view's own coordinates, from its top-left corner, and mirrored in its frame when its
/// `layoutDirectionBehavior` says so.
struct PathShapeBehavior: NodeBehavior {
    let path: @Sendable (CGRect) -> Path
    let paint: ShapePaint
    let directionBehavior: LayoutDirectionBehavior
    /// The shape's own `sizeThatFits`.
    let size: @Sendable (ProposedViewSize) -> CGSize

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { size(proposal) }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        // A stroke is asked for half a cell inside the frame, so its lines run through the
        // outer cells' centres and stay inside the frame (a line is a cell wide, not centred
        // on the outline as in SwiftUI); a fill covers the cells whose centres are inside.
        var frame = CGRect(origin: .zero, size: node.frame.size)
        if case .stroke = paint {
            let metric = context.metric
            frame = frame.insetBy(dx: min(frame.width / 2, metric.pointsPerColumn / 2), dy: min(frame.height / 2, metric.pointsPerRow / 2))
        }
        let outline = path(frame)
        guard !outline.isEmpty else { return }
        let environment = node.environment
        let color: Color? = switch paint {
        case .plain: nil
        case .fill(let color), .stroke(let color): color
        }
        let style = CellStyle(foreground: (color ?? environment.foregroundColor ?? .primary).terminalColor(in: environment))
        let mirror: CellRect? = switch directionBehavior {
        case .fixed: nil
        case .mirrors(let direction): environment.layoutDirection == direction ? context.cells(node.frame) : nil
        }
        if case .stroke = paint {
            PathRaster.stroke(outline, origin: node.frame.origin, style: style, mirroredIn: mirror, into: &context)
        } else {
            PathRaster.fill(outline, origin: node.frame.origin, style: style, mirroredIn: mirror, into: &context)
        }
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] { [] }
}

/// Draws shapes with box-drawing characters: an outline when at least two cells each way, a
/// bar or a dot when smaller.
struct ShapeBehavior: NodeBehavior {
    enum Drawing {
        case outline(ShapeKind)
        case filled(ShapeKind, Color?)
        case stroked(ShapeKind, Color?)
        case fill(Color)
    }
    let shape: Drawing
    /// Where a shape moved by `offset(x:y:)` draws, from its frame.
    var offset: CGSize = .zero

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        // Shapes take what they are offered; their ideal size is 10×10 points.
        let size = proposal.replacingUnspecified(with: CGSize(width: 10, height: 10))
        return CGSize(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        var rect = context.cells(node.frame.offsetBy(dx: offset.width, dy: offset.height))
        if rect.isEmpty, node.frame.width > 0, node.frame.height > 0 {
            rect = CellRect(x: rect.x, y: rect.y, width: max(1, rect.width), height: max(1, rect.height))
        }
        guard !rect.isEmpty else { return }
        let environment = node.environment
        var style = CellStyle(foreground: environment.foregroundColor?.terminalColor(in: environment))
        switch shape {
        case .fill(let color):
            guard let c = color.terminalColor(in: environment) else { return }
            if color.opacity >= 1 {
                // An opaque colour hides what is behind it, as in SwiftUI.
                context.fill(rect, style: CellStyle(background: c))
            } else {
                // A translucent one tints it.
                let shown = context.displayed(c)
                context.restyle(rect) { $0.background = shown }
            }
        case .outline(let kind):
            draw(kind, filled: rect.height == 1, opaque: true, rect: rect, style: style, into: &context)
        case .filled(let kind, let color):
            if let c = color?.terminalColor(in: environment) { style.foreground = c }
            draw(kind, filled: true, opaque: color.map { $0.opacity >= 1 } ?? true, rect: rect, style: style, into: &context)
        case .stroked(let kind, let color):
            if let c = color?.terminalColor(in: environment) { style.foreground = c }
            draw(kind, filled: false, opaque: false, rect: rect, style: style, into: &context)
        }
    }

    /// A shape that is filled (a plain shape is, in SwiftUI) is opaque: it clears what was drawn
    /// behind it before drawing its outline, so a card or a sheet's background hides the screen
    /// under it. Only a stroke leaves the inside see-through.
    private func draw(_ kind: ShapeKind, filled: Bool, opaque: Bool, rect: CellRect, style: CellStyle,
                      into context: inout DrawContext) {
        if rect.height == 1 {
            if rect.width <= 2, kind == .circle {
                context.put(filled ? "●" : "○", x: rect.x, y: rect.y, style: style)
            } else {
                context.put(String(repeating: filled ? "━" : "─", count: rect.width), x: rect.x, y: rect.y, style: style)
            }
            return
        }
        if rect.width == 1 {
            for y in rect.y..<rect.maxY { context.put(filled ? "┃" : "│", x: rect.x, y: y, style: style) }
            return
        }
        if filled, kind == .rectangle {
            context.fill(rect, grapheme: "█", style: style)
            return
        }
        if opaque { context.fill(rect, style: CellStyle()) }
        context.drawBox(rect, rounded: kind != .rectangle, style: style)
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] { [] }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}
extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}
