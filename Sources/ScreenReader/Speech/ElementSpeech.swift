import Accessibility

/// How VoiceOver puts one element into words, in the order it speaks them on a device:
/// "Selected", the label, the value, the trait words ("Dimmed" first), the element's place (a
/// tab's position, a list's start or end), then after a pause the hint lines.
enum ElementSpeech {
    /// "Selected", label, value (On/Off for a switch), high-importance custom content, trait
    /// words, tab position; each part joined by ", ". A position counts the items in `order`
    /// (the reader's reading order) when given, else in the tree's order.
    static func descriptionParts(of element: AccessibilityElement, in tree: AccessibilityTree,
                                 isEditing: Bool = false, order: ReadingOrder? = nil) -> [String] {
        let traits = element.traits
        let tabBar = tabBar(of: element, in: tree)
        var parts: [String] = []
        if saysSelected(element) { parts.append(Phrases.selected) }
        // A field that holds text reads the text, not the placeholder it replaced.
        if !traits.contains(.labelIsPlaceholder) { parts.append(spoken(element.label, element.speech)) }
        // A secure field's text is hidden: its bullets are not read.
        if !element.isToggle, !element.isSecureTextEntry, let value = element.value {
            parts.append(spoken(value, element.speech))
        }
        for content in element.customContent where content.importance == .high {
            parts.append(spoken(content.value, element.speech))
        }
        if !element.isEnabled { parts.append(Phrases.dimmed) }
        for role in ElementRole.roles(of: element, inTabBar: tabBar != nil) {
            parts.append(role.spoken)
            // A switch says its state after its kind, and a field being edited says so.
            if role == .switchButton { parts.append(toggleState(element.value)) }
            if case .textField = role, isEditing { parts.append(Phrases.isEditing) }
        }
        if let series = tabBar ?? segmentedControl(of: element, in: tree) {
            var items = leaves(of: series)
            if let order {
                // Counted as VoiceOver reaches them: right to left, the first tab is the rightmost.
                let indexed = items.enumerated().map { (key: order.index[$0.element.id] ?? Int.max, tree: $0.offset, item: $0.element) }
                items = indexed.sorted { ($0.key, $0.tree) < ($1.key, $1.tree) }.map { $0.item }
            }
            if let position = items.firstIndex(where: { $0.id == element.id }) {
                parts.append(Phrases.series(position + 1, of: items.count))
            }
        }
        return parts.filter { !$0.isEmpty }
    }

    /// The lines after the pause: custom hint, trait hint (with Speak Hints on), "Actions
    /// available" (with Actions on Speak), "More content available". `hintIsDescription` drops
    /// the custom hint when it stood in for the description.
    static func hintLines(of element: AccessibilityElement, hintIsDescription: Bool, isEditing: Bool = false,
                          verbosity: Verbosity = Verbosity()) -> [String] {
        var lines: [String] = []
        if verbosity.speakHints {
            if !hintIsDescription, let hint = element.hint, !hint.isEmpty { lines.append(spoken(hint, element.speech)) }
            let dimmed = !element.isEnabled
            if element.isToggle, !dimmed { lines.append(Phrases.toggleHint) }
            if element.traits.contains(.isTextField), !dimmed {
                // A text editor being edited has no hint: VoiceOver gives the Misspelled Words
                // rotor's hint for one-line fields only.
                if !isEditing { lines.append(Phrases.textFieldHint) }
                else if !element.isMultilineTextEntry { lines.append(Phrases.editingHint) }
            }
            // Left out when dimmed, for a switch, or when the hint is all the element has.
            if element.isAdjustable, !dimmed, !element.isToggle, !hintIsDescription {
                lines.append(Phrases.adjustableHint)
            }
        }
        if !element.actions.isEmpty, verbosity.actions == .speak { lines.append(Phrases.actionsAvailable) }
        if element.customContent.contains(where: { $0.importance != .high }) {
            lines.append(Phrases.moreContentAvailable)
        }
        return lines
    }

