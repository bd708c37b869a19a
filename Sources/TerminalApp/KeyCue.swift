import Accessibility
import ScreenReader

/// Whether a key did nothing, and what the status bar then says. VoiceOver answers such a
/// gesture with a sound (the boundary "bonk"), not words; the explorer shows a brief mark.
/// The reader's answer decides: a command that said only cues ("Last item", "No actions",
/// "Not reachable") and changed nothing, or that said nothing where nothing could answer it
/// (escape with no escape handler, magic tap with none, adjusting what is not adjustable).
enum KeyCue {
    /// What happened around one command.
    struct Outcome {
        var command: ReaderCommand
        var said: [Utterance]
        /// Focus, the tree, editing or dragging changed.
        var somethingChanged: Bool
        /// The focused element before the command, and its ancestors, outermost first.
        var focused: AccessibilityElement?
        var ancestors: [AccessibilityElement] = []
        /// Some element on the screen answers magic tap.
        var screenHasMagicTap = false
    }

    /// The status bar's note for a key that did nothing, or nil.
    static func note(for outcome: Outcome) -> String? {
        guard !outcome.somethingChanged else { return nil }
        let said = outcome.said
        if outcome.command == .repeatLast { return said.isEmpty ? "Nothing to repeat" : nil }
        if let last = said.last, said.allSatisfy({ $0.kind == .cue }) { return last.text }
        guard said.isEmpty else { return nil }
        let chain = [outcome.focused].compactMap { $0 } + outcome.ancestors.reversed()
        switch outcome.command {
        case .escape:
            return chain.contains { $0.escapeAction != nil } ? nil : "Nothing to escape from"
        case .magicTap:
            return chain.contains { $0.magicTapAction != nil } || outcome.screenHasMagicTap ? nil : "No magic tap here"
        case .increment, .decrement:
            guard let focused = outcome.focused else { return "Nothing focused" }
            return focused.isAdjustable && focused.isEnabled ? nil : "Not adjustable"
        case .activate:
            guard let focused = outcome.focused else { return "Nothing focused" }
            let answers = focused.isEnabled && (focused.defaultAction != nil || focused.textEntry != nil)
            return answers ? nil : focused.isEnabled ? "Nothing to activate" : "Dimmed"
        case .touch:
            return "Nothing there"
        case .drag:
            return "Nothing to drag"
        default:
            return nil
        }
    }
}
