import Accessibility
import Foundation
import TermUI

/// What blocks one feature of the Accessibility Nutrition Labels in one task: an audit problem,
/// an unmet expectation of the task's script, or what a state check saw.
public struct NutritionLabelBlocker: Hashable, Sendable {
    public var feature: NutritionLabelFeature
    /// The task: the walkthrough script's file.
    public var task: String
    /// The check that failed: an audit rule's id, "expectation", "animates-forever",
    /// "light-screen" or "color-only".
    public var check: String
    /// What was found, in a sentence that names the screen and element.
    public var text: String
    /// The script line whose state showed it.
    public var line: Int?
    /// The settings the task was played under ("Dark, Increase Contrast").
    public var settings: String

    public init(feature: NutritionLabelFeature, task: String, check: String, text: String, line: Int?, settings: String) {
        self.feature = feature
        self.task = task
        self.check = check
        self.text = text
        self.line = line
        self.settings = settings
    }
}

/// `rotor label`'s judgement: for each feature, whether every task passes, and what blocks the
/// ones that do not.
public struct NutritionLabelReport: Sendable {
    public enum Verdict: Equatable, Sendable {
        /// Every task passes.
        case passes
        /// These tasks do not.
        case blocked([String])
        /// Rotor cannot judge the feature.
        case notJudged
    }

    /// The tasks, in the order given.
    public var tasks: [String]
    public var blockers: [NutritionLabelBlocker]
    /// What passed only a certain way ("passes with Increase Contrast on"), by feature.
    public var notes: [NutritionLabelFeature: [String]] = [:]

    public init(tasks: [String], blockers: [NutritionLabelBlocker]) {
        self.tasks = tasks
        self.blockers = blockers
    }

    public func verdict(_ feature: NutritionLabelFeature) -> Verdict {
        guard feature.check != nil else { return .notJudged }
        let blocked = tasks.filter { task in blockers.contains { $0.feature == feature && $0.task == task } }
        return blocked.isEmpty ? .passes : .blocked(blocked)
    }

    public func blockers(_ feature: NutritionLabelFeature, task: String) -> [NutritionLabelBlocker] {
        blockers.filter { $0.feature == feature && $0.task == task }
    }
}

/// Plays each task (a walkthrough script of one of the app's common tasks) under the settings
/// each feature needs, audits every state it reaches and checks what the audit does not.
@MainActor
public final class NutritionLabelEvaluator {
    public let registry: ScreenRegistry
    public var idiom: UIUserInterfaceIdiom = .phone
    public var date = ViewGraph.defaultStartDate
    /// The run's own settings, under the ones each play changes.
    public var environmentOverrides = EnvironmentOverrides()
    /// The audit rules in force (a preset's), and findings accepted by an ignore file.
    public var configuration = AuditConfiguration()

    public init(registry: ScreenRegistry) { self.registry = registry }

    /// What the state checks of one play found; a class, as the runner's callback adds to it.
    private final class Found {
        var blockers: [NutritionLabelBlocker] = []
        var seen: Set<String> = []
        func add(_ blocker: NutritionLabelBlocker) {
            if seen.insert("\(blocker.feature.rawValue)\u{0}\(blocker.check)\u{0}\(blocker.text)").inserted { blockers.append(blocker) }
        }
    }

    public func evaluate(_ scripts: [WalkthroughScript]) throws(WalkthroughScript.ParseError) -> NutritionLabelReport {
        var report = NutritionLabelReport(tasks: scripts.map(\.file), blockers: [])
        for script in scripts {
            var contrast: [NutritionLabelPlay: [NutritionLabelBlocker]] = [:]
            for play in NutritionLabelPlay.allCases {
                let found = try self.play(script, play)
                switch play {
                case .dark, .light, .darkIncreased, .lightIncreased:
                    contrast[play] = found.filter { $0.check == AuditRule.contrast.rawValue }
                    report.blockers += found.filter { $0.feature == .darkInterface && play == .dark }
                default: report.blockers += found
                }
            }
            // Sufficient Contrast: dark and light by default, or both with Increase Contrast on.
            let plain = contrast[.dark, default: []] + contrast[.light, default: []]
            let increased = contrast[.darkIncreased, default: []] + contrast[.lightIncreased, default: []]
            if !plain.isEmpty, increased.isEmpty {
                report.notes[.sufficientContrast, default: []].append("\(script.file): passes with Increase Contrast on")
            } else if !plain.isEmpty {
                report.blockers += plain.map { blocker in
                    var blocker = blocker
                    blocker.feature = .sufficientContrast
                    return blocker
                }
            }
        }
        return report
    }

