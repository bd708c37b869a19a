import Accessibility
import Testing
@testable import ScreenReader

@MainActor
struct NavigationOrderTests {
    @Test("elements are read top to bottom, then leading to trailing")
    func topToBottomThenLeadingToTrailing() {
        let screen = fixed([
            element("bottom", "Bottom", x: 0, y: 100),
            element("right", "Right", x: 200, y: 0),
            element("left", "Left", x: 0, y: 0),
        ])
        let reader = ScreenReader(source: screen)
        #expect(reader.navigationOrder == [id("left"), id("right"), id("bottom")])
    }

    @Test("origins less than 8 points apart vertically are one row")
    func rowTolerance() {
        let screen = fixed([
            element("late", "Late", x: 0, y: 7),
            element("early", "Early", x: 100, y: 0),
            element("below", "Below", x: 0, y: 30),
            element("eight", "Eight apart", x: 300, y: 8),
        ])
        let reader = ScreenReader(source: screen)
        // "late" is 7 pt below "early" but leading of it: same row, read first.
        #expect(reader.navigationOrder == [id("late"), id("early"), id("eight"), id("below")])
    }

    @Test("on an iPad, origins less than 13 points apart vertically are one row; on an iPhone 8 points apart are two")
    func iPadRowTolerance() {
        // Two elements 10 points apart vertically: the lower one is leading.
        let screen = fixed([
            element("high", "High", x: 200, y: 0),
            element("low", "Low", x: 0, y: 10),
            element("below", "Below", x: 0, y: 13),
        ])
        let phone = ScreenReader(source: screen)
        #expect(phone.navigationOrder == [id("high"), id("low"), id("below")])
        let pad = ScreenReader(source: screen, idiom: .pad)
        // One row: leading first. "Below" starts 13 points under the row's top: the next row.
        #expect(pad.navigationOrder == [id("low"), id("high"), id("below")])
        // Changing the idiom orders the screen again.
        phone.idiom = .pad
        #expect(phone.navigationOrder == pad.navigationOrder)
    }

    @Test("a right-to-left row is read from the right: the element at the top right comes first")
    func rightToLeftRows() {
        func rtl(_ element: inout AccessibilityElement) { element.layoutDirection = .rightToLeft }
        let screen = fixed([
            element("a", "A", x: 0, y: 0, rtl),
            element("b", "B", x: 100, y: 0, rtl),
            element("c", "C", x: 0, y: 20, rtl),
            element("d", "D", x: 100, y: 20, rtl),
        ])
        let reader = ScreenReader(source: screen)
        #expect(reader.navigationOrder == [id("b"), id("a"), id("d"), id("c")])
        // Left to right, the same frames read A B C D.
        let ltr = fixed([
            element("a", "A", x: 0, y: 0), element("b", "B", x: 100, y: 0),
            element("c", "C", x: 0, y: 20), element("d", "D", x: 100, y: 20),
        ])
        #expect(ScreenReader(source: ltr).navigationOrder == [id("a"), id("b"), id("c"), id("d")])
    }

    @Test("a container keeps its children together and is placed by its first element")
    func containerKeepsChildrenTogether() {
        let screen = fixed([
            element("title", "Title", x: 0, y: 0),
            container("card", "Card", [
                element("card.b", "Card bottom", x: 0, y: 200),
                element("card.a", "Card top", x: 0, y: 20),
            ]),
            element("middle", "Middle", x: 0, y: 100),
        ])
        let reader = ScreenReader(source: screen)
        #expect(reader.navigationOrder == [id("title"), id("card.a"), id("card.b"), id("middle")])
    }

    @Test("higher sort priority is read first among siblings")
    func sortPriority() {
        let screen = fixed([
            element("top", "Top", y: 0),
            element("overlay", "Overlay", x: 300, y: 0) { $0.sortPriority = -1 },
            element("important", "Important", y: 100) { $0.sortPriority = 2 },
        ])
        let reader = ScreenReader(source: screen)
        #expect(reader.navigationOrder == [id("important"), id("top"), id("overlay")])
    }

    @Test("only the last modal sibling is navigable")
    func lastModalOnly() {
        let screen = fixed([
            element("behind", "Behind", y: 0),
            container("sheet1", "First sheet", traits: .isModal, [element("s1", "One", y: 50)]),
            container("sheet2", "Second sheet", traits: .isModal, [element("s2", "Two", y: 60)]),
        ])
        let reader = ScreenReader(source: screen)
        #expect(reader.navigationOrder == [id("s2")])
    }

    @Test("a container with no focusable children is skipped")
    func emptyContainerSkipped() {
        let screen = fixed([container("empty", "Empty", []), element("a", "A", y: 10)])
        let reader = ScreenReader(source: screen)
        #expect(reader.navigationOrder == [id("a")])
    }

    @Test("moving the cursor reads no new tree: the order is computed once per tree change")
    func movesDoNotRebuild() {
        let screen = fixed(column((0..<500).map { "Item \($0)" }))
        let reader = ScreenReader(source: screen)
        let reads = screen.treeReads
        for _ in 0..<499 { reader.perform(.next) }
        reader.perform(.previous)
        reader.perform(.first)
        reader.perform(.last)
        #expect(screen.treeReads == reads)
        #expect(reader.focusedID == id("item 499"))
    }

    @Test("a focus move costs the same on a large screen: 100 000 elements, 1 000 moves")
    func movesAreConstantTime() {
        let screen = fixed((0..<100_000).map { element("e\($0)", "E\($0)", y: Double($0) * 20) })
        let reader = ScreenReader(source: screen)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<1_000 { reader.perform(.next) }
        }
        #expect(reader.focusedID == id("e999"))
        // Generous bound for a shared debug build; a walk of the tree per move would take minutes.
        #expect(elapsed < .seconds(5))
    }
}
