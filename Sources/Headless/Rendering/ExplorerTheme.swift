import ScreenReader
import TermUI

/// The explorer's colours and text styles. Every distinction the explorer draws (focus,
/// changes in the tree, kinds and states of captions, the status bar) is also carried by a mark
/// or by bold, underline, reverse or dim, so the monochrome theme (`NO_COLOR`) keeps all of it.
/// The colours are mid-tones that read on light and on dark terminals; panels that set a
/// background set their foreground too.
public struct ExplorerTheme: Sendable {
    public var isMonochrome: Bool

    public init(monochrome: Bool) { isMonochrome = monochrome }

    public static let color = ExplorerTheme(monochrome: false)
    public static let monochrome = ExplorerTheme(monochrome: true)

    /// The theme for an environment: monochrome when `NO_COLOR` is set to anything but the empty
    /// string (no-color.org).
    public static func forEnvironment(_ environment: [String: String]) -> ExplorerTheme {
        if let value = environment["NO_COLOR"], !value.isEmpty { return .monochrome }
        return .color
    }

    // MARK: Palette

    static let orange = TerminalColor(red: 215, green: 95, blue: 0)
    static let gray = TerminalColor(red: 128, green: 128, blue: 128)
    static let green = TerminalColor(red: 0, green: 150, blue: 0)
    static let red = TerminalColor(red: 205, green: 0, blue: 0)
    static let blue = TerminalColor(red: 0, green: 135, blue: 215)
    static let magenta = TerminalColor(red: 200, green: 0, blue: 160)
    static let purple = TerminalColor(red: 135, green: 95, blue: 215)
    static let barBackground = TerminalColor(red: 0, green: 95, blue: 135)
    static let barYellow = TerminalColor(red: 255, green: 215, blue: 0)
    static let white = TerminalColor(red: 255, green: 255, blue: 255)
    static let panelBackground = TerminalColor(red: 38, green: 38, blue: 38)
    static let panelText = TerminalColor(red: 238, green: 238, blue: 238)
    static let panelSelection = TerminalColor(red: 0, green: 95, blue: 135)

    private func colored(_ style: CellStyle) -> CellStyle {
        guard isMonochrome else { return style }
        var plain = style
        plain.foreground = nil
        plain.background = nil
        return plain
    }

    // MARK: Switch Control

    /// Switch Control's cursor: heavy lines in a colour of its own, so it never passes for
    /// VoiceOver's.
    public var switchCursor: CellStyle { colored(CellStyle(foreground: Self.magenta, bold: true)) }

    // MARK: Voice Control

    /// A name or number Voice Control draws over a control.
    public var voiceControlBadge: CellStyle {
        isMonochrome ? CellStyle(bold: true, reverse: true)
            : CellStyle(foreground: Self.white, background: Self.blue, bold: true)
    }
    /// A control that cannot be reached by what it shows (no name, or words its name lacks).
    public var voiceControlProblem: CellStyle {
        isMonochrome ? CellStyle(bold: true, underline: true, reverse: true)
            : CellStyle(foreground: Self.white, background: Self.red, bold: true)
    }

    // MARK: Chrome

    public var border: CellStyle { colored(CellStyle(foreground: Self.gray)) }
    public var paneTitle: CellStyle { CellStyle(bold: true) }
    /// The pane that has the keyboard: its border and title stand out.
    public var activeBorder: CellStyle { colored(CellStyle(foreground: Self.orange, bold: true)) }
    public var statusBar: CellStyle {
        isMonochrome ? CellStyle(reverse: true) : CellStyle(foreground: Self.white, background: Self.barBackground)
    }
    public var statusBarEmphasis: CellStyle {
        isMonochrome ? CellStyle(bold: true, reverse: true)
            : CellStyle(foreground: Self.barYellow, background: Self.barBackground, bold: true)
    }
    /// The brief mark in the status bar when a key did nothing.
    public var flash: CellStyle {
        isMonochrome ? CellStyle(bold: true) : CellStyle(foreground: .init(red: 0, green: 0, blue: 0), background: Self.barYellow,
                                                         bold: true)
    }
    public var keyHints: CellStyle { colored(CellStyle(foreground: Self.gray)) }
    public var placeholder: CellStyle { colored(CellStyle(foreground: Self.gray, italic: true)) }
    public var tooSmall: CellStyle { colored(CellStyle(foreground: Self.orange, bold: true)) }

    // MARK: Screen and tree

