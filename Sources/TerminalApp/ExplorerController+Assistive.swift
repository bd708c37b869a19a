import Foundation
import Headless
import ScreenReader

/// The keys and lines of the assistive technologies beside VoiceOver that the explorer drives:
/// Switch Control's switches and Voice Control's command line. Each reaches its technology
/// through the session's interface for it.
extension ExplorerController {
    // MARK: Switch Control

    /// With Switch Control on, Space and Enter are the select switch, → and Tab the move
    /// switch, Esc backs out of the menu or the group; other keys act as usual.
    func handleSwitch(_ key: ExplorerKey) -> Outcome? {
        switch key {
        case .enter, .character(" "): switchControl(.select)
        case .right, .tab: switchControl(.next)
        case .escape:
            guard session.switchControlLink.scanner?.menu != nil || session.switchControlLink.scanner?.groups.isEmpty == false else { return nil }
            switchControl(.back)
        default: return nil
        }
        return .redraw
    }

    /// A switch was pressed (or a script's line): what it did is marked, and where the cursor
    /// is shows in the status bar.
    func switchControl(_ command: WalkthroughScript.SwitchCommand) {
        let said = acting { session.switchControlLink.perform(command) }
        let shown = said.prefix { $0.kind == .action }.map(\.text)
        if !shown.isEmpty { inform(shown.joined(separator: " — ")) }
    }

    // MARK: Voice Control

    /// Typing Voice Control's command line: characters go into it, Enter says it, Esc cancels.
    func handleVoiceCommand(_ key: ExplorerKey) -> Outcome {
        switch key {
        case .character(let character):
            voiceCommand?.append(character)
        case .backspace:
            if voiceCommand?.isEmpty == false { voiceCommand?.removeLast() }
        case .escape:
            voiceCommand = nil
        case .enter:
            let phrase = voiceCommand ?? ""
            voiceCommand = nil
            if !phrase.trimmingCharacters(in: .whitespaces).isEmpty { say(phrase) }
        default:
            return .unchanged
        }
        return .redraw
    }

    /// Voice Control hears `phrase`: what it did is marked in the tree, and what it understood
    /// shows in the status bar (VoiceOver's own speech goes to the captions, as always).
    @discardableResult
    func say(_ phrase: String) -> [Utterance] {
        let said = acting { session.voiceControlLink.say(phrase) }
        let shown = said.prefix { $0.kind == .action }.map(\.text)
        inform(shown.joined(separator: " — "), failed: session.voiceControlLink.lastPhraseFailed)
        return said
    }
}
