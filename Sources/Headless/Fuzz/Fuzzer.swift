import Accessibility
import Foundation
import ScreenReader
import TermUI

/// Drives the explorer's session with random commands of the whole walkthrough language, pane
/// resizes, screen and variant switches and time passing, and checks the reader's invariants
/// after every step (`FuzzInvariant`). A seed replays a run exactly. On a failure the steps
/// since the screen was opened are shortened, one chunk and then one step at a time, while the
/// same invariant still fails, and rendered as a `.rotor` script that reproduces it.
///
/// ```swift
/// let fuzzer = try Fuzzer(registry: registry, seed: 42, steps: 10_000)
/// let report = fuzzer.run()
/// if let failure = report.failure { print(failure.script) }
/// ```
@MainActor
public struct Fuzzer {
    public let registry: ScreenRegistry
    public let seed: UInt64
    public let steps: Int
    /// The screens to visit ("beach", "beach:before"); by default every variant of every screen.
    public let screens: [String]
    /// The screen pane a run starts with, in cells (a walkthrough's default).
    public var columns = 72
    public var rows = 40
    /// How far (MiB) resident memory may rise above what it was after `memoryWarmUp` steps;
    /// nil leaves memory unchecked (a process running other work beside the fuzzer).
    public var memoryGrowthLimit: Double? = 64
    public var memoryWarmUp = 20_000
    /// Steps on one screen before the fuzzer opens another, so a reproduction stays short.
    public var stepsPerScreen = 2_000
    /// Called with each step as script text before it runs: written to a file, it holds the
    /// reproduction of a crash that ends the process. When it throws, the run stops there and
    /// the report's `journalError` says why.
    public var journal: ((String) throws -> Void)?
    /// Called with each step as script text just before it acts, in runs, replays and
    /// shrinking alike: how `rotor fuzz --timeout` times one step at a time.
    public var beforeEachStep: ((String) -> Void)?

    /// Fails with `ScreenLookupError` when a screen spec is not in the registry.
    public init(registry: ScreenRegistry, seed: UInt64, steps: Int, screens: [String]? = nil) throws {
        self.registry = registry
        self.seed = seed
        self.steps = max(0, steps)
        let specs = screens ?? registry.screens.flatMap { screen in screen.variants.map { "\(screen.name):\($0)" } }
        for spec in specs { _ = try registry.resolve(spec) }
        guard !specs.isEmpty else { throw ScreenLookupError(description: "no screens to fuzz") }
        self.screens = specs
    }

    // MARK: Running

    public func run() -> FuzzReport {
        var random = SplitMix64(seed: seed)
        var checker = InvariantChecker()
        var report = FuzzReport(seed: seed, stepsRun: 0, checks: [:], failure: nil, residentMemory: nil)
        let first = random.pick(screens)
        do { try journal?(FuzzStep.command(.screen(first)).source) } catch {
            report.journalError = String(describing: error)
            return report
        }
        let session = try! ScreenSession(registry: registry, screen: first, columns: columns, rows: rows)
        session.appear()  // as a script's `screen` line does
        // The steps since the screen was opened: what a reproduction replays.
        var history: [FuzzStep] = [.command(.screen(first))]
        var baseline: Double?
        var peak = 0.0

        func fail(_ found: (FuzzInvariant, String), at step: Int) {
            report.failure = shrink(history, failing: found.0, message: found.1, step: step)
        }

        if let found = checker.check(session, frame: session.frame(), said: []) {
            fail(found, at: 0)
            report.checks = checker.counts
            return report
        }
        for step in stride(from: 1, through: steps, by: 1) {
            var next = Self.generate(&random, session: session, screens: screens)
            if history.count >= stepsPerScreen, !next.opensScreen { next = .command(.screen(random.pick(screens))) }
            let recorded = scriptSteps(for: next, on: session)
            do { for line in recorded { try journal?(line.source) } } catch {
                report.journalError = String(describing: error)
                break
            }
            let before = session.reader.spokenCount
            perform(next, on: session)
            if case .command(.screen) = recorded.first { history = recorded } else { history += recorded }
            let frame = session.frame()
            report.stepsRun = step
            let said = session.transcript.suffix(max(0, session.reader.spokenCount - before))
            if let found = checker.check(session, frame: frame, said: said) {
                fail(found, at: step)
                break
            }
            if let limit = memoryGrowthLimit, step % 1024 == 0, let rss = Self.residentMiB() {
                if step >= memoryWarmUp {
                    let base = baseline ?? rss
                    baseline = base
                    peak = max(peak, rss)
                    report.residentMemory = (base, peak)
                    checker.countMemoryCheck()
                    if rss > base + limit {
                        report.failure = FuzzFailure(
                            seed: seed, step: step, invariant: .memoryBounded,
                            message: String(format: "resident memory grew from %.1f MiB after the warm-up to %.1f MiB", base, rss),
                            script: "", originalSteps: step)
                        break
                    }
                }
            }
        }
        report.checks = checker.counts
        return report
    }

