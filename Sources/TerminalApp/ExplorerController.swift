import Accessibility
import Headless
import ScreenReader
import TermUI

/// The explorer's state between keys: the terminal size, what is open (help, a popup, the
/// details panel, the tree cursor), where the caption history is scrolled, the marks of the last
/// command, and the session. It decides what each input does and what the terminal should
/// show; it never touches the terminal itself, so tests drive it directly.
@MainActor
final class ExplorerController {
    let session: any ExplorerAppSession
    let theme: ExplorerTheme
    private(set) var width: Int
    private(set) var height: Int
    private(set) var panes: ExplorerPanes?
    /// Speaks new captions aloud, when the explorer runs with a voice.
    var voice: (any ExplorerVoice)?

    /// The help page shown, or nil.
    var helpPage: Int? {
        didSet { helpChanged(from: oldValue) }
    }
    var showHelp: Bool { helpPage != nil }
    /// What the keyboard drives: the reader, the tree, the details panel, a popup or Voice
    /// Control's command line (`KeyboardMode`; `popup`, `treeCursor` and `voiceCommand` read it).
    var mode: KeyboardMode = .reader {
        didSet { keyboardModeChanged(from: oldValue) }
    }
    /// The explorer's own words (`explorerSays`), and how long the reader's transcript was when
    /// they were last shown (a shorter one is a new screen's).
    var explorerLines: [ExplorerLine] = []
    var explorerLinesSeenTotal = 0
    /// The details panel (`i`), shown in place of the tree; it has the keyboard in the
    /// `.details` mode. Closing it gives the keyboard back to the reader.
    var details: DetailsPanel? {
        didSet { if details == nil, mode.base == .details { mode = mode.replacingBase(with: .reader) } }
    }
    /// The braille panel (`b`): one line of a braille display over the focused element; nil
    /// when closed. `brailleSettings` keeps its size and table while it is closed.
    var braille: BrailleDisplay? {
        didSet { if let braille { brailleSettings = braille } }
    }
    var brailleSettings = BrailleDisplay()
    /// liblouis, or why it could not be loaded (the panel says so).
    var brailleTranslator: Result<LibLouis, LibLouis.LoadError> = LibLouis.shared
    /// An announcement flashing on the display, and how long it stays.
    private(set) var brailleFlash: String?
    private var brailleFlashRemaining = 0.0
    /// Captions seen so far (counting dropped ones), to find new announcements.
    private var captionsSeen = 0
    /// How long an announcement stays on the display before the focused element comes back.
    static let brailleFlashSeconds = 4.0
    /// Seconds between Switch Control's moves when it scans by itself (`--switch-interval`).
    var switchInterval = 1.0
    /// The lines the app printed (its standard output and error), the newest last, at most
    /// `outputHistory` of them; the output panel (`o`) shows them.
    private(set) var programOutput: [String] = []
    /// Lines printed while the output panel was closed: the status bar marks them.
    private(set) var unseenOutput = 0
    static let outputHistory = 1_000
    /// The caption history scrolled back to this caption (absolute index), or nil.
    var captionAnchor: Int?
    /// The status bar's note that the last key did nothing, or a word on what it did; how long
    /// either stays.
    private(set) var flash: String?
    private(set) var notice: String?
    private(set) var noticeFailed = false
    private var flashRemaining = 0.0
    /// What the last command (and the time after it) did to the tree.
    private(set) var changes = TreeChanges()
    /// Removed elements stay in the tree this long, then go.
    private var removedRemaining = 0.0
    /// The last frame drawn, with its tree rows as shown (marks and removed rows included);
    /// nil once a command or time may have changed what it shows.
    private(set) var lastFrame: Frame?
    /// The screen pane's rows as the terminal last showed them: a tick that draws the same
    /// cells there shows nothing new.
    private var shownScreen: CellCanvas?
    /// The last canvas `canvas()` made, and whether the tick since changed the screen pane's
    /// cells alone (a pulse): the next canvas is then that one with the pane drawn again.
    private var lastCanvas: CellCanvas?
    private var screenPaneOnly = false
    /// The regions of the screen (its own cells) that tick changed.
    private var screenRegionsChanged: [CellRect] = []
    /// The regions of the last canvas that can differ from the one before it: where the screen
    /// pane was drawn again when only it was; nil when anything may have changed.
    private(set) var lastDamage: [CellRect]?
    /// What was drawn around and over the panes in the last canvas made whole.
    private var lastChrome: ExplorerChrome?

