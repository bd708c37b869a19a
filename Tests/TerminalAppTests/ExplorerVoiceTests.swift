import Foundation
import Headless
@testable import ScreenReader
import TermUI
import Testing
@testable import TerminalApp

/// `--voice`: libespeak-ng with a player when both are there, else the espeak-ng program, else
/// a word on what to install; a stand-in player records the WAV files it is given.
@MainActor
struct ExplorerVoiceTests {
    nonisolated static let installed = ESpeakLibrary.isInstalled()
    nonisolated static let skipReason: Comment = "libespeak-ng1 is not installed (sudo apt-get install libespeak-ng1)"

    @Test("the library's voice hands the player a WAV of only the new utterances, at the rate it is given",
          .enabled(if: installed, skipReason))
    func libraryVoicePlaysNewSpeech() throws {
        let library = try ESpeakLibrary.load().get()
        let (directory, log) = try StandInPlayer.standIn(named: "aplay")
        let voice = LibraryVoice(library: library, player: directory.appendingPathComponent("aplay").path)
        var transcript = [Utterance("Weekend adventure, Heading", kind: .element)]
        voice.speak(newFrom: transcript, dropped: 0)
        StandInPlayer.waitFor(1, in: log)
        voice.speak(newFrom: transcript, dropped: 0)  // nothing new: nothing played
        transcript.append(Utterance("Comments, Switch button, Off", kind: .element))
        voice.wordsPerMinute = 350
        voice.speak(newFrom: transcript, dropped: 0)
        StandInPlayer.waitFor(2, in: log)
        voice.stop()
        let files = StandInPlayer.played(log)
        try #require(files.count == 2)
        let first = try #require(WAVHeader(try Data(contentsOf: files[0])))
        let second = try #require(WAVHeader(try Data(contentsOf: files[1])))
        #expect(first.sampleRate == library.sampleRate)
        #expect(library.parameter(.rate) == 350)
        library.apply(SpeechStyle(wordsPerMinute: 350))
        // Only the new utterance, at 350 words a minute (espeak's output varies by a few samples).
        let expected = Double(library.synthesize("Comments, Switch button, Off").samples.count * 2)
        #expect(abs(Double(second.dataSize) - expected) < expected * 0.05, "\(second.dataSize) bytes, about \(expected) expected")
    }

    @Test("word timing: the word being said follows the audio; the reader's clock waits as long as the audio lasts",
          .enabled(if: installed, skipReason))
    func wordTimingAndClock() throws {
        let library = try ESpeakLibrary.load().get()
        let (directory, log) = try StandInPlayer.standIn(named: "aplay")
        let voice = LibraryVoice(library: library, player: directory.appendingPathComponent("aplay").path)
        let heading = Utterance("Weekend adventure, Heading", kind: .element)
        voice.speak(newFrom: [Utterance("Earlier", kind: .element), heading], dropped: 3)
        StandInPlayer.waitFor(1, in: log)
        let started = try #require(voice.startedAt)
        let spoken = try #require(voice.timeline.last)
        #expect(spoken.utterance == 4, "absolute index: 3 dropped, then the second of two")
        let words = spoken.words
        #expect(words.count >= 3)
        // At the heading's start its first word is said; just after the second word starts, the second.
        let first = voice.currentWord(at: started.addingTimeInterval(spoken.start + 0.001))
        #expect(first == CaptionWord(utterance: 4, offset: 0, length: 7))
        let second = voice.currentWord(at: started.addingTimeInterval(spoken.start + Double(words[1].audioMilliseconds) / 1000 + 0.001))
        #expect(second == CaptionWord(utterance: 4, offset: 8, length: 9))
        #expect(voice.currentWord(at: started.addingTimeInterval(spoken.start + spoken.duration + 1)) == nil)
        let untilSecond = try #require(voice.secondsUntilNextWord(at: started.addingTimeInterval(spoken.start + 0.001)))
        #expect(abs(untilSecond - (Double(words[1].audioMilliseconds) / 1000 - 0.001)) < 0.0001)
        // The reader waits as long as the audio lasts, not its estimate.
        let session = ScreenSession(Text("Weekend adventure").accessibilityAddTraits(.isHeader), name: "heading")
        session.speechDurations = { [weak voice] in voice?.duration(of: $0) }
        session.perform(.first)
        let audio = voice.duration(of: Utterance("Weekend adventure, Heading", kind: .element))
        #expect(abs((session.secondsUntilNextEvent ?? 0) - audio) < 0.001)
        #expect(abs(audio - Double(SpeechQueue.duration(of: [heading]))) > 0.05, "the audio is not the estimate")
        voice.stop()
    }

