import ScreenReader
import TermUI

/// Draws one explorer frame into a cell grid the size of the terminal. Pure: the ncurses app,
/// snapshots and tests all show the same grid.
///
/// Drawing order: the status bar, the panes (screen, tree or details, captions), the key-hint
/// line, then the focus outline over everything in the screen pane, then a popup and the help,
/// which are opaque.
public enum FrameRenderer {
    public static func render(_ frame: Frame, width: Int, height: Int, showHelp: Bool) -> CellCanvas {
        render(frame, width: width, height: height, chrome: ExplorerChrome(showHelp: showHelp))
    }

    public static func render(_ frame: Frame, width: Int, height: Int, chrome: ExplorerChrome) -> CellCanvas {
        var canvas = CellCanvas(width: width, height: height)
        let theme = chrome.theme
        guard let panes = ExplorerLayout.panes(width: width, height: height) else {
            drawTooSmall(theme: theme, into: &canvas)
            return canvas
        }
        drawStatusBar(frame, chrome: chrome, in: panes.statusBar, into: &canvas)

        drawBox(panes.screen, title: "Screen — \(frame.title)", style: theme.border, into: &canvas)
        let screenContent = panes.screenContent
        canvas.blit(frame.screen, x: screenContent.x, y: screenContent.y - frame.screenOffset, clip: screenContent)

        if let details = chrome.details {
            drawDetails(details, keyboard: chrome.detailsHaveKeyboard, in: panes.tree, theme: theme, into: &canvas)
        } else {
            drawTree(frame.treeRows, cursor: chrome.treeCursor, in: panes.tree, theme: theme, into: &canvas)
        }

        var captions = panes.captions
        if let braille = chrome.braille {
            let split = BraillePanel.split(captions: panes.captions)
            drawBraille(braille, in: split.braille, theme: theme, into: &canvas)
            captions = split.captions
        }
        drawCaptions(frame, anchor: chrome.captionAnchor, spokenWord: chrome.spokenWord, in: captions, theme: theme,
                     into: &canvas)

        if let command = chrome.voiceCommand {
            let prompt = " Voice Control › "
            let help = "   Enter: say it · Esc: cancel"
            let room = max(1, width - TerminalText.width(of: prompt) - TerminalText.width(of: help) - 1)
            // The end of a long phrase stays in view, as a field scrolls to its cursor.
            let typed = TerminalText.width(of: command) < room ? command : "…" + String(command.suffix(room - 1))
            canvas.put(prompt, x: 0, y: panes.keyHints.y, style: theme.statusBarEmphasis)
            let x = TerminalText.width(of: prompt)
            canvas.put(typed + "▏", x: x, y: panes.keyHints.y, style: CellStyle(bold: true))
            canvas.cursor = CellCanvas.Cursor(x: min(width - 1, x + TerminalText.width(of: typed)), y: panes.keyHints.y)
            canvas.put(help, x: x + TerminalText.width(of: typed) + 1, y: panes.keyHints.y, style: theme.keyHints)
        } else {
            canvas.put(" " + ExplorerKeyMap.fit(hints(chrome, width: width, height: height), width: width - 1), x: 0,
                       y: panes.keyHints.y,
                       style: theme.keyHints)
        }

        drawOverScreen(frame, chrome: chrome, screenContent: screenContent, width: width, height: height, into: &canvas)
        return canvas
    }

    /// Draws the screen pane's `regions` (cells of the screen, from `ScreenSession.screenPaneChanges`)
    /// again over `canvas`, the explorer's last canvas, with what is drawn over the pane (the
    /// focus outline, badges, Switch Control's cursor, a popup, the help) on top: the rest of
    /// the canvas is as it was. Returns the regions of the canvas that can differ, or nil when
    /// the pane does not fit.
    public static func redrawScreenPane(_ frame: Frame, regions: [CellRect], over canvas: inout CellCanvas,
                                        chrome: ExplorerChrome) -> [CellRect]? {
        guard let panes = ExplorerLayout.panes(width: canvas.width, height: canvas.height) else { return nil }
        let screenContent = panes.screenContent
        let top = screenContent.y - frame.screenOffset
        let damage = regions.map {
            CellRect(x: screenContent.x + $0.x, y: top + $0.y, width: $0.width, height: $0.height).intersection(screenContent)
        }.filter { !$0.isEmpty }
        for region in damage { canvas.blit(frame.screen, x: screenContent.x, y: top, clip: region) }
        drawOverScreen(frame, chrome: chrome, screenContent: screenContent, width: canvas.width, height: canvas.height,
                       into: &canvas)
        return damage
    }

