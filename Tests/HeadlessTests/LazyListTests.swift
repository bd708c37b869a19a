import Accessibility
import Foundation
@testable import Headless
import ScreenReader
import Testing
@testable import TermUI

/// A `List` or `LazyVStack` of one long `ForEach` makes its rows as they are needed, as
/// SwiftUI's lazy containers do: the tree holds a window of rows, and the reader moving past its
/// last row asks for the next, as VoiceOver scrolls a table to the row after the last on screen.
@Suite("Lazy lists")
@MainActor
struct LazyListTests {
    struct Numbers: View {
        let count: Int
        var body: some View {
            List(0..<count, id: \.self) { n in Text("Row \(n)") }
        }
    }

    struct Stacked: View {
        let count: Int
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<count, id: \.self) { n in
                        if n % 50 == 0 { Text("Part \(n / 50)").accessibilityAddTraits(.isHeader) } else { Text("Line \(n)") }
                    }
                }
            }
        }
    }

    struct Item: Identifiable {
        let id: String
        let title: String
    }

    /// Views and elements of a screen: how many nodes the graph holds.
    private func nodeCount(_ session: ScreenSession) -> Int {
        var nodes = 0
        session.graph.forEachNode { _ in nodes += 1 }
        return nodes
    }

    private func window(_ session: ScreenSession) -> AccessibilityRowWindow? {
        session.tree.allElements.lazy.compactMap(\.rowWindow).first
    }

    private func said(_ session: ScreenSession, _ command: ReaderCommand) -> String {
        session.perform(command).map(\.text).joined(separator: " | ")
    }

    @Test("a list of a million rows makes a window of them: views, layout and elements for 128 rows")
    func millionRowsMakeAWindow() {
        let session = ScreenSession(Numbers(count: 1_000_000))
        #expect(window(session) == AccessibilityRowWindow(count: 1_000_000, loaded: 0..<128))
        let labels = session.tree.allElements.map(\.label).filter { !$0.isEmpty }
        #expect(labels.count == 128 && labels.first == "Row 0" && labels.last == "Row 127")
        #expect(nodeCount(session) < 128 * 8, "\(nodeCount(session)) nodes")
        #expect(session.graph.measurements < 4_000, "\(session.graph.measurements) measurements")
        _ = session.frame()
        #expect(session.graph.nodesDrawn < 1_000 && session.graph.rowsDrawn <= 40, "\(session.graph.nodesDrawn) nodes drawn, \(session.graph.rowsDrawn) rows")
        // The page is as tall as all the rows, each at the held rows' height (one cell).
        let list = session.tree.allElements.first { $0.rowWindow != nil }
        #expect(list?.frame.height == CGFloat(16 * 1_000_000), "the list is as tall as all its rows")
        let top = list?.frame.minY ?? 0
        #expect(session.tree.allElements.first { $0.label == "Row 127" }?.frame.minY == top + 127 * 16,
                "\(String(describing: session.tree.allElements.first { $0.label == "Row 127" }?.frame))")
    }

    @Test("next past the last row held shows the next row: the reader reads on without a gap, and focus stays put")
    func nextReadsPastTheWindow() {
        let session = ScreenSession(Numbers(count: 1_000_000))
        var heard: [String] = []
        for _ in 0..<300 { heard.append(said(session, .next)) }
        #expect(heard == (0..<300).map { "Row \($0)" })
        let held = window(session)
        #expect(held?.loaded.contains(299) == true && held?.loaded.count == 128, "\(String(describing: held))")
        // The row read is where it would be among all the rows.
        let top = session.tree.allElements.first { $0.rowWindow != nil }?.frame.minY ?? 0
        #expect(session.focusedElement?.frame.minY == top + 299 * 16)
        #expect(nodeCount(session) < 128 * 8, "rows that left the window were let go")
    }

    @Test("previous from the last row reads back through the rows, and first and last reach the list's ends")
    func previousFirstAndLast() {
        let session = ScreenSession(Numbers(count: 1_000_000))
        #expect(said(session, .last) == "Row 999999")
        #expect(window(session)?.loaded.upperBound == 1_000_000)
        var heard: [String] = []
        for _ in 0..<200 { heard.append(said(session, .previous)) }
        #expect(heard == (999_799..<999_999).reversed().map { "Row \($0)" })
        #expect(said(session, .first) == "Row 0")
        #expect(window(session)?.loaded.lowerBound == 0)
        #expect(said(session, .previous).isEmpty || said(session, .previous) != "Row 0")
    }

    @Test("read all goes on past the rows held, row after row")
    func readAllGoesOn() {
        let session = ScreenSession(Numbers(count: 1_000_000))
        _ = session.perform(.readAll)
        for _ in 0..<300 { _ = session.perform(.wait(seconds: 1)) }
        let rows = session.transcript.map(\.text).filter { $0.hasPrefix("Row ") }
        #expect(rows.count > 160, "\(rows.count) rows read")
        #expect(rows == (0..<rows.count).map { "Row \($0)" })
    }

    @Test("a lazy stack in a scroll view: the reader reads on past the window, headings keep their trait")
    func lazyStackInAScrollView() {
        let session = ScreenSession(Stacked(count: 10_000))
        for _ in 0..<151 { _ = session.perform(.next) }
        #expect(session.focusedElement?.label == "Part 3")
        #expect(session.focusedElement?.traits.contains(.isHeader) == true)
        #expect(said(session, .next) == "Line 151")
    }

    @Test("a ForEach of 256 rows or fewer is made whole, as before")
    func shortAndSelectionListsAreWhole() {
        let short = ScreenSession(Numbers(count: 256))
        #expect(window(short) == nil)
        #expect(short.tree.allElements.filter { $0.label.hasPrefix("Row") }.count == 256)

    }

    @Test("a selection list is lazy too: selecting a row past the first window, and the selection kept as rows come and go")
    func selectionListIsLazy() {
        struct Choosing: View {
            @State var chosen: Int? = 0
            var body: some View {
                VStack {
                    Text("Chosen: \(chosen.map(String.init) ?? "none")")
                    List(0..<10_000, id: \.self, selection: $chosen) { n in Text("Row \(n)") }
                }
            }
        }
        let session = ScreenSession(Choosing())
        #expect(window(session)?.count == 10_000)
        #expect(session.tree.allElements.first { $0.label == "Row 0" }?.traits.contains(.isSelected) == true)
        #expect(said(session, .focus("Row 5000")).hasPrefix("Row 5000"))
        _ = said(session, .activate)
        #expect(session.tree.allElements.contains { $0.label == "Chosen: 5000" })
        #expect(session.focusedElement?.traits.contains(.isSelected) == true)
        // Row 0 comes back into the window no longer selected.
        #expect(said(session, .focus("Row 0")).hasPrefix("Row 0"))
        #expect(session.focusedElement?.label == "Row 0" && session.focusedElement?.traits.contains(.isSelected) == false)
    }

    @Test("rows keep their ids as they leave the window and come back: a row's first element carries its ForEach id")
    func rowsKeepTheirIdentity() {
        let items = (0..<1_000).map { Item(id: "item-\($0)", title: "Item \($0)") }
        let session = ScreenSession(List(items) { item in Text(item.title) })
        _ = said(session, .next)
        let firstID = session.focusedElement?.id
        #expect(session.focusedElement?.rotorKeys.first?.id == AnyHashable("item-0"))
        for _ in 0..<400 { _ = session.perform(.next) }
        #expect(window(session)?.loaded.contains(0) == false)
        #expect(said(session, .first) == "Item 0")
        #expect(session.focusedElement?.id == firstID, "the same row is the same element when it comes back")
    }

    /// A list whose first row holds a lazy stack of its own: rows under two lazy stacks.
    struct NestedLazy: View {
        var body: some View {
            List(0..<300, id: \.self) { n in
                if n == 0 {
                    LazyVStack { ForEach(0..<300, id: \.self) { m in Text("Inner \(m)") } }
                } else {
                    Text("Outer \(n)")
                }
            }
        }
    }

    @Test("a lazy stack keeps its path for its rows' element ids, made once: every node's path is still its keys' segments from the root, under two lazy stacks too")
    func keptPathsAreWalkedPaths() {
        let session = ScreenSession(NestedLazy())
        _ = session.perform(.next)
        var checked = 0, underTwo = 0
        session.graph.forEachNode { node in
            var segments: [String] = []
            var lazyAncestors = 0
            var current: ViewNode? = node
            while let walked = current {
                if let segment = walked.key.pathSegment { segments.append(segment) }
                if walked !== node, walked.lazyRows != nil { lazyAncestors += 1 }
                current = walked.parent
            }
            // Asked twice: the second answer is the kept one where the node is a lazy stack.
            #expect(node.path == segments.reversed().joined(separator: "/"))
            #expect(node.path == segments.reversed().joined(separator: "/"))
            checked += 1
            if lazyAncestors >= 2 { underTwo += 1 }
        }
        // Each held row is one node (its `if` and its id take no node of their own).
        #expect(checked > 250 && underTwo > 100, "\(checked) nodes, \(underTwo) under two lazy stacks")
        #expect(session.tree.allElements.contains { $0.label == "Inner 0" })
    }

    @Test("the data changing: the window keeps its rows where they still exist, and a short list is made whole")
    func dataChanges() {
        struct Shrinking: View {
            @State var count = 100_000
            var body: some View {
                VStack {
                    Button("Shorter") { count = count > 1_000 ? 1_000 : 100 }
                    List(0..<count, id: \.self) { n in Text("Row \(n)") }
                }
            }
        }
        let session = ScreenSession(Shrinking())
        _ = said(session, .last)
        #expect(window(session)?.loaded.upperBound == 100_000)
        _ = said(session, .first)
        #expect(session.focusedElement?.label == "Shorter")
        _ = said(session, .activate)
        // The rows held are gone: the window keeps to the end of the list.
        #expect(window(session) == AccessibilityRowWindow(count: 1_000, loaded: 872..<1_000))
        _ = said(session, .activate)
        #expect(window(session) == nil)
        #expect(session.tree.allElements.filter { $0.label.hasPrefix("Row") }.count == 100)
    }

    @Test("the headings rotor finds headings in rows not held, both ways; with none past the cursor, the window stays where it was")
    func headingsRotorAcrossTheList() {
        let session = ScreenSession(Stacked(count: 10_000))
        _ = session.perform(.selectRotor(.headings))
        var headings: [String] = []
        for _ in 0..<6 { headings.append(said(session, .rotorItemNext)) }
        #expect(headings == ["Part 0, Heading", "Part 1, Heading", "Part 2, Heading", "Part 3, Heading", "Part 4, Heading", "Part 5, Heading"])
        // Rows far past the window: the rotor moves the window on until it holds the next.
        _ = said(session, .last)
        #expect(said(session, .rotorItemPrevious) == "Part 199, Heading")
        #expect(said(session, .rotorItemPrevious) == "Part 198, Heading")
        _ = said(session, .first)
        #expect(said(session, .rotorItemPrevious).contains("Part") == false)
        #expect(window(session)?.loaded.lowerBound == 0 && session.focusedElement?.label == "Part 0")
    }

    @Test("no heading past the cursor: the rotor says so and puts the window back")
    func headingsRotorWithNone() {
        struct Titled: View {
            var body: some View {
                VStack {
                    Text("Numbers").accessibilityAddTraits(.isHeader)
                    List(0..<2_000, id: \.self) { n in Text("Row \(n)") }
                }
            }
        }
        let session = ScreenSession(Titled())
        _ = session.perform(.selectRotor(.headings))
        _ = said(session, .next)
        _ = said(session, .next)
        let before = window(session)
        let heard = said(session, .rotorItemNext)
        #expect(!heard.hasPrefix("Row"), "\(heard)")
        #expect(session.rotorSetting == .headings)
        #expect(window(session) == before)
        #expect(session.focusedElement?.label == "Row 0")
    }

    @Test("numbers that are their own ids find a row's offset without a look through the rows; other ids are looked for row by row")
    func rowOffsetsByID() {
        var numbers = ForEach(5..<1_000_005, id: \.self) { n in Text("Row \(n)") }
        #expect(numbers.numberRange == 5..<1_000_005)
        #expect(numbers.offsets(ofIDs: [AnyHashable(1_000_004), AnyHashable(9), AnyHashable(3)], near: 0) == [AnyHashable(1_000_004): 999_999, AnyHashable(9): 4])
        #expect(ForEach(0..<10) { n in Text("\(n)") }.offsets(ofIDs: [AnyHashable(9)], near: 0) == [AnyHashable(9): 9])
        #expect(numbers.offset(ofID: AnyHashable(9), near: 0) == 4 && numbers.offset(ofID: AnyHashable(3), near: 0) == nil)
        #expect(numbers.offset(ofID: AnyHashable("9"), near: 0) == nil)
        // `data` is a var, as in SwiftUI: the look-up follows the data as it is now.
        numbers.data = 100..<110
        #expect(numbers.offsets(ofIDs: [AnyHashable(7), AnyHashable(104)], near: 0) == [AnyHashable(104): 4])
        #expect(numbers.offset(ofID: AnyHashable(104), near: 0) == 4 && numbers.offset(ofID: AnyHashable(7), near: 0) == nil)
        var rows = ChildList()
        numbers.appendRows(2..<4, to: &rows)
        #expect(rows.entries.map(\.key) == [.intID(102), .intID(103)])
        let items = [Item(id: "a", title: "A"), Item(id: "b", title: "B")]
        let identified = ForEach(items) { item in Text(item.title) }
        #expect(identified.numberRange == nil && identified.offsets(ofIDs: [AnyHashable("b")], near: 0) == [AnyHashable("b"): 1])
        // Numbers identified by something else are looked for row by row.
        let described = ForEach(0..<10, id: \.description) { n in Text("\(n)") }
        #expect(described.numberRange == nil && described.offsets(ofIDs: [AnyHashable("4")], near: 0) == [AnyHashable("4"): 4])
        // One id alone: the same offsets, from an array's buffer or, for data with none, row by row.
        #expect(identified.offset(ofID: AnyHashable("b"), near: 0) == 1 && identified.offset(ofID: AnyHashable("c"), near: 1) == nil)
        #expect(described.offset(ofID: AnyHashable("4"), near: 9) == 4 && described.offset(ofID: AnyHashable(4), near: 0) == nil)
        // Two rows of one id: the nearer is found (the earlier of two as near), looking one row
        // after and one before in turn.
        let letters = ["x", "y", "x", "z", "w", "x"]
        let repeated = ForEach(letters, id: \.self) { Text($0) }
        let unbuffered = ForEach(letters.lazy.map { $0 }, id: \.self) { Text($0) }
        for near in 0..<letters.count {
            let nearest = (0..<letters.count).filter { letters[$0] == "x" }.min { abs($0 - near) < abs($1 - near) || (abs($0 - near) == abs($1 - near) && $0 < $1) }
            #expect(repeated.offset(ofID: AnyHashable("x"), near: near) == nearest, "near \(near)")
            #expect(unbuffered.offset(ofID: AnyHashable("x"), near: near) == nearest, "near \(near)")
            #expect(repeated.offsets(ofIDs: [AnyHashable("x")], near: near)[AnyHashable("x")] == nearest, "near \(near)")
        }
    }

    @Test("rotor tree lists every row of a lazy list, a window at a time, and the window is put back after")
    func wholeTreeListsEveryRow() {
        let session = ScreenSession(Numbers(count: 1_000))
        _ = said(session, .next)
        let before = window(session)
        let whole = WholeTree(session)
        var lines: [String] = []
        whole.lines(session.tree) { lines.append($0) }
        #expect(lines.filter { $0.contains("text \"Row ") }.count == 1_000)
        #expect(lines.first == "list \"\" rows: 1000")
        #expect(lines.last == "  text \"Row 999\" [isStaticText]")
        #expect(whole.windowsHeld == 8)
        #expect(session.graph.accessibilityTree().allElements.first { $0.rowWindow != nil }?.rowWindow == before)
        #expect(nodeCount(session) < 128 * 8, "the windows were let go")
    }

    @Test("rotor tree --json has every row, as the document of the rows held has them, and the list's row count")
    func wholeTreeJSON() throws {
        let session = ScreenSession(Numbers(count: 300))
        let text = TreeJSON.text(for: session)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let elements = try #require(document["elements"] as? [[String: Any]])
        let list = try #require(elements.first { $0["lazyRows"] != nil })
        #expect(list["lazyRows"] as? Int == 300)
        let rows = try #require(list["children"] as? [[String: Any]])
        #expect(rows.count == 300 && rows.last?["label"] as? String == "Row 299")
        // A screen with no lazy list: the same text as the document rendered whole.
        let plain = ScreenSession(Numbers(count: 20))
        #expect(TreeJSON.text(for: plain) == TreeJSON.document(for: plain).rendered())
    }

    struct Calls: View {
        let count: Int
        var body: some View {
            List(0..<count, id: \.self) { n in
                HStack {
                    Text("Contact \(n)")
                    if n == 700 {
                        // An icon button with no label: only row 700 has one.
                        Button {} label: { Image(systemName: "phone.fill") }.accessibilityLabel("")
                    } else {
                        Button("Call") {}
                    }
                }
            }
        }
    }

    @Test("the audit of a lazy list draws the rows held for the screen, not a million blank rows")
    func auditDrawsTheRowsHeld() {
        let session = ScreenSession(Calls(count: 1_000_000))
        let page = session.pageDrawing()
        #expect(page.height == 1_000_000 && page.storedRows.count <= 130, "\(page.storedRows)")
        // A screen with no lazy list is drawn whole, as before.
        let short = ScreenSession(Numbers(count: 100))
        #expect(short.pageDrawing().storedRows == 0..<short.pageDrawing().height)
    }

    @Test("the audit judges every row of a lazy list, a window at a time: row 700's unlabelled button is found, and the list holds its rows again after")
    func auditJudgesRowsNotHeld() {
        let session = ScreenSession(Calls(count: 1_000))
        #expect(window(session)?.loaded == 0..<128)
        _ = session.pageDrawing()
        let drawnBefore = session.graph.rowsDrawn
        let findings = session.auditFindings(with: AuditConfiguration())
        let unlabelled = findings.filter { $0.rule == .unlabeledControl }
        #expect(unlabelled.count == 1 && unlabelled[0].elementID.rawValue.contains("700"), "\(unlabelled.map(\.elementID))")
        // Each row not held was judged once: seven windows of 128 after the held one, each
        // row drawn once (a window's canvas keeps the row it shares with the one before).
        #expect(session.lazyRowWindowsAudited == 7)
        #expect(session.graph.rowsDrawn - drawnBefore <= 872 + 7, "\(session.graph.rowsDrawn - drawnBefore) rows drawn")
        // What row 1's "Call" is found for (a row's element ids start with its ForEach id),
        // the last row's is too: every "Call" among the list's rows is a duplicate.
        func rules(ofRow n: Int) -> Set<AuditRule> { Set(findings.filter { $0.elementID.rawValue.hasPrefix("\(n)/") }.map(\.rule)) }
        #expect(rules(ofRow: 1) == [.duplicateSiblingLabels] && rules(ofRow: 999) == rules(ofRow: 1))
        #expect(findings.filter { $0.rule == .duplicateSiblingLabels }.count == 999)
        #expect(window(session)?.loaded == 0..<128)
        // A second audit of the same screen does not walk the rows again.
        #expect(session.auditFindings(with: AuditConfiguration()).count == findings.count)
        #expect(session.lazyRowWindowsAudited == 7)
    }

    @Test("rows held away from the top are judged once: a window that overlaps them leaves their elements to the screen's own audit")
    func auditJudgesHeldRowsOnce() throws {
        let session = ScreenSession(Calls(count: 1_000))
        // The last rows: fewer than a full window, so the windows the audit walks (the held
        // window's size apart, from the top) cut across them.
        _ = session.perform(.focus("Contact 999"))
        let held = try #require(window(session)?.loaded)
        #expect(held.contains(999) && held.lowerBound % held.count != 0, "\(held)")
        let findings = session.auditFindings(with: AuditConfiguration())
        #expect(findings.filter { $0.rule == .unlabeledControl }.count == 1)
        #expect(findings.filter { $0.rule == .duplicateSiblingLabels }.count == 999)
        #expect(window(session)?.loaded == held)
    }

    @Test("focus by label finds the first row with the label in reading order among the rows the list does not hold")
    func focusByLabelFindsRowsNotHeld() {
        let session = ScreenSession(Numbers(count: 10_000))
        #expect(said(session, .focus("Row 5432")) == "Row 5432")
        #expect(window(session)?.loaded.contains(5_432) == true)
        // The first row in reading order with the prefix, from the list's first row.
        #expect(said(session, .focus("Row 17")) == "Row 17")
        #expect(said(session, .next) == "Row 18")
        // No such row: the cursor stays, and the windows are as they were.
        let held = window(session)
        #expect(said(session, .focus("Row 10000")) != "Row 10000")
        #expect(session.focusedElement?.label == "Row 18" && window(session) == held)
        // Near the top of a long list: a few windows, however long the list.
        let long = ScreenSession(Numbers(count: 1_000_000))
        _ = said(long, .last)
        #expect(said(long, .focus("Row 300")) == "Row 300")
    }

    @MainActor final class Lifecycle {
        var events: [String] = []
    }

    @Test("a row keeps its @State when it leaves the window and comes back, as SwiftUI's lazy rows do; it disappears and appears")
    func rowsKeepTheirState() {
        struct Counting: View {
            let n: Int
            let lifecycle: Lifecycle
            @State private var taps = 0
            var body: some View {
                Button("Row \(n): \(taps)") { taps += 1 }
                    .onAppear { if n == 0 { lifecycle.events.append("appear") } }
                    .onDisappear { if n == 0 { lifecycle.events.append("disappear") } }
            }
        }
        let lifecycle = Lifecycle()
        let session = ScreenSession(List(0..<1_000, id: \.self) { n in Counting(n: n, lifecycle: lifecycle) })
        _ = said(session, .next)
        _ = said(session, .activate)
        _ = said(session, .activate)
        #expect(session.focusedElement?.label == "Row 0: 2")
        for _ in 0..<300 { _ = session.perform(.next) }
        #expect(window(session)?.loaded.contains(0) == false)
        #expect(said(session, .first).hasPrefix("Row 0: 2"))
        // The state is the row's own again: a change updates the row.
        _ = said(session, .activate)
        #expect(session.focusedElement?.label == "Row 0: 3")
        #expect(session.tree.allElements.first { $0.label.hasPrefix("Row 1:") }?.label == "Row 1: 0")
        #expect(lifecycle.events == ["appear", "disappear", "appear"])
        // Only the row whose state was written is kept: the others start again as they were.
        for _ in 0..<300 { _ = session.perform(.next) }
        var kept: [Int] = []
        session.graph.forEachNode { node in if node.lazyRows != nil { kept.append(node.keptRowState.count) } }
        #expect(kept == [1], "\(kept) kept")
    }

    /// A row's model, made once for each row by its `@StateObject`.
    @MainActor final class RowModel: ObservableObject {
        @Published var taps = 0
        let made: () -> Void
        init(made: @escaping () -> Void) {
            self.made = made
            made()
        }
    }

    @MainActor final class Counter {
        var count = 0
    }

    @Test("a row keeps its @StateObject (the same object, not made again) and a focus state its code set when it leaves the window and comes back")
    func rowsKeepTheirObjectsAndFocusState() {
        struct ModelRow: View {
            let n: Int
            @StateObject private var model: RowModel
            /// Switch Control is off: nothing moves this focus but the row's own code.
            @AccessibilityFocusState(for: .switchControl) private var scanHere: Bool
            init(n: Int, made: Counter) {
                self.n = n
                _model = StateObject(wrappedValue: RowModel { made.count += 1 })
            }
            var body: some View {
                Button("Row \(n): \(model.taps)\(scanHere ? ", scan here" : "")") { model.taps += 1 }
                    .accessibilityFocused($scanHere)
                    .accessibilityAction(named: "Scan here") { scanHere = true }
            }
        }
        let made = Counter()
        let session = ScreenSession(List(0..<1_000, id: \.self) { n in ModelRow(n: n, made: made) })
        _ = said(session, .next)
        _ = said(session, .activate)
        _ = said(session, .performAction("Scan here"))
        #expect(session.focusedElement?.label == "Row 0: 1, scan here")
        let madeInWindow = made.count
        for _ in 0..<300 { _ = session.perform(.next) }
        #expect(window(session)?.loaded.contains(0) == false)
        let madeWalking = made.count
        #expect(said(session, .first).hasPrefix("Row 0: 1, scan here"))
        // The same objects: coming back, no row's model is made again (each row made one when
        // first made, as SwiftUI calls a @StateObject's autoclosure once for a view's life),
        // and row 0's still updates the row.
        #expect(made.count == madeWalking, "\(made.count - madeWalking) models made again coming back")
        #expect(madeWalking > 128)
        _ = said(session, .activate)
        #expect(session.focusedElement?.label == "Row 0: 2, scan here")
        #expect(madeInWindow == 128)
    }

    @Test("a lazy list's rows offer onDelete's Delete past the first window, and the list reads on after the row goes")
    func deleteInALazyList() {
        struct Deleting: View {
            @State var rows = Array(0..<1_000)
            var body: some View {
                List {
                    ForEach(rows, id: \.self) { n in Text("Row \(n)") }
                        .onDelete { rows.remove(atOffsets: $0) }
                }
            }
        }
        let session = ScreenSession(Deleting())
        #expect(said(session, .focus("Row 500")) == "Row 500 | Actions available")
        #expect(session.focusedActionNames.contains("Delete"))
        _ = session.perform(.performAction("Delete"))
        #expect(window(session)?.count == 999)
        #expect(session.tree.allElements.contains { $0.label == "Row 500" } == false)
        #expect(session.tree.allElements.contains { $0.label == "Row 501" })
    }
}
