import DemoScreens
import Headless
import ScreenReader
import Testing
import TermUI

/// The focus outline shows where VoiceOver's cursor is without hiding what the screen shows
/// next to it: a developer exploring a screen sees the screen as it is.
@MainActor
@Suite("The focus outline hides nothing")
struct FocusOutlineHidesNothingTests {
    /// Every visible character of the screen pane drawn without the focus, missing or changed
    /// in the same pane drawn with it: "x,y: 'T' became '─'".
    static func hidden(by frame: Frame, width: Int, height: Int) -> [String] {
        var unfocused = frame
        unfocused.focusRect = nil
        let chrome = ExplorerChrome(theme: .monochrome)
        let with = FrameRenderer.render(frame, width: width, height: height, chrome: chrome)
        let without = FrameRenderer.render(unfocused, width: width, height: height, chrome: chrome)
        guard let content = ExplorerLayout.panes(width: width, height: height)?.screenContent else { return [] }
        var lost: [String] = []
        for y in content.y..<content.maxY {
            for x in content.x..<content.maxX where without[x, y].grapheme != " " && without[x, y].grapheme != with[x, y].grapheme {
                lost.append("\(x),\(y): '\(without[x, y].grapheme)' became '\(with[x, y].grapheme)'")
            }
        }
        return lost
    }

    @Test("on every demo screen and variant, at 80×24 and 120×40, focusing each element keeps every character the pane shows",
          arguments: [(80, 24), (120, 40)])
    func outlineKeepsEveryCharacter(size: (Int, Int)) throws {
        let (width, height) = size
        let panes = try #require(ExplorerLayout.panes(width: width, height: height))
        var checked = 0
        for screen in DemoScreens.registry.screens {
            for variant in screen.variants {
                let session = try ScreenSession(registry: DemoScreens.registry, screen: "\(screen.name):\(variant)",
                                                columns: panes.screenContent.width, rows: panes.screenContent.height)
                session.appear()
                var seen = Set<String>()
                while let focused = session.focusedElement, seen.insert(focused.id.rawValue).inserted {
                    let lost = Self.hidden(by: session.frame(), width: width, height: height)
                    #expect(lost.isEmpty, "\(screen.name):\(variant) focused on \(focused.label.debugDescription): \(lost.prefix(4))")
                    checked += 1
                    session.perform(.next)
                }
            }
        }
        #expect(checked > 100, "every screen's elements were visited")
    }

    @Test("the element's own cells are marked (underlined) and the outline is drawn on the blank cells around it")
    func elementCellsMarkedOutlineOnBlanks() throws {
        let session = try ScreenSession(registry: DemoScreens.registry, screen: "trip", columns: 58, rows: 36)
        session.appear()
        let frame = session.frame()
        let canvas = FrameRenderer.render(frame, width: 120, height: 40, chrome: ExplorerChrome(theme: .monochrome))
        let content = try #require(ExplorerLayout.panes(width: 120, height: 40)).screenContent
        let focus = try #require(frame.focusRect)
        let first = (x: content.x + focus.x, y: content.y + focus.y - frame.screenOffset)
        #expect(canvas[first.x, first.y].style.underline, "the element's first cell is marked")
        #expect(canvas[first.x - 1, first.y - 1].grapheme == "┌", "the outline's corner, on a blank cell")
    }

    @Test("an outline cut by the pane's edge is marked as cut: its edges end in arrows pointing past the pane, on blank cells")
    func clippedSideIsMarked() throws {
        let panes = try #require(ExplorerLayout.panes(width: 80, height: 24))
        let content = panes.screenContent
        let session = try ScreenSession(registry: DemoScreens.registry, screen: "trip", columns: content.width, rows: content.height)
        session.appear()
        session.perform(.last)
        let frame = session.frame()
        let focus = try #require(frame.focusRect)
        let bottom = content.y + focus.y - frame.screenOffset + focus.height
        try #require(bottom >= content.maxY, "the last element reaches past the pane's bottom at 80×24")
        let canvas = FrameRenderer.render(frame, width: 80, height: 24, chrome: ExplorerChrome(theme: .monochrome))
        let row = content.maxY - 1
        let left = content.x + focus.x - 1, right = content.x + focus.x + focus.width
        #expect(canvas[left, row].grapheme == "↓", "the left edge points down, past the pane")
        #expect(canvas[right, row].grapheme == "↓", "the right edge points down, past the pane")
        #expect(Self.hidden(by: frame, width: 80, height: 24).isEmpty)
        // An outline the pane holds whole has no arrow.
        session.perform(.first)
        let whole = FrameRenderer.render(session.frame(), width: 80, height: 24, chrome: ExplorerChrome(theme: .monochrome))
        let arrows = (content.y..<content.maxY).flatMap { y in (content.x..<content.maxX).map { whole[$0, y].grapheme } }
            .filter { ["↑", "↓", "←", "→"].contains($0) }
        #expect(arrows.isEmpty)
    }
}