    /// What is drawn over the screen pane, after every pane: the focus outline (so nothing in the
    /// pane covers it), Voice Control's badges, Switch Control's cursor and menu, a popup and
    /// the help, which are opaque.
    private static func drawOverScreen(_ frame: Frame, chrome: ExplorerChrome, screenContent: CellRect,
                                       width: Int, height: Int, into canvas: inout CellCanvas) {
        let theme = chrome.theme
        if let focus = focusOutlineRect(frame, in: screenContent) {
            drawFocusOutline(around: focus, in: screenContent, theme: theme, over: frame, into: &canvas)
            // The reader has the keyboard: the cursor on the element's first cell in the pane.
            if chrome.treeCursor == nil, !chrome.detailsHaveKeyboard, chrome.voiceCommand == nil {
                let first = focus.inset(by: 1).intersection(screenContent)
                canvas.cursor = first.isEmpty ? nil : CellCanvas.Cursor(x: first.x, y: first.y)
            }
        } else if chrome.treeCursor == nil, !chrome.detailsHaveKeyboard, chrome.voiceCommand == nil {
            canvas.cursor = nil
        }
        drawVoiceControlBadges(frame, in: screenContent, theme: theme, into: &canvas)
        // Switch Control's cursor is its own: heavy lines, another colour, beside VoiceOver's.
        var switchOutline: CellRect?
        if let cursor = frame.switchControl?.cursor {
            let element = CellRect(x: screenContent.x + cursor.x, y: screenContent.y + cursor.y - frame.screenOffset,
                                   width: cursor.width, height: cursor.height)
            if !element.intersection(screenContent).isEmpty {
                let outline = CellRect(x: element.x - 1, y: element.y - 1, width: element.width + 2, height: element.height + 2)
                drawFocusOutline(around: outline, in: screenContent, theme: theme, heavy: true, over: frame, into: &canvas)
                switchOutline = outline
            }
        }
        let middle = CellRect(x: 0, y: 1, width: width, height: height - 2)
        if let popup = chrome.popup {
            let anchor = popup.placement == .besideFocus ? focusOutlineRect(frame, in: screenContent) : nil
            drawPopup(popup, over: middle, avoiding: anchor, theme: theme, into: &canvas)
        } else if let switchControl = frame.switchControl, let menu = switchControl.menu {
            let popup = ExplorerPopup(title: "Switch Control — " + (switchControl.menuOwner ?? "menu"),
                                      rows: menu.map { ExplorerPopup.Row([$0]) }, selected: switchControl.menuIndex,
                                      placement: .besideFocus, hints: ["Space select", "→ next", "Esc close"])
            drawPopup(popup, over: middle, avoiding: switchOutline, theme: theme, into: &canvas)
        }
        if let page = chrome.helpPage { drawHelp(page: page, over: middle, theme: theme, into: &canvas) }
    }

    /// What the explorer says when the terminal is smaller than it can draw in.
    public static func tooSmallMessage(width: Int, height: Int) -> String {
        "Terminal too small: need at least \(ExplorerLayout.minimumWidth)×\(ExplorerLayout.minimumHeight), "
            + "have \(width)×\(height)"
    }

    // MARK: Parts

