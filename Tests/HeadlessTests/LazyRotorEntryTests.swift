import Accessibility
import Foundation
import Observation
@testable import Headless
import ScreenReader
import Testing
@testable import TermUI

/// An app's rotor over a lazy list names rows by their `ForEach` ids, rows the tree may not
/// hold. Apple's documentation of `AccessibilityRotorEntry`: "Not all the MessageViews are
/// generated at once, but the model knows about all the messages", and of
/// `accessibilityRotor(_:entries:entryID:entryLabel:)`: the identifiers "must match up with
/// identifiers in ForEach", and "SwiftUI will automatically scroll them into place as needed".
/// The reader asks where such a row is and shows it, making only the window around it.
@Suite("Rotor entries in lazy lists")
@MainActor
struct LazyRotorEntryTests {
    struct Message: Identifiable {
        let id: Int
        let subject: String
        var isVIP: Bool { id % 400 == 7 }
    }

    /// A mailbox of `count` messages; every 400th (from the 8th) is from a VIP, and the VIPs
    /// rotor lists those, as Apple's example does.
    struct Mailbox: View {
        let messages: [Message]
        init(count: Int) { messages = (0..<count).map { Message(id: $0, subject: "Message \($0)") } }
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(messages) { message in Text(message.subject) }
                }
            }
            .accessibilityElement(children: .contain)
            .accessibilityRotor("VIPs") {
                ForEach(messages) { message in
                    if message.isVIP { AccessibilityRotorEntry(message.subject, id: message.id) }
                }
            }
        }
    }

    /// A list whose headings rotor the app supplies: every 1 000th row is a heading.
    struct Parts: View {
        let count: Int
        var body: some View {
            List(0..<count, id: \.self) { n in
                if n % 1_000 == 0 { Text("Part \(n / 1_000)").accessibilityAddTraits(.isHeader) } else { Text("Row \(n)") }
            }
            .accessibilityRotor(.headings) {
                ForEach(Array(stride(from: 0, to: count, by: 1_000)), id: \.self) { n in
                    AccessibilityRotorEntry("Part \(n / 1_000)", id: n)
                }
            }
        }
    }

    private func said(_ session: ScreenSession, _ command: ReaderCommand) -> String {
        session.perform(command).map(\.text).joined(separator: " | ")
    }

    private func window(_ session: ScreenSession) -> AccessibilityRowWindow? {
        session.tree.allElements.lazy.compactMap(\.rowWindow).first
    }

    @Test("a custom rotor's entries reach rows the tree does not hold, each shown as it is reached")
    func entriesReachRowsNotHeld() {
        let session = ScreenSession(Mailbox(count: 5_000))
        #expect(window(session)?.loaded == 0..<128)
        _ = session.perform(.next)
        #expect(said(session, .selectRotor(RotorSetting(named: "VIPs"))) == "VIPs")
        var heard: [String] = []
        for _ in 0..<4 { heard.append(said(session, .rotorItemNext)) }
        #expect(heard == ["Message 7", "Message 407", "Message 807", "Message 1207"])
        #expect(session.focusedElement?.label == "Message 1207")
        #expect(window(session)?.loaded.contains(1_207) == true, "\(String(describing: window(session)))")
        // Only a window is held at any time: the rows between were never made.
        #expect(session.tree.allElements.filter { !$0.label.isEmpty && !$0.isContainer }.count <= 128)
        // Back through them, each row shown again.
        heard = []
        for _ in 0..<3 { heard.append(said(session, .rotorItemPrevious)) }
        #expect(heard == ["Message 807", "Message 407", "Message 7"])
        #expect(said(session, .rotorItemPrevious).hasPrefix("No previous"))
    }

    @Test("the last entry is reached, and past it there is none; the rows between are never made")
    func lastEntryAndNoMore() {
        let session = ScreenSession(Mailbox(count: 5_000))
        _ = session.perform(.next)
        _ = session.perform(.selectRotor(RotorSetting(named: "VIPs")))
        var count = 0
        var last = ""
        while true {
            let heard = said(session, .rotorItemNext)
            guard !heard.hasPrefix("No next") else { break }
            count += 1
            last = heard
        }
        #expect(count == 13 && last == "Message 4807", "\(count) entries, last \(last)")
    }

    @Test("off the rotor's entries, the next entry is the first after the cursor, held or not")
    func offTheEntriesStartsAfterTheCursor() {
        let session = ScreenSession(Mailbox(count: 5_000))
        // Down to Message 100, past the first VIP, with the rows not held after.
        _ = session.perform(.focus("Message 100"))
        #expect(session.focusedElement?.label == "Message 100")
        _ = session.perform(.selectRotor(RotorSetting(named: "VIPs")))
        #expect(said(session, .rotorItemNext) == "Message 407")
        _ = session.perform(.focus("Message 500"))
        #expect(said(session, .rotorItemPrevious) == "Message 407")
    }

    @Test("a system rotor the app replaces reaches the last heading of a long list by the app's entries, without walking the rows between")
    func replacedHeadingsRotor() {
        let session = ScreenSession(Parts(count: 100_000))
        _ = session.perform(.next)
        _ = session.perform(.selectRotor(.headings))
        let before = session.graph.measurements, views = session.graph.bodyEvaluations
        var heard: [String] = []
        while true {
            let said = said(session, .rotorItemNext)
            guard !said.hasPrefix("No next") else { break }
            heard.append(said)
        }
        #expect(heard.count == 99 && heard.first == "Part 1, Heading" && heard.last == "Part 99, Heading",
                "\(heard.count): \(heard.prefix(2)) … \(heard.suffix(1))")
        // Each move makes the heading's row alone, far from the rows held (as SwiftUI makes the
        // row it scrolls to): five views a row. A window a move would update 99 × 128 × 5.
        let measured = session.graph.measurements - before
        #expect(measured < 99 * 128 * 8, "\(measured) measurements")
        #expect(session.graph.bodyEvaluations - views < 99 * 8, "\(session.graph.bodyEvaluations - views) views updated")
        #expect(window(session)?.loaded == 99_000..<99_001)
        // Read on from it: the rows after it are made as the reader reaches them.
        #expect(said(session, .next) == "Row 99001")
        #expect(window(session).map { $0.loaded.contains(99_000) && $0.loaded.count > 1 } == true)
    }

    @Test("a pane drawn around a row the rotor jumped to makes the rows it shows, and no others; the reader reads them")
    func paneShowsTheRowsAroundAnEntry() {
        let session = ScreenSession(Parts(count: 100_000), columns: 40, rows: 12)
        _ = session.perform(.next)
        _ = session.perform(.selectRotor(.headings))
        for _ in 0..<50 { _ = session.perform(.rotorItemNext) }
        #expect(session.focusedElement?.label == "Part 50")
        #expect(window(session)?.loaded == 50_000..<50_001)
        let drawn = session.frame().screen.text
        #expect(drawn.contains("Part 50"), "\(drawn)")
        // The rows the pane shows around the heading are drawn and held, a pane's worth, not a window's.
        let held = window(session)?.loaded ?? 0..<0
        #expect(held.contains(50_000) && held.count > 5 && held.count <= 12, "\(held)")
        for row in held where row != 50_000 { #expect(drawn.contains("Row \(row)"), "row \(row) of \(held): \(drawn)") }
        // Focus stays, and the tree the reader reads has the rows: next reads the one below.
        #expect(session.focusedElement?.label == "Part 50")
        #expect(said(session, .next) == "Row 50001")
        // Drawn again, nothing more is made.
        let views = session.graph.bodyEvaluations
        _ = session.frame()
        #expect(session.graph.bodyEvaluations == views)
    }

    @Test("an entry whose id no row has is passed over; an entry in a namespace is looked for among the rows held")
    func unknownAndNamespacedEntries() {
        struct Sparse: View {
            @Namespace var space
            var body: some View {
                List(0..<1_000, id: \.self) { n in Text("Row \(n)") }
                    .accessibilityRotor("Marked") {
                        AccessibilityRotorEntry("Row 5", id: 5)
                        AccessibilityRotorEntry("Nowhere", id: 5_000)
                        AccessibilityRotorEntry("Spaced", id: 900, in: space)
                        AccessibilityRotorEntry("Row 950", id: 950)
                    }
            }
        }
        let session = ScreenSession(Sparse())
        _ = session.perform(.next)
        _ = session.perform(.selectRotor(RotorSetting(named: "Marked")))
        #expect(said(session, .rotorItemNext) == "Row 5")
        #expect(said(session, .rotorItemNext) == "Row 950")
        #expect(said(session, .rotorItemNext).hasPrefix("No next"))
    }

    /// The rows the Marked rotor lists, counting the times its entries are made.
    @Observable
    final class Marks {
        var rows = [5]
        @ObservationIgnored var made = 0
        func entries() -> [Int] {
            made += 1
            return rows
        }
    }

    /// A list with a Marked rotor of the model's rows, and buttons above it that add a mark:
    /// to the model (which only the rotor reads), and to the view's state.
    struct Marked: View {
        let marks: Marks
        @State private var more = false
        var body: some View {
            VStack {
                Button("Mark 900") { marks.rows.append(900) }
                Button("More") { more = true }
                List(0..<1_000, id: \.self) { n in Text("Row \(n)") }
                    .accessibilityRotor("Marked") {
                        ForEach((marks.entries() + (more ? [500] : [])).sorted(), id: \.self) { n in
                            AccessibilityRotorEntry("Row \(n)", id: n)
                        }
                    }
            }
        }
    }

    @Test("an app's rotor is made once while its view stays the same: rows made below do not make it again; a new value of the view, or a change to a model its entries read, does")
    func rotorKeptWhileTheViewStays() {
        let marks = Marks()
        let session = ScreenSession(Marked(marks: marks))
        _ = session.perform(.focus("Row 0"))
        _ = session.perform(.selectRotor(RotorSetting(named: "Marked")))
        let made = marks.made
        #expect(made >= 1)
        #expect(said(session, .rotorItemNext) == "Row 5")
        for _ in 0..<300 { _ = session.perform(.next) }
        #expect(window(session)?.loaded.contains(0) == false)
        #expect(marks.made == made, "rows came and went below the rotor: \(marks.made - made) times made again")
        // The model the entries read changes: the rotor is made again, and only then.
        _ = session.perform(.focus("Mark 900"))
        _ = session.perform(.activate)
        #expect(marks.made == made + 1)
        _ = session.perform(.focus("Row 0"))
        _ = session.perform(.selectRotor(RotorSetting(named: "Marked")))
        #expect(said(session, .rotorItemNext) == "Row 5")
        #expect(said(session, .rotorItemNext) == "Row 900")
        // The view's own state changes: its body gives a new rotor.
        _ = session.perform(.focus("More"))
        _ = session.perform(.activate)
        _ = session.perform(.focus("Row 0"))
        _ = session.perform(.selectRotor(RotorSetting(named: "Marked")))
        #expect(said(session, .rotorItemNext) == "Row 5")
        #expect(said(session, .rotorItemNext) == "Row 500")
    }

    @Test("where rows are is found from the data alone: one pass, no row made")
    func rowPlacesFromTheData() {
        let session = ScreenSession(Mailbox(count: 5_000))
        let nodes = { var n = 0; session.graph.forEachNode { _ in n += 1 }; return n }()
        let places = session.graph.lazyRows(withIDs: [AnyHashable(4_999), AnyHashable(12), AnyHashable(-1), AnyHashable("12")])
        #expect(places.count == 2)
        #expect(places[AnyHashable(4_999)]?.row == 4_999 && places[AnyHashable(12)]?.row == 12)
        #expect(places[AnyHashable(12)]?.container == window(session).flatMap { _ in session.tree.allElements.first { $0.rowWindow != nil }?.id })
        // One id alone, as a rotor's move asks: the same places.
        for id in [AnyHashable(4_999), AnyHashable(12), AnyHashable(-1), AnyHashable("12")] {
            #expect(session.graph.lazyRow(withID: id)?.row == places[id]?.row && session.graph.lazyRow(withID: id)?.container == places[id]?.container)
        }
        let after = { var n = 0; session.graph.forEachNode { _ in n += 1 }; return n }()
        #expect(after == nodes && !session.graph.needsUpdate)
    }
}
