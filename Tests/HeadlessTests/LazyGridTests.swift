import Accessibility
import Foundation
@testable import Headless
import ScreenReader
import Testing
@testable import TermUI

/// `LazyVGrid`, `LazyHGrid` and `LazyHStack` of one long `ForEach` make their views as they are
/// needed, as SwiftUI's lazy containers do: a window of views, each in the line and track it
/// has among all of them, the lines not held counted at the held lines' average length.
@Suite("Lazy grids and horizontal stacks")
@MainActor
struct LazyGridTests {
    /// A photo library: three columns of photos, one `Text` each.
    struct Library: View {
        let count: Int
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                    ForEach(0..<count, id: \.self) { n in Text("Photo \(n)") }
                }
            }
        }
    }

    /// A carousel of cards side by side.
    struct Carousel: View {
        let count: Int
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 8) {
                    ForEach(0..<count, id: \.self) { n in Text("Card \(n)") }
                }
            }
        }
    }

    /// Two rows of tiles, filled top to bottom, column after column.
    struct Shelf: View {
        let count: Int
        var body: some View {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(), GridItem()]) {
                    ForEach(0..<count, id: \.self) { n in Text("Tile \(n)") }
                }
            }
        }
    }

    private func window(_ session: ScreenSession) -> AccessibilityRowWindow? {
        session.tree.allElements.lazy.compactMap(\.rowWindow).first
    }

    private func nodeCount(_ session: ScreenSession) -> Int {
        var nodes = 0
        session.graph.forEachNode { _ in nodes += 1 }
        return nodes
    }

    /// The held elements whose labels start with `prefix`, by the number after it.
    private func held(_ session: ScreenSession, _ prefix: String) -> [Int: CGRect] {
        var frames: [Int: CGRect] = [:]
        for element in session.tree.allElements where element.label.hasPrefix(prefix) {
            if let n = Int(element.label.dropFirst(prefix.count)) { frames[n] = element.frame }
        }
        return frames
    }

    @Test("a LazyVGrid of 100 000 photos makes a window of 128, in three columns, and counts the lines not held in its height")
    func gridMakesAWindow() {
        let session = ScreenSession(Library(count: 100_000))
        #expect(window(session) == AccessibilityRowWindow(count: 100_000, loaded: 0..<128))
        #expect(nodeCount(session) < 128 * 8, "\(nodeCount(session)) nodes")
        let frames = held(session, "Photo ")
        #expect(frames.count == 128)
        // Photos 0, 1 and 2 share a line, left to right; photo 3 starts the next.
        #expect(frames[0]!.minY == frames[1]!.minY && frames[1]!.minY == frames[2]!.minY)
        #expect(frames[0]!.minX < frames[1]!.minX && frames[1]!.minX < frames[2]!.minX)
        #expect(frames[3]!.minY > frames[0]!.minY && frames[3]!.minX == frames[0]!.minX)
        // 33 334 lines of one row each: the page is as tall as all of them.
        #expect(session.graph.contentHeight >= 33_334 * session.graph.metric.pointsPerRow)
    }

    @Test("the reader reads on past the grid's window, photo after photo, and each photo keeps its column wherever the window starts")
    func readerReadsThroughTheGrid() {
        let session = ScreenSession(Library(count: 100_000))
        _ = session.perform(.first)
        for _ in 0..<200 { _ = session.perform(.next) }
        #expect(session.focusedElement?.label == "Photo 200")
        let loaded = window(session)!.loaded
        #expect(!loaded.contains(0) && loaded.contains(200))
        let frames = held(session, "Photo ")
        #expect(frames.count == loaded.count)
        // Photo n stands in column n % 3 (each photo centred in its third of the width), and
        // n / 3 lines down, as in a grid that holds all.
        let third = session.graph.size.width / 3
        #expect(frames.allSatisfy { n, frame in Int(frame.midX / third) == n % 3 })
        let line = session.graph.metric.pointsPerRow
        #expect(frames.allSatisfy { n, frame in frame.minY - frames[200]!.minY == CGFloat(n / 3 - 200 / 3) * line })
        // Last reaches the last photo, made in a window of its own.
        _ = session.perform(.last)
        #expect(session.focusedElement?.label == "Photo 99999")
        #expect(window(session)!.loaded.upperBound == 100_000)
        #expect(nodeCount(session) < 128 * 8)
        // That window starts mid-line (99 872 is the third photo of line 33 290): it stands in
        // the last column alone, and the next line starts with 99 873.
        let last = held(session, "Photo ")
        #expect(window(session)!.loaded.lowerBound % 3 == 2)
        #expect(last.allSatisfy { n, frame in Int(frame.midX / third) == n % 3 })
        #expect(last[99_873]!.minY == last[99_872]!.minY + line && last[99_874]!.minY == last[99_873]!.minY)
    }

    @Test("a LazyHStack of 10 000 cards holds a window side by side, and next goes on past it")
    func horizontalStackMakesAWindow() {
        let session = ScreenSession(Carousel(count: 10_000))
        #expect(window(session) == AccessibilityRowWindow(count: 10_000, loaded: 0..<128))
        let frames = held(session, "Card ")
        #expect(frames.count == 128)
        #expect((0..<127).allSatisfy { frames[$0]!.maxX < frames[$0 + 1]!.minX && frames[$0]!.minY == frames[$0 + 1]!.minY })
        _ = session.perform(.first)
        for _ in 0..<150 { _ = session.perform(.next) }
        #expect(session.focusedElement?.label == "Card 150")
        #expect(!window(session)!.loaded.contains(0))
        let card = held(session, "Card ")
        #expect(card[150]!.minX > card[149]!.maxX)
        // Cards not held count at the held cards' width, in whole columns: the stack is as wide
        // as 10 000 cards of 8 columns ("Card 150" is 8).
        var widths: [CGFloat] = []
        session.graph.forEachNode { node in if node.lazyRows != nil { widths.append(node.frame.width) } }
        #expect(widths.count == 1 && widths[0] >= 10_000 * 8 * session.graph.metric.pointsPerColumn * 0.9, "\(widths)")
    }

    @Test("a LazyHGrid fills its two rows top to bottom, column after column, holds a window of them, and is read in that order")
    func horizontalGridFillsColumns() {
        let session = ScreenSession(Shelf(count: 5_000))
        #expect(window(session) == AccessibilityRowWindow(count: 5_000, loaded: 0..<128, readsInListOrder: true))
        let frames = held(session, "Tile ")
        #expect(frames[0]!.minX == frames[1]!.minX && frames[0]!.minY < frames[1]!.minY)
        #expect(frames[2]!.minX > frames[0]!.minX && frames[2]!.minY == frames[0]!.minY)
        // Read down each column, then across, as the tiles come: reading on reaches every tile.
        _ = session.perform(.first)
        var order: [String] = []
        for _ in 0..<200 { order.append(session.focusedElement?.label ?? ""); _ = session.perform(.next) }
        #expect(order == (0..<200).map { "Tile \($0)" })
        _ = session.perform(.last)
        #expect(session.focusedElement?.label == "Tile 4999")
        #expect(nodeCount(session) < 128 * 8)
    }

    @Test("a carousel's cards not held lie beside it, so the page below it is drawn for the audit; its cards are judged a window at a time, and plain cards pass")
    func carouselIsAudited() {
        struct Store: View {
            var body: some View {
                VStack {
                    Carousel(count: 1_000)
                    Color.clear.frame(height: 80)
                    Text("Opening hours")
                }
            }
        }
        let session = ScreenSession(Store())
        #expect(session.pageDrawing().text.contains("Opening hours"))
        let findings = session.auditFindings(with: AuditConfiguration())
        #expect(findings.isEmpty, "\(findings.map { "\($0.rule): \($0.elementID)" }.prefix(5))")
        #expect(session.lazyRowWindowsAudited == 7)
    }

    @Test("a grid or horizontal stack of 256 views or fewer is made whole, as before")
    func shortOnesAreWhole() {
        #expect(window(ScreenSession(Library(count: 256))) == nil)
        #expect(window(ScreenSession(Carousel(count: 200))) == nil)
        #expect(held(ScreenSession(Library(count: 256)), "Photo ").count == 256)
    }

    @Test("a rotor's entry in a LazyVGrid far from the views held is made alone; the pane drawn makes the lines it shows, not a window")
    func gridEntryMadeAlone() throws {
        struct Favourites: View {
            var body: some View {
                Library(count: 30_000)
                    .accessibilityRotor("Favourites") {
                        ForEach(Array(stride(from: 0, to: 30_000, by: 1_000)), id: \.self) { n in
                            AccessibilityRotorEntry("Photo \(n)", id: n)
                        }
                    }
            }
        }
        let session = ScreenSession(Favourites(), columns: 60, rows: 12)
        _ = session.perform(.next)
        _ = session.perform(.selectRotor(RotorSetting(named: "Favourites")))
        _ = session.perform(.rotorItemNext)
        #expect(session.perform(.rotorItemNext).first?.text == "Photo 2000")
        #expect(window(session)?.loaded == 2_000..<2_001)
        let drawn = session.frame().screen.text
        // The pane scrolled down to it: its line (1998, 1999, 2000) and the lines above.
        #expect(drawn.contains("Photo 1998") && drawn.contains("Photo 1999") && drawn.contains("Photo 1990"), "\(drawn)")
        // Twelve rows show twelve lines of three photos at most: those are made and held.
        let held = try #require(window(session)).loaded
        #expect(held.contains(2_000) && held.count > 3 && held.count <= 3 * 12, "\(held)")
        #expect(session.focusedElement?.label == "Photo 2000")
    }
}
