import Accessibility
import Headless
import ScreenReader
import TermUI

/// What the explorer needs from a session. `ScreenSession` is the real one; tests drive the
/// explorer with a scripted one. Every requirement is answered by each session itself: none
/// has a default that would quietly do nothing.
@MainActor
protocol ExplorerAppSession: AnyObject {
    @discardableResult
    func perform(_ command: ReaderCommand) -> [Utterance]
    func resize(columns: Int, rows: Int)
    @discardableResult
    func switchVariant() -> [Utterance]
    func frame() -> Frame
    /// Rows of the screen scrolled out of the pane, for turning a click into a point.
    var screenOffset: Int { get }
    /// A text field is being edited: typed characters go to it.
    var isEditing: Bool { get }
    /// Seconds until something is due on the reader's clock (speech ends, a timer fires).
    var secondsUntilNextEvent: Double? { get }
    /// The element tree as the reader has it now; the explorer diffs it around each command.
    var tree: AccessibilityTree { get }
    var focusedElement: AccessibilityElement? { get }
    /// What the actions menu offers on the focused element (custom actions, drag, drop).
    var focusedActionNames: [String] { get }
    /// The element being dragged, if a drag is in progress.
    var draggedID: AccessibilityElementID? { get }
    /// The screens the session can open, in the registry's order.
    var screens: [ScreenDescriptor] { get }
    var screenName: String { get }
    var variant: String { get }
    /// Opens "beach" or "beach:before" afresh; the screen appears and says its first element.
    @discardableResult
    func open(_ spec: String) throws -> [Utterance]
    /// The accessibility settings the screen is shown with; nil when the session cannot change them.
    var environmentSettings: EnvironmentSettings? { get }
    func applyEnvironmentSettings(_ settings: EnvironmentSettings)
    /// The settings that differ from the screen's own, in words, for the status bar.
    var environmentSummary: [String] { get }
    /// VoiceOver's Verbosity settings the reader follows (the settings panel's last rows).
    var verbosity: Verbosity { get set }
    /// Voice Control hears a phrase: what it understood first, then what VoiceOver says.
    @discardableResult
    func say(_ phrase: String) -> [Utterance]
    /// The last phrase could not be carried out (no such item…).
    var voiceControlPhraseFailed: Bool { get }
    /// What Voice Control draws over the screen.
    var voiceControlOverlay: VoiceControl.Overlay { get set }
    /// How long the voice takes to say an utterance: the reader's clock follows the audio.
    var speechDurations: (@MainActor (Utterance) -> Double?)? { get set }
    /// Switch Control's scanner, nil when it is off.
    var switchControl: SwitchControl? { get }
    func setSwitchControl(_ scanner: SwitchControl?)
    /// A Switch Control line: on, off, or a switch pressed; what it said.
    @discardableResult func performSwitch(_ command: WalkthroughScript.SwitchCommand) -> [Utterance]
    /// The reader's speaking rate, as a multiple of the default pace (`--voice` speaks at it).
    var speakingRate: Double { get }
    /// Where the reader's speech is (said, speaking, waiting): a tick that moves it shows.
    var speechProgress: SpeechProgress { get }
    /// The screen's rows the pane would show differently if drawn now, against the pane's rows
    /// as last shown: empty when none.
    func screenPaneChanges(since shown: CellCanvas?) -> Range<Int>
}

extension ScreenSession: ExplorerAppSession {
    var draggedID: AccessibilityElementID? { reader.draggedID }
    var screens: [ScreenDescriptor] { registry.screens }
    var environmentSettings: EnvironmentSettings? { environmentOverrides }
    func applyEnvironmentSettings(_ settings: EnvironmentSettings) { environmentOverrides = settings }
    var environmentSummary: [String] { environmentOverrides.summary + verbosity.summary }
    var voiceControlPhraseFailed: Bool { voiceControl.lastPhraseFailed }
    var speakingRate: Double { reader.speakingRate }
    var speechProgress: SpeechProgress {
        SpeechProgress(spoken: reader.spokenCount, speaking: reader.speakingCount, waiting: reader.waitingSpeech)
    }
}

/// How far the reader's speech has got: what the captions pane shows of it.
struct SpeechProgress: Equatable {
    var spoken: Int
    var speaking: Int
    var waiting: [Utterance]
}
