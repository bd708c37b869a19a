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
        // A region inside one already there: the loop below would merge the two into that one
        // and move it last (no other region touches it), as this does without Foundation's
        // rectangle arithmetic, which a long list's every row removed and made would pay.
        if let inside = rects.firstIndex(where: { Self.encloses($0, rect) }) {
            rects.append(rects.remove(at: inside))
            return
        }
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

    /// `outer` holds all of `inner`, both finite with a positive width and height (the case
    /// where `union` gives `outer` back unchanged).
    private static func encloses(_ outer: CGRect, _ inner: CGRect) -> Bool {
        let o = (x: outer.origin.x, y: outer.origin.y, w: outer.size.width, h: outer.size.height)
        let i = (x: inner.origin.x, y: inner.origin.y, w: inner.size.width, h: inner.size.height)
        guard o.w > 0, o.h > 0, i.w > 0, i.h > 0, o.x.isFinite, o.y.isFinite, o.w.isFinite, o.h.isFinite,
              i.x.isFinite, i.y.isFinite, i.w.isFinite, i.h.isFinite else { return false }
        return o.x <= i.x && o.y <= i.y && i.x + i.w <= o.x + o.w && i.y + i.h <= o.y + o.h
    }
}
