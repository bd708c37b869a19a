/// What the explorer's keyboard drives: one mode at a time, held in one value, so two parts of
/// the explorer can never both claim a key. Each mode has its handler in `ExplorerController`:
/// `handleVoiceCommand`, `handlePopup`, `handleDetails`, `handleTree` and `handleReaderKey`
/// (VoiceOver's keys, Switch Control's switches while it is on, typing while a field is edited).
/// The help is drawn over every mode: it pages or closes and hands the key on.
enum KeyboardMode: Equatable {
    /// VoiceOver's keys, from the key map.
    case reader
    /// Browsing the tree pane (`t`): the row under the cursor.
    case tree(TreeCursor)
    /// The details panel's list of actions (`i`); Tab gives the keyboard back to the reader.
    case details
    /// Voice Control's command line (`:`), as typed so far.
    case voiceCommand(String)
    /// A popup list (screens, actions, more content, settings), and the mode the keyboard goes
    /// back to when it closes.
    indirect case popup(ListPopup, over: KeyboardMode)

    /// The mode under any popup.
    var base: KeyboardMode {
        if case .popup(_, let under) = self { return under.base }
        return self
    }

    /// The same mode with `base` in place of the mode under its popups.
    func replacingBase(with base: KeyboardMode) -> KeyboardMode {
        if case .popup(let popup, let under) = self { return .popup(popup, over: under.replacingBase(with: base)) }
        return base
    }
}

extension ExplorerController {
    /// The popup list that has the keyboard, if any. Setting one opens it over the current
    /// mode; setting nil gives the keyboard back to the mode under it.
    var popup: ListPopup? {
        get {
            if case .popup(let popup, _) = mode { return popup }
            return nil
        }
        set {
            switch (mode, newValue) {
            case (.popup(_, let under), let popup?): mode = .popup(popup, over: under)
            case (.popup(_, let under), nil): mode = under
            case (let current, let popup?): mode = .popup(popup, over: current)
            case (_, nil): break
            }
        }
    }

    /// The tree pane's cursor while browsing the tree (also under a popup opened from it).
    var treeCursor: TreeCursor? {
        get {
            if case .tree(let cursor) = mode.base { return cursor }
            return nil
        }
        set {
            if let newValue {
                mode = mode.replacingBase(with: .tree(newValue))
            } else if case .tree = mode.base {
                mode = mode.replacingBase(with: .reader)
            }
        }
    }

    /// Voice Control's command line while it is typed; nil otherwise.
    var voiceCommand: String? {
        get {
            if case .voiceCommand(let typed) = mode { return typed }
            return nil
        }
        set {
            if let newValue {
                mode = .voiceCommand(newValue)
            } else if case .voiceCommand = mode {
                mode = .reader
            }
        }
    }

    /// Whether the details panel has the keyboard (also under a popup opened from it).
    var detailsHaveKeyboard: Bool { mode.base == .details }
}
