import Accessibility
import Foundation
import Headless
import TermUI

/// `rotor audit`: the accessibility problems on a screen, or on every state a walkthrough
/// reaches; exit 1 when any is a problem (notes alone exit 0).
struct AuditCommand: RotorCommand {
    enum Format: String, CaseIterable {
        case text, json, sarif, html
    }

    enum Appearance: String, CaseIterable {
        case dark, light
    }

    struct Options: CommandOptions, HeadlessOptions, TimedOptions {
        var screen: String?
        var format: Format?
        var json = false
        var walk: String?
        var disable: [String] = []
        var ignore: String?
        var appearance: Appearance?
        var increaseContrast = false
        var variants = false
        var rules = false
        var preset: String?
        var baseline: String?
        var updateBaseline = false
        var idiom = UIUserInterfaceIdiom.phone
        var date: Date?
        var timeout = CommandTimeout.defaultSeconds
        var timedSubject: String { Self.subject("audit", screen: screen) }
    }

    static let name = "audit"

    static var declaration: CommandDeclaration<Options> {
        CommandDeclaration(
            name: name,
            arguments: .optional("[SCREEN[:VARIANT]]", name: "a screen", \.screen),
            summary: "accessibility problems a reviewer would flag, on a screen or every state a walkthrough reaches; exit 1 when any is a problem",
            details: """
                Lists accessibility problems a reviewer would flag: each with the element's id and label,
                the rule and a fix. With --walk, plays a walkthrough script instead and audits the screen
                after every command, reporting each finding once with the script line that first showed
                it. With --variants, audits every state again under each of 18 settings (the 12 Dynamic
                Type sizes, Bold Text, Increase Contrast, dark, light, Reduce Motion, Differentiate Without
                Color), naming the setting that first showed each finding and counting each state's
                findings under each setting. --rules lists the rules, what each flags and the check of Xcode's or Google's scanner it
                matches. --disable turns rules off (repeat it, or give a comma list); --ignore reads a file
                of accepted findings, one 'RULE IDENTIFIER' a line (the element's accessibilityIdentifier;
                '#' starts a comment). Formats: text, json (keys always in one order: screen, variant,
                findings; each finding rule, id, label, message, fix, identifier, screen, variant,
                needsReview, revealedBy), sarif (SARIF 2.1.0), html (one self-contained page: each state that showed
                findings drawn with a numbered box on each, and each finding's why, fix and what VoiceOver
                says on it). Exit status 1 when a problem is found, 0
                when clean or when every finding is a note or needs review.
                """,
            options: [
                .value("--format", .choice("FORMAT"), \.format, help: "text (default), json, sarif or html"),
                .flag("--json", \.json, help: "the same as --format json"),
                .value("--walk", .file("SCRIPT"), \.walk, help: "audit every state a walkthrough script reaches"),
                .repeated("--disable", .text("RULE"), \.disable, help: "turn a rule off (repeatable; or RULE,RULE)"),
                .value("--ignore", .file(), \.ignore, help: "accepted findings, 'RULE IDENTIFIER' a line"),
                .value("--appearance", .choice("APPEARANCE"), \.appearance, help: "audit the screen drawn dark (default) or light"),
                .flag("--increase-contrast", \.increaseContrast, help: "audit with Increase Contrast on"),
                .flag("--variants", \.variants,
                      help: "audit again under each Dynamic Type size, Bold Text, Increase Contrast, dark, light, Reduce Motion and Differentiate Without Color"),
                .flag("--rules", \.rules, help: "list the rules and exit"),
                .value("--preset", .text("NAME"), \.preset,
                       help: "the pinned rule set to run (\(AuditPreset.all.map(\.name).joined(separator: ", ")); default \(AuditPreset.standard.name))"),
                .value("--baseline", .file(), \.baseline, help: "fail only on findings not in FILE (see --update-baseline)"),
                .flag("--update-baseline", \.updateBaseline, help: "write every finding to the --baseline FILE and exit 0"),
                .idiom(\.idiom),
                .headlessDate(\.date),
                .timeout(\.timeout),
            ],
            sources: .inPlaceOfScreen)
    }

