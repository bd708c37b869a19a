import Accessibility
import Foundation
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
        let before = session.graph.measurements
        var heard: [String] = []
        while true {
            let said = said(session, .rotorItemNext)
            guard !said.hasPrefix("No next") else { break }
            heard.append(said)
        }
        #expect(heard.count == 99 && heard.first == "Part 1, Heading" && heard.last == "Part 99, Heading",
                "\(heard.count): \(heard.prefix(2)) … \(heard.suffix(1))")
        // Each move makes one window (128 rows) at most: a walk of every row would measure
        // 100 000 rows at least.
        let measured = session.graph.measurements - before
        #expect(measured < 99 * 128 * 8, "\(measured) measurements")
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

    @Test("where rows are is found from the data alone: one pass, no row made")
    func rowPlacesFromTheData() {
        let session = ScreenSession(Mailbox(count: 5_000))
        let nodes = { var n = 0; session.graph.forEachNode { _ in n += 1 }; return n }()
        let places = session.graph.lazyRows(withIDs: [AnyHashable(4_999), AnyHashable(12), AnyHashable(-1), AnyHashable("12")])
        #expect(places.count == 2)
        #expect(places[AnyHashable(4_999)]?.row == 4_999 && places[AnyHashable(12)]?.row == 12)
        #expect(places[AnyHashable(12)]?.container == window(session).flatMap { _ in session.tree.allElements.first { $0.rowWindow != nil }?.id })
        let after = { var n = 0; session.graph.forEachNode { _ in n += 1 }; return n }()
        #expect(after == nodes && !session.graph.needsUpdate)
    }
}
