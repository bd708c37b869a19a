import Accessibility
import Foundation

/// VoiceOver's behaviour over any element tree: the cursor, speech, rotors, actions and
/// announcements.
///
/// The reader is made of parts, each a type with its own state, in the folder named for it:
/// the cursor and reading order (`Cursor/`: `ReaderCursor`, `ReadingOrder`, navigation), the
/// rotor (`Rotor/`: `RotorSetting`, `RotorState`), speech on a clock (`Speech/`: `ReaderSpeech`,
/// `SpeechQueue`, what an element says), what the app posts (`Announcements/`) and text editing
/// (`TextEditing/`). Acting on the app is `ScreenReader+Actions`, following its changes
/// `ScreenReader+Changes`. This file composes the parts and runs commands.
///
/// The reader holds focus by element id. Every call into app code (handlers, `currentTree()`,
/// `advanceTime(by:)`) runs with this reader as the notification observer; what the app posts
/// meanwhile is handled after the reader has re-read the tree. All the speech one command causes
/// is spoken as one stream, then the announcements the app posted, each by its priority.
///
/// Like VoiceOver before the first swipe, nothing is focused at first (unless the app asks for
/// focus); `next` lands on the first element.
@MainActor
public final class ScreenReader: AccessibilityNotificationObserver {
    public let source: AccessibilityTreeSource
    public internal(set) var tree: AccessibilityTree

    var cursor = ReaderCursor()
    var rotor = RotorState()
    var speech = ReaderSpeech()
    var announcements = Announcements()
    var editing = TextEditing()
    /// What is being dragged, if a drag is in progress.
    var dragged: (id: AccessibilityElementID, item: AccessibilityDraggedItem)?
    /// How many times the reader compared the focused element before and after a change of
    /// the screen's (tests count work with it: a wait that changed nothing compares nothing).
    public internal(set) var changesCompared = 0
    /// How deep in commands the reader is: speech is spoken when the outermost one ends.
    private var commandDepth = 0

    /// A reader on `idiom`'s device: an iPad groups elements into rows with a wider tolerance
    /// (13 points between origins) than an iPhone (8).
    public init(source: AccessibilityTreeSource, idiom: UIUserInterfaceIdiom = .phone) {
        self.source = source
        self.tree = .empty
        // What the app posts while building its first tree is not for this reader to act on yet.
        commandDepth += 1
        tree = callApp { source.currentTree() }
        commandDepth -= 1
        cursor = ReaderCursor(tree: tree, idiom: idiom)
        announcements.discardPosted()
    }

    /// The device the reader runs on, which decides how far apart vertically two elements may
    /// start and still be read as one row. Changing it orders the screen again.
    public var idiom: UIUserInterfaceIdiom {
        get { cursor.idiom }
        set {
            guard newValue != cursor.idiom else { return }
            cursor.reorder(tree, idiom: newValue)
        }
    }

    // MARK: State, for the explorer, scripts and tests

    public var focusedID: AccessibilityElementID? { cursor.focusedID }
    /// The element under the cursor.
    public var focusedElement: AccessibilityElement? { focusedID.flatMap { tree.element($0) } }
    /// Focusable elements in VoiceOver order.
    public var navigationOrder: [AccessibilityElementID] { cursor.order.ids }
    /// The text field being edited: activating one starts editing; moving focus ends it.
    public internal(set) var editingID: AccessibilityElementID? {
        get { editing.id }
        set { editing.id = newValue }
    }
    public var isEditing: Bool { editing.isEditing(focusedID) }
    /// The element being dragged, if a drag is in progress.
    public var draggedID: AccessibilityElementID? { dragged?.id }
    /// VoiceOver's Verbosity settings: how an element's actions are told (spoken, a sound, the
    /// rotor turned to Actions, nothing) and whether hints are spoken.
    public var verbosity = Verbosity()
    /// The rotor setting last chosen, if any (`.headings`, `.app("Warnings")`).
    public var rotorSetting: RotorSetting? {
        get { rotor.setting }
        set { rotor.setting = newValue }
    }

    /// Everything said, oldest first; with a `transcriptLimit`, only the latest utterances.
    public var transcript: [Utterance] { speech.transcript }
    /// How many utterances to keep in `transcript`; nil keeps them all (scripts, tests and
    /// headless commands need the whole transcript). The terminal app sets one, so a long
    /// session's caption history does not grow without bound.
    public var transcriptLimit: Int? {
        get { speech.transcriptLimit }
        set { speech.transcriptLimit = newValue }
    }
    /// Utterances said since the reader began, including those the limit dropped:
    /// `transcript` holds the last ones, from index `spokenCount - transcript.count`.
    public var spokenCount: Int { speech.spokenCount }
    /// The reader's simulated clock, in seconds.
    public var currentTime: Double { speech.queue.now }
    /// How many of the transcript's last utterances are being spoken now (0 when silent).
    public var speakingCount: Int {
        speech.queue.isSpeaking ? min(speech.queue.currentCount, speech.transcript.count) : 0
    }
    /// What waits its turn to be spoken (low-priority announcements, speech behind a
    /// high-priority one), in order.
    public var waitingSpeech: [Utterance] { speech.queue.waiting }
    /// VoiceOver's speaking rate, as a multiple of the default: speech takes 1/rate as long.
    public var speakingRate: Double {
        get { speech.rate }
        set { speech.rate = min(max(newValue, 0.25), 4) }
    }
    /// How long a synthesizer takes to say an utterance, in seconds, when captions are spoken
    /// aloud: the reader's clock then follows the real audio rather than its estimate (about
    /// 0.35 s a word at the speaking rate). Nil for the estimate, as headless runs use.
    public var speechDurations: (@MainActor (Utterance) -> Double?)? {
        get { speech.measure }
        set { speech.measure = newValue }
    }
    /// Seconds until the current speech ends; nil when the reader is silent.
    public var secondsUntilSpeechEnds: Double? { speech.queue.secondsUntilIdle }
    /// True while something is being spoken on the simulated clock.
    public var isSpeaking: Bool { speech.queue.isSpeaking }
    /// True while a read all is under way: time passing reads on from the cursor.
    public var isReadingAll: Bool { speech.isReadingAll }

