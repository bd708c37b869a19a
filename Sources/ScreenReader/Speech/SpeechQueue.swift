import Accessibility

/// The synthesizer, on a simulated clock so timing is deterministic: what is speaking, until
/// when, and what waits.
///
/// - `interrupting` (the reader's own speech, default-priority announcements) cuts off current
///   speech unless that speech is a high-priority announcement, behind which it waits.
/// - `uninterruptible` (high-priority announcements) cuts off anything except another
///   high-priority announcement, and nothing cuts it off.
/// - `queued` (low-priority announcements, `announcementsQueued` updates) waits until
///   everything before it has been spoken.
///
/// An utterance counts as said (enters the transcript) when it starts.
@MainActor
struct SpeechQueue {
    enum Policy: Comparable { case uninterruptible, interrupting, queued }

    private struct Item {
        var utterances: [Utterance]
        var policy: Policy
    }

    /// Seconds since the reader started.
    private(set) var now: Double = 0
    private var currentEnd: Double = 0
    private var currentPolicy: Policy = .queued
    private var pending: [Item] = []

    /// How many utterances the current (or last) item had: the transcript's last ones.
    private(set) var currentCount = 0
    /// How many utterances the last start cut off before they ended; the reader marks them.
    private(set) var lastCutOff = 0
    /// VoiceOver's speaking rate as a multiple of the default (about 170 words a minute):
    /// every duration is divided by it.
    var rate = 1.0
    /// How long a synthesizer really takes to say an utterance, in seconds at the current rate,
    /// when one is speaking the captions aloud (nil: the estimate). The clock then follows the
    /// audio instead of the estimate.
    var measure: (@MainActor (Utterance) -> Double?)?

    var isSpeaking: Bool { currentEnd > now }
    /// What waits to be spoken, in order.
    var waiting: [Utterance] { pending.flatMap(\.utterances) }
    private var isUninterruptible: Bool { isSpeaking && currentPolicy == .uninterruptible }

    /// Speaks or queues `utterances`; returns what started now.
    mutating func speak(_ utterances: [Utterance], policy: Policy) -> [Utterance] {
        guard !utterances.isEmpty else { return [] }
        let item = Item(utterances: utterances, policy: policy)
        switch policy {
        case .uninterruptible, .interrupting:
            if isUninterruptible {
                // Newer focus speech replaces older waiting focus speech.
                if policy == .interrupting { pending.removeAll { $0.policy == .interrupting } }
                let slot = pending.firstIndex { $0.policy > policy } ?? pending.endIndex
                pending.insert(item, at: slot)
                return []
            }
            return start(item, at: now)
        case .queued:
            if isSpeaking || !pending.isEmpty {
                pending.append(item)
                return []
            }
            return start(item, at: now)
        }
    }

    /// Seconds until the current speech ends (and anything waiting starts); nil when silent.
    var secondsUntilIdle: Double? { isSpeaking ? currentEnd - now : nil }

    /// Lets `seconds` pass; returns what started meanwhile, in order.
    mutating func advance(by seconds: Double) -> [Utterance] {
        let target = now + max(0, seconds)
        var started: [Utterance] = []
        while !pending.isEmpty, currentEnd <= target {
            let item = pending.removeFirst()
            started += start(item, at: max(now, currentEnd))
        }
        now = target
        return started
    }

    private mutating func start(_ item: Item, at time: Double) -> [Utterance] {
        lastCutOff = currentEnd > time ? currentCount : 0
        now = time
        currentCount = item.utterances.count
        currentEnd = time + duration(of: item.utterances)
        currentPolicy = item.policy
        return item.utterances
    }

    /// How long `utterances` take: measured by the synthesizer when there is one, else the
    /// estimate at the speaking rate; hints after their pause either way.
    @MainActor
    func duration(of utterances: [Utterance]) -> Double {
        guard let measure else { return Self.duration(of: utterances) / max(rate, 0.01) }
        return utterances.reduce(0) { total, utterance in
            let spoken = measure(utterance) ?? (Self.duration(of: [utterance]) - (utterance.kind == .hint ? Self.hintPause : 0))
                / max(rate, 0.01)
            return total + spoken + (utterance.kind == .hint ? Self.hintPause : 0)
        }
    }

    /// A speaking rate of about 170 words a minute, with VoiceOver's pause before a hint.
    static func duration(of utterances: [Utterance]) -> Double {
        utterances.reduce(0) { total, utterance in
            total + Double(max(SpokenWords.count(in: utterance.text), 1)) * secondsPerWord + (utterance.kind == .hint ? hintPause : 0)
        }
    }

    static let secondsPerWord = 0.35
    static let hintPause = 0.5
}
