import Foundation

/// The appearance a dynamic colour is resolved for, with UIKit's names:
/// `UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// Increase Contrast, as a trait: `.high` when it is on.
public enum UIAccessibilityContrast: Int, Hashable, Sendable {
    case unspecified = -1, normal = 0, high = 1
}

/// Compact or regular, as UIKit's traits say it.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// The traits a dynamic colour is resolved with: the appearance, the contrast and the device.
/// `UITraitCollection.current` is the running screen's; a colour converted to SwiftUI's
/// `Color` is resolved for every appearance and follows the screen's.
public final class UITraitCollection: Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let accessibilityContrast: UIAccessibilityContrast
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass

    init(style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast, idiom: UIUserInterfaceIdiom) {
        userInterfaceStyle = style
        accessibilityContrast = contrast
        userInterfaceIdiom = idiom
        horizontalSizeClass = idiom == .pad ? .regular : .compact
        verticalSizeClass = .regular
    }

    public convenience init() { self.init(style: .unspecified, contrast: .unspecified, idiom: .unspecified) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, contrast: .unspecified, idiom: .unspecified)
    }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(style: .unspecified, contrast: accessibilityContrast, idiom: .unspecified)
    }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(style: .unspecified, contrast: .unspecified, idiom: userInterfaceIdiom)
    }

    /// The traits of the screen whose code runs: its appearance, contrast and device (the
    /// light appearance at standard contrast on an iPhone outside any screen's code).
    @MainActor public static var current: UITraitCollection {
        guard let clock = GraphClock.current else { return UITraitCollection(style: .light, contrast: .normal, idiom: .phone) }
        return UITraitCollection(style: clock.environment.colorScheme == .dark ? .dark : .light,
                                 contrast: clock.environment.colorSchemeContrast == .increased ? .high : .normal, idiom: clock.idiom)
    }
}