    /// Plays a script (its `screen` lines open screens; expectations are skipped) and checks
    /// the invariants after every line: what `run` does with a reproduction.
    public func replay(_ script: WalkthroughScript) -> FuzzReport {
        let steps = script.lines.compactMap { line -> FuzzStep? in
            switch line.command {
            case _ where line.command.isExpectation: nil
            case .resize(let columns, let rows): .resize(columns: columns, rows: rows)
            default: .command(line.command)
            }
        }
        var report = FuzzReport(seed: seed, stepsRun: steps.count, checks: [:], failure: nil, residentMemory: nil)
        let (found, counts) = firstFailure(steps)
        report.checks = counts
        if let found {
            report.failure = FuzzFailure(seed: seed, step: found.step, invariant: found.invariant, message: found.message,
                                         script: Self.script(steps), originalSteps: steps.count)
        }
        return report
    }

    // MARK: Steps

    /// The script lines that do what `step` does on `session`: a variant switch is the other
    /// variant's `screen` line, the pane size, and `first`; a `screen` line keeps the pane size.
    private func scriptSteps(for step: FuzzStep, on session: ScreenSession) -> [FuzzStep] {
        switch step {
        case .command(.screen):
            return [step] + sizeSteps(session)
        case .switchVariant:
            guard let (screen, variant) = try? registry.resolve("\(session.screenName):\(session.variant)"),
                  screen.variants.count > 1, let i = screen.variants.firstIndex(of: variant) else { return [] }
            let other = "\(screen.name):\(screen.variants[(i + 1) % screen.variants.count])"
            return [.command(.screen(other))] + sizeSteps(session) + [.command(.reader(.first))]
        default:
            return [step]
        }
    }

    /// Runs one step as the explorer does.
    private func perform(_ step: FuzzStep, on session: ScreenSession) {
        beforeEachStep?(step.source)
        switch step {
        case .command(.screen(let spec)):
            try! session.open(spec)
        case .command(.reader(let command)):
            session.perform(command)
        case .command(.touch(let column, let row)):
            let point = session.graph.metric.point(column: column, row: row)
            session.perform(.touch(x: Double(point.x), y: Double(point.y)))
        case .command(.resize(let columns, let rows)), .resize(let columns, let rows):
            session.resize(columns: columns, rows: rows)
        case .command(.say(let phrase)):
            session.say(phrase)
        case .command(.switchControl(let command)):
            session.performSwitch(command)
        case .command(.verbosity(let setting, let choice)):
            session.verbosity.choose(choice, for: setting)
        case .command:
            break  // expectations check; they do not act
        case .switchVariant:
            session.switchVariant()
        }
    }

    /// A resize to the session's pane size, when a fresh session would have another.
    private func sizeSteps(_ session: ScreenSession) -> [FuzzStep] {
        let size = session.graph.size, metric = session.graph.metric
        let columns = metric.columns(size.width), rows = metric.rows(size.height)
        return columns == self.columns && rows == self.rows ? [] : [.resize(columns: columns, rows: rows)]
    }

