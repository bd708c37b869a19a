import Accessibility
import Foundation
@testable import Headless
import Testing
@testable import TermUI

extension AuditRuleFixtures {
    /// The fixtures of `rotor-6`'s rules: a sort priority that reads the screen backwards,
    /// contact details with nothing to reach them by, an image read by its file's name, and
    /// shapes read by their characters' names.
    @MainActor static var rotor6Rules: [RuleFixture] { [
        /// reading-order-backwards: values read before the names above them and to their left.
        RuleFixture(rule: .readingOrderBackwards, fail: [
            FixtureScreen("a stats grid whose values have a higher priority") { StatsGrid(valuesFirst: true) },
            FixtureScreen("the same grid laid out right to left") {
                StatsGrid(valuesFirst: true).environment(\.layoutDirection, .rightToLeft)
            },
            FixtureScreen("a column whose container is read first") {
                HStack(alignment: .top) {
                    VStack(alignment: .leading) { Text("Name"); Text("Ana Silva") }
                        .accessibilityElement(children: .contain)
                    VStack(alignment: .leading) { Text("City"); Text("Lisbon") }
                        .accessibilityElement(children: .contain).accessibilitySortPriority(1)
                }
            },
        ], pass: [
            FixtureScreen("the grid read row by row") { StatsGrid(valuesFirst: false) },
            FixtureScreen("two columns read one after the other") {
                HStack(alignment: .top) {
                    VStack(alignment: .leading) { Text("Name"); Text("Ana Silva") }.accessibilityElement(children: .contain)
                    VStack(alignment: .leading) { Text("City"); Text("Lisbon") }.accessibilityElement(children: .contain)
                }
            },
            FixtureScreen("a title given a priority over what is below it") {
                VStack(alignment: .leading) { Text("Weather").accessibilitySortPriority(1); Text("Sunny, 21°") }
            },
        ], inapplicable: [
            FixtureScreen("one element") { Text("Only this") },
        ]),
        /// contact-not-actionable: an address the text asks the user to use, with no link.
        RuleFixture(rule: .contactNotActionable, fail: [
            FixtureScreen("an email and a phone number in a sentence") {
                Text("Questions? Write to help@example.com or call 555-0100 on weekdays.")
            },
            FixtureScreen("a web address to visit") { Text("Visit www.example.com/returns to send it back") },
            FixtureScreen("an international number to ring, beside an unrelated button") {
                VStack { Text("Lost your card? Call +44 20 7946 0000 at any hour."); Button("Close") {} }
            },
        ], pass: [
            FixtureScreen("contact details as links") {
                VStack(alignment: .leading) {
                    Text("Questions? We answer on weekdays.")
                    Link("Email help@example.com", destination: URL(string: "mailto:help@example.com")!)
                    Link("Call 555-0100", destination: URL(string: "tel:5550100")!)
                }
            },
            FixtureScreen("an address given as an example of its form") {
                Text("Enter your work address, like ana@example.com")
            },
            FixtureScreen("a number with a button beside it that calls it") {
                HStack { Text("Call 555-0100 for a table"); Button("Call") {} }
            },
            FixtureScreen("a number under another heading's link") {
                VStack(alignment: .leading) {
                    Text("Bookings").accessibilityAddTraits(.isHeader)
                    Link("Call 555-0100", destination: URL(string: "tel:5550100")!)
                    Text("Delivery").accessibilityAddTraits(.isHeader)
                    Text("8 012 000 parcels delivered")
                }
            },
        ], inapplicable: [
            FixtureScreen("plain words") { Text("Open on weekdays from nine") },
            FixtureScreen("a figure with spaces") { Text("8 012 000 parcels delivered this year") },
        ]),
        /// asset-file-name-label: an image read by a name written for its file.
        RuleFixture(rule: .assetFileNameLabel, fail: [
            FixtureScreen("an image named newspaper") { VStack { Text("Morning edition"); Image("newspaper") } },
            FixtureScreen("a product photo named by its file") { VStack { Image("bike-red-2041"); Text("City bike, 3 gears") } },
        ], pass: [
            FixtureScreen("the image given a label") { Image("newspaper", label: Text("Today's front page")) },
            FixtureScreen("the name an entry of the strings table") {
                LocalizedStringTables.register(strings: #""rotor6-old-town-map" = "Map of the old town";"#)
                return Image("rotor6-old-town-map")
            },
            FixtureScreen("a capitalised name, left to asset-name-label's review") { Image("Logo") },
        ], inapplicable: [
            FixtureScreen("a decorative image") { Image(decorative: "flourish_divider") },
            FixtureScreen("a symbol") { Image(systemName: "heart") },
        ]),
        /// shape-characters-label: page dots and a rating read by their characters' names.
        RuleFixture(rule: .shapeCharactersLabel, fail: [
            FixtureScreen("page dots as texts") {
                VStack { Text("Welcome to Notes"); HStack(spacing: 1) { Text("●"); Text("○"); Text("○") } }
            },
            FixtureScreen("a rating drawn in stars") { HStack { Text("Harbour Café"); Text("★★★★☆") } },
        ], pass: [
            FixtureScreen("page dots read as one element that says the page") {
                HStack(spacing: 1) { Text("●"); Text("○"); Text("○") }
                    .accessibilityElement(children: .ignore).accessibilityLabel("Page").accessibilityValue("1 of 3")
            },
            FixtureScreen("a rating with a label") { Text("★★★★☆").accessibilityLabel("4 of 5 stars") },
            FixtureScreen("a bullet inside a sentence") { Text("• Bring a towel") },
        ], inapplicable: [
            FixtureScreen("stars hidden beside their words") {
                HStack { Text("★★★★☆").accessibilityHidden(true); Text("4 of 5 stars") }
            },
            FixtureScreen("plain words") { Text("Welcome to Notes") },
        ]),
    ] }
}

/// Steps and distance over their values, in a `Grid`; `valuesFirst` gives the values a sort
/// priority that reads them before the names.
struct StatsGrid: View {
    var valuesFirst: Bool
    var body: some View {
        Grid {
            GridRow { Text("Steps"); Text("Distance") }
            GridRow {
                Text("8 012").accessibilitySortPriority(valuesFirst ? 1 : 0)
                Text("5.1 km").accessibilitySortPriority(valuesFirst ? 1 : 0)
            }
        }
    }
}

/// What rotor-6's rules say, beyond their fixtures.
@MainActor
struct Rotor6RuleTests {
    @Test("reading-order-backwards names the element the priority reads too early (WCAG 2.4.3 Focus Order)")
    func namesTheEarlyElement() {
        let found = ScreenReaderSession(StatsGrid(valuesFirst: true)).auditFindings.filter { $0.rule == .readingOrderBackwards }
        #expect(found.map(\.label) == ["5.1 km"])
        #expect(found.first?.message.contains("before \"Steps\"") == true)
        #expect(AuditRule.readingOrderBackwards.wcag == "2.4.3" && AuditRule.readingOrderBackwards.impact == .serious)
    }

