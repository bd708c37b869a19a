import Foundation
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

    func speak(newFrom transcript: [Utterance], dropped: Int = 0) {
        let fresh = follower.fresh(from: transcript, dropped: dropped)
        guard !fresh.isEmpty else { return }
        stop()
        let samples = SpokenAudio.samples(of: fresh, with: library, style: SpeechStyle(wordsPerMinute: wordsPerMinute))
        guard (try? WAVFile.data(samples: samples, sampleRate: library.sampleRate).write(to: file)) != nil else { return }
        let name = (player as NSString).lastPathComponent
        let process = Process()
        process.executableURL = URL(fileURLWithPath: player)
        process.arguments = (Self.players.first { $0.name == name }?.arguments ?? []) + [file.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            self.process = process
        } catch {
            self.process = nil
        }
    }

    func stop() {
        if let process, process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        process = nil
    }

    deinit {
        try? FileManager.default.removeItem(at: file)
    }
}
