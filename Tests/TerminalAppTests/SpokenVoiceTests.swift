import Foundation
import ScreenReader
import Testing
@testable import TerminalApp

/// `--voice` speaks new captions with espeak-ng; a stand-in program records what it is asked.
@MainActor
struct SpokenVoiceTests {
    /// A script that appends its last argument to a file, in place of espeak-ng.
    func standIn() throws -> (executable: String, log: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-voice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appendingPathComponent("spoken.txt")
        let script = directory.appendingPathComponent("espeak-ng")
        try writeExecutable("#!/bin/sh\nfor last; do :; done\nprintf '%s\\n' \"$last\" >> '\(log.path)'\n", to: script)
        return (script.path, log)
    }

    func spoken(_ log: URL) -> [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Waits (up to thirty seconds, for a loaded machine) until the stand-in has recorded `count` lines.
    func waitFor(_ count: Int, in log: URL) {
        let deadline = Date().addingTimeInterval(30)
        while spoken(log).count < count, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    }

    @Test("only utterances added since the last call are spoken, joined with a pause")
    func speaksWhatIsNew() throws {
        let (executable, log) = try standIn()
        let voice = SpokenVoice(executable: executable)
        var transcript = [Utterance("Weekend adventure, Heading", kind: .element)]
        voice.speak(newFrom: transcript)
        waitFor(1, in: log)
        voice.speak(newFrom: transcript)  // nothing new: nothing spoken
        transcript.append(Utterance("Comments, Switch button, Off", kind: .element))
        transcript.append(Utterance("Double tap to toggle setting.", kind: .hint))
        voice.speak(newFrom: transcript)
        waitFor(2, in: log)
        voice.stop()
        #expect(spoken(log) == ["Weekend adventure, Heading", "Comments, Switch button, Off. Double tap to toggle setting."])
    }

    @Test("cues stand for VoiceOver's sounds and are not spoken")
    func cuesAreNotSpoken() throws {
        let (executable, log) = try standIn()
        let voice = SpokenVoice(executable: executable)
        voice.speak(newFrom: [Utterance("Comments, Switch button, Off", kind: .element), Utterance("Last item", kind: .cue)])
        waitFor(1, in: log)
        voice.speak(newFrom: [Utterance("Comments, Switch button, Off", kind: .element), Utterance("Last item", kind: .cue),
                              Utterance("Last item", kind: .cue)])
        voice.speak(newFrom: [Utterance("Comments, Switch button, Off", kind: .element), Utterance("Last item", kind: .cue),
                              Utterance("Last item", kind: .cue), Utterance("On", kind: .element)])
        waitFor(2, in: log)
        voice.stop()
        #expect(spoken(log) == ["Comments, Switch button, Off", "On"])
    }

    @Test("when the caption history drops old utterances, only the new ones are spoken")
    func speaksWhatIsNewAfterOldCaptionsAreDropped() throws {
        let (executable, log) = try standIn()
        let voice = SpokenVoice(executable: executable)
        let said = (1...6).map { Utterance("Item \($0)", kind: .element) }
        // A history of three: the frame holds the last three, and says how many went before.
        voice.speak(newFrom: Array(said[0..<3]), dropped: 0)
        waitFor(1, in: log)
        voice.speak(newFrom: Array(said[2..<5]), dropped: 2)
        waitFor(2, in: log)
        voice.speak(newFrom: Array(said[3..<6]), dropped: 3)
        waitFor(3, in: log)
        voice.stop()
        #expect(spoken(log) == ["Item 1. Item 2. Item 3", "Item 4. Item 5", "Item 6"])
    }

    @Test("the program gets all of a text with a NUL in it, controls as spaces, and a text too long for one argument cut short")
    func hostileTextReachesTheProgram() throws {
        let (executable, log) = try standIn()
        let voice = SpokenVoice(executable: executable)
        voice.speak(newFrom: [Utterance("before\u{0}after\u{1B}[2J", kind: .element)])
        waitFor(1, in: log)
        let long = String(repeating: "word ", count: 40_000)  // 200 000 bytes: past Linux's 128 KiB for one argument
        voice.speak(newFrom: [Utterance("before\u{0}after\u{1B}[2J", kind: .element), Utterance(long, kind: .element)])
        waitFor(2, in: log)
        voice.stop()
        let lines = spoken(log)
        #expect(lines.first == "before after [2J")
        #expect(lines.count == 2)
        #expect(lines.last?.utf8.count == SpokenVoice.maximumTextBytes)
        #expect(lines.last.map { long.hasPrefix($0) } == true)
    }

    @Test("espeak-ng is looked for on the PATH")
    func findsOnPath() throws {
        let (executable, _) = try standIn()
        let directory = (executable as NSString).deletingLastPathComponent
        #expect(SpokenVoice.find(in: ["PATH": "/nonexistent:\(directory)"]) == executable)
        #expect(SpokenVoice.find(in: ["PATH": "/nonexistent"]) == nil)
    }
}
