import Foundation
import TermUI

/// The explorer playing a walkthrough, as an asciicast v2 recording (`rotor play --cast`): a
/// reviewer watches it with asciinema or a web player beside the transcript. Each frame is
/// the whole explorer, drawn with the same renderer as the terminal app, as ANSI text; its
/// time comes from the script's clock: a command takes as long as what it made the reader say,
/// a `wait` as long as it waits.
public struct Asciicast {
    public let width: Int
    public let height: Int
    public private(set) var events: [(time: Double, output: String)] = []
    private var clock = 0.0

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Adds a frame shown `seconds` after the previous one (the first at 0).
    public mutating func record(_ canvas: CellCanvas, after seconds: Double) {
        if !events.isEmpty { clock += max(0, seconds.isFinite ? seconds : 0) }
        events.append((clock, (events.isEmpty ? "\u{1B}[2J" : "") + Self.ansi(canvas)))
    }

    /// The file: a JSON header line, then one `[time, "o", text]` line an event.
    public func text(title: String) -> String {
        // The header is one line, as asciicast v2 wants.
        var lines = ["{\"version\": 2, \"width\": \(width), \"height\": \(height), \"title\": \(JSONValue.quote(title))}"]
        for event in events {
            lines.append("[\(String(format: "%.3f", event.time)), \"o\", \(JSONValue.quote(event.output))]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A canvas as ANSI text: home, then each row with its styles as SGR sequences. The cells
    /// hold what `TerminalText` made safe; the only control sequences are these.
    static func ansi(_ canvas: CellCanvas) -> String {
        var out = "\u{1B}[H"
        var current: CellStyle?
        for y in 0..<canvas.height {
            if y > 0 { out += "\r\n" }
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                if cell.isContinuation { continue }
                if cell.style != current {
                    out += sgr(cell.style)
                    current = cell.style
                }
                out += cell.grapheme
            }
        }
        return out + "\u{1B}[0m"
    }

    static func sgr(_ style: CellStyle) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let color = style.foreground { codes.append("38;2;\(color.red);\(color.green);\(color.blue)") }
        if let color = style.background { codes.append("48;2;\(color.red);\(color.green);\(color.blue)") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
