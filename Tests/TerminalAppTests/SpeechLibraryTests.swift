import Accessibility
import Foundation
import Headless
@testable import ScreenReader
@testable import TerminalApp
import Testing
import TermUI

/// A WAV file's header, read back as a player reads it.
struct WAVHeader {
    var sampleRate: Int
    var channels: Int
    var bitsPerSample: Int
    var dataSize: Int

    /// Nil unless the bytes are a RIFF/WAVE file of PCM whose sizes agree with its length.
    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= WAVFile.headerSize else { return nil }
        func text(_ offset: Int) -> String { String(decoding: bytes[offset..<offset + 4], as: UTF8.self) }
        func number(_ offset: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        guard text(0) == "RIFF", number(4, 4) == bytes.count - 8, text(8) == "WAVE", text(12) == "fmt ",
              number(16, 4) == 16, number(20, 2) == 1, text(36) == "data",
              number(40, 4) == bytes.count - WAVFile.headerSize else { return nil }
        sampleRate = number(24, 4)
        channels = number(22, 2)
        bitsPerSample = number(34, 2)
        dataSize = number(40, 4)
        guard number(28, 4) == sampleRate * channels * bitsPerSample / 8 else { return nil }
    }

    var seconds: Double { Double(dataSize) / Double(sampleRate * channels * bitsPerSample / 8) }
}

/// libespeak-ng loaded at run time: parameters that reach it, audio and word timing, `--wav`,
/// and what a person without it is told.
@MainActor
@Suite("Speech through libespeak-ng")
struct SpeechLibraryTests {
    nonisolated static let installed = ESpeakLibrary.isInstalled()
    nonisolated static let skipReason: Comment = "libespeak-ng1 is not installed (sudo apt-get install libespeak-ng1)"

    func library() throws -> ESpeakLibrary {
        try ESpeakLibrary.load().get()
    }

    func temporaryFile(_ suffix: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("rotor-speech-\(UUID().uuidString)\(suffix)")
    }

    @Test("rate and pitch reach the synthesizer, clamped to what espeak can do", .enabled(if: installed, skipReason))
    func rateAndPitchReachTheSynthesizer() throws {
        let library = try library()
        library.apply(SpeechStyle(wordsPerMinute: 300, pitch: 70))
        #expect(library.parameter(.rate) == 300)
        #expect(library.parameter(.pitch) == 70)
        library.setRate(1_000)
        library.setPitch(-20)
        #expect(library.parameter(.rate) == 450)
        #expect(library.parameter(.pitch) == 0)
        var options = AccessibilitySpeechOptions()
        options.adjustedPitch = -0.5
        library.apply(SpeechStyle(options: options))
        #expect(library.parameter(.rate) == 175)
        #expect(library.parameter(.pitch) == 25)
    }

    @Test("each utterance is spoken in its element's voice: speechAdjustedPitch and the speech language reach the synthesizer",
          .enabled(if: installed, skipReason))
    @MainActor
    func utterancesCarryTheirVoice() throws {
        struct Phrasebook: View {
            var body: some View {
                VStack {
                    Text("Hello")
                    Text("Excited").speechAdjustedPitch(0.5)
                    Text({ () -> AttributedString in
                        var french = AttributedString("Bonjour")
                        french.languageIdentifier = "fr-FR"
                        return french
                    }())
                }
            }
        }
        let session = ScreenSession(Phrasebook(), name: "phrasebook")
        let said = session.readToEnd()
        let excited = try #require(said.first { $0.text.hasPrefix("Excited") })
        let bonjour = try #require(said.first { $0.text.hasPrefix("Bonjour") })
        #expect(excited.adjustedPitch == 0.5 && excited.language == nil)
        #expect(bonjour.language == "fr-FR")
        let library = try library()
        _ = SpokenAudio.samples(of: [excited], with: library)
        #expect(library.parameter(.pitch) == 75)
        _ = SpokenAudio.samples(of: [bonjour], with: library, style: SpeechStyle(wordsPerMinute: 200))
        #expect(library.voiceName == "fr" && library.parameter(.pitch) == 50 && library.parameter(.rate) == 200)
    }

