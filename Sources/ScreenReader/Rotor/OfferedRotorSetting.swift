import Accessibility

/// A rotor setting offered at the focused element, with what it moves by: an app's rotor that
/// takes the Headings setting's place is `.headings` by identity and moves by its own entries.
struct OfferedRotorSetting {
    enum Kind: Equatable {
        case actions, adjustValue, moreContent, headings, links, custom, containers, characters, words, speakingRate
    }
    var id: RotorSetting
    var kind: Kind
    /// The app's entries, for custom rotors and app replacements of Headings or Links.
    var rotor: AccessibilityRotor?
    /// The element that declared the custom rotor (text ranges index its text).
    var owner: AccessibilityElementID?

    init(id: RotorSetting, kind: Kind, rotor: AccessibilityRotor? = nil, owner: AccessibilityElementID? = nil) {
        self.id = id
        self.kind = kind
        self.rotor = rotor
        self.owner = owner
    }

    /// A setting of the focused element itself (its actions, its value, its custom content),
    /// not one that moves through the screen.
    var isTheElementsOwn: Bool {
        switch kind {
        case .actions, .adjustValue, .moreContent: true
        case .headings, .links, .custom, .containers, .characters, .words, .speakingRate: false
        }
    }

    /// One of VoiceOver's own settings, moving by what it names.
    init(_ id: RotorSetting) {
        let kind: Kind = switch id {
        case .actions: .actions
        case .adjustValue: .adjustValue
        case .moreContent: .moreContent
        case .headings: .headings
        case .links: .links
        case .containers: .containers
        case .characters: .characters
        case .words: .words
        case .speakingRate: .speakingRate
        case .system, .app: .custom
        }
        self.init(id: id, kind: kind)
    }
}
