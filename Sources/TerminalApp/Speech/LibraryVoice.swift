import Foundation
import Headless
import ScreenReader

/// Speaks the explorer's captions with libespeak-ng: each batch of new utterances is
/// synthesized (with the same pauses and cue tones as `--wav`) into a WAV file that a player
/// program (aplay, paplay or pw-play) plays. New speech stops the player, which cuts off the
/// old; a player that fails leaves the explorer silent, never stopped.
@MainActor
final class LibraryVoice: ExplorerVoice {
    let library: ESpeakLibrary
    let player: String
    var wordsPerMinute = ESpeakLibrary.normalRate
    private var follower = CaptionFollower()
    private var process: Process?
    private let file: URL

    /// Players that take a WAV file, in the order they are looked for, with their arguments.
    static let players: [(name: String, arguments: [String])] = [("aplay", ["-q"]), ("paplay", []), ("pw-play", [])]

    init(library: ESpeakLibrary, player: String) {
        self.library = library
        self.player = player
        file = FileManager.default.temporaryDirectory
            .appendingPathComponent("rotor-voice-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).wav")
    }

    /// A player on the PATH, if any.
    static func findPlayer(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        players.lazy.compactMap { CaptionFollower.executable(named: $0.name, in: environment) }.first
    }

    /// What the player was last given, and when it started.
    /// Each utterance's place in the audio, counted as the caption history counts them.
    private(set) var timeline: [SpokenAudio.Placed] = []
    private(set) var startedAt: Date?

    /// Synthesized utterances, by their words and voice: the reader's clock asks how long one
    /// lasts when it starts, and the player plays the same audio.
    private var cache: [CacheKey: ESpeakLibrary.Synthesis] = [:]
    private var cacheOrder: [CacheKey] = []
    private struct CacheKey: Hashable {
        var text: String
        var style: SpeechStyle
    }
    private static let cacheSize = 64

    func synthesis(of utterance: Utterance) -> ESpeakLibrary.Synthesis {
        let style = SpokenAudio.style(of: utterance, base: SpeechStyle(wordsPerMinute: wordsPerMinute))
        let key = CacheKey(text: utterance.text, style: style)
        if let cached = cache[key] { return cached }
        library.apply(style)
        let made = library.synthesize(utterance.text)
        cache[key] = made
        cacheOrder.append(key)
        if cacheOrder.count > Self.cacheSize { cache[cacheOrder.removeFirst()] = nil }
        return made
    }

    /// How long the utterance takes in this voice, in seconds: what the reader's clock waits.
    func duration(of utterance: Utterance) -> Double {
        let count = utterance.kind == .cue ? SpokenAudio.tone(sampleRate: library.sampleRate).count
            : synthesis(of: utterance).samples.count
        return Double(count) / Double(library.sampleRate)
    }

    /// The word being spoken at `date`: which caption (its absolute index), and where the word
    /// is in its text, in characters.
    func currentWord(at date: Date = Date()) -> CaptionWord? {
        guard let startedAt else { return nil }
        let elapsed = date.timeIntervalSince(startedAt)
        guard let spoken = timeline.last(where: { $0.start <= elapsed }), elapsed < spoken.start + spoken.duration,
              let word = spoken.words.last(where: { spoken.start + Double($0.audioMilliseconds) / 1000 <= elapsed })
        else { return nil }
        return CaptionWord(utterance: spoken.utterance, offset: word.characterOffset, length: word.length)
    }

    /// Seconds from `date` until the next word starts (the caption's highlight moves then).
    func secondsUntilNextWord(at date: Date = Date()) -> Double? {
        guard let startedAt else { return nil }
        let elapsed = date.timeIntervalSince(startedAt)
        let starts = timeline.flatMap { spoken in
            spoken.words.map { spoken.start + Double($0.audioMilliseconds) / 1000 } + [spoken.start + spoken.duration]
        }
        return starts.first { $0 > elapsed }.map { $0 - elapsed }
    }

    func speak(newFrom transcript: [Utterance], dropped: Int = 0) {
        let fresh = follower.fresh(from: transcript, dropped: dropped)
        guard !fresh.isEmpty else { return }
        stop()
        // The same audio as `--wav`: pauses between utterances, a tone for a cue.
        let firstIndex = dropped + transcript.count - fresh.count
        let (samples, placed) = SpokenAudio.render(fresh, sampleRate: library.sampleRate, synthesize: synthesis(of:))
        timeline = placed.map { var spoken = $0; spoken.utterance += firstIndex; return spoken }
        startedAt = Date()
        guard (try? OutputFile.write(WAVFile.data(samples: samples, sampleRate: library.sampleRate), to: file.path)) != nil
        else { return }
        let name = (player as NSString).lastPathComponent
        process = SoundProcess.start(player, arguments: (Self.players.first { $0.name == name }?.arguments ?? []) + [file.path])
        if process == nil {
            // Nothing plays: nothing is highlighted as if it did.
            timeline = []
            startedAt = nil
        }
    }

    func stop() {
        SoundProcess.stop(process)
        process = nil
        timeline = []
        startedAt = nil
    }

    deinit {
        try? FileManager.default.removeItem(at: file)
    }
}
