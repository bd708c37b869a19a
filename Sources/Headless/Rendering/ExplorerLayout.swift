import TermUI

/// Where each part of the explorer sits in a terminal of a given size.
public struct ExplorerPanes: Hashable, Sendable {
    /// The top line: app name, screen, rotor setting.
    public var statusBar: CellRect
    /// The boxed panes, borders included.
    public var screen: CellRect
    public var tree: CellRect
    public var captions: CellRect
    /// The bottom line: the most useful keys.
    public var keyHints: CellRect

    /// Inside the borders: the app screen is laid out at this size.
    public var screenContent: CellRect { screen.inset(by: 1) }
    public var treeContent: CellRect { tree.inset(by: 1) }
    public var captionContent: CellRect { captions.inset(by: 1) }

    /// The point (in the screen's coordinates) under a terminal cell, at the cell's centre, or
    /// nil outside the screen pane's content, by the cell size `CellMetric.default` declares.
    public func screenPoint(column: Int, row: Int) -> (x: Double, y: Double)? {
        let content = screenContent
        guard content.contains(x: column, y: row) else { return nil }
        let point = CellMetric.default.point(column: column - content.x, row: row - content.y)
        return (x: Double(point.x), y: Double(point.y))
    }
}

public enum ExplorerLayout {
    /// The smallest terminal the explorer draws in; below it, it asks for a bigger one.
    public static let minimumWidth = 80
    public static let minimumHeight = 24

    /// The panes for a terminal of `width`×`height` cells, or nil when it is too small.
    ///
    /// The screen pane gets about half the width (at most 72 columns, a phone and then some);
    /// the tree pane takes the rest, so long element descriptions fit on wide terminals. The
    /// caption panel gets a quarter of the height.
    public static func panes(width: Int, height: Int) -> ExplorerPanes? {
        guard width >= minimumWidth, height >= minimumHeight else { return nil }
        let captionHeight = min(14, max(7, height / 4 + 1))
        let middleTop = 1
        let middleHeight = height - 2 - captionHeight
        let screenWidth = max(44, min(width / 2, 72))
        return ExplorerPanes(
            statusBar: CellRect(x: 0, y: 0, width: width, height: 1),
            screen: CellRect(x: 0, y: middleTop, width: screenWidth, height: middleHeight),
            tree: CellRect(x: screenWidth, y: middleTop, width: width - screenWidth, height: middleHeight),
            captions: CellRect(x: 0, y: middleTop + middleHeight, width: width, height: captionHeight),
            keyHints: CellRect(x: 0, y: height - 1, width: width, height: 1))
    }
}

extension CellRect {
    public func inset(by amount: Int) -> CellRect {
        CellRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
