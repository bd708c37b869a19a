import Foundation

/// SwiftUI's stack algorithm: children are offered space in order of flexibility, the least
/// flexible first, each taking an equal share of what remains.
///
/// A stack node keeps what it computed (`StackLayoutCache`): each unit's answers for the
/// proposals it was asked and where it placed them. A change re-measures only the units that
/// changed, and re-places only them when their length along the stack stayed the same, so a
/// state change in one row of a long list costs that row.
@MainActor
struct StackLayout: Equatable {
    let axis: Axis
    /// Cross-axis alignment as a fraction (0 leading/top … 1 trailing/bottom).
    let alignment: CGFloat
    let spacing: CGFloat?

    init(axis: Axis, alignment: CGFloat, spacing: CGFloat?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }
    init(axis: Axis, alignment: HorizontalAlignment, spacing: CGFloat?) {
        self.init(axis: axis, alignment: alignment.fraction, spacing: spacing)
    }

    /// Default spacing between siblings: one column across, none down (a row is 16 points,
    /// and half-row gaps would round unevenly).
    var effectiveSpacing: CGFloat { spacing ?? (axis == .horizontal ? 8 : 0) }

    // MARK: Without a cache (wrappers that stack several views)

    func sizeThatFits(_ proposal: ProposedViewSize, units: [ViewNode]) -> CGSize {
        measure(proposal, units: units, totalSpacing: totalSpacing(units)).size(axis)
    }

    func place(_ units: [ViewNode], in bounds: CGRect, measuredAt proposal: ProposedViewSize? = nil) {
        let sizes = measure(proposal ?? ProposedViewSize(bounds.size), units: units, totalSpacing: totalSpacing(units)).sizes
        placeAll(units, sizes: sizes, in: bounds)
    }

    /// Whether the stack answers every proposal at least as large as its answer to `proposal`
    /// with that answer (`NodeBehavior.keepsAnswerAtLargerProposals`): every unit took its
    /// ideal length with none shared out, and keeps its answer at larger proposals. At such a
    /// proposal the ideals still fit and no unit grows past its own, so each takes it again,
    /// and across each is asked at least the stack's size, so at least its own (a row of
    /// texts on one line each). A stack of many units answers false rather than ask them all.
    func keepsAnswerAtLargerProposals(_ proposal: ProposedViewSize, node: ViewNode) -> Bool {
        guard !usesCache(node) else { return false }
        let units = node.childUnits
        // The units first: a spacer or a flexible unit answers at once, without the measure.
        let asked = unitProposal(for: proposal)
        guard units.allSatisfy({ $0.keepsAnswerAtLargerProposals(asked) }) else { return false }
        return measure(proposal, units: units, totalSpacing: totalSpacing(units)).offers.isEmpty
    }

    // MARK: With the node's cache

    /// Stacks of fewer units are laid out afresh each time: patching saves nothing there, and
    /// the cache would cost memory in every row of a list.
    static let cachedUnitCount = 32

