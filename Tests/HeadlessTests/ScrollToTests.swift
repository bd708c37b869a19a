import Accessibility
import Foundation
@testable import Headless
import ScreenReader
import Testing
@testable import TermUI

/// A helper outside any actor, as app code often has: SwiftUI's `scrollTo` is not isolated, so
/// this compiles against TermUI as it does against SwiftUI.
nonisolated func scrollToLast(_ proxy: ScrollViewProxy, of count: Int) {
    proxy.scrollTo(count - 1, anchor: .bottom)
}

/// `ScrollViewProxy.scrollTo(_:anchor:)`, as SwiftUI documents it: it "scans all scroll views
/// contained by the proxy for the first with a child view with identifier id, and then scrolls
/// to that view"; with an anchor, that point of the view is aligned with the same point of the
/// scroll view; with none, the scroll view scrolls as little as shows the view. Scrolling moves
/// what is drawn, not VoiceOver's cursor.
@Suite("ScrollViewReader")
@MainActor
struct ScrollToTests {
    /// A button above a scroll view ten rows (160 points) tall of `count` rows; the button
    /// scrolls to `target` with `anchor`.
    struct Rows: View {
        let count: Int
        let target: Int
        let anchor: UnitPoint?
        var lazy = false
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Jump") { proxy.scrollTo(target, anchor: anchor) }
                    ScrollView {
                        if lazy {
                            LazyVStack(spacing: 0) { ForEach(0..<count, id: \.self) { Text("Row \($0)") } }
                        } else {
                            VStack(spacing: 0) { ForEach(0..<count, id: \.self) { Text("Row \($0)") } }
                        }
                    }
                    .frame(height: 160)
                }
            }
        }
    }

    private func frame(_ session: ScreenSession, _ label: String) -> CGRect? {
        session.tree.allElements.first { $0.label == label }?.frame
    }

    /// Jumps with the button, the cursor left on it.
    private func jump(_ session: ScreenSession) {
        _ = session.perform(.focus("Jump"))
        _ = session.perform(.activate)
    }

    @Test("with the top anchor, the row's top is the scroll view's top")
    func topAnchor() throws {
        let session = ScreenSession(Rows(count: 100, target: 50, anchor: .top))
        let top = try #require(frame(session, "Row 0")).minY
        jump(session)
        #expect(frame(session, "Row 50")?.minY == top)
        #expect(frame(session, "Row 0")?.minY == top - 50 * 16)
        // The cursor stays on the button: scrolling by code does not move it.
        #expect(session.focusedElement?.label == "Jump")
    }

    @Test("a view above a scrolled scroll view, focused, leaves it as it is: the scroll view's content reaches behind the view but does not hold it")
    func focusAboveTheScrollView() throws {
        let session = ScreenSession(Rows(count: 100, target: 50, anchor: .top))
        let top = try #require(frame(session, "Row 0")).minY
        jump(session)
        _ = session.perform(.focus("Row 52"))
        _ = session.perform(.focus("Jump"))
        _ = session.frame()
        #expect(session.focusedElement?.label == "Jump")
        #expect(frame(session, "Row 50")?.minY == top)
    }

    @Test("with no anchor, the scroll view scrolls as little as shows the row; a row in view moves nothing")
    func leastScroll() throws {
        let session = ScreenSession(Rows(count: 100, target: 40, anchor: nil))
        let top = try #require(frame(session, "Row 0")).minY
        jump(session)
        // Row 40 at the bottom edge: its bottom is the scroll view's (ten rows down).
        #expect(frame(session, "Row 40")?.maxY == top + 160)
        let shown = ScreenSession(Rows(count: 100, target: 3, anchor: nil))
        let before = frame(shown, "Row 3")
        jump(shown)
        #expect(frame(shown, "Row 3") == before)
    }

    @Test("the center and bottom anchors, and the ends clamped: the content never scrolls past its last row")
    func centerBottomAndClamp() throws {
        let centred = ScreenSession(Rows(count: 100, target: 50, anchor: .center))
        let top = try #require(frame(centred, "Row 0")).minY
        jump(centred)
        // Ten rows tall: the centre of row 50 on the centre of the view, in whole cells.
        let row = try #require(frame(centred, "Row 50"))
        #expect(abs(row.midY - (top + 80)) <= 8, "\(row) against \(top + 80)")
        let last = ScreenSession(Rows(count: 100, target: 99, anchor: .top))
        jump(last)
        #expect(frame(last, "Row 99")?.maxY == top + 160, "clamped: the last row at the bottom, not the top")
    }

    @Test("an id no view has scrolls nothing")
    func unknownID() {
        let session = ScreenSession(Rows(count: 100, target: 500, anchor: .top))
        let before = session.tree.allElements.map(\.frame)
        jump(session)
        #expect(session.tree.allElements.map(\.frame) == before)
    }

    @Test("a lazy stack's row not held is made, then scrolled to: the drawing shows it")
    func lazyRowNotHeld() throws {
        let session = ScreenSession(Rows(count: 5_000, target: 4_000, anchor: .top, lazy: true))
        let top = try #require(frame(session, "Row 0")).minY
        #expect(frame(session, "Row 4000") == nil)
        jump(session)
        #expect(frame(session, "Row 4000")?.minY == top)
        // Made alone, as SwiftUI makes the row it scrolls to: the pane asks for the rows below.
        let window = session.tree.allElements.lazy.compactMap(\.rowWindow).first
        #expect(window?.loaded == 4_000..<4_001)
        let drawn = session.frame().screen.text
        #expect(drawn.contains("Row 4000") && drawn.contains("Row 4001") && !drawn.contains("Row 0\n"), "\(drawn)")
        let shown = session.tree.allElements.lazy.compactMap(\.rowWindow).first
        #expect(shown.map { $0.loaded.lowerBound == 4_000 && $0.loaded.count > 1 } == true, "\(String(describing: shown))")
    }

    @Test("a LazyHStack's card far from the cards held is made alone, then the pane drawn makes the cards beside it")
    func lazyCardNotHeld() throws {
        struct Cards: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Button("Jump") { proxy.scrollTo(4_000, anchor: .leading) }
                        ScrollView(.horizontal) {
                            LazyHStack { ForEach(0..<5_000, id: \.self) { Text("Card \($0)") } }
                        }
                    }
                }
            }
        }
        let session = ScreenSession(Cards(), columns: 60, rows: 10)
        #expect(frame(session, "Card 4000") == nil)
        jump(session)
        let window = session.tree.allElements.lazy.compactMap(\.rowWindow).first
        #expect(window?.loaded == 4_000..<4_001)
        let drawn = session.frame().screen.text
        #expect(drawn.contains("Card 4000") && drawn.contains("Card 4001") && !drawn.contains("Card 0 "), "\(drawn)")
        let shown = try #require(session.tree.allElements.lazy.compactMap(\.rowWindow).first)
        // Sixty columns show five or six cards of ten: those are made, not a window of 128.
        #expect(shown.loaded.lowerBound == 4_000 && shown.loaded.count > 2 && shown.loaded.count < 12, "\(shown)")
    }

    @Test("a scroll asked for in onAppear happens before the first frame")
    func onAppear() throws {
        struct Chat: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<60, id: \.self) { Text("Message \($0)") } }
                    }
                    .frame(height: 160)
                    .onAppear { scrollToLast(proxy, of: 60) }
                }
            }
        }
        let session = ScreenSession(Chat())
        let frame = try #require(self.frame(session, "Message 59"))
        let first = try #require(self.frame(session, "Message 0"))
        // Scrolled by 50 rows: the last message's bottom on the scroll view's (160 points).
        #expect(first.minY == -50 * 16 && frame.maxY == 160, "\(first) \(frame)")
        #expect(session.frame().screen.text.contains("Message 59"))
    }
}

