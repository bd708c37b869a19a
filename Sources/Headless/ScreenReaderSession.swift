import Accessibility
import ScreenReader
import TermUI

/// A screen reader over one of your own views, for tests:
///
/// ```swift
/// let reader = ScreenReaderSession(TripView())
/// reader.next()
/// #expect(reader.spoken == "Weekend adventure, Heading")
/// reader.perform(action: "Favorite")
/// ```
///
/// Each command returns what the reader said, one utterance a string (the description, then
/// hint lines such as "Actions available"). `spoken` is the same list joined with newlines.
@MainActor
public final class ScreenReaderSession {
    public let session: ScreenSession
    /// What the last command said, one utterance a string.
    public private(set) var lastUtterances: [String] = []

    /// Lays `view` out on a screen of `columns`×`rows` cells, on an iPhone or an iPad
    /// (`idiom`: the reader's rows, `UIDevice.current`, the size classes), the screen's clock
    /// starting at `date` (a fixed date by default: time passes only with `wait`).
    public init(_ view: some View, columns: Int = 72, rows: Int = 40, idiom: UIUserInterfaceIdiom = .phone,
                date: Date = ViewGraph.defaultStartDate) {
        session = ScreenSession(view, columns: columns, rows: rows, idiom: idiom, date: date)
    }

    /// Performs any reader command; returns what was said.
    @discardableResult
    public func perform(_ command: ReaderCommand) -> [String] {
        lastUtterances = session.perform(command).map(\.text)
        return lastUtterances
    }

    /// Voice Control hears `phrase` ("tap Favorite", "show numbers", "tap 2"): what it
    /// understood comes first, then what VoiceOver says about the change.
    @discardableResult
    public func say(_ phrase: String) -> [String] {
        lastUtterances = session.say(phrase).map(\.text)
        return lastUtterances
    }

    @discardableResult public func next() -> [String] { perform(.next) }
    @discardableResult public func previous() -> [String] { perform(.previous) }
    @discardableResult public func first() -> [String] { perform(.first) }
    @discardableResult public func last() -> [String] { perform(.last) }
    @discardableResult public func activate() -> [String] { perform(.activate) }
    @discardableResult public func escape() -> [String] { perform(.escape) }
    @discardableResult public func increment() -> [String] { perform(.increment) }
    @discardableResult public func decrement() -> [String] { perform(.decrement) }
    @discardableResult public func actions() -> [String] { perform(.actionsMenu) }
    /// Lets `seconds` pass on the screen's clock: timers fire, timeline views reach their next
    /// dates, speech goes on. Returns what was said meanwhile.
    @discardableResult public func wait(_ seconds: Double) -> [String] { perform(.wait(seconds: seconds)) }
    /// Read all to the end: each element as VoiceOver reads it from the top, without hints.
    @discardableResult public func readAll() -> [String] {
        lastUtterances = session.readToEnd().map(\.text)
        return lastUtterances
    }
    /// Performs a custom action by name ("Favorite").
    @discardableResult public func perform(action name: String) -> [String] { perform(.performAction(name)) }
    /// Puts the cursor on the first element whose label starts with `prefix`.
    @discardableResult public func focus(_ prefix: String) -> [String] { perform(.focus(prefix)) }

    /// What the last command said, utterances joined by newlines ("" when it said nothing).
    public var spoken: String { lastUtterances.joined(separator: "\n") }
    /// The focused element's label.
    public var focused: String? { session.focusedElement?.label }
    public var focusedElement: AccessibilityElement? { session.focusedElement }
    /// Everything said since the session began, one utterance a line.
    public var transcript: [String] { session.transcript.map(\.text) }
    public var tree: AccessibilityTree { session.tree }

    /// The first element with exactly this label.
    public func element(labeled label: String) -> AccessibilityElement? {
        session.tree.allElements.first { $0.label == label }
    }

    /// Every element with exactly this label, in tree order.
    public func elements(labeled label: String) -> [AccessibilityElement] {
        session.tree.allElements.filter { $0.label == label }
    }

    /// The accessibility problems `rotor audit` would report for this screen.
    public var auditFindings: [AuditFinding] { session.auditFindings }
}