    /// The stack node's size for `proposal`, patched from the last answer for the units that
    /// changed since.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.graph.stackMeasurements += 1
        let units = node.childUnits
        guard usesCache(node) else { return sizeThatFits(proposal, units: units) }
        let cache = self.cache(of: node)
        return cache.measurement(for: proposal, layout: self).size(axis)
    }

    /// Places the stack node's units in `bounds`. With the sizes of the last placement, only
    /// the units that changed are placed again when the units keep their places; when one's
    /// length changed, the units from it on move; when the bounds moved, or changed their size
    /// across with the units not aligned to the leading edge, every unit moves, each by what its
    /// own alignment asks (a unit that keeps its size is moved, not laid out again), and in a
    /// long stack each only when its frame is next read (`PlacementDeferral`).
    ///
    /// `proposal`: the units take the sizes they gave for it rather than for the bounds (a
    /// lazy stack's rows, each at its ideal length).
    func place(in node: ViewNode, bounds: CGRect, measuredAt proposal: ProposedViewSize? = nil) {
        guard usesCache(node) else {
            node.stackCache = nil
            return place(node.childUnits, in: bounds, measuredAt: proposal)
        }
        let cache = self.cache(of: node)
        let pending = cache.pendingCount, startsOver = cache.startsOver
        let measurement = cache.measurement(for: proposal ?? ProposedViewSize(bounds.size), layout: self)
        if let last = cache.placement, last.generation == measurement.generation {
            // Mirrored, a unit's place across depends on where the bounds end as well.
            placeChanges(cache: cache, measurement: measurement, last: last, bounds: bounds, pending: pending,
                         mirrored: node.graph.mirrorBounds != nil)
        } else {
            placeAll(cache.units, sizes: measurement.sizes, in: bounds, cache: cache)
            cache.endDeferral()
            cache.recordPlacement(StackPlacement(bounds: bounds, generation: measurement.generation,
                                                 isOrdered: Self.isOrdered(cache.units, along: axis),
                                                 crossMax: measurement.crossMax))
        }
        cache.finishPlacement(consumed: pending, startsOverBefore: startsOver)
    }

    /// Places again what changed since `last` with the same sizes: see `place(in:bounds:)`.
    private func placeChanges(cache: StackLayoutCache, measurement: StackMeasurement, last: StackPlacement,
                              bounds: CGRect, pending: Int, mirrored: Bool) {
        let units = cache.units
        let changed = cache.changedIndices(upTo: pending)
        // The first unit whose length along the stack changed: it and the units after it move.
        let firstMoved = changed.first { measurement.sizes[$0][axis] != cache.placedFrame(at: $0).size[axis] } ?? units.count
        let shift = axis == .horizontal ? bounds.minX - last.bounds.minX : bounds.minY - last.bounds.minY
        let aligned = alignment != 0 || mirrored
        let crossMoved = axis == .horizontal
            ? bounds.minY != last.bounds.minY || (aligned && bounds.height != last.bounds.height)
            : bounds.minX != last.bounds.minX || (aligned && bounds.width != last.bounds.width)
        var placesEvery = false
        if shift != 0 || crossMoved {
            if mayDefer(cache: cache, last: last, firstMoved: firstMoved, mirrored: mirrored) {
                deferMove(cache: cache, measurement: measurement, last: last, changed: changed,
                          firstMoved: firstMoved, shift: shift, bounds: bounds)
            } else {
                // Every unit before the first that changed length moves: the region they leave
                // and enter is damaged once, from their frames' extent, not unit by unit
                // (mirrored, a unit's frame is known only once it is placed, and each notes its
                // own move).
                var extent = Extent()
                for index in 0..<firstMoved {
                    let old = cache.placedFrame(at: index)
                    let new = alignedFrame(index, measurement: measurement, placed: old, shift: shift, in: bounds)
                    if !mirrored {
                        extent.add(old)
                        extent.add(new)
                    }
                    cache.placedUnit(units[index])
                    units[index].place(in: new, notingMove: mirrored)
                }
                if let rect = extent.rect, let graph = units.first?.graph { graph.noteMoved(region: rect) }
                placesEvery = true
            }
        } else {
            for index in changed where index < firstMoved {
                let frame = alignedFrame(index, measurement: measurement, placed: cache.placedFrame(at: index), shift: shift, in: bounds)
                cache.placedUnit(units[index])
                units[index].place(in: frame)
            }
        }
        if firstMoved < units.count {
            let start = cache.placedFrame(at: firstMoved).origin
            placeAll(units, sizes: measurement.sizes, in: bounds, from: firstMoved,
                     position: (axis == .horizontal ? start.x : start.y) + shift, cache: cache)
            cache.setOrdered(Self.isOrdered(units, along: axis))
            if firstMoved == 0 { placesEvery = true }
        }
        if placesEvery { cache.endDeferral() }
        cache.setBounds(bounds, crossMax: measurement.crossMax)
    }

    /// A move of every unit is deferred (`PlacementDeferral`) when the units are many, in
    /// order along the stack, none of them moves along it by more than the shift, the layout
    /// runs left to right, and no element was made in the graph (elements kept below would
    /// keep their frames).
    private func mayDefer(cache: StackLayoutCache, last: StackPlacement, firstMoved: Int, mirrored: Bool) -> Bool {
        guard !mirrored, last.isOrdered, firstMoved == cache.units.count, firstMoved >= Self.cachedUnitCount,
              cache.mayDeferMove, let graph = cache.units.first?.graph else { return false }
        return !graph.elementsWereMade
    }

    /// Defers the move of every unit to `bounds`, but places the changed units now (they need
    /// laying out), and damages the region the units leave and enter: along the stack from the
    /// first unit to the last, before and after the shift; across it, the old and new bounds
    /// and as far past them as the widest unit reaches.
    private func deferMove(cache: StackLayoutCache, measurement: StackMeasurement, last: StackPlacement,
                           changed: [Int], firstMoved: Int, shift: CGFloat, bounds: CGRect) {
        let units = cache.units
        // Where the changed units go, worked out from where they were before the move's epoch.
        let placed = changed.map { index in
            alignedFrame(index, measurement: measurement, placed: cache.placedFrame(at: index), shift: shift, in: bounds)
        }
        let first = cache.placedFrame(at: 0), lastUnit = cache.placedFrame(at: units.count - 1)
        let start = axis == .horizontal ? first.minX : first.minY
        let end = axis == .horizontal ? lastUnit.maxX : lastUnit.maxY
        func reach(_ rect: CGRect, _ widest: CGFloat) -> (CGFloat, CGFloat) {
            let overflow = max(0, widest - rect.size[axis.other])
            return axis == .horizontal ? (rect.minY - overflow, rect.maxY + overflow) : (rect.minX - overflow, rect.maxX + overflow)
        }
        let old = reach(last.bounds, last.crossMax), new = reach(bounds, measurement.crossMax)
        let across = (min(old.0, new.0), max(old.1, new.1))
        let along = (min(start, start + shift), max(end, end + shift))
        let region = axis == .horizontal
            ? CGRect(x: along.0, y: across.0, width: along.1 - along.0, height: across.1 - across.0)
            : CGRect(x: across.0, y: along.0, width: across.1 - across.0, height: along.1 - along.0)
        units[0].graph.noteMoved(region: region)
        cache.deferMove(layout: self, bounds: bounds, shift: shift)
        for (index, frame) in zip(changed, placed) {
            cache.placedUnit(units[index])
            units[index].place(in: frame, notingMove: false)
        }
    }

    /// A long stack keeps a cache, except a row laid out right to left: the cache places a unit
    /// again where its frame starts, and mirroring moved that start (see `ViewNode.place(in:)`).
    /// A column keeps it, since mirroring moves nothing along it.
    /// A lazy stack keeps one whatever it holds: its held rows are measured several times in
    /// an update (its size, then where they go), and there is one such stack to a list.
    private func usesCache(_ node: ViewNode) -> Bool {
        (node.childUnits.count >= Self.cachedUnitCount || node.lazyRows != nil)
            && (axis == .vertical || node.environment.layoutDirection == .leftToRight)
    }

    private func cache(of node: ViewNode) -> StackLayoutCache {
        if let cache = node.stackCache { return cache }
        let units = node.childUnits
        let cache = StackLayoutCache(units: units, totalSpacing: totalSpacing(units))
        node.stackCache = cache
        return cache
    }

    // MARK: Placing

    /// Where a unit that kept its length goes: as far along the stack as it was, moved with
    /// the bounds by `shift`; across it, aligned anew in `bounds`.
    private func alignedFrame(_ index: Int, measurement: StackMeasurement, placed: CGRect, shift: CGFloat, in bounds: CGRect) -> CGRect {
        alignedFrame(size: measurement.sizes[index], placed: placed, shift: shift, in: bounds)
    }

    /// Where a unit of `size` goes: as far along the stack as `placed`, moved by `shift`; across
    /// it, aligned in `bounds`.
    func alignedFrame(size: CGSize, placed: CGRect, shift: CGFloat, in bounds: CGRect) -> CGRect {
        let crossOffset = crossOffset(size, in: bounds)
        let origin = axis == .horizontal
            ? CGPoint(x: placed.minX + shift, y: bounds.minY + crossOffset)
            : CGPoint(x: bounds.minX + crossOffset, y: placed.minY + shift)
        return CGRect(origin: origin, size: size)
    }

    private func crossOffset(_ size: CGSize, in bounds: CGRect) -> CGFloat {
        let crossStep = axis == .horizontal ? CGFloat(16) : CGFloat(8)
        return snap((bounds.size[axis.other] - size[axis.other]) * alignment, crossStep)
    }

    /// Places units `from` on, the first at `position` along the stack (by default the start
    /// of `bounds`), each after the one before.
    private func placeAll(_ units: [ViewNode], sizes: [CGSize], in bounds: CGRect, from first: Int = 0, position start: CGFloat? = nil,
                          cache: StackLayoutCache? = nil) {
        var position = start ?? (axis == .horizontal ? bounds.minX : bounds.minY)
        let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
        for i in first..<units.count {
            let unit = units[i]
            let size = sizes[i]
            let crossOffset = crossOffset(size, in: bounds)
            let origin = axis == .horizontal
                ? CGPoint(x: position, y: crossStart + crossOffset)
                : CGPoint(x: crossStart + crossOffset, y: position)
            cache?.placedUnit(unit)
            unit.place(in: CGRect(origin: origin, size: size))
            position += size[axis]
            if i < units.count - 1 { position += gap(unit, units[i + 1]) }
        }
    }

    /// True when the units' frames start and end further along the stack one after another,
    /// so drawing can find the ones in a region by bisection.
    static func isOrdered(_ units: [ViewNode], along axis: Axis) -> Bool {
        guard var previous = units.first?.frame else { return true }
        for unit in units.dropFirst() {
            let frame = unit.frame
            if axis == .vertical {
                guard frame.minY >= previous.minY, frame.maxY >= previous.maxY else { return false }
            } else {
                guard frame.minX >= previous.minX, frame.maxX >= previous.maxX else { return false }
            }
            previous = frame
        }
        return true
    }

    // MARK: Measuring

    /// Each child's size along the stack: flexible children share what the rigid ones leave.
    func measure(_ proposal: ProposedViewSize, units: [ViewNode], totalSpacing: CGFloat) -> StackMeasurement {
        var result = StackMeasurement(proposal: proposal)
        guard let first = units.first else { return result.finished(axis, totalSpacing: totalSpacing) }
        first.graph.unitsMeasuredByStacks += units.count
        let crossProposal = proposal[axis.other]
        guard let available = proposal[axis], !available.isInfinite else {
            // Ideal size (nil) or the maximum (infinity): every child at that proposal.
            let each = axisProposal(proposal[axis], cross: crossProposal)
            result.sizes = units.map { $0.sizeThatFits(each) }
            return result.finished(axis, totalSpacing: totalSpacing)
        }
        let remaining = max(0, available - totalSpacing)
        // Flexibility: how much a child can grow beyond its minimum within the space there is
        // (shapes and canvases take any finite size, but answer an infinite proposal with their
        // ideal one). The ideal sizes come first: when they all fit and nothing can grow past
        // them, each child takes its ideal size and the minimums are never needed.
        result.ideals = units.map { $0.sizeThatFits(axisProposal(nil, cross: crossProposal)) }
        result.maximums = units.map { $0.sizeThatFits(axisProposal(available, cross: crossProposal))[axis] }
        result.idealSum = result.ideals.reduce(0) { $0 + $1[axis] }
        result.growers = zip(result.maximums, result.ideals).reduce(0) { $0 + (Self.grows($1.0, beyond: $1.1[axis]) ? 1 : 0) }
        if result.idealSum <= remaining, result.growers == 0 {
            result.sizes = result.ideals
            return result.finished(axis, totalSpacing: totalSpacing)
        }
        result.minimums = units.map { $0.sizeThatFits(axisProposal(0, cross: crossProposal))[axis] }
        result.priorities = units.map(\.layoutPriority)
        let order = Self.order(priorities: result.priorities, flexibility: zip(result.maximums, result.minimums).map { $0 - $1 })
        var sizes = Array(repeating: CGSize.zero, count: units.count)
        var offers = Array(repeating: CGFloat(0), count: units.count)
        var left = units.count
        var remainingSpace = remaining
        let step: CGFloat = axis == .horizontal ? 8 : 16
        // Units of one priority share what is left less the least the lower priorities need:
        // SwiftUI offers the highest priority "all the space offered to the parent minus the
        // minimum space required for all its lower-priority children, and so on". With one
        // priority (most stacks) that is everything left, shared by all.
        var groups = PriorityGroups(priorities: result.priorities, idealSum: result.idealSum,
                                    ideals: result.ideals.map { $0[axis] }, minimums: result.minimums)
        for i in order {
            let offer: CGFloat
            let ideal = result.ideals[i][axis]
            let group = groups.group(of: i)
            let space = max(0, remainingSpace - group.lowerMinimum)
            if left == 1 {
                offer = remainingSpace
            } else if group.idealLeft <= space {
                // The group fits: each child gets its ideal size plus an equal part of the
                // surplus, so rigid children keep their size and flexible ones grow.
                offer = ideal + snap((space - group.idealLeft) / CGFloat(group.left), step)
            } else {
                // Not enough room: an equal share of what is left, the least flexible first.
                offer = snap(space / CGFloat(group.left), step)
            }
            let size = units[i].sizeThatFits(axisProposal(offer, cross: crossProposal))
            sizes[i] = size
            offers[i] = offer
            remainingSpace = max(0, remainingSpace - size[axis])
            groups.placed(i, ideal: ideal)
            left -= 1
        }
        result.sizes = sizes
        result.offers = offers
        return result.finished(axis, totalSpacing: totalSpacing)
    }

    /// Brings `measurement` up to date with units whose answers changed. Returns false when the
    /// change reaches the other units (space shared differently), so everything must be measured again.
    func patch(_ measurement: inout StackMeasurement, units: [ViewNode], changed: [Int]) -> Bool {
        let proposal = measurement.proposal
        let crossProposal = proposal[axis.other]
        units.first?.graph.unitsMeasuredByStacks += changed.count
        guard let available = proposal[axis], !available.isInfinite else {
            let each = axisProposal(proposal[axis], cross: crossProposal)
            for i in changed {
                measurement.replaceSize(at: i, with: units[i].sizeThatFits(each), axis: axis)
                measurement.setHolding(units[i].keepsAnswerAtLargerProposals(each), at: i)
            }
            return true
        }
        let distributed = !measurement.offers.isEmpty
        for i in changed {
            let unit = units[i]
            let ideal = unit.sizeThatFits(axisProposal(nil, cross: crossProposal))
            let maximum = unit.sizeThatFits(axisProposal(available, cross: crossProposal))[axis]
            if distributed {
                // The share each unit was offered holds if this one answers the same along the stack.
                let minimum = unit.sizeThatFits(axisProposal(0, cross: crossProposal))[axis]
                guard minimum == measurement.minimums[i], maximum == measurement.maximums[i],
                      ideal[axis] == measurement.ideals[i][axis], unit.layoutPriority == measurement.priorities[i] else { return false }
                let size = unit.sizeThatFits(axisProposal(measurement.offers[i], cross: crossProposal))
                guard size[axis] == measurement.sizes[i][axis] else { return false }
                measurement.ideals[i] = ideal
                measurement.replaceSize(at: i, with: size, axis: axis)
            } else {
                let wasGrowing = Self.grows(measurement.maximums[i], beyond: measurement.ideals[i][axis])
                let grows = Self.grows(maximum, beyond: ideal[axis])
                measurement.growers += (grows ? 1 : 0) - (wasGrowing ? 1 : 0)
                measurement.replaceIdeal(measurement.ideals[i][axis], with: ideal[axis])
                measurement.maximums[i] = maximum
                measurement.ideals[i] = ideal
                measurement.replaceSize(at: i, with: ideal, axis: axis)
                measurement.setHolding(unit.keepsAnswerAtLargerProposals(axisProposal(nil, cross: crossProposal)), at: i)
            }
        }
        if !measurement.isExact { measurement.recomputeSums(axis) }
        if distributed { return true }
        return measurement.idealSum <= max(0, available - measurement.totalSpacing) && measurement.growers == 0
    }

    private static func grows(_ maximum: CGFloat, beyond ideal: CGFloat) -> Bool { !(maximum <= ideal + 0.001) }

    /// What each unit is asked for the size it takes when no space is shared out: the proposal
    /// itself along an unlimited stack, else its ideal length at the proposal's size across.
    func unitProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        guard let available = proposal[axis], !available.isInfinite else { return axisProposal(proposal[axis], cross: proposal[axis.other]) }
        return axisProposal(nil, cross: proposal[axis.other])
    }

    /// The order units are offered space in: higher layout priority first, then the least
    /// flexible, then in order. Units of priority 0 that cannot grow (most rows) keep their
    /// order without a sort; only the others are sorted and merged in.
    static func order(priorities: [Double], flexibility: [CGFloat]) -> [Int] {
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            return a < b
        }
        var plain: [Int] = []
        var others: [Int] = []
        plain.reserveCapacity(priorities.count)
        for i in priorities.indices {
            if priorities[i] == 0, flexibility[i] == 0 { plain.append(i) } else { others.append(i) }
        }
        if others.isEmpty { return plain }
        others.sort(by: precedes)
        var order: [Int] = []
        order.reserveCapacity(priorities.count)
        var p = 0, o = 0
        while p < plain.count || o < others.count {
            if o == others.count || (p < plain.count && precedes(plain[p], others[o])) {
                order.append(plain[p])
                p += 1
            } else {
                order.append(others[o])
                o += 1
            }
        }
        return order
    }

    /// Spacers take the place of spacing: no gap is added next to one.
    private func gap(_ a: ViewNode, _ b: ViewNode) -> CGFloat {
        a.isSpacer || b.isSpacer ? 0 : effectiveSpacing
    }

    func totalSpacing(_ units: [ViewNode]) -> CGFloat {
        guard units.count > 1 else { return 0 }
        return (0..<(units.count - 1)).reduce(0) { $0 + gap(units[$1], units[$1 + 1]) }
    }

    private func axisProposal(_ main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
}

