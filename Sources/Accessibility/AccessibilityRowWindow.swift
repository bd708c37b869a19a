/// The rows of a long lazy list (`List`, `LazyVStack`) that a tree holds, of how many the list
/// has. The others are made when something asks for them
/// (`AccessibilityTreeSource.showRow(_:of:)`), as VoiceOver scrolls a table to the row past
/// the last one on screen; rows that leave are let go.
public struct AccessibilityRowWindow: Hashable, Sendable {
    /// How many rows the list has.
    public var count: Int
    /// The rows whose elements the container holds now, as offsets into the list.
    public var loaded: Range<Int>

    /// The held rows are read in the list's order, not top to bottom by rows: the cells of a
    /// grid that scrolls sideways (`LazyHGrid`), down each column and then across, so reading
    /// on past the held cells goes on where the window grows.
    public var readsInListOrder = false

    public init(count: Int, loaded: Range<Int>, readsInListOrder: Bool = false) {
        self.count = count
        self.loaded = loaded
        self.readsInListOrder = readsInListOrder
    }

    /// True when the list has rows before the ones the tree holds.
    public var hasRowsBefore: Bool { loaded.lowerBound > 0 }
    /// True when the list has rows after the ones the tree holds.
    public var hasRowsAfter: Bool { loaded.upperBound < count }
}
