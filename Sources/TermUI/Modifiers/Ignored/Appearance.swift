import Accessibility
import Foundation

// Modifiers real apps use that change how things look or move, and nothing VoiceOver reads:
// accepted and ignored (docs/swiftui.md lists them). A terminal has one typeface, no masks, no
// pointer hover, no paging scroll and no animation of content changes.

extension View {
    public func fontDesign(_ design: Font.Design?) -> some View { self }
    public func fontWidth(_ width: Font.Width?) -> some View { self }
    public func kerning(_ kerning: CGFloat) -> some View { self }
    public func tracking(_ tracking: CGFloat) -> some View { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { self }
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { self }
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View { self }
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    /// Accepted: the view keeps its own size (SwiftUI sizes it from its scroll view or window).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { self }
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View { self }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View { self }
}

extension Text {
    nonisolated public func kerning(_ kerning: CGFloat) -> Text { self }
    nonisolated public func tracking(_ tracking: CGFloat) -> Text { self }
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text { self }
    nonisolated public func fontDesign(_ design: Font.Design?) -> Text { self }
    nonisolated public func fontWidth(_ width: Font.Width?) -> Text { self }
    nonisolated public func monospaced(_ isActive: Bool = true) -> Text { self }
    nonisolated public func monospacedDigit() -> Text { self }

    /// How the text is pronounced, in IPA ("ɹɪˈkɔɹd"). Accepted: Rotor's voice speaks the
    /// written words, as it does for the `accessibilitySpeechPhoneticNotation` attribute.
    nonisolated public func speechPhoneticRepresentation(_ phoneticRepresentation: String) -> Text { self }

    /// A line under or through text.
    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
        public static let single = LineStyle()
    }
}

/// A pointer's hover effect. Accepted: a terminal has no pointer over the screen.
public struct HoverEffect: Hashable, Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

/// How a text's content changes animate. Accepted: nothing animates in a terminal.
public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// How a scroll view settles. Accepted: TermUI scrolls by rows.
public protocol ScrollTargetBehavior {}
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

public enum ImageScale: Hashable, Sendable { case small, medium, large }

extension View {
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center) -> some View { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    public func imageScale(_ scale: ImageScale) -> some View { self }
}

extension View {
    /// A terminal is monospaced already.
    public func monospaced(_ isActive: Bool = true) -> some View { self }
    public func monospacedDigit() -> some View { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    public func allowsTightening(_ flag: Bool) -> some View { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
}

extension View {
    public func redacted(reason: RedactionReasons) -> some View { self }
}

extension Text {
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}

public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
}

extension View {
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
}

extension View {
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}