    /// Plays `steps` (a `screen` step first) on a fresh session, checking after each one.
    private func firstFailure(_ steps: [FuzzStep]) -> ((invariant: FuzzInvariant, message: String, step: Int)?, [FuzzInvariant: Int]) {
        var checker = InvariantChecker()
        guard case .command(.screen(let first)) = steps.first,
              let session = try? ScreenSession(registry: registry, screen: first, columns: columns, rows: rows) else {
            return (nil, [:])
        }
        session.appear()
        if let found = checker.check(session, frame: session.frame(), said: []) { return ((found.0, found.1, 1), checker.counts) }
        for (index, step) in steps.enumerated().dropFirst() {
            if case .command(.screen(let next)) = step, (try? registry.resolve(next)) == nil { continue }
            let before = session.reader.spokenCount
            perform(step, on: session)
            let frame = session.frame()
            let said = session.transcript.suffix(max(0, session.reader.spokenCount - before))
            if let found = checker.check(session, frame: frame, said: said) { return ((found.0, found.1, index + 1), checker.counts) }
        }
        return (nil, checker.counts)
    }

    // MARK: Shrinking

    /// Removes chunks of steps, halving the chunk size, then single steps, while the same
    /// invariant still fails; the `screen` step stays first. Bounded by a number of replays.
    private func shrink(_ steps: [FuzzStep], failing invariant: FuzzInvariant, message: String, step: Int) -> FuzzFailure {
        var current = steps
        var replays = 0
        let budget = 3_000
        func stillFails(_ candidate: [FuzzStep]) -> Bool {
            replays += 1
            return firstFailure(candidate).0?.invariant == invariant
        }
        // Halving chunks, then windows of three, two and one step at every offset, again
        // until nothing more can go (two steps may only go together: a move and its undoing).
        var chunk = max(1, (current.count - 1) / 2)
        while chunk > 3, replays < budget {
            var start = 1
            while start < current.count, replays < budget {
                let candidate = Array(current[..<start] + current[min(current.count, start + chunk)...])
                if stillFails(candidate) { current = candidate } else { start += chunk }
            }
            chunk /= 2
        }
        var removed = true
        while removed, replays < budget {
            removed = false
            for window in [3, 2, 1] {
                var start = 1
                while start + window <= current.count, replays < budget {
                    let candidate = Array(current[..<start] + current[(start + window)...])
                    if stillFails(candidate) { current = candidate; removed = true } else { start += 1 }
                }
            }
        }
        let finalMessage = firstFailure(current).0?.message ?? message
        return FuzzFailure(seed: seed, step: step, invariant: invariant, message: finalMessage,
                           script: Self.script(current) + "# \(invariant): \(finalMessage)\n", originalSteps: steps.count)
    }

    /// The steps as a `.rotor` script, one line each.
    static func script(_ steps: [FuzzStep]) -> String {
        steps.map { $0.source + "\n" }.joined()
    }

    // MARK: Generating

    /// Labels to try as `focus` prefixes and text to type, beside the screen's own.
    static let strangeTexts = ["", " ", "Ada", "é", "🙂", "日本", "a\"b", "\\", "#", "\u{202E}evil", "\u{1B}[2J", "\t"]
    static let strangeNames = ["", "Bogus", "Favorite", "Reply", RotorSetting.headings.name, "Set sound 1", "\u{1B}[31m"]

