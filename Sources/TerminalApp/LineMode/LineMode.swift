import Accessibility
import Foundation
import Headless
import ScreenReader
import TermUI

/// The explorer without full-screen drawing (`rotor explore --line`): each typed line or key
/// prints, as plain lines, what the reader said and what changed, for a console screen reader,
/// a braille display, ssh or a pipe. Lines are the walkthrough script language, played by the
/// same `WalkthroughRunner` as `rotor play`, plus the explorer's own words (`tree`, `where`,
/// `details`, `screens`, `braille`, `help`, `quit`); keys are the explorer's key map, each
/// turned into the script line it stands for. Time passing (`timePassed`) prints what the
/// screen did on its own: an announcement, a banner, speech that waited. It never touches the
/// terminal: the loop (`LineModeLoop`) reads input and hands it here.
@MainActor
final class LineMode {
    /// What a line or a key asks of the loop.
    enum Outcome: Equatable {
        case carryOn
        case quit
    }

    let runner: WalkthroughRunner
    let console: Console
    /// Where the lines come from, for messages: "<stdin>" or a test's name.
    let file: String
    /// The braille line after each command (`--braille`, `b`, `braille`); nil prints none.
    var braille: (@MainActor (AccessibilityElement, AccessibilityTree) -> String?)?
    /// How braille is made when it is turned on (nil: liblouis cannot be loaded, and why).
    let brailleMaker: Result<@MainActor (AccessibilityElement, AccessibilityTree) -> String?, LibLouis.LoadError>
    /// The date each screen's clock starts at; nil: the wall clock's now, when it opens.
    var date: Date?
    /// Every expectation that failed, and whether any line was malformed: the exit status.
    private(set) var failures: [WalkthroughFailure] = []
    private(set) var sawMalformedLine = false
    /// Lines read so far (for `file:line:` in messages).
    private(set) var lineNumber = 0
    /// The command line being typed after `:` at a terminal; nil when none is.
    private(set) var typed: String?

    /// Most lines a change prints of each kind (added, changed, removed) before counting the rest.
    static let changesShown = 4

    init(runner: WalkthroughRunner, console: Console, file: String,
         brailleMaker: Result<@MainActor (AccessibilityElement, AccessibilityTree) -> String?, LibLouis.LoadError>) {
        self.runner = runner
        self.console = console
        self.file = file
        self.brailleMaker = brailleMaker
    }

    var session: ScreenSession? { runner.session }

    // MARK: Lines

    /// Opens the first screen as a script's `screen` line does, and says how to go on.
    func start(screen spec: String) -> Bool {
        console.line("rotor line mode: type a script line (next, activate, screen NAME…), tree, where, details, help or quit")
        return run(text: "screen \(spec)") == .carryOn && session != nil
    }

    /// One line of input: a script line or one of the line mode's own words. A malformed line
    /// says what is wrong on standard error and changes nothing.
    func handle(line raw: String) -> Outcome {
        lineNumber += 1
        return run(text: raw)
    }

    private func run(text raw: String) -> Outcome {
        let words = raw.split(whereSeparator: \.isWhitespace)
        if words.count == 1, let own = ownCommand(String(words[0])) { return own() }
        let line: WalkthroughScript.Line?
        do {
            line = try WalkthroughScript.line(raw, number: max(1, lineNumber), file: file)
        } catch {
            sawMalformedLine = true
            console.error("rotor: \(error); `help` lists what can be typed")
            return .carryOn
        }
        guard let line else { return .carryOn }
        if session == nil, !(line.command.isScreen) {
            sawMalformedLine = true
            console.error("rotor: \(file):\(max(1, lineNumber)): no screen is open; open one with `screen NAME`")
            return .carryOn
        }
        play(line)
        return .carryOn
    }