    static let flashSeconds = 1.5
    static let removedSeconds = 3.0

    enum Outcome: Equatable {
        case redraw
        case unchanged
        case quit(exitCode: Int32)
    }

    init(session: any ExplorerAppSession, width: Int, height: Int, theme: ExplorerTheme = .color) {
        self.session = session
        self.width = width
        self.height = height
        self.theme = theme
        switchInterval = session.switchControlLink.scanner?.interval ?? 1
        layOut()
    }

    /// The terminal changed size: lay the panes out again and the app screen at the new pane size.
    func resize(width: Int, height: Int) {
        screenPaneOnly = false
        self.width = width
        self.height = height
        layOut()
    }

    private func layOut() {
        panes = ExplorerLayout.panes(width: width, height: height)
        if let content = panes?.screenContent { session.resize(columns: content.width, rows: content.height) }
    }

    // MARK: Time

    /// Real time passed: the reader's clock moves by as much (speech ends, what waited is
    /// spoken, timers fire, banners come and go); what that changes in the tree is marked along
    /// with the last command's changes. The status bar's note and removed rows fade.
    /// Returns `.unchanged` when nothing that shows changed (a timer changed a row scrolled out
    /// of the pane): the terminal is then not painted at all.
    func advanceClock(by seconds: Double) -> Outcome {
        guard seconds > 0 else { return .unchanged }
        let before = session.tree
        let speech = session.speech.progress
        let removedShown = changes.removed.count, fading = (brailleFlash, flash, notice)
        if !session.passQuietly(seconds) { session.perform(.wait(seconds: seconds)) }
        // Kept for a tick that changes only the screen pane's cells, without its screen (which
        // would make the screen's next drawing copy its canvas).
        var kept = lastFrame
        kept?.screen = CellCanvas(width: 0, height: 0)
        lastFrame = nil
        let later = TreeChanges(from: before, to: session.tree)
        if removedRemaining > 0 {
            removedRemaining -= seconds
            if removedRemaining <= 0 { changes = changes.withoutRemoved() }
        }
        if !later.isEmpty {
            changes = changes.merged(with: later)
            if !later.removed.isEmpty { removedRemaining = Self.removedSeconds }
        }
        if brailleFlash != nil {
            brailleFlashRemaining -= seconds
            if brailleFlashRemaining <= 0 { brailleFlash = nil }
        }
        if flash != nil || notice != nil {
            flashRemaining -= seconds
            if flashRemaining <= 0 {
                flash = nil
                notice = nil
            }
        }
        let elsewhere = !later.isEmpty || session.speech.progress != speech || changes.removed.count != removedShown
            || fading != (brailleFlash, flash, notice) || voice != nil
        if elsewhere {
            screenPaneOnly = false
            return .redraw
        }
        let regions = session.screenPaneChanges(since: &shownScreen)
        // Nothing but the screen's cells changed: the last frame with the screen as drawn now.
        if var kept, let shownScreen {
            kept.screen = shownScreen
            lastFrame = kept
        }
        guard !regions.isEmpty else { return .unchanged }
        screenPaneOnly = true
        screenRegionsChanged = regions
        return .redraw
    }

    /// Seconds until something is due: on the reader's clock, or the status bar's note or the
    /// removed rows going. Nil when nothing is.
    var secondsUntilNextEvent: Double? {
        var due = session.secondsUntilNextEvent
        // An animation shown in the screen pane draws its next frame then.
        if let frame = session.secondsUntilNextFrame { due = min(due ?? .infinity, frame) }
        // A note shown until something replaces it (`seconds: .infinity`) is never due.
        if flash != nil || notice != nil, flashRemaining.isFinite { due = min(due ?? .infinity, max(0, flashRemaining)) }
        if removedRemaining > 0, !changes.removed.isEmpty { due = min(due ?? .infinity, removedRemaining) }
        if brailleFlash != nil { due = min(due ?? .infinity, max(0, brailleFlashRemaining)) }
        // The caption's highlight moves to the next word as the voice reaches it.
        if let next = (voice as? LibraryVoice)?.secondsUntilNextWord() { due = min(due ?? .infinity, next) }
        return due
    }

