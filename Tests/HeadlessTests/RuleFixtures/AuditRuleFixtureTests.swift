import Accessibility
import Foundation
@testable import Headless
import Testing
@testable import TermUI

/// One screen of a rule's fixtures: a SwiftUI snippet (or a screen set up and acted on) and
/// what the audit finds on it.
@MainActor
struct FixtureScreen {
    let name: String
    let findings: @MainActor () -> [AuditFinding]

    /// A screen audited as `rotor audit` audits it, found by `findings`.
    init(_ name: String, findings: @escaping @MainActor () -> [AuditFinding]) {
        self.name = name
        self.findings = findings
    }

    /// `view` opened in a pane of `columns` × `rows` cells and audited.
    init<V: View>(_ name: String, columns: Int = 72, rows: Int = 40, _ view: @escaping @MainActor () -> V) {
        self.init(name) { ScreenReaderSession(view(), columns: columns, rows: rows).auditFindings }
    }
}

/// A rule's fixtures, as axe-core keeps them: screens the rule must flag (`fail`), screens it
/// judges and passes (`pass`), and screens with nothing for it to judge (`inapplicable`).
@MainActor
struct RuleFixture {
    let rule: AuditRule
    let fail: [FixtureScreen]
    let pass: [FixtureScreen]
    let inapplicable: [FixtureScreen]
}

/// Every rule's three kinds of fixture, each checked: the rule flags each failing screen and
/// none of the others.
@Suite("Audit rule fixtures")
@MainActor
struct AuditRuleFixtureTests {
    static var all: [RuleFixture] { AuditRuleFixtures.elementRules + AuditRuleFixtures.screenRules + AuditRuleFixtures.rotor6Rules }

    @Test("every rule has fixtures of each kind, once")
    func everyRuleHasFixtures() {
        let rules = Self.all.map(\.rule)
        #expect(Set(rules) == Set(AuditRule.allCases), "missing: \(Set(AuditRule.allCases).subtracting(rules).map(\.rawValue).sorted())")
        #expect(rules.count == Set(rules).count, "a rule has two entries")
        for fixture in Self.all {
            #expect(!fixture.fail.isEmpty && !fixture.pass.isEmpty && !fixture.inapplicable.isEmpty, "\(fixture.rule.rawValue)")
        }
    }

    @Test("a rule flags its failing fixtures and not its passing or inapplicable ones", arguments: AuditRule.allCases)
    func fixtures(_ rule: AuditRule) throws {
        let fixture = try #require(Self.all.first { $0.rule == rule }, "\(rule.rawValue) has no fixtures")
        for screen in fixture.fail {
            let found = screen.findings()
            #expect(found.contains { $0.rule == rule }, "\(rule.rawValue) fail '\(screen.name)': found \(found.map(\.rule.rawValue))")
        }
        for screen in fixture.pass {
            let found = screen.findings().filter { $0.rule == rule }
            #expect(found.isEmpty, "\(rule.rawValue) pass '\(screen.name)': \(found.map(\.message))")
        }
        for screen in fixture.inapplicable {
            let found = screen.findings().filter { $0.rule == rule }
            #expect(found.isEmpty, "\(rule.rawValue) inapplicable '\(screen.name)': \(found.map(\.message))")
        }
    }
}

/// The fixtures, by rule: `elementRules` (AuditRuleFixtures+Elements.swift), `screenRules`
/// (AuditRuleFixtures+Screen.swift) and `rotor6Rules` (AuditRuleFixtures+Rotor6.swift).
enum AuditRuleFixtures {}
