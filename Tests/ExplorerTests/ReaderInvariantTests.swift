import Accessibility
import DemoScreens
import Explorer
import ScreenReader
import Testing
import TermUI

/// After any command the reader's invariants hold: focus is on an existing, reachable
/// element; element ids are unique; every element has something to say.
@MainActor
struct ReaderInvariantTests {
    static let commands: [ReaderCommand] = [
        .next, .next, .previous, .first, .last, .activate, .escape, .magicTap, .increment, .decrement,
        .rotorNext, .rotorPrevious, .rotorItemNext, .rotorItemPrevious, .actionsMenu, .performAction("Favorite"),
        .performAction("Reply"), .moreContent, .touch(x: 40, y: 200), .readFromFocus, .focus("Unread"), .wait(seconds: 1),
    ]

    /// A small deterministic generator, so a failure replays the same way.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test("random command sequences keep focus on a reachable element, ids unique, every element speakable",
          arguments: ["beach", "beach:before"])
    func invariantsHold(screen: String) throws {
        for seed in 1...20 {
            let session = try ExplorerSession(registry: demoRegistry, screen: screen)
            var generator = Generator(state: UInt64(seed))
            var history: [ReaderCommand] = []
            for _ in 0..<60 {
                let command = Self.commands[generator.next(Self.commands.count)]
                history.append(command)
                session.perform(command)
                let tree = session.tree
                let ids = tree.allElements.map(\.id)
                #expect(Set(ids).count == ids.count, "duplicate ids after \(history)")
                if let focused = session.reader.focusedID {
                    let reachable = session.reader.navigationOrder.contains(focused)
                    #expect(reachable, "focus on an unreachable element after \(history)")
                }
                for element in tree.allElements where !element.isContainer {
                    let speech = ScreenReader.speech(for: element, in: tree)
                    #expect(!(speech.first?.text.isEmpty ?? true), "\(element.id) says nothing after \(history)")
                }
            }
        }
    }
}

/// Whatever a script file holds, parsing it gives a script or a located error, never a crash.
@MainActor
struct ScriptFuzzTests {
    @Test("random script text parses or fails with file:line, never crashes")
    func randomScripts() {
        let pieces = ["screen", "beach", "beach:before", "next", "expect", "\"", "\"Weekend\"", "touch", "3", "-1", "x",
                      "wait", "1e9", "#", "rotor", "\"Headings\"", "drop", "\\\"", "…", "\t", "focus", "action", "🙂", "\u{1B}[2J"]
        var generator = ReaderInvariantTests.Generator(state: 42)
        for _ in 0..<500 {
            var lines: [String] = []
            for _ in 0..<(1 + generator.next(6)) {
                lines.append((0..<(generator.next(5))).map { _ in pieces[generator.next(pieces.count)] }.joined(separator: " "))
            }
            let text = lines.joined(separator: "\n")
            do {
                let script = try WalkthroughScript(parsing: text, file: "fuzz.rotor")
                #expect(script.lines.count <= lines.count)
            } catch {
                #expect("\(error)".hasPrefix("fuzz.rotor:"), "unlocated error for \(text.debugDescription): \(error)")
            }
        }
    }
}
