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
        // Inside the last region (a list's rows, each beside the one before): nothing moves.
        if let last = rects.last, Self.encloses(last, rect) { return }
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
            if Self.meets(rects[index], merged) {
                merged = Self.union(merged, rects.remove(at: index))
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
        guard isPlain(outer), isPlain(inner) else { return false }
        let o = (x: outer.origin.x, y: outer.origin.y, w: outer.size.width, h: outer.size.height)
        let i = (x: inner.origin.x, y: inner.origin.y, w: inner.size.width, h: inner.size.height)
        return o.x <= i.x && o.y <= i.y && i.x + i.w <= o.x + o.w && i.y + i.h <= o.y + o.h
    }

    /// Finite, with a positive width and height: a row's frame, a dot's.
    private static func isPlain(_ rect: CGRect) -> Bool {
        rect.size.width > 0 && rect.size.height > 0 && rect.origin.x.isFinite && rect.origin.y.isFinite
            && rect.size.width.isFinite && rect.size.height.isFinite
    }

    /// Foundation's `a.intersects(b) || a.contains(b)`: for two plain rectangles, their spans
    /// meet on both axes, touching included, told with four comparisons (a long list's every
    /// row removed and made adds its frame).
    private static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
        guard isPlain(a), isPlain(b) else { return a.intersects(b) || a.contains(b) }
        return a.origin.x <= b.origin.x + b.size.width && b.origin.x <= a.origin.x + a.size.width
            && a.origin.y <= b.origin.y + b.size.height && b.origin.y <= a.origin.y + a.size.height
    }

    /// Foundation's `a.union(b)`, for two plain rectangles with the same arithmetic.
    private static func union(_ a: CGRect, _ b: CGRect) -> CGRect {
        guard isPlain(a), isPlain(b) else { return a.union(b) }
        let x = min(a.origin.x, b.origin.x), y = min(a.origin.y, b.origin.y)
        let maxX = max(a.origin.x + a.size.width, b.origin.x + b.size.width)
        let maxY = max(a.origin.y + a.size.height, b.origin.y + b.size.height)
        return CGRect(x: x, y: y, width: maxX - x, height: maxY - y)
    }
}
