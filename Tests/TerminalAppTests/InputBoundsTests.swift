import Foundation
import Headless
@testable import TerminalApp
import Testing
import TermUI

/// What the command line hands to C libraries is bounded and clean before the call, and what a
/// message quotes of the user's input stays short.
@MainActor
struct InputBoundsTests {
    let registry = smallRegistry

    func rotor(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        runRotor(arguments, registry: registry)
    }

    // MARK: liblouis

    @Test("--braille-table longer than 1024 bytes, or with a NUL or control character, is a usage error on every command",
          arguments: [["speak", "small", "--braille"], ["play", "/nonexistent.rotor", "--braille"], ["explore", "small", "--braille"]])
    func brailleTableBounds(command: [String]) {
        for (table, reason) in [(String(repeating: "a", count: 5000), "a table name is at most 1024 bytes, not 5000"),
                                ("en-ueb-g2.ctb\u{0}x", "a table name cannot contain a NUL or another control character"),
                                ("en-ueb\u{1B}[2J.ctb", "a table name cannot contain a NUL or another control character"),
                                ("", "a table name cannot be empty")] {
            let run = rotor(command + ["--braille-table", table])
            #expect(run.status == 2, "\(command) \(reason)")
            #expect(run.errors.hasPrefix("rotor: --braille-table '"))
            #expect(run.errors.hasSuffix(reason))
            #expect(run.errors.count < 400)
        }
    }

    @Test("LibLouis.translate refuses an over-long or hostile table name before liblouis sees it",
          .enabled(if: louisIsInstalled, "liblouis is not installed (apt-get install liblouis20 liblouis-data)"))
    func translateRefusesBadTableNames() throws {
        let louis = try LibLouis.shared.get()
        for table in [String(repeating: "b", count: 4100), "en-ueb-g2.ctb\u{0}", "\u{7}bell.ctb"] {
            #expect(throws: LibLouis.LoadError.self) { try louis.translate("a", table: table) }
        }
        // A table list at the limit still reaches liblouis, which says it has no such table.
        let atLimit = String(repeating: "c", count: LibLouis.maximumTableNameBytes)
        #expect(throws: LibLouis.LoadError.unknownTable(atLimit)) { try louis.translate("a", table: atLimit) }
        #expect(try louis.translate("ab", table: "en-ueb-g1.ctb").cells.count == 2)
    }

    @Test("LibLouis.translate refuses more text than a braille line can be, before liblouis sees it",
          .enabled(if: louisIsInstalled, "liblouis is not installed (apt-get install liblouis20 liblouis-data)"))
    func translateRefusesHugeText() throws {
        let louis = try LibLouis.shared.get()
        let text = String(repeating: "a", count: LibLouis.maximumTextUnits + 1)
        #expect(throws: LibLouis.LoadError.textTooLong(units: LibLouis.maximumTextUnits + 1)) {
            try louis.translate(text, table: LibLouis.defaultTable)
        }
    }

    @Test("the real rotor given a 5000-character --braille-table exits 2 with a message, not an abort (134)")
    func executableBrailleTableBound() throws {
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        let result = try Subprocess.run([path, "speak", "trip", "--braille", "--braille-table", String(repeating: "a", count: 5000)])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("rotor: --braille-table 'aaaa"))
        #expect(result.errors.hasSuffix("… (4800 more)': a table name is at most 1024 bytes, not 5000\n"))
    }

    // MARK: libespeak-ng

    @Test("voice names espeak must not see are refused: too long, NUL, control characters, paths")
    func voiceNameBounds() {
        #expect(ESpeakLibrary.isUsableVoiceName("en"))
        #expect(ESpeakLibrary.isUsableVoiceName("en-us+f3"))
        #expect(ESpeakLibrary.isUsableVoiceName(String(repeating: "a", count: 40)))
        for name in ["", String(repeating: "a", count: 41), String(repeating: "a", count: 5000), "en\u{0}", "en\u{1B}[2J",
                     "../../etc/passwd", "fr ca", "日本"] {
            #expect(!ESpeakLibrary.isUsableVoiceName(name), "\(name.debugDescription)")
        }
    }

    @Test("setVoice with an over-long or hostile name makes no call into espeak and keeps the voice",
          .enabled(if: SpeechLibraryTests.installed, SpeechLibraryTests.skipReason))
    func setVoiceRefusesWithoutCalling() throws {
        let library = try ESpeakLibrary.load().get()
        #expect(library.setVoice("en"))
        let calls = library.voiceCalls
        #expect(!library.setVoice(String(repeating: "x", count: 5000)))
        #expect(!library.setVoice("en\u{0}de"))
        #expect(!library.setVoice("en\u{7}"))
        #expect(library.voiceCalls == calls)
        #expect(library.voiceName == "en")
    }

    @Test("text with NUL and control characters is spoken whole, each control a space")
    func speakableText() {
        #expect(ESpeakLibrary.speakableText("plain text") == "plain text")
        #expect(ESpeakLibrary.speakableText("before\u{0}after") == "before after")
        #expect(ESpeakLibrary.speakableText("a\u{1B}[2Jb\u{7F}c\u{85}d") == "a [2Jb c d")
        #expect(ESpeakLibrary.speakableText("line\nnext\tcell") == "line\nnext\tcell")
    }

    @Test("espeak speaks the words after a NUL, and a long hostile text without failing",
          .enabled(if: SpeechLibraryTests.installed, SpeechLibraryTests.skipReason))
    func synthesizeHostileText() throws {
        let library = try ESpeakLibrary.load().get()
        let before = library.synthesize("hello").samples.count
        let withNul = library.synthesize("hello\u{0} world, and more words after it").samples.count
        #expect(withNul > before * 2)
    }

    // MARK: Bounded quotes

    @Test("a 10 MB screen name is rejected with a short message ending in the count of what was left out")
    func hugeScreenName() {
        let run = rotor(["tree", String(repeating: "s", count: 10_000_000)])
        #expect(run.status == 2)
        #expect(run.errors.count <= 300)
        #expect(run.errors.hasPrefix("rotor: unknown screen 'sss"))
        #expect(run.errors.contains("… (9999800 more)'"))
    }

    @Test("a 10 MB script line is rejected with a short message on stderr")
    func hugeScriptLine() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-huge-\(UUID().uuidString).rotor")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(("screen small\n" + String(repeating: "z", count: 10_000_000) + "\n").utf8).write(to: file)
        let run = rotor(["play", file.path])
        #expect(run.status == 2)
        #expect(run.errors.count <= 300 + file.path.count)
        #expect(run.errors.hasSuffix("… (9999800 more)'"))
    }

    @Test("a 10 MB option value and argument are quoted short", arguments: [["tree", "small", "--idiom"], ["snapshot", "small", "--keys"],
                                                                             ["fuzz", "--seed"], ["list"]])
    func hugeValues(command: [String]) {
        let run = rotor(command + [String(repeating: "v", count: 10_000_000)])
        #expect(run.status == 2)
        // The quote and the message's own words (the list of keys for --keys).
        #expect(run.errors.count <= 700)
        #expect(run.errors.contains("… (9999800 more)"))
    }

    // MARK: audit --disable

    @Test("an empty rule name given to --disable is a usage error", arguments: ["", ",", "unlabeled-control,,hint-not-a-phrase", " "])
    func emptyDisabledRule(list: String) {
        let run = rotor(["audit", "small", "--disable", list])
        #expect(run.status == 2)
        #expect(run.errors.contains("--disable: an empty rule name"))
    }
}