    public var focusOutline: CellStyle { colored(CellStyle(foreground: Self.orange, bold: true)) }
    public var focusedRow: CellStyle { CellStyle(bold: true, reverse: true) }
    public var treeRow: CellStyle { .plain }
    /// The row under the keyboard while browsing the tree (`t`).
    public var treeCursor: CellStyle { colored(CellStyle(foreground: Self.orange, bold: true, underline: true)) }

    /// How a tree row marked by the last command looks; the mark says the same without colour.
    public func treeChange(_ change: TreeRow.Change) -> CellStyle {
        switch change {
        case .added: colored(CellStyle(foreground: Self.green, bold: true))
        case .removed: colored(CellStyle(foreground: Self.red, dim: true))
        case .changed: colored(CellStyle(foreground: Self.orange, underline: true))
        }
    }

    public static func treeChangeMark(_ change: TreeRow.Change?) -> String {
        switch change {
        case .added: "+"
        case .removed: "×"
        case .changed: "*"
        case nil: " "
        }
    }

    // MARK: Captions

    /// How a caption line of each kind looks.
    public func caption(_ kind: Utterance.Kind) -> CellStyle {
        switch kind {
        case .element: .plain
        case .hint: colored(CellStyle(foreground: Self.gray, italic: true))
        case .announcement: colored(CellStyle(foreground: Self.magenta, bold: true))
        case .rotor: colored(CellStyle(foreground: Self.blue, bold: true))
        case .action: colored(CellStyle(foreground: Self.green))
        case .content: colored(CellStyle(foreground: Self.purple))
        case .cue: colored(CellStyle(foreground: Self.gray))
        case .explorer: colored(CellStyle(foreground: Self.blue, italic: true))
        }
    }

    /// The mark in front of a caption, so the kinds differ without colour too.
    public static func captionMark(_ kind: Utterance.Kind) -> String {
        switch kind {
        case .element: "›"
        case .hint: "-"
        case .announcement: "!"
        case .rotor: "↻"
        case .action: "≡"
        case .content: "»"
        case .cue: "·"
        case .explorer: "◇"
        }
    }

    /// Where a caption is in the speech: being spoken, waiting its turn, or cut off.
    public enum SpeechState: Hashable, Sendable { case said, speaking, waiting, cutOff }

    public static func speechMark(_ state: SpeechState) -> String {
        switch state {
        case .said: " "
        case .speaking: "▸"
        case .waiting: "…"
        case .cutOff: "✂"
        }
    }

    /// A caption's style in its speech state: what is being spoken is underlined, what waits is dim.
    public func caption(_ kind: Utterance.Kind, state: SpeechState) -> CellStyle {
        var style = caption(kind)
        switch state {
        case .said: break
        case .speaking: style.underline = true
        case .waiting: style.dim = true
        case .cutOff: style.dim = kind == .cue
        }
        return style
    }

    public func speechMarkStyle(_ state: SpeechState) -> CellStyle {
        switch state {
        case .said: .plain
        case .speaking: colored(CellStyle(foreground: Self.orange, bold: true))
        case .waiting: colored(CellStyle(foreground: Self.gray, dim: true))
        case .cutOff: colored(CellStyle(foreground: Self.red, bold: true))
        }
    }

    // MARK: Panels and popups (opaque, their own colours)

    public var panel: CellStyle { colored(CellStyle(foreground: Self.panelText, background: Self.panelBackground)) }
    public var panelBorder: CellStyle { colored(CellStyle(foreground: Self.panelText, background: Self.panelBackground)) }
    public var panelTitle: CellStyle {
        colored(CellStyle(foreground: Self.barYellow, background: Self.panelBackground, bold: true))
    }
    public var panelKey: CellStyle { panelTitle }
    public var panelDim: CellStyle {
        isMonochrome ? CellStyle(dim: true) : CellStyle(foreground: TerminalColor(red: 168, green: 168, blue: 168),
                                                        background: Self.panelBackground)
    }
    public var panelSelection: CellStyle {
        isMonochrome ? CellStyle(bold: true, reverse: true)
            : CellStyle(foreground: Self.white, background: Self.panelSelection, bold: true)
    }
    /// A label in the detail panel ("Label", "Traits").
    public var detailHeading: CellStyle { colored(CellStyle(foreground: Self.orange, bold: true)) }
    public var detailText: CellStyle { .plain }
    public var detailDim: CellStyle { colored(CellStyle(foreground: Self.gray)) }
    public var detailSelection: CellStyle { CellStyle(bold: true, reverse: true) }
}
