import Foundation

/// A value a node draws with while an animation takes it from one value to another (an
/// opacity). Only drawing uses it: layout, state and accessibility have the new value at once,
/// as SwiftUI's accessibility tree does. The cells change only where the value crosses one of
/// `thresholds`, so the graph asks `nextChange(after:)` when to draw again and nothing runs
/// in between.
struct RunningAnimation {
    /// The node drawing with the value. Unowned, not weak: the graph drops the animation as the
    /// node goes (`ViewGraph.nodeRemoved`).
    unowned(unsafe) let node: ViewNode
    let from: Double
    let to: Double
    /// Seconds on the screen's clock when the first run starts (after the animation's delay).
    let start: Double
    let animation: Animation
    /// Values where what the cells show changes.
    let thresholds: [Double]
    /// What the cells show for a value: a small number that changes where the value crosses a
    /// threshold.
    let level: (Double) -> Int
    /// The level drawn at the last look; a look at another level owes a redraw.
    var shownLevel: Int

    init(node: ViewNode, from: Double, to: Double, start: Double, animation: Animation,
         thresholds: [Double], level: @escaping (Double) -> Int) {
        self.node = node
        self.from = from
        self.to = to
        self.start = start + animation.delay
        self.animation = animation
        self.thresholds = thresholds
        self.level = level
        shownLevel = level(from)
        // Where in a run the value crosses each threshold, going forward and going back: the
        // curve is solved once here, not at every look for the next frame.
        let crossings = from == to ? [] : thresholds.compactMap { threshold -> Double? in
            let fraction = (threshold - from) / (to - from)
            return fraction > 0 && fraction < 1 ? fraction : nil
        }
        forwardCrossings = crossings.map { animation.curve.time(reaching: $0) }.sorted()
        backwardCrossings = crossings.map { animation.curve.time(reaching: 1 - $0) }.sorted()
    }

    /// The times through a forward run (0 to 1) at which the value crosses a threshold.
    private let forwardCrossings: [Double]
    /// The same through a run that goes back (an autoreversing animation's every other run).
    private let backwardCrossings: [Double]

    /// How far the value has gone from `from` to `to` at `time` (0 to 1), and whether the
    /// animation is over (the value is then `to` for good).
    func progress(at time: Double) -> (fraction: Double, isOver: Bool) {
        let elapsed = time - start
        if elapsed <= 0 { return (0, false) }
        let run = animation.runSeconds
        guard run > 0 else { return (1, true) }
        let runs = elapsed / run
        if let count = animation.runs, runs >= Double(count) { return (1, true) }
        let index = runs.rounded(.down)
        let eased = animation.curve.value(at: runs - index)
        return (isReversed(run: index) ? 1 - eased : eased, false)
    }

    func value(at time: Double) -> Double {
        let fraction = progress(at: time).fraction
        return from + (to - from) * fraction
    }

    /// Every other run of an autoreversing animation goes back.
    private func isReversed(run index: Double) -> Bool {
        animation.autoreverses && index.truncatingRemainder(dividingBy: 2) == 1
    }

    /// The next time after `now` when the value crosses a threshold, jumps back to `from` (a
    /// repeating animation that does not reverse) or comes to its end; nil when nothing is left
    /// to change.
    func nextChange(after now: Double) -> Double? {
        let run = animation.runSeconds
        guard run > 0 else { return start > now ? start : nil }
        var best = animation.runs.map { start + Double($0) * run }.flatMap { $0 > now ? $0 : nil }
        let first = max(0, now - start) / run
        let current = first.rounded(.down)
        for index in stride(from: current, through: current + 1, by: 1) {
            if let count = animation.runs, index >= Double(count) { break }
            for crossing in isReversed(run: index) ? backwardCrossings : forwardCrossings {
                let time = start + (index + crossing) * run
                if time > now, time < (best ?? .infinity) { best = time }
            }
            if !animation.autoreverses, level(from) != level(to) {
                let jump = start + (index + 1) * run
                if jump > now, jump < (best ?? .infinity) { best = jump }
            }
        }
        return best
    }
}

extension Animation.Curve {
    /// The eased fraction at `time` (0 to 1) through a run.
    func value(at time: Double) -> Double {
        let t = min(max(time, 0), 1)
        switch self {
        case .linear: return t
        case .spring: return Animation.Curve.easeOut.value(at: t)
        case .bezier(let x1, let y1, let x2, let y2):
            let s = Self.solve(t, x1, x2, newton: true)
            return Self.bezier(s, y1, y2)
        }
    }

