import Foundation

/// A font with UIKit's names: the text styles (`preferredFont(forTextStyle: .headline)`) and
/// system fonts by size and weight, at the sizes iOS gives them at the default text size. A
/// terminal draws every text in its one font, so what a font changes on the screen is what
/// SwiftUI's `Font` changes in TermUI: headings and bold weights draw bold, small sizes faint.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    public let pointSize: CGFloat
    public let fontName: String
    let weight: Weight
    let textStyle: TextStyle?
    let isItalic: Bool

    init(pointSize: CGFloat, weight: Weight, textStyle: TextStyle?, name: String, isItalic: Bool = false) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        fontName = name
        self.isItalic = isItalic
    }

    /// A font the app bundles. Rotor has no font files: it gives the system font at that size,
    /// so the screen opens; the terminal would draw either alike.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: fontSize, weight: .regular, textStyle: nil, name: fontName)
    }

    public var familyName: String { textStyle == nil && !fontName.hasPrefix(".SF") ? fontName : "System Font" }
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded() }

    /// The font of a text style at the default Dynamic Type size (Large).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(pointSize: style.defaultSize, weight: style == .headline ? .semibold : .regular, textStyle: style,
               name: ".SFUI-" + (style == .headline ? "Semibold" : "Regular"))
    }
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: nil, name: ".SFUI-" + weight.name.capitalized)
    }
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular, textStyle: nil, name: ".SFUI-Italic", isItalic: true)
    }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: nil, name: ".SFMono-" + weight.name.capitalized)
    }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
    public static var systemFontSize: CGFloat { 14 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var smallSystemFontSize: CGFloat { 12 }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: nil, name: fontName, isItalic: isItalic)
    }

    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        (lhs.pointSize, lhs.fontName, lhs.weight, lhs.textStyle, lhs.isItalic) == (rhs.pointSize, rhs.fontName, rhs.weight, rhs.textStyle, rhs.isItalic)
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(fontName)
    }

    /// The Dynamic Type text styles, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Its size at the default text size (Large), in points, as iOS sets it.
        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }

        /// SwiftUI's font of the same style.
        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }

    /// Font weights, with UIKit's raw values (-1…1).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        var name: String {
            let names: [(CGFloat, String)] = [(-0.8, "ultralight"), (-0.6, "thin"), (-0.4, "light"), (0, "regular"), (0.23, "medium"),
                                              (0.3, "semibold"), (0.4, "bold"), (0.56, "heavy"), (0.62, "black")]
            return names.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? "regular"
        }
        /// SwiftUI's weight: semibold and heavier draw bold.
        var fontWeight: Font.Weight { rawValue >= Weight.semibold.rawValue ? .bold : .regular }
    }
}

/// Scales fonts and values for the user's text size, as UIKit's `UIFontMetrics` does. A
/// terminal has one text size, so values come back as given.
public final class UIFontMetrics: Sendable {
    let textStyle: UIFont.TextStyle
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public func scaledFont(for font: UIFont) -> UIFont {
        UIFont(pointSize: font.pointSize, weight: font.weight, textStyle: font.textStyle ?? textStyle, name: font.fontName,
               isItalic: font.isItalic)
    }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { scaledFont(for: font) }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}

extension Font {
    /// SwiftUI's font for a UIKit one: a text style's font is the style's (`.headline`), a
    /// system font the same size and weight.
    nonisolated public init(_ font: UIFont) {
        if let style = font.textStyle {
            self = style.font
        } else {
            self = Font.system(size: font.pointSize, weight: font.weight.fontWeight)
        }
    }
}

/// Core Text's font, which UIKit's is toll-free bridged to: `Font(uiFont as CTFont)` reads as
/// `Font(uiFont)`.
public typealias CTFont = UIFont