    /// The description, the sound for actions (Actions on Play Sound), then the hint lines.
    static func utterances(for element: AccessibilityElement, in tree: AccessibilityTree,
                           isEditing: Bool = false, order: ReadingOrder? = nil,
                           verbosity: Verbosity = Verbosity()) -> [Utterance] {
        var parts = descriptionParts(of: element, in: tree, isEditing: isEditing, order: order)
        let hasLabelOrValue = !element.label.isEmpty || !(element.value ?? "").isEmpty
        let hintIsDescription = !hasLabelOrValue && !(element.hint ?? "").isEmpty
        if hintIsDescription, let hint = element.hint {
            parts.insert(spoken(hint, element.speech), at: saysSelected(element) ? 1 : 0)
        }
        var result = [Utterance(Phrases.join(parts), kind: .element).spoken(with: element.speech)]
        if !element.actions.isEmpty, verbosity.actions == .playSound { result.append(Utterance(Phrases.actionsSound, kind: .cue)) }
        for line in hintLines(of: element, hintIsDescription: hintIsDescription, isEditing: isEditing, verbosity: verbosity) {
            result.append(Utterance(line, kind: .hint).spoken(with: element.speech))
        }
        return result
    }

    /// "Selected" is said for the selected trait, except where it only restates a switch's On: a
    /// switch has the trait while it is on, so a switch whose value is its own On ("1") does not
    /// say it. One that is off and still selected, or whose app gave it a value of its own, says
    /// it (VoiceOver sees the trait and the value, not where they came from).
    static func saysSelected(_ element: AccessibilityElement) -> Bool {
        guard element.traits.contains(.isSelected) else { return false }
        return !element.isToggle || SwitchState(value: element.value) != .on
    }

    /// What a switch says for its value: On, Off, Mixed, or an app's own wording as it is.
    static func toggleState(_ value: String?) -> String {
        SwitchState(value: value)?.spokenName ?? value ?? ""
    }

    /// The value as spoken on its own, after an adjustment or a change.
    static func spokenValue(of element: AccessibilityElement) -> String? {
        if element.isToggle { return toggleState(element.value) }
        guard !element.isSecureTextEntry, let value = element.value, !value.isEmpty else { return nil }
        return spoken(value, element.speech)
    }

    /// The tab bar an element is a tab of: its parent container carries `.isTabBar`, or its
    /// grandparent does (tabs grouped in a container inside the bar).
    static func tabBar(of element: AccessibilityElement, in tree: AccessibilityTree) -> AccessibilityElement? {
        series(of: element, in: tree) { $0.traits.contains(.isTabBar) }
    }

    /// The segmented control an element is a segment of, one container up or two.
    static func segmentedControl(of element: AccessibilityElement, in tree: AccessibilityTree) -> AccessibilityElement? {
        series(of: element, in: tree) { $0.containerType == .segmentedControl }
    }

    /// The parent or grandparent that `isSeries` picks: items one container down still count.
    private static func series(of element: AccessibilityElement, in tree: AccessibilityTree,
                               _ isSeries: (AccessibilityElement) -> Bool) -> AccessibilityElement? {
        tree.ancestors(of: element.id).suffix(2).reversed().first(where: isSeries)
    }

    static func leaves(of container: AccessibilityElement) -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        for child in container.children {
            if child.isContainer { result += leaves(of: child) } else { result.append(child) }
        }
        return result
    }

    // MARK: Speech modifiers

    /// Applies `speechSpellsOutCharacters` ("A-P-P-L-E") and `speechAlwaysIncludesPunctuation`
    /// ("Hello comma world").
    static func spoken(_ text: String, _ options: AccessibilitySpeechOptions) -> String {
        if options.spellsOutCharacters { return spelled(text) }
        if options.alwaysIncludesPunctuation { return withPunctuation(text) }
        return text
    }

    /// Each character on its own, joined by "-": letters and digits as written, spaces as
    /// "Space", punctuation by name.
    static func spelled(_ text: String) -> String {
        text.map(characterName).joined(separator: Phrases.spellingSeparator)
    }

    static func characterName(_ character: Character) -> String {
        if character.isWhitespace { return Phrases.space }
        return Phrases.punctuation[character] ?? String(character)
    }

    static func withPunctuation(_ text: String) -> String {
        var words: [String] = []
        var current = ""
        for character in text {
            if let name = Phrases.punctuation[character] {
                if !current.isEmpty { words.append(current); current = "" }
                words.append(name)
            } else if character.isWhitespace {
                if !current.isEmpty { words.append(current); current = "" }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: " ")
    }

    /// Words of a text for the Words rotor: runs of letters and digits.
    static func words(of text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") }.map(String.init)
    }
}

extension SwitchState {
    /// What VoiceOver says for the state: "On", "Off", "Mixed".
    public var spokenName: String {
        switch self {
        case .on: Phrases.on
        case .off: Phrases.off
        case .mixed: Phrases.mixed
        }
    }
}