    // MARK: Commands

    /// Performs a command and returns what the reader said for it.
    @discardableResult
    public func perform(_ command: ReaderCommand) -> [Utterance] {
        // Any gesture but letting time pass stops a read all, as a touch stops VoiceOver's.
        if case .wait = command {} else { speech.isReadingAll = false }
        return run {
            switch command {
            case .next: step(by: 1)
            case .previous: step(by: -1)
            case .first: jump(toFirst: true)
            case .last: jump(toFirst: false)
            case .activate: activate()
            case .escape: escape()
            case .magicTap: magicTap()
            case .increment: adjust(.increment)
            case .decrement: adjust(.decrement)
            case .rotorNext: turnRotor(by: 1)
            case .rotorPrevious: turnRotor(by: -1)
            case .selectRotor(let setting): selectRotor(setting)
            case .rotorItemNext: rotorItem(forward: true)
            case .rotorItemPrevious: rotorItem(forward: false)
            case .actionsMenu: actionsMenu()
            case .performAction(let name): performAction(named: name)
            case .moreContent: moreContent()
            case .touch(let x, let y): touch(x: x, y: y)
            case .readAll: read(from: 0)
            case .readFromFocus: read(from: focusedIndex ?? 0)
            case .focus(let prefix): focus(prefix: prefix)
            case .drag: drag()
            case .drop(let name): drop(named: name)
            case .wait(let seconds): wait(seconds)
            case .linkedItem: linkedItem()
            case .typeText(let text): type(text)
            case .deleteBackward: deleteBackward()
            case .endEditing: editing.id = nil
            case .submit: submit()
            case .repeatLast: say(speech.lastSaid.map { Utterance($0.text, kind: $0.kind) })
            case .scroll(let edge): scroll(towards: edge)
            case .focusElement(let id): focus(element: id)
            }
        }
    }

    /// Re-reads the tree after a change the reader did not cause, keeping focus, and says what
    /// VoiceOver would: the new element if focus had to move, else what changed on the focused
    /// element (queued behind current speech for `updatesFrequently` / `announcementsQueued`).
    @discardableResult
    public func refresh() -> [Utterance] {
        run { settle(.changes, queuedWhenFrequent: true) }
    }

    /// Another assistive technology acts on the app (Voice Control's tap, Switch Control's
    /// menu): `body` calls the app, then the reader re-reads the tree as `refresh` does. What
    /// the app posts meanwhile is spoken with the change, as after a command of the reader's.
    @discardableResult
    public func refresh(afterCalling body: () -> Void) -> [Utterance] {
        run {
            callApp(body)
            settle(.changes, queuedWhenFrequent: true)
        }
    }

    /// What focusing `element` says: its description, then its hint lines.
    public static func speech(for element: AccessibilityElement, in tree: AccessibilityTree) -> [Utterance] {
        ElementSpeech.utterances(for: element, in: tree)
    }

    // MARK: Running a command

    /// How many times one command settles after app code: enough for a focus move that posts
    /// and a handler that answers it (two or three rounds in practice), few enough that a loop
    /// costs nothing noticeable.
    static let settlingRounds = 8

    /// Runs `body`, then handles what the app posted, then speaks: the reader's own speech as
    /// one stream, then each announcement by its priority. Returns what started speaking.
    func run(_ body: () -> Void) -> [Utterance] {
        commandDepth += 1
        body()
        followPosted()
        commandDepth -= 1
        guard commandDepth == 0 else { return [] }
        speakNow()
        return speech.finishCommand()
    }

    /// Follows what the app posted and asked: settling runs app code (focus bindings are told,
    /// which may post again or ask for focus elsewhere), so it repeats until nothing more is
    /// posted or asked. An app whose focus handler asks for focus back and forth would never
    /// stop: past `settlingRounds` the reader keeps what it has, as VoiceOver ignores a
    /// notification storm rather than hang. A haptic or a system request is a cue after what the
    /// command itself says.
    func followPosted() {
        var rounds = 0
        while announcements.hasPosted || cursor.pendingFocusRequest != nil, rounds < Self.settlingRounds {
            settle(.none)
            rounds += 1
        }
        say(announcements.takeCues())
    }

    /// Speaks what the command has to say so far: its own speech as one stream, then each
    /// announcement by its priority.
    func speakNow() {
        speech.speakCommandSpeech()
        for (announcement, policy) in announcements.takeToSpeak() {
            speech.speak([announcement], policy: policy)
        }
    }

    /// True while a command runs: what the app posts waits for the command to handle it.
    var isRunningCommand: Bool { commandDepth > 0 }

    /// Adds to what this command says.
    func say(_ utterances: [Utterance]) { speech.say(utterances) }
    func say(_ text: String, _ kind: Utterance.Kind) { speech.say([Utterance(text, kind: kind)]) }

    /// Calls into app code with this reader listening for its notifications.
    func callApp<T>(_ body: () -> T) -> T {
        AccessibilityNotificationScope.run(for: self, body)
    }

    var focusedIndex: Int? { cursor.focusedIndex }
}
