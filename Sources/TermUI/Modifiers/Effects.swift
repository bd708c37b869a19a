import Accessibility
import Foundation

// Modifiers sample code uses that have no meaning in a terminal. They are accepted so the code
// compiles, and change neither the drawing nor the elements, unless noted.

/// An angle, in degrees or radians.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
}

public enum ContentMode: Hashable, Sendable { case fit, fill }

public enum ImageScale: Hashable, Sendable { case small, medium, large }

/// Symbol variants; `.fill` draws a symbol's filled glyph where the catalog has one.
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    public static let none = SymbolVariants(name: "")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let rectangle = SymbolVariants(name: "rectangle")
    public static let slash = SymbolVariants(name: "slash")
    public var fill: SymbolVariants { SymbolVariants(name: name.isEmpty ? "fill" : name + ".fill") }
    public var circle: SymbolVariants { SymbolVariants(name: name.isEmpty ? "circle" : "circle." + name) }
}

/// An animation curve. A terminal draws the end state at once.
public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation { .spring }
    public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: state changes made in it take effect in the next update, unanimated.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
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

public enum TextCase: Hashable, Sendable { case uppercase, lowercase }
extension Text {
    public typealias Case = TextCase
}

extension View {
    public func scaledToFit() -> some View { self }
    public func scaledToFill() -> some View { self }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center) -> some View { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    public func imageScale(_ scale: ImageScale) -> some View { self }
    public func animation(_ animation: Animation?) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func transition(_ transition: AnyTransition) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// Accepted and ignored: a TermUI shape fills its frame, so the shape for hit testing,
    /// previews or accessibility (`.accessibility`: VoiceOver's outline) is the view's frame,
    /// which it already is.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
    /// A terminal is monospaced already.
    public func monospaced(_ isActive: Bool = true) -> some View { self }
    public func monospacedDigit() -> some View { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    public func allowsTightening(_ flag: Bool) -> some View { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    public func zIndex(_ value: Double) -> some View { self }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    public func help(_ text: String) -> some View { self }
    public func redacted(reason: RedactionReasons) -> some View { self }

    /// Uses the symbol's variant (`.fill`) for the images inside.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Hides the labels of controls inside (Toggle, Picker, Stepper, TextField) from the
    /// drawing; they stay the elements' labels.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }

    /// Draws a box around the view. A terminal cannot draw a line inside the view's edge
    /// without covering its content, so the box takes a column on each side and a row above and
    /// below.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        padding(EdgeInsets(top: 16, leading: 8, bottom: 16, trailing: 8))
            .overlay(Rectangle().stroke(ShapeStyleColor.color(of: content) ?? .primary))
    }

    /// Clips the drawing to the view's frame; the shape's corners are not drawn.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipModifier())
    }
    public func clipped(antialiased: Bool = false) -> some View { modifier(ClipModifier()) }

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

extension Text {
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}

public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }
public enum VerticalEdge: Int8, Hashable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let space = KeyEquivalent(" ")
}
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1)
    public static let control = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let command = EventModifiers(rawValue: 8)
}
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
}
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

struct ClipModifier: PrimitiveModifier {
    func makeBehavior() -> NodeBehavior { ClipBehavior() }
}

/// Draws the content only inside the node's frame.
struct ClipBehavior: NodeBehavior {
    func draw(_ node: ViewNode, into context: inout DrawContext) {
        let saved = context.clip
        context.clip = saved.intersection(context.cells(node.frame))
        node.drawChildren(into: &context)
        context.clip = saved
    }
}

struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}
struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}
extension EnvironmentValues {
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

// MARK: Gestures

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

extension View {
    /// Names a coordinate space; `GeometryProxy.frame(in:)` measures from the screen for every
    /// space but `.local`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
}

extension Image {
    /// The glyph of the symbol's variant (`star` with `.fill` is `star.fill`) when the catalog
    /// has one.
    func glyph(variants: SymbolVariants) -> String {
        guard case .system(let name) = source, !variants.name.isEmpty, !name.hasSuffix("." + variants.name) else { return glyph }
        let varied = name + "." + variants.name
        return SymbolCatalog.symbols[varied] != nil ? SymbolCatalog.glyph(for: varied) : glyph
    }
}

/// What a content shape is for (`contentShape(_:_:eoFill:)`).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