    private static func drawTooSmall(theme: ExplorerTheme, into canvas: inout CellCanvas) {
        guard canvas.width > 0, canvas.height > 0 else { return }
        let width = max(1, canvas.width - 2)
        let message = TextLayout.wrap(tooSmallMessage(width: canvas.width, height: canvas.height), toWidth: width)
        let advice = TextLayout.wrap("Enlarge the window, or press q to quit.", toWidth: width)
        let lines = message.map { ($0, theme.tooSmall) } + [("", .plain)] + advice.map { ($0, CellStyle.plain) }
        let top = max(0, (canvas.height - lines.count) / 2)
        for (index, (line, style)) in lines.enumerated() {
            let x = max(0, (canvas.width - TerminalText.width(of: line)) / 2)
            canvas.put(line, x: x, y: top + index, style: style)
        }
    }

    /// The key hints for what has the keyboard.
    static func hints(_ chrome: ExplorerChrome, width: Int, height: Int) -> [String] {
        if chrome.helpPage != nil {
            return helpPageCount(width: width, height: height) > 1 ? ["PgDn/PgUp pages", "Esc or ? close"] : ["Esc or ? close"]
        }
        if let popup = chrome.popup { return popup.hints }
        if chrome.details != nil, chrome.detailsHaveKeyboard {
            return ["↑↓ choose action", "Enter perform", "Tab keys to the reader", "i or Esc close"]
        }
        if chrome.treeCursor != nil { return ["↑↓ Home End rows", "Enter move the cursor there", "Esc or t leave"] }
        if chrome.isEditing { return ["typing goes into the field", "Backspace delete", "Enter or Esc finish"] }
        var hints = ExplorerKeyMap.bindings.compactMap(\.hint)
        if chrome.captionAnchor != nil { hints.insert("PgDn newer captions", at: 0) }
        return hints
    }

    private static func drawStatusBar(_ frame: Frame, chrome: ExplorerChrome, in bar: CellRect,
                                      into canvas: inout CellCanvas) {
        let theme = chrome.theme
        canvas.fill(bar, style: theme.statusBar)
        var x = canvas.put(" rotor ", x: bar.x, y: bar.y, style: theme.statusBarEmphasis, clip: bar)
        var title = frame.title
        if let number = frame.screenNumber, frame.screenCount > 1 { title += " \(number)/\(frame.screenCount)" }
        x = canvas.put("│ \(title) │ Rotor: ", x: x, y: bar.y, style: theme.statusBar, clip: bar)
        x = canvas.put(frame.rotor?.name ?? "—", x: x, y: bar.y, style: theme.statusBarEmphasis, clip: bar)
        if chrome.isEditing {
            x = canvas.put(" │ ", x: x, y: bar.y, style: theme.statusBar, clip: bar)
            x = canvas.put("✎ Editing — Enter or Esc to finish", x: x, y: bar.y, style: theme.statusBarEmphasis, clip: bar)
        }
        if chrome.unseenOutput > 0 {
            x = canvas.put(" │ ", x: x, y: bar.y, style: theme.statusBar, clip: bar)
            x = canvas.put(ExplorerHelp.outputMark(unseen: chrome.unseenOutput), x: x, y: bar.y, style: theme.statusBarEmphasis,
                           clip: bar)
        }
        if let flash = chrome.flash {
            x = canvas.put(" ", x: x, y: bar.y, style: theme.statusBar, clip: bar)
            x = canvas.put(" \(ExplorerHelp.flashMark) \(flash) ", x: x, y: bar.y, style: theme.flash, clip: bar)
        }
        if let notice = chrome.notice, chrome.flash == nil {
            x = canvas.put(" │ \(chrome.noticeFailed ? "✗" : "✓") \(notice)", x: x, y: bar.y, style: theme.statusBarEmphasis, clip: bar)
        }
        let help = chrome.isEditing ? "" : "? help  q quit "
        let helpX = bar.maxX - TerminalText.width(of: help)
        if !chrome.settingsSummary.isEmpty {
            let room = (helpX > x + 4 ? helpX : bar.maxX) - x - 4
            if room > 4 {
                x = canvas.put(" │ ", x: x, y: bar.y, style: theme.statusBar, clip: bar)
                let summary = TextLayout.truncate(chrome.settingsSummary.joined(separator: ", "), toWidth: room)
                x = canvas.put(summary, x: x, y: bar.y, style: theme.statusBar, clip: bar)
            }
        }
        if !help.isEmpty, helpX > x + 1 { canvas.put(help, x: helpX, y: bar.y, style: theme.statusBar, clip: bar) }
    }

