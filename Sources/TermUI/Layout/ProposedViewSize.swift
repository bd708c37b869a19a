import Foundation

/// A size proposal, SwiftUI's: nil asks for the ideal size, 0 for the minimum, infinity for
/// the maximum.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    func replacingUnspecified(with size: CGSize) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

public enum Axis: Hashable, Sendable {
    case horizontal, vertical
    var other: Axis { self == .horizontal ? .vertical : .horizontal }

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    init(main: CGFloat, cross: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

/// Horizontal alignment of views in a vertical stack or frame.
public struct HorizontalAlignment: Hashable, Sendable {
    let fraction: CGFloat
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Vertical alignment of views in a horizontal stack or frame.
public struct VerticalAlignment: Hashable, Sendable {
    let fraction: CGFloat
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    public static let firstTextBaseline = VerticalAlignment(fraction: 0)
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// A two-dimensional alignment.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Origin of a child of `size` aligned inside `bounds`, snapped to whole cells.
    func origin(of size: CGSize, in bounds: CGRect, metric: CellMetric = .default) -> CGPoint {
        // The offset within the bounds is snapped, not the position on the screen: a view
        // placed off the grid (after a half-row spacing) keeps its layers on its own cells.
        let x = bounds.minX + snap((bounds.width - size.width) * horizontal.fraction, metric.pointsPerColumn)
        let y = bounds.minY + snap((bounds.height - size.height) * vertical.fraction, metric.pointsPerRow)
        return CGPoint(x: x, y: y)
    }
}

/// Rounds down to a whole cell so centred content lands on the grid the same way every time.
func snap(_ value: CGFloat, _ step: CGFloat) -> CGFloat {
    (value / step + 0.0001).rounded(.down) * step
}