    private static func generate(_ random: inout SplitMix64, session: ScreenSession, screens: [String]) -> FuzzStep {
        let reader = session.reader
        let focused = reader.focusedElement
        let tree = reader.tree
        func someLabel() -> String {
            guard !tree.allElements.isEmpty, random.chance(4, in: 5) else { return random.pick(strangeTexts) }
            let label = random.pick(tree.allElements).label
            return String(label.prefix(1 + random.below(max(1, label.count))))
        }
        func read(_ command: ReaderCommand) -> FuzzStep { .command(.reader(command)) }

        let roll = random.below(1000)
        switch roll {
        case ..<120: return read(random.chance(2, in: 3) ? .next : .previous)
        case ..<150: return read(random.pick([.first, .last]))
        case ..<180: return read(.focus(someLabel()))
        case ..<260: return read(.activate)
        case ..<280: return read(.escape)
        case ..<295: return read(.magicTap)
        case ..<340: return read(random.pick([.increment, .decrement]))
        case ..<380: return read(random.pick([.rotorNext, .rotorPrevious]))
        case ..<410:
            let offered = reader.availableRotorSettings
            return read(.selectRotor(!offered.isEmpty && random.chance(3, in: 4) ? random.pick(offered)
                : RotorSetting(named: random.pick(strangeNames))))
        case ..<480: return read(random.pick([.rotorItemNext, .rotorItemPrevious]))
        case ..<500: return read(.actionsMenu)
        case ..<560:
            let names = focused?.actions.map(\.name) ?? []
            return read(.performAction(!names.isEmpty && random.chance(4, in: 5) ? random.pick(names) : random.pick(strangeNames)))
        case ..<580: return read(.moreContent)
        case ..<590: return read(.readAll)
        case ..<600: return read(.readFromFocus)
        case ..<610: return read(.linkedItem)
        case ..<620: return read(.scroll(random.pick([.top, .bottom])))
        case ..<650: return read(.typeText(random.pick(strangeTexts + ["x", "Ada Lovelace"])))
        case ..<665: return read(.deleteBackward)
        case ..<675: return read(.endEditing)
        case ..<745:
            let size = session.graph.size, metric = session.graph.metric
            let columns = metric.columns(size.width), rows = metric.rows(max(size.height, session.graph.contentHeight))
            // Mostly on the screen, sometimes past its edges.
            let inside = random.chance(9, in: 10)
            return .command(.touch(column: random.below(inside ? max(1, columns) : columns + 40),
                                   row: random.below(inside ? max(1, rows) : rows + 40)))
        case ..<770: return read(.drag)
        case ..<800:
            let points = tree.allElements.flatMap(\.dropPoints).map(\.description)
            return read(.drop(!points.isEmpty && random.chance(3, in: 4) ? random.pick(points) : random.pick(strangeNames)))
        case ..<840:
            // Voice Control: phrases naming what is there, numbers, and nonsense.
            let phrases = ["show names", "show numbers", "hide numbers", "scroll down", "scroll up", "go back",
                           "tap \(1 + random.below(12))", "\(1 + random.below(12))", "long press \(someLabel())",
                           "increment \(someLabel())", "decrement \(someLabel())"]
            return .command(.say(random.chance(1, in: 2) ? "tap " + someLabel() : random.pick(phrases + strangeTexts)))
        case ..<880:
            // Switch Control: mostly the switches, sometimes turned on, off or to auto scanning.
            let commands: [WalkthroughScript.SwitchCommand] = [.next, .next, .next, .select, .select, .back,
                .start(.manual, interval: 1), .start(.auto, interval: random.pick([0.1, 0.5, 1, 2])), .stop]
            return .command(.switchControl(random.pick(commands)))
        case ..<960:
            // Now and then a wait of years, or forever: it must return.
            return read(.wait(seconds: random.chance(1, in: 50) ? random.pick([1e9, .infinity])
                : random.pick([0, 0.25, 0.5, 1, 2, 3, 5, 10])))
        case ..<965:
            // The screen pane of a terminal the explorer can run in.
            let panes = ExplorerLayout.panes(width: ExplorerLayout.minimumWidth + random.below(200),
                                             height: ExplorerLayout.minimumHeight + random.below(60))!
            return .resize(columns: panes.screenContent.width, rows: panes.screenContent.height)
        case ..<975:
            // Any size at all, down to one cell: nothing may crash, though views overflow.
            return .resize(columns: 1 + random.below(200), rows: 1 + random.below(80))
        case ..<984: return .switchVariant
        case ..<990:
            // VoiceOver's Verbosity: hints off and on, actions told each way (Change Rotor too).
            let setting = random.pick(Verbosity.Setting.allCases)
            return .command(.verbosity(setting, choice: random.below(setting.choices.count)))
        default: return .command(.screen(random.pick(screens)))
        }
    }

    /// VmRSS of this process in MiB, where /proc tells.
    static func residentMiB() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kb = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return nil }
        return kb / 1024
    }
}

/// One step of a fuzz run: a script line, or what the explorer does that a script cannot.
enum FuzzStep: Hashable, Sendable {
    case command(WalkthroughScript.Command)
    case resize(columns: Int, rows: Int)
    case switchVariant

    var opensScreen: Bool {
        switch self {
        case .command(.screen), .switchVariant: true
        default: false
        }
    }

    /// The step as a script line; a variant switch is written out as lines by the fuzzer.
    var source: String {
        switch self {
        case .command(let command): command.source ?? "# (no script line for \(command))"
        case .resize(let columns, let rows): "resize \(columns) \(rows)"
        case .switchVariant: "# switch variant"
        }
    }
}