    /// Plays a script line through the runner and prints its transcript, then what it changed
    /// and the braille line.
    private func play(_ line: WalkthroughScript.Line) {
        let before = session
        let tree = session?.tree
        let focused = session?.focusedElement, editing = session?.isEditing
        let chosenAction = line.command == .reader(.activate) ? session?.reader.rotorChosenAction : nil
        if line.command.isScreen { runner.date = date ?? Date() }
        var result = WalkthroughResult()
        runner.perform(line, file: file, into: &result)
        for text in result.transcript { console.line(text) }
        if let error = result.error {
            sawMalformedLine = true
            console.error("rotor: \(error)")
        }
        for failure in result.failures {
            console.error("rotor: " + failure.description)
        }
        failures += result.failures
        if line.command.isExpectation { return }
        if let session, let tree, session === before {
            let changes = TreeChanges(from: tree, to: session.tree)
            printChanges(changes, in: session)
            if let chosenAction, result.utterances.isEmpty {
                // The Actions rotor's choice performed: said as the explorer confirms it.
                console.line("note: Performed \(chosenAction)")
            } else if case .reader(let command) = line.command, result.utterances.isEmpty {
                // A command that did nothing and said nothing: VoiceOver's boundary sound, in words.
                var outcome = KeyCue.Outcome(command: command, said: result.utterances,
                                             somethingChanged: !changes.isEmpty || focused?.id != session.focusedElement?.id
                                                 || editing != session.isEditing,
                                             focused: focused)
                if let id = focused?.id { outcome.ancestors = tree.ancestors(of: id) }
                if command == .magicTap { outcome.screenHasMagicTap = tree.allElements.contains { $0.magicTapAction != nil } }
                if let cue = KeyCue.note(for: outcome) { console.line("note: " + cue) }
            }
        }
        if let session, session !== before {
            // A long session's memory stays flat, as the explorer's captions do; what each line
            // said is printed, and `expect` looks at the line's own words.
            session.transcriptLimit = ExplorerApp.captionHistory
            console.line("screen: \(Self.title(of: session))")
        }
        printSwitchHighlight(unless: result.utterances.map(\.text))
        printBraille()
        console.flush()
    }

    /// Where Switch Control's cursor is, when it is on: the explorer draws it, the line mode
    /// says it when it moves ("switch: Group, 3 items").
    private var switchHighlight: String? { session?.switchControl != nil ? session?.switchHighlight() : nil }
    private var shownSwitchHighlight: String?

    /// Says where Switch Control's cursor went, unless what was just said says it.
    private func printSwitchHighlight(unless said: [String]) {
        let now = switchHighlight
        if let now, now != shownSwitchHighlight, !said.contains(now) { console.line("switch: " + now) }
        shownSwitchHighlight = now
    }

    /// Real time passed (the loop measures it): the screen's clock moves on by as much, and
    /// what that made the reader say and change prints, as it happens.
    func timePassed(seconds: Double) {
        guard seconds > 0, let session, session.secondsUntilNextEvent != nil else { return }
        let tree = session.tree
        let said = session.perform(.wait(seconds: seconds))
        let changes = TreeChanges(from: tree, to: session.tree)
        guard !said.isEmpty || !changes.isEmpty || switchHighlight != shownSwitchHighlight else { return }
        asidePrompt {
            for utterance in said { console.line(utterance.text) }
            printChanges(changes, in: session)
            printSwitchHighlight(unless: said.map(\.text))
            if !said.isEmpty { printBraille() }
        }
    }

    /// Lines the app printed between commands (its own standard output and error).
    func programPrinted(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        asidePrompt {
            for line in lines { console.line(WalkthroughResult.outputLine(line)) }
        }
    }

    /// Input the line mode cannot take: said on standard error; piped, it sets the exit status.
    func refuse(_ why: String) {
        sawMalformedLine = true
        lineNumber += 1
        console.error("rotor: \(file):\(lineNumber): \(why); the line is skipped")
    }

    /// Writes straight to the terminal, after what is printed: the echo of a line typed after
    /// `:` (the terminal's own echo is off). Nothing by default (a pipe echoes nothing).
    var echo: @MainActor (String) -> Void = { _ in }

    /// Prints what `body` prints on lines of its own while a line is being typed, then shows
    /// the prompt and what was typed again below it.
    private func asidePrompt(_ body: () -> Void) {
        if typed != nil { echo("\n") }
        body()
        console.flush()
        if let typed { echo(": " + TerminalText.sanitized(typed)) }
    }

