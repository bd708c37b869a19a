import Accessibility
import DemoScreens
import Headless
import ScreenReader
import Testing
import TermUI

@MainActor
func tripSession(_ spec: String = "trip") throws -> ScreenSession {
    try ScreenSession(registry: demoRegistry, screen: spec)
}

/// The sample app screen: the beach trip's comments, its budget slider and its alerts, and the
/// two notifications the screen posts on its own timer.
@MainActor
struct TripScreenTests {
    static let low = "Jack favorited your trip"
    static let high = "Lightning near Baker Beach. Leave the water."

    private func texts(_ said: [Utterance]) -> [String] { said.map(\.text) }
    private func hasElement(_ session: ScreenSession, _ label: String) -> Bool {
        session.tree.allElements.contains { $0.label == label }
    }

    @Test("the trip screen comes first in the registry, so `rotor list` starts with it")
    func registeredFirst() {
        #expect(DemoScreens.all.first?.name == "trip")
        #expect(DemoScreens.all.first?.variants == ["after", "before"])
    }

    @Test("combine: each comment is one element, its Favorite and Reply buttons become custom actions")
    func commentIsOneElementWithActions() throws {
        let session = try tripSession()
        #expect(texts(session.perform(.focus("Unread, Looks")))
            == ["Unread, Looks like a wonderful time, Nick, Button", "Actions available"])
        #expect(session.focusedElement?.actions.map(\.name) == ["Favorite", "Reply"])
        #expect(texts(session.perform(.actionsMenu)) == ["Actions menu, 2 items, Favorite, Reply"])
    }

    @Test("a favorited comment says so: its value is Favorited, then Super favorite, and goes once cleared; the before variant's star says nothing")
    func favoritedCommentSaysSo() throws {
        let session = try tripSession()
        session.perform(.focus("Unread, Looks"))
        #expect(texts(session.perform(.performAction("Favorite"))).first
            == "Unread, Looks like a wonderful time, Nick, Favorited, Button")
        #expect(session.focusedElement?.value == "Favorited")
        session.perform(.performAction("Favorite"))
        #expect(session.focusedElement?.value == "Super favorite")
        session.perform(.performAction("Super favorite"))
        #expect(session.focusedElement?.value == nil)
        #expect(texts(session.perform(.repeatLast)).first == "Unread, Looks like a wonderful time, Nick, Button")
    }

    @Test("read all reads each element once though a high-priority notification takes focus meanwhile, and a low-priority one waits for the element being read")
    func readAllNeitherRepeatsNorCutsAnnouncements() throws {
        let session = try tripSession()
        let said = session.readToEnd()
        let elements = said.filter { $0.kind == .element }.map(\.text)
        #expect(elements.count == Set(elements).count, "\(elements)")
        #expect(elements.last?.hasPrefix("Warning, High UV index") == true, "\(elements)")
        // The low-priority one waits for the post; the high-priority banner, arriving while it is
        // said, takes focus and cuts it, as a high-priority notification does.
        let low = try #require(said.firstIndex { $0.text == Self.low })
        #expect(said[low - 1].text.hasPrefix("Half star"))
        #expect(said[low + 1].text.hasPrefix(Self.high))
        #expect(elements.filter { $0.hasPrefix(Self.high) }.count == 1)
    }

    @Test("a label on a shape makes an element: the unread dot says Unread, and at opacity 0 it says nothing")
    func unreadDotIsLabelledWhileVisible() throws {
        let session = try tripSession()
        #expect(texts(session.perform(.focus("Unread, Absolutely"))).first == "Unread, Absolutely beautiful, Jack, Button")
        #expect(texts(session.perform(.activate)) == ["Absolutely beautiful, Jack"])
        #expect(session.focusedElement?.label == "Absolutely beautiful, Jack")
        #expect(hasElement(session, "Unread, Hope you wore sunscreen, Beth"))
    }

    @Test("without combine every button is its own element, and the unread dot, a shape, has none")
    func beforeEveryButtonAnElement() throws {
        let lines = texts(try tripSession("trip:before").readToEnd())
        #expect(Array(lines[2...5]) == ["Looks like a wonderful time", "Favorite, Button", "Reply, Button", "Nick"])
        #expect(!lines.contains { $0.contains("Unread, Looks") || $0 == "Unread" })
    }

    @Test("accessibilityRepresentation: the budget track reads as a Slider with a dollar value, and swipes adjust it")
    func budgetIsAnAdjustableSliderInDollars() throws {
        let session = try tripSession()
        session.perform(.focus("Trip budget"))
        session.perform(.next)
        #expect(texts(session.perform(.next))
            == ["Trip budget, $600, Adjustable", "Swipe up or down with one finger to adjust the value."])
        #expect(texts(session.perform(.increment)) == ["$700"])
        #expect(hasElement(session, "$700"))
        session.perform(.decrement)
        #expect(texts(session.perform(.decrement)) == ["$500"])
    }

    @Test("a shape moved only by a gesture has no element: before, the budget cannot be reached or adjusted")
    func beforeBudgetIsSilent() throws {
        let session = try tripSession("trip:before")
        session.perform(.focus("Trip budget"))
        #expect(texts(session.perform(.next)) == ["$600"])
        #expect(texts(session.perform(.next)) == ["Alerts, Heading"])
        #expect(!session.tree.allElements.contains { $0.adjustableAction != nil })
    }

    @Test("a custom rotor moves between its entries only: Warnings skips the tide times")
    func warningsRotorSkipsNotices() throws {
        let session = try tripSession()
        session.perform(.focus("Unread, Warning"))
        #expect(texts(session.perform(.selectRotor(.app("Warnings")))) == ["Warnings"])
        #expect(texts(session.perform(.rotorItemNext))
            == ["Warning, High UV index, Friday, Reapply sunscreen every two hours."])
        let before = try tripSession("trip:before")
        #expect(texts(before.perform(.selectRotor(.app("Warnings")))) == ["Warnings not available"])
    }

    @Test("the screen's own timer posts the notifications as time passes, not before")
    func notificationsArriveOnTheScreensClock() throws {
        let session = try tripSession()
        session.perform(.readAll)
        #expect(!hasElement(session, Self.low))
        session.perform(.wait(seconds: 3))
        #expect(!hasElement(session, Self.low))
        session.perform(.wait(seconds: 2))
        #expect(hasElement(session, Self.low))
    }

    @Test("a low-priority announcement waits for current speech, and is said at once when nothing speaks")
    func lowPriorityWaitsForSpeech() throws {
        let reading = try tripSession()
        reading.perform(.focus("Half star"))  // about eleven seconds of speech
        #expect(reading.perform(.wait(seconds: 5)).isEmpty)
        #expect(hasElement(reading, Self.low))
        let said = reading.perform(.wait(seconds: 6.5))
        #expect(texts(said) == [Self.low])
        #expect(said.first?.kind == .announcement && said.first?.priority == .low)

        let quiet = try tripSession()
        #expect(texts(quiet.perform(.wait(seconds: 5))) == [Self.low])
        #expect(quiet.focusedElement == nil)
    }

    @Test("@AccessibilityFocusState: the high-priority notification takes focus, and stays while VoiceOver is on it")
    func highPriorityTakesFocus() throws {
        let session = try tripSession()
        session.perform(.first)
        session.perform(.wait(seconds: 5))
        session.perform(.wait(seconds: 4))
        #expect(!hasElement(session, Self.low))
        #expect(texts(session.perform(.wait(seconds: 4))) == [Self.high])
        #expect(session.focusedElement?.label == Self.high)
        session.perform(.wait(seconds: 9))
        #expect(hasElement(session, Self.high))
        session.perform(.previous)
        session.perform(.wait(seconds: 4))
        #expect(!hasElement(session, Self.high))
        #expect(session.focusedElement?.label == "Weekend adventure")
    }

    @Test("before: the notifications come and go in silence and focus stays where it was")
    func beforeBannersAreSilent() throws {
        let session = try tripSession("trip:before")
        session.perform(.first)
        var said: [Utterance] = []
        said += session.perform(.wait(seconds: 5))
        #expect(hasElement(session, Self.low))
        said += session.perform(.wait(seconds: 4))
        #expect(!hasElement(session, Self.low))
        said += session.perform(.wait(seconds: 4))
        #expect(hasElement(session, Self.high))
        #expect(session.focusedElement?.label == "Weekend adventure")
        said += session.perform(.wait(seconds: 4))
        #expect(!hasElement(session, Self.high))
        #expect(said.isEmpty)
    }

    @Test("audit: before has the comments' duplicate buttons, silent tap gestures and the budget's drag-only slider; after is clean")
    func auditBeforeAndAfter() throws {
        let findings = try tripSession("trip:before").auditFindings
        #expect(Set(findings.map(\.rule)) == [.duplicateSiblingLabels, .activatableWithoutTrait, .gestureOnlyControl])
        // After: nothing fails; the attachments' and replies' actions change nothing the screen
        // shows, which a person should look at.
        let after = try tripSession().auditFindings
        #expect(after.allSatisfy { $0.needsReview && $0.rule == .customActionNoEffect })
        #expect(after.map(\.message).sorted() == [
            "its action \"Reply\" changes nothing on the screen and says nothing",
            "its action \"Reply\" changes nothing on the screen and says nothing",
            "its action \"Reply\" changes nothing on the screen and says nothing",
            "its actions \"Location\" and \"Recording\" change nothing on the screen and say nothing",
        ])
    }

    @Test("the whole screen fits the explorer's screen pane at 160×48: the last alert needs no scrolling")
    func fitsTheExplorerPane() throws {
        let session = try ExplorerSnapshot.session(registry: demoRegistry, screen: "trip", width: 160, height: 48)
        session.perform(.last)
        let frame = session.frame()
        #expect(frame.screenOffset == 0)
        #expect(frame.screen.text.contains("Trip budget $600"))
        #expect(frame.screen.text.contains("Reapply sunscreen every two hours."))
    }
}
