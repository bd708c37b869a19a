import Headless
import Testing

/// The checkout screen shows each scanner check the other screens do not: its before variant
/// trips them, its after variant none.
@MainActor
struct CheckoutScreenTests {
    @Test("checkout:before trips contrast, hit-region, duplicate-description, text-clipped, traversal-order, parent-child and label-in-name; the after variant is clean")
    func scannerChecksBeforeAndAfter() throws {
        let before = try ScreenSession(registry: demoRegistry, screen: "checkout:before")
        let rules = Set(before.auditFindings.map(\.rule))
        #expect(rules == [.contrast, .hitRegion, .duplicateDescription, .textClipped, .traversalOrder, .parentChild, .labelInName])
        let after = try ScreenSession(registry: demoRegistry, screen: "checkout")
        #expect(after.auditFindings.isEmpty, "\(after.auditFindings)")
    }
}

/// SARIF points at the Swift line that shaped the element, where an accessibility modifier did.
@MainActor
struct SourceLocationTests {
    @Test("a finding on an element shaped by accessibilityLabel points at that line; SARIF gives it as the physical location")
    func findingPointsAtTheModifier() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "checkout:before")
        let finding = try #require(session.auditFindings.first { $0.rule == .labelInName })
        let location = try #require(finding.sourceLocation)
        #expect(location.file.hasSuffix("demos/Screens/Checkout/CheckoutScreen.swift"))
        let source = try String(contentsOfFile: location.file, encoding: .utf8)
        let line = source.split(separator: "\n", omittingEmptySubsequences: false)[location.line - 1]
        #expect(line.contains(".accessibilityLabel("), "line \(location.line): \(line)")
    }
}