/// A colour with UIKit's names and values: the system colours (`systemRed` … `systemGray6`),
/// the semantic ones (`label`, `secondarySystemBackground`, `separator`, `link`…), colours made
/// from components, and dynamic colours made by a provider. Its components are the light
/// appearance's, as Apple documents them; `Color(uiColor:)` makes a SwiftUI colour that
/// takes the light or dark, standard or increased-contrast value of the screen it is drawn on.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The light appearance's components (0…1).
    let red: Double, green: Double, blue: Double, alpha: Double
    /// How it converts to `Color`: a system colour by name, a fixed colour, or a dynamic one.
    enum Kind: Sendable {
        case fixed
        /// A SwiftUI system colour (`Color.red` for `systemRed`), or UIKit's own table's.
        case system(String)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }
    let kind: Kind
    /// The name `description` gives (`systemRed`, `label`), for system colours.
    let systemName: String?

    init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double, kind: Kind, systemName: String? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.kind = kind
        self.systemName = systemName
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Self.unit(red), Self.unit(green), Self.unit(blue), Self.unit(alpha), kind: .fixed)
    }
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Self.unit(white), Self.unit(white), Self.unit(white), Self.unit(alpha), kind: .fixed)
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.rgb(hue: Self.unit(hue), saturation: Self.unit(saturation), brightness: Self.unit(brightness))
        self.init(r, g, b, Self.unit(alpha), kind: .fixed)
    }
    /// A colour that depends on the traits it is drawn with. Its components are the light
    /// appearance's; converted to `Color`, it is resolved for light and dark, standard and
    /// increased contrast, and drawn with the screen's.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(style: .light, contrast: .normal, idiom: .phone)).flattened(style: .light, contrast: .normal)
        self.init(light.red, light.green, light.blue, light.alpha, kind: .dynamic(dynamicProvider))
    }
    /// A colour from the app's asset catalogue. Rotor opens Swift files without their asset
    /// catalogue, so every name gives a colour: the system grey, so the screen still opens.
    public convenience init?(named name: String) {
        let gray = UIColor.systemGray
        self.init(gray.red, gray.green, gray.blue, gray.alpha, kind: gray.kind, systemName: name)
    }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }
    /// SwiftUI's colour as a UIKit one: a system colour keeps its name, so it still follows the
    /// appearance.
    public convenience init(_ color: Color) {
        if let name = color.name, let variants = SystemColors.table[name] {
            let light = variants.light
            self.init(Double(light.red) / 255, Double(light.green) / 255, Double(light.blue) / 255, color.opacity,
                      kind: .system(name))
        } else {
            self.init(color.red, color.green, color.blue, color.opacity, kind: .fixed)
        }
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch kind {
        case .dynamic(let provider):
            let value = Self.unit(alpha)
            return UIColor { provider($0).withAlphaComponent(value) }
        default:
            return UIColor(red, green, blue, Self.unit(alpha), kind: kind, systemName: systemName)
        }
    }

    /// The colour for these traits: a dynamic colour's provider is asked; a system colour takes
    /// its dark value in the dark appearance.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let style: UIUserInterfaceStyle = traitCollection.userInterfaceStyle == .dark ? .dark : .light
        let contrast: UIAccessibilityContrast = traitCollection.accessibilityContrast == .high ? .high : .normal
        if case .dynamic(let provider) = kind { return provider(traitCollection).resolvedColor(with: traitCollection) }
        guard case .system = kind else { return self }
        let resolved = flattened(style: style, contrast: contrast)
        return UIColor(resolved.red, resolved.green, resolved.blue, resolved.alpha, kind: .fixed)
    }

    /// The light appearance's components, as `getRed` on iOS gives them for a colour drawn
    /// with the default traits.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(self.red)
        green?.pointee = CGFloat(self.green)
        blue?.pointee = CGFloat(self.blue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = CGFloat(0.2126 * red + 0.7152 * green + 0.0722 * blue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }

    public var description: String {
        let components = String(format: "%.3f %.3f %.3f %.3f", red, green, blue, alpha)
        return systemName.map { "UIColor.\($0) (\(components))" } ?? "UIColor(\(components))"
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs === rhs { return true }
        switch (lhs.kind, rhs.kind) {
        case (.fixed, .fixed): return (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
        case (.system(let a), .system(let b)): return a == b && lhs.alpha == rhs.alpha
        default: return false
        }
    }
    public func hash(into hasher: inout Hasher) {
        switch kind {
        case .fixed: hasher.combine(red); hasher.combine(green); hasher.combine(blue)
        case .system(let name): hasher.combine(name)
        case .dynamic: hasher.combine(ObjectIdentifier(self))
        }
        hasher.combine(alpha)
    }

    // MARK: Converting

    /// The colour in one appearance, as an opaque-or-not sRGB colour.
    func flattened(style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        switch kind {
        case .fixed:
            return (red, green, blue, alpha)
        case .dynamic(let provider):
            return provider(UITraitCollection(style: style, contrast: contrast, idiom: .phone)).flattened(style: style, contrast: contrast)
        case .system(let name):
            if let entry = UIKitColors.entry(forKey: name) {
                let c: UIKitColors.Components = switch (style, contrast) {
                case (.dark, .high): entry.darkHigh
                case (.dark, _): entry.dark
                case (_, .high): entry.lightHigh
                default: entry.light
                }
                // A system colour given another alpha keeps it in every appearance.
                return (c.red, c.green, c.blue, alpha == entry.light.alpha ? c.alpha : alpha)
            }
            guard let variants = SystemColors.table[name] else { return (red, green, blue, alpha) }
            let color: TerminalColor
            switch (style, contrast) {
            case (.dark, .high): color = variants.darkHigh
            case (.dark, _): color = Color.ownDarkValue(named: name) ?? variants.darkHigh
            case (_, .high): color = variants.lightHigh
            default: return (red, green, blue, alpha)
            }
            return (Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, alpha)
        }
    }

    /// SwiftUI's colour for this one.
    var color: Color {
        switch kind {
        case .fixed:
            return Color(red: red, green: green, blue: blue, opacity: alpha)
        case .system(let name):
            if name == "tint" { return Color(named: "tint", red, green, blue, opacity: alpha) }
            if let base = Color.swiftUIColors[name] { return alpha == 1 ? base : base.opacity(alpha) }
            let own = Color.ownDarkValue(named: name).map { (Double($0.red) / 255, Double($0.green) / 255, Double($0.blue) / 255) }
                ?? (red, green, blue)
            // A translucent UIKit colour's table values are already blended over the page.
            let base = UIKitColors.entry(forKey: name)?.light.alpha ?? 1
            return Color(named: name, own.0, own.1, own.2, opacity: min(1, alpha / base))
        case .dynamic:
            func terminal(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast) -> TerminalColor {
                let c = flattened(style: style, contrast: contrast)
                let page: Double = style == .dark ? 0 : 1
                func blend(_ v: Double) -> UInt8 { Color.byte(v * c.alpha + page * (1 - c.alpha)) }
                return TerminalColor(red: blend(c.red), green: blend(c.green), blue: blend(c.blue))
            }
            let dark = flattened(style: .dark, contrast: .normal)
            var color = Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.alpha)
            color.appearanceVariants = SystemColors.Variants(darkHigh: terminal(.dark, .high), light: terminal(.light, .normal),
                                                            lightHigh: terminal(.light, .high))
            return color
        }
    }

    static func unit(_ value: CGFloat) -> Double { Double(min(1, max(0, value))) }

    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue >= 1 ? 0 : hue) * 6, sector = Int(h), f = h - Double(sector)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}

