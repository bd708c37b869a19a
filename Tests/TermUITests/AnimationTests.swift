import Accessibility
import Foundation
import Testing
@testable import TermUI

/// Animations run at drawing time: a change made with an animation is the new value at once
/// for state, layout and accessibility (SwiftUI's accessibility tree has the model's value),
/// while the cells show the value on its way, changing only where it crosses what a cell can
/// show (an opacity below one half is dimmed). Between those crossings nothing runs: no body,
/// no timer, no layout.
@MainActor
struct AnimationTests {
    /// A word whose opacity goes from 1 to 0.4 when `faint` is set.
    struct Fader: View {
        @State var faint = false
        let animation: Animation?
        let inTransaction: Animation??
        var body: some View {
            VStack {
                Text("Dot")
                    .opacity(faint ? 0.4 : 1)
                    .animation(animation, value: faint)
                Button("Fade") {
                    if let inTransaction { withAnimation(inTransaction) { faint.toggle() } } else { faint.toggle() }
                }
            }
        }
    }

    private func graph(animation: Animation?, inTransaction: Animation?? = nil) -> ViewGraph {
        let graph = ViewGraph(Fader(animation: animation, inTransaction: inTransaction), columns: 10, rows: 2)
        _ = graph.draw()
        return graph
    }

    private func isDimmed(_ graph: ViewGraph) -> Bool {
        let canvas = graph.draw()
        for x in 0..<canvas.width where canvas[x, 0].grapheme == "D" { return canvas[x, 0].style.dim }
        Issue.record("no word drawn: \(canvas.rows)")
        return false
    }

    private func tap(_ graph: ViewGraph) {
        graph.accessibilityTree().roots.first { $0.label == "Fade" }?.defaultAction?()
        graph.update()
    }

    @Test("without an animation the new opacity shows at once")
    func unanimated() {
        let graph = graph(animation: nil)
        #expect(!isDimmed(graph))
        tap(graph)
        #expect(isDimmed(graph))
        #expect(graph.runningAnimationCount == 0)
    }

    @Test("an ease-in-out second from 1 to 0.4 dims the word only once the value is below one half, about 0.72 s in")
    func easeInOutCrossesHalfLate() throws {
        let graph = graph(animation: .easeInOut(duration: 1))
        tap(graph)
        #expect(graph.runningAnimationCount == 1)
        #expect(!isDimmed(graph), "the value starts where it was")
        // easeInOut, the cubic Bézier (0.42, 0, 0.58, 1), reaches 5/6 of the way (0.5 between 1
        // and 0.4) at 0.7168 of the run; the frame is due a millisecond past it.
        let due = try #require(graph.secondsUntilNextAnimationFrame)
        #expect(abs(due - 0.7178) < 0.0005, "next crossing due in \(due) s")
        graph.advanceTime(by: 0.7)
        #expect(!isDimmed(graph))
        graph.advanceTime(by: 0.1)
        #expect(isDimmed(graph))
        graph.advanceTime(by: 0.3)
        #expect(isDimmed(graph))
        #expect(graph.runningAnimationCount == 0, "an animation that has run its course is gone")
        #expect(graph.secondsUntilNextAnimationFrame == nil)
    }

    @Test("the element has the new value at once: opacity 0 hides it before the fade is drawn")
    func accessibilityHasTheModelValue() {
        struct Vanish: View {
            @State var gone = false
            var body: some View {
                VStack {
                    Text("Dot").opacity(gone ? 0 : 1).animation(.linear(duration: 2), value: gone)
                    Button("Hide") { gone = true }
                }
            }
        }
        let graph = ViewGraph(Vanish(), columns: 10, rows: 2)
        graph.accessibilityTree().roots.first { $0.label == "Hide" }?.defaultAction?()
        #expect(graph.accessibilityTree().roots.map(\.label) == ["Hide"])
        #expect(graph.draw().rows[0].contains("Dot"), "still drawn on its way out")
        graph.advanceTime(by: 2.1)
        #expect(!graph.draw().rows[0].contains("Dot"))
    }

