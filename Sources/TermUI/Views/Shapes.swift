import Accessibility
import Foundation

/// A 2D shape. Shapes fill the space offered and make no accessibility element.
@MainActor @preconcurrency
public protocol Shape: View {}

enum ShapeKind: Equatable {
    case rectangle, roundedRectangle, circle, capsule
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Rectangle: Shape, PrimitiveView, Equatable {
    public init() {}
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { ShapeBehavior(shape: .outline(.rectangle)) }
}

public struct RoundedRectangle: Shape, PrimitiveView, Equatable {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { cornerRadius = cornerSize.width }
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { ShapeBehavior(shape: .outline(.roundedRectangle)) }
}

public struct Circle: Shape, PrimitiveView, Equatable {
    public init() {}
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { ShapeBehavior(shape: .outline(.circle)) }
}

public struct Ellipse: Shape, PrimitiveView, Equatable {
    public init() {}
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { ShapeBehavior(shape: .outline(.circle)) }
}

public struct Capsule: Shape, PrimitiveView, Equatable {
    public init(style: RoundedCornerStyle = .continuous) {}
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { ShapeBehavior(shape: .outline(.capsule)) }
}

/// A shape with an explicit fill or stroke.
public struct _StyledShape: View, PrimitiveView {
    let kind: ShapeKind
    let color: Color?
    let filled: Bool
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior {
        ShapeBehavior(shape: filled ? .filled(kind, color) : .stroked(kind, color))
    }
}

extension Shape {
    var kind: ShapeKind {
        switch self {
        case is Circle, is Ellipse: .circle
        case is RoundedRectangle: .roundedRectangle
        case is Capsule: .capsule
        default: .rectangle
        }
    }
    public func fill(_ color: Color = .primary) -> _StyledShape { _StyledShape(kind: kind, color: color, filled: true) }
    public func fill<S: ShapeStyle>(_ style: S) -> _StyledShape { _StyledShape(kind: kind, color: style as? Color, filled: true) }
    public func stroke(_ color: Color = .primary, lineWidth: CGFloat = 1) -> _StyledShape {
        _StyledShape(kind: kind, color: color, filled: false)
    }
    public func strokeBorder(_ color: Color = .primary, lineWidth: CGFloat = 1) -> _StyledShape {
        _StyledShape(kind: kind, color: color, filled: false)
    }
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

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        // Shapes take what they are offered; their ideal size is 10×10 points.
        let size = proposal.replacingUnspecified(with: CGSize(width: 10, height: 10))
        return CGSize(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        var rect = context.cells(node.frame)
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
