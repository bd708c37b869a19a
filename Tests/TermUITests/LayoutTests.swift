import Foundation
import Testing
@testable import TermUI

/// Layout follows SwiftUI's proposal model, in points: 8 a column, 16 a row.
@MainActor
struct LayoutTests {
    @Test("a spacer in an HStack takes the width the rigid children leave")
    func spacerTakesRemainingWidth() {
        let text = drawing(HStack { Text("left"); Spacer(); Text("right") }, columns: 20, rows: 1)
        #expect(text == "left           right")
    }

    @Test("HStack puts one column between children by default")
    func hstackDefaultSpacing() {
        #expect(drawing(HStack { Text("a"); Text("b") }, columns: 10, rows: 1) == "   a b")
    }

    @Test("VStack aligns children leading, centre or trailing")
    func vstackAlignment() {
        let leading = drawing(VStack(alignment: .leading) { Text("wide text"); Text("ab") }, columns: 9, rows: 2)
        #expect(leading == "wide text\nab")
        let trailing = drawing(VStack(alignment: .trailing) { Text("wide text"); Text("ab") }, columns: 9, rows: 2)
        #expect(trailing == "wide text\n       ab")
        let center = drawing(VStack { Text("wide text"); Text("ab") }, columns: 9, rows: 2)
        #expect(center == "wide text\n   ab")
    }

    @Test("padding adds 16 points: two columns each side and a row above and below")
    func defaultPadding() {
        let text = drawing(Text("hi").padding().border(), columns: 6, rows: 3)
        #expect(text == "\n  hi")
    }

    @Test("a fixed frame sizes the view and centres its content")
    func fixedFrame() {
        let graph = ViewGraph(Text("x").frame(width: 40, height: 48), columns: 20, rows: 5)
        _ = graph.draw()
        let element = graph.accessibilityTree().roots[0]
        // The text is one cell, centred in a 5×3 cell frame that is itself centred on top
        // (7 columns in, snapped down to whole cells).
        #expect(element.frame == CGRect(x: 56 + 16, y: 16, width: 8, height: 16))
    }

    @Test("maxWidth infinity fills the width offered")
    func flexibleFrameFills() {
        let text = drawing(Text("a").frame(maxWidth: .infinity, alignment: .trailing), columns: 10, rows: 1)
        #expect(text == "         a")
    }

    @Test("text wraps at spaces to the width offered, and breaks long words")
    func textWraps() {
        let text = drawing(Text("the waves were calm").frame(width: 80), columns: 10, rows: 3)
        #expect(text == "the waves\nwere calm")
        #expect(TextWrapper.wrap("abcdefgh", columns: 3) == ["abc", "def", "gh"])
    }

    @Test("a text of several lines, measured at several widths in a stack, draws the lines of its own width, broken for drawing once and not on every draw")
    func drawnLinesAreKept() {
        let graph = ViewGraph(HStack(spacing: 8) { Text("the waves were calm"); Text("ok") }, columns: 13, rows: 3)
        var text = graph.draw().text
        while text.hasSuffix("\n") { text.removeLast() }
        #expect(text == "the waves ok\nwere calm")
        let wraps = graph.textWraps
        _ = graph.draw()
        _ = graph.draw()
        #expect(graph.textWraps == wraps)
    }

    @Test("layoutPriority: Apple's example, the priority set before a border: the higher priority text is offered all but what the others need at least, and stays on one line while the other wraps")
    func layoutPriorityPassesThroughModifiers() throws {
        let tree = ViewGraph(HStack {
            Text("This is a moderately long string.").border(Color.gray)
            Spacer()
            Text("This is a higher priority string.").layoutPriority(1).border(Color.gray)
        }, columns: 50, rows: 8).accessibilityTree()
        let low = try #require(tree.first("This is a moderately long string."))
        let high = try #require(tree.first("This is a higher priority string."))
        #expect(high.frame.height == 16 && high.frame.width == 33 * 8)
        #expect(low.frame.height > 16)
        let padded = ViewGraph(HStack(spacing: 0) {
            Text("one two three four").padding(.horizontal, 8)
            Text("five six seven eight").layoutPriority(1).padding(.horizontal, 8)
        }, columns: 30, rows: 8).accessibilityTree()
        #expect(try #require(padded.first("five six seven eight")).frame.height == 16, "padding keeps the priority too")
        #expect(try #require(padded.first("one two three four")).frame.height > 16)
    }

