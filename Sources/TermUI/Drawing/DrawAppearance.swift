import Foundation

/// How the screen's cells are coloured as a whole: the page (the system background and the
/// text colour of cells that set none) and Invert Colors. It follows the screen's root
/// environment, the display settings; a subtree's own `.environment(\.colorScheme, …)`
/// changes how its colours resolve, not the page.
///
/// In the dark appearance (the default) the page is the terminal's own background and text
/// colour, so rotor looks like the terminal it runs in. The light appearance paints the page
/// white with black text. Invert Colors works as Smart Invert does: every colour's lightness
/// is inverted and its hue kept, so the page turns light (or dark) and blue stays blue.
struct DrawAppearance: Equatable {
    /// The page's colours; nil is the terminal's own.
    var page = CellStyle()
    var invertsColors = false

    init() {}

    init(_ environment: EnvironmentValues) {
        invertsColors = environment.accessibilityInvertColors
        let isLight = environment.colorScheme == .light
        if isLight { page = CellStyle(foreground: Self.black, background: Self.white) }
        if invertsColors {
            // The terminal's own colours cannot be inverted as values; a terminal is taken to
            // be dark (rotor's default appearance), so its inverted page is the light one.
            page = isLight ? CellStyle(foreground: Self.inverted(Self.black), background: Self.inverted(Self.white))
                : CellStyle(foreground: Self.black, background: Self.white)
        }
    }

    static let white = TerminalColor(red: 255, green: 255, blue: 255)
    static let black = TerminalColor(red: 0, green: 0, blue: 0)

    /// A colour as the display shows it.
    func displayed(_ color: TerminalColor?) -> TerminalColor? {
        guard invertsColors, let color else { return color }
        return Self.inverted(color)
    }

    /// The style of text: no foreground is the page's; no background keeps the cell's.
    func text(_ style: CellStyle) -> CellStyle {
        var style = style
        style.foreground = style.foreground.map { displayed($0)! } ?? page.foreground
        style.background = displayed(style.background)
        return style
    }

    /// The style of a fill: no colour is the page's.
    func paint(_ style: CellStyle) -> CellStyle {
        var style = style
        style.foreground = style.foreground.map { displayed($0)! } ?? page.foreground
        style.background = style.background.map { displayed($0)! } ?? page.background
        return style
    }

    /// Smart Invert: lightness inverted, hue and saturation kept. Moving every channel by the
    /// same amount keeps hue and chroma, and `c + 255 - max - min` maps lightness L to 1 - L.
    static func inverted(_ color: TerminalColor) -> TerminalColor {
        let r = Int(color.red), g = Int(color.green), b = Int(color.blue)
        let shift = 255 - max(r, g, b) - min(r, g, b)
        return TerminalColor(red: UInt8(r + shift), green: UInt8(g + shift), blue: UInt8(b + shift))
    }
}
