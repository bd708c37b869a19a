import Accessibility

/// Following the app: after app code ran, the reader re-reads the tree, honours what was posted
/// and focus requests, keeps focus by id (or moves it the way VoiceOver does), and says what
/// changed.
extension ScreenReader {
    /// Takes a fresh tree from the app and follows it (the only place the order is rebuilt).
    func reloadTree() {
        let previous = tree
        tree = callApp { source.currentTree() }
        cursor.follow(tree, from: previous)
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
            selected = ElementSpeech.saysSelected(element)
            description = Phrases.join(ElementSpeech.descriptionParts(of: element, in: tree))
        }
    }

    /// Re-reads the tree after app code ran, honours posted notifications and focus requests,
    /// keeps focus by id (or moves it to the nearest survivor), and says what changed.
    func settle(_ mode: ChangeSpeech, queuedWhenFrequent: Bool = false) {
        let oldOrder = cursor.order
        let oldIndex = focusedIndex
        let oldTree = tree, oldElement = focusedElement
        reloadTree()
        // The same tree as last time, nothing posted, no focus asked for: nothing to follow and
        // nothing to say (a wait through which no timer changed the screen).
        if tree.isSameSnapshot(as: oldTree), !announcements.hasPosted, cursor.pendingFocusRequest == nil { return }
        changesCompared += 1
        let before = oldElement.map { Snapshot($0, in: oldTree) }

        var target = focusTargetOfPosted()
        var targetIsFocusRequest = false
        if target == nil, let request = cursor.pendingFocusRequest {
            target = cursor.order.position(of: request, in: tree)
            targetIsFocusRequest = true
        }
        cursor.pendingFocusRequest = nil
        cursor.notePresenters(in: tree)
        if target == nil { target = cursor.returnToPresenter(in: tree) }
        if let target {
            // A focus state the reader's own move just wrote asks for the element already
            // focused: VoiceOver does not say it twice.
            if targetIsFocusRequest, target == focusedIndex { return }
            say(focus(on: target))
            return
        }
        if let id = focusedID, cursor.order.index[id] == nil {
            if let survivor = ReaderCursor.survivor(of: oldIndex, in: oldOrder, present: cursor.order) {
                say(focus(on: survivor))
            } else {
                cursor.clearFocus()
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
        speech.say([Utterance(Phrases.join(parts), kind: .element).spoken(with: element.speech)])
        if queuedWhenFrequent, element.traits.contains(.updatesFrequently) || element.speech.announcementsQueued {
            speech.commandSpeechPolicy = .queued
        }
    }
}