    /// Seconds until something is due on the screen's clock (speech ending, a timer).
    var secondsUntilNextEvent: Double? { session?.secondsUntilNextEvent }

    // MARK: What changed

    /// What a command or the time after it did to the tree, a line for each element: added,
    /// changed (and which aspects) and removed, as the tree pane marks them.
    private func printChanges(_ changes: TreeChanges, in session: ScreenSession) {
        guard !changes.isEmpty else { return }
        let elements = session.tree.allElements
        let added = elements.filter { changes.added.contains($0.id) }
        let changed = elements.compactMap { element in changes.changed[element.id].map { (element, $0) } }
        for element in added.prefix(Self.changesShown) { console.line("added: " + TreeFormatter.line(for: element)) }
        if added.count > Self.changesShown { console.line("added: \(added.count - Self.changesShown) more") }
        for (element, aspects) in changed.prefix(Self.changesShown) {
            console.line("changed (\(Self.words(for: aspects))): " + TreeFormatter.line(for: element))
        }
        if changed.count > Self.changesShown { console.line("changed: \(changed.count - Self.changesShown) more") }
        for removed in changes.removed.prefix(Self.changesShown) { console.line("removed: " + removed.text) }
        if changes.removed.count > Self.changesShown {
            console.line("removed: \(changes.removed.count - Self.changesShown) more")
        }
    }

    static func words(for aspects: TreeChanges.Aspects) -> String {
        var words: [String] = []
        if aspects.contains(.label) { words.append("label") }
        if aspects.contains(.value) { words.append("value") }
        if aspects.contains(.traits) { words.append("traits") }
        if aspects.contains(.enabled) { words.append("dimmed") }
        return words.joined(separator: ", ")
    }

    private func printBraille() {
        guard let braille, let session, let focused = session.focusedElement,
              let line = braille(focused, session.tree) else { return }
        console.line("braille: " + line)
    }

    // MARK: The line mode's own words

    /// The words the line mode answers itself, with what they print.
    static let ownWords: [(word: String, meaning: String)] = [
        ("tree", "the element tree, ▶ at the focused element"),
        ("where", "the screen, the rotor setting, the focused element and what is on (editing, Switch Control)"),
        ("details", "everything about the focused element, as the details panel shows it"),
        ("screens", "the screens there are; open one with `screen NAME` or `screen NAME:VARIANT`"),
        ("braille", "print the focused element's braille line after each command, or stop"),
        ("help", "the keys and everything that can be typed"),
        ("quit", "end the line mode (also `q`, or the end of the input)"),
    ]

    private func ownCommand(_ word: String) -> (() -> Outcome)? {
        switch word {
        case "tree": { self.printTree(); return .carryOn }
        case "where": { self.printWhere(); return .carryOn }
        case "details": { self.printDetails(); return .carryOn }
        case "screens": { self.printScreens(); return .carryOn }
        case "braille": { self.toggleBraille(); return .carryOn }
        case "help": { self.printHelp(); return .carryOn }
        case "quit", "q": { .quit }
        default: nil
        }
    }

    func printTree() {
        guard let session else { return noScreen() }
        for row in TreeFormatter.rows(session.tree, focused: session.focusedElement?.id) {
            console.line((row.isFocused ? "▶ " : "  ") + String(repeating: "  ", count: row.depth) + row.text)
        }
        console.flush()
    }

    func printWhere() {
        guard let session else { return noScreen() }
        console.line("screen: \(Self.title(of: session))")
        console.line("rotor: \(session.reader.currentRotorSetting?.name ?? "—")")
        console.line("focus: " + (session.focusedElement.map(TreeFormatter.line(for:)) ?? "nothing"))
        if session.isEditing { console.line("editing: typed keys go into the field; Enter or Esc to finish") }
        if let scanner = session.switchControl {
            console.line("Switch Control: \(scanner.scanning == .auto ? "auto" : "manual") scanning, on "
                + (session.switchHighlight().map { "\"\($0)\"" } ?? "nothing"))
        }
        if session.voiceControlOverlay != .none { console.line("Voice Control: show \(session.voiceControlOverlay.rawValue)") }
        let settings = session.environmentOverrides.summary
        if !settings.isEmpty { console.line("settings: " + settings.joined(separator: ", ")) }
        console.flush()
    }

