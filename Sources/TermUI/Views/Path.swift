import Foundation

/// The outline of a 2D shape, in points. In a terminal a path is drawn cell by cell: a cell is
/// filled when its centre is inside the path. Curves and arcs are kept as short straight
/// segments, finer than a cell. A path is itself a shape: used as a view, it draws itself.
public struct Path: Equatable, Sendable {
    enum Element: Equatable {
        case rect(CGRect)
        case ellipse(CGRect)
        /// Points of a subpath made with move and lines; `closed` when closeSubpath was called.
        case polygon([CGPoint], closed: Bool)
    }
    var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { elements = [.rect(rect)] }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        // Corners smaller than a cell cannot be drawn.
        elements = [.rect(rect)]
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements = [.rect(rect)]
    }
    public init(ellipseIn rect: CGRect) { elements = [.ellipse(rect)] }
    public init(_ build: (inout Path) -> Void) {
        var path = Path()
        build(&path)
        self = path
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) { elements.append(.polygon([point], closed: false)) }
    public mutating func addLine(to point: CGPoint) {
        if case .polygon(var points, false)? = elements.last {
            points.append(point)
            elements[elements.count - 1] = .polygon(points, closed: false)
        } else {
            elements.append(.polygon([point], closed: false))
        }
    }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    /// The last point added, if any.
    public var currentPoint: CGPoint? {
        if case .polygon(let points, false)? = elements.last { return points.last }
        return nil
    }
    /// Curves are kept as straight segments along them.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard let start = currentPoint else { return move(to: point) }
        for i in 1...Self.curveSteps {
            let t = CGFloat(i) / CGFloat(Self.curveSteps), u = 1 - t
            addLine(to: CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * point.x,
                                y: u * u * start.y + 2 * u * t * control.y + t * t * point.y))
        }
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard let start = currentPoint else { return move(to: point) }
        for i in 1...Self.curveSteps {
            let t = CGFloat(i) / CGFloat(Self.curveSteps), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            addLine(to: CGPoint(x: a * start.x + b * control1.x + c * control2.x + d * point.x,
                                y: a * start.y + b * control1.y + c * control2.y + d * point.y))
        }
    }
    /// An arc of the circle around `center`, from `startAngle` to `endAngle`, joined to the
    /// current point by a line. Angles go from the x axis towards the y axis, which points down,
    /// so `clockwise: false` turns clockwise on the screen, as in SwiftUI.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: sweep))
    }
    /// An arc of `delta` from `startAngle` (positive turns clockwise on the screen).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        let steps = max(2, Int((abs(delta.radians) / (2 * .pi) * Double(Self.circleSteps)).rounded(.up)))
        for i in 0...steps {
            let angle = startAngle.radians + delta.radians * Double(i) / Double(steps)
            let point = CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
            if i == 0, currentPoint == nil { move(to: point) } else { addLine(to: point) }
        }
    }
    /// A corner rounded by `radius` between the lines to `tangent1End` and on to `tangent2End`,
    /// kept as a line to the corner (a cell is coarser than most corners).
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        addLine(to: tangent1End)
    }

    static let curveSteps = 12
    static let circleSteps = 32

    public mutating func closeSubpath() {
        if case .polygon(let points, false)? = elements.last { elements[elements.count - 1] = .polygon(points, closed: true) }
    }
    public mutating func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }
    public mutating func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements.append(.rect(rect))
    }
    public mutating func addEllipse(in rect: CGRect) { elements.append(.ellipse(rect)) }
    public mutating func addPath(_ path: Path) { elements.append(contentsOf: path.elements) }

    /// The smallest rectangle that contains the path.
    public var boundingRect: CGRect {
        var result: CGRect?
        for element in elements {
            let r: CGRect
            switch element {
            case .rect(let rect), .ellipse(let rect): r = rect
            case .polygon(let points, _):
                guard let first = points.first else { continue }
                r = points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
            }
            result = result.map { $0.union(r) } ?? r
        }
        return result ?? .zero
    }

    /// True when `point` is inside the path (subpaths add up).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        elements.contains { element in
            switch element {
            case .rect(let rect):
                return rect.standardized.contains(point)
            case .ellipse(let rect):
                guard rect.width > 0, rect.height > 0 else { return false }
                let dx = (point.x - rect.midX) / (rect.width / 2), dy = (point.y - rect.midY) / (rect.height / 2)
                return dx * dx + dy * dy <= 1
            case .polygon(let points, _):
                guard points.count > 2 else { return false }
                var inside = false
                var j = points.count - 1
                for i in points.indices {
                    let a = points[i], b = points[j]
                    if (a.y > point.y) != (b.y > point.y),
                       point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x {
                        inside.toggle()
                    }
                    j = i
                }
                return inside
            }
        }
    }

    /// The straight segments of the outline, for stroking.
    var segments: [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = []
        for points in outlines {
            for i in points.indices.dropLast() { result.append((points[i], points[i + 1])) }
        }
        return result
    }

    /// Each subpath as the points along its outline, a closed one ending where it starts.
    var outlines: [[CGPoint]] {
        elements.map { element in
            switch element {
            case .ellipse(let r):
                return (0...Self.circleSteps).map { i -> CGPoint in
                    let angle = 2 * Double.pi * Double(i) / Double(Self.circleSteps)
                    return CGPoint(x: r.midX + r.width / 2 * CGFloat(cos(angle)), y: r.midY + r.height / 2 * CGFloat(sin(angle)))
                }
            case .rect(let r):
                return [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                        CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX, y: r.minY)]
            case .polygon(let points, let closed):
                if closed, points.count > 2, let first = points.first { return points + [first] }
                return points
            }
        }
    }

    /// The part of the path from one fraction of its length to another (0 to 1), as open
    /// subpaths; what `trim(from:to:)` draws.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let start = min(max(start, 0), 1), end = min(max(end, 0), 1)
        guard end > start else { return Path() }
        if start == 0, end == 1 { return self }
        let outlines = outlines
        func length(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
        let total = outlines.reduce(0) { sum, points in
            sum + zip(points, points.dropFirst()).reduce(0) { $0 + length($1.0, $1.1) }
        }
        guard total > 0 else { return Path() }
        let from = start * total, to = end * total
        var result = Path()
        var walked: CGFloat = 0
        for points in outlines {
            var piece: [CGPoint] = []
            for (a, b) in zip(points, points.dropFirst()) {
                let l = length(a, b)
                defer { walked += l }
                guard l > 0, walked + l > from, walked < to else { continue }
                func point(at distance: CGFloat) -> CGPoint {
                    let t = min(max((distance - walked) / l, 0), 1)
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if piece.isEmpty { piece.append(point(at: max(from, walked))) }
                piece.append(point(at: min(to, walked + l)))
            }
            if piece.count > 1 { result.elements.append(.polygon(piece, closed: false)) }
        }
        return result
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case .rect(let r): .rect(r.offsetBy(dx: dx, dy: dy))
            case .ellipse(let r): .ellipse(r.offsetBy(dx: dx, dy: dy))
            case .polygon(let points, let closed): .polygon(points.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }, closed: closed)
            }
        }
        return path
    }
}

extension Path: Shape {
    /// A path drawn as a view is drawn where its points are, whatever the frame.
    nonisolated public func path(in rect: CGRect) -> Path { self }
}

/// How a path is stroked; the width is not drawn, a terminal line is one cell.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var dash: [CGFloat]
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.dash = dash
    }
}

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
