import Foundation

/// A move of every unit of a long stack, made one unit at a time when someone asks where a
/// unit is.
///
/// When a stack's bounds move, or change their size across with its units not aligned to the
/// leading edge (a centred column one of whose rows widened it), every unit moves: along the
/// stack by the bounds' shift, across to its alignment in the new bounds. Frames are absolute,
/// so moving them all costs a pass over the units, however few are on screen. Instead the
/// stack damages the region its units leave and enter, and keeps what the move was: the new
/// bounds and the shift along the stack. A unit whose frame is read (drawing the rows on
/// screen, a walk of the tree, a layout that looks at it) is placed then, from where it was
/// last placed plus the shifts since. So a widening costs what it shows.
///
/// Only while no element was made in the graph (`ViewGraph.elementsWereMade`): elements carry
/// frames, and those kept below the stack would keep the old ones. With the reader on, the
/// stack moves every unit at once, as its elements must change.
struct PlacementDeferral {
    /// How many stack caches hold a deferral now: a frame is read with no walk up while none
    /// does.
    @MainActor static var active = 0
    /// Counts the moves deferred in any stack: a node checked since the last one
    /// (`ViewNode.deferralsChecked`) needs no walk up.
    @MainActor static var generation: UInt32 = 0
    /// Past this many moves deferred one after another, the stack moves every unit instead,
    /// so the shifts kept stay few.
    static let maximumMoves = 1_024

    let layout: StackLayout
    /// The stack's last bounds. A unit keeps its size through the moves (one whose size
    /// changes is placed by the stack then), so its frame tells it.
    var bounds: CGRect
    /// The shift along the stack since the deferral began, at each epoch from `firstEpoch`.
    var shifts: [CGFloat]
    let firstEpoch: UInt32

    /// The shift along the stack a unit last placed at `epoch` still has to make.
    func shiftSince(_ epoch: UInt32) -> CGFloat {
        let step = max(0, Int(epoch) - Int(firstEpoch))
        return shifts[shifts.count - 1] - shifts[min(step, shifts.count - 1)]
    }

    /// Where a unit last placed at `placed` in `epoch` goes.
    @MainActor func frame(placed: CGRect, epoch: UInt32) -> CGRect {
        layout.alignedFrame(size: placed.size, placed: placed, shift: shiftSince(epoch), in: bounds)
    }
}

extension StackLayoutCache {
    /// Whether a move may be deferred: not past `maximumMoves` in a row.
    var mayDeferMove: Bool { (deferral?.shifts.count ?? 0) < PlacementDeferral.maximumMoves }

    /// Records a move of every unit to `bounds`, `shift` along the stack: each unit is placed
    /// when its frame is next read.
    func deferMove(layout: StackLayout, bounds: CGRect, shift: CGFloat) {
        epoch &+= 1
        PlacementDeferral.generation &+= 1
        if var deferral {
            deferral.bounds = bounds
            deferral.shifts.append(deferral.shifts[deferral.shifts.count - 1] + shift)
            self.deferral = deferral
        } else {
            // Every unit is where the last placement put it: as if placed the epoch before.
            deferral = PlacementDeferral(layout: layout, bounds: bounds, shifts: [0, shift],
                                         firstEpoch: epoch &- 1)
            PlacementDeferral.active += 1
        }
    }

    /// Every unit is where the stack put it (it placed them all), or the stack is gone.
    func endDeferral() {
        guard deferral != nil else { return }
        deferral = nil
        PlacementDeferral.active -= 1
    }

    /// The stack placed `unit` itself.
    func placedUnit(_ unit: ViewNode) { unit.placedEpoch = epoch }

    /// `unit` is one of the units and has not made the deferred move.
    func isDeferred(_ unit: ViewNode) -> Bool {
        guard deferral != nil, unit.placedEpoch != epoch else { return false }
        let index = Int(unit.unitIndex)
        return index >= 0 && index < units.count && units[index] === unit
    }

    /// Where `unit` is, with the move it has still to make: read from a unit on its way out
    /// of the graph, which places nothing.
    func currentFrame(of unit: ViewNode) -> CGRect {
        guard isDeferred(unit), let deferral else { return unit.frame }
        return deferral.frame(placed: unit.placedFrame, epoch: unit.placedEpoch)
    }

    /// Places `unit` (deferred) where the moves since it was last placed put it. The stack
    /// damaged the region when it deferred the move, so the unit notes no move of its own.
    func placeDeferred(_ unit: ViewNode) {
        guard let deferral else { return }
        let frame = deferral.frame(placed: unit.placedFrame, epoch: unit.placedEpoch)
        unit.placedEpoch = epoch
        let graph = unit.graph
        graph.deferredPlacements += 1
        // The stack deferred only a placement made left to right (see `StackLayout.placeChanges`).
        let outer = graph.mirrorBounds
        graph.mirrorBounds = nil
        unit.place(in: frame, notingMove: false)
        graph.mirrorBounds = outer
    }
}

extension ViewNode {
    /// Places what a stack deferred (`PlacementDeferral`) on the way down to this node: the
    /// topmost deferred unit among its ancestors (itself included) first, since placing a
    /// unit places what it holds. Then this node and its ancestors are marked checked, until
    /// the next move a stack defers.
    func placeDeferredAncestry() {
        while let (unit, cache) = deferredAncestor() { cache.placeDeferred(unit) }
        let generation = PlacementDeferral.generation
        var node = self
        while node.deferralsChecked != generation {
            node.deferralsChecked = generation
            guard !node.isRemoved, let parent = node.parent else { break }
            node = parent
        }
    }

    /// The topmost unit at or above this node whose stack deferred its move. A stack's units
    /// are its nearest layout descendants, so the unit of each stack on the way up is the last
    /// node that is not transparent and has a unit number, passed since the stack below it.
    /// The walk ends at an ancestor checked since the last deferred move, unless a unit below
    /// it still waits for its stack above.
    private func deferredAncestor() -> (ViewNode, StackLayoutCache)? {
        let generation = PlacementDeferral.generation
        var found: (ViewNode, StackLayoutCache)?
        var unitBelow: ViewNode?
        var node = self
        while true {
            if let cache = node.stackCache {
                if let unit = unitBelow, cache.isDeferred(unit) { found = (unit, cache) }
                unitBelow = nil
            }
            if unitBelow == nil, node.deferralsChecked == generation { return found }
            if node.unitIndex >= 0, !node.isTransparent { unitBelow = node }
            guard !node.isRemoved, let parent = node.parent else { return found }
            node = parent
        }
    }
}
