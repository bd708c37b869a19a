import Foundation
import ScreenReader

/// What the reader says, as audio: the utterances in order, a short pause between them and
/// VoiceOver's longer pause before a hint; a cue ("Last item") is a short tone, as VoiceOver
/// plays a sound for it.
@MainActor
enum SpokenAudio {
    /// Seconds of silence between two utterances.
    static let pauseBetweenUtterances = 0.25
    /// Seconds of silence before a hint: the reader's own pause before hints
    /// (`SpeechQueue.hintPause` in ScreenReader).
    static let hintPause = 0.5
    /// The cue's tone: a soft A5, long enough to notice, short enough not to be a word.
    static let cueFrequency = 880.0
    static let cueSeconds = 0.12

    /// Seconds of silence before `utterance`; none before the first.
    static func pause(before utterance: Utterance, isFirst: Bool) -> Double {
        if isFirst { return 0 }
        return utterance.kind == .hint ? hintPause : pauseBetweenUtterances
    }

    /// One utterance in the audio: where it starts, how long it lasts, when its words start.
    struct Placed {
        /// Which utterance: its place in the list rendered (a caller may count otherwise).
        var utterance: Int
        var start: Double
        var duration: Double
        var words: [ESpeakLibrary.WordEvent]
    }

    /// The audio of the utterances, one after another with their pauses, and where each one
    /// is in it. `synthesize` speaks one utterance (a cue is a tone, not spoken).
    static func render(_ utterances: [Utterance], sampleRate: Int,
                       synthesize: (Utterance) -> ESpeakLibrary.Synthesis) -> (samples: [Int16], placed: [Placed]) {
        var samples: [Int16] = []
        var placed: [Placed] = []
        for (index, utterance) in utterances.enumerated() {
            samples += silence(seconds: pause(before: utterance, isFirst: index == 0), sampleRate: sampleRate)
            let start = Double(samples.count) / Double(sampleRate)
            let made = utterance.kind == .cue
                ? ESpeakLibrary.Synthesis(samples: tone(sampleRate: sampleRate), words: []) : synthesize(utterance)
            samples += made.samples
            placed.append(Placed(utterance: index, start: start, duration: Double(made.samples.count) / Double(sampleRate),
                                 words: made.words))
        }
        return (samples, placed)
    }

    /// The samples of all the utterances, one after another. Each utterance is spoken in the
    /// voice its element asks for (`speechAdjustedPitch`, the speech language) at `style`'s rate.
    static func samples(of utterances: [Utterance], with library: ESpeakLibrary, style: SpeechStyle = SpeechStyle()) -> [Int16] {
        var applied: SpeechStyle?
        return render(utterances, sampleRate: library.sampleRate) { utterance in
            let voice = Self.style(of: utterance, base: style)
            if voice != applied {
                library.apply(voice)
                applied = voice
            }
            return library.synthesize(utterance.text)
        }.samples
    }

    /// The voice for one utterance: the base style's rate, the utterance's pitch and language
    /// (the base's when the utterance asks for none).
    static func style(of utterance: Utterance, base: SpeechStyle) -> SpeechStyle {
        var style = base
        if utterance.adjustedPitch != 0 { style.pitch = SpeechStyle.pitch(adjustedPitch: utterance.adjustedPitch) }
        if let language = utterance.language { style.language = language }
        return style
    }

    static func silence(seconds: Double, sampleRate: Int) -> [Int16] {
        Array(repeating: 0, count: Int((seconds * Double(sampleRate)).rounded()))
    }

    /// The cue's tone, faded in and out over 10 ms so it does not click.
    static func tone(sampleRate: Int) -> [Int16] {
        let count = Int((cueSeconds * Double(sampleRate)).rounded())
        let fade = max(1, sampleRate / 100)
        let amplitude = 0.25 * Double(Int16.max)
        return (0..<count).map { index in
            let envelope = min(1, Double(min(index, count - 1 - index)) / Double(fade))
            let phase = 2 * Double.pi * cueFrequency * Double(index) / Double(sampleRate)
            return Int16((amplitude * envelope * sin(phase)).rounded())
        }
    }
}