    // MARK: Commands

    /// Performs a reader command: marks what it changed in the tree, and notes in the status bar
    /// when it did nothing. Returns what the reader said.
    @discardableResult
    func run(_ command: ReaderCommand) -> [Utterance] {
        // A double tap on the action the Actions rotor chose performs it: confirmed as the
        // actions menu confirms one.
        if command == .activate, let chosen = session.rotorChosenAction { return perform(action: chosen, by: command) }
        return run(command, performing: nil)
    }

    private func run(_ command: ReaderCommand, performing action: String?) -> [Utterance] {
        let tree = session.tree
        let focused = session.focusedElement
        let editing = session.isEditing, dragged = session.draggedID
        let said = acting { session.perform(command) }
        let changed = !changes.isEmpty || focused?.id != session.focusedElement?.id || editing != session.isEditing
            || dragged != session.draggedID
        var outcome = KeyCue.Outcome(command: command, said: said, somethingChanged: changed, focused: focused)
        // A double tap that performed the rotor's action is no tap on the element itself.
        if action != nil, command == .activate { outcome.somethingChanged = true }
        if let id = focused?.id { outcome.ancestors = tree.ancestors(of: id) }
        if command == .magicTap { outcome.screenHasMagicTap = tree.allElements.contains { $0.magicTapAction != nil } }
        let cue = KeyCue.note(for: outcome)
        note(cue)
        // A key that did nothing and said nothing: VoiceOver's boundary sound, in words.
        if said.isEmpty, let cue { explorerSays(cue) }
        return said
    }

    /// Does what acts on the screen (a reader command, a Voice Control phrase, a switch): the
    /// braille display leaves a flashing announcement, what it changed in the tree is marked,
    /// and the captions follow what is said again.
    func acting(_ body: () -> [Utterance]) -> [Utterance] {
        let tree = session.tree
        brailleFlash = nil
        let said = body()
        markChanges(TreeChanges(from: tree, to: session.tree))
        captionAnchor = nil
        return said
    }

    /// Marks what something other than a reader command did to the tree (a setting changed).
    func markChanges(_ new: TreeChanges) {
        lastFrame = nil
        changes = new
        removedRemaining = new.removed.isEmpty ? 0 : Self.removedSeconds
    }

    /// Shows a note in the status bar for a moment (nil clears it).
    func note(_ text: String?, seconds: Double = flashSeconds) {
        flash = text
        notice = nil
        flashRemaining = text == nil ? 0 : seconds
    }

    /// Says in the status bar, for a moment, and in the explorer's own voice, what a key did
    /// that the screen may not show.
    func inform(_ text: String, failed: Bool = false) {
        flash = nil
        notice = text
        noticeFailed = failed
        flashRemaining = Self.flashSeconds
        explorerSays(text)
    }

    /// Performs an action chosen in the actions popup or the details panel; when the reader says
    /// nothing about it (the action changed nothing it reads), the status bar says it was done.
    func perform(action name: String) {
        perform(action: name, by: .performAction(name))
    }

    /// Performs `name` by `command` (the action by name, or a double tap on the Actions rotor's
    /// choice): said in the explorer's voice and the status bar when the reader says nothing.
    @discardableResult
    private func perform(action name: String, by command: ReaderCommand) -> [Utterance] {
        let said = run(command, performing: name)
        if said.isEmpty, flash == nil { inform("Performed \(name)") }
        return said
    }

    /// A new screen or variant: nothing of the old one's marks, cursors or history stays.
    func screenChanged() {
        changes = TreeChanges()
        removedRemaining = 0
        captionAnchor = nil
        treeCursor = nil
        details?.reset()
        lastFrame = nil
    }

    // MARK: Input

