import Accessibility
import Foundation

/// VoiceOver's behaviour over any element tree: the cursor, speech, rotors, actions and
/// announcements.
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
    public private(set) var tree: AccessibilityTree
    public private(set) var focusedID: AccessibilityElementID?
    /// The text field being edited: activating one starts editing; moving focus ends it.
    public internal(set) var editingID: AccessibilityElementID?
    public var isEditing: Bool { editingID != nil && editingID == focusedID }
    /// Everything said, oldest first; with a `transcriptLimit`, only the latest utterances.
    public private(set) var transcript: [Utterance] = []
    /// How many utterances to keep in `transcript`; nil keeps them all (scripts, tests and
    /// headless commands need the whole transcript). The terminal app sets one, so a long
    /// session's caption history does not grow without bound.
    public var transcriptLimit: Int? {
        didSet { trimTranscript() }
    }
    /// Utterances said since the reader began, including those the limit dropped:
    /// `transcript` holds the last ones, from index `spokenCount - transcript.count`.
    public private(set) var spokenCount = 0
    /// The name of the current rotor setting, if any ("Headings", "Warnings").
    public var rotorSetting: String?

    /// Focusable elements in VoiceOver order.
    public var navigationOrder: [AccessibilityElementID] { order.ids }
    /// The element under the cursor.
    public var focusedElement: AccessibilityElement? { focusedID.flatMap { tree.element($0) } }
    /// The element being dragged, if a drag is in progress.
    public var draggedID: AccessibilityElementID? { dragged?.id }
    /// The reader's simulated clock, in seconds.
    public var currentTime: Double { speech.now }
    /// How many of the transcript's last utterances are being spoken now (0 when silent).
    public var speakingCount: Int { speech.isSpeaking ? min(speech.currentCount, transcript.count) : 0 }
    /// What waits its turn to be spoken (low-priority announcements, speech behind a
    /// high-priority one), in order.
    public var waitingSpeech: [Utterance] { speech.waiting }
    /// VoiceOver's speaking rate, as a multiple of the default: speech takes 1/rate as long.
    public var speakingRate: Double {
        get { speech.rate }
        set { speech.rate = min(max(newValue, 0.25), 4) }
    }

    /// Seconds until the current speech ends; nil when the reader is silent.
    public var secondsUntilSpeechEnds: Double? { speech.secondsUntilIdle }
    /// True while something is being spoken on the simulated clock.
    public var isSpeaking: Bool { speech.isSpeaking }

    var order = ReadingOrder()
    var speech = SpeechQueue()
    /// Containers around the focused element (for "entering a labelled container" context).
    var focusedContainers: Set<AccessibilityElementID> = []
    /// A focus request seen on a new tree and not yet honoured.
    var pendingFocusRequest: AccessibilityElementID?

    // Per-element cursors, reset when focus moves.
    var actionIndex: Int?
    var contentIndex = 0
    var characterIndex: Int?
    var wordIndex: Int?
    /// Last entry visited, per custom rotor name.
    var rotorEntryIndex: [String: Int] = [:]
    var dragged: (id: AccessibilityElementID, label: String)?

    // The command in progress.
    private var commandDepth = 0
    private var said: [Utterance] = []
    private var commandSpeech: [Utterance] = []
    private var commandSpeechPolicy: SpeechQueue.Policy = .interrupting
    private var announcements: [Utterance] = []
    /// Elements a modal hid while they had focus, innermost last: where focus returns.
    private var presenters: [AccessibilityElementID] = []
    /// What the last command that said anything said: what repeat says again.
    private var lastSaid: [Utterance] = []
    private var pendingEvents: [AccessibilityNotificationEvent] = []

    public init(source: AccessibilityTreeSource) {
        self.source = source
        self.tree = .empty
        AccessibilityNotificationCenter.register(self)
        // What the app posts while building its first tree is not for this reader to act on yet.
        commandDepth += 1
        tree = AccessibilityNotificationCenter.withObserver(self) { source.currentTree() }
        commandDepth -= 1
        order = ReadingOrder(tree: tree)
        if let requested = order.focusRequests.first, let position = order.position(of: requested, in: tree) {
            focusedID = order.ids[position]
            focusedContainers = containerIDs(around: order.ids[position])
        }
        pendingEvents.removeAll()
    }

    // MARK: Commands

    /// Performs a command and returns what the reader said for it.
    @discardableResult
    public func perform(_ command: ReaderCommand) -> [Utterance] {
        // Any gesture but letting time pass stops a read all, as a touch stops VoiceOver's.
        if case .wait = command {} else { isReadingAll = false }
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
            case .selectRotor(let name): selectRotor(name)
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
            case .endEditing: editingID = nil
            case .repeatLast: say(lastSaid.map { Utterance($0.text, kind: $0.kind) })
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

    /// What focusing `element` says: its description, then its hint lines.
    public static func speech(for element: AccessibilityElement, in tree: AccessibilityTree) -> [Utterance] {
        ElementSpeech.utterances(for: element, in: tree)
    }

    // MARK: Notifications

    public func accessibilityNotificationPosted(_ event: AccessibilityNotificationEvent) {
        pendingEvents.append(event)
        // Posted outside any command (a timer, a task): handle it now.
        if commandDepth == 0 { _ = run {} }
    }

    // MARK: Running a command

    /// Runs `body`, then handles what the app posted, then speaks: the reader's own speech as
    /// one stream, then each announcement by its priority. Returns what started speaking.
    private func run(_ body: () -> Void) -> [Utterance] {
        commandDepth += 1
        body()
        var rounds = 0
        while (!pendingEvents.isEmpty || pendingFocusRequest != nil), rounds < 8 {
            settle(.none)
            rounds += 1
        }
        commandDepth -= 1
        guard commandDepth == 0 else { return [] }
        record(speech.speak(commandSpeech, policy: commandSpeechPolicy))
        for announcement in announcements {
            let policy: SpeechQueue.Policy = switch announcement.priority {
            case .high: .uninterruptible
            case .low: .queued
            case .default, nil: .interrupting
            }
            record(speech.speak([announcement], policy: policy))
        }
        commandSpeech.removeAll()
        commandSpeechPolicy = .interrupting
        announcements.removeAll()
        defer { said.removeAll() }
        if !said.isEmpty { lastSaid = said }
        return said
    }

    func record(_ utterances: [Utterance]) {
        guard !utterances.isEmpty else { return }
        // What was still being spoken when these started was cut off.
        for i in transcript.indices.suffix(speech.lastCutOff) {
            transcript[i].wasCutOff = true
        }
        transcript += utterances
        spokenCount += utterances.count
        said += utterances
        trimTranscript()
    }

    private func trimTranscript() {
        guard let limit = transcriptLimit, transcript.count > max(limit, 0) else { return }
        transcript.removeFirst(transcript.count - max(limit, 0))
    }

    /// Adds to what this command says.
    func say(_ utterances: [Utterance]) { commandSpeech += utterances }
    func say(_ text: String, _ kind: Utterance.Kind) { commandSpeech.append(Utterance(text, kind: kind)) }

    /// Calls into app code with this reader listening for its notifications.
    func callApp<T>(_ body: () -> T) -> T {
        AccessibilityNotificationCenter.withObserver(self, body)
    }

    /// The longest a wait lasts: a script's `wait inf` is a very long time, not forever.
    static let longestWait = 1e9

    private func wait(_ seconds: Double) {
        var remaining = seconds.isNaN ? 0 : min(max(0, seconds), Self.longestWait)
        // A read all goes on as time passes: when one element has been spoken, the cursor
        // moves to the next and speaks it.
        while isReadingAll {
            let untilIdle = speech.secondsUntilIdle ?? 0
            guard untilIdle <= remaining else { break }
            pass(untilIdle)
            remaining -= untilIdle
            // The app may have changed meanwhile: read on from where the cursor is now.
            settle(.none)
            guard let current = focusedIndex, current + 1 < order.count else {
                isReadingAll = false
                break
            }
            record(speech.speak(readingAllSpeech(at: current + 1), policy: .interrupting))
        }
        pass(remaining)
        settle(.changes, queuedWhenFrequent: true)
    }

    /// Lets time pass for the speech queue and the app.
    private func pass(_ seconds: Double) {
        guard seconds > 0 else { return }
        record(speech.advance(by: seconds))
        callApp { source.advanceTime(by: seconds) }
    }

    /// True while a read all is under way: time passing reads on from the cursor.
    public private(set) var isReadingAll = false

    // MARK: Tree and focus

    var focusedIndex: Int? { focusedID.flatMap { order.index[$0] } }

    /// Takes a fresh tree from the app and rebuilds the order (the only place it is rebuilt).
    func reloadTree() {
        let previousRequests = Set(order.focusRequests)
        let previous = tree
        tree = callApp { source.currentTree() }
        // Most changes alter a label or a value, not where elements are: then the order stands.
        if !ReadingOrder.arrangesAlike(previous, tree) { order = ReadingOrder(tree: tree) }
        if let request = order.focusRequests.first(where: { !previousRequests.contains($0) }) {
            pendingFocusRequest = request
        }
    }

    /// What to say about the focused element after the app changed.
    enum ChangeSpeech {
        /// Nothing (the reader re-read because of a notification).
        case none
        /// What changed: "Selected", the new label, the new value (On/Off for a switch).
        case changes
        /// The value, changed or not (after an adjustment).
        case value
        /// The whole description, if anything changed (after a custom action).
        case description
    }

    private struct Snapshot {
        var label: String
        var value: String?
        var selected: Bool
        var description: String
        init(_ element: AccessibilityElement, in tree: AccessibilityTree) {
            label = element.label
            value = element.value
            selected = element.traits.contains(.isSelected) && !element.isToggle
            description = Phrases.join(ElementSpeech.descriptionParts(of: element, in: tree))
        }
    }

    /// Re-reads the tree after app code ran, honours posted notifications and focus requests,
    /// keeps focus by id (or moves it to the nearest survivor), and says what changed.
    func settle(_ mode: ChangeSpeech, queuedWhenFrequent: Bool = false) {
        let oldOrder = order
        let oldIndex = focusedIndex
        let before = focusedElement.map { Snapshot($0, in: tree) }
        reloadTree()

        let events = pendingEvents
        pendingEvents.removeAll()
        var target: Int?
        for event in events {
            switch event {
            case .announcement(let text, let priority):
                announcements.append(Utterance(text, kind: .announcement, priority: priority))
            case .pageScrolled(let text):
                announcements.append(Utterance(text, kind: .announcement, priority: .default))
            case .layoutChanged(let argument):
                if let position = position(for: argument) { target = position }
            case .screenChanged(let argument):
                target = position(for: argument) ?? (order.count > 0 ? 0 : nil)
            }
        }
        var targetIsFocusRequest = false
        if target == nil, let request = pendingFocusRequest {
            target = order.position(of: request, in: tree)
            targetIsFocusRequest = true
        }
        pendingFocusRequest = nil
        // A modal (a sheet, an alert) hid the focused element without removing it: remember it,
        // so focus returns there when the modal goes, as VoiceOver returns to the presenter.
        if let id = focusedID, order.index[id] == nil, tree.contains(id), !presenters.contains(id) {
            presenters.append(id)
        }
        presenters.removeAll { !tree.contains($0) }
        if target == nil, let id = focusedID, order.index[id] == nil, !tree.contains(id),
           let presenter = presenters.last, let position = order.index[presenter] {
            presenters.removeLast()
            target = position
        }
        if let target {
            // A focus state the reader's own move just wrote asks for the element already
            // focused: VoiceOver does not say it twice.
            if targetIsFocusRequest, target == focusedIndex { return }
            say(focus(on: target))
            return
        }
        if let id = focusedID, order.index[id] == nil {
            if let survivor = Self.survivor(of: oldIndex, in: oldOrder, present: order) {
                say(focus(on: survivor))
            } else {
                focusedID = nil
                focusedContainers = []
            }
            return
        }
        guard let element = focusedElement, let before else { return }
        let after = Snapshot(element, in: tree)
        var parts: [String] = []
        switch mode {
        case .none:
            break
        case .changes:
            if after.selected, !before.selected { parts.append(Phrases.selected) }
            if after.label != before.label { parts.append(ElementSpeech.spoken(after.label, element.speech)) }
            if after.value != before.value, let value = ElementSpeech.spokenValue(of: element) { parts.append(value) }
        case .value:
            if let value = ElementSpeech.spokenValue(of: element) { parts.append(value) }
        case .description:
            if after.description != before.description { parts.append(after.description) }
        }
        guard !parts.isEmpty else { return }
        say(Phrases.join(parts), .element)
        if queuedWhenFrequent, element.traits.contains(.updatesFrequently) || element.speech.announcementsQueued {
            commandSpeechPolicy = .queued
        }
    }

    /// The nearest element of the old order still present: the next one, else the previous.
    /// Walks only as far as the first survivor.
    private static func survivor(of oldIndex: Int?, in oldOrder: ReadingOrder, present: ReadingOrder) -> Int? {
        guard let oldIndex else { return present.count > 0 ? 0 : nil }
        var i = oldIndex + 1
        while i < oldOrder.count {
            if let position = present.index[oldOrder.ids[i]] { return position }
            i += 1
        }
        i = oldIndex - 1
        while i >= 0 {
            if let position = present.index[oldOrder.ids[i]] { return position }
            i -= 1
        }
        return present.count > 0 ? 0 : nil
    }

    /// Where a notification's argument points: an element id, or a label prefix.
    private func position(for argument: Any?) -> Int? {
        switch argument {
        case let id as AccessibilityElementID: order.position(of: id, in: tree)
        case let prefix as String: position(ofLabelPrefix: prefix)
        default: nil
        }
    }

    func position(ofLabelPrefix prefix: String) -> Int? {
        let wanted = prefix.lowercased()
        return order.ids.indices.first { i in
            tree.element(order.ids[i]).map { $0.label.lowercased().hasPrefix(wanted) } ?? false
        }
    }

    func containerIDs(around id: AccessibilityElementID) -> Set<AccessibilityElementID> {
        Set(tree.ancestors(of: id).filter { $0.isContainer }.map(\.id))
    }

    /// Moves the cursor to the element at `position` and returns what VoiceOver says there.
    /// Tells the app (`focusChanged`) and re-reads the tree if it did.
    func focus(on position: Int) -> [Utterance] {
        let id = order.ids[position]
        if id != focusedID {
            editingID = nil
            let leaving = focusedElement
            let entering = tree.element(id)
            focusedID = id
            actionIndex = nil
            contentIndex = 0
            characterIndex = nil
            wordIndex = nil
            var told = false
            if let handler = leaving?.focusChanged { callApp { handler(false) }; told = true }
            if let handler = entering?.focusChanged { callApp { handler(true) }; told = true }
            if told { reloadTree() }
        }
        guard let element = focusedElement else { return [] }
        var utterances = ElementSpeech.utterances(for: element, in: tree, isEditing: editingID == element.id)
        let containers = tree.ancestors(of: element.id).filter { $0.isContainer }
        // Entering a labelled container speaks its label as context after the element,
        // innermost first, the way VoiceOver announces "Tab bar".
        let entered = containers.reversed().filter { !focusedContainers.contains($0.id) && !$0.label.isEmpty }
        var context = entered.map { $0.label }
        // At the first and last row of a list, VoiceOver says so; a section header is not a row.
        if let list = containers.last(where: { $0.containerType == .list }),
           let range = order.containerRanges[list.id], let index = focusedIndex {
            // Scanned from each end, so a long list costs a look at its first and last rows only.
            func isRow(_ position: Int) -> Bool { !(tree.element(order.ids[position])?.traits.contains(.isHeader) ?? true) }
            if index == range.first(where: isRow) { context.append(Phrases.listStart) }
            else if index == range.last(where: isRow) { context.append(Phrases.listEnd) }
        }
        if !context.isEmpty, !utterances.isEmpty {
            utterances[0].text = Phrases.join([utterances[0].text] + context)
        }
        focusedContainers = Set(containers.map(\.id))
        if dragged != nil, !element.dropPoints.isEmpty {
            let points = element.dropPoints.map { point in
                Phrases.join([point.description.isEmpty ? Phrases.drop : point.description, Phrases.dropReady])
            }
            utterances.append(Utterance(Phrases.join(points), kind: .cue))
        }
        return utterances
    }

    // MARK: Navigation

    /// Next / previous: one index step in the precomputed order, O(1).
    private func step(by delta: Int) {
        guard order.count > 0 else { return say(Phrases.noItems, .cue) }
        guard let current = focusedIndex else {
            return say(focus(on: delta > 0 ? 0 : order.count - 1))
        }
        let next = current + delta
        guard order.ids.indices.contains(next) else {
            return say(delta > 0 ? Phrases.lastItem : Phrases.firstItem, .cue)
        }
        say(focus(on: next))
    }

    private func jump(toFirst: Bool) {
        guard order.count > 0 else { return say(Phrases.noItems, .cue) }
        say(focus(on: toFirst ? 0 : order.count - 1))
    }

    /// Read all: the element at `start` now, the rest one by one as the speech ends (`wait`,
    /// or real time in the explorer); the cursor follows. VoiceOver reads no hints during read
    /// all.
    private func read(from start: Int) {
        guard order.count > 0 else { return say(Phrases.noItems, .cue) }
        let first = min(start, order.count - 1)
        say(readingAllSpeech(at: first))
        isReadingAll = true
    }

    private func readingAllSpeech(at position: Int) -> [Utterance] {
        focus(on: position).filter { $0.kind != .hint }
    }

    /// The next element, in reading order and wrapping around, that shares the focused
    /// element's linked group; a cue when there is none.
    private func linkedItem() {
        guard let element = focusedElement, let group = element.linkedGroup, let start = focusedIndex else {
            return say(Phrases.noLinkedItem, .cue)
        }
        for step in 1..<max(order.count, 1) {
            let position = (start + step) % order.count
            if let candidate = tree.element(order.ids[position]), candidate.linkedGroup == group {
                return say(focus(on: position))
            }
        }
        say(Phrases.noLinkedItem, .cue)
    }

    private func focus(element id: AccessibilityElementID) {
        guard let position = order.position(of: id, in: tree) else { return say(Phrases.notReachable, .cue) }
        say(focus(on: position))
    }

    private func focus(prefix: String) {
        guard let position = position(ofLabelPrefix: prefix) else { return say(Phrases.notFound(prefix), .cue) }
        say(focus(on: position))
    }

    /// Explore by touch: the deepest focusable element under the point (the smallest, when
    /// elements at the same depth overlap).
    private func touch(x: Double, y: Double) {
        guard let position = position(touching: CGPoint(x: x, y: y)) else { return }
        say(focus(on: position))
    }

    /// The position in the order of the element a finger at `point` touches: the deepest
    /// focusable element under it (the smallest, when elements at the same depth overlap).
    func position(touching point: CGPoint) -> Int? {
        var best: (position: Int, depth: Int, area: Double)?
        for (position, id) in order.ids.enumerated() {
            guard let element = tree.element(id), element.frame.contains(point) else { continue }
            let depth = tree.ancestors(of: id).count
            let area = Double(element.frame.width * element.frame.height)
            if best == nil || depth > best!.depth || (depth == best!.depth && area < best!.area) {
                best = (position, depth, area)
            }
        }
        return best?.position
    }
}