    @Test("a WAV at 350 words a minute is clearly shorter than the same text at 175", .enabled(if: installed, skipReason))
    func fasterRateMakesShorterAudio() throws {
        let library = try library()
        let said = [Utterance("Half star, Saturday, It was a beautiful weekend! The waves were calm.", kind: .element),
                    Utterance("Comments, Switch button, Off", kind: .element)]
        func seconds(_ rate: Int) throws -> Double {
            let data = WAVFile.data(samples: SpokenAudio.samples(of: said, with: library, style: SpeechStyle(wordsPerMinute: rate)),
                                    sampleRate: library.sampleRate)
            return try #require(WAVHeader(data)).seconds
        }
        let normal = try seconds(175), fast = try seconds(350)
        #expect(normal > 2)
        #expect(fast < normal * 0.7, "175 wpm: \(normal) s, 350 wpm: \(fast) s")
    }

    @Test("word events come in text order with increasing audio positions", .enabled(if: installed, skipReason))
    func wordEventsFollowTheText() throws {
        let library = try library()
        library.apply(SpeechStyle())
        let text = "Comments, Switch button, Off"
        let synthesis = library.synthesize(text)
        #expect(!synthesis.samples.isEmpty)
        #expect(synthesis.words.count == 4)
        let characters = Array(text)
        let words = synthesis.words.map { String(characters[$0.characterOffset..<$0.characterOffset + $0.length]) }
        #expect(words == ["Comments", "Switch", "button", "Off"])
        for (earlier, later) in zip(synthesis.words, synthesis.words.dropFirst()) {
            #expect(earlier.characterOffset < later.characterOffset)
            #expect(earlier.audioMilliseconds < later.audioMilliseconds)
        }
        let milliseconds = synthesis.samples.count * 1_000 / library.sampleRate
        #expect(synthesis.words.last.map { $0.audioMilliseconds < milliseconds } == true)
    }

    @Test("a language espeak has picks its voice; one it lacks is spoken with the default", .enabled(if: installed, skipReason))
    func languagePicksAVoice() throws {
        let library = try library()
        #expect(library.apply(SpeechStyle(language: "fr-FR")) == "fr")
        #expect(library.apply(SpeechStyle(language: "zz-Unknown")) == "en")
        #expect(library.apply(SpeechStyle()) == "en")
    }

    @Test("a cue is a short tone, not words", .enabled(if: installed, skipReason))
    func cueIsATone() throws {
        let library = try library()
        let tone = SpokenAudio.samples(of: [Utterance("Last item", kind: .cue)], with: library)
        #expect(tone.count == Int((SpokenAudio.cueSeconds * Double(library.sampleRate)).rounded()))
        #expect(tone.contains { $0 != 0 })
        let spoken = library.synthesize("Last item").samples
        #expect(spoken.count > tone.count * 2)
    }

    @Test("rotor speak beach --wav writes a RIFF/WAVE file as long as its utterances and the pauses between them",
          .enabled(if: installed, skipReason))
    func speakWritesAWAV() throws {
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        let file = temporaryFile(".wav")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try Subprocess.run([path, "speak", "beach", "--wav", file.path])
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Weekend adventure, Heading")
        let header = try #require(WAVHeader(try Data(contentsOf: file)))
        let library = try library()
        #expect(header.sampleRate == library.sampleRate)
        #expect(header.channels == 1)
        #expect(header.bitsPerSample == 16)
        library.apply(SpeechStyle())
        let spoken = lines.reduce(0.0) { $0 + Double(library.synthesize($1).samples.count) / Double(library.sampleRate) }
        let pauses = Double(lines.count - 1) * SpokenAudio.pauseBetweenUtterances
        // espeak carries a little state from one text to the next (the tests before this one spoke
        // other texts in other voices), so the same words come out a few milliseconds apart.
        #expect(header.seconds >= (spoken + pauses) * 0.995, "\(header.seconds) s for \(spoken) s of speech and \(pauses) s of pauses")
        #expect(header.seconds <= (spoken + pauses) * 1.005 + 0.01)
    }

    @Test("rotor play SCRIPT --wav writes the walkthrough's speech, and --rate makes it faster", .enabled(if: installed, skipReason))
    func playWritesAWAV() throws {
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        let script = ExplorerEndToEndTests.packageRoot.appendingPathComponent("demos/walkthroughs/trip.rotor").path
        let normal = temporaryFile(".wav"), fast = temporaryFile(".wav")
        defer {
            try? FileManager.default.removeItem(at: normal)
            try? FileManager.default.removeItem(at: fast)
        }
        #expect(try Subprocess.run([path, "play", script, "--wav", normal.path]).status == 0)
        #expect(try Subprocess.run([path, "play", script, "--wav", fast.path, "--rate", "350"]).status == 0)
        let normalSeconds = try #require(WAVHeader(try Data(contentsOf: normal))).seconds
        let fastSeconds = try #require(WAVHeader(try Data(contentsOf: fast))).seconds
        #expect(normalSeconds > 5)
        #expect(fastSeconds < normalSeconds * 0.7)
    }

