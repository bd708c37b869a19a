import Accessibility

/// What the reader reads: any producer of element trees (a TermUI screen, a test fixture).
@MainActor
public protocol AccessibilityTreeSource: AnyObject {
    /// Applies pending state changes and returns the current tree.
    func currentTree() -> AccessibilityTree
    /// Advances the app's clock (timers fire), for `wait`.
    func advanceTime(by seconds: Double)
    /// Advances the app's clock by `seconds`, or only up to the moment of the timer after whose
    /// firing `shouldStop` is true; returns the seconds passed. A source whose clock cannot stop
    /// between timers passes them all.
    func advanceTime(by seconds: Double, stoppingAfter shouldStop: () -> Bool) -> Double
    /// Makes row `row` of the lazy list whose container element is `container` part of the
    /// tree (its neighbours with it; rows far from it may be let go), as VoiceOver scrolls a
    /// table to a row. False when there is no such list or row, or the row was there already.
    /// `alone`: a row far from the rows held is made without its neighbours (a rotor's entry
    /// jumps to it; the rows around it are made when they are drawn or read).
    func showRow(_ row: Int, of container: AccessibilityElementID, alone: Bool) -> Bool
    /// Makes exactly these rows of the lazy list the ones the tree holds (a window the tree held
    /// before, put back). False when there is no such list or nothing changed.
    func holdRows(_ rows: Range<Int>, of container: AccessibilityElementID) -> Bool
    /// Where the rows whose `ForEach` ids are `ids` are among lazy lists' rows, held or not,
    /// found without making them; ids no list has a row for are left out. A rotor entry names
    /// its row by that id, and VoiceOver scrolls to it.
    func lazyRows(withIDs ids: Set<AnyHashable>) -> [AnyHashable: LazyRowPlace]
    /// Where the row with the `ForEach` id `id` is, as `lazyRows(withIDs:)` finds it: the one
    /// look-up of most rotor moves.
    func lazyRow(withID id: AnyHashable) -> LazyRowPlace?
}

/// A row of a lazy list: the list's container element, and the row's offset among its rows.
public struct LazyRowPlace: Equatable, Sendable {
    public var container: AccessibilityElementID
    public var row: Int
    public init(container: AccessibilityElementID, row: Int) {
        self.container = container
        self.row = row
    }
}

extension AccessibilityTreeSource {
    public func advanceTime(by seconds: Double, stoppingAfter shouldStop: () -> Bool) -> Double {
        advanceTime(by: seconds)
        return seconds
    }

    /// A source with no lazy lists: every row is in its tree already.
    public func showRow(_ row: Int, of container: AccessibilityElementID, alone: Bool) -> Bool { false }
    /// The row with its neighbours.
    public func showRow(_ row: Int, of container: AccessibilityElementID) -> Bool {
        showRow(row, of: container, alone: false)
    }
    public func holdRows(_ rows: Range<Int>, of container: AccessibilityElementID) -> Bool { false }
    public func lazyRows(withIDs ids: Set<AnyHashable>) -> [AnyHashable: LazyRowPlace] { [:] }
    public func lazyRow(withID id: AnyHashable) -> LazyRowPlace? { lazyRows(withIDs: [id])[id] }
}