    @Test("contact-not-actionable: an address the text only shows needs review; one it asks the user to use is a problem")
    func showsOrAsks() {
        let shown = ScreenReaderSession(Text("Signed in as ana@example.com")).auditFindings.filter { $0.rule == .contactNotActionable }
        #expect(shown.count == 1 && shown.allSatisfy(\.needsReview))
        let asked = ScreenReaderSession(Text("Email ana@example.com to join")).auditFindings.filter { $0.rule == .contactNotActionable }
        #expect(asked.count == 1 && !asked.contains(where: \.needsReview))
        #expect(asked.first?.message == "it asks the user to use an email address that nothing on the screen can activate")
        // A Markdown link SwiftUI would make a link is not read as plain text.
        let markdown = ScreenReaderSession(Text("Write to [help@example.com](mailto:help@example.com)")).auditFindings
        #expect(!markdown.contains { $0.rule == .contactNotActionable })
    }

    @Test("asset-file-name-label takes the place of asset-name-label's review on the same image; a preset without it keeps the review (WCAG 1.1.1 Non-text Content)")
    func supersedesTheReview() {
        let all = ScreenReaderSession(Image("newspaper")).auditFindings
        #expect(Set(all.map(\.rule)) == [.assetFileNameLabel])
        var rotor5 = AuditConfiguration()
        rotor5.disabled = Set(AuditRule.allCases).subtracting(AuditPreset.rotor5.rules)
        let session = ScreenSession(Image("newspaper"), columns: 72, rows: 40)
        let older = session.auditFindings(with: rotor5)
        #expect(older.map(\.rule) == [.assetNameLabel] && older.allSatisfy(\.needsReview))
        // A name written as a label stays a review under every preset.
        #expect(ScreenReaderSession(Image("Logo")).auditFindings.map(\.rule) == [.assetNameLabel])
        #expect(AuditRule.assetFileNameLabel.supersedes == .assetNameLabel && AuditRule.assetNameLabel.supersedes == nil)
    }

    @Test("shape-characters-label: a row of page dots is one finding on its first dot; a value that says what a shape means passes (WCAG 1.1.1)")
    func pageDots() {
        let dots = ScreenReaderSession(HStack(spacing: 1) { Text("●"); Text("○"); Text("○"); Text("Skip") }).auditFindings
            .filter { $0.rule == .shapeCharactersLabel }
        #expect(dots.map(\.label) == ["●"])
        #expect(dots.first?.message == "it and the 2 beside it (●, ○, ○) are only shapes, read by their characters' names")
        #expect(AccessibilityAudit.isShape("■") && AccessibilityAudit.isShape("•") && !AccessibilityAudit.isShape("→")
                && !AccessibilityAudit.isShape("❤"))
        let valued = ScreenReaderSession(Text("★★★☆☆").accessibilityValue("3 of 5")).auditFindings
        #expect(!valued.contains { $0.rule == .shapeCharactersLabel })
    }

    @Test("contact-not-actionable reads each kind of address by its shape")
    func addressShapes() {
        typealias Kind = AccessibilityAudit.ContactKind
        #expect(Kind.email.ranges(in: "to ana.silva+news@mail.example.pt.").count == 1)
        #expect(Kind.web.ranges(in: "see https://example.com/a?b=1, or www.example.org").count == 2)
        #expect(Kind.phone.ranges(in: "+351 21 123 4567 or (415) 555-0132 or 555-0100").count == 3)
        // Figures, dates and times are no numbers to call.
        #expect(Kind.phone.ranges(in: "8 012 steps, 2026-12-06, 10:30–11:45, 1 234 567 people").isEmpty)
        // The quick look that spares plain words every scan.
        for text in ["a@b", "see https://x", "WWW.example", "1234567"] { #expect(ContactScan.mayHoldContact(text), "\(text)") }
        for text in ["Row 123456", "9:30 / 9:45", "a:/b", "www", "Plain words"] { #expect(!ContactScan.mayHoldContact(text), "\(text)") }
    }
}