/// A scroll view whose content reaches past its frame is read as one piece where it stands:
/// VoiceOver meets a scroll view's elements inside it, in the hierarchy, not sorted among the
/// views around it by where each scrolled row happens to lie.
@Suite("Reading order around a scroll view")
@MainActor
struct ScrolledReadingOrderTests {
    struct Framed: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("Trip to the beach").accessibilityAddTraits(.isHeader)
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<40, id: \.self) { Text("Row \($0)") } }
                }
                .frame(height: 160)
                Text("Footer: the end of the screen")
            }
        }
    }

    private func readAll(_ session: ScreenSession) -> [String] {
        var heard = [session.perform(.first).map(\.text).joined()]
        for _ in 0..<60 {
            let said = session.perform(.next).map(\.text).joined()
            if said == "Last item" || said.isEmpty { break }
            heard.append(said)
        }
        return heard
    }

    @Test("the rows below the scroll view's frame are read before the view under it, not beside it")
    func contentBeforeTheViewBelow() {
        let session = ScreenSession(Framed())
        let heard = readAll(session)
        #expect(heard == ["Trip to the beach, Heading"] + (0..<40).map { "Row \($0)" } + ["Footer: the end of the screen"], "\(heard)")
    }

    @Test("scrolled down, the rows above the scroll view's frame are still read after the view above it")
    func scrolledContentAfterTheViewAbove() {
        let session = ScreenSession(Framed())
        _ = session.perform(.focus("Row 30"))
        _ = session.frame()
        #expect(session.tree.allElements.first { $0.label == "Row 0" }.map { $0.frame.minY < 0 } == true, "scrolled")
        #expect(session.perform(.first).map(\.text) == ["Trip to the beach, Heading"])
        #expect(session.perform(.last).map(\.text) == ["Footer: the end of the screen"])
        #expect(session.perform(.previous).map(\.text) == ["Row 39"])
    }

    @Test("a scroll view whose content fits is left as it was: nothing is marked")
    func fittingContentUnmarked() {
        struct Page: View {
            var body: some View {
                ScrollView { VStack { ForEach(0..<5, id: \.self) { Text("Row \($0)") } } }
            }
        }
        let session = ScreenSession(Page())
        #expect(session.tree.allElements.allSatisfy { $0.scrollFrame == nil })
        let framed = ScreenSession(Framed())
        #expect(framed.tree.allElements.filter { $0.scrollFrame != nil }.count == 40)
    }
}

extension ScrolledReadingOrderTests {
    @Test("a finger on the view above a scrolled scroll view touches that view, not a row scrolled behind it")
    func touchSkipsRowsScrolledOutOfSight() throws {
        let session = ScreenSession(Framed())
        _ = session.perform(.focus("Row 30"))
        _ = session.frame()
        let title = try #require(session.tree.allElements.first { $0.label == "Trip to the beach" })
        let hidden = session.tree.allElements.first { $0.label != "Trip to the beach" && $0.frame.contains(CGPoint(x: title.frame.midX, y: title.frame.midY)) }
        #expect(hidden != nil, "a scrolled row lies behind the title")
        _ = session.perform(.touch(x: Double(title.frame.midX), y: Double(title.frame.midY)))
        #expect(session.focusedElement?.label == "Trip to the beach")
    }
}
