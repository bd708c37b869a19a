import Accessibility

/// Time on the reader's clock: waiting lets speech end, what waits start, and the app's timers
/// fire; read all goes on as time passes.
extension ScreenReader {
    /// The longest a wait lasts: a script's `wait inf` is a very long time, not forever.
    static let longestWait = 1e9

    func wait(_ seconds: Double) {
        var remaining = seconds.isNaN ? 0 : min(max(0, seconds), Self.longestWait)
        // A read all goes on as time passes: when one element has been spoken, the cursor
        // moves to the next and speaks it.
        while speech.isReadingAll {
            let untilIdle = speech.queue.secondsUntilIdle ?? 0
            guard untilIdle <= remaining else { break }
            pass(untilIdle)
            remaining -= untilIdle
            // The app may have changed meanwhile: read on after the element read last, wherever
            // the app put the cursor.
            settle(.none)
            // Speech the app queued (a low-priority announcement) started as the element ended:
            // it is heard out before reading on.
            if speech.queue.isSpeaking { continue }
            guard let current = readingAllPosition, current + 1 < cursor.order.count else {
                speech.isReadingAll = false
                break
            }
            speech.speak(readingAllSpeech(at: current + 1), policy: .interrupting)
        }
        pass(remaining)
        settle(.changes, queuedWhenFrequent: true)
    }

    /// Lets time pass for the speech queue and the app.
    private func pass(_ seconds: Double) {
        guard seconds > 0 else { return }
        speech.advance(by: seconds)
        callApp { source.advanceTime(by: seconds) }
    }

    /// Read all: the element at `start` now, the rest one by one as the speech ends (`wait`,
    /// or real time in the explorer); the cursor follows. VoiceOver reads no hints during read
    /// all.
    func read(from start: Int) {
        guard cursor.order.count > 0 else { return say(Phrases.noItems, .cue) }
        let first = min(start, cursor.order.count - 1)
        say(readingAllSpeech(at: first))
        speech.isReadingAll = true
    }

    private func readingAllSpeech(at position: Int) -> [Utterance] {
        speech.readingAllID = cursor.order.ids[position]
        return focus(on: position).filter { $0.kind != .hint }
    }

    /// Where read all is: the element it read last, else (gone from the screen) the cursor.
    private var readingAllPosition: Int? {
        speech.readingAllID.flatMap { cursor.order.position(of: $0, in: tree) } ?? focusedIndex
    }
}
