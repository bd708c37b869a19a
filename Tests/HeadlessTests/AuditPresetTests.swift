import Foundation
import Headless
import TerminalApp
import Testing
import TermUI

/// Rule sets pinned by version, and each rule's impact and standards, as `--rules` and every
/// output format show them.
@MainActor
struct AuditPresetTests {
    func rotor(_ arguments: String...) -> (status: Int32, output: [String], errors: [String]) {
        var output: [String] = [], errors: [String] = []
        let status = RotorCommandLine.run(arguments: arguments, registry: demoRegistry,
                                          output: { output.append($0) }, errorOutput: { errors.append($0) })
        return (status, output, errors)
    }

    @Test("rotor-1 is pinned: exactly the rules it shipped with; every rule is in some preset, so a new one needs a new preset")
    func presetsArePinned() {
        let shipped = ["unlabeled-control", "file-or-symbol-name-label", "label-repeats-trait", "hint-not-a-phrase",
                       "hint-repeats-label", "duplicate-sibling-labels", "activatable-without-trait", "control-without-action",
                       "adjustable-without-value", "undescribed-drop-point", "text-without-rotors", "hidden-interactive-content",
                       "lost-actions", "modal-without-escape", "hit-region", "parent-child", "traversal-order",
                       "duplicate-description", "label-in-name", "unexposed-text", "contrast", "gesture-only-control",
                       "text-clipped", "platform-view", "heading-without-trait"]
        #expect(AuditPreset.rotor1.rules.map(\.rawValue) == shipped)
        for rule in AuditRule.allCases { #expect(AuditPreset.introducing(rule) != nil, "\(rule.rawValue) is in no preset") }
        #expect(Set(AuditPreset.all.map(\.name)).count == AuditPreset.all.count)
        #expect(AuditPreset.standard == AuditPreset.all.last)
    }

    @Test("--preset runs the rules it names; an unknown preset is a usage error listing the presets")
    func presetOption() {
        #expect(rotor("audit", "checkout:before", "--preset", "rotor-4").output == rotor("audit", "checkout:before").output)
        // The screen's findings from rotor-3's rules are not run by rotor-2.
        #expect(rotor("audit", "dogs:before", "--preset", "rotor-2").output.joined().contains("visual-heading-without-trait") == false)
        #expect(rotor("audit", "dogs:before").output.joined().contains("visual-heading-without-trait"))
        let unknown = rotor("audit", "checkout:before", "--preset", "rotor-0")
        #expect(unknown.status == 2)
        #expect(unknown.errors.joined().contains("the presets are rotor-1, rotor-2, rotor-3, rotor-4"))
    }

    @Test("every rule has an impact; a rule that fails a WCAG criterion names it and its EN 301 549 clause, save WCAG 2.2's new 2.5.8")
    func impactsAndStandards() {
        for rule in AuditRule.allCases {
            #expect(rule.tags.first == rule.impact.rawValue)
            if let wcag = rule.wcag {
                #expect(wcag.wholeMatch(of: /[1-4]\.[1-9]\.[0-9]+/) != nil)
                #expect(rule.en301549 == (wcag == "2.5.8" ? nil : "11.\(wcag)"))
            } else {
                #expect(rule.en301549 == nil && rule.impact <= .moderate, "\(rule.rawValue): a best practice is not critical")
            }
        }
        #expect(AuditRule.unlabeledControl.tags == ["critical", "WCAG 4.1.2", "EN 301 549 11.4.1.2"])
        #expect(AuditRule.hitRegion.tags == ["moderate", "WCAG 2.5.8"])
    }

    @Test("the impact and standards show in --rules, the text, JSON and SARIF")
    func tagsInEveryFormat() throws {
        let rules = rotor("audit", "--rules").output
        #expect(rules.contains("  tags: critical, WCAG 4.1.2, EN 301 549 11.4.1.2"))
        #expect(rules.contains("  since: rotor-1") && rules.contains("  since: rotor-2"))
        let text = rotor("audit", "checkout:before").output
        #expect(text.contains("  impact: moderate, WCAG 2.5.8"))
        let json = try #require(JSONSerialization.jsonObject(with: Data(rotor("audit", "checkout:before", "--json").output.joined(separator: "\n").utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let hit = try #require(findings.first { $0["rule"] as? String == "hit-region" })
        #expect(hit["impact"] as? String == "moderate" && hit["tags"] as? [String] == ["WCAG 2.5.8"])
        let sarif = try #require(JSONSerialization.jsonObject(with: Data(rotor("audit", "checkout:before", "--format", "sarif").output.joined(separator: "\n").utf8)) as? [String: Any])
        let driver = try #require((((sarif["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"]) as? [String: Any])
        let descriptor = try #require((driver["rules"] as? [[String: Any]])?.first { $0["id"] as? String == "contrast" })
        let properties = try #require(descriptor["properties"] as? [String: Any])
        #expect(properties["tags"] as? [String] == ["serious", "WCAG 1.4.3", "EN 301 549 11.1.4.3"])
        #expect(properties["preset"] as? String == "rotor-1")
    }
}

/// role-word-in-label's fixtures: fail, pass and inapplicable.
@MainActor
struct RoleWordInLabelTests {
    func rules(_ view: some View) -> [AuditRule] { ScreenReaderSession(view).auditFindings.map(\.rule) }

