import Headless
import Foundation
import Testing
import TermUI

/// The explorer's popups, panels and marks in the real executable, in tmux, as a person uses them.
@Suite("Explorer live end to end", .serialized, .enabled(if: TmuxSession.isInstalled,
                                                         "tmux is not installed; the end-to-end tests drive the explorer inside tmux"))
struct ExplorerLiveEndToEndTests {
    typealias Panes = ExplorerEndToEndTests.Panes

    func start(_ arguments: [String], environment: [String] = []) throws -> TmuxSession {
        let rotor = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: rotor),
                     "build the rotor executable first: swift build (looked for \(rotor))")
        let command = environment.isEmpty ? [rotor] + arguments : ["env"] + environment + [rotor] + arguments
        return try TmuxSession(command: command, width: ExplorerEndToEndTests.width, height: ExplorerEndToEndTests.height)
    }

    /// Presses → until the focused tree row contains `text`.
    @discardableResult
    func moveTo(_ text: String, in tmux: TmuxSession) async throws -> Panes {
        var panes = Panes(try tmux.capture())
        for _ in 0..<40 where !(panes.focusedRow ?? "").contains(text) {
            let before = panes.focusedRow
            try tmux.sendKeys("Tab")  // next, as → is: one byte, never split by a loaded machine
            // A capture between two frames can show no focused row: wait for the new one.
            panes = Panes(try await tmux.waitFor("the next element") { Panes($0).focusedRow.map { $0 != before } ?? false })
        }
        try #require((panes.focusedRow ?? "").contains(text), "never reached \(text)")
        return panes
    }

    @Test("b shows a braille display of the focused element, in braille and in print; . pans along it",
          .enabled(if: { if case .success = LibLouis.shared { true } else { false } }(), "liblouis is not installed"))
    func braillePanel() async throws {
        let tmux = try start(["explore", "beach", "--braille-cells", "12"])
        defer { tmux.kill() }
        try await tmux.waitFor("the beach screen") { Panes($0).screen.joined().contains("Weekend adventure") }
        try tmux.sendKeys("b")
        let expected = try LibLouis.shared.get().translate("Weekend adventure hd")
        try await tmux.waitFor("the braille panel") { lines in
            let text = lines.joined(separator: "\n")
            return text.contains("Braille — 12 cells") && text.contains(String(expected.cells.prefix(12)))
                && text.contains("Weekend adventure")
        }
        try tmux.sendKeys(".")
        try await tmux.waitFor("the display to pan") { lines in
            lines.joined(separator: "\n").contains(String(expected.cells.dropFirst(12)))
        }
    }

    @Test("--assistive voice-control shows names over the controls; ':' and a phrase tap one; n shows numbers")
    func voiceControl() async throws {
        let tmux = try start(["explore", "compose:before", "--assistive", "voice-control"])
        defer { tmux.kill() }
        // The unnamed heart is marked "?", the Send button labelled otherwise is named by its label,
        // cut short at the pane's edge with its "!" kept.
        try await tmux.waitFor("the names") { lines in
            let screen = Panes(lines).screen.joined(separator: "\n")
            return screen.contains("?") && screen.contains("Sub… !")
        }
        try tmux.sendKeys(":")
        try tmux.sendKeys("-l", "tap Send")
        try await tmux.waitFor("the command line") { $0.last?.contains("Voice Control › tap Send") == true }
        try tmux.sendKeys("Enter")
        try await tmux.waitFor("Voice Control's answer") { $0[0].contains("No item named \"Send\"") }
        try tmux.sendKeys("n")
        try await tmux.waitFor("the numbers") { lines in Panes(lines).screen.contains { $0.contains("4 !") } }
        try tmux.sendKeys(":")
        try tmux.sendKeys("-l", "tap 5")
        try tmux.sendKeys("Enter")
        try await tmux.waitFor("the message sent") { lines in Panes(lines).screen.contains { $0.contains("Sent") } }
    }

    @Test("--assistive switch-control scans on its own; Space opens the menu on an item and an entry does it")
    func switchControl() async throws {
        let tmux = try start(["explore", "compose", "--assistive", "switch-control", "--switch-interval", "0.5"])
        defer { tmux.kill() }
        // The heavy cursor moves by itself.
        let first = Panes(try await tmux.waitFor("the switch cursor") { Panes($0).screen.joined().contains("┏") })
        try await tmux.waitFor("the cursor to move") { Panes($0).screen != first.screen }
        try tmux.sendKeys("w")  // manual scanning: it stays where → puts it
        try await tmux.waitFor("manual scanning") { $0[0].contains("manual scanning") }
        // Each Tab moves the cursor one item: wait for the move itself before looking at where it is,
        // so a loaded machine never sees a second Tab sent before the first was drawn.
        var shown = try tmux.capture()
        for _ in 0..<8 where !shown[0].contains("Send message") {
            try tmux.sendKeys("Tab")  // next, as → is: one byte, never split by a loaded machine
            let before = shown
            shown = try await tmux.waitFor("the cursor to move on") { $0 != before }
        }
        try tmux.sendKeys("Space")
        try await tmux.waitFor("the menu") { $0.joined(separator: "\n").contains("Switch Control — Send message") }
        try tmux.sendKeys("Space")
        try await tmux.waitFor("the message sent") { lines in Panes(lines).screen.contains { $0.contains("Sent") } }
    }

    @Test("s lists the screens; a digit and Enter open another screen, and the status bar counts it")
    func screenList() async throws {
        let tmux = try start([])
        defer { tmux.kill() }
        try await tmux.waitFor("the trip screen") { $0[0].contains("trip (after) 1/") }
        try tmux.sendKeys("s")
        try await tmux.waitFor("the screen list") { lines in
            let text = lines.joined(separator: "\n")
            return text.contains("─ Screens ─") && text.contains("sounds") && text.contains("settings")
        }
        try tmux.sendKeys("3", "Enter")
        // A capture can land mid-paint: wait for the whole new frame.
        let opened = try await tmux.waitFor("the sounds screen") { lines in
            lines[0].contains("sounds (after) 3/") && Panes(lines).screen.joined().contains("Comment alert")
                && !lines.joined().contains("─ Screens ─")
        }
        #expect(opened.joined().contains("Screen — sounds (after)"))
        #expect(Panes(opened).screen.joined().contains("Comment alert"))
        #expect(!opened.joined().contains("─ Screens ─"), "the list closed")
    }

    @Test("a on a comment opens the actions menu; ↓ and Enter perform Reply")
    func actionsReply() async throws {
        let tmux = try start(["explore", "beach"])
        defer { tmux.kill() }
        try await tmux.waitFor("the beach screen") { Panes($0).screen.joined().contains("Weekend adventure") }
        try await moveTo("Looks like a wonderful time", in: tmux)
        try tmux.sendKeys("a")
        try await tmux.waitFor("the actions menu") { lines in
            let text = lines.joined(separator: "\n")
            return text.contains("Actions — Unread, Looks like") && text.contains("Favorite") && text.contains("Reply")
                && Panes(lines).captionText.contains("Actions menu, 2 items, Favorite, Reply")
        }
        try tmux.sendKeys("Down", "Enter")
        let done = try await tmux.waitFor("Reply to be performed") { $0[0].contains("Performed Reply") }
        #expect(!done.joined().contains("─ Actions — "), "the menu closed")
    }

    @Test("drag and drop complete from the keyboard on the sounds screen")
    func dragAndDrop() async throws {
        let tmux = try start(["explore", "sounds"])
        defer { tmux.kill() }
        try await tmux.waitFor("the sounds screen") { Panes($0).screen.joined().contains("Comment alert") }
        try await moveTo("\"Birds\"", in: tmux)
        try tmux.sendKeys("a")
        try await tmux.waitFor("the drag action") { $0.joined().contains("Actions — Birds") }
        try tmux.sendKeys("Enter")
        try await tmux.waitFor("the drag to start") { Panes($0).captions.last?.hasSuffix("Drag") == true }
        try tmux.sendKeys("End")
        try await tmux.waitFor("the alert") { (Panes($0).focusedRow ?? "").contains("\"Alert\"") }
        try tmux.sendKeys("a")
        try await tmux.waitFor("the drop actions") { lines in
            let text = lines.joined(separator: "\n")
            return text.contains("Set sound 1") && text.contains("Set sound 3") && text.contains("Actions — Alert")
        }
        try tmux.sendKeys("Down", "Enter")
        let dropped = Panes(try await tmux.waitFor("the drop") { (Panes($0).focusedRow ?? "").contains("value: Birds") })
        try await tmux.waitFor("the drop to be announced") { Panes($0).captionText.contains("Drop complete") }
        #expect(dropped.focusedRow?.hasPrefix("▶*") == true, "the alert is marked changed")
    }

    @Test("i shows the focused element's details, its hint among them")
    func detailsShowHint() async throws {
        let tmux = try start(["explore", "settings"])
        defer { tmux.kill() }
        try await tmux.waitFor("the settings screen") { $0.joined().contains("Accessibility tree") }
        try await moveTo("\"Volume\"", in: tmux)
        try tmux.sendKeys("i")
        // The panel is painted row by row: a capture between two rows can show its title
        // without what is under it, so the wait is for the hint's row too.
        let shown = try await tmux.waitFor("the details panel") {
            $0.joined().contains("Details — Volume") && Panes($0).tree.joined(separator: "\n").contains("Changes the volume")
        }
        let tree = Panes(shown).tree.joined(separator: "\n")
        #expect(tree.contains("Hint") && tree.contains("Changes the volume"))
        #expect(tree.contains("60 percent"))
        try tmux.sendKeys("i")
        try await tmux.waitFor("the tree again") { $0.joined().contains("Accessibility tree") }
    }

    @Test("the focus outline stays whole around a wallet budget slider")
    func outlineWhole() async throws {
        let tmux = try start(["explore", "wallet"])
        defer { tmux.kill() }
        try await tmux.waitFor("the wallet screen") { $0.joined().contains("Wallet Pal") }
        _ = try await moveTo("adjustable \"Food\"", in: tmux)
        // The pane is painted row by row: a capture between two rows can show the track before
        // the outline's bottom edge, so the wait is for the row under the track too (an outline
        // that never closes times out here).
        let shown = try await tmux.waitFor("the outline's bottom edge under the track") { lines in
            let screen = Panes(lines).screen
            guard let track = screen.firstIndex(where: { $0.first == "│" && $0.contains("━") }), track + 1 < screen.count
            else { return false }
            return screen[track + 1].hasPrefix("└")
        }
        let screen = Panes(shown).screen
        let track = try #require(screen.firstIndex { $0.first == "│" && $0.contains("━") }, "the focused track")
        let width = TerminalText.width(of: screen[track])
        #expect(screen[track].hasSuffix("│"), "the right edge: \(screen[track])")
        #expect(screen[track - 1].hasPrefix("┌") && screen[track - 1].hasSuffix("┐"), "the top edge: \(screen[track - 1])")
        #expect(screen[track + 1].hasPrefix("└") && screen[track + 1].hasSuffix("┘"), "the bottom edge: \(screen[track + 1])")
        #expect(TerminalText.width(of: screen[track - 1]) == width && TerminalText.width(of: screen[track + 1]) == width)
    }

    @Test("with NO_COLOR the explorer draws without a colour and still shows the focus and captions")
    func noColor() async throws {
        let tmux = try start(["explore", "beach"], environment: ["NO_COLOR=1"])
        defer { tmux.kill() }
        try await tmux.waitFor("the beach screen") { Panes($0).screen.joined().contains("Weekend adventure") }
        // The screen appears with its first element focused.
        try await tmux.waitFor("the first element") { (Panes($0).focusedRow ?? "").contains("Weekend adventure") }
        let styled = try tmux.captureWithEscapes()
        let colour = try NSRegularExpression(pattern: "\u{1B}\\[[0-9;]*(?:3[0-7]|4[0-7]|9[0-7]|10[0-7]|[34]8;[25];)")
        #expect(colour.firstMatch(in: styled, range: NSRange(styled.startIndex..., in: styled)) == nil,
                "no colour escape in the pane")
        #expect(styled.contains("\u{1B}[1;7m") || styled.contains(";7m") || styled.contains("[7m"),
                "reverse video marks the status bar and the focused row")
        try tmux.sendKeys("q")
        try await tmux.waitFor("rotor to exit") { $0.contains("\(TmuxSession.exitMarker) 0") }
    }
}
