import CNCurses
import TermUI

/// Maps `TerminalColor`s to the terminal's palette and hands out ncurses colour pairs.
struct ColorPalette {
    enum Depth: Sendable { case monochrome, eight, twoHundredFiftySix }

    let depth: Depth
    /// Whether -1 means "the terminal's own colour" (use_default_colors succeeded).
    let hasDefaultColors: Bool
    private let pairLimit: Int
    private var pairs: [PairKey: Int32] = [:]

    private struct PairKey: Hashable {
        var foreground: Int16, background: Int16
    }

    init(depth: Depth, hasDefaultColors: Bool, pairLimit: Int) {
        self.depth = depth
        self.hasDefaultColors = hasDefaultColors
        self.pairLimit = min(pairLimit, Int(Int16.max))
    }

    static let monochrome = ColorPalette(depth: .monochrome, hasDefaultColors: false, pairLimit: 0)

    /// The colour pair for a foreground and background, made on first use; 0 (the terminal's
    /// default) once the terminal has no more pairs.
    mutating func pair(foreground: TerminalColor?, background: TerminalColor?) -> Int32 {
        guard depth != .monochrome, foreground != nil || background != nil else { return 0 }
        let key = PairKey(foreground: index(of: foreground, default: 7), background: index(of: background, default: 0))
        if let pair = pairs[key] { return pair }
        let next = pairs.count + 1
        guard next < pairLimit else { return 0 }
        init_pair(Int16(next), key.foreground, key.background)
        pairs[key] = Int32(next)
        return Int32(next)
    }

    private func index(of color: TerminalColor?, default fallback: Int16) -> Int16 {
        guard let color else { return hasDefaultColors ? -1 : fallback }
        switch depth {
        case .twoHundredFiftySix: return ColorPalette.nearest256(color)
        case .eight, .monochrome: return ColorPalette.nearest8(color)
        }
    }

    /// The nearest entry of xterm's 256-colour palette: the 6×6×6 cube (16–231) or the gray
    /// ramp (232–255). The first 16 are left out because terminals redefine them.
    static func nearest256(_ color: TerminalColor) -> Int16 {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) }!
        }
        let r = nearestLevel(color.red), g = nearestLevel(color.green), b = nearestLevel(color.blue)
        let cubeDistance = distance(color, (levels[r], levels[g], levels[b]))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let gray = min(23, max(0, (average - 8 + 5) / 10))
        let grayLevel = 8 + 10 * gray
        let grayDistance = distance(color, (grayLevel, grayLevel, grayLevel))
        return grayDistance < cubeDistance ? Int16(232 + gray) : Int16(16 + 36 * r + 6 * g + b)
    }

    /// The nearest of the eight ANSI colours (black, red, green, yellow, blue, magenta, cyan, white).
    static func nearest8(_ color: TerminalColor) -> Int16 {
        let ansi = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
                    (229, 229, 229)]
        return Int16(ansi.indices.min { distance(color, ansi[$0]) < distance(color, ansi[$1]) }!)
    }

    private static func distance(_ color: TerminalColor, _ other: (Int, Int, Int)) -> Int {
        let dr = Int(color.red) - other.0, dg = Int(color.green) - other.1, db = Int(color.blue) - other.2
        return dr * dr + dg * dg + db * db
    }
}
