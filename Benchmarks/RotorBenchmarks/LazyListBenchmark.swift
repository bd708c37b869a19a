import Accessibility
import Foundation
import Headless
import ScreenReader
import TermUI

// A `List` of one long `ForEach`: it holds a window of rows (`LazyVStack`), and the reader asks
// for the next row past the last held. What opening it, moving through it, finding its headings
// and writing its whole tree cost, at 1 000 to 1 000 000 rows.

/// `rows` rows, every 1 000th a heading ("Part 3"), the others "Row 3001".
struct LazyNumbersScreen: View {
    let rows: Int
    var body: some View {
        List(0..<rows, id: \.self) { n in numberRow(n) }
    }
}

/// A row of `LazyNumbersScreen`: a heading every thousand rows, a text otherwise.
@MainActor @ViewBuilder
func numberRow(_ n: Int) -> some View {
    if n % 1_000 == 0 {
        Text("Part \(n / 1_000)").accessibilityAddTraits(.isHeader)
    } else {
        Text("Row \(n)")
    }
}

/// Keeps a value from being optimized away.
@inline(never)
func keep<T>(_ value: T) { withExtendedLifetime(value) {} }

/// A screen of `rows` rows whose every 1 000th row is a heading, with the Headings rotor the app
/// supplies: an entry for each heading row by its `ForEach` id, as Apple's documentation has a
/// lazy list do for rows not on screen.
struct LazyPartsScreen<Rows: View>: View {
    let rows: Int
    let content: Rows
    var body: some View {
        content
            .accessibilityRotor(.headings) {
                ForEach(Array(stride(from: 0, to: rows, by: 1_000)), id: \.self) { n in
                    AccessibilityRotorEntry("Part \(n / 1_000)", id: n)
                }
            }
    }
}

extension LazyPartsScreen where Rows == LazyNumbersScreen {
    /// Over `LazyNumbersScreen`: a row's number is its id, and says where the row is.
    init(rows: Int) { self.init(rows: rows, content: LazyNumbersScreen(rows: rows)) }
}

extension LazyPartsScreen where Rows == LazyModelsScreen {
    /// Over `LazyModelsScreen`: a row not held is found by a look through the entries from the
    /// rows held.
    init(models rows: Int) { self.init(rows: rows, content: LazyModelsScreen(rows: rows)) }
}

/// `rows` rows of a single selection, the first selected.
struct LazyChoosingScreen: View {
    let rows: Int
    @State private var chosen: Int? = 0
    var body: some View {
        List(0..<rows, id: \.self, selection: $chosen) { n in Text("Row \(n)") }
    }
}

/// `--lazy-list`: each size's opening to the first frame with the reader ready (and the memory
/// it holds), a focus move within the rows held and past them, the headings rotor from the top
/// to the last heading, and `rotor tree`'s walk of every row.
@MainActor
func lazyListBenchmarks(quick: Bool) {
    let sizes = quick ? [1_000, 100_000] : [1_000, 100_000, 1_000_000]
    for rows in sizes {
        var sessions: [ScreenSession] = []
        let open = measure(quick ? 5 : 20) {
            let session = ScreenSession(LazyNumbersScreen(rows: rows), columns: paneColumns, rows: paneRows)
            _ = session.frame()
            sessions.append(session)
        }
        report("\(rows) rows in a List: opened, first frame drawn and the reader ready", open)
        print("|   resident memory with the \(sessions.count) screens open (VmRSS) | \(mib(memoryMiB("VmRSS"))) | | | |")
        sessions.removeAll()

        let session = ScreenSession(LazyNumbersScreen(rows: rows), columns: paneColumns, rows: paneRows)
        var within: [Double] = [], past: [Double] = []
        for _ in 0..<(quick ? 500 : 2_000) {
            let held = session.tree.allElements.lazy.compactMap(\.rowWindow).first?.loaded
            let start = now()
            session.perform(.next)
            let spent = Double(now() - start)
            if session.tree.allElements.lazy.compactMap(\.rowWindow).first?.loaded == held { within.append(spent) } else { past.append(spent) }
        }
        report("\(rows) rows in a List: next, within the rows held", Timing(samples: within))
        report("\(rows) rows in a List: next past the last row held (the window moves on)", Timing(samples: past))

        /// The Headings rotor from the top to the last heading, a move a heading.
        func walkHeadings(_ session: ScreenSession) -> Timing {
            measure(quick ? 3 : 5, budget: 20, setup: {
                session.perform(.selectRotor(.headings))
                session.perform(.first)
            }) {
                var found = 0
                while session.perform(.rotorItemNext).first?.kind == .element { found += 1 }
                precondition(found == (rows - 1) / 1_000, "\(found) headings")
            }
        }
        report("\(rows) rows in a List: the headings rotor from the top to the last heading (\((rows - 1) / 1_000) moves)", walkHeadings(session))

        // The app's rotor over rows of numbers that are their own ids (found at once), then over
        // rows made from `Identifiable` values (each found by a look through the data).
        for models in [false, true] {
            let parts = models ? ScreenSession(LazyPartsScreen(models: rows), columns: paneColumns, rows: paneRows)
                               : ScreenSession(LazyPartsScreen(rows: rows), columns: paneColumns, rows: paneRows)
            let supplied = walkHeadings(parts)
            report("\(rows) rows in a List\(models ? " made from Identifiable values" : ""): the Headings rotor the app supplies (.accessibilityRotor(.headings)), from the top to the last heading (\((rows - 1) / 1_000) moves)", supplied)
        }

        let choosing = ScreenSession(LazyChoosingScreen(rows: rows), columns: paneColumns, rows: paneRows)
        choosing.perform(.next)
        let selections = measure(quick ? 200 : 1_000, setup: { choosing.perform(.next) }) {
            choosing.perform(.activate)
        }
        report("\(rows) rows in a List(selection:): a selection change (the next row selected)", selections)

        if rows <= 100_000 {
            var lines = 0
            let tree = measure(quick ? 2 : 3, budget: 60) {
                let whole = WholeTree(session)
                whole.lines(session.tree) { _ in lines += 1 }
            }
            report("\(rows) rows in a List: rotor tree's walk of every row (\(lines / tree.samples.count) lines)", tree)
        }
        lazyGrids(rows, quick: quick)

        // The audit judges every row, a window at a time (a fresh session each sample: a
        // session audits a screen's rows not held once).
        var found = 0
        var fresh: ScreenSession?
        let audit = measure(rows >= 1_000_000 ? 1 : 3, budget: 60, setup: {
            fresh = ScreenSession(LazyNumbersScreen(rows: rows), columns: paneColumns, rows: paneRows)
            fresh?.appear()
        }) {
            found = fresh!.auditFindings(with: defaultAuditConfiguration).count
        }
        report("\(rows) rows in a List: rotor audit of every row, a window at a time (\(found) findings)", audit)
        // What the audit cannot go below: each row's view made once, as the List's rows are,
        // and let go, with nothing laid out, drawn or judged.
        let views = measure(3, budget: 30) {
            for n in 0..<rows { keep(numberRow(n)) }
        }
        report("\(rows) rows in a List: each row's view made and let go, nothing else (the audit's floor)", views)
        print("|   resident memory after it (VmRSS) | \(mib(memoryMiB("VmRSS"))) | | | |")
        fresh = nil
        if rows <= 100_000 {
            // Rows with more in them: a name, a spacer and a button each.
            let contacts = measure(rows >= 100_000 ? 2 : 3, budget: 60, setup: {
                fresh = ScreenSession(LazyContactsScreen(rows: rows), columns: paneColumns, rows: paneRows)
                fresh?.appear()
            }) {
                found = fresh!.auditFindings(with: defaultAuditConfiguration).count
            }
            report("\(rows) contacts in a List, a name and a Call button each: rotor audit of every row (\(found) findings)", contacts)
            fresh = nil
        }
    }
    print("| peak resident memory of the run (VmHWM) | \(peakMemory()) | | | |")
}

