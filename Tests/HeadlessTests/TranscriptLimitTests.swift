import DemoScreens
import Headless
import ScreenReader
import Testing
import TermUI

/// The explorer's caption history keeps the latest utterances, so a long session's memory
/// stays flat; scripts, tests and headless commands keep the whole transcript.
@MainActor
struct TranscriptLimitTests {
    @Test("with a transcript limit, the session keeps only the latest utterances, on every screen it opens")
    func limitedSessionKeepsTheLatest() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "beach")
        session.transcriptLimit = 10
        var lastSaid: [Utterance] = []
        for _ in 0..<40 { lastSaid = session.perform(.next) }
        #expect(session.transcript.count == 10)
        #expect(Array(session.transcript.suffix(lastSaid.count)) == lastSaid)
        let frame = session.frame()
        #expect(frame.captions == session.transcript)
        #expect(frame.captionsDropped == session.reader.spokenCount - 10)
        #expect(frame.captionsDropped > 0)

        session.switchVariant()
        for _ in 0..<40 { session.perform(.next) }
        #expect(session.transcript.count == 10)
        try session.open("dogs")
        for _ in 0..<40 { session.perform(.next) }
        #expect(session.transcript.count == 10)
    }

    @Test("a headless transcript keeps every utterance, past the explorer's caption history")
    func headlessTranscriptIsComplete() {
        let session = ScreenSession(VStack { ForEach(0..<10) { Text("Line \($0)") } })
        for _ in 0..<600 { _ = session.readToEnd() }
        #expect(session.transcript.count == session.reader.spokenCount)
        #expect(session.transcript.count > 5_000, "well past the explorer's 1 000")
        #expect(session.frame().captionsDropped == 0)
    }

    @Test("a walkthrough's transcript keeps every line however long the script")
    func walkthroughTranscriptIsComplete() throws {
        let text = "screen beach\n" + String(repeating: "read-all\n", count: 300)
        let result = WalkthroughRunner(registry: demoRegistry).run(try WalkthroughScript(parsing: text))
        // The screen line and what it said, then each read-all line and the first element.
        #expect(result.transcript.count == 2 + 300 * 2)
    }
}