    func handle(_ event: InputEvent) -> Outcome {
        screenPaneOnly = false
        switch event {
        case .ignored: return .unchanged
        case .interrupt: return .quit(exitCode: 130)
        case .resize: return .redraw  // the event loop reads the new size and calls resize(width:height:)
        case .repaint:  // the event loop forgets what the terminal shows
            lastCanvas = nil
            return .redraw
        case .click(let column, let row):
            return click(column: column, row: row)
        case .key(let key):
            return handle(key)
        }
    }

    private func click(column: Int, row: Int) -> Outcome {
        guard !showHelp, popup == nil, let panes else { return .unchanged }
        if braille != nil {
            let split = BraillePanel.split(captions: panes.captions)
            if split.braille.contains(x: column, y: row) { return routeBraille(column: column, row: row, in: split.braille) }
        }
        if let point = panes.screenPoint(column: column, row: row) {
            let scrolled = Double(session.screenOffset) * Double(CellMetric.default.pointsPerRow)
            run(.touch(x: point.x, y: point.y + scrolled))
            return .redraw
        }
        // A row of the tree puts the reader there, as picking it in VoiceOver's item chooser does.
        if details == nil, panes.treeContent.contains(x: column, y: row) {
            let rows = treeRows()
            guard let index = FrameRenderer.treeRowIndex(atTerminalRow: row, rows: rows, cursor: treeCursorIndex(in: rows),
                                                            panes: panes) else { return .unchanged }
            if treeCursor != nil { treeCursor = TreeCursor(id: rows[index].id, index: index) }
            run(.focusElement(rows[index].id))
            return .redraw
        }
        return .unchanged
    }

    private func handle(_ key: ExplorerKey) -> Outcome {
        let action = ExplorerKeyMap.action(for: key)
        // Too small to draw: only quitting makes sense.
        guard panes != nil else { return action == .quit ? .quit(exitCode: 0) : .unchanged }
        if let page = helpPage {
            switch key {
            case .pageDown:
                helpPage = min(page + 1, FrameRenderer.helpPageCount(width: width, height: height) - 1)
                return .redraw
            case .pageUp:
                helpPage = max(0, page - 1)
                return .redraw
            default:
                helpPage = nil
                // Esc and ? just close the help; any other key closes it and does its job.
                if key == .escape || action == .toggleHelp { return .redraw }
            }
        }
        return handle(key, action: action, in: mode)
    }

    /// `key` for the mode that has the keyboard. A popup that a key closed hands the key on to
    /// the mode under it (Switch Control excepted: that key was meant for the list).
    private func handle(_ key: ExplorerKey, action: ExplorerAction?, in mode: KeyboardMode, afterPopup: Bool = false) -> Outcome {
        switch mode {
        case .voiceCommand:
            return handleVoiceCommand(key)
        case .popup:
            if let outcome = handlePopup(key) { return outcome }
            return handle(key, action: action, in: self.mode, afterPopup: true)
        case .details:
            if let outcome = handleDetails(key) { return outcome }
        case .tree:
            if let outcome = handleTree(key) { return outcome }
        case .reader:
            if !afterPopup, session.switchControlLink.scanner != nil, !session.isEditing, let outcome = handleSwitch(key) { return outcome }
        }
        return handleReaderKey(key, action: action)
    }

    /// VoiceOver's keys: typing while a text field is edited, else the key map's action.
    private func handleReaderKey(_ key: ExplorerKey, action: ExplorerAction?) -> Outcome {
        // Editing a text field, keys type into it; Enter and Esc end editing, other keys
        // (arrows, Tab) move on as usual, which ends it too.
        if session.isEditing {
            switch key {
            case .character(let character):
                run(.typeText(String(character)))
                return .redraw
            case .backspace:
                run(.deleteBackward)
                return .redraw
            case .enter:
                run(.submit)
                return .redraw
            case .escape:
                run(.endEditing)
                return .redraw
            default:
                break
            }
        }
        guard let action else { return .unchanged }
        return perform(action)
    }