/// `rows` contacts, each a name and a button that calls them; every hundredth contact's button
/// is a phone symbol with no label of its own.
struct LazyContactsScreen: View {
    let rows: Int
    var body: some View {
        List(0..<rows, id: \.self) { n in
            HStack {
                Text("Contact \(n)")
                Spacer()
                if n % 100 == 99 {
                    Button {} label: { Image(systemName: "phone.fill") }
                } else {
                    Button("Call contact \(n)") {}
                }
            }
        }
    }
}

/// The rows of `LazyNumbersScreen` made from an app's model values rather than a range of
/// numbers: `Identifiable` values in an array, each row found by its `id` key path, as most apps'
/// lists are (the rows a range of numbers makes skip that work).
struct LazyModelsScreen: View {
    struct Entry: Identifiable {
        let id: Int
        let title: String
    }
    let entries: [Entry]
    init(rows: Int) {
        entries = (0..<rows).map { Entry(id: $0, title: $0 % 1_000 == 0 ? "Part \($0 / 1_000)" : "Row \($0)") }
    }
    var body: some View {
        List(entries) { entry in
            if entry.id % 1_000 == 0 {
                Text(entry.title).accessibilityAddTraits(.isHeader)
            } else {
                Text(entry.title)
            }
        }
    }
}

/// A photo library of `count` photos in three columns (`LazyVGrid`), and a carousel of
/// `count` cards (`LazyHStack`).
struct LazyGridScreen: View {
    let count: Int
    var sideways = false
    var body: some View {
        if sideways {
            ScrollView(.horizontal) {
                LazyHStack { ForEach(0..<count, id: \.self) { n in Text("Card \(n)") } }
            }
        } else {
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                    ForEach(0..<count, id: \.self) { n in Text("Photo \(n)") }
                }
            }
        }
    }
}

/// Opening a lazy grid and a lazy horizontal stack of `count` views, and next through 1 000
/// of the grid's photos, past its window (the window moves on every 96 photos).
@MainActor
func lazyGrids(_ count: Int, quick: Bool) {
    for sideways in [false, true] {
        let what = sideways ? "\(count) cards in a LazyHStack" : "\(count) photos in a LazyVGrid of three columns"
        let open = measure(quick ? 5 : 20) {
            _ = ScreenSession(LazyGridScreen(count: count, sideways: sideways), columns: paneColumns, rows: paneRows).frame()
        }
        report("\(what): opened, first frame drawn and the reader ready", open)
    }
    let session = ScreenSession(LazyGridScreen(count: count), columns: paneColumns, rows: paneRows)
    session.perform(.first)
    var moves: [Double] = []
    for _ in 0..<(quick ? 300 : 1_000) {
        let start = now()
        session.perform(.next)
        moves.append(Double(now() - start))
    }
    report("\(count) photos in a LazyVGrid: next, photo after photo (windows made on the way included)", Timing(samples: moves))
}
