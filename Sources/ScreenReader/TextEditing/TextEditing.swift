import Accessibility

/// The text field being edited: activating one starts editing; moving focus or Done ends it.
struct TextEditing {
    var id: AccessibilityElementID?

    func isEditing(_ focused: AccessibilityElementID?) -> Bool { id != nil && id == focused }

    /// What typing says: a character by its name ("Space", "period"), as VoiceOver's character
    /// echo does; longer text as typed, unless it is only spaces, which would say nothing.
    /// Each character of a secure field is "Bullet".
    static func echo(_ typed: String, secure: Bool) -> String {
        if secure { return Array(repeating: Phrases.bullet, count: typed.count).joined(separator: " ") }
        guard typed.count == 1 || typed.allSatisfy(\.isWhitespace) else { return typed }
        return typed.map(ElementSpeech.characterName).joined(separator: " ")
    }
}
