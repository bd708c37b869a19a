import Headless
import ScreenReader
import Testing
import TermUI

extension ConformanceRow: CustomTestStringConvertible {
    public var testDescription: String { id }
}

/// The conformance table: for every row, Rotor does what the row says. A row marked `same`
/// is checked to do what VoiceOver does; a row marked `differs` is checked to do what Rotor does
/// instead, so it fails, and the row must be flipped, when the difference goes.
@Suite("VoiceOver conformance")
@MainActor
struct ConformanceTests {
    @Test("every row has a check, every check a row, and every control all five behaviours")
    func everyRowIsChecked() {
        let ids = ConformanceTable.rows.map(\.id)
        #expect(Set(ids).count == ids.count, "each control and behaviour is one row")
        let checks = ConformanceChecks.all
        #expect(ids.filter { checks[$0] == nil } == [], "rows with no check")
        #expect(checks.keys.filter { !ids.contains($0) }.sorted() == [], "checks with no row")
        let controls = Set(ConformanceTable.rows.map(\.control))
        for control in controls {
            let behaviours = ConformanceTable.rows.filter { $0.control == control }.map(\.behaviour)
            #expect(behaviours == ConformanceRow.Behaviour.allCases, "\(control) has each behaviour once, in order")
        }
        let tags = Set(ConformanceTable.sources.map(\.tag))
        #expect(ConformanceTable.rows.filter { !tags.contains($0.source) }.map(\.id) == [], "every source is named")
    }

    @Test("Rotor does what the row says", arguments: ConformanceTable.rows)
    func row(_ row: ConformanceRow) throws {
        let check = try #require(ConformanceChecks.all[row.id], "no check for \(row.id)")
        check()
    }

    @Test("the table names each control the screens offer, and says why for every difference")
    func tableShape() {
        #expect(ConformanceTable.rows.count == ConformanceTable.rows.map(\.control).count)
        for row in ConformanceTable.rows {
            if case .differs(let reason) = row.verdict { #expect(!reason.isEmpty, "\(row.id) says why") }
            #expect(!row.voiceOver.isEmpty)
        }
        let table = ConformanceTable.markdownTable
        #expect(table.split(separator: "\n").count == ConformanceTable.rows.count + 2)
        #expect(table.contains("| Slider | swipe up / down |"))
    }
}

/// A control's screen and the label (its start) of the element the row is about.
@MainActor
struct ConformanceScreen {
    let make: @MainActor () -> AnyView
    let focus: String

    init(_ focus: String, _ make: @escaping @MainActor () -> some View) {
        self.focus = focus
        self.make = { AnyView(make()) }
    }

    /// The screen as it appears (the reader on its first element).
    func open() -> ScreenReaderSession {
        let reader = ScreenReaderSession(make())
        reader.session.appear()
        return reader
    }

    /// The screen with focus moved to the element.
    func focused() -> ScreenReaderSession {
        let reader = open()
        reader.focus(focus)
        return reader
    }
}

/// The screen's elements, labels and values: what a gesture that does nothing leaves alone.
@MainActor
func elementsState(_ reader: ScreenReaderSession) -> [String] {
    reader.tree.allElements.map { "\($0.label)=\($0.value ?? "")" }
}
