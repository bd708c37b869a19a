import Foundation
import ScreenReader

/// What speaks the explorer's captions aloud (`rotor explore --voice`): libespeak-ng with a
/// sound player, or the espeak-ng program.
@MainActor
protocol ExplorerVoice: AnyObject {
    /// The pace of what is spoken next: the reader's speaking rate, in words per minute.
    var wordsPerMinute: Int { get set }
    /// Speaks the utterances the caption history gained since the last call, cutting off what
    /// is still being spoken. `dropped` counts the utterances the history let go before its first.
    func speak(newFrom transcript: [Utterance], dropped: Int)
    /// Cuts off whatever is being spoken.
    func stop()
}

/// Which utterances of a caption history are new since the last look.
struct CaptionFollower {
    private var spokenCount = 0

    mutating func fresh(from transcript: [Utterance], dropped: Int) -> [Utterance] {
        let total = dropped + transcript.count
        // A new screen or variant starts a new transcript.
        if total < spokenCount { spokenCount = 0 }
        let fresh = Array(transcript.dropFirst(max(0, spokenCount - dropped)))
        spokenCount = total
        return fresh
    }

    /// A program on the PATH, if installed.
    static func executable(named name: String, in environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// The voice `--voice` finds: libespeak-ng with a player, else the espeak-ng program, else
/// what to install.
@MainActor
enum ExplorerVoices {
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment,
                     libraryName: String = ESpeakLibrary.defaultName) -> Result<any ExplorerVoice, VoiceUnavailable> {
        let library = try? ESpeakLibrary.load(libraryName).get()
        if let library, let player = LibraryVoice.findPlayer(in: environment) {
            return .success(LibraryVoice(library: library, player: player))
        }
        if let executable = SpokenVoice.find(in: environment) { return .success(SpokenVoice(executable: executable)) }
        return .failure(library == nil ? .noSpeech : .noPlayer)
    }
}

/// Why `--voice` has nothing to speak with, and what to install.
enum VoiceUnavailable: Error, CustomStringConvertible {
    /// Neither libespeak-ng nor the espeak-ng program.
    case noSpeech
    /// libespeak-ng but no program to play its sound.
    case noPlayer

    var description: String {
        switch self {
        case .noSpeech: "No voice: install libespeak-ng1 and alsa-utils (sudo apt-get install libespeak-ng1 alsa-utils), or espeak-ng"
        case .noPlayer: "No voice: libespeak-ng needs a player; install alsa-utils (sudo apt-get install alsa-utils), or espeak-ng"
        }
    }
}
