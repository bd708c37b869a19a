import Headless
import Foundation
import ScreenReader

/// Speaks what the reader says aloud with the espeak-ng program (`rotor explore --voice` when
/// libespeak-ng cannot be loaded). New speech cuts off what is still being spoken, as
/// VoiceOver's does when the user moves on.
@MainActor
final class SpokenVoice: ExplorerVoice {
    private let executable: String
    private let arguments: [String]
    private var process: Process?
    private var follower = CaptionFollower()
    var wordsPerMinute = ESpeakLibrary.normalRate

    init(executable: String, arguments: [String] = []) {
        self.executable = executable
        self.arguments = arguments
    }

    /// espeak-ng on the PATH, if installed.
    static func find(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        CaptionFollower.executable(named: "espeak-ng", in: environment)
    }

    /// Speaks the utterances the transcript gained since the last call. `dropped` counts the
    /// utterances said before the first one given (a transcript limit let them go), so the
    /// count of what was spoken stays true however long the session runs.
    func speak(newFrom transcript: [Utterance], dropped: Int = 0) {
        // Cues ("Last item", "Drop complete") stand for VoiceOver's sounds: the status bar shows
        // them; the program has no tone to play for them.
        let fresh = follower.fresh(from: transcript, dropped: dropped).filter { $0.kind != .cue }
        guard !fresh.isEmpty else { return }
        stop()
        // A pause between utterances, as between an element and its hint.
        let text = Self.argument(fresh.map(\.text).joined(separator: ". "))
        process = SoundProcess.start(executable, arguments: ["-s", String(wordsPerMinute)] + arguments + ["--", text])
    }

    /// Longest text handed to the program, in bytes: Linux refuses an argument of 128 KiB or
    /// more (MAX_ARG_STRLEN), and then nothing at all would be spoken.
    static let maximumTextBytes = 100_000

    /// The text as one argument of the program: a NUL would end it early and other control
    /// characters are not speech (each becomes a space), and a text too long for an argument
    /// is cut at a character after `maximumTextBytes`' worth.
    static func argument(_ text: String) -> String {
        let speakable = ESpeakLibrary.speakableText(text)
        guard speakable.utf8.count > maximumTextBytes else { return speakable }
        var bytes = 0
        var end = speakable.startIndex
        for index in speakable.indices {
            let size = speakable[index].utf8.count
            if bytes + size > maximumTextBytes { break }
            bytes += size
            end = speakable.index(after: index)
        }
        return String(speakable[..<end])
    }

    /// Cuts off whatever is being spoken.
    func stop() {
        SoundProcess.stop(process)
        process = nil
    }
}
