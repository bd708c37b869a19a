import Accessibility
import Headless

/// The details panel (`i`): everything about the focused element, shown in place of the tree,
/// following the focus. With the keyboard, ↑/↓ choose one of its actions and Enter performs it.
struct DetailsPanel {
    /// The element the selection and scroll belong to; another element starts over.
    private var elementID: AccessibilityElementID?
    private var selectedAction: Int?
    private var scroll = 0

    /// The panel's contents for the session's focused element now.
    @MainActor
    func contents(for session: any ExplorerAppSession) -> ElementDetails {
        guard let element = session.focusedElement else { return .nothingFocused }
        var details = ElementDetails(element: element, actions: session.focusedActionNames)
        if element.id == elementID {
            details.selectedAction = details.actions.isEmpty ? nil : min(selectedAction ?? 0, details.actions.count - 1)
            details.scroll = scroll
        }
        return details
    }

    /// Keeps what the keys did to `details` (of the focused element).
    @MainActor
    mutating func remember(_ details: ElementDetails, for session: any ExplorerAppSession) {
        elementID = session.focusedElement?.id
        selectedAction = details.selectedAction
        scroll = details.scroll
    }

    mutating func reset() {
        elementID = nil
        selectedAction = nil
        scroll = 0
    }
}

/// The row under the keyboard while browsing the tree (`t`): kept by element id, so a change
/// above it does not move it to another element.
struct TreeCursor: Equatable {
    var id: AccessibilityElementID
    var index: Int
}

extension ExplorerController {
    // MARK: Details

    /// `i`: opens the panel with the keyboard; with the panel open, takes the keyboard into it,
    /// or closes it when it has the keyboard already.
    func toggleDetails() {
        if details != nil, detailsHaveKeyboard {
            details = nil
        } else {
            if details == nil { details = DetailsPanel() }
            mode = mode.replacingBase(with: .details)
        }
    }

    /// The details panel's size in cells: the tree pane's inside, less the left margin.
    private var detailsSize: (width: Int, height: Int) {
        guard let content = panes?.treeContent else { return (1, 1) }
        return (max(1, content.width - 1), content.height)
    }

    /// A key while the details panel has the keyboard; nil when the key is the reader's.
    func handleDetails(_ key: ExplorerKey) -> Outcome? {
        guard var panel = details else { return nil }
        var contents = panel.contents(for: session)
        let size = detailsSize
        switch key {
        case .down: contents.moveDown(width: size.width, height: size.height)
        case .up: contents.moveUp(width: size.width, height: size.height)
        case .enter:
            guard let index = contents.selectedAction, contents.actions.indices.contains(index) else {
                note("No actions")
                return .redraw
            }
            perform(action: contents.actions[index])
            return .redraw
        case .tab:
            mode = mode.replacingBase(with: .reader)
            return .redraw
        case .escape, .character("i"):
            details = nil
            return .redraw
        default:
            return nil
        }
        panel.remember(contents, for: session)
        details = panel
        return .redraw
    }

    // MARK: Tree

    /// `t`: the keyboard moves into the tree pane, on the focused row.
    func browseTree() {
        let rows = treeRows()
        guard !rows.isEmpty else { return note("No elements") }
        details = nil
        let index = rows.focusedIndex ?? 0
        treeCursor = TreeCursor(id: rows[index].id, index: index)
    }

    /// The tree cursor's row among `rows`, if the tree has the keyboard.
    func treeCursorIndex(in rows: TreeRows) -> Int? {
        guard let treeCursor, !rows.isEmpty else { return nil }
        return rows.index(of: treeCursor.id) ?? min(treeCursor.index, rows.count - 1)
    }

    /// A key while the tree has the keyboard; nil when the key is the reader's.
    func handleTree(_ key: ExplorerKey) -> Outcome? {
        let rows = treeRows()
        guard let index = treeCursorIndex(in: rows) else {
            treeCursor = nil
            return nil
        }
        let next: Int
        switch key {
        case .up: next = max(0, index - 1)
        case .down: next = min(rows.count - 1, index + 1)
        case .home: next = 0
        case .end: next = rows.count - 1
        case .enter, .character(" "):
            run(.focusElement(rows[index].id))
            return .redraw
        case .escape, .tab, .character("t"):
            treeCursor = nil
            return .redraw
        default:
            return nil
        }
        treeCursor = TreeCursor(id: rows[next].id, index: next)
        return .redraw
    }
}
