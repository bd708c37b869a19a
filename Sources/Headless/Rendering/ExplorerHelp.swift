import ScreenReader
import TermUI

/// What the help overlay says: every key with the VoiceOver gesture it stands for, then what the
/// marks in the captions, the tree and the status bar mean. Built from the key table, so a new
/// key shows up here.
public enum ExplorerHelp {
    public enum Line: Sendable, Hashable {
        case heading(String)
        case key(keys: String, summary: String, gesture: String)
        case text(String)
    }

    public static var lines: [Line] {
        var lines: [Line] = [.heading("Keys, and the VoiceOver gesture each stands for")]
        let gestures = ExplorerKeyMap.bindings.filter { $0.gesture != nil && isReader($0.action) }
        for binding in gestures {
            lines.append(.key(keys: binding.keyLabel, summary: binding.summary, gesture: binding.gesture ?? ""))
        }
        let mouse = ExplorerKeyMap.mouseSummary
        lines.append(.key(keys: mouse.label, summary: mouse.summary, gesture: mouse.gesture))
        lines.append(.key(keys: "(editing)", summary: "Keys type; Enter or Esc finish", gesture: "the keyboard"))
        lines.append(.heading("The explorer"))
        for binding in ExplorerKeyMap.bindings where !gestures.contains(binding) {
            lines.append(.key(keys: binding.keyLabel, summary: binding.summary, gesture: binding.gesture ?? ""))
        }
        lines.append(.heading("Marks"))
        let speech: [ExplorerTheme.SpeechState] = [.speaking, .waiting, .cutOff]
        lines.append(.text("Captions: " + speech.map { ExplorerTheme.speechMark($0) + " " + name($0) }
            .joined(separator: "  ")))
        let kinds: [Utterance.Kind] = [.element, .hint, .announcement, .rotor, .action, .content, .cue]
        let kindWords = kinds.map { ExplorerTheme.captionMark($0) + " " + $0.rawValue }
        lines.append(.text("  " + kindWords.prefix(4).joined(separator: "  ")))
        lines.append(.text("  " + kindWords.dropFirst(4).joined(separator: "  ") + " (VoiceOver's sounds)"))
        let changes: [TreeRow.Change] = [.added, .removed, .changed]
        lines.append(.text("Tree: ▶ VoiceOver cursor  " + changes.map { ExplorerTheme.treeChangeMark($0) + " " + name($0) }
            .joined(separator: "  ") + " by the last key"))
        lines.append(.text("Status bar: \(flashMark) the key did nothing (VoiceOver would sound)"))
        lines.append(.text("  \(outputMark(unseen: 1)) the app printed a line not yet seen: o shows it"))
        return lines
    }

    /// The status bar's mark for lines the app printed while its output panel was closed.
    public static func outputMark(unseen: Int) -> String { "▤ output +\(unseen)" }

    /// The mark in front of the status bar's note when a key did nothing.
    public static let flashMark = "◆"

    static func isReader(_ action: ExplorerAction) -> Bool {
        if case .reader = action { return true }
        return false
    }

    static func name(_ state: ExplorerTheme.SpeechState) -> String {
        switch state {
        case .said: "said"
        case .speaking: "being spoken"
        case .waiting: "waits its turn"
        case .cutOff: "cut off"
        }
    }

    static func name(_ change: TreeRow.Change) -> String {
        switch change {
        case .added: "added"
        case .removed: "removed"
        case .changed: "changed"
        }
    }

    /// The footer under every page; it names the key that closes the help.
    public static func footer(page: Int, of pages: Int) -> String {
        pages > 1 ? "Page \(page + 1)/\(pages): PgDn/PgUp turn · Esc or ? closes this help" : "Esc or ? closes this help"
    }
}