    /// Short stacks nested `depth` deep, through custom views, around a text and a toggle.
    struct Nest: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                HStack { Text("Leaf"); Toggle("On", isOn: .constant(true)) }
            } else {
                VStack { Nest(depth: depth - 1); Text("Level \(depth)") }
            }
        }
    }

    @Test("nested short stacks keep their answers: doubling the depth at most doubles the measurements each stack needs, where without kept answers every stack above asks again")
    func nestedStacksKeepTheirAnswers() {
        func measurementsPerStack(_ depth: Int) -> Double {
            let graph = ViewGraph(Nest(depth: depth), columns: 40, rows: 60)
            _ = graph.draw()
            return Double(graph.stackMeasurements) / Double(depth + 1)
        }
        let deep = measurementsPerStack(8), deeper = measurementsPerStack(16)
        #expect(deeper <= 2 * deep, "per stack: \(deep) at depth 8, \(deeper) at depth 16")
    }

    /// A lazy stack of `count` contact rows: a name, a spacer and a button.
    private struct ContactRows: View {
        let count: Int
        var body: some View {
            LazyVStack {
                ForEach(0..<count, id: \.self) { n in
                    HStack { Text("Contact \(n)"); Spacer(); Button("Call") {} }
                }
            }
        }
    }

    @Test("""
        a lazy stack measures and places each held row at its ideal height for the width: a row's stack is asked \
        its size once, not again at no height and at the stack's whole height, as a VStack shares space out
        """)
    func lazyRowsTakeTheirIdealLength() {
        let graph = ViewGraph(ContactRows(count: 1_000), columns: 40, rows: 80)
        _ = graph.draw()
        let rows = graph.accessibilityTree().allElements.filter { $0.label.hasPrefix("Contact ") }
        #expect(rows.count == 128, "a window of rows held")
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.frame.height == 16 && $1.frame.minY == $0.frame.maxY },
                "each row one line high, right below the one before")
        // The held rows' stacks once each, and the lazy stack itself a few times.
        #expect(graph.stackMeasurements <= 128 + 8, "\(graph.stackMeasurements) stack measurements")
    }

    /// Rows that would grow if offered more: a bar that takes any height, a text framed to
    /// fill. Each row of the stack's id, its frame read from the row's combined element.
    private struct GrowingRows: View {
        let count: Int
        var body: some View {
            LazyVStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { n in
                    HStack {
                        Text("Row \(n)")
                        if n.isMultiple(of: 2) {
                            Color.red.frame(width: 3)
                        } else {
                            Text("tall").frame(maxHeight: .infinity)
                        }
                    }
                    .accessibilityElement(children: .combine)
                }
            }
        }
    }

    @Test("""
        a lazy stack gives a row that would grow (a Color, a frame of infinite height) its ideal height in every \
        window: the stack's spare height is never shared out among the held rows, so a row is as tall far down \
        the list as at its top
        """)
    func lazyRowsThatCouldGrowKeepTheirIdealLength() throws {
        let graph = ViewGraph(GrowingRows(count: 1_000), columns: 40, rows: 300)
        _ = graph.draw()
        func heldRows() -> [AccessibilityElement] {
            graph.accessibilityTree().allElements.filter { $0.label.hasPrefix("Row ") }
        }
        let top = heldRows()
        #expect(top.count == 128, "a window of rows held, though the page has room for more")
        let ideal = graph.metric.pointsPerRow
        #expect(top.allSatisfy { $0.frame.height == ideal }, "\(Set(top.map(\.frame.height)))")
        #expect(zip(top, top.dropFirst()).allSatisfy { $1.frame.minY == $0.frame.maxY }, "each row right below the one before")
        let list = try #require(graph.accessibilityTree().allElements.first { $0.rowWindow != nil })
        #expect(graph.holdRows(600..<728, ofLazyStack: list.id))
        let far = heldRows()
        #expect(far.first?.label.hasPrefix("Row 600") == true)
        #expect(far.allSatisfy { $0.frame.height == ideal }, "\(Set(far.map(\.frame.height)))")
        #expect(far.first?.frame.minY == top[0].frame.minY + 600 * ideal, "row 600 sits 600 rows below row 0")
    }

    @Test("lineLimit truncates with an ellipsis")
    func lineLimit() {
        let text = drawing(Text("one two three four").lineLimit(1).frame(width: 80), columns: 10, rows: 2)
        #expect(text == " one two…")
    }

    @Test("a lineLimit below 1 is 1, as SwiftUI's EnvironmentValues.lineLimit says: the text is cut to one line, not dropped or crashed on")
    func lineLimitBelowOne() {
        for limit in [0, -2] {
            let text = drawing(Text("one two three four").lineLimit(limit).frame(width: 80), columns: 10, rows: 2)
            #expect(text == " one two…", "lineLimit(\(limit))")
        }
        #expect(TextWrapper.wrap("one two three", columns: 7, maxLines: 0) == ["one tw…"])
        #expect(TextWrapper.measure("one two three", columns: 7, maxLines: -1).lineCount == 1)
    }

    @Test("wide characters take two columns")
    func wideCharacters() {
        #expect(TerminalText.width(of: "日本") == 4)
        #expect(drawing(HStack(spacing: 0) { Text("日本"); Text("x") }, columns: 5, rows: 1) == "日本x")
    }

    @Test("ZStack aligns children inside the largest")
    func zstackAlignment() {
        let text = drawing(ZStack(alignment: .topLeading) { Text("abcde"); Text("X") }, columns: 5, rows: 1)
        #expect(text == "Xbcde")
    }
}

