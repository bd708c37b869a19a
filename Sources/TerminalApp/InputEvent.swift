import CNCurses
import Headless

/// One thing that happened at the terminal.
enum InputEvent: Hashable, Sendable {
    case key(ExplorerKey)
    /// Ctrl-C arriving as a character rather than a signal.
    case interrupt
    case resize
    /// Ctrl-L: draw everything again, whatever the terminal shows now.
    case repaint
    /// A left click or press at a terminal cell.
    case click(column: Int, row: Int)
    case ignored

    /// Decodes what `wget_wch` returned: `status` is OK for a character, KEY_CODE_YES for a
    /// function key. `mouse` reads the pending mouse event.
    static func decode(status: Int32, value: UInt32, mouse: () -> (column: Int, row: Int)? = { nil }) -> InputEvent {
        if status == KEY_CODE_YES {
            switch Int32(bitPattern: value) {
            case KEY_RIGHT: return .key(.right)
            case KEY_LEFT: return .key(.left)
            case KEY_UP: return .key(.up)
            case KEY_DOWN: return .key(.down)
            case KEY_HOME: return .key(.home)
            case KEY_END: return .key(.end)
            case KEY_PPAGE: return .key(.pageUp)
            case KEY_NPAGE: return .key(.pageDown)
            case KEY_BTAB: return .key(.backTab)
            case KEY_ENTER: return .key(.enter)
            case KEY_BACKSPACE, KEY_DC: return .key(.backspace)
            case KEY_RESIZE: return .resize
            case KEY_MOUSE:
                guard let position = mouse() else { return .ignored }
                return .click(column: position.column, row: position.row)
            default: return .ignored
            }
        }
        guard status == OK, let scalar = Unicode.Scalar(value) else { return .ignored }
        switch scalar.value {
        case 3: return .interrupt
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 12: return .repaint
        case 27: return .key(.escape)
        case 8, 127: return .key(.backspace)
        case 0..<32: return .ignored
        default: return .key(.character(Character(scalar)))
        }
    }
}
