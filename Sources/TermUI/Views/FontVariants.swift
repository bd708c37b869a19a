import Foundation

// The rest of SwiftUI's `Font` API that apps use: text styles by name, designs, widths, custom
// fonts and the variants (`.italic()`, `.monospaced()`…). A terminal has one typeface at one
// size: a font is drawn bold when it is a heading style or bold weight, faint when it is a
// small style, and otherwise as the body text. Design, width, leading and custom families are
// accepted and change nothing.

extension Font {
    /// The dynamic text styles by name, as `Font.system(_:design:weight:)` takes them.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// A typeface design. Accepted: a terminal has one.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// A typeface width. Accepted: a terminal's cells have one width.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// How tightly lines are spaced. Accepted: a terminal's rows are fixed.
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// The text style's font, bold when `weight` is.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let font = style.font
        return weight.map { font.weight($0) } ?? font
    }

    /// A named font at a size: drawn as the system font at that size. As in SwiftUI, it scales
    /// with Dynamic Type (with the body style, or `textStyle`) unless its size is fixed.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font.system(size: size).scaling }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { Font.system(size: size).scaling }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { .system(size: fixedSize) }

    public func italic() -> Font { self }
    public func monospaced() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func smallCaps() -> Font { self }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }
    public func leading(_ leading: Leading) -> Font { self }
    public func width(_ width: Width) -> Font { self }
}
