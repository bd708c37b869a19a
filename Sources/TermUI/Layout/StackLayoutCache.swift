import Foundation

/// What a stack keeps between layout passes: its units' answers for each proposal it was
/// asked (`StackMeasurement`) and where it placed them (`StackPlacement`). Units that change
/// tell it (`ViewNode.invalidateLayout`), and the next pass patches the answers for those units
/// instead of asking every unit again. The cache belongs to one list of units: when the units
/// come, go or move, or the stack's own parameters change, the node drops it.
@MainActor
final class StackLayoutCache {
    private(set) var units: [ViewNode]
    /// The spacing between all the units, fixed for one list of units.
    let totalSpacing: CGFloat
    /// Units invalidated since the last placement, in order; may repeat.
    private var changes: [ViewNode] = []
    /// Answers by proposal, oldest first.
    private var measurements: [StackMeasurement] = []
    private(set) var placement: StackPlacement?
    private var generation = 0
    /// A move of every unit not yet made (see `PlacementDeferral`); nil when every unit is
    /// where the last placement put it.
    var deferral: PlacementDeferral?
    /// Counts the moves deferred; a unit the stack places takes the count (`placedEpoch`).
    var epoch: UInt32 = 0

    isolated deinit {
        if deferral != nil { PlacementDeferral.active -= 1 }
    }

    init(units: [ViewNode], totalSpacing: CGFloat) {
        self.units = units
        self.totalSpacing = totalSpacing
        for (index, unit) in units.enumerated() {
            unit.unitIndex = Int32(index)
            // Where a cache before this one placed it counts for nothing here.
            unit.placedEpoch = 0
        }
    }

    /// Changes recorded so far.
    var pendingCount: Int { changes.count }
    /// Counts the times the cache let its answers and placement go (too many changes): units
    /// that change while the stack places them (a reader of its place laid out again) can
    /// make it start over in the middle of a placement.
    private(set) var startsOver = 0
    /// Where units that replaced others since the last placement would be had they been
    /// placed: the frame of the unit they replaced.
    private var replacedFrames: [Int: CGRect] = [:]

    /// True when every one of `nodes` is among the units, where it was numbered.
    func holds(_ nodes: [ViewNode]) -> Bool {
        nodes.allSatisfy { node in
            let index = Int(node.unitIndex)
            return index >= 0 && index < units.count && units[index] === node
        }
    }

    /// Puts `new` in the place of the unit `old` (which `holds`), as a changed unit.
    func replace(_ old: ViewNode, with new: ViewNode) {
        let index = Int(old.unitIndex)
        // The new unit is placed as a changed one, from where the old one is now.
        if replacedFrames[index] == nil { replacedFrames[index] = currentFrame(of: old) }
        units[index] = new
        new.unitIndex = old.unitIndex
        placedUnit(new)
        unitChanged(new)
    }

    /// The frame the unit at `index` had at the last placement.
    func placedFrame(at index: Int) -> CGRect {
        if replacedFrames.isEmpty { return units[index].frame }
        return replacedFrames[index] ?? units[index].frame
    }

    /// A unit's answers may have changed.
    func unitChanged(_ unit: ViewNode) {
        guard !measurements.isEmpty || placement != nil else { return }
        changes.append(unit)
        // Past a quarter of the units, patching costs more than starting over.
        if changes.count > max(64, units.count / 4) {
            startsOver &+= 1
            changes.removeAll()
            measurements.removeAll()
            placement = nil
            replacedFrames.removeAll()
        }
    }

    /// The positions of the units changed among the first `end` records, in order, each once.
    func changedIndices(from start: Int = 0, upTo end: Int) -> [Int] {
        var indices: [Int] = []
        for unit in changes[start..<end] {
            let index = Int(unit.unitIndex)
            guard index >= 0, index < units.count, units[index] === unit else { continue }
            indices.append(index)
        }
        indices.sort()
        var unique: [Int] = []
        unique.reserveCapacity(indices.count)
        for index in indices where unique.last != index { unique.append(index) }
        return unique
    }