    /// The time through a run (0 to 1) at which the eased fraction reaches `fraction`.
    func time(reaching fraction: Double) -> Double {
        let f = min(max(fraction, 0), 1)
        switch self {
        case .linear: return f
        case .spring: return Animation.Curve.easeOut.time(reaching: f)
        case .bezier(let x1, let y1, let x2, let y2):
            let s = Self.solve(f, y1, y2)
            return Self.bezier(s, x1, x2)
        }
    }

    /// One coordinate of a cubic Bézier from 0 to 1 with control values `c1` and `c2`.
    private static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    /// The slope of `bezier(_:_:_:)` at `s`.
    private static func bezierSlope(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * c1 + 6 * u * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }

    /// The parameter where a coordinate rising from 0 to 1 (control values `c1`, `c2`) reaches
    /// `target`. Time (`x`, control values within 0...1, so it rises throughout) is solved by
    /// Newton's method from the target itself, a few steps on the curves animations use, at
    /// every frame; bisection takes over where the slope is too flat, and solves the eased value
    /// (`y`, which may overshoot), once per animation.
    private static func solve(_ target: Double, _ c1: Double, _ c2: Double, newton: Bool = false) -> Double {
        var s = target
        for _ in 0..<(newton ? 8 : 0) {
            let slope = bezierSlope(s, c1, c2)
            if abs(slope) < 1e-6 { break }
            let step = (bezier(s, c1, c2) - target) / slope
            s -= step
            if s < 0 || s > 1 { break }
            if abs(step) < 1e-13 { return s }
        }
        var low = 0.0, high = 1.0
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if bezier(middle, c1, c2) < target { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}

extension ViewGraph {
    /// Called as `node`'s drawn value goes from `old` to `new` in an update: starts an animation
    /// when the update's transaction has one, and otherwise stops any the node had (the new
    /// value shows at once).
    func animate(_ node: ViewNode, from old: Double, to new: Double, thresholds: [Double], level: @escaping (Double) -> Int) {
        let key = ObjectIdentifier(node)
        let shown = animations[key].map { $0.value(at: clock.now) } ?? old
        guard let transaction, !transaction.disablesAnimations, let animation = transaction.animation, !animation.isInstant,
              level(shown) != level(new) || animation.runs != 1 else {
            animations[key] = nil
            return
        }
        animationsLookedAt = -.infinity
        animations[key] = RunningAnimation(node: node, from: shown, to: new, start: clock.now, animation: animation,
                                           thresholds: thresholds, level: level)
    }

    /// The value `node` draws with now, while an animation runs on it.
    func animatedValue(of node: ViewNode) -> Double? {
        guard !animations.isEmpty, let running = animations[ObjectIdentifier(node)] else { return nil }
        return running.value(at: clock.now)
    }

    /// Marks as damaged the nodes whose animations show another level than was drawn, and drops
    /// the animations that are over.
    func lookAtAnimations() {
        guard !animations.isEmpty, clock.now != animationsLookedAt else { return }
        let now = clock.now
        animationsLookedAt = now
        // Walked by index and changed in place: a loop over the dictionary itself would hold
        // its storage, and the first level written would copy every animation, at every look.
        var finished: [ObjectIdentifier] = []
        var index = animations.startIndex
        while index != animations.endIndex {
            let running = animations.values[index]
            let (fraction, isOver) = running.progress(at: now)
            let level = running.level(running.from + (running.to - running.from) * fraction)
            if level != running.shownLevel {
                noteAnimationFrame(running.node)
                animations.values[index].shownLevel = level
            }
            if isOver { finished.append(animations.keys[index]) }
            animations.formIndex(after: &index)
        }
        for key in finished { animations[key] = nil }
    }

    /// Seconds until an animation next changes what a cell shows; nil when none runs. A
    /// millisecond past the crossing, so the look then sees the new side of it.
    public var secondsUntilNextAnimationFrame: Double? {
        guard !animations.isEmpty else { return nil }
        let now = clock.now
        var next: Double?
        for running in animations.values {
            if let change = running.nextChange(after: now), change < (next ?? .infinity) { next = change }
        }
        return next.map { max(0, $0 - now) + 0.001 }
    }

    /// Animations running now (tests and benchmarks).
    public var runningAnimationCount: Int { animations.count }

    /// Animations running now that repeat for as long as their view is there
    /// (`repeatForever`): motion a user with Reduce Motion on should not meet.
    public var foreverAnimationCount: Int { animations.values.reduce(0) { $0 + ($1.animation.runs == nil ? 1 : 0) } }
}
