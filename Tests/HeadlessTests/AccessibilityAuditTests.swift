import Accessibility
import Headless
import Testing
import TermUI

/// Each audit rule, caught by a tiny view that breaks exactly that rule.
@MainActor
struct AccessibilityAuditTests {
    /// The fixtures' actions are empty closures: what performing them finds (an adjustment
    /// that changes nothing, an action with no effect) is ProbeAuditTests' subject.
    static let acting: Set<AuditRule> = [.adjustableValueUnchanged, .customActionNoEffect]

    func rules(_ view: some View) -> [AuditRule] {
        ScreenReaderSession(view).auditFindings.map(\.rule).filter { !Self.acting.contains($0) }
    }

    @Test("unlabeled control: a button with only a decorative image is flagged")
    func unlabeledControl() {
        #expect(rules(Button(action: {}) { Image(decorative: "dots") }) == [.unlabeledControl])
        #expect(rules(Button("Share", action: {})) == [])
    }

    @Test("file or symbol name label: an image named after its asset or symbol is flagged")
    func fileOrSymbolNameLabel() {
        #expect(rules(Image("IMG_0042.jpg")) == [.fileOrSymbolNameLabel])
        #expect(rules(Image("beach").accessibilityLabel("golden-gate-beach")) == [.fileOrSymbolNameLabel])
        #expect(rules(Image("beach").accessibilityLabel("DSC_0042")) == [.fileOrSymbolNameLabel])
        #expect(rules(Button(action: {}) { Image(systemName: "sparkles") }) == [.fileOrSymbolNameLabel])
        #expect(rules(Image(systemName: "checkmark.seal.fill")) == [.fileOrSymbolNameLabel])
        #expect(rules(Image(systemName: "sparkles").accessibilityLabel("Super favorite")) == [])
        #expect(rules(Image("beach").accessibilityLabel("The Golden Gate bridge over a calm sea.")) == [])
    }

    @Test("""
        heading without trait: accessibilityHeading alone is no heading on iOS (VoiceOver says no "Heading"); with the \
        header trait it is one, and a plain header needs no level
        """)
    func headingWithoutTrait() {
        #expect(rules(Text("Settings").accessibilityHeading(.h2)) == [.headingWithoutTrait])
        #expect(ScreenReaderSession(Text("Settings").accessibilityHeading(.h2)).next() == ["Settings"])
        let both = Text("Settings").accessibilityHeading(.h2).accessibilityAddTraits(.isHeader)
        #expect(rules(both) == [])
        #expect(ScreenReaderSession(both).next() == ["Settings, Heading level 2"])
        #expect(rules(Text("Settings").accessibilityAddTraits(.isHeader)) == [])
    }

    @Test("label repeats trait: \"Play button\" is heard as \"Play button, Button\"")
    func labelRepeatsTrait() {
        #expect(rules(Button("Play button", action: {})) == [.labelRepeatsTrait])
        #expect(rules(Text("Weekend").accessibilityAddTraits(.isHeader)) == [])
    }

    @Test("hint not a phrase: lower case, a gesture instead of a result, or too long")
    func hintNotAPhrase() {
        #expect(rules(Button("Play", action: {}).accessibilityHint("plays the song.")) == [.hintNotAPhrase])
        #expect(rules(Button("Play", action: {}).accessibilityHint("Double tap to play")) == [.hintNotAPhrase])
        // Apple's own examples are phrases without a period ("Purchases the item").
        #expect(rules(Button("Play", action: {}).accessibilityHint("Plays the song")) == [])
        let long = "Plays the song from the start and then keeps playing every other song in this album until the end."
        #expect(rules(Button("Play", action: {}).accessibilityHint(long)) == [.hintNotAPhrase])
        #expect(rules(Button("Play", action: {}).accessibilityHint("Plays the song.")) == [])
    }

    @Test("hint repeats label: the hint says the label again")
    func hintRepeatsLabel() {
        #expect(rules(Button("Play", action: {}).accessibilityHint("Play.")) == [.hintRepeatsLabel])
    }

    @Test("undescribed drop point: VoiceOver can only call it \"Drop\"")
    func undescribedDropPoint() {
        #expect(rules(Text("Alert").accessibilityDropPoint(.center, description: "")) == [.undescribedDropPoint])
        #expect(rules(Text("Alert").accessibilityDropPoint(.center, description: "Set sound 1")) == [])
    }

