import Foundation

/// The parts of a page to draw again, in points: a few rectangles, merged where they overlap.
/// Three dots far apart on a page stay three small regions instead of one tall one, so a frame
/// of their pulse draws, compares and paints the dots, not every row between them.
struct Damage {
    private(set) var rects: [CGRect] = []
    /// More regions than this are merged into one around them all: drawing that costs little
    /// more, and a change that touches everything stays one region.
    static let limit = 8

    init() {}
    init(_ rect: CGRect) { rects = [rect] }

    var isEmpty: Bool { rects.isEmpty }

    /// The smallest rectangle around every region.
    var bounds: CGRect? {
        guard var result = rects.first else { return nil }
        for rect in rects.dropFirst() { result = result.union(rect) }
        return result
    }

    mutating func add(_ rect: CGRect) {
        var merged = rect
        var index = 0
        while index < rects.count {
            if rects[index].intersects(merged) || rects[index].contains(merged) {
                merged = merged.union(rects.remove(at: index))
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(merged)
        if rects.count > Self.limit, let bounds { rects = [bounds] }
    }
}