    func printDetails() {
        guard let session else { return noScreen() }
        guard let element = session.focusedElement else {
            console.line("details: nothing is focused")
            return console.flush()
        }
        let details = ElementDetails(element: element, actions: session.focusedActionNames)
        console.line(details.title)
        for field in details.fields where field.name != ElementDetails.actionsName {
            console.line("\(field.name): " + (field.lines.isEmpty ? "—" : field.lines.joined(separator: " / ")))
        }
        console.line("\(ElementDetails.actionsName): " + (details.actions.isEmpty ? "—" : details.actions.joined(separator: ", ")))
        console.flush()
    }

    func printScreens() {
        guard let session else { return noScreen() }
        for (index, screen) in session.registry.screens.enumerated() {
            let open = screen.name == session.screenName ? ", open now" : ""
            console.line("\(index + 1). \(screen.name) (\(screen.variants.joined(separator: ", ")))\(open): \(screen.summary)")
        }
        console.flush()
    }

    func toggleBraille() {
        if braille != nil {
            braille = nil
            console.line("braille: off")
        } else {
            switch brailleMaker {
            case .success(let make):
                braille = make
                console.line("braille: on")
                printBraille()
            case .failure(let why):
                console.line("braille: \(why)")
            }
        }
        console.flush()
    }

    func printHelp() {
        console.line("Keys (at a terminal), as in the explorer; each runs the script line it stands for:")
        for binding in ExplorerKeyMap.bindings {
            let gesture = binding.gesture.map { " (\($0))" } ?? ""
            console.line("  \(binding.keyLabel): \(Self.lineModeMeaning(of: binding))\(gesture)")
        }
        console.line("Words of the line mode:")
        for own in Self.ownWords { console.line("  \(own.word): \(own.meaning)") }
        console.line("Script lines (as in `rotor play`; `expect` lines are checked and a failure printed):")
        for form in WalkthroughScript.forms { console.line("  \(form.syntax): \(form.meaning)") }
        console.flush()
    }

    /// What a key does in the line mode: the explorer's meaning, or the line mode's stand-in
    /// for a panel it cannot draw.
    static func lineModeMeaning(of binding: ExplorerKeyBinding) -> String {
        switch binding.action {
        case .voiceControlCommand: "type a line (a script line or a word above); Enter runs it, Esc cancels"
        case .showScreens: "the screens (`screens`)"
        case .toggleDetails: "element details (`details`)"
        case .browseTree: "the tree (`tree`)"
        case .toggleHelp: "this help (`help`)"
        case .toggleBraille: "braille line on or off (`braille`)"
        case .switchVariant: "the screen's other variant (`screen NAME:VARIANT`)"
        case .showSettings, .toggleOutput, .olderCaptions, .newerCaptions, .panBrailleLeft, .panBrailleRight:
            "the full-screen explorer's; here: " + notInLineMode(binding.action)
        default: binding.summary
        }
    }

    /// Why a panel key does nothing here, and what does its job.
    static func notInLineMode(_ action: ExplorerAction) -> String {
        switch action {
        case .showSettings: "the settings panel draws the screen; open the explorer without --line"
        case .toggleOutput: "the app's output prints as (output: …) lines as it comes"
        case .olderCaptions, .newerCaptions: "everything said stays in the terminal's scrollback"
        case .panBrailleLeft, .panBrailleRight: "the braille line prints whole"
        default: "nothing here"
        }
    }

    private func noScreen() {
        console.line("no screen is open; open one with `screen NAME`")
        console.flush()
    }

    static func title(of session: ScreenSession) -> String {
        let screens = session.registry.screens
        let descriptor = screens.first { $0.name == session.screenName }
        var title = (descriptor?.variants.count ?? 1) > 1 ? "\(session.screenName) (\(session.variant))" : session.screenName
        if let index = screens.firstIndex(where: { $0.name == session.screenName }), screens.count > 1 {
            title += ", \(index + 1) of \(screens.count)"
        }
        return title
    }

