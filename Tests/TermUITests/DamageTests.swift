import Foundation
import Testing
@testable import TermUI

/// The regions a graph draws again: kept apart while they do not overlap, merged when they do,
/// and merged into one around them all past `Damage.limit`.
@Suite("Damage regions")
struct DamageTests {
    @Test("regions apart stay apart; one overlapping two merges all three")
    func overlappingRegionsMerge() {
        var damage = Damage()
        damage.add(CGRect(x: 0, y: 0, width: 10, height: 10))
        damage.add(CGRect(x: 0, y: 100, width: 10, height: 10))
        #expect(damage.rects.count == 2)
        damage.add(CGRect(x: 5, y: 5, width: 5, height: 100))
        #expect(damage.rects == [CGRect(x: 0, y: 0, width: 10, height: 110)])
    }

    @Test("a region inside another is taken into it")
    func containedRegionMerges() {
        var damage = Damage(CGRect(x: 0, y: 0, width: 50, height: 50))
        damage.add(CGRect(x: 10, y: 10, width: 5, height: 5))
        #expect(damage.rects == [CGRect(x: 0, y: 0, width: 50, height: 50)])
    }

    @Test("past the limit, one region around them all")
    func tooManyRegionsBecomeOne() {
        var damage = Damage()
        for index in 0...Damage.limit { damage.add(CGRect(x: 0, y: CGFloat(index) * 100, width: 10, height: 10)) }
        #expect(damage.rects.count == 1)
        #expect(damage.bounds == CGRect(x: 0, y: 0, width: 10, height: CGFloat(Damage.limit) * 100 + 10))
    }

    /// The regions after adding `rect`, as the type documents them, with Foundation's rectangle
    /// arithmetic at every step: the first region it meets is taken into it until none is left,
    /// and it goes last; past the limit, one region around them all.
    private static func merged(_ rects: [CGRect], adding rect: CGRect) -> [CGRect] {
        var others = rects, grown = rect
        while let met = others.firstIndex(where: { $0.intersects(grown) || $0.contains(grown) }) {
            grown = grown.union(others.remove(at: met))
        }
        others.append(grown)
        guard others.count > Damage.limit else { return others }
        return [others.dropFirst().reduce(others[0]) { $0.union($1) }]
    }

    @Test("""
        a region inside one already there, or meeting one, is taken in without Foundation's rectangle arithmetic, \
        and gives what its merging gives: regions inside, touching, overlapping, empty, null and infinite, in a thousand orders
        """)
    func shortcutAgreesWithMerging() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let odd: [CGRect] = [.null, .infinite, .zero, CGRect(x: 3, y: 3, width: 0, height: 4),
                             CGRect(x: 10, y: 10, width: -5, height: -5)]
        for _ in 0..<1_000 {
            var damage = Damage(), expected: [CGRect] = []
            for _ in 0..<12 {
                let rect = next(12) == 0 ? odd[next(odd.count)]
                    : CGRect(x: CGFloat(next(8) * 8), y: CGFloat(next(8) * 16),
                             width: CGFloat(next(4) * 8 + 8), height: CGFloat(next(3) * 16 + 16))
                damage.add(rect)
                expected = Self.merged(expected, adding: rect)
                #expect(damage.rects.count == expected.count)
                guard damage.rects.count == expected.count else { return }
                for (a, b) in zip(damage.rects, expected) where !(a.isNull && b.isNull) {
                    #expect(a == b, "adding \(rect)")
                }
            }
        }
    }
}