    @Test("role-word-in-label: text that calls itself a heading, an image labelled 'image of'; a real heading, a control acting on one and a plain image pass")
    func roleWords() {
        // Fail.
        #expect(rules(Text("Welcome heading")) == [.roleWordInLabel])
        #expect(rules(Image("dog").accessibilityLabel("Image of a dog")) == [.roleWordInLabel])
        // Pass.
        #expect(rules(Text("Welcome").accessibilityAddTraits(.isHeader)) == [])
        #expect(rules(Button("Edit header") {}) == [])
        #expect(rules(Image("dog").accessibilityLabel("A dog on the beach")) == [])
        // Inapplicable: no role word.
        #expect(rules(Text("Two days")) == [])
    }

    @Test("rotor-2 is pinned as shipped; rotor-3 is rotor-2 and the three rules that read the drawing")
    func rotor3() {
        #expect(AuditPreset.rotor2.rules == AuditPreset.rotor1.rules + [.roleWordInLabel, .placeholderOnlyField, .assetNameLabel])
        #expect(AuditPreset.rotor3.rules == AuditPreset.rotor2.rules + [.visualHeadingWithoutTrait, .toggleWithoutState, .stepIndicatorWithoutValue])
        #expect(AuditPreset.introducing(.visualHeadingWithoutTrait) == .rotor3 && AuditPreset.introducing(.toggleWithoutState) == .rotor3)
    }

    @Test("rotor-3 is pinned as shipped; rotor-4 is rotor-3 and ten rules, and has 41 rules")
    func rotor4() {
        #expect(AuditPreset.rotor3.rules.count == 31)
        #expect(AuditPreset.rotor4.rules == AuditPreset.rotor3.rules + [
            .emptyHeading, .labelPunctuated, .duplicateClickableBounds, .linkPurposeUnclear, .traitsConflict,
            .adjustableValueUnchanged, .customActionNoEffect, .announcementTooClose, .focusLostAfterDismiss, .fixedFontSize,
        ])
        #expect(AuditPreset.rotor4.rules.count == 41)
        for rule in AuditPreset.rotor4.rules.dropFirst(31) {
            #expect(AuditPreset.introducing(rule) == .rotor4, "\(rule.rawValue) joined rotor-4 only")
        }
        // --preset rotor-3 does not run a rotor-4 rule.
        var configuration = AuditConfiguration()
        configuration.disabled = Set(AuditRule.allCases).subtracting(AuditPreset.rotor3.rules)
        #expect(configuration.filter(ScreenReaderSession(Button("Save.") {}).auditFindings).isEmpty)
        #expect(ScreenReaderSession(Button("Save.") {}).auditFindings.map(\.rule) == [.labelPunctuated])
    }

    @Test("rotor-4 is pinned as shipped; rotor-5 is rotor-4 and state-shown-only-visually, and has 42 rules")
    func rotor5() {
        #expect(AuditPreset.rotor5.rules == AuditPreset.rotor4.rules + [.stateShownOnlyVisually])
        #expect(AuditPreset.rotor5.rules.count == 42)
        #expect(AuditPreset.introducing(.stateShownOnlyVisually) == .rotor5)
        // --preset rotor-4 does not run it: a heart that fills and says nothing passes there.
        var configuration = AuditConfiguration()
        configuration.disabled = Set(AuditRule.allCases).subtracting(AuditPreset.rotor4.rules)
        let heart = ScreenReaderSession(CatFavoriteButton(announcesState: false)).auditFindings
        #expect(heart.map(\.rule) == [.stateShownOnlyVisually])
        #expect(configuration.filter(heart).isEmpty)
    }

    @Test("rotor-5 is pinned as shipped; rotor-6 is rotor-5 and four rules, has 46 rules, and is the default")
    func rotor6() {
        #expect(AuditPreset.rotor6.rules == AuditPreset.rotor5.rules + [.readingOrderBackwards, .contactNotActionable, .assetFileNameLabel,
                                                                          .shapeCharactersLabel])
        #expect(AuditPreset.rotor6.rules.count == 46 && AuditRule.allCases.count == 46)
        for rule in AuditPreset.rotor6.rules.dropFirst(42) {
            #expect(AuditPreset.introducing(rule) == .rotor6, "\(rule.rawValue) joined rotor-6 only")
        }
        #expect(AuditPreset.standard == .rotor6)
        // --preset rotor-5 runs neither: a grid read backwards and an email to write to pass there.
        var configuration = AuditConfiguration()
        configuration.disabled = Set(AuditRule.allCases).subtracting(AuditPreset.rotor5.rules)
        let grid = ScreenReaderSession(StatsGrid(valuesFirst: true)).auditFindings
        let contact = ScreenReaderSession(Text("Write to help@example.com")).auditFindings
        #expect(grid.map(\.rule) == [.readingOrderBackwards] && contact.map(\.rule) == [.contactNotActionable])
        #expect(configuration.filter(grid + contact).isEmpty)
    }

    @Test("role-word-in-label joined preset rotor-2, not rotor-1: --preset rotor-1 does not run it")
    func newRuleInNewPreset() {
        #expect(!AuditPreset.rotor1.rules.contains(.roleWordInLabel))
        #expect(AuditPreset.introducing(.roleWordInLabel) == .rotor2 && AuditPreset.introducing(.placeholderOnlyField) == .rotor2 && AuditPreset.introducing(.assetNameLabel) == .rotor2)
        var configuration = AuditConfiguration()
        configuration.disabled = Set(AuditRule.allCases).subtracting(AuditPreset.rotor1.rules)
        #expect(configuration.filter(ScreenReaderSession(Text("Welcome heading")).auditFindings).isEmpty)
    }
}

