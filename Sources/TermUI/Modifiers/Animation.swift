import Accessibility
import Foundation

/// How a change is shown over time: a timing curve, a duration, a delay, a speed and how often
/// it repeats. A terminal shows what a cell can show, so an animation matters where its value
/// crosses what changes a cell: an opacity animated below one half dims its view, and back
/// above it shows it plainly again (see `View.opacity`). The screen's graph works out when
/// the next such crossing is due, so nothing runs between them and no body is evaluated again.
public struct Animation: Hashable, Sendable {
    /// The timing curve of one run.
    enum Curve: Hashable, Sendable {
        case linear
        /// A cubic Bézier from (0, 0) to (1, 1) through two control points, as CSS and Core
        /// Animation give them.
        case bezier(Double, Double, Double, Double)
        /// A spring, drawn as an ease-out over its settling duration: it moves fast at first and
        /// settles, and a cell shows only which side of a threshold the value is on.
        case spring

        static let easeIn = Curve.bezier(0.42, 0, 1, 1)
        static let easeOut = Curve.bezier(0, 0, 0.58, 1)
        static let easeInOut = Curve.bezier(0.42, 0, 0.58, 1)
    }

    let curve: Curve
    /// Seconds one run takes.
    let duration: Double
    var delay: Double = 0
    var speedFactor: Double = 1
    /// How many runs; nil: for ever.
    var runs: Int? = 1
    var autoreverses = false

    init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration.isFinite ? max(0, duration) : 0
    }

    // The curves without a duration last 0.35 s, as SwiftUI's documentation gives for
    // `easeIn`, `easeOut` and `easeInOut`; the springs settle in their `duration` or about their
    // `response`.
    public static let `default` = Animation(curve: .spring, duration: 0.5)
    public static let linear = Animation(curve: .linear, duration: 0.35)
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
    public static let spring = Animation(curve: .spring, duration: 0.5)
    public static let bouncy = Animation(curve: .spring, duration: 0.5)
    public static let smooth = Animation(curve: .spring, duration: 0.5)
    public static let snappy = Animation(curve: .spring, duration: 0.5)
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(curve: .bezier(c0x, c0y, c1x, c1y), duration: duration)
    }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring, duration: response)
    }
    public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring, duration: duration)
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(curve: .spring, duration: response)
    }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(curve: .spring, duration: duration) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(curve: .spring, duration: duration) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(curve: .spring, duration: duration) }

    /// Starts `delay` seconds after the change.
    public func delay(_ delay: Double) -> Animation {
        var animation = self
        animation.delay = delay.isFinite ? max(0, delay) : 0
        return animation
    }
    /// Runs `speed` times as fast (2: in half the time).
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        animation.speedFactor = speed.isFinite && speed > 0 ? speed : 1
        return animation
    }
    /// Runs `count` times; with `autoreverses`, every other run goes back from the new value to
    /// the old. The view then shows the new value.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.runs = max(1, count)
        animation.autoreverses = autoreverses
        return animation
    }
    /// Runs for as long as the view is there; with `autoreverses`, back and forth.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.runs = nil
        animation.autoreverses = autoreverses
        return animation
    }

    /// Seconds one run takes at its speed.
    var runSeconds: Double { duration / speedFactor }

    /// True when the change shows at once: nothing to run.
    var isInstant: Bool { runSeconds <= 0 && delay <= 0 }
}

/// The animation of the changes being made now: what `withAnimation` or a `Transaction` gives
/// the state changes made in its body, and what `.animation(_:value:)` gives the changes below
/// it while its graph brings them up to date.
@MainActor
enum AnimationTransaction {
    /// Set while `withAnimation`'s or `withTransaction`'s body runs: the state it changes is
    /// updated in this transaction.
    static var current: Transaction?
}

/// Runs `body`; the state changes it makes are shown with `animation` at the next update (nil:
/// at once). What a terminal can show of them is described at `Animation`.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` in `transaction`: its animation is given to the state changes `body` makes
/// (with `disablesAnimations`, none, whatever `.animation(_:value:)` below asks for).
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = AnimationTransaction.current
    AnimationTransaction.current = transaction
    defer { AnimationTransaction.current = outer }
    return try body()
}

/// How a view enters and leaves. Views appear and disappear at once in a terminal.
public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
