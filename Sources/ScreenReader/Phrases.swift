import Accessibility

/// Every English word the reader speaks, in one table (design rule: no scattered literals).
///
/// Wording is VoiceOver's own English phrases, in sentence case, the way the project's
/// transcripts write one utterance per line: "Weekend adventure, Heading".
enum Phrases {
    // MARK: Description (in the order VoiceOver speaks them: see `ElementSpeech`)
    static let selected = "Selected"
    static let dimmed = "Dimmed"
    static let button = "Button"
    static let switchButton = "Switch button"
    static let on = "On"
    static let off = "Off"
    static let mixed = "Mixed"
    static let tab = "Tab"
    static let textField = "Text field"
    /// Said when a text field starts editing, as VoiceOver says it while editing.
    static let isEditing = "Is editing"
    /// The text field hint while editing: how to reach the text rotors.
    static let editingHint = "Use the rotor to access \(misspelledWordsRotor)"
    /// What VoiceOver echoes for each character typed into a secure field.
    static let bullet = "Bullet"
    static let heading = "Heading"
    /// VoiceOver's web wording for leveled headings ("Heading level 2"); the reference marks the
    /// native wording as unverified, so the reader uses the one VoiceOver is known to speak.
    static func heading(level: Int) -> String { "Heading level \(level)" }
    static let link = "Link"
    static let adjustable = "Adjustable"
    static let image = "Image"
    static let searchField = "Search field"
    /// Elements with drag points, as in "Synth, draggable".
    static let draggable = "Draggable"
    static let backButton = "Back button"
    /// Said with an alert's title and message as focus enters it.
    static let alert = "Alert"
    static let secureTextField = "Secure text field"
    static let pickerItem = "Picker item"
    /// Position in a tab bar: "1 of 4".
    static func series(_ position: Int, of count: Int) -> String { "\(position) of \(count)" }

    // MARK: Hints (spoken after a pause)
    static let toggleHint = "Double tap to toggle setting."
    static let textFieldHint = "Double tap to edit."
    static let adjustableHint = "Swipe up or down with one finger to adjust the value."
    static let actionsAvailable = "Actions available"
    static let moreContentAvailable = "More content available"

    // MARK: Cues (words in place of VoiceOver's sounds)
    /// Swiping past the last / before the first element: VoiceOver's boundary sound.
    static let lastItem = "Last item"
    static let firstItem = "First item"
    static let noItems = "No items"
    /// Swiping up or down past the last / first item of the current rotor setting.
    static let noNextItem = "No next item"
    static let noPreviousItem = "No previous item"
    /// The sound VoiceOver plays for an element with actions when Verbosity › Actions is on
    /// Play Sound.
    static let actionsSound = "Actions sound"
    static func rotorUnavailable(_ name: String) -> String { "\(name) not available" }
    static func notFound(_ prefix: String) -> String { "No element starting with \(prefix)" }
    /// Picking an element the cursor cannot reach (hidden behind a modal, or a container).
    static let notReachable = "Not reachable"
    static let drag = "Drag"
    /// The drag action VoiceOver offers on a drag source whose drag point has no description.
    static func dragAction(_ label: String) -> String { label.isEmpty ? drag : "\(drag) \(label)" }
    static let drop = "Drop"
    static let dropReady = "Drop ready"
    static let dropComplete = "Drop complete"
    static let notDragging = "Nothing is being dragged"
    static func noDropPoint(_ name: String) -> String { "No drop point named \(name)" }
    /// What the app made the user feel, or asked the system to do: never spoken by VoiceOver,
    /// shown in the transcript as a cue ("Haptic: success", "Would open https://…",
    /// "(widget timelines reloaded)").
    static func feedback(_ event: AccessibilityFeedbackEvent) -> String {
        switch event {
        case .haptic(let kind): "Haptic: \(kind)"
        case .openURL(let url): "Would open \(url.absoluteString)"
        case .systemAction(let name): "Would send \(name)"
        case .presentation(let name): "Would present \(name)"
        case .activity(let what): "(\(what))"
        }
    }

