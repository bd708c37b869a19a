import Explorer
import Testing

/// The checkout screen shows each scanner check the other screens do not: its before variant
/// trips them, its after variant none.
@MainActor
struct CheckoutScreenTests {
    @Test("checkout:before trips contrast, hit-region, duplicate-description, text-clipped, traversal-order, parent-child and label-in-name; the after variant is clean")
    func scannerChecksBeforeAndAfter() throws {
        let before = try ExplorerSession(registry: demoRegistry, screen: "checkout:before")
        let rules = Set(before.auditFindings.map(\.rule))
        #expect(rules == [.contrast, .hitRegion, .duplicateDescription, .textClipped, .traversalOrder, .parentChild, .labelInName])
        let after = try ExplorerSession(registry: demoRegistry, screen: "checkout")
        #expect(after.auditFindings.isEmpty, "\(after.auditFindings)")
    }
}
