import Foundation

/// SwiftUI's stack algorithm: children are offered space in order of flexibility, the least
/// flexible first, each taking an equal share of what remains.
@MainActor
struct StackLayout {
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

    func sizeThatFits(_ proposal: ProposedViewSize, units: [ViewNode]) -> CGSize {
        let sizes = childSizes(proposal, units: units)
        var main: CGFloat = sizes.reduce(0) { $0 + $1[axis] }
        main += totalSpacing(units)
        let cross = sizes.map { $0[axis.other] }.max() ?? 0
        return CGSize(main: main, cross: cross, axis: axis)
    }

    func place(_ units: [ViewNode], in bounds: CGRect) {
        let proposal = ProposedViewSize(bounds.size)
        let sizes = childSizes(proposal, units: units)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
        let crossLength = bounds.size[axis.other]
        let crossStep = axis == .horizontal ? CGFloat(16) : CGFloat(8)
        for (i, unit) in units.enumerated() {
            let size = sizes[i]
            let crossOffset = snap((crossLength - size[axis.other]) * alignment, crossStep)
            let origin = axis == .horizontal
                ? CGPoint(x: position, y: crossStart + crossOffset)
                : CGPoint(x: crossStart + crossOffset, y: position)
            unit.place(in: CGRect(origin: origin, size: size))
            position += size[axis]
            if i < units.count - 1 { position += gap(units[i], units[i + 1]) }
        }
    }

    /// Each child's size along the stack: flexible children share what the rigid ones leave.
    private func childSizes(_ proposal: ProposedViewSize, units: [ViewNode]) -> [CGSize] {
        guard !units.isEmpty else { return [] }
        let crossProposal = proposal[axis.other]
        guard let available = proposal[axis] else {
            // Ideal size: every child at its ideal size.
            return units.map { $0.sizeThatFits(axisProposal(nil, cross: crossProposal)) }
        }
        var remaining = max(0, available - totalSpacing(units))
        if available.isInfinite {
            return units.map { $0.sizeThatFits(axisProposal(.infinity, cross: crossProposal)) }
        }
        // Flexibility: how much a child can grow beyond its minimum within the space there is
        // (shapes and canvases take any finite size, but answer an infinite proposal with their
        // ideal one).
        var flexibility: [CGFloat] = []
        var maximums: [CGFloat] = []
        flexibility.reserveCapacity(units.count)
        maximums.reserveCapacity(units.count)
        for unit in units {
            let minimum = unit.sizeThatFits(axisProposal(0, cross: crossProposal))[axis]
            let maximum = unit.sizeThatFits(axisProposal(available, cross: crossProposal))[axis]
            flexibility.append(maximum - minimum)
            maximums.append(maximum)
        }
        let idealSizes = units.map { $0.sizeThatFits(axisProposal(nil, cross: crossProposal)) }
        let ideals = idealSizes.map { $0[axis] }
        var idealLeft = ideals.reduce(0, +)
        // Everything fits and nothing can grow past its ideal: each child takes its ideal size,
        // whatever the order (a long list in a scrolling page), so no sort is needed.
        if idealLeft <= remaining, zip(maximums, ideals).allSatisfy({ $0 <= $1 + 0.001 }) {
            return idealSizes
        }
        let order = units.indices.sorted { (units[$0].layoutPriority, -flexibility[$0]) > (units[$1].layoutPriority, -flexibility[$1]) }
        var sizes = Array(repeating: CGSize.zero, count: units.count)
        var left = units.count
        let step: CGFloat = axis == .horizontal ? 8 : 16
        for i in order {
            let offer: CGFloat
            if left == 1 {
                offer = remaining
            } else if idealLeft <= remaining {
                // Everything fits: each child gets its ideal size plus an equal part of the
                // surplus, so rigid children keep their size and flexible ones grow.
                offer = ideals[i] + snap((remaining - idealLeft) / CGFloat(left), step)
            } else {
                // Not enough room: an equal share of what is left, the least flexible first.
                offer = snap(remaining / CGFloat(left), step)
            }
            let size = units[i].sizeThatFits(axisProposal(offer, cross: crossProposal))
            sizes[i] = size
            remaining = max(0, remaining - size[axis])
            idealLeft -= ideals[i]
            left -= 1
        }
        return sizes
    }

    /// Spacers take the place of spacing: no gap is added next to one.
    private func gap(_ a: ViewNode, _ b: ViewNode) -> CGFloat {
        a.isSpacer || b.isSpacer ? 0 : effectiveSpacing
    }

    private func totalSpacing(_ units: [ViewNode]) -> CGFloat {
        guard units.count > 1 else { return 0 }
        return (0..<(units.count - 1)).reduce(0) { $0 + gap(units[$1], units[$1 + 1]) }
    }

    private func axisProposal(_ main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
}

extension ViewNode {
    var layoutPriority: Double { (behavior as? LayoutPriorityBehavior)?.priority ?? 0 }
    var isSpacer: Bool { behavior is SpacerBehavior }
}