    // MARK: Actions menu and custom content
    /// "Actions menu, 2 items, Location, Recording": the seed transcript's wording; the names are
    /// the app's own and keep their case.
    static let actionsMenu = "Actions menu"
    static func itemCount(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }
    static let noActions = "No actions"
    static func noAction(named name: String) -> String { "No action named \(name)" }
    static let noMoreContent = "No more content"
    /// The boundary sound of a three-finger swipe with nothing to scroll.
    static let cannotScroll = "Cannot scroll"
    /// Move to Linked Item with nothing linked.
    static let noLinkedItem = "No linked item"

    // MARK: Rotor settings, in the order the rotor offers them
    static let actionsRotor = "Actions"
    static let adjustValueRotor = "Adjust value"
    static let headingsRotor = "Headings"
    static let linksRotor = "Links"
    static let containersRotor = "Containers"
    static let charactersRotor = "Characters"
    static let wordsRotor = "Words"
    static let moreContentRotor = "More content"
    static let speakingRateRotor = "Speaking rate"
    // System rotors VoiceOver offers when the app fills them in.
    static func headingsRotor(level: Int) -> String { "Heading \(level)" }
    static let visitedLinksRotor = "Visited Links"
    static let unvisitedLinksRotor = "Unvisited Links"
    static let imagesRotor = "Images"
    static let landmarksRotor = "Landmarks"
    static let listsRotor = "Lists"
    static let tablesRotor = "Tables"
    static let textFieldsRotor = "Text Fields"
    static let boldTextRotor = "Bold Text"
    static let italicTextRotor = "Italic Text"
    static let underlinedTextRotor = "Underlined Text"
    static let misspelledWordsRotor = "Misspelled Words"
    static func percent(_ value: Int) -> String { "\(value) percent" }

    // MARK: Characters
    static let space = "Space"
    /// Names VoiceOver speaks for punctuation (always-include-punctuation, character rotor,
    /// spelled-out text).
    static let punctuation: [Character: String] = [
        ".": "period", ",": "comma", "!": "exclamation mark", "?": "question mark",
        ":": "colon", ";": "semicolon", "-": "dash", "'": "apostrophe", "\"": "quote",
        "(": "left paren", ")": "right paren", "[": "left bracket", "]": "right bracket",
        "{": "left brace", "}": "right brace", "/": "slash", "\\": "backslash", "@": "at",
        "#": "number sign", "$": "dollar", "%": "percent", "&": "ampersand", "*": "star",
        "+": "plus", "=": "equals", "_": "underscore", "<": "less than", ">": "greater than",
        "|": "vertical bar", "~": "tilde", "`": "grave accent", "^": "caret",
        "…": "ellipsis", "’": "apostrophe", "“": "quote", "”": "quote",
    ]
    /// Separator between spelled-out characters: "A-P-P-L-E".
    static let spellingSeparator = "-"
    /// Separator between the parts of one utterance, as the transcripts write them.
    static let partSeparator = ", "

    /// Joins the parts of an utterance with ", ", as the seed transcripts write them; a part
    /// that already ends a sentence is followed by a space only ("…in the sky. Image").
    static func join(_ parts: [String]) -> String {
        var result = ""
        for part in parts where !part.isEmpty {
            if !result.isEmpty {
                result += result.last.map { ".!?:;".contains($0) } == true ? " " : partSeparator
            }
            result += part
        }
        return result
    }

    /// Role and state abbreviations on a braille display, as NVDA's braille output writes them
    /// (its user guide's table of control type and state abbreviations).
    public enum Braille {
        static let button = "btn"
        static let toggleButton = "tgbtn"
        static let backButton = "btn"
        static let tab = "tab"
        static let textField = "edt"
        static let secureTextField = "pwdedt"
        static let searchField = "srch"
        static let link = "lnk"
        static let slider = "sldr"
        static let image = "gra"
        static let pickerItem = "itm"
        static let selected = "sel"
        static let dimmed = "unav"
        /// "h2" for a level-2 heading; "hd" when the level is not given.
        static func heading(level: Int) -> String { level > 0 ? "h\(level)" : "hd" }
    }
}
