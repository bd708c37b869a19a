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
            guard var current = readingAllPosition else {
                speech.isReadingAll = false
                break
            }
            if showsMoreRows(past: current, forward: true), let moved = readingAllPosition { current = moved }
            guard current + 1 < cursor.order.count else {
                speech.isReadingAll = false
                break
            }
            speech.speak(readingAllSpeech(at: current + 1), policy: .interrupting)
        }
        pass(remaining)
        settle(.changes, queuedWhenFrequent: true)
    }

    /// Lets `seconds` pass when the reader has nothing to do in them: no speech ends, no read
    /// all goes on, nothing was posted and no focus was asked for. The app's clock moves on (the
    /// caller knows no timer is due) and nothing is followed or said: what `wait` would do then,
    /// without a command. False, with nothing done, when the reader has something to do.
    public func passQuietly(_ seconds: Double) -> Bool {
        guard seconds > 0, !speech.isReadingAll, (secondsUntilSpeechEnds ?? .infinity) > seconds,
              !announcements.hasPosted, cursor.pendingFocusRequest == nil else { return false }
        callApp { source.advanceTime(by: seconds) }
        speech.advance(by: seconds)
        return true
    }

    /// Lets time pass for the speech queue and the app, together: when a timer of the app's
    /// posts something (an announcement, a layout change), time stops there and the reader
    /// follows it and speaks at that moment, as VoiceOver does when it is posted, rather than
    /// when the wait ends. Timers that post nothing cost no stop.
    private func pass(_ seconds: Double) {
        var left = seconds
        while left > 0 {
            let passed = callApp { source.advanceTime(by: left, stoppingAfter: { announcements.hasPosted }) }
            speech.advance(by: min(max(passed, 0), left))
            left -= max(passed, 0)
            guard left > 0, announcements.hasPosted else { break }
            followPosted()
            speakNow()
        }
        if left > 0 {
            // The source passed less time than asked and posted nothing: the rest is quiet time.
            speech.advance(by: left)
        }
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