extension View {
    /// Nothing: keeps test views readable when a modifier chain needs an end.
    func border() -> some View { self }
}

/// The explorer lays screens out as pages that scroll.
@MainActor
struct ScrollingPageTests {
    @Test("a page taller than the pane keeps every view at its ideal height and the canvas grows to hold it")
    func pageGrows() {
        let view = VStack(alignment: .leading) { ForEach(0..<6) { Text("Row \($0)") } }
        let page = ViewGraph(view, columns: 10, rows: 3, scrollsVertically: true)
        let canvas = page.draw()
        #expect(canvas.height == 6)
        #expect(canvas.rows.prefix(6) == ["  Row 0", "  Row 1", "  Row 2", "  Row 3", "  Row 4", "  Row 5"])
        // As a window, the same stack is squeezed into the three rows it is given.
        #expect(ViewGraph(view, columns: 10, rows: 3).draw().height == 3)
    }
}

@MainActor
struct StackShareTests {
    @Test("when everything fits, each child gets its ideal size and flexible children share the rest")
    func idealWhenItFits() {
        // The text keeps its one line; the spacer takes what is left, instead of halving the row.
        let row = HStack {
            Text("•")
            Text("Looks like a wonderful time")
            Spacer()
            Text("☆")
        }
        #expect(drawing(row, columns: 40, rows: 1) == "• Looks like a wonderful time          ☆")
    }

    @Test("when space is short, the least flexible children are offered their share first")
    func squeezeWhenShort() {
        let row = HStack(spacing: 0) { Text("aaaa bbbb"); Text("cc") }
        #expect(drawing(row, columns: 6, rows: 2) == "aaaacc\nbbbb")
    }
}

@MainActor
struct ScrollViewScrollingTests {
    struct Strip: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack { ForEach(0..<12) { Text("Item\($0)") } }
            }
        }
    }

    @Test("scrolling to an element's frame brings it into the scroll view and draws it there")
    func scrollsToShow() throws {
        let graph = ViewGraph(Strip(), columns: 20, rows: 1)
        let before = graph.accessibilityTree()
        let item = try #require(before.allElements.first { $0.label == "Item9" })
        #expect(item.frame.maxX > 160)
        #expect(graph.scrollToVisible(item.frame))
        let after = try #require(graph.accessibilityTree().allElements.first { $0.label == "Item9" })
        #expect(after.frame.minX >= 0 && after.frame.maxX <= 160)
        #expect(graph.draw().text.contains("Item9"))
        // Already in view: nothing moves.
        #expect(!graph.scrollToVisible(after.frame))
        // Back to the start.
        let first = try #require(graph.accessibilityTree().allElements.first { $0.label == "Item0" })
        #expect(graph.scrollToVisible(first.frame))
        #expect(graph.draw().text.hasPrefix("Item0"))
    }
}
