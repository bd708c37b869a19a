import Accessibility

/// What the app posted: notifications waiting for the reader to act on them, and the
/// announcements to speak once the command's own speech has started, each by its priority.
struct Announcements {
    private var posted: [AccessibilityNotificationEvent] = []
    private var toSpeak: [Utterance] = []
    /// Haptics and system requests: cues said with the command that caused them.
    private var cues: [Utterance] = []

    var hasPosted: Bool { !posted.isEmpty }

    mutating func post(_ event: AccessibilityNotificationEvent) { posted.append(event) }

    /// Forgets what was posted (while the first tree was built, before the reader was ready).
    mutating func discardPosted() { posted.removeAll() }

    /// Takes what was posted: announcements wait to be spoken; the notifications that move
    /// focus (layout and screen changes) are returned, in order.
    mutating func takePosted() -> [AccessibilityNotificationEvent] {
        let events = posted
        posted.removeAll()
        var focusMoves: [AccessibilityNotificationEvent] = []
        for event in events {
            switch event {
            case .announcement(let text, let priority):
                toSpeak.append(Utterance(text, kind: .announcement, priority: priority))
            case .pageScrolled(let text):
                toSpeak.append(Utterance(text, kind: .announcement, priority: .default))
            case .layoutChanged, .screenChanged:
                focusMoves.append(event)
            case .feedback(let feedback):
                cues.append(Utterance(Phrases.feedback(feedback), kind: .cue))
            }
        }
        return focusMoves
    }

    /// The cues of what the app made the user feel or asked of the system, in order.
    mutating func takeCues() -> [Utterance] {
        defer { cues.removeAll() }
        return cues
    }

    /// The announcements to speak now, with how each meets other speech: high ones cannot be
    /// interrupted, default ones interrupt, low ones wait their turn.
    mutating func takeToSpeak() -> [(utterance: Utterance, policy: SpeechQueue.Policy)] {
        defer { toSpeak.removeAll() }
        return toSpeak.map { announcement in
            let policy: SpeechQueue.Policy = switch announcement.priority {
            case .high: .uninterruptible
            case .low: .queued
            case .default, nil: .interrupting
            }
            return (announcement, policy)
        }
    }
}
