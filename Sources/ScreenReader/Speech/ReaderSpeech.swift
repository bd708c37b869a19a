import Accessibility

/// What the reader says, on its clock: the speech queue, the transcript of everything said, the
/// speech of the command in progress, and what repeat says again.
@MainActor
struct ReaderSpeech {
    private(set) var queue = SpeechQueue()
    /// Everything said, oldest first; with a `transcriptLimit`, only the latest utterances.
    private(set) var transcript: [Utterance] = []
    var transcriptLimit: Int? {
        didSet { trimTranscript() }
    }
    /// Utterances said since the reader began, including those the limit dropped.
    private(set) var spokenCount = 0
    /// True while a read all is under way: time passing reads on after `readingAllID`.
    var isReadingAll = false
    /// The element read all read last: it reads on after this one even when the app moved the
    /// cursor meanwhile (a notification taking focus), so nothing is read twice.
    var readingAllID: AccessibilityElementID?

    /// The command's own speech, spoken as one stream when the command ends, and how it meets
    /// what is being spoken.
    private var commandSpeech: [Utterance] = []
    var commandSpeechPolicy: SpeechQueue.Policy = .interrupting
    /// What started speaking during the command.
    private var said: [Utterance] = []
    /// What the last command that spoke said: VoiceOver's "repeat last spoken" says speech again,
    /// never a cue (a boundary or an error is a sound on a device, not something spoken).
    private(set) var lastSaid: [Utterance] = []

    var rate: Double {
        get { queue.rate }
        set { queue.rate = newValue }
    }

    var measure: (@MainActor (Utterance) -> Double?)? {
        get { queue.measure }
        set { queue.measure = newValue }
    }

    /// Adds to what this command says.
    mutating func say(_ utterances: [Utterance]) { commandSpeech += utterances }

    /// Speaks (or queues) `utterances` now.
    mutating func speak(_ utterances: [Utterance], policy: SpeechQueue.Policy) {
        record(queue.speak(utterances, policy: policy))
    }

    /// Lets time pass: what waited and is due starts.
    mutating func advance(by seconds: Double) {
        record(queue.advance(by: seconds))
    }

    /// Speaks the command's own speech as one stream.
    mutating func speakCommandSpeech() {
        speak(commandSpeech, policy: commandSpeechPolicy)
        commandSpeech.removeAll()
        commandSpeechPolicy = .interrupting
    }

    /// Ends the command: what started speaking during it, its speech (not its cues) remembered
    /// for repeat.
    mutating func finishCommand() -> [Utterance] {
        defer { said.removeAll() }
        let spoken = said.filter { $0.kind != .cue }
        if !spoken.isEmpty { lastSaid = spoken }
        return said
    }

    private mutating func record(_ utterances: [Utterance]) {
        guard !utterances.isEmpty else { return }
        // What was still being spoken when these started was cut off.
        for i in transcript.indices.suffix(queue.lastCutOff) {
            transcript[i].wasCutOff = true
        }
        transcript += utterances
        spokenCount += utterances.count
        said += utterances
        trimTranscript()
    }

    private mutating func trimTranscript() {
        guard let limit = transcriptLimit, transcript.count > max(limit, 0) else { return }
        transcript.removeFirst(transcript.count - max(limit, 0))
    }
}