    /// The answers for `proposal`: kept ones patched for the units changed since, or new ones.
    /// Kept answers for another proposal serve when every unit keeps its answer at any larger
    /// proposal and `proposal` is at least the stack's size (`StackMeasurement.answers`): a
    /// stack placed at the size it answered (a column widened by one of its rows) asks no unit.
    func measurement(for proposal: ProposedViewSize, layout: StackLayout) -> StackMeasurement {
        if let k = measurements.firstIndex(where: { $0.proposal == proposal }) {
            bringUpToDate(k, layout: layout)
            return measurements[k]
        }
        for k in measurements.indices where measurements[k].offers.isEmpty {
            bringUpToDate(k, layout: layout)
            guard measurements[k].offers.isEmpty, measurements[k].isCovered(by: proposal, axis: layout.axis) else { continue }
            // Which units keep their answers is asked once, the first time it matters, and
            // kept up to date by patches from then on.
            if measurements[k].holding.count != units.count {
                let asked = layout.unitProposal(for: measurements[k].proposal)
                measurements[k].holding = units.map { $0.keepsAnswerAtLargerProposals(asked) }
                measurements[k].holdingCount = measurements[k].holding.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            if measurements[k].answers(proposal, axis: layout.axis) { return measurements[k] }
        }
        if measurements.count == 4 { measurements.removeFirst() }
        measurements.append(measureAll(proposal, layout: layout))
        return measurements[measurements.count - 1]
    }

    /// Patches the answers at `k` for the units changed since they were made.
    private func bringUpToDate(_ k: Int, layout: StackLayout) {
        guard measurements[k].applied < changes.count else { return }
        let changed = changedIndices(from: measurements[k].applied, upTo: changes.count)
        if layout.patch(&measurements[k], units: units, changed: changed) {
            measurements[k].applied = changes.count
        } else {
            measurements[k] = measureAll(measurements[k].proposal, layout: layout)
        }
    }

    private func measureAll(_ proposal: ProposedViewSize, layout: StackLayout) -> StackMeasurement {
        var measurement = layout.measure(proposal, units: units, totalSpacing: totalSpacing)
        generation += 1
        measurement.generation = generation
        measurement.applied = changes.count
        return measurement
    }

    /// A placement happened, taking the first `consumed` records into account; later ones (a
    /// unit invalidated while the stack placed its units) wait for the next pass.
    func finishPlacement(consumed: Int, startsOverBefore: Int) {
        replacedFrames.removeAll()
        // Started over while placing: the changes kept came after, and none was taken in.
        let consumed = startsOver == startsOverBefore ? consumed : 0
        changes.removeFirst(consumed)
        measurements.removeAll { $0.applied < consumed }
        for k in measurements.indices { measurements[k].applied -= consumed }
    }

    func recordPlacement(_ placement: StackPlacement) { self.placement = placement }
    func setBounds(_ bounds: CGRect, crossMax: CGFloat) {
        placement?.bounds = bounds
        placement?.crossMax = crossMax
    }
    func setOrdered(_ isOrdered: Bool) { placement?.isOrdered = isOrdered }
}

/// Where a stack placed its units last.
struct StackPlacement {
    var bounds: CGRect
    /// The measurement the sizes came from: when it was computed anew, every unit may have moved.
    var generation: Int
    /// The units' frames start and end further along the stack one after another: drawing
    /// finds the units in a region by bisection.
    var isOrdered: Bool
    /// The largest unit across: with the bounds, how far across the units reach.
    var crossMax: CGFloat
}

/// A stack's units' answers for one proposal, and the totals that make the stack's size.
struct StackMeasurement {
    let proposal: ProposedViewSize
    /// The size each unit takes.
    var sizes: [CGSize] = []
    /// For a finite proposal along the stack: each unit's ideal size and its length at the
    /// space available; the minimums, priorities and offers only when space was shared out
    /// (`offers` is empty when every unit took its ideal size).
    var ideals: [CGSize] = []
    var maximums: [CGFloat] = []
    var minimums: [CGFloat] = []
    var priorities: [Double] = []
    var offers: [CGFloat] = []
    /// The sum of the ideal lengths, and how many units could grow past theirs.
    var idealSum: CGFloat = 0
    var growers = 0
    var totalSpacing: CGFloat = 0
    /// The sum of the lengths along the stack, and how many units have each size across it
    /// (the largest is the stack's): a unit that widens or narrows the stack costs one update.
    var mainSum: CGFloat = 0
    var crossSizes = SizeCounts()
    var crossMax: CGFloat { crossSizes.largest }
    /// When every unit took the size it was asked for at the proposal's cross size with no
    /// space shared out (`offers` empty): whether each unit keeps that answer at any larger
    /// proposal (`ViewNode.keepsAnswerAtLargerProposals`), and how many do; empty until another
    /// proposal first asks whether these answers serve it.
    var holding: [Bool] = []
    var holdingCount = 0
    /// Every length is a whole number of points, so sums patched by differences equal sums
    /// made in order; otherwise a patch sums again.
    var isExact = true
    var generation = 0
    /// Records of the cache's change list taken into account.
    var applied = 0

    init(proposal: ProposedViewSize) { self.proposal = proposal }

    func size(_ axis: Axis) -> CGSize { CGSize(main: mainSum + totalSpacing, cross: crossMax, axis: axis) }