/// The units of a stack by layout priority, as space is shared out: for each priority, how
/// many units are still to be offered space, their ideal lengths, and the least length the
/// units of lower priority need.
private struct PriorityGroups {
    struct Group {
        var left: Int
        var idealLeft: CGFloat
        var lowerMinimum: CGFloat
    }
    private let priorities: [Double]
    /// One group per priority; a single group when all units share one (no dictionary then).
    private var groups: [Double: Group] = [:]
    private var only: Group?

    init(priorities: [Double], idealSum: CGFloat, ideals: @autoclosure () -> [CGFloat], minimums: [CGFloat]) {
        self.priorities = priorities
        // One priority (most stacks): one group, found without hashing or copying anything.
        guard let first = priorities.first, priorities.contains(where: { $0 != first }) else {
            only = Group(left: priorities.count, idealLeft: idealSum, lowerMinimum: 0)
            return
        }
        let distinct = Set(priorities)
        let ideals = ideals()
        for (i, priority) in priorities.enumerated() {
            groups[priority, default: Group(left: 0, idealLeft: 0, lowerMinimum: 0)].left += 1
            groups[priority]!.idealLeft += ideals[i]
        }
        for priority in distinct {
            groups[priority]!.lowerMinimum = priorities.indices.reduce(0) { $0 + (priorities[$1] < priority ? minimums[$1] : 0) }
        }
    }

