import Foundation

/// A color, with SwiftUI's names. As a view it fills its frame.
public struct Color: Hashable, Sendable, View, PrimitiveView, ShapeStyle {
    public let red: Double, green: Double, blue: Double, opacity: Double
    let name: String?

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        name = nil
    }
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }
    init(named name: String, _ r: Double, _ g: Double, _ b: Double, opacity: Double = 1) {
        red = r
        green = g
        blue = b
        self.opacity = opacity
        self.name = name
    }

    public static let clear = Color(named: "clear", 0, 0, 0, opacity: 0)
    public static let black = Color(named: "black", 0, 0, 0)
    public static let white = Color(named: "white", 1, 1, 1)
    public static let gray = Color(named: "gray", 0.56, 0.56, 0.58)
    public static let red = Color(named: "red", 1, 0.23, 0.19)
    public static let orange = Color(named: "orange", 1, 0.58, 0)
    public static let yellow = Color(named: "yellow", 1, 0.8, 0)
    public static let green = Color(named: "green", 0.2, 0.78, 0.35)
    public static let mint = Color(named: "mint", 0, 0.78, 0.75)
    public static let teal = Color(named: "teal", 0.19, 0.69, 0.78)
    public static let cyan = Color(named: "cyan", 0.2, 0.68, 0.9)
    public static let blue = Color(named: "blue", 0.04, 0.52, 1)
    public static let indigo = Color(named: "indigo", 0.35, 0.34, 0.84)
    public static let purple = Color(named: "purple", 0.69, 0.32, 0.87)
    public static let pink = Color(named: "pink", 1, 0.18, 0.33)
    public static let brown = Color(named: "brown", 0.64, 0.52, 0.37)
    public static let primary = Color(named: "primary", 0.92, 0.92, 0.92)
    public static let secondary = Color(named: "secondary", 0.6, 0.6, 0.63)
    public static let accentColor = Color.blue

    public func opacity(_ value: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: opacity * value)
    }

    nonisolated var terminalColor: TerminalColor? {
        guard opacity > 0 else { return nil }
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return TerminalColor(red: byte(red), green: byte(green), blue: byte(blue))
    }

    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { ShapeBehavior(shape: .fill(self)) }
}

/// Something that can fill or stroke a shape.
public protocol ShapeStyle {}

/// Text sizes, with SwiftUI's names. A terminal has one size, so headings draw bold.
public struct Font: Hashable, Sendable {
    let name: String
    let isEmphasized: Bool
    let isSmall: Bool
    public static let largeTitle = Font(name: "largeTitle", isEmphasized: true, isSmall: false)
    public static let title = Font(name: "title", isEmphasized: true, isSmall: false)
    public static let title2 = Font(name: "title2", isEmphasized: true, isSmall: false)
    public static let title3 = Font(name: "title3", isEmphasized: true, isSmall: false)
    public static let headline = Font(name: "headline", isEmphasized: true, isSmall: false)
    public static let subheadline = Font(name: "subheadline", isEmphasized: false, isSmall: true)
    public static let body = Font(name: "body", isEmphasized: false, isSmall: false)
    public static let callout = Font(name: "callout", isEmphasized: false, isSmall: false)
    public static let footnote = Font(name: "footnote", isEmphasized: false, isSmall: true)
    public static let caption = Font(name: "caption", isEmphasized: false, isSmall: true)
    public static let caption2 = Font(name: "caption2", isEmphasized: false, isSmall: true)
    public static func system(size: CGFloat, weight: Weight = .regular) -> Font {
        Font(name: "system", isEmphasized: weight.isBold || size >= 24, isSmall: size < 13)
    }
    public func bold() -> Font { Font(name: name, isEmphasized: true, isSmall: isSmall) }
    public func weight(_ weight: Weight) -> Font { Font(name: name, isEmphasized: isEmphasized || weight.isBold, isSmall: isSmall) }

    public struct Weight: Hashable, Sendable {
        let isBold: Bool
        public static let ultraLight = Weight(isBold: false)
        public static let thin = Weight(isBold: false)
        public static let light = Weight(isBold: false)
        public static let regular = Weight(isBold: false)
        public static let medium = Weight(isBold: false)
        public static let semibold = Weight(isBold: true)
        public static let bold = Weight(isBold: true)
        public static let heavy = Weight(isBold: true)
        public static let black = Weight(isBold: true)
    }
}

extension EnvironmentValues {
    /// The cell style for text drawn with these values.
    var textStyle: CellStyle {
        var style = CellStyle()
        style.foreground = foregroundColor?.terminalColor
        style.bold = isBold || (font?.isEmphasized ?? false)
        style.italic = isItalic
        style.underline = isUnderlined
        style.dim = !isEnabled || (font?.isSmall ?? false) && foregroundColor == nil
        return style
    }
}
