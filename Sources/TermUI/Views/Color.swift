import Foundation

/// A color, with SwiftUI's names. As a view it fills its frame.
public struct Color: Hashable, Sendable, View, PrimitiveView, ShapeStyle {
    nonisolated public let red: Double, green: Double, blue: Double, opacity: Double
    nonisolated let name: String?
    /// A dynamic colour's values in the other appearances (`UIColor(dynamicProvider:)`).
    nonisolated var appearanceVariants: SystemColors.Variants?

    nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        name = nil
    }
    nonisolated public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }
    nonisolated init(named name: String?, _ r: Double, _ g: Double, _ b: Double, opacity: Double = 1) {
        red = r
        green = g
        blue = b
        self.opacity = opacity
        self.name = name
    }

    nonisolated public static let clear = Color(named: "clear", 0, 0, 0, opacity: 0)
    nonisolated public static let black = Color(named: "black", 0, 0, 0)
    nonisolated public static let white = Color(named: "white", 1, 1, 1)
    nonisolated public static let gray = Color(named: "gray", 0.56, 0.56, 0.58)
    nonisolated public static let red = Color(named: "red", 1, 0.23, 0.19)
    nonisolated public static let orange = Color(named: "orange", 1, 0.58, 0)
    nonisolated public static let yellow = Color(named: "yellow", 1, 0.8, 0)
    nonisolated public static let green = Color(named: "green", 0.2, 0.78, 0.35)
    nonisolated public static let mint = Color(named: "mint", 0, 0.78, 0.75)
    nonisolated public static let teal = Color(named: "teal", 0.19, 0.69, 0.78)
    nonisolated public static let cyan = Color(named: "cyan", 0.2, 0.68, 0.9)
    nonisolated public static let blue = Color(named: "blue", 0.04, 0.52, 1)
    nonisolated public static let indigo = Color(named: "indigo", 0.35, 0.34, 0.84)
    nonisolated public static let purple = Color(named: "purple", 0.69, 0.32, 0.87)
    nonisolated public static let pink = Color(named: "pink", 1, 0.18, 0.33)
    nonisolated public static let brown = Color(named: "brown", 0.64, 0.52, 0.37)
    nonisolated public static let primary = Color(named: "primary", 0.92, 0.92, 0.92)
    nonisolated public static let secondary = Color(named: "secondary", 0.6, 0.6, 0.63)
    nonisolated public static let accentColor = Color.blue

    nonisolated public func opacity(_ value: Double) -> Color {
        // A system colour stays one, so it still follows the appearance.
        var color = Color(named: name, red, green, blue, opacity: opacity * value)
        color.appearanceVariants = appearanceVariants
        return color
    }

    /// The colour in the dark appearance at standard contrast, whatever the environment.
    nonisolated var terminalColor: TerminalColor? {
        guard opacity > 0 else { return nil }
        return TerminalColor(red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue))
    }

    /// The colour as it is drawn in `environment`: system colours take their light or dark,
    /// standard or increased-contrast value. Nil for a clear colour.
    nonisolated func terminalColor(in environment: EnvironmentValues) -> TerminalColor? {
        guard opacity > 0 else { return nil }
        if name == "tint" { return (environment.tint ?? .accentColor).opacity(opacity).terminalColor(in: environment) }
        guard let variants = appearanceVariants ?? name.flatMap({ SystemColors.table[$0] }) else { return terminalColor }
        switch (environment.colorScheme, environment.colorSchemeContrast) {
        case (.dark, .standard): return terminalColor
        case (.dark, .increased): return variants.darkHigh
        case (.light, .standard): return variants.light
        case (.light, .increased): return variants.lightHigh
        }
    }

    /// The colour's components in `environment`, as SwiftUI's `Color.resolve(in:)` gives them.
    nonisolated public func resolve(in environment: EnvironmentValues) -> Resolved {
        let own = Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
        guard appearanceVariants != nil || name.flatMap({ SystemColors.table[$0] }) != nil,
              environment.colorScheme != .dark || environment.colorSchemeContrast != .standard,
              let color = terminalColor(in: environment) else { return own }
        return Resolved(red: Float(color.red) / 255, green: Float(color.green) / 255, blue: Float(color.blue) / 255,
                        opacity: Float(opacity))
    }

    /// A colour's concrete sRGB components.
    public struct Resolved: Hashable, Sendable {
        public var red: Float, green: Float, blue: Float, opacity: Float
        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }
    }

    nonisolated public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                  opacity: Double(resolved.opacity))
    }

    nonisolated static func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }

    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { ShapeBehavior(shape: .fill(self)) }
}

