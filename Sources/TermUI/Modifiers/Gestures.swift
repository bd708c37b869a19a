import Accessibility
import Foundation

extension View {
    /// Accepts a gesture; a terminal has no touches, so it never fires. The graph records
    /// where it is (`AccessibilitySnapshot.gestures`), so the audit can find a gesture VoiceOver
    /// has no other way to perform.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureRecordModifier(kind: GestureKind(G.self)))
    }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureRecordModifier(kind: GestureKind(G.self)))
    }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureRecordModifier(kind: GestureKind(G.self)))
    }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void) -> some View {
        modifier(GestureRecordModifier(kind: .longPress))
    }
}

/// Records a gesture's view for the audit; draws, lays out and reads as its content.
struct GestureRecordModifier: PrimitiveModifier {
    let kind: GestureKind
    func makeBehavior() -> NodeBehavior { GestureRecordBehavior(kind: kind) }
}

struct GestureRecordBehavior: NodeBehavior {
    let kind: GestureKind
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        node.graph.snapshotFacts.gesture(GestureRecord(kind: kind, frame: node.frame), by: node)
        return node.childElements()
    }
}

/// A gesture. Accepted by `.gesture(_:)`; a terminal never recognises one.
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
}

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
        public var velocity: CGSize
    }
    public var minimumDistance: CGFloat
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
    }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A transaction (animation context) passed to gesture updates.
public struct Transaction {
    public var animation: Animation?
    /// True: the changes made in the transaction are shown at once, whatever animation a view
    /// below asks for.
    public var disablesAnimations = false
    public init(animation: Animation? = nil) { self.animation = animation }
}

/// State a gesture holds while it is active; it always has its reset value here.
@MainActor @propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initial: Value
    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}

/// Where a frame is measured from.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}
