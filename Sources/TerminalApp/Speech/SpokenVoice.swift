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
        let text = fresh.map(\.text).joined(separator: ". ")
        process = SoundProcess.start(executable, arguments: ["-s", String(wordsPerMinute)] + arguments + ["--", text])
    }

    /// Cuts off whatever is being spoken.
    func stop() {
        SoundProcess.stop(process)
        process = nil
    }
}