    /// What a key map action does outside the popups and panels.
    private func perform(_ action: ExplorerAction) -> Outcome {
        switch action {
        case .quit: return .quit(exitCode: 0)
        case .toggleHelp: helpPage = 0
        case .switchVariant:
            session.switchVariant()
            screenChanged()
        case .showScreens: openScreens()
        case .reader(.actionsMenu): openActions()
        case .reader(.moreContent): openMoreContent()
        case .reader(let command): run(command)
        case .toggleDetails: toggleDetails()
        case .switchControlMode:
            switch session.switchControlLink.scanner?.scanning {
            case nil:
                session.switchControlLink.setScanner(SwitchControl(scanning: .auto, interval: switchInterval))
                inform("Switch Control: auto scanning every \(Self.seconds(switchInterval)); Space selects, Esc backs out")
            case .auto:
                session.switchControlLink.setScanner(SwitchControl(scanning: .manual))
                inform("Switch Control: manual scanning; → moves, Space selects")
            case .manual:
                session.switchControlLink.setScanner(nil)
                inform("Switch Control: off")
            }
            lastFrame = nil
        case .voiceControlCommand: voiceCommand = ""
        case .voiceControlOverlay:
            let all = VoiceControl.Overlay.allCases
            let next = all[(all.firstIndex(of: session.voiceControlLink.overlay)! + 1) % all.count]
            session.voiceControlLink.overlay = next
            lastFrame = nil
            inform(next == .none ? "Voice Control: overlay off" : "Voice Control: show \(next.rawValue)")
        case .toggleBraille: braille = braille == nil ? brailleSettings : nil
        case .panBrailleLeft, .panBrailleRight:
            guard var display = braille else {
                note("Braille display is off: b")
                return .redraw
            }
            let right = action == .panBrailleRight
            if !display.pan(right: right) { note(right ? "End of line" : "Start of line") }
            braille = display
        case .browseTree: browseTree()
        case .showSettings: openSettings()
        case .toggleOutput: openOutput()
        case .olderCaptions: scrollCaptions(older: true)
        case .newerCaptions: scrollCaptions(older: false)
        }
        return .redraw
    }

    // MARK: The app's output

    /// The app printed `lines`: they join the output panel, which follows the newest line when
    /// it showed the newest; with the panel closed, the status bar counts them.
    func programPrinted(_ lines: [String]) -> Outcome {
        guard !lines.isEmpty else { return .unchanged }
        let followed = popup.map { $0.kind == .output && $0.selected >= programOutput.count - 1 } ?? false
        programOutput += lines
        if programOutput.count > Self.outputHistory { programOutput.removeFirst(programOutput.count - Self.outputHistory) }
        if case .output = popup?.kind {
            if followed { popup?.selected = programOutput.count - 1 }
            popup?.selected = min(popup?.selected ?? 0, programOutput.count - 1)
        } else {
            unseenOutput = min(unseenOutput + lines.count, Self.outputHistory)
        }
        return .redraw
    }

    /// `o`: the panel of what the app printed, at the newest line; the status bar's mark goes.
    func openOutput() {
        unseenOutput = 0
        popup = ListPopup(kind: .output, selected: max(0, programOutput.count - 1))
    }

    // MARK: Captions

    private func scrollCaptions(older: Bool) {
        guard let panes else { return }
        let frame = lastFrame ?? session.frame()
        let content = panes.captionContent
        let layout = CaptionLayout(frame: frame, width: content.width - 1, height: content.height, anchor: captionAnchor)
        if older {
            guard let anchor = layout.olderPageAnchor else { return note("Oldest caption") }
            captionAnchor = anchor
        } else {
            guard captionAnchor != nil else { return note("Newest caption") }
            captionAnchor = layout.newerPageAnchor
        }
    }

    // MARK: Drawing

    /// The tree rows as the tree pane shows them: marked with the last command's changes.
    func treeRows() -> TreeRows {
        lastFrame?.treeRows ?? session.frame().treeRows.marked(with: changes)
    }