    @Test("a pulse that repeats for ever redraws only at its crossings and runs no body, layout or timer")
    func repeatForeverRunsNothing() throws {
        let graph = graph(animation: .easeInOut(duration: 1).repeatForever(autoreverses: true))
        tap(graph)
        _ = graph.draw()
        let bodies = graph.bodyEvaluations, measured = graph.measurements, placed = graph.placements
        var dimmedSeconds = 0, changes = 0, last = isDimmed(graph)
        // Step from crossing to crossing for 100 seconds: two changes every two-second cycle.
        var elapsed = 0.0
        while elapsed < 100 {
            let due = try #require(graph.secondsUntilNextAnimationFrame)
            #expect(due > 0.001)
            graph.advanceTime(by: due)
            elapsed += due
            let now = isDimmed(graph)
            #expect(now != last, "every frame due shows a change")
            changes += 1
            last = now
        }
        // Looks at steps that do not divide the cycle: dimmed for the part of each two seconds
        // the value is below one half (about 0.52 s, a quarter).
        for _ in 0..<270 {
            graph.advanceTime(by: 0.37)
            if isDimmed(graph) { dimmedSeconds += 1 }
        }
        #expect((99...101).contains(changes))
        #expect((40...110).contains(dimmedSeconds), "dimmed for part of each cycle: \(dimmedSeconds) of 270 looks")
        #expect(graph.bodyEvaluations == bodies)
        #expect(graph.measurements == measured)
        #expect(graph.placements == placed)
        #expect(graph.timerFirings == 0)
        #expect(graph.runningAnimationCount == 1)
    }

    @Test("withAnimation gives its animation to the state it changes; .animation(nil, value:) below takes it away")
    func withAnimationTransaction() {
        let animated = graph(animation: nil, inTransaction: .linear(duration: 1))
        // `.animation(nil, value:)` below the change turns animation off when its value
        // changes, and it did: the modifier's nil wins over withAnimation's, as in SwiftUI.
        tap(animated)
        #expect(isDimmed(animated))
        #expect(animated.runningAnimationCount == 0)

        struct Plain: View {
            @State var faint = false
            var body: some View {
                VStack {
                    Text("Dot").opacity(faint ? 0.4 : 1)
                    Button("Fade") { withAnimation(.linear(duration: 1)) { faint = true } }
                }
            }
        }
        let graph = ViewGraph(Plain(), columns: 10, rows: 2)
        _ = graph.draw()
        graph.accessibilityTree().roots.first { $0.label == "Fade" }?.defaultAction?()
        graph.update()
        #expect(graph.runningAnimationCount == 1)
        #expect(!isDimmed(graph))
        graph.advanceTime(by: 0.9)
        #expect(isDimmed(graph), "linear: below one half at 5/6 of the second")
    }

    @Test("a transaction that disables animations wins over .animation(_:value:) below it")
    func disabledTransaction() {
        struct Faded: View {
            @State var faint = false
            var body: some View {
                VStack {
                    Text("Dot").opacity(faint ? 0.4 : 1).animation(.linear(duration: 1), value: faint)
                    Button("Fade") {
                        var transaction = Transaction(animation: .linear(duration: 1))
                        transaction.disablesAnimations = true
                        withTransaction(transaction) { faint = true }
                    }
                }
            }
        }
        let graph = ViewGraph(Faded(), columns: 10, rows: 2)
        _ = graph.draw()
        graph.accessibilityTree().roots.first { $0.label == "Fade" }?.defaultAction?()
        #expect(graph.runningAnimationCount == 0)
        #expect(isDimmed(graph))
    }

    @Test("delay and speed: a linear second delayed by one, at double speed, crosses at 1 + 5/12 s")
    func delayAndSpeed() throws {
        let graph = graph(animation: .linear(duration: 1).delay(1).speed(2))
        tap(graph)
        let due = try #require(graph.secondsUntilNextAnimationFrame)
        #expect(abs(due - (1 + 5.0 / 12) - 0.001) < 0.001)
        graph.advanceTime(by: 1.4)
        #expect(!isDimmed(graph))
        graph.advanceTime(by: 0.05)
        #expect(isDimmed(graph))
    }

    @Test("repeatCount(3) without reversing jumps back to the start after each run, then rests at the new value")
    func repeatCount() {
        let graph = graph(animation: .linear(duration: 1).repeatCount(3, autoreverses: false))
        tap(graph)
        var seen: [Bool] = []
        for step in 1...8 {
            graph.advanceTime(by: 0.5)
            seen.append(isDimmed(graph))
            _ = step
        }
        // 0.5: not yet; 1.0: new run starts at the old value; 1.5 not; 2.0 jumps back; … 3.0 over.
        #expect(seen == [false, false, false, false, false, true, true, true])
        #expect(graph.runningAnimationCount == 0)
    }

