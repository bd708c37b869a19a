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
}
