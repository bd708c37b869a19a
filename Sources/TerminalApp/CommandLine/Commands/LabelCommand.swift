import Foundation
import Headless
import TermUI

/// `rotor label`: evidence for Apple's Accessibility Nutrition Labels, from walkthroughs of the
/// app's common tasks.
struct LabelCommand: RotorCommand {
    enum Format: String, CaseIterable {
        case text, json, html
    }

    struct Options: CommandOptions, HeadlessOptions, TimedOptions {
        var files: [String] = []
        var format: Format?
        var claim: [String] = []
        var preset: String?
        var disable: [String] = []
        var ignore: String?
        var idiom = UIUserInterfaceIdiom.phone
        var date: Date?
        var timeout = CommandTimeout.defaultSeconds
        var timedSubject: String { "label " + files.map { QuotedInput.bounded($0) }.joined(separator: " ") }
    }

    static let name = "label"

    static var declaration: CommandDeclaration<Options> {
        CommandDeclaration(
            name: name,
            arguments: .list("SCRIPT...", name: "a script file", count: 1...Int.max, kind: .files, \.files),
            summary: "evidence for the App Store's Accessibility Nutrition Labels: each feature, whether every task passes",
            details: """
                Plays each walkthrough script, one of the app's common tasks, under the settings each feature of
                Apple's Accessibility Nutrition Labels needs, audits every state it reaches and checks what the
                audit does not, then says for each feature whether every task passes, with what blocks the ones
                that do not. Judged: VoiceOver (the script's expectations and the audit's VoiceOver rules),
                Voice Control (names to say, matching what shows), Larger Text (at Dynamic Type AX3, over 200%),
                Dark Interface (with Dark on), Differentiate Without Color Alone, Sufficient Contrast (by default
                or with Increase Contrast) and Reduced Motion (nothing animates for ever). Captions and Audio
                Descriptions are listed as not judged. Formats: text, json, html (one self-contained page).
                Exit status 1 when a feature named by --claim is blocked in a task, else 0; 2 on a usage error
                or a malformed script.
                """,
            options: [
                .value("--format", .choice("FORMAT"), \.format, help: "text (default), json or html"),
                .repeated("--claim", .text("FEATURE"), \.claim,
                          help: "a feature the app declares (repeatable; or A,B): exit 1 when a task blocks it ("
                            + NutritionLabelFeature.allCases.map(\.rawValue).joined(separator: ", ") + ")"),
                .value("--preset", .text("NAME"), \.preset, help: "the pinned audit rule set (default \(AuditPreset.standard.name))"),
                .repeated("--disable", .text("RULE"), \.disable, help: "turn an audit rule off (repeatable; or RULE,RULE)"),
                .value("--ignore", .file(), \.ignore, help: "accepted findings, 'RULE IDENTIFIER' a line"),
                .idiom(\.idiom),
                .headlessDate(\.date),
                .timeout(\.timeout),
            ],
            sources: .afterScript)
    }

    static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        var claimed: [NutritionLabelFeature] = []
        for list in options.claim {
            for name in list.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard let feature = NutritionLabelFeature.named(name) else {
                    throw UsageError(description: "--claim: no feature is called '\(QuotedInput.bounded(name))'; the features are "
                        + NutritionLabelFeature.allCases.map(\.rawValue).joined(separator: ", "))
                }
                claimed.append(feature)
            }
        }
        let configuration = try RotorCommandLine.auditConfiguration(disable: options.disable, ignore: options.ignore,
                                                                    preset: options.preset)
        let evaluator = NutritionLabelEvaluator(registry: context.registry)
        evaluator.configuration = configuration
        evaluator.idiom = options.idiom
        evaluator.date = options.startDate
        let scripts = try options.files.map(RotorCommandLine.loadScript)
        let report: NutritionLabelReport
        do { report = try evaluator.evaluate(scripts) } catch { throw UsageError(description: "\(error)") }
        let console = context.console
        switch options.format ?? .text {
        case .text: for line in report.lines { console.line(line) }
        case .json: console.block(report.json.rendered())
        case .html: console.block(report.html)
        }
        let blocked = claimed.filter { if case .blocked = report.verdict($0) { true } else { false } }
        for feature in claimed where feature.check == nil {
            console.error("rotor: \(feature.name) is claimed, and Rotor cannot judge it: check it yourself")
        }
        guard blocked.isEmpty else {
            console.error("rotor: claimed and blocked: " + blocked.map(\.name).joined(separator: ", "))
            return 1
        }
        return 0
    }
}
