import Accessibility
import Foundation
@testable import Headless
import ScreenReader
import Testing
import TermUI

@Suite("Voice Control")
@MainActor
struct VoiceControlTests {
    struct Toolbar: View {
        @State var log = "Nothing yet"
        var body: some View {
            VStack(alignment: .leading) {
                Button("Reply") { log = "Replied" }
                Button("Reply all") { log = "Replied to all" }
                Button("Forward") { log = "Forwarded" }
                Button { log = "Starred" } label: { Circle().frame(width: 16, height: 16) }
                    .accessibilityLabel("Star")
                    .accessibilityInputLabels(["Favorite", "Star"])
                Text("Nick")
                    .accessibilityAddTraits(.isButton)
                    .accessibilityAction(named: "Archive") { log = "Archived Nick" }
                Text("Jack")
                    .accessibilityAddTraits(.isButton)
                    .accessibilityAction(named: "Archive") { log = "Archived Jack" }
                Text(log)
            }
        }
    }

    func labels(_ session: ScreenSession) -> [String] { session.tree.allElements.map(\.label) }

    @Test("phrases parse whatever their case and spacing; anything else is not a command")
    func parsing() {
        #expect(VoiceControl.parse("Tap  Favorite") == .tap(.name("Favorite")))
        #expect(VoiceControl.parse("tap 3") == .tap(.number(3)))
        #expect(VoiceControl.parse("long press Nick") == .longPress(.name("Nick")))
        #expect(VoiceControl.parse("Show Numbers") == .showNumbers)
        #expect(VoiceControl.parse("show names") == .showNames)
        #expect(VoiceControl.parse("hide numbers") == .hideOverlay)
        #expect(VoiceControl.parse("scroll down") == .scroll(down: true))
        #expect(VoiceControl.parse("go back") == .goBack)
        #expect(VoiceControl.parse("increment Budget") == .increment(.name("Budget")))
        #expect(VoiceControl.parse("4") == .choose(4))
        #expect(VoiceControl.parse("hello there") == nil)
        #expect(VoiceControl.parse("tap") == nil)
        #expect(VoiceControl.parse("") == nil)
    }

    @Test("a name said in full beats one said in part; input labels are names too; case and punctuation do not matter")
    func matching() {
        let session = ScreenSession(Toolbar(), name: "toolbar")
        let actionable = VoiceControl.actionable(in: session.tree)
        // "Reply" is all of one name and part of another: the whole name wins.
        #expect(VoiceControl.match("reply", in: actionable).map(\.label) == ["Reply"])
        #expect(VoiceControl.match("all", in: actionable).map(\.label) == ["Reply all"])
        #expect(VoiceControl.match("Favorite!", in: actionable).map(\.label) == ["Star"])
        #expect(VoiceControl.match("forw", in: actionable).isEmpty, "a part of a word is not a word")
        #expect(VoiceControl.names(of: actionable.first { $0.label == "Star" }!) == ["Favorite", "Star"])
    }

    @Test("tap NAME taps it without moving VoiceOver's cursor; what Voice Control understood comes first")
    func tapByName() {
        let session = ScreenSession(Toolbar(), name: "toolbar")
        session.perform(.next)
        let focused = session.focusedElement?.id
        #expect(session.say("tap Forward").first?.text == "Tap Forward")
        #expect(labels(session).contains("Forwarded"))
        #expect(session.focusedElement?.id == focused)
        #expect(session.say("tap Favorite").first?.text == "Tap Favorite")
        #expect(labels(session).contains("Starred"))
        #expect(session.say("tap Nothing").map(\.text) == ["Tap Nothing", "No item named \"Nothing\""])
        #expect(session.say("what is this").map(\.text) == ["Not a Voice Control command: what is this"])
    }

    @Test("an ambiguous name puts numbers on the candidates only; a number then picks one")
    func ambiguous() {
        let session = ScreenSession(Toolbar(), name: "toolbar")
        // Two rows offer Archive: the action is performed on the one the user numbers.
        #expect(session.say("tap Archive").last?.text == "2 items named \"Archive\": say a number")
        let badges = session.frame().voiceControlBadges
        #expect(badges.map(\.text) == ["1", "2"])
        #expect(badges.map(\.id) == session.voiceControl.candidates)
        session.say("2")
        #expect(labels(session).contains("Archived Jack"))
        #expect(session.voiceControl.candidates == nil && session.frame().voiceControlBadges.isEmpty)
    }