    @Test("a player that cannot run leaves the voice silent, not broken", .enabled(if: installed, skipReason))
    func brokenPlayerIsSilent() throws {
        let library = try ESpeakLibrary.load().get()
        let voice = LibraryVoice(library: library, player: "/nonexistent/aplay")
        voice.speak(newFrom: [Utterance("Weekend adventure, Heading", kind: .element)], dropped: 0)
        voice.speak(newFrom: [Utterance("Weekend adventure, Heading", kind: .element), Utterance("Off", kind: .element)],
                    dropped: 0)
        voice.stop()
    }

    @Test("--voice takes the library with a player, else the espeak-ng program, else says what to install")
    func voiceChoice() throws {
        let (players, _) = try StandInPlayer.standIn(named: "aplay")
        let (programs, _) = try StandInPlayer.standIn(named: "espeak-ng")
        let missing = "libespeak-ng-missing.so.1"
        if Self.installed {
            let found = try ExplorerVoices.find(environment: ["PATH": "/nonexistent:\(players.path)"]).get()
            #expect(found is LibraryVoice)
            let fallback = try ExplorerVoices.find(environment: ["PATH": programs.path]).get()
            #expect(fallback is SpokenVoice)
            guard case .failure(let noPlayer) = ExplorerVoices.find(environment: ["PATH": "/nonexistent"]) else {
                Issue.record("a voice without a player or espeak-ng")
                return
            }
            #expect(noPlayer.description.contains("alsa-utils"))
        }
        let program = try ExplorerVoices.find(environment: ["PATH": "\(players.path):\(programs.path)"], libraryName: missing).get()
        #expect(program is SpokenVoice)
        guard case .failure(let none) = ExplorerVoices.find(environment: ["PATH": players.path], libraryName: missing) else {
            Issue.record("a voice without libespeak-ng or espeak-ng")
            return
        }
        #expect(none.description.contains("libespeak-ng1"))
        #expect(none.description.contains("espeak-ng"))
    }

    /// Records what the explorer asks of its voice.
    final class RecordingVoice: ExplorerVoice {
        var wordsPerMinute = 0
        var spoken: [(rate: Int, captions: [String])] = []
        func speak(newFrom transcript: [Utterance], dropped: Int) {
            spoken.append((wordsPerMinute, transcript.map(\.text)))
        }
        func stop() {}
    }

    @Test("the explorer's voice speaks at the reader's speaking rate")
    func voiceFollowsSpeakingRate() {
        let session = ScriptedSession()
        let controller = ExplorerController(session: session, width: 160, height: 48)
        let voice = RecordingVoice()
        controller.voice = voice
        _ = controller.canvas()
        session.speakingRate = 2
        _ = controller.canvas()
        session.speakingRate = 0.2
        _ = controller.canvas()
        #expect(voice.spoken.map(\.rate) == [175, 350, 80])
        #expect(voice.spoken.first?.captions.isEmpty == false)
    }
}

/// A stand-in for a player or espeak-ng that records the files it is given.
enum StandInPlayer {
    /// A directory holding a stand-in program called `name` that copies the file it is given
    /// (its last argument) beside it and lists the copies, in order, in `played.txt`.
    static func standIn(named name: String) throws -> (directory: URL, log: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-player-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appendingPathComponent("played.txt")
        let program = directory.appendingPathComponent(name)
        try writeExecutable("""
            #!/bin/sh
            # New speech ends the player: the copy is made all the same.
            trap '' TERM
            for last; do :; done
            copy='\(directory.path)/played-'$$.wav
            /bin/cp "$last" "$copy"
            printf '%s\\n' "$copy" >> '\(log.path)'

            """, to: program)
        return (directory, log)
    }

    static func played(_ log: URL) -> [URL] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map { URL(fileURLWithPath: String($0)) }
    }

    static func waitFor(_ count: Int, in log: URL) {
        let deadline = Date().addingTimeInterval(30)
        while played(log).count < count, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    }
}