    /// What the terminal should show now. After a tick that changed only the screen pane's
    /// cells, the last canvas with that pane drawn again (`FrameRenderer.redrawScreenPane`),
    /// and `lastDamage` says so; `afresh` draws everything whatever the tick changed.
    func canvas(afresh: Bool = false) -> CellCanvas {
        defer { screenPaneOnly = false }
        // The last frame holds the screen as drawn now (`advanceClock`) and nothing else
        // changed: the pane is drawn again over the last canvas, in place.
        if screenPaneOnly, !afresh, var last = lastCanvas, let frame = lastFrame {
            lastCanvas = nil
            // Nothing the chrome shows changed either (the tick would have drawn everything).
            let chrome = lastChrome ?? chrome(for: frame)
            if let damage = FrameRenderer.redrawScreenPane(frame, regions: screenRegionsChanged, over: &last, chrome: chrome) {
                lastCanvas = last
                lastDamage = damage
                return last
            }
        }
        var frame = withExplorerLines(session.frame())
        shownScreen = frame.screen
        if let voice {
            voice.wordsPerMinute = SpeechStyle.wordsPerMinute(speakingRate: session.speech.rate)
            voice.speak(newFrom: frame.captions, dropped: frame.captionsDropped)
        }
        frame.treeRows = frame.treeRows.marked(with: changes)
        lastFrame = frame
        var chrome = chrome(for: frame)
        noticeAnnouncements(in: frame)
        if braille != nil { chrome.braille = braillePanel() }
        lastChrome = chrome
        let canvas = FrameRenderer.render(frame, width: width, height: height, chrome: chrome)
        lastCanvas = canvas
        lastDamage = nil
        return canvas
    }

    /// What the explorer draws around and over the panes for `frame`: the help, a popup, the
    /// details or the tree's cursor, the status bar's notes (braille is the caller's to add).
    private func chrome(for frame: Frame) -> ExplorerChrome {
        var chrome = ExplorerChrome(theme: theme)
        chrome.helpPage = helpPage
        chrome.popup = popup.map { explorerPopup(for: $0) }
        if let details {
            chrome.details = details.contents(for: session)
            chrome.detailsHaveKeyboard = detailsHaveKeyboard
        } else {
            chrome.treeCursor = treeCursorIndex(in: frame.treeRows)
        }
        chrome.captionAnchor = captionAnchor
        chrome.flash = flash
        chrome.notice = notice
        chrome.noticeFailed = noticeFailed
        chrome.isEditing = session.isEditing
        chrome.settingsSummary = EnvironmentSettings.summary(of: session.environmentSettings) + session.verbosity.summary
        chrome.voiceCommand = voiceCommand
        chrome.unseenOutput = unseenOutput
        chrome.spokenWord = (voice as? LibraryVoice)?.currentWord()
        return chrome
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    // MARK: Braille

    /// New announcements flash on the display, as VoiceOver shows them on a braille display.
    private func noticeAnnouncements(in frame: Frame) {
        let total = frame.captionsDropped + frame.captions.count
        if total < captionsSeen { captionsSeen = 0 }  // a new screen starts a new transcript
        let fresh = frame.captions.suffix(max(0, min(frame.captions.count, total - captionsSeen)))
        captionsSeen = total
        if let announcement = fresh.last(where: { $0.kind == .announcement }) {
            brailleFlash = announcement.text
            brailleFlashRemaining = Self.brailleFlashSeconds
        }
    }

    /// The panel for the display: the focused element's line (or the announcement flashing)
    /// in braille, and the same in print.
    func braillePanel() -> BraillePanel? {
        guard var display = braille else { return nil }
        let line = brailleFlash ?? session.focusedElement.map { ElementBraille.line(for: $0, in: session.tree) } ?? ""
        let panel = BraillePanel.showing(line, on: &display, translator: brailleTranslator, isFlash: brailleFlash != nil)
        braille = display
        return panel
    }

    /// A click on a cell is a routing key: over the element's text it activates the element, as
    /// pressing a routing key does on a display; over a flashing announcement it dismisses it.
    private func routeBraille(column: Int, row: Int, in pane: CellRect) -> Outcome {
        let content = pane.inset(by: 1)
        guard row == content.y, let display = braille,
              display.printCharacter(atCell: column - content.x - 1) != nil else { return .unchanged }
        if brailleFlash != nil {
            brailleFlash = nil
            return .redraw
        }
        run(.activate)
        return .redraw
    }
}
