import Foundation

/// An animation of a system symbol (`.bounce`, `.pulse`…). A terminal draws a symbol as one
/// glyph that does not move, and VoiceOver says nothing of these effects: `symbolEffect` is
/// accepted and draws the symbol as it is.
public protocol SymbolEffect: Sendable {}

public struct BounceSymbolEffect: SymbolEffect { public var up: BounceSymbolEffect { self }; public var down: BounceSymbolEffect { self } }
public struct PulseSymbolEffect: SymbolEffect {}
public struct VariableColorSymbolEffect: SymbolEffect {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
}
public struct ScaleSymbolEffect: SymbolEffect { public var up: ScaleSymbolEffect { self }; public var down: ScaleSymbolEffect { self } }
public struct AppearSymbolEffect: SymbolEffect {}
public struct DisappearSymbolEffect: SymbolEffect {}
public struct ReplaceSymbolEffect: SymbolEffect {}
public struct WiggleSymbolEffect: SymbolEffect {}
public struct RotateSymbolEffect: SymbolEffect {}
public struct BreatheSymbolEffect: SymbolEffect {}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }

/// How a symbol effect repeats and how fast: accepted with the effect.
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
    /// Accepted: the symbol is drawn still (see `SymbolEffect`).
    public func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default,
                                               isActive: Bool = true) -> some View { self }
    /// Accepted: the symbol is drawn still (see `SymbolEffect`).
    public func symbolEffect<E: SymbolEffect, V: Equatable>(_ effect: E, options: SymbolEffectOptions = .default,
                                                             value: V) -> some View { self }
}

/// Which geometry `matchedGeometryEffect` shares between views.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Accepted: it animates a view from one place to another, and a terminal redraws at once;
    /// VoiceOver reads the views where they are.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                     properties: MatchedGeometryProperties = .frame,
                                                     anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
}