    @Test("show numbers numbers every control in reading order; tap N needs them; hide numbers takes them away")
    func numbers() {
        let session = ScreenSession(Toolbar(), name: "toolbar")
        #expect(session.say("tap 3").last?.text == "Say \"show numbers\" first")
        session.say("show numbers")
        #expect(session.frame().voiceControlBadges.map(\.text) == ["1", "2", "3", "4", "5", "6"])
        session.say("tap 2")
        #expect(labels(session).contains("Replied to all"))
        #expect(session.say("tap 9").last?.text == "No item numbered 9")
        session.say("show names")
        #expect(session.frame().voiceControlBadges.map(\.text) == ["Reply", "Reply all", "Forward", "Favorite", "Nick", "Jack"])
        session.say("hide numbers")
        #expect(session.frame().voiceControlBadges.isEmpty)
    }

    /// A page taller than the pane: 60 rows, each a button that shows one word and is named another.
    struct TallPage: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<60, id: \.self) { i in Button("Send \(i)") {}.accessibilityLabel("Submit \(i)") }
            }
        }
    }

    @Test("on a page scrolled down, the overlay badges the controls on the rows the pane shows, and reads the words drawn on those rows for each")
    func badgesOnAScrolledPage() throws {
        let session = ScreenSession(TallPage(), name: "tall", columns: 40, rows: 10)
        session.perform(.focus("Submit 45"))
        session.say("show names")
        let frame = session.frame()
        #expect(frame.screenOffset > 0)
        let shown = frame.screen.storedRows
        #expect(!frame.voiceControlBadges.isEmpty)
        #expect(frame.voiceControlBadges.allSatisfy { shown.contains($0.y) })
        #expect(frame.voiceControlBadges.contains { $0.text == "Submit 45" })
        let badge = try #require(frame.voiceControlBadges.first { $0.text == "Submit 45" })
        #expect(badge.problem == .visibleTextNotInName(shown: "send 45", missing: "send"),
                "the words inside it are its own row's, not a row the pane does not show")
    }

    @Test("long press shows the control's menu; its actions are then tapped by name")
    func longPress() {
        let session = ScreenSession(Toolbar(), name: "toolbar")
        #expect(session.say("long press Nick").last?.text == "Menu: Archive")
        session.say("tap Archive")
        #expect(labels(session).contains("Archived Nick"))
        #expect(session.say("long press Forward").last?.text == "Forward has no menu")
    }

    @Test("increment and decrement adjust a slider by name")
    func adjust() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "compose")
        session.say("increment priority")
        #expect(session.tree.allElements.first { $0.label == "Priority" }?.value == "2")
        session.say("decrement priority")
        #expect(session.tree.allElements.first { $0.label == "Priority" }?.value == "1")
        #expect(session.say("increment Send").last?.text == "Send message is not adjustable")
    }

    @Test("the overlay marks what cannot be said, as the audit does: no name, and a label without the visible word")
    func marksAgreeWithAudit() throws {
        let before = try ScreenSession(registry: demoRegistry, screen: "compose:before")
        before.say("show names")
        let badges = before.frame().voiceControlBadges
        let marked = Set(badges.filter { $0.problem != nil }.map(\.id))
        let audited = Set(before.auditFindings.filter { [.labelInName, .unlabeledControl].contains($0.rule) }.map(\.elementID))
        #expect(marked == audited && marked.count == 2)
        #expect(badges.contains { $0.text == "?" && $0.problem == .noName })
        #expect(badges.contains { $0.text == "Submit message" && $0.problem == .visibleTextNotInName(shown: "send", missing: "send") })
        let after = try ScreenSession(registry: demoRegistry, screen: "compose")
        after.say("show names")
        #expect(after.frame().voiceControlBadges.allSatisfy { $0.problem == nil })
        #expect(after.frame().voiceControlBadges.map(\.text).contains("Favorite"))
    }

    @Test("the overlay is drawn over the screen pane: names, and numbers, at each control")
    func overlaySnapshot() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "compose:before", columns: 72, rows: 40)
        session.say("show numbers")
        let text = FrameRenderer.render(session.frame(), width: 160, height: 48, showHelp: false).text
        let screenLines = text.split(separator: "\n").map { String($0.prefix(72)) }
        #expect(screenLines.contains { $0.contains("│  4 !") }, "the unnamed heart: \(screenLines)")
        #expect(screenLines.contains { $0.contains("5 !") })
        session.say("show names")
        let named = FrameRenderer.render(session.frame(), width: 160, height: 48, showHelp: false).text
        #expect(named.contains("│  ?"))
    }

    @Test("go back taps the Back button of a pushed screen")
    func goBack() {
        struct Pushing: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Settings") { Text("Sounds").navigationTitle("Settings") }
                }
            }
        }
        let session = ScreenSession(Pushing(), name: "pushing")
        session.say("tap Settings")
        #expect(labels(session).contains("Sounds"))
        session.say("go back")
        #expect(!labels(session).contains("Sounds"))
    }

    @Test("scroll moves the pane by a page and leaves VoiceOver's cursor")
    func scroll() throws {
        struct Long: View {
            var body: some View {
                VStack(alignment: .leading) { ForEach(0..<80, id: \.self) { Button("Row \($0)") {} } }
            }
        }
        let session = ScreenSession(Long(), name: "long", columns: 40, rows: 10)
        session.perform(.next)
        let focused = session.focusedElement?.id
        session.say("scroll down")
        _ = session.frame()
        #expect(session.screenOffset == 9 && session.focusedElement?.id == focused)
        session.say("scroll up")
        _ = session.frame()
        #expect(session.screenOffset == 0)
        #expect(session.say("scroll up").last?.text == "Already at the top")
    }

    @Test("what the app posts when Voice Control taps reaches this screen's reader and is said with the change")
    func announcementsReachTheReader() {
        struct Saver: View {
            var body: some View {
                Button("Save") { AccessibilityNotification.Announcement("Saved").post() }
            }
        }
        let session = ScreenSession(Saver(), name: "saver")
        let other = ScreenSession(Saver(), name: "other")
        #expect(session.say("tap Save").map(\.text) == ["Tap Save", "Saved"])
        #expect(!other.transcript.contains { $0.text == "Saved" })
    }

    @Test("ScreenReaderSession.say, for tests of one's own views")
    func readerSession() {
        let reader = ScreenReaderSession(Toolbar())
        #expect(reader.say("tap Reply all") == ["Tap Reply all"])
        #expect(reader.element(labeled: "Replied to all") != nil)
    }
}

