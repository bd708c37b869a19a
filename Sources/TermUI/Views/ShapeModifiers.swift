import Foundation

// SwiftUI's shape modifiers, each itself a shape. A terminal draws an offset and a trim; it
// does not draw a rotated or scaled shape, which keeps its own drawing (as `rotationEffect`
// and `scaleEffect` leave views as they are).

/// A shape moved by an offset; drawn moved, as `offset(x:y:)` moves a view.
public struct OffsetShape<Content: Shape>: Shape, ShapeOutlineProviding {
    public var shape: Content
    public var offset: CGSize
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    var outline: ShapeOutline {
        switch shape.outline {
        case .builtIn(let kind, let moved):
            return .builtIn(kind, offset: CGSize(width: moved.width + offset.width, height: moved.height + offset.height))
        case .path:
            let shape = self
            return .path { shape.path(in: $0) }
        }
    }
}

/// A shape turned by an angle; drawn unturned.
public struct RotatedShape<Content: Shape>: Shape, ShapeOutlineProviding {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    var outline: ShapeOutline { shape.outline }
}

/// A shape scaled about an anchor; drawn at its own size.
public struct ScaledShape<Content: Shape>: Shape, ShapeOutlineProviding {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    var outline: ShapeOutline { shape.outline }
}

/// A part of a shape's outline, from one fraction of its length to another. Drawn from its
/// path, so a trimmed built-in shape is drawn as a custom one is (a progress ring shows how far
/// it goes); the whole outline keeps the built-in drawing.
public struct _TrimmedShape<Content: Shape>: Shape, ShapeOutlineProviding {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    var outline: ShapeOutline {
        if startFraction <= 0, endFraction >= 1 { return shape.outline }
        let trimmed = self
        return .path { trimmed.path(in: $0) }
    }
}

/// A shape that can be drawn inside its frame by an amount, as `strokeBorder` draws it.
@MainActor @preconcurrency
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn inside its frame by an amount. A built-in shape keeps its box drawing in the
/// whole frame (an inset is finer than a cell); others are asked for their path in the inset
/// frame.
public struct _Inset<Content: Shape>: InsettableShape, ShapeOutlineProviding {
    public var shape: Content
    public var amount: CGFloat
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2)))
    }
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    nonisolated public func inset(by amount: CGFloat) -> _Inset<Content> { _Inset(shape: shape, amount: self.amount + amount) }
    var outline: ShapeOutline {
        if case .builtIn = shape.outline { return shape.outline }
        let inset = self
        return .path { inset.path(in: $0) }
    }
}

/// Any shape, its type erased: draws as the shape it holds.
public struct AnyShape: Shape, ShapeOutlineProviding {
    let shape: any Shape
    public init<S: Shape>(_ shape: S) { self.shape = shape }
    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    var outline: ShapeOutline { shape.outline }
}

extension Shape {
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