/// placeholder-only-field's fixtures: fail, pass and inapplicable.
@MainActor
struct PlaceholderOnlyFieldTests {
    func rules(_ view: some View) -> [AuditRule] { ScreenReaderSession(view).auditFindings.map(\.rule) }

    @Test("placeholder-only-field: a field named by its prompt alone, empty or typed in; a title, a label or LabeledContent passes")
    func placeholderOnly() {
        // Fail, empty and typed in.
        #expect(rules(TextField("", text: .constant(""), prompt: Text("Email"))) == [.placeholderOnlyField])
        #expect(rules(TextField("", text: .constant("Ada"), prompt: Text("Name"))) == [.placeholderOnlyField])
        // Pass.
        #expect(rules(TextField("Email", text: .constant(""))) == [])
        #expect(rules(TextField("", text: .constant(""), prompt: Text("Email")).accessibilityLabel("Email")) == [])
        #expect(rules(LabeledContent("Email") { TextField("", text: .constant("")) }) == [])
        // Inapplicable: not a field; a field with no name at all is unlabeled-control's.
        #expect(rules(Text("Email")) == [])
        #expect(rules(TextField("", text: .constant(""))) == [.unlabeledControl])
    }
}

/// asset-name-label's fixtures: needs review, pass and inapplicable.
@MainActor
struct AssetNameLabelTests {
    func findings(_ view: some View) -> [AuditFinding] { ScreenReaderSession(view).auditFindings }

    @Test("asset-name-label: an asset image read by its plain-word file name needs review; a label, a decorative image or a symbol passes")
    func assetNames() {
        // (A name in lower case, "newspaper", is asset-file-name-label's problem from rotor-6 on.)
        let named = findings(Image("Newspaper"))
        #expect(named.map(\.rule) == [.assetNameLabel] && named.allSatisfy(\.needsReview))
        #expect(AuditReport(findings: named, screen: "s", variant: "after").exitStatus == 0)
        // Pass.
        #expect(findings(Image("newspaper", label: Text("Today's paper"))).isEmpty)
        #expect(findings(Image("newspaper").accessibilityLabel("Today's paper")).isEmpty)
        #expect(findings(Image(decorative: "newspaper")).isEmpty)
        #expect(findings(Image(systemName: "star")).isEmpty)
        // A file name the older rule flags is its alone.
        #expect(findings(Image("IMG_0042")).map(\.rule) == [.fileOrSymbolNameLabel])
    }
}
