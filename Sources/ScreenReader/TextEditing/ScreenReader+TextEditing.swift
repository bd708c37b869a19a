import Accessibility

/// Typing into a text field: double tap starts editing (in `activate`), typed text is added at
/// the end and echoed, delete says what went.
extension ScreenReader {
    /// Typing into the field being edited adds at the end and echoes what was typed, as
    /// VoiceOver's typing feedback does ("Bullet" for each character of a secure field).
    func type(_ typed: String) {
        guard isEditing, let element = focusedElement, let entry = element.textEntry, !typed.isEmpty else { return }
        let current = element.text ?? ""
        callApp { entry(current + typed) }
        settle(.none)
        say(TextEditing.echo(typed, secure: element.isSecureTextEntry), .action)
    }

    /// Deleting the last character says which one went.
    func deleteBackward() {
        guard isEditing, let element = focusedElement, let entry = element.textEntry,
              let last = (element.text ?? "").last else { return }
        callApp { entry(String((element.text ?? "").dropLast())) }
        settle(.none)
        say(TextEditing.echo(String(last), secure: element.isSecureTextEntry), .action)
    }
}
