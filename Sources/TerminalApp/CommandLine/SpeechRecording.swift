import Foundation
import ScreenReader

/// `--wav FILE` and `--rate WPM`: what a command's reader said, written as speech.
@MainActor
struct SpeechRecording {
    let file: String
    let library: ESpeakLibrary
    let style: SpeechStyle

    /// Nil without `--wav`. Loads libespeak-ng first, so a missing library is reported before
    /// any work is done.
    init?(_ options: SpeechOptions, libraryName: String = ESpeakLibrary.defaultName) throws(UsageError) {
        guard let file = options.wav else {
            if options.rate != nil { throw UsageError(description: "--rate needs --wav") }
            return nil
        }
        switch ESpeakLibrary.load(libraryName) {
        case .success(let library): self.library = library
        case .failure(let unavailable): throw UsageError(description: "--wav: \(unavailable)")
        }
        self.file = file
        style = SpeechStyle(wordsPerMinute: options.rate ?? ESpeakLibrary.normalRate)
    }

    /// Writes the utterances as one WAV file.
    func write(_ utterances: [Utterance]) throws(OutputFileError) {
        let samples = SpokenAudio.samples(of: utterances, with: library, style: style)
        try OutputFile.write(WAVFile.data(samples: samples, sampleRate: library.sampleRate), to: file)
    }
}
