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