    static func drawBox(_ rect: CellRect, title: String, footer: String? = nil, style: CellStyle,
                        titleStyle: CellStyle = CellStyle(bold: true), into canvas: inout CellCanvas) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        canvas.put("┌" + horizontal + "┐", x: rect.x, y: rect.y, style: style)
        canvas.put("└" + horizontal + "┘", x: rect.x, y: rect.maxY - 1, style: style)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            canvas.put("│", x: rect.x, y: y, style: style)
            canvas.put("│", x: rect.maxX - 1, y: y, style: style)
        }
        if rect.width > 6 {
            let shown = " " + TextLayout.truncate(title, toWidth: rect.width - 6) + " "
            canvas.put(shown, x: rect.x + 2, y: rect.y, style: titleStyle)
        }
        if let footer, rect.width > 8 {
            let shown = " " + TextLayout.truncate(footer, toWidth: rect.width - 8) + " "
            canvas.put(shown, x: rect.maxX - 2 - TerminalText.width(of: shown), y: rect.maxY - 1, style: style)
        }
    }

    /// A box that hides what is under it: the border goes on first (putting it splits no wide
    /// character under its edge), then the inside is blanked in the panel's style.
    static func drawPanel(_ rect: CellRect, title: String, footer: String? = nil, theme: ExplorerTheme,
                          into canvas: inout CellCanvas) {
        drawBox(rect, title: title, footer: footer, style: theme.panelBorder, titleStyle: theme.panelTitle, into: &canvas)
        canvas.fill(rect.inset(by: 1), style: theme.panel)
    }

    // MARK: Focus outline

    /// The outline's rectangle in canvas cells, one cell outside the focused element, or nil
    /// when the element is out of the pane.
    static func focusOutlineRect(_ frame: Frame, in content: CellRect) -> CellRect? {
        guard let focus = frame.focusRect else { return nil }
        let element = CellRect(x: content.x + focus.x, y: content.y + focus.y - frame.screenOffset, width: focus.width,
                               height: focus.height)
        guard !element.intersection(content).isEmpty else { return nil }
        return CellRect(x: element.x - 1, y: element.y - 1, width: element.width + 2, height: element.height + 2)
    }

    /// Outlines the focused element the way VoiceOver's cursor does: a box one cell outside the
    /// element, on the blank cells there, so neighbouring content stays readable. An edge
    /// outside the pane is left out, and the edges that run into it end in an arrow towards it
    /// (↑ ↓ ← →): the element goes on past the pane.
    private static func drawFocusOutline(around outline: CellRect, in content: CellRect, theme: ExplorerTheme,
                                         heavy: Bool = false, over frame: Frame, into canvas: inout CellCanvas) {
        let visible = outline.intersection(content)
        guard !visible.isEmpty else { return }
        let top = outline.y, bottom = outline.maxY - 1, left = outline.x, right = outline.maxX - 1
        let clipped = (top: top < content.y, bottom: bottom >= content.maxY, left: left < content.x, right: right >= content.maxX)
        for y in visible.y..<visible.maxY {
            for x in visible.x..<visible.maxX {
                let horizontal = y == top || y == bottom
                let vertical = x == left || x == right
                guard horizontal || vertical else {
                    // The element's own cells: marked, never changed.
                    if !heavy { canvas[x, y].style.underline = true }
                    continue
                }
                // Only where the screen itself shows nothing: what it shows beside the element
                // stays readable (another outline there, VoiceOver's under Switch Control's, is ours).
                let screenX = x - content.x, screenY = y - content.y + frame.screenOffset
                func shown(_ x: Int) -> Cell {
                    frame.screen.contains(x: x, y: screenY) ? frame.screen[x, screenY] : Cell.blank
                }
                // Nor in the space between two words, which would join them ("New━message").
                guard Self.isBlank(shown(screenX)), Self.isBlank(shown(screenX - 1)) || Self.isBlank(shown(screenX + 1)) else {
                    continue
                }
                let glyph: String
                switch (horizontal, vertical) {
                case (true, true) where y == top: glyph = heavy ? (x == left ? "┏" : "┓") : (x == left ? "┌" : "┐")
                case (true, true): glyph = heavy ? (x == left ? "┗" : "┛") : (x == left ? "└" : "┘")
                case (true, false):
                    // A horizontal edge running out of the pane's side ends pointing there.
                    let towardsLeft = clipped.left && x == visible.x, towardsRight = clipped.right && x == visible.maxX - 1
                    glyph = towardsLeft && towardsRight ? "↔" : towardsLeft ? "←" : towardsRight ? "→" : heavy ? "━" : "─"
                default:
                    let towardsTop = clipped.top && y == visible.y, towardsBottom = clipped.bottom && y == visible.maxY - 1
                    glyph = towardsTop && towardsBottom ? "↕" : towardsTop ? "↑" : towardsBottom ? "↓" : heavy ? "┃" : "│"
                }
                var style = heavy ? theme.switchCursor : theme.focusOutline
                style.background = canvas[x, y].style.background
                canvas.put(glyph, x: x, y: y, style: style)
            }
        }
    }

    /// A cell showing nothing: a space, not half of a wide character.
    static func isBlank(_ cell: Cell) -> Bool { cell.isSpace }

    // MARK: Tree

    /// The first row to show so the row that matters (the tree cursor, else the focus) stays in
    /// view, near the middle when the list is longer than the pane.
    static func scrollOffset(count: Int, visible: Int, keeping focused: Int?) -> Int {
        guard count > visible, visible > 0, let focused else { return 0 }
        return min(max(0, focused - visible / 2), count - visible)
    }

    /// The tree row drawn at terminal row `y`, as the renderer lays the tree out.
    public static func treeRowIndex(atTerminalRow y: Int, rows: TreeRows, cursor: Int?, panes: ExplorerPanes) -> Int? {
        let content = panes.treeContent
        guard y >= content.y, y < content.maxY else { return nil }
        let keep = cursor ?? rows.focusedIndex
        let index = scrollOffset(count: rows.count, visible: content.height, keeping: keep) + (y - content.y)
        return index < rows.count ? index : nil
    }

    private static func drawTree(_ rows: TreeRows, cursor: Int?, in pane: CellRect, theme: ExplorerTheme,
                                 into canvas: inout CellCanvas) {
        let focused = rows.focusedIndex
        let position = focused.map { "\($0 + 1)/\(rows.count)" }
        if let cursor {
            drawBox(pane, title: "Accessibility tree — browsing", footer: "\(cursor + 1)/\(rows.count)",
                    style: theme.activeBorder, titleStyle: theme.activeBorder, into: &canvas)
        } else {
            drawBox(pane, title: "Accessibility tree", footer: position, style: theme.border, into: &canvas)
        }
        let content = pane.inset(by: 1)
        guard !content.isEmpty else { return }
        guard !rows.isEmpty else {
            canvas.put("No accessibility elements", x: content.x + 1, y: content.y, style: theme.placeholder, clip: content)
            return
        }
        let keep = cursor ?? focused
        let offset = scrollOffset(count: rows.count, visible: content.height, keeping: keep)
        let maximumDepth = max(0, (content.width - 14) / 2)
        for (line, row) in rows[offset..<min(rows.count, offset + content.height)].enumerated() {
            let y = content.y + line
            let index = offset + line
            let isCursor = index == cursor
            if isCursor { canvas.cursor = CellCanvas.Cursor(x: content.x, y: y) }
            var style = row.change.map { theme.treeChange($0) } ?? theme.treeRow
            if row.isFocused {
                style = theme.focusedRow
                if row.change == .changed { style.underline = true }
            }
            if isCursor {
                style.underline = true
                style.bold = true
            }
            if row.isFocused || isCursor { canvas.fill(CellRect(x: content.x, y: y, width: content.width, height: 1), style: style) }
            let lead = row.isFocused ? "▶" : isCursor ? "›" : " "
            var x = canvas.put(lead, x: content.x, y: y, style: isCursor && !row.isFocused ? theme.treeCursor : style,
                               clip: content)
            var markStyle = row.change.map { theme.treeChange($0) } ?? style
            if row.isFocused { markStyle.reverse = true }
            x = canvas.put(ExplorerTheme.treeChangeMark(row.change), x: x, y: y, style: markStyle, clip: content)
            let indent = String(repeating: "  ", count: min(row.depth, maximumDepth))
            let text = TextLayout.truncate(indent + row.text, toWidth: content.maxX - x)
            canvas.put(text, x: x, y: y, style: style, clip: content)
        }
    }

    // MARK: Details

    private static func drawDetails(_ details: ElementDetails, keyboard: Bool, in pane: CellRect, theme: ExplorerTheme,
                                    into canvas: inout CellCanvas) {
        let content = pane.inset(by: 1)
        let lines = details.lines(width: max(1, content.width - 1))
        let offset = details.offset(width: max(1, content.width - 1), height: content.height)
        let more = lines.count - offset - content.height
        let footer = more > 0 ? "↓ \(more) more" : offset > 0 ? "↑ \(offset) above" : nil
        drawBox(pane, title: "Details — \(details.title)", footer: footer,
                style: keyboard ? theme.activeBorder : theme.border, titleStyle: keyboard ? theme.activeBorder : theme.paneTitle,
                into: &canvas)
        guard !content.isEmpty else { return }
        let beside = ElementDetails.namesBeside(width: content.width - 1)
        for (row, line) in lines.dropFirst(offset).prefix(content.height).enumerated() {
            let y = content.y + row
            let x = content.x + 1
            if !line.name.isEmpty {
                canvas.put(line.name, x: x, y: y, style: theme.detailHeading, clip: content)
                if !beside { continue }
            }
            let textX = beside ? x + ElementDetails.nameWidth : x + 2
            if let action = line.action {
                let selected = action == details.selectedAction
                let style = selected ? (keyboard ? theme.detailSelection : CellStyle(bold: true)) : theme.detailText
                let shown = (selected ? "▸ " : "  ") + line.text
                if selected, keyboard {
                    canvas.cursor = CellCanvas.Cursor(x: textX, y: y)
                    canvas.fill(CellRect(x: textX, y: y, width: TerminalText.width(of: shown) + 1, height: 1)
                        .intersection(content), style: style)
                }
                canvas.put(shown, x: textX, y: y, style: style, clip: content)
            } else {
                canvas.put(line.text, x: textX, y: y, style: line.text == "—" ? theme.detailDim : theme.detailText,
                           clip: content)
            }
        }
    }

    // MARK: Voice Control

    /// Voice Control's names or numbers, each at its control's top-left cell; a control that
    /// cannot be reached by what it shows is marked "!" (or "?" with no name at all).
    private static func drawVoiceControlBadges(_ frame: Frame, in content: CellRect, theme: ExplorerTheme,
                                               into canvas: inout CellCanvas) {
        for badge in frame.voiceControlBadges {
            let y = content.y + badge.y - frame.screenOffset
            let x = content.x + badge.x
            guard content.contains(x: x, y: y) else { continue }
            // A name with a problem keeps its " !" when the name itself is cut short.
            let room = min(24, content.maxX - x)
            let marked = badge.problem != nil && badge.text != "?"
            let shown = marked && room > 3 ? TextLayout.truncate(badge.text, toWidth: room - 2) + " !"
                : TextLayout.truncate(marked ? badge.text + " !" : badge.text, toWidth: room)
            canvas.put(shown, x: x, y: y, style: badge.problem == nil ? theme.voiceControlBadge : theme.voiceControlProblem,
                       clip: content)
        }
    }

    // MARK: Braille

    private static func drawBraille(_ panel: BraillePanel, in pane: CellRect, theme: ExplorerTheme,
                                    into canvas: inout CellCanvas) {
        drawBox(pane, title: panel.title, footer: panel.footer, style: theme.border, into: &canvas)
        let content = pane.inset(by: 1)
        guard !content.isEmpty else { return }
        if let cells = panel.cells {
            canvas.put(cells, x: content.x + 1, y: content.y,
                       style: panel.isFlash ? theme.caption(.announcement) : CellStyle(bold: true), clip: content)
        } else if let message = panel.message {
            canvas.put(message, x: content.x + 1, y: content.y, style: theme.placeholder, clip: content)
        }
        if content.height > 1 {
            canvas.put(panel.print, x: content.x + 1, y: content.y + 1, style: theme.placeholder, clip: content)
        }
    }

    // MARK: Captions

    private static func drawCaptions(_ frame: Frame, anchor: Int?, spokenWord: CaptionWord? = nil, in pane: CellRect,
                                     theme: ExplorerTheme, into canvas: inout CellCanvas) {
        let content = pane.inset(by: 1)
        let layout = CaptionLayout(frame: frame, width: content.width - 1, height: content.height, anchor: anchor)
        if layout.anchor != nil {
            drawBox(pane, title: "Captions — history", footer: "▼ \(layout.newerHidden) newer: PgDn",
                    style: theme.activeBorder, titleStyle: theme.activeBorder, into: &canvas)
        } else {
            drawBox(pane, title: "Captions", style: theme.border, into: &canvas)
        }
        guard !content.isEmpty else { return }
        guard !layout.lines.isEmpty else {
            canvas.put("Nothing said yet. Press → to hear the first element.", x: content.x + 1, y: content.y,
                       style: theme.placeholder, clip: content)
            return
        }
        for (row, line) in layout.lines.enumerated() {
            let y = content.y + row
            let style = theme.caption(line.kind, state: line.state)
            if line.isFirst {
                canvas.put(ExplorerTheme.speechMark(line.state), x: content.x, y: y, style: theme.speechMarkStyle(line.state),
                           clip: content)
                canvas.put(ExplorerTheme.captionMark(line.kind), x: content.x + 2, y: y, style: theme.caption(line.kind),
                           clip: content)
            }
            canvas.put(line.text, x: content.x + CaptionLayout.gutter, y: y, style: style, clip: content)
        }
        if let spokenWord { highlight(spokenWord, in: layout, frame: frame, content: content, into: &canvas) }
    }

    /// Marks the word the voice is saying in its caption: the caption's wrapped lines are found
    /// in its text in order, and the word's characters on each are drawn reversed.
    private static func highlight(_ word: CaptionWord, in layout: CaptionLayout, frame: Frame, content: CellRect,
                                  into canvas: inout CellCanvas) {
        let index = word.utterance - frame.captionsDropped
        guard frame.captions.indices.contains(index) else { return }
        let text = Array(frame.captions[index].text)
        var cursor = 0
        for (row, line) in layout.lines.enumerated() where line.utterance == word.utterance {
            let characters = Array(line.text)
            // The line's place in the text: wrapping only drops the spaces it breaks at.
            var start = cursor
            while start < text.count, !text[start...].starts(with: characters) { start += 1 }
            guard start < text.count || characters.isEmpty else { return }
            cursor = start + characters.count
            let from = max(word.offset, start), to = min(word.offset + word.length, start + characters.count)
            guard from < to else { continue }
            let before = String(characters[0..<(from - start)]), shown = String(characters[(from - start)..<(to - start)])
            var style = canvas[content.x + CaptionLayout.gutter, content.y + row].style
            style.reverse = true
            canvas.put(shown, x: content.x + CaptionLayout.gutter + TerminalText.width(of: before), y: content.y + row,
                       style: style, clip: content)
        }
    }

    // MARK: Popups

    private static func drawPopup(_ popup: ExplorerPopup, over area: CellRect, avoiding focus: CellRect?,
                                  theme: ExplorerTheme, into canvas: inout CellCanvas) {
        let columnCount = popup.rows.map(\.cells.count).max() ?? 0
        var widths = Array(repeating: 0, count: columnCount)
        for row in popup.rows {
            for (i, cell) in row.cells.enumerated() { widths[i] = max(widths[i], TerminalText.width(of: cell)) }
        }
        let gap = 2
        let rowWidth = widths.reduce(0, +) + gap * max(0, columnCount - 1)
        let footerWidth = popup.footer.map { TerminalText.width(of: $0) } ?? 0
        let wanted = max(rowWidth + 2, footerWidth, TerminalText.width(of: popup.title) + 4) + 2
        let footerRows = popup.footer == nil ? 0 : 1
        let wantedHeight = popup.rows.count + 2 + footerRows
        let box = placePopup(width: wanted, height: wantedHeight, minimumWidth: min(wanted, max(24, rowWidth + 4)), in: area,
                             avoiding: focus)
        let more = popup.rows.count - (box.height - 2 - footerRows)
        drawPanel(box, title: popup.title, footer: more > 0 ? "\(popup.rows.count) items" : nil, theme: theme,
                  into: &canvas)
        // An empty list: the cursor on its title.
        canvas.cursor = CellCanvas.Cursor(x: box.x + 1, y: box.y)
        let inside = box.inset(by: 1)
        let visibleRows = max(0, inside.height - footerRows)
        let offset = scrollOffset(count: popup.rows.count, visible: visibleRows, keeping: popup.selected)
        for (line, row) in popup.rows.dropFirst(offset).prefix(visibleRows).enumerated() {
            let index = offset + line
            let y = inside.y + line
            let selected = index == popup.selected
            if selected { canvas.cursor = CellCanvas.Cursor(x: inside.x + 1, y: y) }
            let style = selected ? theme.panelSelection : row.isDimmed ? theme.panelDim : theme.panel
            if selected { canvas.fill(CellRect(x: inside.x, y: y, width: inside.width, height: 1), style: style) }
            var x = inside.x + 1
            for (i, cell) in row.cells.enumerated() {
                let isLast = i == row.cells.count - 1
                let room = isLast ? inside.maxX - 1 - x : min(widths[i], inside.maxX - 1 - x)
                guard room > 0 else { break }
                canvas.put(TextLayout.truncate(cell, toWidth: room), x: x, y: y, style: style, clip: inside)
                x += widths[i] + gap
            }
        }
        if let footer = popup.footer {
            canvas.put(TextLayout.truncate(footer, toWidth: inside.width - 2), x: inside.x + 1, y: inside.maxY - 1,
                       style: theme.panelDim, clip: inside)
        }
    }

    /// Where a popup of this size goes: beside the focus outline when there is room (right, then
    /// left, narrowed down to `minimumWidth` if need be, then below, then above), else in the
    /// middle of `area`; never larger than `area`.
    static func placePopup(width: Int, height: Int, minimumWidth: Int? = nil, in area: CellRect,
                           avoiding focus: CellRect?) -> CellRect {
        let w = min(width, area.width), h = min(height, area.height)
        func centered() -> CellRect {
            CellRect(x: area.x + (area.width - w) / 2, y: area.y + (area.height - h) / 2, width: w, height: h)
        }
        guard let focus else { return centered() }
        let narrowest = min(w, minimumWidth ?? w)
        let y = min(max(area.y, focus.y), area.maxY - h)
        let right = area.maxX - focus.maxX, left = focus.x - area.x
        if right >= narrowest { return CellRect(x: focus.maxX, y: y, width: min(w, right), height: h) }
        if left >= narrowest { return CellRect(x: focus.x - min(w, left), y: y, width: min(w, left), height: h) }
        let x = min(max(area.x, focus.x), area.maxX - w)
        if area.maxY - focus.maxY >= h { return CellRect(x: x, y: focus.maxY, width: w, height: h) }
        if focus.y - area.y >= h { return CellRect(x: x, y: focus.y - h, width: w, height: h) }
        return centered()
    }
}