    @Test("without libespeak-ng, loading it names the package to install, and --wav exits 2 saying so")
    func missingLibraryNamesThePackage() {
        let missing = "libespeak-ng-missing.so.1"
        guard case .failure(let error) = ESpeakLibrary.load(missing) else {
            Issue.record("a library that does not exist loaded")
            return
        }
        #expect(error.description.contains("sudo apt-get install libespeak-ng1"))
        #expect(!ESpeakLibrary.isInstalled(missing))
        var errors: [String] = []
        let console = Console(output: { _ in }, errorOutput: { errors.append($0) })
        let file = temporaryFile(".wav")
        let registry = ScreenRegistry([ScreenDescriptor(name: "small", summary: "a text", variants: ["after"]) { _ in
            AnyView(Text("Done"))
        }])
        for arguments in [["speak", "small", "--wav", file.path], ["speak", "small", "--wav", file.path, "--rate", "300"]] {
            errors = []
            let status = RotorCommandLine.run(arguments: arguments, registry: registry, console: console, speechLibraryName: missing)
            #expect(status == 2)
            #expect(errors.joined().contains("--wav"))
            #expect(errors.joined().contains("sudo apt-get install libespeak-ng1"))
        }
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("--rate is bounded to espeak's 80 to 450 words a minute and needs --wav")
    func rateIsBounded() {
        var errors: [String] = []
        let console = Console(output: { _ in }, errorOutput: { errors.append($0) })
        let registry = ScreenRegistry([ScreenDescriptor(name: "small", summary: "a text", variants: ["after"]) { _ in
            AnyView(Text("Done"))
        }])
        for rate in ["79", "451", "fast"] {
            #expect(RotorCommandLine.run(arguments: ["speak", "small", "--wav", "x.wav", "--rate", rate], registry: registry,
                                         console: console) == 2)
        }
        #expect(errors.allSatisfy { $0.contains("--rate takes a whole number from 80 to 450") })
        errors = []
        #expect(RotorCommandLine.run(arguments: ["speak", "small", "--rate", "200"], registry: registry, console: console) == 2)
        #expect(errors == ["rotor: --rate needs --wav"])
    }

    @Test("speech options map to espeak: adjusted pitch around 50, languages to voices, the reader's rate to words a minute")
    func speechStyleMapping() {
        #expect(SpeechStyle.pitch(adjustedPitch: -1) == 0)
        #expect(SpeechStyle.pitch(adjustedPitch: 0) == 50)
        #expect(SpeechStyle.pitch(adjustedPitch: 0.5) == 75)
        #expect(SpeechStyle.pitch(adjustedPitch: 1) == 100)
        #expect(SpeechStyle.pitch(adjustedPitch: 3) == 100)
        #expect(SpeechStyle.pitch(adjustedPitch: .nan) == 50)
        #expect(SpeechStyle.voiceNames(forLanguage: "pt-BR") == ["pt-br", "pt"])
        #expect(SpeechStyle.voiceNames(forLanguage: "fr") == ["fr"])
        #expect(SpeechStyle.wordsPerMinute(speakingRate: 1) == 175)
        #expect(SpeechStyle.wordsPerMinute(speakingRate: 2) == 350)
        #expect(SpeechStyle.wordsPerMinute(speakingRate: 0.2) == 80)
        #expect(SpeechStyle.wordsPerMinute(speakingRate: 4) == 450)
    }

    @Test("the pause before a hint is the reader's own")
    func hintPauseIsTheReaders() {
        #expect(SpokenAudio.hintPause == SpeechQueue.hintPause)
        #expect(SpokenAudio.pause(before: Utterance("Double tap to toggle setting.", kind: .hint), isFirst: false) == SpeechQueue.hintPause)
        #expect(SpokenAudio.pause(before: Utterance("Off", kind: .element), isFirst: true) == 0)
    }
}
