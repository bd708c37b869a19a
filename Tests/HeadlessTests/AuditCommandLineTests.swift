import Headless
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TerminalApp
import Testing

/// `rotor audit`'s rule list, rule switches, ignore file, formats and walks, and `rotor play`'s
/// JUnit report and audit, run the way the executable runs them.
@MainActor
struct AuditCommandLineTests {
    struct Run {
        var status: Int32
        var output: [String]
        var errors: [String]
        var text: String { output.joined(separator: "\n") }
    }

    func rotor(_ arguments: String...) -> Run {
        var output: [String] = [], errors: [String] = []
        let status = RotorCommandLine.run(arguments: arguments, registry: demoRegistry,
                                          output: { output.append($0) }, errorOutput: { errors.append($0) })
        return Run(status: status, output: output, errors: errors)
    }

    func file(_ text: String, suffix: String = ".rotor") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-\(UUID().uuidString)\(suffix)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func json(_ run: Run) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [String: Any])
    }

    @Test("--rules lists every rule with what it flags, why, its fix and the scanner check it matches")
    func rulesList() {
        let run = rotor("audit", "--rules")
        #expect(run.status == 0)
        for rule in AuditRule.allCases {
            #expect(run.output.contains(rule.rawValue))
            #expect(!rule.what.isEmpty && !rule.why.isEmpty && !rule.fix.isEmpty && !rule.scannerCheck.isEmpty)
        }
        #expect(run.output.filter { $0.hasPrefix("  scanner: ") }.count == AuditRule.allCases.count)
    }

    @Test("--disable turns rules off, repeated or as a comma list; an unknown rule is a usage error")
    func disable() {
        let all = rotor("audit", "settings:before")
        #expect(all.text.contains("label-repeats-trait"))
        let one = rotor("audit", "settings:before", "--disable", "label-repeats-trait")
        #expect(!one.text.contains("label-repeats-trait"))
        #expect(one.text.contains("unlabeled-control"))
        let list = rotor("audit", "settings:before", "--disable", "label-repeats-trait,unlabeled-control",
                         "--disable", "activatable-without-trait")
        #expect(!list.text.contains("unlabeled-control") && !list.text.contains("activatable-without-trait"))
        let unknown = rotor("audit", "settings:before", "--disable", "no-such-rule")
        #expect(unknown.status == 2)
        #expect(unknown.errors.joined().contains("no-such-rule"))
    }

    @Test("an ignore file accepts a rule on one element by its accessibilityIdentifier; comments are skipped")
    func ignoreFile() throws {
        let view = VStackOfTwoPlayButtons()
        let findings = ScreenReaderSession(view).auditFindings
        #expect(findings.map(\.rule) == [.labelRepeatsTrait, .labelRepeatsTrait])
        let ignores = try AuditConfiguration.ignores(parsing: """
            # accepted: the marketing team wants this wording
            label-repeats-trait play-first   # the first one only
            """)
        let kept = AuditConfiguration(ignored: ignores).filter(findings)
        #expect(kept.map(\.identifier) == ["play-second"])
        #expect(throws: AuditConfiguration.ParseError.self) { try AuditConfiguration.ignores(parsing: "no-such-rule x") }
        #expect(throws: AuditConfiguration.ParseError.self) { try AuditConfiguration.ignores(parsing: "label-repeats-trait") }
        let path = try file("nonsense here\n", suffix: ".ignore")
        #expect(rotor("audit", "beach:before", "--ignore", path).status == 2)
    }

    @Test("--format json has the same keys as --json, in one order, and each finding its screen")
    func jsonFormat() throws {
        let run = rotor("audit", "beach:before", "--format", "json")
        #expect(run.status == 1)
        #expect(run.output == rotor("audit", "beach:before", "--json").output)
        let root = try json(run)
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0["screen"] as? String == "beach" && $0["variant"] as? String == "before" })
        #expect(run.text.firstRange(of: "\"rule\"")!.lowerBound < run.text.firstRange(of: "\"fix\"")!.lowerBound)
        #expect(rotor("audit", "beach", "--format", "yaml").status == 2)
        #expect(rotor("audit", "beach", "--json", "--format", "sarif").status == 2)
    }

    @Test("SARIF has its required fields: version, runs, tool.driver.name, results with ruleId, message and locations")
    func sarifRequiredFields() throws {
        let run = rotor("audit", "beach:before", "--format", "sarif")
        #expect(run.status == 1)
        let root = try json(run)
        #expect(root["version"] as? String == "2.1.0")
        let runs = try #require(root["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "rotor")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == AuditRule.allCases.map(\.rawValue))
        #expect(rules.allSatisfy { (($0["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            #expect(AuditRule(id: ruleID) != nil)
            #expect(result["ruleIndex"] as? Int == AuditRule.allCases.firstIndex(of: AuditRule(id: ruleID)!))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let locations = try #require(result["locations"] as? [[String: Any]])
            let logical = try #require(locations.first?["logicalLocations"] as? [[String: Any]])
            #expect((logical.first?["fullyQualifiedName"] as? String)?.hasPrefix("beach:before/") == true)
        }
        let clean = try json(rotor("audit", "settings", "--format", "sarif"))
        #expect(((clean["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.isEmpty == true)
    }

    @Test("audit --walk reports each finding once, with the script line that first showed it")
    func walk() throws {
        let script = try file("""
            screen settings:before
            next
            next
            """)
        let run = rotor("audit", "--walk", script)
        #expect(run.status == 1)
        let once = run.output.filter { $0.hasPrefix("label-repeats-trait:") }
        #expect(once.count == 1)
        #expect(run.text.contains("revealed by \(script):1: screen settings:before"))
        // SARIF points at the script line as the physical location.
        let sarif = try json(rotor("audit", "--walk", script, "--format", "sarif"))
        let result = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 1)
        #expect(rotor("audit", "beach", "--walk", script).status == 2)
    }

    @Test("audit --walk finds what only a later state shows: the settings sheet's missing escape, at the line that opened it")
    func walkRevealsLaterState() throws {
        let folder = RotorPlayTests.repositoryRoot.appendingPathComponent("demos/walkthroughs/settings.rotor").path
        let run = rotor("audit", "--walk", folder)
        let index = try #require(run.output.firstIndex { $0.hasPrefix("modal-without-escape:") })
        #expect(run.output[index + 3].hasPrefix("  revealed by \(folder):"))
        #expect(!run.output[index + 3].contains("screen settings"))
        #expect(rotor("audit", "settings:before").output.allSatisfy { !$0.hasPrefix("modal-without-escape") })
    }

    @Test("every state the demo walkthroughs reach on an after variant is clean; their before variants have findings")
    func walkthroughStatesOfAfterVariantsAreClean() throws {
        let folder = RotorPlayTests.repositoryRoot.appendingPathComponent("demos/walkthroughs")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".rotor") }.sorted()
        #expect(files.count >= 8)
        for file in files {
            let script = try WalkthroughScript(data: Data(contentsOf: folder.appendingPathComponent(file)), file: file)
            let runner = WalkthroughRunner(registry: demoRegistry)
            runner.audit = .all
            let result = runner.run(script)
            // Needs review, not failing: an action whose work the screen does not show (the
            // beach's Reply).
            let after = result.audit.entries.filter { $0.variant == "after" }
            #expect(after.filter { !$0.finding.needsReview }.map { "\($0.finding.description) (\($0.revealedBy?.line ?? 0))" } == [],
                    "\(file)")
            #expect(after.allSatisfy { !$0.finding.needsReview || $0.finding.rule == .customActionNoEffect }, "\(file)")
            #expect(result.audit.entries.contains { $0.variant == "before" }, "\(file)")
        }
    }

    @Test("auditing while playing changes nothing the scripts hear: play --audit prints play's transcript, then the audit")
    func auditingChangesNothing() throws {
        let folder = RotorPlayTests.repositoryRoot.appendingPathComponent("demos/walkthroughs")
        for file in ["trip.rotor", "wallet.rotor", "settings.rotor"] {
            let path = folder.appendingPathComponent(file).path
            let played = rotor("play", path)
            let audited = rotor("play", "--audit", path)
            let transcript = Array(audited.output.prefix { $0 != "# audit" })
            #expect(transcript == played.output, "\(file)")
            #expect(audited.errors == played.errors, "\(file)")
        }
    }

    @Test("--appearance light audits the screen drawn light: the secondary grey on white is 3.44:1; Increase Contrast fixes it")
    func auditLightAppearance() throws {
        #expect(rotor("audit", "beach").status == 0)
        let light = rotor("audit", "beach", "--appearance", "light")
        #expect(light.status == 1)
        #expect(light.output.contains { $0.hasPrefix("contrast:") && $0.contains("on #ffffff: 3.44:1, below 4.5:1") })
        #expect(rotor("audit", "beach", "--appearance", "light", "--increase-contrast").status == 0)
        #expect(rotor("audit", "beach", "--appearance", "sepia").status == 2)
        let script = try file("screen beach\nnext\n")
        #expect(rotor("audit", "--walk", script, "--appearance", "light").text.contains("contrast:"))
    }

    @Test("the audit table in docs/audit.md has a row for every rule")
    func documentationListsEveryRule() throws {
        let page = try String(contentsOf: RotorPlayTests.repositoryRoot.appendingPathComponent("docs/audit.md"), encoding: .utf8)
        for rule in AuditRule.allCases {
            #expect(page.contains("| `\(rule.rawValue)` |"), "\(rule.rawValue)")
        }
    }

    @Test("play --audit audits every state and exits 1 on findings; 0 on a clean screen")
    func playAudit() throws {
        let before = try file("screen settings:before\nnext\n")
        let run = rotor("play", "--audit", before)
        #expect(run.status == 1)
        #expect(run.output.contains("# audit"))
        #expect(run.text.contains("label-repeats-trait"))
        let after = try file("screen beach\nnext\n")
        #expect(rotor("play", "--audit", after).status == 0)
        #expect(rotor("play", before).status == 0)
        // The same switches as audit: with every rule the screen breaks turned off, it passes.
        let rules = Set(run.output.compactMap { line in AuditRule.allCases.first { line.hasPrefix($0.rawValue + ":") } })
        #expect(!rules.isEmpty)
        #expect(rotor("play", "--audit", "--disable", rules.map(\.rawValue).joined(separator: ","), before).status == 0)
        #expect(rotor("play", "--disable", "contrast", before).status == 2)
    }

    @Test("play --junit writes one test case a script and one failure an unmet expectation with file:line")
    func junit() throws {
        let passing = try file("screen beach\nnext\n")
        let failing = try file("screen beach\nnext\nexpect \"No <such> & thing\"\nexpect \"Nor this\"\n")
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-\(UUID().uuidString).xml")
        let run = rotor("play", "--junit", report.path, passing, failing)
        #expect(run.status == 1)
        let xml = try String(contentsOf: report, encoding: .utf8)
        let document = try XMLDocument(xmlString: xml)
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == 2)
        let failures = try document.nodes(forXPath: "//testcase/failure")
        #expect(failures.count == 2)
        let message = try #require((failures.first as? XMLElement)?.attribute(forName: "message")?.stringValue)
        #expect(message.hasPrefix("\(failing):3: expected \"No <such> & thing\""))
        #expect(try document.nodes(forXPath: "//testcase[1]/failure").isEmpty)
    }

    @Test("play --audit --junit adds the audit as a test case, a failure for each finding at the line that revealed it")
    func junitAudit() throws {
        let script = try file("screen settings:before\nnext\n")
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-\(UUID().uuidString).xml")
        #expect(rotor("play", "--audit", "--junit", report.path, script).status == 1)
        let document = try XMLDocument(xmlString: String(contentsOf: report, encoding: .utf8))
        #expect(try document.nodes(forXPath: "//testcase").count == 2)
        let failures = try document.nodes(forXPath: "//testcase[@name='rotor audit']/failure")
        #expect(!failures.isEmpty)
        let message = try #require((failures.first as? XMLElement)?.attribute(forName: "message")?.stringValue)
        #expect(message.hasPrefix("\(script):1: expected no "))
    }
}

import TermUI

/// Two buttons that say their trait, each with its own identifier.
struct VStackOfTwoPlayButtons: View {
    var body: some View {
        VStack {
            Button("Play button") {}.accessibilityIdentifier("play-first")
            Button("Stop button") {}.accessibilityIdentifier("play-second")
        }
    }
}