// MARK: The colours

extension UIColor {
    /// A SwiftUI system colour under its UIKit name: `systemRed` is `Color.red`.
    private static func swiftUI(_ name: String, as uiKitName: String) -> UIColor {
        let light = SystemColors.table[name]?.light ?? TerminalColor(red: 0, green: 0, blue: 0)
        return UIColor(Double(light.red) / 255, Double(light.green) / 255, Double(light.blue) / 255, 1,
                       kind: .system(name), systemName: uiKitName)
    }
    /// One of UIKit's own colours, from `UIKitColors`.
    private static func uiKit(_ name: String) -> UIColor {
        let entry = UIKitColors.entries[name]!
        return UIColor(entry.light.red, entry.light.green, entry.light.blue, entry.light.alpha,
                       kind: .system(UIKitColors.key(name)), systemName: name)
    }

    public static let systemRed = swiftUI("red", as: "systemRed")
    public static let systemOrange = swiftUI("orange", as: "systemOrange")
    public static let systemYellow = swiftUI("yellow", as: "systemYellow")
    public static let systemGreen = swiftUI("green", as: "systemGreen")
    public static let systemMint = swiftUI("mint", as: "systemMint")
    public static let systemTeal = swiftUI("teal", as: "systemTeal")
    public static let systemCyan = swiftUI("cyan", as: "systemCyan")
    public static let systemBlue = swiftUI("blue", as: "systemBlue")
    public static let systemIndigo = swiftUI("indigo", as: "systemIndigo")
    public static let systemPurple = swiftUI("purple", as: "systemPurple")
    public static let systemPink = swiftUI("pink", as: "systemPink")
    public static let systemBrown = swiftUI("brown", as: "systemBrown")
    public static let systemGray = swiftUI("gray", as: "systemGray")
    public static let systemGray2 = uiKit("systemGray2")
    public static let systemGray3 = uiKit("systemGray3")
    public static let systemGray4 = uiKit("systemGray4")
    public static let systemGray5 = uiKit("systemGray5")
    public static let systemGray6 = uiKit("systemGray6")