/// Something that can fill or stroke a shape.
public protocol ShapeStyle: Sendable {}

/// Text sizes, with SwiftUI's names. A terminal has one size, so headings draw bold.
public struct Font: Hashable, Sendable {
    let name: String
    let isEmphasized: Bool
    let isSmall: Bool
    /// The point size a `system(size:)` font was asked for; nil for the text styles.
    var size: CGFloat? = nil
    /// The size stays as given whatever Dynamic Type size the user chose: `system(size:)` and
    /// `custom(_:fixedSize:)`, not the text styles or `custom(_:size:)`, which scale.
    var isFixedSize = false
    nonisolated public static let largeTitle = Font(name: "largeTitle", isEmphasized: true, isSmall: false)
    nonisolated public static let title = Font(name: "title", isEmphasized: true, isSmall: false)
    nonisolated public static let title2 = Font(name: "title2", isEmphasized: true, isSmall: false)
    nonisolated public static let title3 = Font(name: "title3", isEmphasized: true, isSmall: false)
    nonisolated public static let headline = Font(name: "headline", isEmphasized: true, isSmall: false)
    nonisolated public static let subheadline = Font(name: "subheadline", isEmphasized: false, isSmall: true)
    nonisolated public static let body = Font(name: "body", isEmphasized: false, isSmall: false)
    nonisolated public static let callout = Font(name: "callout", isEmphasized: false, isSmall: false)
    nonisolated public static let footnote = Font(name: "footnote", isEmphasized: false, isSmall: true)
    nonisolated public static let caption = Font(name: "caption", isEmphasized: false, isSmall: true)
    nonisolated public static let caption2 = Font(name: "caption2", isEmphasized: false, isSmall: true)
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(name: "system", isEmphasized: (weight?.isBold ?? false) || size >= 24, isSmall: size < 13, size: size, isFixedSize: true)
    }
    public func bold() -> Font { Font(name: name, isEmphasized: true, isSmall: isSmall, size: size, isFixedSize: isFixedSize) }
    public func weight(_ weight: Weight) -> Font {
        Font(name: name, isEmphasized: isEmphasized || weight.isBold, isSmall: isSmall, size: size, isFixedSize: isFixedSize)
    }

    /// The point size of a font that does not scale with Dynamic Type, for the audit; nil for
    /// one that scales.
    var fixedPointSize: CGFloat? { isFixedSize ? size : nil }

    /// The same font, scaling with Dynamic Type.
    var scaling: Font {
        var font = self
        font.isFixedSize = false
        return font
    }

    /// What a text in this font looks like a heading by, for the audit: a title style, the
    /// headline, or system text of 20 points or more drawn bold (the size of `title3` and up,
    /// by Apple's Dynamic Type sizes at Large); nil for body-like text.
    var headingLook: String? {
        switch name {
        case "largeTitle", "title", "title2", "title3", "headline": name
        case "system" where isEmphasized && (size ?? 0) >= 20: "system \(Int(size ?? 0)) bold"
        default: nil
        }
    }

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
    /// The cell style for text drawn with these values. Bold Text (`legibilityWeight` bold)
    /// makes all text bold; at increased contrast small text is no longer drawn faint.
    var textStyle: CellStyle {
        var style = CellStyle()
        style.foreground = foregroundColor?.terminalColor(in: self)
        style.bold = isBold || (font?.isEmphasized ?? false) || legibilityWeight == .bold
        style.italic = isItalic
        style.underline = isUnderlined
        style.dim = !isEnabled || (font?.isSmall ?? false) && foregroundColor == nil && colorSchemeContrast == .standard
        return style
    }
}

/// The system colours' values in each appearance. The dark, standard-contrast value is the
/// colour's own (what TermUI has always drawn); the others are Apple's published values for
/// the light appearance and for Increase Contrast. Greys TermUI draws controls with (tracks, separators,
/// outlines) are here too, so controls follow the appearance like the colours around them.
enum SystemColors {
    /// The dark, standard-contrast value is the colour's own.
    struct Variants: Hashable, Sendable {
        let darkHigh: TerminalColor, light: TerminalColor, lightHigh: TerminalColor
    }

