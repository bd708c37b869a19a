import Accessibility
import Headless
import ScreenReader
import TermUI

/// What the explorer needs from a session. `ScreenSession` is the real one; tests drive the
/// explorer with a scripted one. Every requirement is answered by each session itself: none
/// has a default that would quietly do nothing.
///
/// The screen and VoiceOver's reader are the session's own; every other assistive technology
/// is reached through an interface of its own (`voiceControlLink`, `switchControlLink`), so
/// adding one adds one requirement here and one small protocol beside it.
@MainActor
protocol ExplorerAppSession: AnyObject {
    // The screen.

    /// The screens the session can open, in the registry's order.
    var screens: [ScreenDescriptor] { get }
    var screenName: String { get }
    var variant: String { get }
    /// Opens "beach" or "beach:before" afresh; the screen appears and says its first element.
    @discardableResult
    func open(_ spec: String) throws -> [Utterance]
    @discardableResult
    func switchVariant() -> [Utterance]
    func resize(columns: Int, rows: Int)
    func frame() -> Frame
    /// Lets `seconds` pass when nothing is due in them; false when a wait is needed.
    func passQuietly(_ seconds: Double) -> Bool
    /// Rows of the screen scrolled out of the pane, for turning a click into a point.
    var screenOffset: Int { get }
    /// The regions of the screen (its own cells) the pane would show differently if drawn now,
    /// against the pane's rows as last shown (`shown`, which becomes the canvas now shown):
    /// empty when none.
    func screenPaneChanges(since shown: inout CellCanvas?) -> [CellRect]
    /// The accessibility settings the screen is shown with; nil when the session cannot
    /// change them (setting nil then changes nothing).
    var environmentSettings: EnvironmentSettings? { get set }

    // VoiceOver's reader.

    @discardableResult
    func perform(_ command: ReaderCommand) -> [Utterance]
    /// The element tree as the reader has it now; the explorer diffs it around each command.
    var tree: AccessibilityTree { get }
    var focusedElement: AccessibilityElement? { get }
    /// What the actions menu offers on the focused element (custom actions, drag, drop).
    var focusedActionNames: [String] { get }
    /// The action the Actions rotor has chosen on the focused element: a double tap performs it.
    var rotorChosenAction: String? { get }
    /// The element being dragged, if a drag is in progress.
    var draggedID: AccessibilityElementID? { get }
    /// A text field is being edited: typed characters go to it.
    var isEditing: Bool { get }
    /// Seconds until something is due on the reader's clock (speech ends, a timer fires).
    var secondsUntilNextEvent: Double? { get }
    /// Seconds until an animation changes what the screen pane shows; nothing runs then but
    /// the drawing.
    var secondsUntilNextFrame: Double? { get }
    /// The reader's speech: how far it has got, its pace, the voice's durations.
    var speech: any ExplorerSpeech { get }
    /// VoiceOver's Verbosity settings the reader follows (the settings panel's last rows).
    var verbosity: Verbosity { get set }
    /// The rotor's setting last chosen (nil when none was): a setting of the user's that the
    /// next screen and a reloaded program keep.
    var rotorSetting: RotorSetting? { get set }

    // The other assistive technologies, each behind its own interface.

    var voiceControlLink: any ExplorerVoiceControl { get }
    var switchControlLink: any ExplorerSwitchControl { get }
}

/// The reader's speech as the explorer shows and voices it.
@MainActor
protocol ExplorerSpeech: AnyObject {
    /// Where the reader's speech is (said, speaking, waiting): a tick that moves it shows.
    var progress: SpeechProgress { get }
    /// The reader's speaking rate, as a multiple of the default pace (`--voice` speaks at it).
    var rate: Double { get }
    /// How long the voice takes to say an utterance: the reader's clock follows the audio.
    var durations: (@MainActor (Utterance) -> Double?)? { get set }
}

/// Voice Control as the explorer drives it: phrases typed on its line, its overlay.
@MainActor
protocol ExplorerVoiceControl: AnyObject {
    /// Voice Control hears a phrase: what it understood first, then what VoiceOver says.
    @discardableResult
    func say(_ phrase: String) -> [Utterance]
    /// The last phrase could not be carried out (no such item…).
    var lastPhraseFailed: Bool { get }
    /// What Voice Control draws over the screen.
    var overlay: VoiceControl.Overlay { get set }
}

/// Switch Control as the explorer drives it: its scanner, switched on and off, and pressed.
@MainActor
protocol ExplorerSwitchControl: AnyObject {
    /// The scanner, nil when Switch Control is off.
    var scanner: SwitchControl? { get }
    func setScanner(_ scanner: SwitchControl?)
    /// A Switch Control line: on, off, or a switch pressed; what it said.
    @discardableResult func perform(_ command: WalkthroughScript.SwitchCommand) -> [Utterance]
}

/// How far the reader's speech has got: what the captions pane shows of it.
struct SpeechProgress: Equatable {
    var spoken: Int
    var speaking: Int
    var waiting: [Utterance]
}

extension EnvironmentSettings {
    /// The settings that differ from the screen's own, in words, for the status bar; none for
    /// a session that cannot change them.
    static func summary(of settings: EnvironmentSettings?) -> [String] { settings?.summary ?? [] }
}

extension ScreenSession: ExplorerAppSession {
    var screens: [ScreenDescriptor] { registry.screens }
    var environmentSettings: EnvironmentSettings? {
        get { environmentOverrides }
        set { if let newValue { environmentOverrides = newValue } }
    }
    var draggedID: AccessibilityElementID? { reader.draggedID }
    var rotorChosenAction: String? { reader.rotorChosenAction }
    var speech: any ExplorerSpeech { SessionLinks(self) }
    var voiceControlLink: any ExplorerVoiceControl { SessionLinks(self) }
    var switchControlLink: any ExplorerSwitchControl { SessionLinks(self) }
}

/// The real session's reader speech, Voice Control and Switch Control, seen through the
/// explorer's interfaces: each call goes to the session and the peer it keeps.
@MainActor
private final class SessionLinks: ExplorerSpeech, ExplorerVoiceControl, ExplorerSwitchControl {
    let session: ScreenSession
    init(_ session: ScreenSession) { self.session = session }

    var progress: SpeechProgress {
        let reader = session.reader
        return SpeechProgress(spoken: reader.spokenCount, speaking: reader.speakingCount, waiting: reader.waitingSpeech)
    }
    var rate: Double { session.reader.speakingRate }
    var durations: (@MainActor (Utterance) -> Double?)? {
        get { session.speechDurations }
        set { session.speechDurations = newValue }
    }

    func say(_ phrase: String) -> [Utterance] { session.say(phrase) }
    var lastPhraseFailed: Bool { session.voiceControl.lastPhraseFailed }
    var overlay: VoiceControl.Overlay {
        get { session.voiceControlOverlay }
        set { session.voiceControlOverlay = newValue }
    }

    var scanner: SwitchControl? { session.switchControl }
    func setScanner(_ scanner: SwitchControl?) { session.setSwitchControl(scanner) }
    func perform(_ command: WalkthroughScript.SwitchCommand) -> [Utterance] { session.performSwitch(command) }
}
