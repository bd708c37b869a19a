import Accessibility

/// A setting of the rotor dial: one of VoiceOver's own, a system rotor the app fills in, or an
/// app's rotor by its name.
///
/// Settings are compared by what they are, not by the words VoiceOver says for them: two app
/// rotors are the same setting when their names are. An app rotor named "Headings" (or built on
/// `AccessibilitySystemRotor.headings`) is made the Headings setting (`init(_:)`) and takes its
/// place. A person names a setting by its words (`init(named:)`, a script's `rotor headings`):
/// `isNamed(by:)` says which offered setting they mean.
public enum RotorSetting: Hashable, Sendable, CustomStringConvertible {
    case actions, adjustValue, moreContent, headings, links, containers, characters, words, speakingRate
    /// A system rotor VoiceOver offers only with the app's entries (Images, Misspelled Words…).
    case system(AccessibilitySystemRotor)
    /// An app's own rotor (`accessibilityRotor("Warnings")`), by its name.
    case app(String)

    /// VoiceOver's own settings, in the order the rotor offers them.
    public static let builtIn: [RotorSetting] = [
        .actions, .adjustValue, .moreContent, .headings, .links, .containers, .characters, .words, .speakingRate,
    ]

    /// The setting a person names: one of VoiceOver's by its name, ignoring case, else an app
    /// rotor of that name.
    public init(named name: String) {
        let wanted = name.lowercased()
        self = Self.builtIn.first { $0.name.lowercased() == wanted } ?? .app(name)
    }

    /// The setting an app's rotor takes: a system rotor's, else its name's.
    public init(_ rotor: AccessibilityRotor) {
        guard let system = rotor.systemRotor else { self.init(named: rotor.name); return }
        switch system.kind {
        case .headings(.unspecified): self = .headings
        case .links(visited: nil): self = .links
        default: self = .system(system)
        }
    }

    /// What VoiceOver says when the rotor turns to it.
    public var name: String {
        switch self {
        case .actions: Phrases.actionsRotor
        case .adjustValue: Phrases.adjustValueRotor
        case .moreContent: Phrases.moreContentRotor
        case .headings: Phrases.headingsRotor
        case .links: Phrases.linksRotor
        case .containers: Phrases.containersRotor
        case .characters: Phrases.charactersRotor
        case .words: Phrases.wordsRotor
        case .speakingRate: Phrases.speakingRateRotor
        case .app(let name): name
        case .system(let rotor):
            switch rotor.kind {
            case .headings(.unspecified): Phrases.headingsRotor
            case .headings(let level): Phrases.headingsRotor(level: level.rawValue)
            case .links(visited: nil): Phrases.linksRotor
            case .links(visited: true?): Phrases.visitedLinksRotor
            case .links(visited: false?): Phrases.unvisitedLinksRotor
            case .images: Phrases.imagesRotor
            case .landmarks: Phrases.landmarksRotor
            case .lists: Phrases.listsRotor
            case .tables: Phrases.tablesRotor
            case .textFields: Phrases.textFieldsRotor
            case .boldText: Phrases.boldTextRotor
            case .italicText: Phrases.italicTextRotor
            case .underlineText: Phrases.underlinedTextRotor
            case .misspelledWords: Phrases.misspelledWordsRotor
            }
        }
    }

    public var description: String { name }

    /// Whether a person who asked for `wanted` means this setting: the same setting, or, when
    /// all they gave was words (`.app(name)` from `init(named:)`), the setting VoiceOver calls
    /// by those words, ignoring case ("rotor warnings" for an app's "Warnings", "rotor
    /// Headings level 2" for the system rotor of level 2 headings).
    public func isNamed(by wanted: RotorSetting) -> Bool {
        guard self != wanted else { return true }
        guard case .app(let words) = wanted else { return false }
        return name.lowercased() == words.lowercased()
    }
}
