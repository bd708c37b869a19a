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

    init(units: [ViewNode], totalSpacing: CGFloat) {
        self.units = units
        self.totalSpacing = totalSpacing
        for (index, unit) in units.enumerated() { unit.unitIndex = Int32(index) }
    }

    /// Changes recorded so far.
    var pendingCount: Int { changes.count }
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
        units[index] = new
        new.unitIndex = old.unitIndex
        if replacedFrames[index] == nil { replacedFrames[index] = old.frame }
        unitChanged(new)
    }

    /// The frame the unit at `index` had at the last placement.
    func placedFrame(at index: Int) -> CGRect { replacedFrames[index] ?? units[index].frame }

    /// A unit's answers may have changed.
    func unitChanged(_ unit: ViewNode) {
        guard !measurements.isEmpty || placement != nil else { return }
        changes.append(unit)
        // Past a quarter of the units, patching costs more than starting over.
        if changes.count > max(64, units.count / 4) {
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
    func measurement(for proposal: ProposedViewSize, layout: StackLayout) -> StackMeasurement {
        if let k = measurements.firstIndex(where: { $0.proposal == proposal }) {
            if measurements[k].applied < changes.count {
                let changed = changedIndices(from: measurements[k].applied, upTo: changes.count)
                if layout.patch(&measurements[k], units: units, changed: changed) {
                    measurements[k].applied = changes.count
                } else {
                    measurements[k] = measureAll(proposal, layout: layout)
                }
            }
            return measurements[k]
        }
        if measurements.count == 4 { measurements.removeFirst() }
        measurements.append(measureAll(proposal, layout: layout))
        return measurements[measurements.count - 1]
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
    func finishPlacement(consumed: Int) {
        replacedFrames.removeAll()
        changes.removeFirst(consumed)
        measurements.removeAll { $0.applied < consumed }
        for k in measurements.indices { measurements[k].applied -= consumed }
    }

    func recordPlacement(_ placement: StackPlacement) { self.placement = placement }
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
    /// The sum of the lengths along the stack and the largest size across it, with how many
    /// units have that size.
    var mainSum: CGFloat = 0
    var crossMax: CGFloat = 0
    var crossMaxCount = 0
    /// Every length is a whole number of points, so sums patched by differences equal sums
    /// made in order; otherwise a patch sums again.
    var isExact = true
    var generation = 0
    /// Records of the cache's change list taken into account.
    var applied = 0

    init(proposal: ProposedViewSize) { self.proposal = proposal }

    func size(_ axis: Axis) -> CGSize { CGSize(main: mainSum + totalSpacing, cross: crossMax, axis: axis) }

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
        crossMax = sizes.lazy.map { $0[axis.other] }.max() ?? 0
        crossMaxCount = sizes.reduce(0) { $0 + ($1[axis.other] == crossMax ? 1 : 0) }
    }

    mutating func replaceSize(at index: Int, with size: CGSize, axis: Axis) {
        let old = sizes[index]
        sizes[index] = size
        if isExact {
            if Self.isExact(size[axis]) { mainSum += size[axis] - old[axis] } else { isExact = false }
        }
        let oldCross = old[axis.other], newCross = size[axis.other]
        guard oldCross != newCross else { return }
        if oldCross == crossMax { crossMaxCount -= 1 }
        if newCross > crossMax {
            crossMax = newCross
            crossMaxCount = 1
        } else if newCross == crossMax {
            crossMaxCount += 1
        }
        if crossMaxCount <= 0 { recountCross(axis) }
    }

    mutating func replaceIdeal(_ old: CGFloat, with new: CGFloat) {
        guard isExact else { return }
        if Self.isExact(new) { idealSum += new - old } else { isExact = false }
    }
}
