import Accessibility
import Foundation
import Headless
import TerminalApp
import Testing
import TermUI

/// The audit's precision and recall on a catalogue of accessibility techniques
/// (`AuditCatalogue`): each technique's bad example audited alone should have a problem, its
/// good example alone none, and on a catalogue page showing both (`Section("Good")`, then
/// `Section("Bad")`) the good section still none. Audited as `rotor audit NAME:VARIANT` does,
/// with the default preset.
@MainActor
struct AuditCatalogueTests {
    /// The default preset as the command line applies it: every rule not in it disabled.
    static let configuration = AuditConfiguration(disabled: Set(AuditRule.allCases).subtracting(AuditPreset.standard.rules))

    /// A finding's rule, marked `?` when it needs review and `(note)` when it is a note.
    static func tag(_ finding: AuditFinding) -> String {
        finding.needsReview ? finding.rule.rawValue + "?" : finding.severity == .note ? finding.rule.rawValue + "(note)" : finding.rule.rawValue
    }

    nonisolated static func isProblem(_ finding: AuditFinding) -> Bool { !finding.needsReview && finding.severity == .problem }

    struct Row {
        var technique: CatalogueTechnique
        var bad: [AuditFinding]
        var good: [AuditFinding]
        /// The page's findings on elements wholly in the good section.
        var pageGood: [AuditFinding]
        /// The page's findings on the bad section, or on no one section (the page's own stack,
        /// an announcement, a place).
        var pageOther: [AuditFinding]
        /// The `List` page's findings on elements wholly in the good section.
        var listGood: [AuditFinding] = []
        /// The elements of the bad example alone, in tree order: each one's label and value.
        var badElements: [String] = []

        var badCaught: Bool { bad.contains(where: isProblem) }
        var goodFlagged: Bool { good.contains(where: isProblem) }
        var pageGoodFlagged: Bool { pageGood.contains(where: isProblem) }
        var listGoodFlagged: Bool { listGood.contains(where: isProblem) }
        /// A rule that found a problem on the bad example alone still finds one on the page,
        /// outside the good section (a rule the pairing alone set off does not count).
        var pageBadCaught: Bool {
            let alone = Set(bad.filter(isProblem).map(\.rule))
            return pageOther.contains { isProblem($0) && alone.contains($0.rule) }
        }
    }

    static func session(_ spec: String, _ registry: ScreenRegistry) -> ScreenSession {
        // The registry holds every catalogue screen, so opening one cannot fail.
        try! ScreenSession(registry: registry, screen: spec)
    }

    /// Audits each technique's bad and good example alone and its page.
    static func measure() -> [Row] {
        let registry = AuditCatalogue.registry
        return AuditCatalogue.techniques.enumerated().map { index, technique in
            let name = AuditCatalogue.screenName(index)
            let badSession = session(name + ":bad", registry)
            let bad = badSession.auditFindings(with: configuration)
            let good = session(name + ":good", registry).auditFindings(with: configuration)
            let page = session(name + ":page", registry)
            let findings = page.auditFindings(with: configuration)
            let inGood = findings.filter { inGoodSection($0, page.tree) }
            let list = session(name + ":list", registry)
            let listGood = list.auditFindings(with: configuration).filter { inGoodSection($0, list.tree) }
            return Row(technique: technique, bad: bad, good: good, pageGood: inGood,
                       pageOther: findings.filter { finding in !inGood.contains(finding) }, listGood: listGood,
                       badElements: badSession.tree.allElements.map { "\"\($0.label)\"" + (($0.value ?? "").isEmpty ? "" : " = \($0.value ?? "")") })
        }
    }

    /// Whether the finding's element lies wholly above the "Bad" section's header; a finding
    /// named by its place (`screen/row 14`) by that row (16 points a row).
    static func inGoodSection(_ finding: AuditFinding, _ tree: AccessibilityTree) -> Bool {
        guard let divider = tree.allElements.first(where: { $0.label == "Bad" })?.frame.minY else { return false }
        if let element = tree.element(finding.elementID) { return element.frame.maxY <= divider }
        let id = finding.elementID.rawValue
        guard let range = id.range(of: "row ") else { return false }
        let digits = id[range.upperBound...].prefix { $0.isNumber }
        return Int(digits).map { CGFloat($0 * 16) < divider } ?? false
    }

    static func rules(_ findings: [AuditFinding]) -> String {
        findings.isEmpty ? "-" : Array(Set(findings.map(tag))).sorted().joined(separator: " ")
    }

