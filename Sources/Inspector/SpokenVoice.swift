import Explorer
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

    /// Speaks the utterances the transcript gained since the last call.
    func speak(newFrom transcript: [Utterance]) {
        // A new screen or variant starts a new transcript.
        if transcript.count < spokenCount { spokenCount = 0 }
        let fresh = transcript.dropFirst(spokenCount)
        spokenCount = transcript.count
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