    @Test("text without rotors: a text view with addresses, links or numbers and no rotor to reach them")
    func textWithoutRotors() {
        let note = "Write to sam@example.com or call 415-555-0132."
        #expect(rules(TextEditor(text: .constant(note)).accessibilityLabel("Note")) == [.textWithoutRotors])
        let ranges = [note.range(of: "sam@example.com")!]
        #expect(rules(TextEditor(text: .constant(note)).accessibilityLabel("Note")
            .accessibilityRotor("Email Addresses", textRanges: ranges)) == [])
        #expect(rules(TextEditor(text: .constant("Plain words only.")).accessibilityLabel("Note")) == [])
    }

    @Test("hidden interactive content: a control inside accessibilityHidden, unless its action is offered elsewhere")
    func hiddenInteractiveContent() {
        let lost = HStack { Text("Funston beach"); Button("Favorite") {}.accessibilityHidden(true) }
        #expect(rules(lost) == [.hiddenInteractiveContent])
        let offered = HStack {
            Button("Funston beach") {}.accessibilityAction(named: "Favorite") {}
            Button("Favorite") {}.accessibilityHidden(true)
        }
        #expect(rules(offered) == [])
        #expect(rules(Text("Decoration").accessibilityHidden(true)) == [])
    }

    @Test("lost actions: ignore drops the children's buttons unless the new element takes their actions")
    func lostActions() {
        let row = HStack { Text("Nick"); Button("Favorite") {}; Button("Reply") {} }
        #expect(rules(row.accessibilityElement(children: .ignore).accessibilityLabel("Nick")) == [.lostActions])
        #expect(rules(row.accessibilityElement(children: .ignore).accessibilityLabel("Nick")
            .accessibilityAction(named: "Favorite") {}.accessibilityAction(named: "Reply") {}) == [])
        #expect(rules(row.accessibilityElement(children: .combine)) == [])
    }

    @Test("a dimmed control without an action is not flagged: it is meant to do nothing")
    func dimmedControl() {
        #expect(rules(Button("Delete", action: {}).disabled(true)) == [])
    }

    @Test("a tab bar container may be labelled \"Tab bar\": VoiceOver says no trait word for it")
    func tabBarLabel() {
        let view = HStack { Button("Home") {}; Button("Search") {} }
            .accessibilityElement(children: .contain).accessibilityLabel("Tab bar").accessibilityAddTraits(.isTabBar)
        #expect(rules(view) == [])
    }

    @Test("duplicate sibling labels: two controls side by side with one label")
    func duplicateSiblingLabels() {
        let view = VStack {
            Button("Favorite", action: {})
            Button("Favorite", action: {})
            Text("Nick")
            Text("Nick")
        }
        #expect(rules(view) == [.duplicateSiblingLabels, .duplicateSiblingLabels])
    }

    @Test("activatable without trait: a tap gesture VoiceOver never announces")
    func activatableWithoutTrait() {
        #expect(rules(Text("Looks like a wonderful time").onTapGesture {}) == [.activatableWithoutTrait])
        #expect(rules(Text("Looks like a wonderful time").onTapGesture {}.accessibilityAddTraits(.isButton)) == [])
    }

    @Test("control without action: announced as a button, but a double tap does nothing")
    func controlWithoutAction() {
        let view = HStack {
            Text("Nick")
            Button("Reply", action: {})
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Nick, Reply")
        .accessibilityAddTraits(.isButton)
        // It lost the Reply button's action: reported once, for that.
        #expect(rules(view) == [.lostActions])
        #expect(rules(Text("Nick").accessibilityAddTraits(.isButton)) == [.controlWithoutAction])
        let combined = HStack {
            Text("Nick")
            Button("Reply", action: {})
        }
        .accessibilityElement(children: .combine)
        #expect(rules(combined) == [])
    }

    @Test("adjustable without value: the user cannot hear what changed")
    func adjustableWithoutValue() {
        #expect(rules(Text("Volume").accessibilityAdjustableAction { _ in }) == [.adjustableWithoutValue])
        #expect(rules(Text("Volume").accessibilityValue("3").accessibilityAdjustableAction { _ in }) == [])
    }

    @Test("modal without escape: a modal the two-finger scrub cannot dismiss is a focus trap")
    func modalWithoutEscape() {
        let trap = VStack { Text("Delete the trip?") }
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(.isModal)
        #expect(rules(trap) == [.modalWithoutEscape])
        let dismissible = VStack { Text("Delete the trip?") }
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(.isModal)
            .accessibilityAction(.escape) {}
        #expect(rules(dismissible) == [])
    }

    @Test("beach before the fix has findings: ambiguous buttons and silent tap gestures")
    func beachBeforeHasFindings() throws {
        let findings = AccessibilityAudit.findings(in: try beachSession("beach:before").tree)
        #expect(Set(findings.map(\.rule)) == [.duplicateSiblingLabels, .activatableWithoutTrait])
        #expect(findings.filter { $0.rule == .duplicateSiblingLabels }.map(\.label)
            == ["Favorite", "Reply", "Favorite", "Reply", "Favorite", "Reply"])
    }

    @Test("beach after the fix is clean")
    func beachAfterIsClean() throws {
        #expect(AccessibilityAudit.findings(in: try beachSession("beach").tree).isEmpty)
    }

    @Test("a super favorite left unlabelled says its symbol name; the fix labels it")
    func superFavoriteSymbolName() throws {
        let before = try beachSession("beach:before")
        before.perform(.focus("Favorite"))
        before.perform(.activate)
        before.perform(.activate)
        #expect(AccessibilityAudit.findings(in: before.tree).contains { $0.rule == .fileOrSymbolNameLabel && $0.label == "sparkles" })
        let after = try beachSession("beach")
        after.perform(.focus("Unread, Looks"))
        after.perform(.performAction("Favorite"))
        after.perform(.performAction("Favorite"))
        #expect(AccessibilityAudit.findings(in: after.tree).isEmpty)
    }
}
