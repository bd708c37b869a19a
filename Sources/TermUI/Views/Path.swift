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
        for element in elements {
            switch element {
            case .ellipse(let r):
                let points = (0...Self.circleSteps).map { i -> CGPoint in
                    let angle = 2 * Double.pi * Double(i) / Double(Self.circleSteps)
                    return CGPoint(x: r.midX + r.width / 2 * CGFloat(cos(angle)), y: r.midY + r.height / 2 * CGFloat(sin(angle)))
                }
                for i in points.indices.dropLast() { result.append((points[i], points[i + 1])) }
            case .rect(let r):
                let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                               CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
                for i in 0..<4 { result.append((corners[i], corners[(i + 1) % 4])) }
            case .polygon(let points, let closed):
                for i in points.indices.dropLast() { result.append((points[i], points[i + 1])) }
                if closed, points.count > 2, let first = points.first, let last = points.last { result.append((last, first)) }
            }
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