@Suite("Three-finger scroll")
@MainActor
struct ThreeFingerScrollTests {
    struct Feed: View {
        @State var page = 1
        @State var refreshed = 0
        var body: some View {
            VStack {
                Text("Page \(page)")
                    .accessibilityScrollAction { edge in
                        if edge == .bottom { page += 1 } else { page = max(1, page - 1) }
                        AccessibilityNotification.PageScrolled("Page \(page) of 3").post()
                    }
                List { Text("Row") }.refreshable { @MainActor in refreshed += 1 }
                Text("Refreshed \(refreshed)")
            }
        }
    }

    @Test("a three-finger swipe calls the focused element's scroll action with the edge it scrolls towards")
    func scrollAction() {
        let session = ScreenSession(Feed(), name: "feed")
        session.perform(.focus("Page"))
        #expect(session.perform(.scroll(.bottom)).map(\.text).contains("Page 2 of 3"))
        #expect(session.tree.allElements.contains { $0.label == "Page 2" })
        session.perform(.scroll(.top))
        #expect(session.tree.allElements.contains { $0.label == "Page 1" })
    }

    @Test("inside a list, the list's scroll action answers; with nothing to scroll, the boundary cue")
    func ancestorAndNothing() async throws {
        let session = ScreenSession(Feed(), name: "feed")
        session.perform(.focus("Row"))
        session.perform(.scroll(.top))
        // refreshable runs its action in a task: let the task run, then the reader take the change.
        for _ in 0..<200 where !session.tree.allElements.contains(where: { $0.label == "Refreshed 1" }) {
            await Task.yield()
            session.perform(.wait(seconds: 0))
        }
        #expect(session.tree.allElements.contains { $0.label == "Refreshed 1" })
        session.perform(.focus("Refreshed"))
        #expect(session.perform(.scroll(.bottom)).map(\.text) == ["Cannot scroll"])
        let script = try WalkthroughScript(parsing: "screen feed\nfocus \"Page\"\nscroll-down\nexpect \"Page 2 of 3\"")
        let registry = ScreenRegistry([ScreenDescriptor(name: "feed", summary: "feed") { _ in AnyView(Feed()) }])
        #expect(WalkthroughRunner(registry: registry).run(script).failures.isEmpty)
    }
}