    /// `other` is at least the stack's size both ways (nil and infinity are larger than any size).
    func isCovered(by other: ProposedViewSize, axis: Axis) -> Bool {
        let size = self.size(axis)
        func atLeast(_ proposed: CGFloat?, _ length: CGFloat) -> Bool { proposed.map { $0 >= length } ?? true }
        return atLeast(other[axis.other], size[axis.other]) && atLeast(other[axis], size[axis])
    }

    /// These answers are what the units would answer to `other`: every unit keeps its answer at
    /// any proposal at least that answer, and `other` is at least the stack's size both ways
    /// (nil and infinity are larger than any size). At `other` each unit is asked at least the
    /// stack's size across, which is at least its own, and along the stack at least its own
    /// length (the lengths fit without sharing), so it answers as it did.
    func answers(_ other: ProposedViewSize, axis: Axis) -> Bool {
        guard offers.isEmpty, holdingCount == sizes.count, holding.count == sizes.count else { return false }
        return isCovered(by: other, axis: axis)
    }

    /// Records whether the unit at `index` keeps its new answer at larger proposals.
    mutating func setHolding(_ holds: Bool, at index: Int) {
        guard holding.count == sizes.count, holding[index] != holds else { return }
        holding[index] = holds
        holdingCount += holds ? 1 : -1
    }

    /// Sums and maximum of freshly measured sizes.
    func finished(_ axis: Axis, totalSpacing: CGFloat) -> StackMeasurement {
        var result = self
        result.totalSpacing = totalSpacing
        result.recomputeSums(axis)
        result.recountCross(axis)
        return result
    }

    private static func isExact(_ value: CGFloat) -> Bool {
        value.isFinite && value == value.rounded() && abs(value) < 4_000_000_000
    }

    mutating func recomputeSums(_ axis: Axis) {
        mainSum = sizes.reduce(0) { $0 + $1[axis] }
        idealSum = ideals.reduce(0) { $0 + $1[axis] }
        isExact = sizes.allSatisfy { Self.isExact($0[axis]) } && ideals.allSatisfy { Self.isExact($0[axis]) }
    }

    private mutating func recountCross(_ axis: Axis) {
        crossSizes = SizeCounts(sizes.lazy.map { $0[axis.other] })
    }

    mutating func replaceSize(at index: Int, with size: CGSize, axis: Axis) {
        let old = sizes[index]
        sizes[index] = size
        if isExact {
            if Self.isExact(size[axis]) { mainSum += size[axis] - old[axis] } else { isExact = false }
        }
        let oldCross = old[axis.other], newCross = size[axis.other]
        guard oldCross != newCross else { return }
        crossSizes.remove(oldCross)
        crossSizes.add(newCross)
    }

    mutating func replaceIdeal(_ old: CGFloat, with new: CGFloat) {
        guard isExact else { return }
        if Self.isExact(new) { idealSum += new - old } else { isExact = false }
    }
}

/// How many units have each size across a stack, sizes in increasing order: the largest is
/// the stack's size across. Stacks have few distinct sizes across (rows of text differ by
/// whole cells), so adding and removing one costs a search among them, not a pass over units.
struct SizeCounts {
    private var values: [CGFloat] = []
    private var counts: [Int] = []

    init() {}

    init<S: Sequence>(_ sizes: S) where S.Element == CGFloat {
        // Sorted, then counted in runs: no table for the few units of most stacks.
        for size in sizes.sorted() {
            if let last = values.last, last == size {
                counts[counts.count - 1] += 1
            } else {
                values.append(size)
                counts.append(1)
            }
        }
    }

    /// The largest size, 0 when there is none.
    var largest: CGFloat { values.last ?? 0 }
    /// How many units have `size`.
    func count(of size: CGFloat) -> Int {
        let i = position(of: size)
        return i < values.count && values[i] == size ? counts[i] : 0
    }

    mutating func add(_ size: CGFloat) {
        let i = position(of: size)
        if i < values.count, values[i] == size {
            counts[i] += 1
        } else {
            values.insert(size, at: i)
            counts.insert(1, at: i)
        }
    }

    mutating func remove(_ size: CGFloat) {
        let i = position(of: size)
        guard i < values.count, values[i] == size else { return }
        counts[i] -= 1
        if counts[i] == 0 {
            values.remove(at: i)
            counts.remove(at: i)
        }
    }

    /// The first position whose size is at least `size`.
    private func position(of size: CGFloat) -> Int {
        // The largest sizes change most (a row widening the stack): look there first.
        if let last = values.last, size >= last { return size == last ? values.count - 1 : values.count }
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < size { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
