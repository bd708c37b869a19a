import Headless
import Testing
import TermUI

@Suite("Explorer layout")
struct ExplorerLayoutTests {
    @Test("terminals smaller than the minimum get no panes")
    func tooSmall() {
        let minimumWidth = ExplorerLayout.minimumWidth, minimumHeight = ExplorerLayout.minimumHeight
        #expect(ExplorerLayout.panes(width: minimumWidth - 1, height: minimumHeight) == nil)
        #expect(ExplorerLayout.panes(width: minimumWidth, height: minimumHeight - 1) == nil)
        #expect(ExplorerLayout.panes(width: minimumWidth, height: minimumHeight) != nil)
    }

    @Test("panes tile the terminal without overlapping", arguments: [(80, 24), (160, 48), (100, 30), (300, 90)])
    func tiling(size: (Int, Int)) throws {
        let (width, height) = size
        let panes = try #require(ExplorerLayout.panes(width: width, height: height))
        #expect(panes.statusBar == CellRect(x: 0, y: 0, width: width, height: 1))
        #expect(panes.keyHints == CellRect(x: 0, y: height - 1, width: width, height: 1))
        #expect(panes.screen.y == 1 && panes.tree.y == 1)
        #expect(panes.screen.x == 0 && panes.screen.maxX == panes.tree.x && panes.tree.maxX == width)
        #expect(panes.screen.height == panes.tree.height)
        #expect(panes.captions.y == panes.screen.maxY && panes.captions.maxY == panes.keyHints.y)
        #expect(panes.captions.width == width)
        // Room for something useful in each pane.
        #expect(panes.screenContent.width >= 40 && panes.treeContent.width >= 30)
        #expect(panes.screenContent.height >= 10 && panes.captionContent.height >= 5)
        #expect(panes.screenContent == CellRect(x: panes.screen.x + 1, y: panes.screen.y + 1,
                                                width: panes.screen.width - 2, height: panes.screen.height - 2))
    }

    @Test("a click becomes the point at the centre of the cell, relative to the screen pane")
    func clickToPoint() throws {
        let panes = try #require(ExplorerLayout.panes(width: 80, height: 24))
        let content = panes.screenContent
        let origin = try #require(panes.screenPoint(column: content.x, row: content.y))
        #expect(origin.x == 4 && origin.y == 8)
        let inside = try #require(panes.screenPoint(column: content.x + 10, row: content.y + 2))
        #expect(inside.x == 84 && inside.y == 40)
        #expect(panes.screenPoint(column: panes.screen.x, row: content.y) == nil, "the border is not the screen")
        #expect(panes.screenPoint(column: panes.tree.x + 3, row: content.y) == nil)
    }
}
