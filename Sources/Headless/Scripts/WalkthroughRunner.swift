import Accessibility
import ScreenReader
import TermUI

/// An expectation that did not hold: where, what the script wanted, what happened.
public struct WalkthroughFailure: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var expected: String
    public var actual: String
    public var description: String { "\(file):\(line): expected \(QuotedInput.bounded(expected))\n  actual: \(actual)" }

    public init(file: String, line: Int, expected: String, actual: String) {
        self.file = file
        self.line = line
        self.expected = expected
        self.actual = actual
    }
}

/// What playing one script produced.
public struct WalkthroughResult: Sendable {
    /// `> command` lines, each followed by what the reader said, one utterance a line.
    public var transcript: [String]
    /// What the reader said, every utterance of every command in order (`rotor play --wav`).
    public var utterances: [Utterance] = []
    public var failures: [WalkthroughFailure]
    /// A line that could not run (an unknown screen): the script is malformed, not failing.
    public var error: WalkthroughScript.ParseError?
    /// With `WalkthroughRunner.audit` set: every finding of every state the script reached,
    /// once each, with the line whose command first showed it.
    public var audit = AuditReport()
    public var passed: Bool { failures.isEmpty && error == nil }

    /// How a transcript shows a line the app itself printed (its own standard output or error),
    /// so it is never taken for something the reader said.
    public static func outputLine(_ printed: String) -> String { "(output: \(printed))" }
}

extension WalkthroughResult {
    /// Nothing played yet.
    public init() { self.init(transcript: [], failures: []) }
}

/// Plays walkthrough scripts against screens from a registry.
///
/// Each `screen` line opens a fresh `ScreenSession`. Every other command runs on it and its
/// utterances join the transcript. `expect` lines check the utterances of the last command that
/// was not an expectation: each `expect` takes the first of those utterances, after the one
/// the previous `expect` took, that matches it (`SpeechMatch`), so a run of `expect` lines
/// asserts what was said in order and may skip lines it does not care about (hints). A failed
/// expectation is recorded and the script goes on, so one run reports every failure.
@MainActor
public final class WalkthroughRunner {
    public let registry: ScreenRegistry
    public let columns: Int
    public let rows: Int
    /// The session of the last `screen` line, after `run`.
    public private(set) var session: ScreenSession?
    /// When set, the screen is audited after every command (the `screen` line, reader
    /// commands, resizes, touches) with these rules, into `WalkthroughResult.audit`.
    public var audit: AuditConfiguration?
    /// With `audit`: keep each state that first shows a finding, drawn, for the HTML report
    /// (`AuditReport.captures`).
    public var capturesAuditedStates = false
    /// Called after each line that acts (not expectations) with the session it acted on: how
    /// `rotor play --cast` records frames.
    public var afterEachCommand: (@MainActor (WalkthroughScript.Line, ScreenSession) -> Void)?
    /// Called before each line runs: how `rotor play --timeout` times one line at a time.
    public var beforeEachLine: (@MainActor (WalkthroughScript.Line) -> Void)?
    /// The braille line of the focused element after each line that acts, added to the
    /// transcript as "braille: …" (`rotor play --braille`); nil adds nothing.
    public var brailleLine: (@MainActor (ScreenSession) -> String?)?
    /// What the app itself printed while a line ran (a `print` in a screen's code), added to the
    /// transcript after that line's speech as "(output: …)" lines; nil adds nothing.
    public var programOutput: (@MainActor () -> [String])?
    /// Settings laid over every screen the script opens (appearance, Increase Contrast…).
    public var environmentOverrides = EnvironmentOverrides()
    /// VoiceOver's Verbosity settings for every screen the script opens (`--verbosity`); a
    /// `verbosity` line changes them from there on.
    public var verbosity = Verbosity()
    /// The device every screen the script opens runs on (`--idiom`).
    public var idiom: UIUserInterfaceIdiom = .phone
    /// The date each screen's clock starts at (`--date`); time then passes only with `wait`.
    public var date = ViewGraph.defaultStartDate

    public init(registry: ScreenRegistry, columns: Int = 72, rows: Int = 40) {
        self.registry = registry
        self.columns = columns
        self.rows = rows
    }

    /// What the last command (not an expectation) said, how many of those utterances `expect`
    /// lines have taken, and the command's line: the state one line leaves for the next.
    private var said: [Utterance] = []
    private var consumed = 0
    private var lastCommand = ""

    public func run(_ script: WalkthroughScript) -> WalkthroughResult {
        var result = WalkthroughResult(transcript: [], failures: [], error: nil)
        start()
        for line in script.lines {
            perform(line, file: script.file, into: &result)
            if result.error != nil { return result }
        }
        return result
    }

    /// Forgets the last session and what it said: the next line starts a script afresh.
    public func start() {
        session = nil
        said = []
        consumed = 0
        lastCommand = ""
    }

    /// Carries on with `session` (a screen opened elsewhere, whose appearance was already
    /// heard): the next lines act on it as on a `screen` line's.
    public func adopt(_ session: ScreenSession) {
        start()
        self.session = session
    }

