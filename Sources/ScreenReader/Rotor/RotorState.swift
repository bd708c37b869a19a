import Accessibility

/// The rotor's state: the setting chosen, the entry last visited in each app rotor, and the
/// cursors inside the focused element (its actions, custom content, characters, words), which
/// start again when focus moves.
struct RotorState {
    /// The setting last chosen; kept as focus moves, and used again where it is offered.
    var setting: RotorSetting?
    /// The setting was chosen on the focused element: it wins over what VoiceOver turns the
    /// rotor to on arriving (Adjust Value, Actions) until focus moves.
    var chosenHere = false
    /// The entry last visited, per app rotor.
    var entryIndex: [RotorSetting: Int] = [:]
    /// The action the Actions setting is on; double tap performs it.
    var actionIndex: Int?
    /// The next piece of custom content to read.
    var contentIndex = 0
    var characterIndex: Int?
    var wordIndex: Int?

    /// Turns the dial to `setting`: the actions cursor starts again.
    mutating func choose(_ setting: RotorSetting) {
        self.setting = setting
        chosenHere = true
        actionIndex = nil
    }

    /// Focus moved: the cursors inside the element start again.
    mutating func focusMoved() {
        chosenHere = false
        actionIndex = nil
        contentIndex = 0
        characterIndex = nil
        wordIndex = nil
    }
}
