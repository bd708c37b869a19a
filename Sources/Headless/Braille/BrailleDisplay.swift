import TermUI
import Foundation

/// One line of a braille display, as the explorer's braille panel shows it: a window of
/// `cellCount` cells over the line's braille, panned along a line longer than the display, and
/// the print those cells came from, for sighted readers.
public struct BrailleDisplay: Hashable, Sendable {
    public static let defaultCellCount = 40
    public static let cellCountRange = 12...80

    public var cellCount: Int
    public var table: String
    /// The line shown: the focused element's, or an announcement flashing over it.
    public private(set) var line: BrailleTranslation?
    /// The first cell of the line in the window.
    public private(set) var offset = 0

    public init(cellCount: Int = BrailleDisplay.defaultCellCount, table: String = LibLouis.defaultTable) {
        self.cellCount = max(1, cellCount)
        self.table = table
    }

    /// Shows a line; the window goes back to its start when the line is new.
    public mutating func show(_ translation: BrailleTranslation?) {
        if translation != line { offset = 0 }
        line = translation
    }

    /// The cells in the window, the blank cell after the line's end.
    public var window: String {
        let cells = line?.cells ?? []
        let shown = cells.dropFirst(offset).prefix(cellCount)
        return String(shown) + String(repeating: "\u{2800}", count: cellCount - shown.count)
    }

    /// The print the window's cells translate.
    public var printWindow: String {
        guard let line, !line.cells.isEmpty, offset < line.cells.count else { return "" }
        let characters = Array(line.print)
        let end = min(line.cells.count, offset + cellCount)
        let first = line.sourceCharacter[offset]
        // A cell's print runs to where the next cell after the window starts.
        let last = end < line.cells.count ? max(first, line.sourceCharacter[end] - 1) : characters.count - 1
        guard first <= last, last < characters.count else { return "" }
        return String(characters[first...last])
    }

    public var canPanLeft: Bool { offset > 0 }
    public var canPanRight: Bool { offset + cellCount < (line?.cells.count ?? 0) }

    /// Moves the window one display's width along the line; false at its end.
    @discardableResult
    public mutating func pan(right: Bool) -> Bool {
        if right {
            guard canPanRight else { return false }
            offset += cellCount
        } else {
            guard canPanLeft else { return false }
            offset = max(0, offset - cellCount)
        }
        return true
    }

    /// "2/3": the window's place along the line, in displays.
    public var position: String {
        let count = max(1, ((line?.cells.count ?? 0) + cellCount - 1) / cellCount)
        return "\(offset / cellCount + 1)/\(count)"
    }

    /// The print character under a routing key (a cell of the window), if the cell shows any.
    public func printCharacter(atCell cell: Int) -> Int? {
        guard let line, cell >= 0, cell < cellCount, offset + cell < line.cells.count else { return nil }
        return line.sourceCharacter[offset + cell]
    }
}

/// The braille panel as the explorer draws it.
public struct BraillePanel: Hashable, Sendable {
    /// The cells of the display, or nil with `message` saying why there are none.
    public var cells: String?
    public var print: String
    public var message: String?
    public var title: String
    public var footer: String?
    /// An announcement is flashing on the display.
    public var isFlash: Bool

    public init(cells: String?, print: String, message: String? = nil, title: String, footer: String? = nil,
                isFlash: Bool = false) {
        self.cells = cells
        self.print = print
        self.message = message
        self.title = title
        self.footer = footer
        self.isFlash = isFlash
    }

    /// The panel for `line` on `display`: translated with `translator` (the window follows a new
    /// line), or the reason there are no cells.
    public static func showing(_ line: String, on display: inout BrailleDisplay,
                               translator: Result<LibLouis, LibLouis.LoadError> = LibLouis.shared,
                               isFlash: Bool = false) -> BraillePanel {
        let title = "Braille — \(display.cellCount) cells, \(display.table)"
        do {
            display.show(try translator.get().translate(line, table: display.table))
        } catch {
            return BraillePanel(cells: nil, print: line, message: error.description, title: title)
        }
        let footer = display.canPanLeft || display.canPanRight
            ? "\(display.canPanLeft ? "◂ , " : "")\(display.position)\(display.canPanRight ? " . ▸" : "")" : nil
        return BraillePanel(cells: display.window, print: display.printWindow, title: title, footer: footer,
                            isFlash: isFlash)
    }

    /// Rows the panel takes above the captions: a box around the cells and the print.
    public static let height = 4

    /// The panel and the captions beside it, when the panel is open: the panel takes the top
    /// of the captions' place.
    public static func split(captions: CellRect) -> (braille: CellRect, captions: CellRect) {
        let braille = CellRect(x: captions.x, y: captions.y, width: captions.width, height: height)
        let rest = CellRect(x: captions.x, y: captions.y + height, width: captions.width, height: captions.height - height)
        return (braille, rest)
    }
}
