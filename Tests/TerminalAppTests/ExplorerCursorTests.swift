import Foundation
import Headless
import Testing
import TermUI
@testable import TerminalApp

/// The terminal's cursor follows what has the keyboard, so a console screen reader (Speakup,
/// Fenrir, Orca on a terminal) or a braille display through BRLTTY, which follow the cursor,
/// read the right line: in a real terminal (tmux), by `#{cursor_x} #{cursor_y}`.
@Suite("The terminal cursor follows the focus", .serialized, .enabled(if: TmuxSession.isInstalled,
                                                                      "tmux is not installed; the end-to-end tests drive the explorer inside tmux"))
struct ExplorerCursorTests {
    static let width = 120, height = 40

    func start(_ arguments: [String] = []) async throws -> TmuxSession {
        let rotor = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: rotor), "build the rotor executable first: swift build")
        let tmux = try TmuxSession(command: [rotor, "explore", "trip"] + arguments, width: Self.width, height: Self.height)
        try await tmux.waitFor("the trip screen") { $0.joined().contains("› Weekend adventure, Heading") }
        return tmux
    }

    /// Where the cursor is, and whether it is shown.
    static func cursor(_ tmux: TmuxSession) throws -> (x: Int, y: Int, shown: Bool) {
        let parts = try tmux.display("#{cursor_x} #{cursor_y} #{cursor_flag}").split(separator: " ").compactMap { Int($0) }
        try #require(parts.count == 3)
        return (parts[0], parts[1], parts[2] == 1)
    }

    /// The captured text from the cursor to the end of its line.
    static func textAtCursor(_ lines: [String], _ cursor: (x: Int, y: Int, shown: Bool)) -> String {
        guard cursor.y < lines.count else { return "" }
        return ExplorerEndToEndTests.Panes.columns(lines[cursor.y], cursor.x..<Self.width)
    }

    /// Waits until the cursor has moved to where `condition` holds for the text from it on.
    func waitForCursor(_ tmux: TmuxSession, _ description: String, _ condition: @escaping (String) -> Bool) async throws -> String {
        var seen = ""
        _ = try await tmux.waitFor(description) { lines in
            guard let cursor = try? Self.cursor(tmux) else { return false }
            seen = Self.textAtCursor(lines, cursor)
            return condition(seen)
        }
        return seen
    }

    @Test("the cursor is shown on the focused element's first cell, and moves with the focus")
    func cursorOnTheFocusedElement() async throws {
        let tmux = try await start()
        defer { tmux.kill() }
        let first = try await waitForCursor(tmux, "the cursor on the heading") { $0.hasPrefix("Weekend adventure") }
        #expect(first.hasPrefix("Weekend adventure"))
        #expect(try Self.cursor(tmux).shown, "shown by default")
        try tmux.sendKeys("Right")
        try await tmux.waitFor("the image focused") { $0.joined().contains("› Half star, Saturday") }
        let second = try await waitForCursor(tmux, "the cursor on the image") { $0.hasPrefix("Saturday") }
        #expect(second.hasPrefix("Saturday"), "the image's first cell is its caption's first line")
    }

    @Test("in a popup the cursor is on the chosen item; in the tree, on the tree's cursor row")
    func cursorOnTheChosenItem() async throws {
        let tmux = try await start()
        defer { tmux.kill() }
        try tmux.sendKeys("s")
        try await tmux.waitFor("the screen list") { $0.joined().contains("Screens") }
        _ = try await waitForCursor(tmux, "the cursor on the chosen screen") { $0.hasPrefix("1   trip") }
        try tmux.sendKeys("Down")
        let moved = try await waitForCursor(tmux, "the cursor on the next screen") { $0.hasPrefix("2   beach") }
        #expect(moved.hasPrefix("2   beach"))
        try tmux.sendKeys("Escape", "t")
        try await tmux.waitFor("the tree browsed") { $0.joined().contains("Accessibility tree — browsing") }
        let row = try await waitForCursor(tmux, "the cursor on the tree's row") { $0.contains("heading \"Weekend adventure\"") }
        #expect(row.contains("heading \"Weekend adventure\""))
    }

    @Test("--hide-cursor hides it, and it still moves to the focus")
    func hiddenCursorStillFollows() async throws {
        let tmux = try await start(["--hide-cursor"])
        defer { tmux.kill() }
        let text = try await waitForCursor(tmux, "the cursor on the heading") { $0.hasPrefix("Weekend adventure") }
        #expect(text.hasPrefix("Weekend adventure"))
        #expect(try !Self.cursor(tmux).shown)
    }
}

/// Where each frame puts the cursor, without a terminal.
@MainActor
@Suite("The canvas says where the cursor goes")
struct CanvasCursorTests {
    struct Row: View {
        var body: some View {
            VStack {
                Text("First line")
                Button("Second button") {}
            }
        }
    }

    static func controller() throws -> ExplorerController {
        let registry = ScreenRegistry([
            ScreenDescriptor(name: "one", summary: "The first", make: { _ in AnyView(Row()) }),
            ScreenDescriptor(name: "two", summary: "The second", make: { _ in AnyView(Row()) }),
        ])
        let session = try ScreenSession(registry: registry, screen: "one")
        session.appear()
        return ExplorerController(session: session, width: 120, height: 40)
    }

    static func text(at cursor: CellCanvas.Cursor?, in canvas: CellCanvas) -> String {
        guard let cursor else { return "" }
        return String((cursor.x..<canvas.width).map { canvas[$0, cursor.y].isContinuation ? "" : canvas[$0, cursor.y].grapheme }.joined())
    }

    @Test("on the focused element's first cell; on a popup's chosen row as it moves")
    func cursorFollowsFocusAndPopupChoice() throws {
        let controller = try Self.controller()
        var canvas = controller.canvas()
        #expect(Self.text(at: canvas.cursor, in: canvas).hasPrefix("First line"))
        _ = controller.handle(.key(.right))
        canvas = controller.canvas()
        #expect(Self.text(at: canvas.cursor, in: canvas).hasPrefix("Second button"))
        _ = controller.handle(.key(.character("s")))
        canvas = controller.canvas()
        #expect(Self.text(at: canvas.cursor, in: canvas).contains("one"), "the screen open now is chosen")
        _ = controller.handle(.key(.down))
        canvas = controller.canvas()
        #expect(Self.text(at: canvas.cursor, in: canvas).contains("two"))
    }
}