    /// Plays one line of a script from `file`, after the lines played before it: the line's
    /// transcript, failures and error are added to `result`. `rotor play` plays a whole
    /// script through this; the explorer's line mode plays each line as it is typed.
    public func perform(_ line: WalkthroughScript.Line, file: String, into result: inout WalkthroughResult) {
        beforeEachLine?(line)
        defer {
            auditState(after: line, file: file, into: &result)
            if !line.command.isExpectation, let programOutput {
                result.transcript += programOutput().map(WalkthroughResult.outputLine)
            }
            if let session, !line.command.isExpectation {
                if let brailleLine, let braille = brailleLine(session) { result.transcript.append("braille: " + braille) }
                afterEachCommand?(line, session)
            }
        }
        func fail(_ expected: String, _ actual: String) {
            result.failures.append(WalkthroughFailure(file: file, line: line.number, expected: expected, actual: actual))
        }
        /// What a command line made the reader say: the transcript shows it under the line,
        /// and the `expect` lines after it look in it.
        func record(_ heard: [Utterance]) {
            said = heard
            consumed = 0
            lastCommand = line.source
            result.transcript.append("> \(line.source)")
            result.transcript.append(contentsOf: heard.map(\.text))
            result.utterances += heard
        }
        switch line.command {
        case .screen(let spec):
            do {
                // VoiceOver's settings are the user's: the rotor's setting and the speaking rate
                // go on to the next screen, as Verbosity does.
                let rotorSetting = session?.rotorSetting, rate = session?.reader.speakingRate
                session = try ScreenSession(registry: registry, screen: spec, columns: columns, rows: rows,
                                              idiom: idiom, date: date, settings: environmentOverrides)
                session?.verbosity = verbosity
                session?.rotorSetting = rotorSetting
                if let rate { session?.reader.speakingRate = rate }
            } catch {
                result.error = WalkthroughScript.ParseError(file: file, line: line.number, message: "\(error)")
                return
            }
            // The screen appears: the reader speaks its first element, as VoiceOver does.
            record(session?.appear() ?? [])
        case .reader(let command):
            guard let session else { return }
            record(session.perform(command))
        case .resize(let columns, let rows):
            session?.resize(columns: columns, rows: rows)
            result.transcript.append("> \(line.source)")
            said = []
            consumed = 0
            lastCommand = line.source
        case .verbosity(let setting, let choice):
            verbosity.choose(choice, for: setting)
            session?.verbosity = verbosity
            result.transcript.append("> \(line.source)")
            said = []
            consumed = 0
            lastCommand = line.source
        case .switchControl(let command):
            guard let session else { return }
            record(session.performSwitch(command))
        case .expectSwitch(let text):
            let highlight = session?.switchHighlight()
            if !(highlight.map { SpeechMatch.matches($0, expected: text) } ?? false) {
                fail("Switch Control on \"\(text)\"", highlight.map { "it is on \"\($0)\"" } ?? "Switch Control is off")
            }
        case .say(let phrase):
            guard let session else { return }
            record(session.say(phrase))
        case .touch(let column, let row):
            guard let session else { return }
            let point = session.graph.metric.point(column: column, row: row)
            record(session.perform(.touch(x: Double(point.x), y: Double(point.y))))
        case .expect(let text):
            if let index = said[consumed...].firstIndex(where: { SpeechMatch.matches($0.text, expected: text) }) {
                consumed = index + 1
            } else {
                let rest = said[consumed...].map { "\"\($0.text)\"" }
                let heard = rest.isEmpty
                    ? (said.isEmpty ? "nothing" : "nothing more")
                    : rest.joined(separator: " | ")
                fail("\"\(text)\" after `\(lastCommand)`", "it said \(heard)")
            }
        case .expectFocus(let text):
            let focused = session?.focusedElement
            if !(focused.map { SpeechMatch.matches($0.label, expected: text) } ?? false) {
                fail("focus on \"\(text)\"", focused.map { "focus is on \"\($0.label)\"" } ?? "nothing is focused")
            }
        case .expectTree(let text):
            let found = session?.tree.allElements.contains { SpeechMatch.matches($0.label, expected: text) } ?? false
            if !found { fail("an element labelled \"\(text)\"", "no element has that label") }
        case .expectNoTree(let text):
            if let element = session?.tree.allElements.first(where: { SpeechMatch.matches($0.label, expected: text) }) {
                fail("no element labelled \"\(text)\"", "element \(element.id) is labelled \"\(element.label)\"")
            }
        }
    }

    /// Audits the screen after a command; expectations change nothing, so they are skipped.
    private func auditState(after line: WalkthroughScript.Line, file: String, into result: inout WalkthroughResult) {
        guard let audit, let session else { return }
        switch line.command {
        case .expect, .expectFocus, .expectTree, .expectNoTree, .expectSwitch: return
        case .screen, .reader, .resize, .touch, .say, .switchControl, .verbosity: break
        }
        let revealed = AuditRevelation(file: file, line: line.number, command: line.source)
        let findings = session.auditFindings(with: audit)
        let new = findings.filter { finding in
            result.audit.add(AuditReport.Entry(finding: finding, screen: session.screenName, variant: session.variant,
                                               revealedBy: revealed))
        }
        if capturesAuditedStates, !new.isEmpty { result.audit.captures.append(session.auditCapture(new, revealedBy: revealed)) }
        result.audit.record(AuditReport.StateCount(screen: session.screenName, variant: session.variant, revealedBy: revealed,
                                                   findings: findings.count))
    }
}
