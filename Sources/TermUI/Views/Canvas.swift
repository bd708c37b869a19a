import Accessibility
import Foundation

/// Immediate-mode drawing: the renderer draws paths, text and images into a
/// `GraphicsContext`, which maps points to cells. Takes the space offered; makes no element.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var symbols: Symbols
    public var isOpaque: Bool
    public var rendersAsynchronously: Bool

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
        isOpaque = opaque
        self.rendersAsynchronously = rendersAsynchronously
    }

    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { CanvasBehavior(renderer: renderer) }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer, symbols: { EmptyView() })
    }
}

public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// What a `Canvas` renderer draws with. Coordinates are points from the canvas's top-left
/// corner, right to left too unless the canvas flips (then its top-right); drawing outside
/// the canvas is clipped.
public struct GraphicsContext {
    /// How a path is filled or stroked.
    public struct Shading {
        let color: Color?
        public static func color(_ color: Color) -> Shading { Shading(color: color) }
        @MainActor public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            Shading(color: Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        /// The environment's foreground colour.
        public static var foreground: Shading { Shading(color: nil) }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(color: ShapeStyleColor.color(of: style)) }
    }

    enum Command {
        case fill(Path, Color?)
        case stroke(Path, Color?)
        case text(Text, CGPoint, UnitPoint)
        case image(Image, CGRect)
    }
    var commands: [Command] = []
    var offset = CGSize.zero
    public var opacity: Double = 1

    init() {}

    public mutating func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        commands.append(.fill(path.offsetBy(dx: offset.width, dy: offset.height), shading.color))
    }
    public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        commands.append(.stroke(path.offsetBy(dx: offset.width, dy: offset.height), shading.color))
    }
    public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        stroke(path, with: shading, lineWidth: style.lineWidth)
    }
    /// Draws the text centred on `point` (or anchored as given).
    public mutating func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        commands.append(.text(text, CGPoint(x: point.x + offset.width, y: point.y + offset.height), anchor))
    }
    public mutating func draw(_ text: Text, in rect: CGRect) {
        draw(text, at: CGPoint(x: rect.minX, y: rect.minY), anchor: .topLeading)
    }
    public mutating func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        commands.append(.image(image, rect.offsetBy(dx: offset.width, dy: offset.height)))
    }
    public mutating func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        commands.append(.image(image, CGRect(origin: CGPoint(x: point.x + offset.width, y: point.y + offset.height), size: .zero)))
    }
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        offset.width += x
        offset.height += y
    }
    /// Scaling and rotation are not drawn.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    public mutating func rotate(by angle: Angle) {}
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}

    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }
}

struct CanvasBehavior: NodeBehavior {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let size = proposal.replacingUnspecified(with: CGSize(width: 10, height: 10))
        return CGSize(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        var graphics = GraphicsContext()
        renderer(&graphics, node.frame.size)
        let bounds = context.cells(node.frame)
        let saved = context.clip
        context.clip = saved.intersection(bounds)
        let origin = node.frame.origin
        let metric = context.metric
        let foreground = node.environment.foregroundColor ?? .primary
        // Mirrored only when asked (`flipsForRightToLeftLayoutDirection(true)`): a drawing's
        // coordinates are its own, and graphs keep their axes right to left. The cells are
        // worked out left to right and each drawn at its mirror image; text reads as written.
        let mirrored = node.environment.isRightToLeft && node.environment.flipsForRightToLeftLayoutDirection
        func put(_ text: String, x: Int, y: Int, style: CellStyle, into context: inout DrawContext) {
            context.put(text, x: bounds.column(x, width: TerminalText.width(of: text), rightToLeft: mirrored), y: y, style: style)
        }
        for command in graphics.commands {
            switch command {
            case .fill(let path, let color):
                let style = CellStyle(foreground: (color ?? foreground).terminalColor(in: node.environment))
                PathRaster.fill(path, origin: origin, style: style, mirroredIn: mirrored ? bounds : nil, into: &context)
            case .stroke(let path, let color):
                let style = CellStyle(foreground: (color ?? foreground).terminalColor(in: node.environment))
                PathRaster.stroke(path, origin: origin, style: style, mirroredIn: mirrored ? bounds : nil, into: &context)
            case .text(let text, let point, let anchor):
                let behavior = TextBehavior(text: text)
                let width = TerminalText.width(of: text.content)
                let column = metric.columns(origin.x + point.x) - Int((CGFloat(width) * anchor.x).rounded(.down))
                let row = Int(((origin.y + point.y) / metric.pointsPerRow - anchor.y).rounded(.down))
                put(text.content, x: column, y: row, style: behavior.style(node.sharedEnvironment), into: &context)
            case .image(let image, let rect):
                let glyph = image.glyph
                let centre = CGPoint(x: origin.x + rect.midX, y: origin.y + rect.midY)
                let column = Int(centre.x / metric.pointsPerColumn) - TerminalText.width(of: glyph) / 2
                put(glyph, x: column, y: Int(centre.y / metric.pointsPerRow), style: node.environment.textStyle, into: &context)
            }
        }
        context.clip = saved
    }
}