    static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        let console = context.console
        if options.rules {
            for rule in AuditRule.allCases {
                console.line(rule.rawValue)
                console.line("  flags: \(rule.what)")
                console.line("  why: \(rule.why)")
                console.line("  fix: \(rule.fix)")
                console.line("  scanner: \(rule.scannerCheck)")
                console.line("  tags: \(rule.tags.joined(separator: ", "))")
                console.line("  since: \(AuditPreset.introducing(rule)?.name ?? "no preset")")
            }
            return 0
        }
        if options.json, let other = options.format, other != .json {
            throw UsageError(description: "--json and --format \(other.rawValue) disagree; give one")
        }
        let format = options.json ? .json : options.format ?? .text
        let configuration = try RotorCommandLine.auditConfiguration(disable: options.disable, ignore: options.ignore,
                                                                    preset: options.preset)
        var overrides = EnvironmentOverrides()
        if let appearance = options.appearance { overrides.colorScheme = appearance == .light ? .light : .dark }
        if options.increaseContrast { overrides.colorSchemeContrast = .increased }
        if options.updateBaseline, options.baseline == nil {
            throw UsageError(description: "--update-baseline writes the file --baseline names; give --baseline FILE")
        }
        let baseline = options.updateBaseline ? nil : try options.baseline.map(readBaseline)
        var (report, screen, variant) = try audit(options, configuration: configuration, overrides: overrides, context: context)
        if options.updateBaseline, let file = options.baseline {
            try OutputFile.write(AuditBaseline(report: report).text, to: file)
            console.error("rotor: wrote \(report.entries.count) finding\(report.entries.count == 1 ? "" : "s") to the baseline "
                + "'\(QuotedInput.bounded(file))'")
            return 0
        }
        if let baseline { report = report.applying(baseline) }
        switch format {
        case .json: console.block(report.json(screen: screen, variant: variant).rendered())
        case .sarif: console.block(report.sarif().rendered())
        case .text: for line in report.lines { console.line(line) }
        case .html:
            let subject = options.walk.map { "the walk \($0)" } ?? screen.map { "\($0):\(variant ?? "")" } ?? ""
            console.block(report.html(title: "Accessibility audit of \(subject)"))
        }
        return report.exitStatus
    }

    private static func readBaseline(_ file: String) throws -> AuditBaseline {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
            throw UsageError(description: "cannot read the baseline '\(QuotedInput.bounded(file))': "
                + (FileManager.default.fileExists(atPath: file) ? "unreadable" : "no such file (make one with --update-baseline)"))
        }
        do { return try AuditBaseline(parsing: String(decoding: data, as: UTF8.self), file: file) } catch {
            throw UsageError(description: error.description)
        }
    }

    /// The findings on the screen named, or on every state the walkthrough reaches (with no
    /// one screen and variant to name).
    private static func audit(_ options: Options, configuration: AuditConfiguration, overrides: EnvironmentOverrides,
                              context: CommandContext) throws -> (AuditReport, screen: String?, variant: String?) {
        guard options.variants else {
            return try auditOnce(options, configuration: configuration, overrides: overrides, context: context)
        }
        var named: (screen: String?, variant: String?) = (nil, nil)
        let report = try AuditReport.underEachSetting(base: overrides) { settings in
            let (report, screen, variant) = try auditOnce(options, configuration: configuration, overrides: settings,
                                                          context: context)
            named = (screen, variant)
            return report
        }
        return (report, named.screen, named.variant)
    }

    /// The audit under one set of settings.
    private static func auditOnce(_ options: Options, configuration: AuditConfiguration, overrides: EnvironmentOverrides,
                              context: CommandContext) throws -> (AuditReport, screen: String?, variant: String?) {
        if let walk = options.walk {
            guard options.screen == nil else {
                throw UsageError(description: "audit --walk takes the screens from the script; give no SCREEN")
            }
            let runner = WalkthroughRunner(registry: context.registry)
            runner.audit = configuration
            runner.capturesAuditedStates = options.format == .html
            runner.environmentOverrides = overrides
            runner.idiom = options.idiom
            runner.date = options.startDate
            let result = runner.run(try RotorCommandLine.loadScript(walk))
            if let error = result.error { throw UsageError(description: "\(error)") }
            return (result.audit, nil, nil)
        }
        guard let spec = options.screen else {
            throw UsageError(description: "'rotor audit' needs a screen (or --walk SCRIPT, or --rules)")
        }
        let session = try ScreenSession(registry: context.registry, screen: spec, idiom: options.idiom, date: options.startDate,
                                        settings: overrides)
        // Met as VoiceOver meets a screen, as the probes' copies and a walk's screens are.
        session.appear()
        // The session ends with its audit, unless the HTML report draws it after.
        let findings = session.auditFindings(with: configuration, lastUse: options.format != .html)
        var report = AuditReport(findings: findings, screen: session.screenName, variant: session.variant)
        if options.format == .html, !findings.isEmpty { report.captures = [session.auditCapture(findings)] }
        return (report, session.screenName, session.variant)
    }
}
