import Accessibility
import DemoScreens
import Headless
import ScreenReader
import Testing
import TermUI

@MainActor
func beachSession(_ spec: String = "beach") throws -> ScreenSession {
    try ScreenSession(registry: demoRegistry, screen: spec)
}

let demoRegistry = DemoScreens.registry

/// The beach-trip screen read the way the WWDC24 session narrates it.
@MainActor
struct BeachScreenTests {
    @Test("swiping through the fixed screen says what the session's transcript says")
    func afterTranscript() throws {
        let session = try beachSession()
        let lines = session.readToEnd().map(\.text)
        #expect(lines.first == "Weekend adventure, Heading")
        #expect(lines.contains("Unread, Looks like a wonderful time, Nick, Button"))
        #expect(lines.contains("Unread, Hope you wore sunscreen, Beth, Button"))
        #expect(lines.contains("Comments, Switch button, Off"))
    }

    @Test("before the fix every button is its own element and the unread dot is silent")
    func beforeTranscript() throws {
        let session = try beachSession("beach:before")
        let lines = session.readToEnd().map(\.text)
        #expect(Array(lines[2...5]) == ["Looks like a wonderful time", "Favorite, Button", "Reply, Button", "Nick"])
        #expect(!lines.contains { $0.contains("Unread") })
    }

    @Test("activating the Comments switch flips it; speech, tree and screen show the new state, focus stays")
    func toggleKeepsFocus() throws {
        let session = try beachSession()
        session.perform(.last)
        let focused = session.focusedElement
        #expect(focused?.label == "Comments")
        let said = session.perform(.activate).map(\.text)
        #expect(said == ["On"])
        #expect(session.focusedElement?.id == focused?.id)
        #expect(session.focusedElement?.value == "1")
        let frame = session.frame()
        #expect(frame.treeRows.contains { $0.isFocused && $0.text.contains("value: On") })
        #expect(frame.screen.text.contains("━━━●"))
        #expect(session.perform(.activate).map(\.text) == ["Off"])
    }

    @Test("favoriting a comment through its custom action keeps focus on the comment")
    func customActionKeepsFocus() throws {
        let session = try beachSession()
        session.perform(.focus("Unread, Looks"))
        let id = session.focusedElement?.id
        session.perform(.performAction("Favorite"))
        session.perform(.performAction("Favorite"))
        #expect(session.focusedElement?.id == id)
        #expect(session.focusedElement?.actions.map(\.name) == ["Super favorite", "Reply"])
    }

    @Test("reading a comment clears its unread label")
    func activatingCommentMarksRead() throws {
        let session = try beachSession()
        session.perform(.focus("Unread, Absolutely"))
        session.perform(.activate)
        #expect(session.focusedElement?.label == "Absolutely beautiful, Jack")
        #expect(!session.tree.allElements.contains { $0.label.hasPrefix("Unread, Absolutely") })
    }

    @Test("the tree text lists role, label, value, traits and actions")
    func treeText() throws {
        let text = TreeFormatter.text(try beachSession().tree)
        #expect(text.contains("heading \"Weekend adventure\" [isHeader, isStaticText]"))
        #expect(text.contains("button \"Unread, Looks like a wonderful time, Nick\" [isButton] actions: Favorite, Reply"))
        #expect(text.contains("switch \"Comments\" value: Off [isToggle]"))
    }

    @Test("an unknown screen names the screens there are")
    func unknownScreen() {
        #expect(throws: ScreenLookupError.self) { try beachSession("bech") }
        do { _ = try beachSession("bech") } catch { #expect("\(error)" == "unknown screen 'bech'; try one of: " + demoRegistry.screens.map(\.name).joined(separator: ", ")) }
        do { _ = try beachSession("beach:sideways") } catch {
            #expect("\(error)" == "screen 'beach' has no variant 'sideways'; try one of: beach:after, beach:before")
        }
    }

    @Test("the screen pane draws the beach screen")
    func drawsScreen() throws {
        let text = try beachSession().frame().screen.text
        #expect(text.contains("Weekend adventure"))
        #expect(text.contains("● Looks like a wonderful time"))
        #expect(text.contains("☆ ↩"))
        #expect(text.contains("Comments"))
    }
}

@MainActor
struct ScreenScrollingTests {
    @Test("the screen pane scrolls to keep the focused element in view, as VoiceOver scrolls to it")
    func paneFollowsFocus() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "beach", columns: 60, rows: 10)
        session.perform(.first)
        #expect(session.frame().screenOffset == 0)
        session.perform(.last)
        let frame = session.frame()
        let focus = try #require(frame.focusRect)
        #expect(frame.screenOffset > 0)
        #expect(focus.y >= frame.screenOffset && focus.maxY <= frame.screenOffset + 10)
        session.perform(.first)
        #expect(session.frame().screenOffset == 0)
    }
}

@MainActor
struct FocusMoveCostTests {
    @Test("a focus move evaluates no body and rebuilds no element: the graph is untouched")
    func focusMoveTouchesNoGraph() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "beach")
        session.perform(.next)
        _ = session.frame()
        let bodies = session.graph.bodyEvaluations
        let elements = session.graph.accessibilityEvaluations
        for _ in 0..<5 { session.perform(.next) }
        session.perform(.previous)
        session.perform(.last)
        #expect(session.graph.bodyEvaluations == bodies)
        #expect(session.graph.accessibilityEvaluations == elements)
    }
}

@MainActor
struct ExplorerScrollViewTests {
    struct Strip: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Friends")
                ScrollView(.horizontal) {
                    HStack { ForEach(["Sam", "Ana", "Lee", "Kim", "Bo", "Jo", "Al"], id: \.self) { Button($0) {} } }
                }
            }
        }
    }

    @Test("moving to an element outside a scroll view's frame scrolls it into view, and says only the element")
    func readerScrolls() throws {
        let session = ScreenSession(Strip(), name: "strip", columns: 16, rows: 4)
        session.perform(.first)
        session.perform(.next)
        #expect(session.perform(.last).map(\.text) == ["Al, Button"])
        let frame = try #require(session.focusedElement?.frame)
        #expect(frame.maxX <= 16 * 8)
        #expect(session.frame().screen.text.contains("Al"))
    }
}

@MainActor
struct TreePaneTests {
    @Test("the tree pane marks the focused row, follows the focus, and shows a changed value")
    func treeRowsFollowFocusAndChanges() throws {
        let session = try beachSession()
        session.perform(.first)
        #expect(session.frame().treeRows.filter(\.isFocused).map(\.text).first?.contains("Weekend adventure") == true)
        session.perform(.last)
        let rows = session.frame().treeRows
        #expect(rows.filter(\.isFocused).count == 1)
        #expect(rows.first(where: \.isFocused)?.text.contains("value: Off") == true)
        session.perform(.activate)
        #expect(session.frame().treeRows.first(where: \.isFocused)?.text.contains("value: On") == true)
    }
}