    func group(of unit: Int) -> Group { only ?? groups[priorities[unit]]! }

    mutating func placed(_ unit: Int, ideal: CGFloat) {
        if only != nil {
            only!.left -= 1
            only!.idealLeft -= ideal
        } else {
            groups[priorities[unit]]!.left -= 1
            groups[priorities[unit]]!.idealLeft -= ideal
        }
    }
}

extension ViewNode {
    /// The priority a stack gives this unit: its own `layoutPriority`, or that of the view a
    /// modifier wraps (`layoutTraitContent`, as layout values pass). SwiftUI's layout traits
    /// pass up through modifiers: Apple's example sets the priority before a `border` and the
    /// bordered text keeps it.
    var layoutPriority: Double {
        var node: ViewNode? = self
        while let current = node {
            if let priority = (current.behavior as? LayoutPriorityBehavior)?.priority { return priority }
            node = current.layoutTraitContent
        }
        return 0
    }
}

/// The smallest rectangle around the frames added, kept as bounds to skip a union per frame.
private struct Extent {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ rect: CGRect) {
        guard rect.width > 0 || rect.height > 0 else { return }
        minX = min(minX, rect.minX)
        minY = min(minY, rect.minY)
        maxX = max(maxX, rect.maxX)
        maxY = max(maxY, rect.maxY)
    }

    var rect: CGRect? { minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil }
}
