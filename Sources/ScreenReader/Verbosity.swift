/// VoiceOver's Verbosity settings that change what the reader says or does on arriving at an
/// element (Settings › Accessibility › VoiceOver › Verbosity on iOS), with iOS's defaults.
///
/// Each setting is declared once, in `Setting`: its name, its choices in the words iOS's
/// Settings uses, and how a choice is read and written. The explorer's settings panel, a
/// script's `verbosity` line and the `--verbosity` option all go through it.
public struct Verbosity: Hashable, Sendable {
    /// How VoiceOver tells that an element has actions (Verbosity › Actions).
    public enum ActionsFeedback: Int, CaseIterable, Hashable, Sendable {
        /// Say "Actions available" after the element, with the hints (iOS's default).
        case speak
        /// Play a sound instead of the words.
        case playSound
        /// Turn the rotor to Actions while the element is focused, saying nothing.
        case changeRotor
        /// Tell nothing; the Actions setting is still in the rotor.
        case doNothing
    }

    public var actions: ActionsFeedback = .speak
    /// Speak Hints: the hint after the pause (the element's own, "Double tap to toggle
    /// setting", "Swipe up or down with one finger to adjust the value"…).
    public var speakHints = true

    public init(actions: ActionsFeedback = .speak, speakHints: Bool = true) {
        self.actions = actions
        self.speakHints = speakHints
    }

    /// One line of the settings, in the order iOS lists them.
    public enum Setting: CaseIterable, Hashable, Sendable {
        case speakHints, actions

        /// The setting's name as iOS's Settings shows it.
        public var name: String {
            switch self {
            case .speakHints: "Speak Hints"
            case .actions: "Actions"
            }
        }

        /// The word a script or the command line names it by.
        public var word: String {
            switch self {
            case .speakHints: "hints"
            case .actions: "actions"
            }
        }

        /// The choices, in the words iOS's Settings uses, in its order.
        public var choices: [String] {
            switch self {
            case .speakHints: ["On", "Off"]
            case .actions: ["Speak", "Play Sound", "Change Rotor", "Do Nothing"]
            }
        }

        /// The setting a word names ("hints", "Actions", "speak-hints"), ignoring case.
        public init?(word: String) {
            let wanted = Verbosity.folded(word)
            guard let found = Self.allCases.first(where: {
                Verbosity.folded($0.word) == wanted || Verbosity.folded($0.name) == wanted
            }) else { return nil }
            self = found
        }

        /// The index of the choice `words` names ("change rotor", "Change-Rotor", "off"),
        /// ignoring case, spaces and hyphens.
        public func choiceIndex(_ words: String) -> Int? {
            let wanted = Verbosity.folded(words)
            return choices.firstIndex { Verbosity.folded($0) == wanted }
        }
    }

    /// The index of `setting`'s current choice.
    public func choice(_ setting: Setting) -> Int {
        switch setting {
        case .speakHints: speakHints ? 0 : 1
        case .actions: actions.rawValue
        }
    }

    /// Chooses `setting.choices[index]`, wrapping around.
    public mutating func choose(_ index: Int, for setting: Setting) {
        let count = setting.choices.count
        let index = ((index % count) + count) % count
        switch setting {
        case .speakHints: speakHints = index == 0
        case .actions: actions = ActionsFeedback(rawValue: index) ?? .speak
        }
    }

    /// The settings that differ from iOS's defaults, for a status bar: ["Speak Hints: Off"].
    public var summary: [String] {
        let defaults = Verbosity()
        return Setting.allCases.filter { choice($0) != defaults.choice($0) }
            .map { "\($0.name): \($0.choices[choice($0)])" }
    }

    /// Every setting with its choices: "hints: on, off; actions: speak, play sound, …".
    public static var usage: String {
        Setting.allCases.map { "\($0.word): \($0.choices.map { $0.lowercased() }.joined(separator: ", "))" }
            .joined(separator: "; ")
    }

    /// Lowercased, without spaces, hyphens or underscores: how names are compared.
    static func folded(_ text: String) -> String {
        String(text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}
