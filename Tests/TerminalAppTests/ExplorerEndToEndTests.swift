import Headless
import Foundation
import Testing
import TermUI

/// The real `rotor` executable in a real terminal (tmux): what a developer sees after
/// `swift run rotor`. CI runs `swift build` first, so the executable is there.
@Suite("Explorer end to end", .serialized, .enabled(if: TmuxSession.isInstalled,
                                                    "tmux is not installed; the end-to-end tests drive the explorer inside tmux"))
struct ExplorerEndToEndTests {
    static let width = 160, height = 48

    static var packageRoot: URL {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return directory
    }

    /// The `rotor` built beside the test bundle, so a sanitized build's tests run the sanitized
    /// executable (`--scratch-path .build/asan`); `.build/debug/rotor` when the runner is elsewhere.
    static var rotorPath: String {
        let sibling = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("rotor")
        if FileManager.default.isExecutableFile(atPath: sibling.path) { return sibling.path }
        return packageRoot.appendingPathComponent(".build/debug/rotor").path
    }

    func start(_ arguments: [String] = [], width: Int = width, height: Int = height) throws -> TmuxSession {
        try #require(FileManager.default.isExecutableFile(atPath: Self.rotorPath),
                     "build the rotor executable first: swift build (looked for \(Self.rotorPath))")
        return try TmuxSession(command: [Self.rotorPath] + arguments, width: width, height: height)
    }

    /// The panes of a capture, cut by the explorer's own layout.
    struct Panes {
        var screen: [String], tree: [String], captions: [String]

        init(_ lines: [String]) {
            let layout = ExplorerLayout.panes(width: ExplorerEndToEndTests.width, height: ExplorerEndToEndTests.height)!
            func cut(_ rect: CellRect) -> [String] {
                (rect.y..<rect.maxY).map { y in
                    y < lines.count ? Panes.columns(lines[y], rect.x..<rect.maxX).trimmingCharacters(in: .whitespaces) : ""
                }
            }
            screen = cut(layout.screenContent)
            tree = cut(layout.treeContent)
            captions = cut(layout.captionContent).filter { !$0.isEmpty }
        }

        /// The characters of a captured line in a column range; wide characters count two.
        static func columns(_ line: String, _ range: Range<Int>) -> String {
            var column = 0, result = ""
            for character in line {
                let width = TerminalText.width(of: character)
                if column >= range.lowerBound, column + width <= range.upperBound { result.append(character) }
                column += width
            }
            return result
        }

        var focusedRow: String? { tree.first { $0.hasPrefix("▶") } }
        var captionText: String { captions.joined(separator: " ") }
    }

    /// The words of a tree row worth finding in speech: four letters or more.
    static func rowWords(_ row: String) -> [String] {
        row.split(whereSeparator: { !$0.isLetter }).map(String.init).filter { $0.count >= 4 }
    }

    static func containsWord(_ word: String, _ text: String) -> Bool {
        text.range(of: "\\b\(word)\\b", options: [.regularExpression, .caseInsensitive]) != nil
    }

    @Test("the explorer opens on the trip screen, or the one named, shows its tree, and speaks as focus moves",
          arguments: [[], ["explore", "beach"]])
    func exploreBeach(arguments: [String]) async throws {
        let tmux = try start(arguments)
        defer { tmux.kill() }
        let first = Panes(try await tmux.waitFor("the beach screen") { Panes($0).screen.joined().contains("Weekend adventure") })
        #expect(first.tree.filter { !$0.isEmpty }.count >= 3, "the tree pane lists elements")
        #expect(first.tree.joined().contains("Weekend adventure"))

        try tmux.sendKeys("Tab")  // next, as → is: one byte, never split by a loaded machine
        let moved = Panes(try await tmux.waitFor("speech after →") { lines in
            let panes = Panes(lines)
            // The tree and the captions are painted in one frame, but a capture can land mid-paint.
            // Waiting for the focused row's words in the captions too: a capture between the
            // tree's paint and the captions' shows the new focus with the old speech.
            guard !panes.captions.isEmpty, !panes.captionText.contains("Nothing said yet"),
                  let row = panes.focusedRow, row != first.focusedRow else { return false }
            return Self.rowWords(row).contains { panes.captionText.localizedCaseInsensitiveContains($0) }
        })
        let focused = try #require(moved.focusedRow)
        #expect(!moved.captionText.contains("Nothing said yet"))
        // What was said is the focused element: the two panes share its words.
        let words = Self.rowWords(focused)
        #expect(words.contains { moved.captionText.localizedCaseInsensitiveContains($0) },
                "the captions (\(moved.captionText)) speak the focused row (\(focused))")
    }

    @Test("Enter on the Comments switch turns it on, in speech and in the tree")
    func toggleComments() async throws {
        let tmux = try start(["explore", "beach"])
        defer { tmux.kill() }
        try await tmux.waitFor("the beach screen") { Panes($0).screen.joined().contains("Weekend adventure") }
        var panes = Panes(try tmux.capture())
        for _ in 0..<60 where !(panes.focusedRow ?? "").localizedCaseInsensitiveContains("Comments") {
            // Hints arrive after a pause on the live clock, so the focus, not the captions, says
            // the key was taken.
            let before = panes.focusedRow
            try tmux.sendKeys("Tab")  // next, as → is: one byte, never split by a loaded machine
            // A capture between two frames can show no focused row: wait for the new one.
            panes = Panes(try await tmux.waitFor("the next element") { Panes($0).focusedRow.map { $0 != before } ?? false })
        }
        let row = try #require(panes.focusedRow, "no focused row in the tree")
        try #require(row.localizedCaseInsensitiveContains("Comments"), "never reached the Comments switch")
        #expect(Self.containsWord("off", row))
        try await tmux.waitFor("the switch to be spoken") { lines in
            Panes(lines).captions.contains { $0.contains("Comments") && Self.containsWord("off", $0) }
        }

        try tmux.sendKeys("Enter")
        let toggled = Panes(try await tmux.waitFor("the switch to turn on") { lines in
            let row = Panes(lines).focusedRow ?? ""
            return Self.containsWord("on", row) && !Self.containsWord("off", row)
        })
        let row2 = try #require(toggled.focusedRow)
        #expect(Self.containsWord("on", row2) && !Self.containsWord("off", row2), "the tree says On")
        // The tree and the caption are drawn from the same command, but a capture can fall
        // between two frames; speech is waited for, not assumed.
        try await tmux.waitFor("speech to say On") { lines in
            Self.containsWord("on", Panes(lines).captions.suffix(3).joined(separator: " "))
        }
    }

    @Test("time passes in the explorer: the trip's banner arrives, is announced and leaves on its own, with no key pressed")
    func liveClock() async throws {
        let tmux = try start()
        defer { tmux.kill() }
        try await tmux.waitFor("the trip screen") { Panes($0).screen.joined().contains("Trip budget") }
        let arrived = Panes(try await tmux.waitFor("the low-priority notification") { lines in
            Panes(lines).captionText.contains("Jack favorited your trip")
        })
        #expect(arrived.screen.joined().contains("Jack favorited your trip"), "the banner is drawn")
        try await tmux.waitFor("the banner to leave", timeout: .seconds(180)) { lines in
            !Panes(lines).screen.joined().contains("Jack favorited your trip")
        }
    }

    @Test("rotor open starts the explorer on a SwiftUI file's first preview, or on the view or preview --view names",
          arguments: [
              (["PlaylistView.swift"], "Evening playlist"),
              (["PlaylistView.swift", "VolumeSettings.swift", "--view", "Muted"], "Sound"),
          ])
    func openStartsTheExplorer(arguments: [String], shows heading: String) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.rotorPath), "build the rotor executable first: swift build")
        let fixtures = Self.packageRoot.appendingPathComponent("Tests/Fixtures/SwiftUI")
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-open-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let files = arguments.map { $0.hasSuffix(".swift") ? fixtures.appendingPathComponent($0).path : $0 }
        let tmux = try TmuxSession(command: ["env", "XDG_CACHE_HOME=\(cache.path)", Self.rotorPath, "open"] + files,
                                   width: Self.width, height: Self.height)
        defer { tmux.kill() }
        // Building the files takes a few seconds before the explorer appears.
        let panes = Panes(try await tmux.waitFor("the opened screen", timeout: .seconds(180)) { lines in
            let panes = Panes(lines)
            // A capture can land mid-paint: wait for the panes and the first element's speech.
            return panes.screen.joined().contains(heading) && panes.tree.joined().contains(heading)
                && panes.captionText.contains(heading)
        })
        #expect(panes.tree.filter { !$0.isEmpty }.count >= 3, "the tree pane lists the file's elements")
        try tmux.sendKeys("q")
        let after = try await tmux.waitFor("rotor to exit") { $0.joined().contains(TmuxSession.exitMarker) }
        #expect(after.contains("\(TmuxSession.exitMarker) 0"))
    }

    @Test("q quits cleanly and gives the terminal back")
    func quit() async throws {
        let tmux = try start()
        defer { tmux.kill() }
        try await tmux.waitFor("the explorer") { $0.joined().contains("Accessibility tree") }
        try tmux.sendKeys("q")
        let after = try await tmux.waitFor("rotor to exit") { $0.joined().contains(TmuxSession.exitMarker) }
        #expect(after.contains("\(TmuxSession.exitMarker) 0"))
        #expect(!after.joined().contains("Accessibility tree"), "the explorer's screen is gone")
    }

    @Test("Ctrl-C quits and gives the terminal back")
    func interrupt() async throws {
        let tmux = try start()
        defer { tmux.kill() }
        try await tmux.waitFor("the explorer") { $0.joined().contains("Accessibility tree") }
        try tmux.sendKeys("C-c")
        let after = try await tmux.waitFor("rotor to exit") { $0.joined().contains(TmuxSession.exitMarker) }
        #expect(after.contains("\(TmuxSession.exitMarker) 130"))
        #expect(!after.joined().contains("Accessibility tree"))
    }

    @Test("the help overlay opens with ? and closes with Esc")
    func help() async throws {
        let tmux = try start()
        defer { tmux.kill() }
        try await tmux.waitFor("the explorer") { $0.joined().contains("Accessibility tree") }
        try tmux.sendKeys("?")
        try await tmux.waitFor("the help") { $0.joined().contains("Esc or ? closes this help") }
        try tmux.sendKeys("Escape")
        try await tmux.waitFor("the help to close") { !$0.joined().contains("Esc or ? closes this help") }
    }

    @Test("a tiny terminal shows what size is needed, and q still quits")
    func tinyTerminal() async throws {
        let tmux = try start(width: 40, height: 10)
        defer { tmux.kill() }
        let lines = try await tmux.waitFor("the too-small message") { $0.joined(separator: " ").contains("Terminal too small") }
        let text = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains("need at least \(ExplorerLayout.minimumWidth)×\(ExplorerLayout.minimumHeight)"))
        #expect(text.contains("have 40×10"))
        try tmux.sendKeys("q")
        try await tmux.waitFor("rotor to exit") { $0.contains("\(TmuxSession.exitMarker) 0") }
    }
}

@Suite("Explorer without a terminal")
struct ExplorerWithoutTerminalTests {
    @Test("without a TTY rotor explains itself on stderr and exits 2")
    func noTerminal() throws {
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        // stdin is /dev/null and the output goes to files: no terminal anywhere.
        let result = try Subprocess.run([path])
        #expect(result.status == 2)
        #expect(result.errors.contains(
            "rotor: the explorer needs a terminal; use `rotor explore --line` for plain lines, or `rotor tree`, `speak`, `play`, `snapshot` or `audit` for headless output"))
    }
}
