import Accessibility
import Foundation
import Testing
@testable import TermUI

/// A state change that leaves its view's size as it was (an opacity pulse, a text of the same
/// width) is laid out where the view is: nothing above it is measured or placed again, so the
/// work is the same in a screen of ten rows as in one of a thousand, and the result is what a
/// graph built afresh in that state draws. A change that alters a size, or a layout trait a
/// container reads, is laid out from above as before.
@MainActor
struct RelayoutInPlaceTests {
    @MainActor final class Handle {
        var set: ((Int) -> Void)?
    }

    /// A row's dot whose state changes how it is drawn (its opacity) or what it says.
    struct Dot: View {
        let handle: Handle?
        @State var state: Int
        var body: some View {
            let _ = handle.map { handle in handle.set = { state = $0 } }
            // One view whose values change, as a pulse's opacity does (0 and 1), another glyph of
            // the same width (2), a wider text (3).
            Text(state == 2 ? "◆" : state == 3 ? "●●●" : "●")
                .opacity(state == 1 ? 0.4 : 1)
        }
    }

    struct Rows: View {
        let count: Int
        let handle: Handle
        let state: Int
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(0..<count, id: \.self) { index in
                    HStack {
                        Dot(handle: index == 3 ? handle : nil, state: index == 3 ? state : 0)
                        Text("Comment \(index)")
                    }
                }
            }
        }
    }

    struct Work: Equatable {
        var measured: Int, placed: Int, inPlace: Int
        @MainActor init(_ graph: ViewGraph) {
            measured = graph.measurements
            placed = graph.placements
            inPlace = graph.relayoutsInPlace
        }
        init(measured: Int, placed: Int, inPlace: Int) {
            self.measured = measured
            self.placed = placed
            self.inPlace = inPlace
        }
    }

    func change(rows: Int, from old: Int, to new: Int) -> (work: Work, drawn: String, fresh: String) {
        change(from: old, to: new, columns: 40) { Rows(count: rows, handle: $0, state: $1) }
    }

    /// The work a state change from `old` to `new` takes in the screen `make` builds, what it
    /// draws, and what a graph built afresh in the new state draws.
    func change(from old: Int, to new: Int, columns: Int,
                _ make: (Handle, Int) -> some View) -> (work: Work, drawn: String, fresh: String) {
        let handle = Handle()
        let graph = ViewGraph(make(handle, old), columns: columns, rows: 12, scrollsVertically: true)
        _ = graph.draw(rows: 0..<12)
        _ = graph.accessibilityTree()
        let before = Work(graph)
        handle.set?(new)
        let drawn = graph.draw(rows: 0..<12).text
        let after = Work(graph)
        handle.set = nil  // the handle's closure holds the dot's state, which holds the handle
        let freshHandle = Handle()
        let fresh = ViewGraph(make(freshHandle, new), columns: columns, rows: 12, scrollsVertically: true)
        let freshDrawn = fresh.draw(rows: 0..<12).text
        freshHandle.set = nil
        return (Work(measured: after.measured - before.measured, placed: after.placed - before.placed,
                     inPlace: after.inPlace - before.inPlace),
                drawn, freshDrawn)
    }

    @Test("an opacity pulse is laid out where it is: no more work in 1 000 rows than in 10, and the drawing a fresh graph makes",
          arguments: [(0, 1), (1, 0), (0, 2)])
    func sameSizeChangeStaysInPlace(from old: Int, to new: Int) {
        let small = change(rows: 10, from: old, to: new)
        let large = change(rows: 1_000, from: old, to: new)
        // The long column keeps its rows' answers, and a row of texts keeps its answer at any
        // larger proposal, so it may ask fewer than the short one; never more.
        #expect(small.work.placed == large.work.placed && small.work.inPlace == large.work.inPlace)
        #expect(large.work.measured <= small.work.measured, "10 rows: \(small.work); 1 000 rows: \(large.work)")
        #expect(large.work.inPlace == 1)
        #expect(large.work.measured <= 8, "only the dot's own answers are checked again")
        #expect(small.drawn == small.fresh)
        #expect(large.drawn == large.fresh)
    }

    @Test("a change that widens the view is laid out from above: its neighbour moves as in a fresh graph")
    func widerChangeGoesUp() {
        let result = change(rows: 10, from: 0, to: 3)
        #expect(result.work.inPlace == 0)
        #expect(result.drawn == result.fresh)
        #expect(result.drawn.contains("●●● Comment 3"))
    }

    /// Two texts sharing a row too narrow for both; the state gives one of them priority,
    /// which changes how the row shares its width though neither text's own size changes.
    struct Shared: View {
        let handle: Handle
        @State var first: Double
        var body: some View {
            let _ = { handle.set = { first = Double($0) } }()
            HStack(spacing: 0) {
                Text("aaaa aaaa aaaa aaaa").layoutPriority(first)
                Text("bbbb bbbb bbbb bbbb")
            }
            .frame(width: 160)  // 20 columns
        }
    }

    struct Prioritised: View {
        let handle: Handle
        let initial: Double
        var body: some View { Shared(handle: handle, first: initial) }
    }

    @Test("a layout priority that changes is laid out from above, as a fresh graph lays it out")
    func priorityChangeGoesUp() {
        let handle = Handle()
        let graph = ViewGraph(Prioritised(handle: handle, initial: 0), columns: 30, rows: 6)
        let before = graph.draw().text
        handle.set?(1)
        let after = graph.draw().text
        handle.set = nil  // the handle's closure holds the view's state, which holds the handle
        let freshHandle = Handle()
        let fresh = ViewGraph(Prioritised(handle: freshHandle, initial: 1), columns: 30, rows: 6).draw().text
        freshHandle.set = nil
        #expect(after == fresh)
        #expect(after != before, "the first text now takes the row's width first")
    }
    /// A dot in a fixed frame, in a row laid out as the trip screen's comment rows are (a layout
    /// picked at run time, a flexible frame beside it), which asks the dot more proposals than
    /// any size cache keeps. The state dims it (1) or widens its frame (2).
    struct FramedDot: View {
        let handle: Handle?
        @State var state: Int
        var body: some View {
            let _ = handle.map { handle in handle.set = { state = $0 } }
            Circle()
                .frame(width: state == 2 ? 24 : 8, height: 16)
                .opacity(state == 1 ? 0.4 : 1)
                .accessibilityLabel("Unread")
        }
    }

    struct FramedRows: View {
        let count: Int
        let handle: Handle
        let state: Int
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(0..<count, id: \.self) { index in
                    AnyLayout(HStackLayout(alignment: .top)) {
                        FramedDot(handle: index == 3 ? handle : nil, state: index == 3 ? state : 0)
                        VStack(alignment: .leading) {
                            Text("Comment \(index) says something long enough to wrap")
                            Text("2 replies")
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
            }
        }
    }

    func changeFramed(from old: Int, to new: Int) -> (work: Work, drawn: String, fresh: String) {
        change(from: old, to: new, columns: 30) { FramedRows(count: 20, handle: $0, state: $1) }
    }

    @Test("a view in a fixed frame keeps its size whatever its row proposed: dimming it measures nothing")
    func fixedFrameStaysInPlace() {
        let result = changeFramed(from: 0, to: 1)
        #expect(result.work.inPlace == 1)
        #expect(result.work.measured == 0)
        #expect(result.drawn == result.fresh)
    }

    @Test("a fixed frame that widens is laid out from above, as a fresh graph lays it out")
    func widenedFixedFrameGoesUp() {
        let result = changeFramed(from: 0, to: 2)
        #expect(result.work.inPlace == 0)
        #expect(result.work.measured > 0)
        #expect(result.drawn == result.fresh)
    }
}
