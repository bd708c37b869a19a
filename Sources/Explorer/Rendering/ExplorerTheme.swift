import ScreenReader
import TermUI

/// The explorer's colours and text styles. Terminals get the nearest colour they have; the
/// styles also carry bold/reverse so the explorer reads on a monochrome terminal.
public enum ExplorerTheme {
    static let highlight = TerminalColor(red: 255, green: 200, blue: 0)
    static let gray = TerminalColor(red: 138, green: 138, blue: 138)

    public static let border = CellStyle(foreground: gray)
    public static let paneTitle = CellStyle(bold: true)
    public static let statusBar = CellStyle(foreground: TerminalColor(red: 255, green: 255, blue: 255),
                                            background: TerminalColor(red: 0, green: 95, blue: 135))
    public static let statusBarEmphasis = CellStyle(foreground: highlight,
                                                    background: TerminalColor(red: 0, green: 95, blue: 135), bold: true)
    public static let keyHints = CellStyle(foreground: gray)
    public static let focusOutline = CellStyle(foreground: highlight, bold: true)
    public static let focusedRow = CellStyle(bold: true, reverse: true)
    public static let treeRow = CellStyle.plain
    public static let placeholder = CellStyle(foreground: gray, italic: true)
    public static let helpBox = CellStyle(foreground: TerminalColor(red: 238, green: 238, blue: 238),
                                          background: TerminalColor(red: 38, green: 38, blue: 38))
    public static let helpKey = CellStyle(foreground: highlight, background: TerminalColor(red: 38, green: 38, blue: 38),
                                          bold: true)
    public static let tooSmall = CellStyle(foreground: highlight, bold: true)

    /// How a caption line of each kind looks.
    public static func caption(_ kind: Utterance.Kind) -> CellStyle {
        switch kind {
        case .element: .plain
        case .hint: CellStyle(foreground: gray, italic: true)
        case .announcement: CellStyle(foreground: TerminalColor(red: 255, green: 135, blue: 215), bold: true)
        case .rotor: CellStyle(foreground: TerminalColor(red: 95, green: 215, blue: 255), bold: true)
        case .action: CellStyle(foreground: TerminalColor(red: 135, green: 215, blue: 135))
        case .content: CellStyle(foreground: TerminalColor(red: 175, green: 175, blue: 255))
        case .cue: CellStyle(foreground: gray)
        }
    }

    /// The mark in front of a caption, so the kinds differ without colour too.
    public static func captionMark(_ kind: Utterance.Kind) -> String {
        switch kind {
        case .element: "›"
        case .hint: " "
        case .announcement: "!"
        case .rotor: "↻"
        case .action: "≡"
        case .content: "+"
        case .cue: "·"
        }
    }
}