    static func table(_ rows: [Row]) -> [String] {
        var lines = ["technique | bad caught | good flagged | page good flagged | list good flagged | bad rules | good rules "
                     + "| page good rules | page other rules | list good rules"]
        for row in rows {
            let name = row.technique.name + (row.technique.unseen ? " (unseen by Rotor)" : "")
            lines.append([name, row.badCaught ? "yes" : "NO", row.goodFlagged ? "YES" : "no", row.pageGoodFlagged ? "YES" : "no",
                          row.listGoodFlagged ? "YES" : "no", rules(row.bad), rules(row.good), rules(row.pageGood),
                          rules(row.pageOther), rules(row.listGood)].joined(separator: " | "))
        }
        let count = rows.count
        lines.append("bad caught \(rows.filter(\.badCaught).count) of \(count); good flagged alone \(rows.filter(\.goodFlagged).count) of \(count); "
            + "good flagged on the pages \(rows.filter(\.pageGoodFlagged).count) of \(count) "
            + "(List pages \(rows.filter(\.listGoodFlagged).count)); bad caught on the pages \(rows.filter(\.pageBadCaught).count) of \(count)")
        for row in rows {
            for finding in row.bad {
                lines.append("on bad: \(row.technique.name): \(tag(finding)) on \"\(finding.label)\": \(finding.message)")
            }
        }
        for row in rows where row.badCaught && !row.pageBadCaught {
            lines.append("caught alone, lost on the page: \(row.technique.name)")
        }
        for row in rows where !row.badCaught {
            lines.append("missed: \(row.technique.name): \(row.technique.defect); elements in tree order: "
                + row.badElements.joined(separator: ", "))
        }
        for row in rows {
            for finding in row.listGood where isProblem(finding) {
                lines.append("false alarm on the List page: \(row.technique.name): \(finding.rule.rawValue) on \"\(finding.label)\": \(finding.message)")
            }
            for finding in row.good + row.pageGood where isProblem(finding) {
                lines.append("false alarm: \(row.technique.name): \(finding.rule.rawValue) on \"\(finding.label)\": \(finding.message)")
            }
        }
        return lines
    }

    @Test("the catalogue: bad examples caught, good examples flagged alone and on a page with their bad example")
    func catalogue() {
        let rows = Self.measure()
        for line in Self.table(rows) { print(line) }
        let caught = rows.filter(\.badCaught).count
        let flagged = rows.filter(\.goodFlagged).count
        let pageFlagged = rows.filter(\.pageGoodFlagged).count
        // Measured 2026-12-03 with the default preset (rotor-4): 40 of 57 caught, 2 flagged
        // alone, 20 flagged on the pages (19 on the List pages), 37 still caught on the pages.
        // Then duplicates were compared within a section only (a heading between two "Details"
        // buttons makes them a review, not a problem), an empty text field's prompt and digits a
        // label says as "2 of 4" were no longer unexposed text: 39 caught ("Details" in two
        // sections is now a review), none flagged alone, 1 on the pages (1 on the List pages),
        // 36 still caught on the pages. A stepper with an empty title then became an unlabelled
        // control: 40 caught, 37 on the pages. Three or more images in a row read alike (a
        // rating's stars) then became duplicate-sibling-labels: 41 caught, 38 on the pages.
        // A control of emoji alone and a link named by its icon alone were then caught: 43, 40;
        // then a row of numbered steps with one drawn apart: 44 (lost on the pages, where the
        // good twin's "Step 2 of 4" says a position); then a progress bar drawn with two shapes:
        // 45, 41. Then a button whose activation changes only its drawing (rotor-5's
        // state-shown-only-visually) caught the heart that fills and the underlined tab: 47, 43.
        // Then rotor-6's reading-order-backwards (a grid's values read first) and
        // contact-not-actionable (an email to write to in plain text): 49, 45; and
        // asset-file-name-label (two images read by names written for their files): 51, 47;
        // and shape-characters-label (page dots as texts): 52, 48.
        // A rule that catches more, or flags less, may tighten these; a regression fails them.
        #expect(rows.count == 57)
        #expect(caught >= 52, "bad examples caught")
        #expect(flagged == 0, "good examples flagged alone")
        #expect(pageFlagged <= 1, "good examples flagged on the pages")
        #expect(rows.filter(\.listGoodFlagged).count <= 1, "good examples flagged on the List pages")
        #expect(rows.filter(\.pageBadCaught).count >= 48, "bad examples still caught on the pages")
    }

    /// `rotor audit NAME:VARIANT --json`'s findings as "rule id" ("rule? id" when to review).
    static func commandLine(_ spec: String, _ registry: ScreenRegistry) -> [String] {
        var output: [String] = []
        _ = RotorCommandLine.run(arguments: ["audit", spec, "--json"], registry: registry,
                                 output: { output.append($0) }, errorOutput: { _ in })
        let data = Data(output.joined(separator: "\n").utf8)
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let findings = json["findings"] as? [[String: Any]] else { return ["unreadable: " + output.joined()] }
        return findings.map { finding in
            let review = finding["needsReview"] as? Bool ?? false
            return "\(finding["rule"] as? String ?? "")\(review ? "?" : "") \(finding["id"] as? String ?? "")"
        }.sorted()
    }

    @Test("the command line finds on each example alone what the session audit with the default preset finds")
    func commandLineAgrees() {
        let registry = AuditCatalogue.registry
        for (index, technique) in AuditCatalogue.techniques.enumerated() {
            for variant in ["bad", "good"] {
                let spec = AuditCatalogue.screenName(index) + ":" + variant
                let session = Self.session(spec, registry).auditFindings(with: Self.configuration)
                let expected = session.map { "\($0.rule.rawValue)\($0.needsReview ? "?" : "") \($0.elementID.rawValue)" }.sorted()
                #expect(Self.commandLine(spec, registry) == expected, "\(technique.name), \(variant)")
            }
        }
    }
}