    /// Text: `label` is SwiftUI's `Color.primary`.
    public static let label = swiftUI("primary", as: "label")
    public static let secondaryLabel = uiKit("secondaryLabel")
    public static let tertiaryLabel = uiKit("tertiaryLabel")
    public static let quaternaryLabel = uiKit("quaternaryLabel")
    public static let placeholderText = uiKit("placeholderText")
    public static let link = uiKit("link")
    public static let separator = uiKit("separator")
    public static let opaqueSeparator = uiKit("opaqueSeparator")
    public static let systemBackground = uiKit("systemBackground")
    public static let secondarySystemBackground = uiKit("secondarySystemBackground")
    public static let tertiarySystemBackground = uiKit("tertiarySystemBackground")
    public static let systemGroupedBackground = uiKit("systemGroupedBackground")
    public static let secondarySystemGroupedBackground = uiKit("secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = uiKit("tertiarySystemGroupedBackground")
    public static let systemFill = uiKit("systemFill")
    public static let secondarySystemFill = uiKit("secondarySystemFill")
    public static let tertiarySystemFill = uiKit("tertiarySystemFill")
    public static let quaternarySystemFill = uiKit("quaternarySystemFill")
    /// The app's tint: converted to `Color`, the environment's tint, as `Color.accentColor`.
    public static let tintColor = UIColor(0, 122 / 255, 1, 1, kind: .system("tint"), systemName: "tintColor")
    public static let lightText = UIColor(1, 1, 1, 0.6, kind: .fixed, systemName: "lightText")
    public static let darkText = UIColor(0, 0, 0, 1, kind: .fixed, systemName: "darkText")

    /// The fixed colours, which look the same in every appearance.
    public static let black = UIColor(0, 0, 0, 1, kind: .fixed, systemName: "black")
    public static let darkGray = UIColor(1 / 3, 1 / 3, 1 / 3, 1, kind: .fixed, systemName: "darkGray")
    public static let lightGray = UIColor(2 / 3, 2 / 3, 2 / 3, 1, kind: .fixed, systemName: "lightGray")
    public static let white = UIColor(1, 1, 1, 1, kind: .fixed, systemName: "white")
    public static let gray = UIColor(0.5, 0.5, 0.5, 1, kind: .fixed, systemName: "gray")
    public static let red = UIColor(1, 0, 0, 1, kind: .fixed, systemName: "red")
    public static let green = UIColor(0, 1, 0, 1, kind: .fixed, systemName: "green")
    public static let blue = UIColor(0, 0, 1, 1, kind: .fixed, systemName: "blue")
    public static let cyan = UIColor(0, 1, 1, 1, kind: .fixed, systemName: "cyan")
    public static let yellow = UIColor(1, 1, 0, 1, kind: .fixed, systemName: "yellow")
    public static let magenta = UIColor(1, 0, 1, 1, kind: .fixed, systemName: "magenta")
    public static let orange = UIColor(1, 0.5, 0, 1, kind: .fixed, systemName: "orange")
    public static let purple = UIColor(0.5, 0, 0.5, 1, kind: .fixed, systemName: "purple")
    public static let brown = UIColor(0.6, 0.4, 0.2, 1, kind: .fixed, systemName: "brown")
    public static let clear = UIColor(0, 0, 0, 0, kind: .fixed, systemName: "clear")
}

/// UIKit's colours that SwiftUI has no name for, with Apple's published values: the light and
/// dark appearance's components (a translucent colour's alpha too) and, for the greys, the
/// increased-contrast values. A terminal cell has no alpha, so a translucent colour is drawn
/// blended over the page (white in the light appearance, black in the dark). The semantic
/// colours keep their standard values under Increase Contrast.
enum UIKitColors {
    struct Components: Sendable {
        let red: Double, green: Double, blue: Double, alpha: Double
    }
    struct Entry: Sendable {
        let light: Components, dark: Components, lightHigh: Components, darkHigh: Components
    }

    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Components {
        Components(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
    private static func entry(_ light: Components, _ dark: Components, lightHigh: Components? = nil, darkHigh: Components? = nil) -> Entry {
        Entry(light: light, dark: dark, lightHigh: lightHigh ?? light, darkHigh: darkHigh ?? dark)
    }

    /// The key of a UIKit colour in `SystemColors.table` (apart from TermUI's own names).
    static func key(_ name: String) -> String { "UIColor." + name }
    static func entry(forKey key: String) -> Entry? {
        key.hasPrefix("UIColor.") ? entries[String(key.dropFirst("UIColor.".count))] : nil
    }

    static let entries: [String: Entry] = [
        "systemGray2": entry(rgb(174, 174, 178), rgb(99, 99, 102), lightHigh: rgb(142, 142, 147), darkHigh: rgb(124, 124, 128)),
        "systemGray3": entry(rgb(199, 199, 204), rgb(72, 72, 74), lightHigh: rgb(174, 174, 178), darkHigh: rgb(84, 84, 86)),
        "systemGray4": entry(rgb(209, 209, 214), rgb(58, 58, 60), lightHigh: rgb(188, 188, 192), darkHigh: rgb(68, 68, 70)),
        "systemGray5": entry(rgb(229, 229, 234), rgb(44, 44, 46), lightHigh: rgb(216, 216, 220), darkHigh: rgb(54, 54, 56)),
        "systemGray6": entry(rgb(242, 242, 247), rgb(28, 28, 30), lightHigh: rgb(235, 235, 240), darkHigh: rgb(36, 36, 38)),
        "secondaryLabel": entry(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
        "tertiaryLabel": entry(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        "quaternaryLabel": entry(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
        "placeholderText": entry(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        "link": entry(rgb(0, 122, 255), rgb(9, 132, 255)),
        "separator": entry(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
        "opaqueSeparator": entry(rgb(198, 198, 200), rgb(56, 56, 58)),
        "systemBackground": entry(rgb(255, 255, 255), rgb(0, 0, 0)),
        "secondarySystemBackground": entry(rgb(242, 242, 247), rgb(28, 28, 30)),
        "tertiarySystemBackground": entry(rgb(255, 255, 255), rgb(44, 44, 46)),
        "systemGroupedBackground": entry(rgb(242, 242, 247), rgb(0, 0, 0)),
        "secondarySystemGroupedBackground": entry(rgb(255, 255, 255), rgb(28, 28, 30)),
        "tertiarySystemGroupedBackground": entry(rgb(242, 242, 247), rgb(44, 44, 46)),
        "systemFill": entry(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
        "secondarySystemFill": entry(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
        "tertiarySystemFill": entry(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
        "quaternarySystemFill": entry(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
    ]

    /// A colour as a terminal draws it: blended over the page of its appearance.
    static func terminal(_ c: Components, overDark: Bool) -> TerminalColor {
        let page: Double = overDark ? 0 : 1
        func blend(_ v: Double) -> UInt8 { Color.byte(v * c.alpha + page * (1 - c.alpha)) }
        return TerminalColor(red: blend(c.red), green: blend(c.green), blue: blend(c.blue))
    }

    /// The entries as `SystemColors` holds them, and each one's own (dark, standard) value.
    static let variants: [String: SystemColors.Variants] = Dictionary(uniqueKeysWithValues: entries.map { name, entry in
        (key(name), SystemColors.Variants(darkHigh: terminal(entry.darkHigh, overDark: true), light: terminal(entry.light, overDark: false),
                                         lightHigh: terminal(entry.lightHigh, overDark: false)))
    })
    static let darkValues: [String: TerminalColor] = Dictionary(uniqueKeysWithValues: entries.map { name, entry in
        (key(name), terminal(entry.dark, overDark: true))
    })
}

extension Color {
    /// SwiftUI's colour for a UIKit one: `Color(.systemGreen)`, `Color(UIColor.secondarySystemBackground)`.
    /// System colours keep following the screen's appearance (light or dark, Increase Contrast).
    nonisolated public init(_ uiColor: UIColor) { self = uiColor.color }
    nonisolated public init(uiColor: UIColor) { self = uiColor.color }

    /// The dark, standard-contrast value a system colour is drawn with: a SwiftUI colour's own
    /// components, a UIKit colour's table value.
    nonisolated static func ownDarkValue(named name: String) -> TerminalColor? {
        if let dark = UIKitColors.darkValues[name] { return dark }
        return swiftUIColors[name]?.terminalColor
    }
    nonisolated static let swiftUIColors: [String: Color] = Dictionary(uniqueKeysWithValues: [
        Color.gray, .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .primary, .secondary,
    ].map { ($0.name ?? "", $0) })
}