    // MARK: Keys

    /// A key at a terminal: while a line is typed after `:`, it edits the line; otherwise it
    /// runs the script line the explorer's key stands for, or the line mode's own word.
    func handle(key: ExplorerKey) -> Outcome {
        if typed != nil { return edit(with: key) }
        guard let text = scriptLine(for: key) else { return .carryOn }
        switch text {
        case ":":
            typed = ""
            console.line("type a line; Enter runs it, Esc cancels")
            console.flush()
            echo(": ")
            return .carryOn
        case let note where note.hasPrefix("#"):
            console.line(String(note.dropFirst()))
            console.flush()
            return .carryOn
        default:
            return run(text: text)
        }
    }

    private func edit(with key: ExplorerKey) -> Outcome {
        switch key {
        case .character(let character):
            typed?.append(character)
            echo(TerminalText.sanitized(String(character)))
        case .backspace:
            if typed?.isEmpty == false {
                typed?.removeLast()
                echo("\u{8} \u{8}")
            }
        case .escape:
            typed = nil
            echo("\n")
            console.line("cancelled")
            console.flush()
        case .enter:
            let text = typed ?? ""
            typed = nil
            echo("\n")
            lineNumber += 1
            return run(text: text)
        default:
            break
        }
        return .carryOn
    }

    /// The script line (or own word) a key stands for; ":" starts a typed line, "#…" is a
    /// note to print; nil: the key does nothing here.
    func scriptLine(for key: ExplorerKey) -> String? {
        if let session {
            // Editing a text field, keys type into it; Enter and Esc end editing.
            if session.isEditing {
                switch key {
                case .character(let character): return "type " + Self.quoted(String(character))
                case .backspace: return "delete"
                case .enter: return "submit"
                case .escape: return "end-editing"
                default: break
                }
            }
            // Switch Control on: Space and Enter select, → and Tab move, Esc backs out.
            if let scanner = session.switchControl {
                switch key {
                case .enter, .character(" "): return "switch-select"
                case .right, .tab: return "switch-next"
                case .escape where scanner.menu != nil || !scanner.groups.isEmpty: return "switch-back"
                default: break
                }
            }
        }
        guard let action = ExplorerKeyMap.action(for: key) else { return nil }
        switch action {
        case .reader(let command):
            return WalkthroughScript.simpleCommands.first { $0.command == command }?.word
        case .quit: return "quit"
        case .toggleHelp: return "help"
        case .showScreens: return "screens"
        case .toggleDetails: return "details"
        case .browseTree: return "tree"
        case .toggleBraille: return "braille"
        case .voiceControlCommand: return ":"
        case .switchVariant:
            guard let session, let screen = session.registry.screens.first(where: { $0.name == session.screenName }),
                  screen.variants.count > 1, let index = screen.variants.firstIndex(of: session.variant) else {
                return "#this screen has one variant"
            }
            return "screen \(screen.name):\(screen.variants[(index + 1) % screen.variants.count])"
        case .switchControlMode:
            switch session?.switchControl?.scanning {
            case nil: return "switch-control auto"
            case .auto: return "switch-control manual"
            case .manual: return "switch-control off"
            }
        case .voiceControlOverlay:
            guard let session else { return nil }
            let all = VoiceControl.Overlay.allCases
            let next = all[((all.firstIndex(of: session.voiceControlOverlay) ?? 0) + 1) % all.count]
            session.voiceControlOverlay = next
            return next == .none ? "#Voice Control: overlay off" : "#Voice Control: show \(next.rawValue)"
        case .showSettings, .toggleOutput, .olderCaptions, .newerCaptions, .panBrailleLeft, .panBrailleRight:
            return "#" + Self.notInLineMode(action)
        }
    }

    /// A script string: quotes and backslashes escaped.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension WalkthroughScript.Command {
    var isScreen: Bool {
        if case .screen = self { return true }
        return false
    }
}
