import Accessibility
import Foundation

/// One setting of the rotor dial, resolved for the focused element and the screen.
struct RotorSetting {
    enum Kind: Equatable { case actions, adjustValue, moreContent, headings, links, custom, containers, characters, words, speakingRate }
    var kind: Kind
    var name: String
    /// The app's entries, for custom rotors and app replacements of Headings or Links.
    var rotor: AccessibilityRotor?
    /// The element that declared the custom rotor (text ranges index its text).
    var owner: AccessibilityElementID?

    func isNamed(_ other: String?) -> Bool {
        guard let other else { return false }
        return name.compare(other, options: .caseInsensitive) == .orderedSame
    }
}
