import Accessibility
import Foundation
@testable import Headless
import ScreenReader
import Testing
@testable import TermUI

/// A `List`'s sections make their rows as they are needed, as the list's own rows are: a
/// section whose content is one long `ForEach` holds a window of its rows, and the reader, the
/// rotors, `rotor tree` and the audit go on through every section's rows.
@Suite("Lazy sections")
@MainActor
struct LazySectionTests {
    /// Two sections of `count` rows; the archive's row `faulty` has an icon button with no label.
    struct Mailboxes: View {
        let count: Int
        var faulty = -1
        var body: some View {
            List {
                Section("Inbox") {
                    ForEach(0..<count, id: \.self) { n in Text("Mail \(n)") }
                }
                Section("Archive") {
                    ForEach(0..<count, id: \.self) { n in
                        HStack {
                            Text("Old \(n)")
                            if n == faulty { Button {} label: { Image(systemName: "trash") }.accessibilityLabel("") }
                        }
                    }
                }
            }
        }
    }

    private func nodeCount(_ session: ScreenSession) -> Int {
        var nodes = 0
        session.graph.forEachNode { _ in nodes += 1 }
        return nodes
    }

    private func windows(_ session: ScreenSession) -> [AccessibilityRowWindow] {
        session.tree.allElements.compactMap(\.rowWindow)
    }

    private func said(_ session: ScreenSession, _ command: ReaderCommand) -> String {
        session.perform(command).map(\.text).joined(separator: " | ")
    }

    @Test("each long section holds a window of its rows: a list of two sections of 100 000 rows makes views for 256 rows")
    func sectionsHoldWindows() {
        let session = ScreenSession(Mailboxes(count: 100_000))
        #expect(windows(session) == [AccessibilityRowWindow(count: 100_000, loaded: 0..<128),
                                     AccessibilityRowWindow(count: 100_000, loaded: 0..<128)])
        #expect(nodeCount(session) < 2 * 128 * 10, "\(nodeCount(session)) nodes")
        // The archive's header is placed below all the inbox's rows.
        let archive = session.tree.allElements.first { $0.label == "Archive" }
        #expect((archive?.frame.minY ?? 0) > CGFloat(16 * 100_000), "\(String(describing: archive?.frame))")
    }

    @Test("next reads on through a section's rows not held, into the next section's header and rows; last reaches the last row of the last section")
    func readingThroughSections() {
        let session = ScreenSession(Mailboxes(count: 300))
        var heard: [String] = []
        for _ in 0..<303 { heard.append(said(session, .next)) }
        #expect(heard == ["Inbox, Heading"] + (0..<300).map { "Mail \($0)" } + ["Archive, Heading", "Old 0"])
        #expect(said(session, .last) == "Old 299")
        #expect(said(session, .previous) == "Old 298")
    }

    @Test("the headings rotor goes from one section's header to the next past the rows not held, and back")
    func headingsAcrossSections() {
        let session = ScreenSession(Mailboxes(count: 5_000))
        _ = session.perform(.selectRotor(.headings))
        #expect(said(session, .rotorItemNext) == "Inbox, Heading")
        #expect(said(session, .rotorItemNext) == "Archive, Heading")
        #expect(said(session, .rotorItemPrevious) == "Inbox, Heading")
    }

    @Test("rotor tree lists every row of every section; the audit judges them, finding the archive's row 200 not held")
    func treeAndAuditOfEveryRow() {
        let session = ScreenSession(Mailboxes(count: 300, faulty: 200))
        let whole = WholeTree(session)
        var lines: [String] = []
        whole.lines(session.tree) { lines.append($0) }
        #expect(lines.filter { $0.contains("\"Mail ") }.count == 300)
        #expect(lines.filter { $0.contains("\"Old ") }.count == 300)
        let unlabelled = session.auditFindings(with: AuditConfiguration()).filter { $0.rule == .unlabeledControl }
        #expect(unlabelled.count == 1 && unlabelled[0].elementID.rawValue.contains("200"), "\(unlabelled.map(\.elementID))")
        #expect(windows(session).map(\.loaded) == [0..<128, 0..<128])
    }

    @Test("a selection list's sections are lazy too: a row past the first window is selected, and the selection is kept as rows come and go")
    func selectionInSections() {
        struct Choosing: View {
            @State var chosen: Int? = 0
            var body: some View {
                VStack {
                    Text("Chosen: \(chosen.map(String.init) ?? "none")")
                    List(selection: $chosen) {
                        Section("Numbers") { ForEach(0..<5_000, id: \.self) { n in Text("Row \(n)") } }
                    }
                }
            }
        }
        let session = ScreenSession(Choosing())
        #expect(windows(session).map(\.count) == [5_000])
        #expect(session.tree.allElements.first { $0.label == "Row 0" }?.traits.contains(.isSelected) == true)
        #expect(said(session, .focus("Row 3000")).hasPrefix("Row 3000"))
        _ = said(session, .activate)
        #expect(session.tree.allElements.contains { $0.label == "Chosen: 3000" })
        #expect(session.focusedElement?.traits.contains(.isSelected) == true)
        #expect(said(session, .focus("Row 0")).hasPrefix("Row 0"))
        #expect(session.focusedElement?.traits.contains(.isSelected) == false)
    }
}
