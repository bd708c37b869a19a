import Accessibility

/// How espeak speaks one utterance: rate, pitch and voice, in espeak's own units, made from
/// the reader's speaking rate and an element's speech options.
struct SpeechStyle: Hashable, Sendable {
    /// Words per minute, 80–450.
    var wordsPerMinute = ESpeakLibrary.normalRate
    /// Base pitch, 0–100; 50 is normal.
    var pitch = ESpeakLibrary.normalPitch
    /// A BCP 47 language ("fr", "pt-BR"); nil for the default voice.
    var language: String?

    init(wordsPerMinute: Int = ESpeakLibrary.normalRate, pitch: Int = ESpeakLibrary.normalPitch, language: String? = nil) {
        self.wordsPerMinute = wordsPerMinute
        self.pitch = pitch
        self.language = language
    }

    /// The style of speech an element's options ask for (`speechAdjustedPitch`).
    init(wordsPerMinute: Int = ESpeakLibrary.normalRate, options: AccessibilitySpeechOptions, language: String? = nil) {
        self.init(wordsPerMinute: wordsPerMinute, pitch: Self.pitch(adjustedPitch: options.adjustedPitch), language: language)
    }

    /// `speechAdjustedPitch` runs from -1 (lowest) through 0 (normal) to 1 (highest); espeak's
    /// pitch from 0 through 50 to 100.
    static func pitch(adjustedPitch: Double) -> Int {
        guard adjustedPitch.isFinite else { return ESpeakLibrary.normalPitch }
        return min(100, max(0, Int((50 + 50 * adjustedPitch).rounded())))
    }

    /// The reader's speaking rate (a multiple of VoiceOver's default pace) in words per minute:
    /// the default pace is espeak's normal 175, clamped to what espeak can do.
    static func wordsPerMinute(speakingRate: Double) -> Int {
        guard speakingRate.isFinite else { return ESpeakLibrary.normalRate }
        let rate = (Double(ESpeakLibrary.normalRate) * speakingRate).rounded()
        return Int(min(Double(ESpeakLibrary.rates.upperBound), max(Double(ESpeakLibrary.rates.lowerBound), rate)))
    }

    /// espeak voice names to try for a language, most specific first: "pt-BR" → "pt-br", "pt".
    static func voiceNames(forLanguage language: String) -> [String] {
        let tag = language.lowercased().replacingOccurrences(of: "_", with: "-")
        let primary = tag.split(separator: "-").first.map(String.init) ?? tag
        return tag == primary ? [tag] : [tag, primary]
    }
}

extension ESpeakLibrary {
    /// Sets rate, pitch and voice for a style. A language espeak has no voice for is spoken
    /// with the default voice; the voice used is returned.
    @discardableResult
    func apply(_ style: SpeechStyle) -> String? {
        let names = (style.language.map(SpeechStyle.voiceNames(forLanguage:)) ?? []) + [Self.defaultVoice]
        var chosen: String?
        for name in names where setVoice(name) {
            chosen = name
            break
        }
        // A voice brings its own settings: rate and pitch go after it.
        setRate(style.wordsPerMinute)
        setPitch(style.pitch)
        return chosen
    }
}