    /// Plays `script` once under `play`'s settings: what blocks the features that play judges.
    private func play(_ script: WalkthroughScript, _ play: NutritionLabelPlay) throws(WalkthroughScript.ParseError)
        -> [NutritionLabelBlocker] {
        let runner = WalkthroughRunner(registry: registry)
        runner.idiom = idiom
        runner.date = date
        let settings = play.overrides(environmentOverrides)
        runner.environmentOverrides = settings
        let rules = play.rules.subtracting(configuration.disabled)
        if !rules.isEmpty {
            runner.audit = AuditConfiguration(disabled: Set(AuditRule.allCases).subtracting(rules), ignored: configuration.ignored)
        }
        let found = Found()
        let name = play.settingsName
        runner.afterEachCommand = { line, session in
            for (feature, check, text) in Self.stateChecks(play, session) {
                found.add(NutritionLabelBlocker(feature: feature, task: script.file, check: check,
                                                text: "\(session.screenName):\(session.variant): \(text)", line: line.number,
                                                settings: name))
            }
        }
        let result = runner.run(script)
        if let error = result.error { throw error }
        if play == .standard {
            for failure in result.failures {
                found.add(NutritionLabelBlocker(feature: .voiceOver, task: script.file, check: "expectation",
                                                text: "expected \(QuotedInput.bounded(failure.expected)), heard \(failure.actual)",
                                                line: failure.line, settings: name))
            }
        }
        for entry in result.audit.entries where !entry.finding.needsReview && entry.finding.severity == .problem {
            let finding = entry.finding
            for feature in NutritionLabelFeature.allCases where Self.judges(play, feature) && feature.rules.contains(finding.rule) {
                found.add(NutritionLabelBlocker(
                    feature: feature, task: script.file, check: finding.rule.rawValue,
                    text: "\(entry.screen):\(entry.variant) \(finding.elementID) \"\(finding.label)\": \(finding.message)",
                    line: entry.revealedBy?.line, settings: name))
            }
        }
        return found.blockers.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
    }

    /// The features a play's audit findings count against.
    static func judges(_ play: NutritionLabelPlay, _ feature: NutritionLabelFeature) -> Bool {
        switch play {
        case .standard: feature == .voiceOver || feature == .voiceControl
        case .largeText: feature == .largerText
        case .dark: feature == .darkInterface || feature == .sufficientContrast
        case .light, .darkIncreased, .lightIncreased: feature == .sufficientContrast
        case .reduceMotion, .withoutColor: false
        }
    }

    /// What a state shows that the audit does not look at: motion that never stops, a light
    /// screen in Dark, elements told apart by colour alone.
    static func stateChecks(_ play: NutritionLabelPlay, _ session: ScreenSession)
        -> [(NutritionLabelFeature, String, String)] {
        switch play {
        case .reduceMotion where session.animatesForever:
            return [(.reducedMotion, "animates-forever", "an animation repeats for ever with Reduce Motion on "
                        + "(give it no animation when accessibilityReduceMotion is true)")]
        case .dark:
            // The drawing alone: the audit's context would also order the reader's elements.
            guard let share = lightShare(session.pageDrawing()), share > 0.5 else { return [] }
            return [(.darkInterface, "light-screen", "with Dark on, \(Int((share * 100).rounded()))% of the screen is drawn light")]
        case .withoutColor:
            return colorOnlyPairs(session.tree, canvas: session.pageDrawing(), metric: session.graph.metric).map { first, second in
                (.differentiateWithoutColor, "color-only",
                 "\"\(first.label)\" (\(first.id)) and \"\(second.label)\" (\(second.id)) are drawn alike but for their colour "
                    + "with Differentiate Without Color on (add a shape, a symbol or text when accessibilityDifferentiateWithoutColor is true)")
            }
        default:
            return []
        }
    }

    /// The share of the screen's cells whose background is light (relative luminance over 0.5);
    /// nil for an empty canvas. A cell with no background of its own is the terminal's, dark.
    static func lightShare(_ canvas: CellCanvas) -> Double? {
        guard canvas.width > 0, canvas.height > 0 else { return nil }
        var light = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let style = canvas[x, y].style
                let background = style.reverse ? style.foreground : style.background
                if let background, AccessibilityAudit.luminance(background) > 0.5 { light += 1 }
            }
        }
        return Double(light) / Double(canvas.width * canvas.height)
    }

    /// Pairs of elements that say different things (label, value, selection) and are drawn with
    /// the same glyphs and attributes in different colours: told apart by colour alone.
    static func colorOnlyPairs(_ tree: AccessibilityTree, canvas: CellCanvas, metric: CellMetric)
        -> [(AccessibilityElement, AccessibilityElement)] {
        var first: [String: (element: AccessibilityElement, colors: [CellStyle], says: String)] = [:]
        var pairs: [(AccessibilityElement, AccessibilityElement)] = []
        var paired: Set<String> = []
        for element in tree.allElements where !element.isContainer {
            let rect = metric.cellRect(element.frame)
            var glyphs = "", colors: [CellStyle] = [], hasInk = false
            for y in canvas.rows(of: rect) {
                for x in canvas.columns(of: rect) {
                    let cell = canvas[x, y]
                    guard !cell.isContinuation else { continue }
                    if !cell.grapheme.allSatisfy(\.isWhitespace) { hasInk = true }
                    var style = cell.style
                    glyphs += cell.grapheme + (style.bold ? "b" : "") + (style.italic ? "i" : "") + (style.underline ? "u" : "")
                        + (style.reverse ? "r" : "") + "\u{0}"
                    (style.bold, style.italic, style.underline, style.reverse, style.dim) = (false, false, false, false, false)
                    colors.append(style)
                }
            }
            guard hasInk else { continue }
            let says = "\(element.label)\u{0}\(element.value ?? "")\u{0}\(element.traits.contains(.isSelected))"
            if let earlier = first[glyphs] {
                if earlier.colors != colors, earlier.says != says, paired.insert(glyphs).inserted {
                    pairs.append((earlier.element, element))
                }
            } else {
                first[glyphs] = (element, colors, says)
            }
        }
        return pairs
    }
}
