import Headless
import Foundation
import Testing
import TermUI

/// The reader on the explorer's real-time clock, in the real binary in tmux.
@Suite("Live reader end to end", .serialized, .enabled(if: TmuxSession.isInstalled, "tmux is not installed"))
struct LiveReaderEndToEndTests {
    typealias Panes = ExplorerEndToEndTests.Panes
    let app = ExplorerEndToEndTests()

    @Test("rotor opens on the trip screen with its first element focused and spoken, before any key")
    func firstElementSpoken() async throws {
        let tmux = try app.start()
        defer { tmux.kill() }
        // Both in one capture: on a busy machine a capture can fall between the caption's paint
        // and the tree's.
        let panes = Panes(try await tmux.waitFor("the first element spoken and focused") { lines in
            Panes(lines).captionText.contains("Weekend adventure, Heading")
                && Panes(lines).focusedRow?.contains("Weekend adventure") == true
        })
        #expect(panes.focusedRow?.contains("Weekend adventure") == true)
        #expect(panes.screen.joined().contains("Trip budget"), "the trip screen: post, budget, alerts")
    }

    @Test("read all moves the cursor element by element as each is spoken, and a key stops it")
    func readAllIsPacedAndStops() async throws {
        let tmux = try app.start(["explore", "dogs"])
        defer { tmux.kill() }
        let start = Panes(try await tmux.waitFor("the dogs screen") { Panes($0).captionText.contains("Dogs, Heading") })
        try tmux.sendKeys("r")
        // With no key pressed, the cursor moves on twice as the reading goes.
        var rows: [String] = [start.focusedRow ?? ""]
        while rows.count < 3 {
            let moved = Panes(try await tmux.waitFor("the cursor to move on") { lines in
                let row = Panes(lines).focusedRow ?? ""
                return !row.isEmpty && row != rows.last
            })
            rows.append(moved.focusedRow ?? "")
        }
        #expect(Set(rows).count == 3, "three different rows: \(rows)")
        // Any key stops it: Home jumps to the first element, and the cursor stays there.
        try tmux.sendKeys("Home")
        let stopped = Panes(try await tmux.waitFor("the first element again") { lines in
            Panes(lines).focusedRow?.contains("Dogs") == true
        })
        try await Task.sleep(for: .seconds(4))  // longer than any dog's row takes to say
        #expect(Panes(try tmux.capture()).focusedRow == stopped.focusedRow, "read all stopped on the key")
    }

    @Test("a low-priority announcement waits for the speech before it; a high-priority one cuts speech off")
    func prioritiesInRealTime() async throws {
        let tmux = try app.start()
        defer { tmux.kill() }
        try await tmux.waitFor("the trip screen") { Panes($0).captionText.contains("Weekend adventure, Heading") }
        // The post takes about eleven seconds to say; the low-priority notification comes at four.
        try tmux.sendKeys("Tab")  // next, as → is: one byte, never split by a loaded machine
        let waiting = Panes(try await tmux.waitFor("the low-priority announcement to wait", timeout: .seconds(180)) { lines in
            Panes(lines).captions.contains { $0.hasPrefix("… ! Jack favorited your trip") }
        })
        #expect(waiting.captions.contains { $0.hasPrefix("▸ › Half star") }, "the post is still being spoken")
        // The high-priority one, at twelve seconds, interrupts whatever is speaking then.
        let interrupted = Panes(try await tmux.waitFor("the high-priority announcement", timeout: .seconds(180)) { lines in
            Panes(lines).captions.contains { $0.contains("Lightning near Baker Beach") }
        })
        let captions = interrupted.captions.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let lightning = try #require(captions.firstIndex { $0.contains("Lightning near Baker Beach") })
        #expect(captions[..<lightning].contains { $0.hasPrefix("✂") }, "speech was cut off: \(captions)")
        #expect(captions.contains { $0.contains("Jack favorited your trip") && !$0.hasPrefix("…") },
                "the low-priority announcement was spoken once the post ended")
    }
}
