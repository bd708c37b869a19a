import Accessibility
import Headless
@testable import TerminalApp
import ScreenReader
import TermUI

/// A stand-in for the real session: records what the explorer asked for and shows a small,
/// fixed screen, so the explorer is tested without the view graph or the reader.
@MainActor
final class ScriptedSession: ExplorerAppSession {
    var commands: [ReaderCommand] = []
    var variantSwitches = 0
    var sizes: [(columns: Int, rows: Int)] = []
    var nextFrame = ScriptedSession.sampleFrame()
    var screenOffset = 0
    var isEditing = false
    var secondsUntilNextEvent: Double?
    var secondsUntilNextFrame: Double?
    var tree = AccessibilityTree.empty
    var focusedElement: AccessibilityElement?
    var focusedActionNames: [String] = []
    var draggedID: AccessibilityElementID?
    var rotorChosenAction: String?
    /// What the reader answers to each command; nothing by default.
    var answers: [ReaderCommand: [Utterance]] = [:]
    var screens: [ScreenDescriptor] = ["trip", "beach", "sounds"].map { name in
        ScreenDescriptor(name: name, summary: "The \(name) screen", variants: ["after", "before"]) { _ in AnyView(EmptyView()) }
    }
    var screenName = "beach"
    var variant = "after"
    var opened: [String] = []
    /// Settings the session can change; nil for a session that cannot.
    var settings: EnvironmentSettings?
    var appliedSettings: [EnvironmentSettings] = []

    func perform(_ command: ReaderCommand) -> [Utterance] {
        commands.append(command)
        return answers[command] ?? []
    }
    func resize(columns: Int, rows: Int) { sizes.append((columns, rows)) }
    func switchVariant() -> [Utterance] {
        variantSwitches += 1
        return []
    }
    func frame() -> Frame { nextFrame }
    func open(_ spec: String) throws -> [Utterance] {
        opened.append(spec)
        let parts = spec.split(separator: ":").map(String.init)
        screenName = parts[0]
        variant = parts.count > 1 ? parts[1] : "after"
        return []
    }
    var environmentSettings: EnvironmentSettings? {
        get { settings }
        set {
            guard let newValue else { return }
            settings = newValue
            appliedSettings.append(newValue)
        }
    }
    var verbosity = Verbosity()
    var rotorSetting: RotorSetting?
    var speakingRate: Double {
        get { scriptedSpeech.rate }
        set { scriptedSpeech.rate = newValue }
    }
    let scriptedSpeech = ScriptedSpeech()
    var speech: any ExplorerSpeech { scriptedSpeech }
    /// This session has no Voice Control, and says so; it records the phrases heard.
    let voiceControl = ScriptedVoiceControl()
    var voiceControlLink: any ExplorerVoiceControl { voiceControl }
    /// Switch Control's commands are recorded; the scanner is not driven by this session.
    let switchControl = ScriptedSwitchControl()
    var switchControlLink: any ExplorerSwitchControl { switchControl }
    /// The fixed screen cannot tell which rows changed: the pane is drawn again, all of it.
    func passQuietly(_ seconds: Double) -> Bool { false }
    func screenPaneChanges(since shown: inout CellCanvas?) -> [CellRect] { [CellRect(x: 0, y: 0, width: 1 << 30, height: 1 << 30)] }

    static func sampleFrame() -> Frame {
        var screen = CellCanvas(width: 40, height: 10)
        screen.put("Weekend adventure", x: 2, y: 1)
        screen.put("Comments", x: 2, y: 3)
        screen.put("Off", x: 30, y: 3)
        return Frame(
            screen: screen, focusRect: CellRect(x: 2, y: 3, width: 8, height: 1),
            treeRows: [
                TreeRow(id: AccessibilityElementID("root"), depth: 0, text: "Weekend adventure, heading", isFocused: false),
                TreeRow(id: AccessibilityElementID("comments"), depth: 1, text: "Comments, switch button, Off",
                        isFocused: true),
            ],
            captions: [Utterance("Comments, switch button, Off", kind: .element),
                       Utterance("Double tap to toggle setting", kind: .hint)],
            title: "beach (after)", rotor: .headings)
    }
}

@MainActor
final class ScriptedSpeech: ExplorerSpeech {
    var progress = SpeechProgress(spoken: 0, speaking: 0, waiting: [])
    var rate = 1.0
    var durations: (@MainActor (Utterance) -> Double?)?
}

@MainActor
final class ScriptedVoiceControl: ExplorerVoiceControl {
    var phrases: [String] = []
    func say(_ phrase: String) -> [Utterance] {
        phrases.append(phrase)
        return [Utterance("Voice Control is not available here", kind: .action)]
    }
    /// Set by a test: the next phrase reads as one Voice Control could not carry out.
    var lastPhraseFailed = false
    var overlay: VoiceControl.Overlay = .none
}

@MainActor
final class ScriptedSwitchControl: ExplorerSwitchControl {
    var scanner: SwitchControl?
    func setScanner(_ scanner: SwitchControl?) { self.scanner = scanner }
    var commands: [WalkthroughScript.SwitchCommand] = []
    func perform(_ command: WalkthroughScript.SwitchCommand) -> [Utterance] {
        commands.append(command)
        return []
    }
}