    private static func variants(darkHigh: (UInt8, UInt8, UInt8), light: (UInt8, UInt8, UInt8),
                                 lightHigh: (UInt8, UInt8, UInt8)) -> Variants {
        func rgb(_ c: (UInt8, UInt8, UInt8)) -> TerminalColor { TerminalColor(red: c.0, green: c.1, blue: c.2) }
        return Variants(darkHigh: rgb(darkHigh), light: rgb(light), lightHigh: rgb(lightHigh))
    }

    /// By `Color` name; UIKit's colours SwiftUI has no name for are `UIKitColors`'.
    static let table: [String: Variants] = own.merging(UIKitColors.variants) { own, _ in own }
    private static let own: [String: Variants] = [
        // Text: label and secondary label over the page (secondary is translucent on iOS; a
        // cell has no alpha, so it is blended with the page's colour here).
        "primary": variants(darkHigh: (255, 255, 255), light: (0, 0, 0), lightHigh: (0, 0, 0)),
        "secondary": variants(darkHigh: (184, 184, 194), light: (138, 138, 142), lightHigh: (100, 100, 106)),
        "gray": variants(darkHigh: (174, 174, 178), light: (142, 142, 147), lightHigh: (108, 108, 112)),
        "red": variants(darkHigh: (255, 105, 97), light: (255, 59, 48), lightHigh: (215, 0, 21)),
        "orange": variants(darkHigh: (255, 179, 64), light: (255, 149, 0), lightHigh: (201, 52, 0)),
        "yellow": variants(darkHigh: (255, 212, 38), light: (255, 204, 0), lightHigh: (160, 90, 0)),
        "green": variants(darkHigh: (48, 219, 91), light: (52, 199, 89), lightHigh: (36, 138, 61)),
        "mint": variants(darkHigh: (102, 212, 207), light: (0, 199, 190), lightHigh: (12, 129, 123)),
        "teal": variants(darkHigh: (93, 230, 255), light: (48, 176, 199), lightHigh: (0, 130, 153)),
        "cyan": variants(darkHigh: (112, 215, 255), light: (50, 173, 230), lightHigh: (0, 113, 164)),
        "blue": variants(darkHigh: (64, 156, 255), light: (0, 122, 255), lightHigh: (0, 64, 221)),
        "indigo": variants(darkHigh: (125, 122, 255), light: (88, 86, 214), lightHigh: (54, 52, 163)),
        "purple": variants(darkHigh: (218, 143, 255), light: (175, 82, 222), lightHigh: (137, 68, 171)),
        "pink": variants(darkHigh: (255, 100, 130), light: (255, 45, 85), lightHigh: (211, 15, 69)),
        "brown": variants(darkHigh: (181, 148, 105), light: (162, 132, 94), lightHigh: (127, 101, 69)),
        // TermUI's own control colours.
        "switchOn": variants(darkHigh: (48, 219, 91), light: (52, 199, 89), lightHigh: (36, 138, 61)),
        "sliderFill": variants(darkHigh: (64, 156, 255), light: (0, 122, 255), lightHigh: (0, 64, 221)),
        "control": variants(darkHigh: (174, 174, 178), light: (142, 142, 147), lightHigh: (108, 108, 112)),
        "track": variants(darkHigh: (152, 152, 158), light: (199, 199, 204), lightHigh: (128, 128, 133)),
        "separator": variants(darkHigh: (142, 142, 147), light: (198, 198, 200), lightHigh: (120, 120, 124)),
        "background": variants(darkHigh: (0, 0, 0), light: (255, 255, 255), lightHigh: (255, 255, 255)),
        "outline": variants(darkHigh: (210, 210, 216), light: (120, 120, 128), lightHigh: (72, 72, 74)),
    ]
}

extension Color {
    /// TermUI's control colours, which follow the appearance like system colours.
    nonisolated static let switchOn = Color(named: "switchOn", 52 / 255, 199 / 255, 89 / 255)
    nonisolated static let sliderFill = Color(named: "sliderFill", 10 / 255, 132 / 255, 1)
    nonisolated static let control = Color(named: "control", 120 / 255, 120 / 255, 128 / 255)
    nonisolated static let track = Color(named: "track", 100 / 255, 100 / 255, 108 / 255)
    nonisolated static let separator = Color(named: "separator", 90 / 255, 90 / 255, 96 / 255)
    nonisolated static let outline = Color(named: "outline", 160 / 255, 160 / 255, 168 / 255)
}

extension Color {
    /// A colour from hue, saturation and brightness, each 0…1.
    nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = max(0, min(1, saturation)), v = max(0, min(1, brightness))
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch i {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The colour spaces `Color(_:red:green:blue:opacity:)` takes; all are drawn as sRGB.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
}
