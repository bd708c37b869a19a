import Headless
import Foundation
import ScreenReader

/// Speaks what the reader says aloud with espeak-ng (`rotor explore --voice`). New speech cuts
/// off what is still being spoken, as VoiceOver's does when the user moves on.
@MainActor
final class SpokenVoice {
    private let executable: String
    private let arguments: [String]
    private var process: Process?
    private var spokenCount = 0

    init(executable: String, arguments: [String] = ["-s", "190"]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// espeak-ng on the PATH, if installed.
    static func find(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/espeak-ng"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Speaks the utterances the transcript gained since the last call. `dropped` counts the
    /// utterances said before the first one given (a transcript limit let them go), so the
    /// count of what was spoken stays true however long the session runs.
    func speak(newFrom transcript: [Utterance], dropped: Int = 0) {
        let total = dropped + transcript.count
        // A new screen or variant starts a new transcript.
        if total < spokenCount { spokenCount = 0 }
        // Cues ("Last item", "Drop complete") stand for VoiceOver's sounds: the status bar shows
        // them; they are not spoken words.
        let fresh = transcript.dropFirst(max(0, spokenCount - dropped)).filter { $0.kind != .cue }
        spokenCount = total
        guard !fresh.isEmpty else { return }
        stop()
        // A pause between utterances, as between an element and its hint.
        let text = fresh.map(\.text).joined(separator: ". ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments + ["--", text]
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

    /// Cuts off whatever is being spoken.
    func stop() {
        if let process, process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        process = nil
    }
}
