import Accessibility
import Foundation
import Headless
import Testing
import TermUI

/// Names that describe a picture rather than a purpose: a control of emoji alone, and a link
/// whose only content is an icon read by its default name.
@MainActor
struct AuditPictureNameTests {
    func findings(_ view: some View, _ rule: AuditRule) -> [AuditFinding] {
        ScreenReaderSession(view).auditFindings.filter { $0.rule == rule }
    }

    let site = URL(string: "https://example.com")!

    @Test("file-or-symbol-name-label: a button of emoji alone is read by the emoji's name; a word beside it, a label, or emoji in plain text pass")
    func emojiOnlyControl() {
        let heart = findings(Button("❤️") {}, .fileOrSymbolNameLabel)
        #expect(heart.count == 1 && heart.allSatisfy { !$0.needsReview })
        #expect(heart.first?.message == "the label \"❤️\" is only emoji, which VoiceOver reads by their names")
        // A sequence (a family joined by ZWJ), a keycap and a flag are emoji too.
        #expect(findings(Button("👨‍👩‍👧") {}, .fileOrSymbolNameLabel).count == 1)
        #expect(findings(Button("1️⃣") {}, .fileOrSymbolNameLabel).count == 1)
        #expect(findings(Link("🇫🇷", destination: site), .fileOrSymbolNameLabel).count == 1)
        // Inapplicable: a word says what it does; a label replaces the emoji; text is not a control;
        // a digit or © drawn as text is not an emoji.
        #expect(findings(Button("Save ✅") {}, .fileOrSymbolNameLabel).isEmpty)
        #expect(findings(Button("❤️") {}.accessibilityLabel("Like"), .fileOrSymbolNameLabel).isEmpty)
        #expect(findings(Text("🎉"), .fileOrSymbolNameLabel).isEmpty)
        #expect(findings(Button("1") {}, .fileOrSymbolNameLabel).isEmpty)
        #expect(findings(Button("©") {}, .fileOrSymbolNameLabel).isEmpty)
    }

    @Test("link-purpose-unclear: a link of an icon alone is named by the picture (\"Globe\") and fails; a label, a title or a button pass")
    func linkNamedByItsIcon() {
        let globe = Link(destination: site) { Image(systemName: "globe") }
        #expect(ScreenReaderSession(globe).tree.allElements.first?.label == "Globe")
        let found = findings(globe, .linkPurposeUnclear)
        #expect(found.count == 1 && found.allSatisfy { !$0.needsReview })
        #expect(found.first?.message == "the link is named only by its picture, \"Globe\": that says what the icon shows, not where it goes")
        #expect(AuditReport(findings: ScreenReaderSession(globe).auditFindings, screen: "s", variant: "after").exitStatus == 1)
        // Inapplicable: a label says where it goes; a title beside the icon names it; a button's
        // icon name says what it does ("Share"); an image with a label of its own was named.
        #expect(findings(globe.accessibilityLabel("Company website"), .linkPurposeUnclear).isEmpty)
        #expect(findings(Link(destination: site) { Label("Website", systemImage: "globe") }, .linkPurposeUnclear).isEmpty)
        #expect(findings(Button {} label: { Image(systemName: "square.and.arrow.up") }, .linkPurposeUnclear).isEmpty)
        #expect(findings(Link(destination: site) { Image(systemName: "globe", label: Text("Our website")) }, .linkPurposeUnclear).isEmpty)
    }

    @Test("the icon link's name is read as before: the audit's mark changes nothing VoiceOver says")
    func markChangesNoReading() {
        let row = HStack { Text("Visit us"); Link(destination: site) { Image(systemName: "globe") } }
            .accessibilityElement(children: .combine)
        #expect(ScreenReaderSession(row).tree.allElements.first?.label == "Visit us, Globe")
    }
}
