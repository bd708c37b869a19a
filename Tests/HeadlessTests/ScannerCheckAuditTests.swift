import Accessibility
import Foundation
import Headless
import Testing
import TermUI

/// The rules of preset rotor-4 that read the element tree as Google's scanners and axe-core do,
/// each with fail, pass and inapplicable fixtures.
@MainActor
struct ScannerCheckAuditTests {
    func findings(_ view: some View, _ rule: AuditRule) -> [AuditFinding] {
        ScreenReaderSession(view).auditFindings.filter { $0.rule == rule }
    }

    func rules(_ view: some View) -> [AuditRule] { ScreenReaderSession(view).auditFindings.map(\.rule) }

    @Test("empty-heading: a heading trait on empty text or an unlabelled shape fails; a heading with text passes; no heading is inapplicable")
    func emptyHeading() {
        // Fail.
        #expect(rules(VStack { Text("").accessibilityAddTraits(.isHeader); Text("Card ending 4242") }) == [.emptyHeading])
        let rule = findings(VStack { Rectangle().frame(height: 1).accessibilityElement().accessibilityAddTraits(.isHeader); Text("Card") },
                            .emptyHeading)
        #expect(rule.count == 1 && !rule[0].needsReview)
        // Pass.
        #expect(rules(VStack { Text("Payment").accessibilityAddTraits(.isHeader); Text("Card ending 4242") }) == [])
        // Inapplicable: no heading; an unlabelled control is unlabeled-control's.
        #expect(rules(Text("Card ending 4242")) == [])
        #expect(!rules(Button("") {}.accessibilityAddTraits(.isHeader)).contains(.emptyHeading))
    }

    @Test("label-punctuated: a button's one-sentence label ending in a period fails; two sentences, an ellipsis, an abbreviation pass; text is inapplicable")
    func labelPunctuated() {
        // Fail.
        let save = findings(Button("Save.") {}, .labelPunctuated)
        #expect(save.count == 1 && save[0].fix.contains("\"Save\""))
        #expect(rules(Button { } label: { Image(systemName: "trash") }.accessibilityLabel("Delete the draft.")) == [.labelPunctuated])
        // Pass.
        #expect(rules(Button("Save") {}) == [])
        #expect(rules(Button("Saved. Tap to undo.") {}) == [])
        #expect(rules(Button("Save as...") {}) == [])
        #expect(rules(Button("Save as…") {}) == [])
        #expect(rules(Button("Contact Acme Inc.") {}) == [])
        // Inapplicable: text may end a sentence.
        #expect(rules(Text("Your order is on its way.")) == [])
    }

    @Test("traits-conflict: a button that is also a link, or adjustable, fails; one role passes; plain text is inapplicable")
    func traitsConflict() {
        // Fail.
        let link = findings(Button("Terms") {}.accessibilityAddTraits(.isLink), .traitsConflict)
        #expect(link.count == 1 && link[0].message.contains("button and link"))
        let adjustable = findings(Button("Volume") {}.accessibilityValue("5").accessibilityAdjustableAction { _ in }, .traitsConflict)
        #expect(adjustable.count == 1 && adjustable[0].message.contains("button and adjustable"))
        // Pass.
        #expect(rules(Button("Terms") {}) == [])
        #expect(rules(Link("Terms", destination: URL(string: "https://example.com/terms")!)) == [])
        #expect(findings(Button("Terms") {}.accessibilityRemoveTraits(.isButton).accessibilityAddTraits(.isLink), .traitsConflict).isEmpty)
        // Inapplicable.
        #expect(rules(Text("Terms")) == [])
    }