    @Test("a view that goes while animating takes its animation with it")
    func removedNodeDropsAnimation() {
        struct Toggled: View {
            @State var shown = true
            @State var faint = false
            var body: some View {
                VStack {
                    if shown { Text("Dot").opacity(faint ? 0.4 : 1).animation(.linear(duration: 1).repeatForever(), value: faint) }
                    Button("Fade") { faint = true }
                    Button("Remove") { shown = false }
                }
            }
        }
        let graph = ViewGraph(Toggled(), columns: 10, rows: 3)
        _ = graph.draw()
        graph.accessibilityTree().roots.first { $0.label == "Fade" }?.defaultAction?()
        graph.update()
        #expect(graph.runningAnimationCount == 1)
        graph.accessibilityTree().roots.first { $0.label == "Remove" }?.defaultAction?()
        graph.update()
        #expect(graph.runningAnimationCount == 0)
        #expect(graph.secondsUntilNextAnimationFrame == nil)
    }

    @Test(".animation(_:) without a value animates every change below it, as SwiftUI's deprecated modifier does")
    func animationWithoutValue() {
        struct Always: View {
            @State var faint = false
            var body: some View {
                VStack {
                    Text("Dot").opacity(faint ? 0.4 : 1)
                    Button("Fade") { faint.toggle() }
                }
                .animation(.linear(duration: 1))
            }
        }
        let graph = ViewGraph(Always(), columns: 10, rows: 2)
        _ = graph.draw()
        graph.accessibilityTree().roots.first { $0.label == "Fade" }?.defaultAction?()
        graph.update()
        #expect(graph.runningAnimationCount == 1)
        #expect(!isDimmed(graph))
        graph.advanceTime(by: 0.9)
        #expect(isDimmed(graph))
    }

    @Test("a spring is drawn as an ease-out over its response: past one half sooner than an ease-in-out")
    func springIsEaseOut() throws {
        let spring = graph(animation: .spring(response: 1))
        tap(spring)
        let eased = graph(animation: .easeInOut(duration: 1))
        tap(eased)
        let springDue = try #require(spring.secondsUntilNextAnimationFrame)
        let easedDue = try #require(eased.secondsUntilNextAnimationFrame)
        #expect(springDue < easedDue, "spring \(springDue) s, easeInOut \(easedDue) s")
    }

    @Test("""
        an eased curve's value at a time is the cubic Bézier's: its parameter solved by Newton's method agrees \
        with bisection to 1e-9 at every millisecond of the standard curves and of steep and flat timing curves
        """)
    func curveValueMatchesBisection() {
        func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
        }
        let curves: [(String, Double, Double, Double, Double)] = [
            ("easeIn", 0.42, 0, 1, 1), ("easeOut", 0, 0, 0.58, 1), ("easeInOut", 0.42, 0, 0.58, 1),
            ("steep", 0.9, 0, 0.1, 1), ("flat ends", 1, 0, 0, 1), ("overshoot", 0.3, 1.6, 0.7, -0.4),
        ]
        for (name, x1, y1, x2, y2) in curves {
            let curve = Animation.Curve.bezier(x1, y1, x2, y2)
            var worst = 0.0
            for step in 0...1000 {
                let t = Double(step) / 1000
                var low = 0.0, high = 1.0
                for _ in 0..<60 {
                    let middle = (low + high) / 2
                    if bezier(middle, x1, x2) < t { low = middle } else { high = middle }
                }
                worst = max(worst, abs(curve.value(at: t) - bezier((low + high) / 2, y1, y2)))
            }
            #expect(worst < 1e-9, "\(name): off by \(worst)")
        }
    }

    @Test("a look at running animations changes the shown levels in place: each animation keeps its level after a look that crosses")
    func lookUpdatesLevelsInPlace() throws {
        let graph = graph(animation: .easeInOut(duration: 1).repeatForever())
        tap(graph)
        #expect(graph.runningAnimationCount == 1)
        let wait = try #require(graph.secondsUntilNextAnimationFrame)
        _ = graph.clock.advance(by: wait)
        graph.lookAtAnimations()
        let shown = try #require(graph.animations.values.first?.shownLevel)
        graph.lookAtAnimations()
        #expect(graph.animations.values.first?.shownLevel == shown)
        #expect(graph.runningAnimationCount == 1)
        #expect(isDimmed(graph))
    }
}
