import Accessibility
import Headless
import ScreenReader

/// The explorer's own voice: what opening, moving through and closing its popups, panels, the
/// tree and the help does, said the way a screen reader says what a menu does. It goes to the
/// caption panel (marked ◇) and to `--voice`, in order with the reader's speech, and never into
/// the screen's transcript: `rotor play` and `rotor speak` say only what VoiceOver says.
extension ExplorerController {
    /// What the explorer said and where: each line after the reader's utterance at `position`
    /// (counted over the whole session, dropped ones too).
    struct ExplorerLine: Equatable {
        var position: Int
        var utterance: Utterance
    }

    /// Says `text` in the explorer's voice, after what the reader has said so far.
    func explorerSays(_ text: String) {
        guard !text.isEmpty else { return }
        let position = transcriptTotal()
        explorerLines.append(ExplorerLine(position: position, utterance: Utterance(text, kind: .explorer)))
        if explorerLines.count > ExplorerApp.captionHistory { explorerLines.removeFirst(explorerLines.count - ExplorerApp.captionHistory) }
    }

    /// How many utterances the reader has said in this screen's transcript, dropped ones too.
    private func transcriptTotal() -> Int { session.speech.progress.spoken }

    /// The frame's captions with the explorer's lines among them, where they were said; the
    /// count of lines before the first shown counts them too, so positions stay stable as both
    /// grow. A new screen's transcript starts afresh, and so do the explorer's lines.
    func withExplorerLines(_ frame: Frame) -> Frame {
        let total = frame.captionsDropped + frame.captions.count
        if total < explorerLinesSeenTotal { explorerLines.removeAll() }
        explorerLinesSeenTotal = total
        guard !explorerLines.isEmpty else { return frame }
        var merged: [Utterance] = []
        merged.reserveCapacity(frame.captions.count + explorerLines.count)
        var dropped = frame.captionsDropped
        var next = 0
        while next < explorerLines.count, explorerLines[next].position < frame.captionsDropped {
            dropped += 1
            next += 1
        }
        for (offset, utterance) in frame.captions.enumerated() {
            let position = frame.captionsDropped + offset
            while next < explorerLines.count, explorerLines[next].position <= position {
                merged.append(explorerLines[next].utterance)
                next += 1
            }
            merged.append(utterance)
        }
        merged += explorerLines[next...].map(\.utterance)
        var shown = frame
        shown.captions = merged
        shown.captionsDropped = dropped
        return shown
    }

    // MARK: What each change of mode says

    /// Says what a change of what has the keyboard did: a popup opened (its title, how many
    /// items, the chosen one), its choice moved, it closed (and where the keyboard went back);
    /// the tree browsed or left; the details panel or Voice Control's line opened.
    func keyboardModeChanged(from old: KeyboardMode) {
        switch (old, mode) {
        case (.popup(let before, _), .popup(let now, _)) where Self.sameList(before, now):
            if before.selected != now.selected || before.kind != now.kind { explorerSays(chosenRow(of: now)) }
        case (_, .popup(let now, _)):
            let shown = explorerPopup(for: now)
            let count = shown.rows.count == 1 ? "1 item" : "\(shown.rows.count) items"
            explorerSays([shown.title, count, chosenRow(of: now)].filter { !$0.isEmpty }.joined(separator: ", "))
        case (.popup(let before, _), _):
            explorerSays("Closed \(explorerPopup(for: before).title)" + returnedTo())
        case (.tree(let before), .tree(let now)) where before != now:
            explorerSays(treeRowText(now))
        case (.tree, .tree):
            break
        case (_, .tree(let now)):
            explorerSays("Browsing the tree, " + treeRowText(now))
        case (.tree, _):
            explorerSays("Left the tree" + returnedTo())
        case (let before, .details) where before != .details:
            explorerSays("Details panel" + (session.focusedElement.map { ", " + Self.name(of: $0) } ?? ""))
        case (.details, .reader):
            explorerSays("Keys back to the reader" + returnedTo())
        case (let before, .voiceCommand) where Self.isVoiceCommand(before) == false:
            explorerSays("Voice Control, type a phrase, Enter says it")
        case (.voiceCommand, .reader):
            explorerSays("Left Voice Control")
        default:
            break
        }
    }

    /// The help opened, turned a page or closed.
    func helpChanged(from old: Int?) {
        switch (old, helpPage) {
        case (nil, let page?): explorerSays("Help, page \(page + 1) of \(FrameRenderer.helpPageCount(width: width, height: height))")
        case (let before?, let page?) where before != page: explorerSays("Help, page \(page + 1)")
        case (.some, nil): explorerSays("Closed help" + returnedTo())
        default: break
        }
    }

    private static func sameList(_ a: ListPopup, _ b: ListPopup) -> Bool {
        switch (a.kind, b.kind) {
        case (.screens, .screens), (.settings, .settings), (.output, .output): true
        case (.actions(let x, _), .actions(let y, _)): x == y
        case (.content(let x, _), .content(let y, _)): x == y
        default: false
        }
    }

    private static func isVoiceCommand(_ mode: KeyboardMode) -> Bool {
        if case .voiceCommand = mode { return true }
        return false
    }

    /// The chosen row of a popup, as words: its cells without the marks drawn for the eye.
    private func chosenRow(of popup: ListPopup) -> String {
        let shown = explorerPopup(for: popup)
        guard let selected = shown.selected, shown.rows.indices.contains(selected) else { return "" }
        return shown.rows[selected].cells
            .map { $0.replacingOccurrences(of: " ●", with: ", open now").replacingOccurrences(of: "[", with: "")
                .replacingOccurrences(of: "]", with: ", chosen") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: ", ")
    }

    private func treeRowText(_ cursor: TreeCursor) -> String {
        let rows = treeRows()
        guard let index = rows.index(of: cursor.id) ?? (rows.isEmpty ? nil : min(cursor.index, rows.count - 1)) else { return "" }
        return rows[index].text
    }

    /// Where the keyboard went back to: the reader, on its focused element.
    private func returnedTo() -> String {
        guard mode == .reader, let element = session.focusedElement else { return "" }
        return "; focus on " + Self.name(of: element)
    }

    private static func name(of element: AccessibilityElement) -> String {
        element.label.isEmpty ? (element.value ?? "an element without a label") : element.label
    }
}