    @Test("duplicate-clickable-bounds: a button laid over another fails; buttons side by side pass; one control is inapplicable")
    func duplicateClickableBounds() {
        // Fail: both overlays.
        let stacked = findings(ZStack { Button("Play") {}; Button("Stop") {} }, .duplicateClickableBounds)
        #expect(stacked.map(\.label) == ["Stop"] && stacked[0].message.contains("\"Play\""))
        #expect(findings(Button("Play") {}.overlay { Button("Stop") {} }, .duplicateClickableBounds).count == 1)
        // Pass.
        #expect(findings(HStack { Button("Play") {}; Button("Stop") {} }, .duplicateClickableBounds).isEmpty)
        // A dimmed control is not a target.
        #expect(findings(ZStack { Button("Play") {}; Button("Stop") {}.disabled(true) }, .duplicateClickableBounds).isEmpty)
        // Inapplicable.
        #expect(findings(Text("Now playing"), .duplicateClickableBounds).isEmpty)
        #expect(rules(Button("Play") {}) == [])
    }

    @Test("link-purpose-unclear: several 'Learn more' / 'Read more' in one container fail; one alone needs review; a purposeful label passes")
    func linkPurposeUnclear() throws {
        let url = try #require(URL(string: "https://example.com"))
        // Fail: several in one container, not alike enough to be duplicate-sibling-labels'.
        let several = findings(VStack {
            Text("Pricing plans")
            Link("Learn more", destination: url)
            Text("Privacy")
            Button("Read more") {}
        }, .linkPurposeUnclear)
        #expect(several.count == 2 && several.allSatisfy { !$0.needsReview })
        #expect(AuditReport(findings: several, screen: "s", variant: "before").exitStatus == 1)
        // In the rows of one list.
        let rows = findings(VStack {
            ForEach(["Pricing", "Privacy"], id: \.self) { topic in
                VStack { Text(topic); Button("More") {} }.accessibilityElement(children: .contain)
            }
        }, .linkPurposeUnclear)
        #expect(rows.count == 2 && rows.allSatisfy { !$0.needsReview })
        // Needs review: one alone may take its purpose from the text before it.
        let alone = findings(VStack { Text("Pricing plans"); Link("Learn more", destination: url) }, .linkPurposeUnclear)
        #expect(alone.count == 1 && alone[0].needsReview)
        #expect(AuditReport(findings: alone, screen: "s", variant: "before").exitStatus == 0)
        // Pass.
        #expect(rules(VStack { Link("Learn more about pricing", destination: url); Button("Read the privacy policy") {} }) == [])
        #expect(findings(VStack { Link("Learn more", destination: url).accessibilityLabel("Learn more about pricing") }, .linkPurposeUnclear).isEmpty)
        // Inapplicable: the words as text, not a control; a disclosure group says its state; a
        // tab bar's "More" is the system's tab.
        #expect(rules(Text("Learn more")) == [])
        #expect(findings(DisclosureGroup("More") { Text("Opening hours") }, .linkPurposeUnclear).isEmpty)
        #expect(findings(TabView {
            Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }
            Text("Settings").tabItem { Label("More", systemImage: "ellipsis") }
        }, .linkPurposeUnclear).isEmpty)
    }

    @Test("fixed-font-size: text in .system(size:) or .custom(_:fixedSize:) fails; text styles and .custom(_:size:) scale and pass; no text is inapplicable")
    func fixedFontSize() {
        // Fail.
        let fixed = findings(Text("Total").font(.system(size: 17)), .fixedFontSize)
        #expect(fixed.count == 1 && fixed[0].message.contains("fixed 17 points") && !fixed[0].needsReview)
        #expect(rules(Text("Total").font(.custom("Avenir Next", fixedSize: 15))) == [.fixedFontSize])
        // Bold or weighted, it stays fixed; set on a stack, it reaches each text.
        #expect(findings(Text("Total").font(.system(size: 15).bold()), .fixedFontSize).count == 1)
        #expect(findings(VStack { Text("Total"); Text("$42") }.font(.system(size: 15)), .fixedFontSize).count == 2)
        // Pass.
        #expect(rules(Text("Total").font(.body)) == [])
        #expect(rules(Text("Total").font(.custom("Avenir Next", size: 17))) == [])
        #expect(rules(Text("Total").font(.custom("Avenir Next", size: 17, relativeTo: .body))) == [])
        #expect(rules(Text("Total").font(.system(.body, weight: .bold))) == [])
        // Inapplicable: no text.
        #expect(findings(Rectangle().frame(width: 20, height: 2), .fixedFontSize).isEmpty)
    }
}