/// Paths in cells, for a `Canvas` and for shapes: a cell is filled when its centre is inside
/// the path; a stroke goes through the cells its segments cross. `origin` is where the path's
/// coordinates start, in points; with `mirroredIn`, each cell is drawn at its mirror image in
/// that rectangle.
@MainActor
enum PathRaster {
    static func fill(_ path: Path, origin: CGPoint, style: CellStyle, mirroredIn mirror: CellRect?,
                     into context: inout DrawContext) {
        let metric = context.metric
        let cells = metric.cellRect(path.boundingRect.offsetBy(dx: origin.x, dy: origin.y))
        let area = CellRect(x: cells.x - 1, y: cells.y - 1, width: cells.width + 2, height: cells.height + 2)
            .intersection(mirror ?? context.clip)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let centre = metric.point(column: x, row: y)
                if path.contains(CGPoint(x: centre.x - origin.x, y: centre.y - origin.y)) {
                    context.put("█", x: mirror.map { $0.column(x, width: 1, rightToLeft: true) } ?? x, y: y, style: style)
                }
            }
        }
    }

    /// Strokes each segment; where a horizontal and a vertical line meet, the cell gets the
    /// corner or junction that joins the lines around it, so a rectangle reads as a box.
    static func stroke(_ path: Path, origin: CGPoint, style: CellStyle, mirroredIn mirror: CellRect?,
                       into context: inout DrawContext) {
        var cells: [Cell: Set<String>] = [:]
        var order: [Cell] = []
        for (a, b) in path.segments {
            line(from: a, to: b, origin: origin, metric: context.metric, mirrored: mirror != nil) { cell, glyph in
                if cells[cell] == nil { order.append(cell) }
                cells[cell, default: []].insert(glyph)
            }
        }
        func has(_ x: Int, _ y: Int, _ glyph: String) -> Bool { cells[Cell(x: x, y: y)]?.contains(glyph) ?? false }
        for cell in order {
            guard let glyphs = cells[cell] else { continue }
            var glyph = glyphs.count == 1 ? glyphs.first! : (glyphs.contains("─") ? "─" : glyphs.sorted().first!)
            if glyphs.contains("─"), glyphs.contains("│") {
                let left = has(cell.x - 1, cell.y, "─"), right = has(cell.x + 1, cell.y, "─")
                let up = has(cell.x, cell.y - 1, "│"), down = has(cell.x, cell.y + 1, "│")
                glyph = junction(left: mirror == nil ? left : right, right: mirror == nil ? right : left, up: up, down: down)
            }
            context.put(glyph, x: mirror.map { $0.column(cell.x, width: 1, rightToLeft: true) } ?? cell.x, y: cell.y, style: style)
        }
    }

    private struct Cell: Hashable {
        let x: Int, y: Int
    }

    private static func junction(left: Bool, right: Bool, up: Bool, down: Bool) -> String {
        switch (left, right, up, down) {
        case (false, true, false, true): "┌"
        case (true, false, false, true): "┐"
        case (false, true, true, false): "└"
        case (true, false, true, false): "┘"
        case (true, true, false, true): "┬"
        case (true, true, true, false): "┴"
        case (false, true, true, true): "├"
        case (true, false, true, true): "┤"
        case (true, true, true, true): "┼"
        case (_, _, false, false): "─"
        default: "│"
        }
    }

    /// The cells a line crosses, each with the box-drawing character closest to its slope
    /// (as seen after mirroring, when `mirrored`).
    private static func line(from a: CGPoint, to b: CGPoint, origin: CGPoint, metric: CellMetric, mirrored: Bool,
                             _ body: (Cell, String) -> Void) {
        let x0 = (origin.x + a.x) / metric.pointsPerColumn, y0 = (origin.y + a.y) / metric.pointsPerRow
        let x1 = (origin.x + b.x) / metric.pointsPerColumn, y1 = (origin.y + b.y) / metric.pointsPerRow
        let dx = x1 - x0, dy = y1 - y0
        let falling = (dx > 0) == (dy > 0)
        let glyph: String = abs(dy) < 0.01 || abs(dx) > abs(dy) * 3 ? "─"
            : abs(dx) < 0.01 || abs(dy) > abs(dx) * 3 ? "│"
            : falling != mirrored ? "╲" : "╱"
        let steps = max(1, Int(max(abs(dx), abs(dy)).rounded(.up)))
        for i in 0...steps {
            let t = CGFloat(i) / CGFloat(steps)
            body(Cell(x: Int((x0 + dx * t).rounded(.down)), y: Int((y0 + dy * t).rounded(.down))), glyph)
        }
    }
}
