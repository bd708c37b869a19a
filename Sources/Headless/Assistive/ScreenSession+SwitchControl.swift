import Accessibility
import Foundation
import ScreenReader
import TermUI

/// What the explorer draws of Switch Control: its cursor and its menu.
public struct SwitchControlFrame: Hashable, Sendable {
    /// The item under the cursor, in the page's cells (the renderer subtracts the scroll).
    public var cursor: CellRect?
    /// What the cursor is on, in words ("Group, 3 items", "Send message", "Exit group").
    public var highlight: String?
    public var menu: [String]?
    public var menuIndex: Int
    /// The label of the item the menu is open on.
    public var menuOwner: String?
    public var scanning: SwitchControl.Scanning
    public var isPaused: Bool
}

extension ScreenSession {
    /// Turns Switch Control on (with its scanning and interval) or off.
    public func setSwitchControl(_ scanner: SwitchControl?) {
        switchControl = scanner
        followSwitchFocus()
    }

    /// The first element that asks for Switch Control's cursor (`@AccessibilityFocusState` for
    /// `.switchControl`), looked for once per tree rather than on every command.
    private func requestedSwitchFocus() -> AccessibilityElementID? {
        let tree = reader.tree
        if let kept = switchControlPeer.focusRequest, kept.tree.isSameSnapshot(as: tree) { return kept.id }
        let id = tree.allElements.first(where: { $0.requestsSwitchControlFocus })?.id
        switchControlPeer.focusRequest = (tree, id)
        return id
    }

    /// Keeps Switch Control's cursor and the app's focus states `for: .switchControl` in step:
    /// a state the app set moves the cursor, and the cursor moving tells the elements it left
    /// and reached. VoiceOver's cursor and its states are not touched.
    func followSwitchFocus() {
        guard switchControl != nil else {
            if let left = switchControlPeer.focused, let element = reader.tree.element(left), let handler = element.switchControlFocusChanged {
                switchControlPeer.focused = nil
                _ = act(on: element) { _ in handler(false) }
            }
            switchControlPeer.focused = nil
            return
        }
        for _ in 0..<4 {
            // What the app asks for first, as a focus request moves VoiceOver's cursor.
            if let requested = requestedSwitchFocus(), requested != switchControlPeer.focused,
               requested != switchControl?.cursorElement(in: reader.tree) {
                switchControl?.moveCursor(to: requested, in: reader.tree)
            }
            let now = switchControl?.cursorElement(in: reader.tree)
            guard now != switchControlPeer.focused else { return }
            let left = switchControlPeer.focused.flatMap { reader.tree.element($0) }
            switchControlPeer.focused = now
            if let left, let handler = left.switchControlFocusChanged { _ = act(on: left) { _ in handler(false) } }
            if let reached = now.flatMap({ reader.tree.element($0) }), let handler = reached.switchControlFocusChanged {
                _ = act(on: reached) { _ in handler(true) }
            }
        }
    }

    /// Does a script's Switch Control line (or the explorer's key for it); returns what it said.
    @discardableResult
    public func performSwitch(_ command: WalkthroughScript.SwitchCommand) -> [Utterance] {
        switch command {
        case .start(let scanning, let interval):
            setSwitchControl(SwitchControl(scanning: scanning, interval: interval))
            return []
        case .stop:
            setSwitchControl(nil)
            return []
        case .next: return switchNext()
        case .select: return switchSelect()
        case .back: return switchBack()
        }
    }

    /// The move switch: the cursor goes to the next item (or menu entry), and says where it is,
    /// as Switch Control's speech would. Turns manual scanning on when Switch Control is off.
    @discardableResult
    public func switchNext() -> [Utterance] {
        if switchControl == nil { switchControl = SwitchControl(scanning: .manual) }
        switchControl!.next(in: reader.tree)
        followSwitchFocus()
        return switchHighlight().map { [Utterance($0, kind: .action)] } ?? []
    }

    /// The select switch: enters a group, opens the menu on an item, or does the menu's entry.
    @discardableResult
    public func switchSelect() -> [Utterance] {
        if switchControl == nil { switchControl = SwitchControl(scanning: .manual) }
        let selection = switchControl!.select(in: reader.tree)
        let said = said(for: selection)
        followSwitchFocus()
        return said
    }

    /// Back out of the menu or the group.
    @discardableResult
    public func switchBack() -> [Utterance] {
        guard switchControl != nil else { return [] }
        let said = said(for: switchControl!.back(in: reader.tree))
        followSwitchFocus()
        return said
    }

    private func said(for selection: SwitchControl.Selection) -> [Utterance] {
        switch selection {
        case .enteredGroup, .exitedGroup:
            return switchHighlight().map { [Utterance($0, kind: .action)] } ?? []
        case .openedMenu:
            let entries = switchControl?.menu?.map(\.name) ?? []
            return [Utterance(SwitchControlWords.menu(entries), kind: .action)]
        case .chose(let entry, let id):
            guard let element = reader.tree.element(id) else { return [] }
            let heard = Utterance(entry.name, kind: .action)
            let result = perform(entry, on: element)
            switchControl?.reconcile(with: reader.tree)
            return [heard] + result
        case .nothing:
            return []
        }
    }

    private func perform(_ entry: SwitchControl.MenuItem, on element: AccessibilityElement) -> [Utterance] {
        switch entry {
        case .tap:
            if element.isEnabled, element.textEntry != nil, element.defaultAction == nil {
                return perform(.focusElement(element.id)) + perform(.activate)
            }
            return act(on: element) { $0.defaultAction?() }
        case .action(let name):
            return performAction(name, on: element)
        case .increment, .decrement:
            guard let adjust = element.adjustableAction else { return [] }
            return act(on: element) { _ in adjust(entry == .increment ? .increment : .decrement) }
        case .scrollUp, .scrollDown:
            let owner = element.scrollAction != nil ? element : reader.tree.ancestors(of: element.id).last { $0.scrollAction != nil }
            guard let owner, let scroll = owner.scrollAction else { return [] }
            return act(on: owner) { _ in scroll(entry == .scrollDown ? .bottom : .top) }
        case .escape:
            return perform(.escape)
        }
    }

    /// Where the cursor is, in words.
    public func switchHighlight() -> String? {
        guard let scanner = switchControl else { return nil }
        let tree = reader.tree
        if let menu = scanner.menu { return menu.indices.contains(scanner.menuIndex) ? menu[scanner.menuIndex].name : nil }
        switch scanner.highlighted(in: tree) {
        case .group(_, let count): return SwitchControlWords.group(count)
        case .exitGroup: return SwitchControlWords.exitGroup
        case .element(let id):
            guard let element = tree.element(id) else { return nil }
            if !element.label.isEmpty { return element.label }
            return ScreenReader.speech(for: element, in: tree).first?.text
        case nil: return nil
        }
    }

    /// Time passes with auto scanning on: the screen's clock and the scanner's in step, so a
    /// move lands between the timers that fire before and after it.
    func waitScanning(_ seconds: Double) -> [Utterance] {
        var remaining = seconds.isNaN ? 0 : min(max(0, seconds), 1e9)
        var said: [Utterance] = []
        repeat {
            let step = min(remaining, switchControl?.secondsUntilNextStep ?? remaining)
            said += graph.perform(runsAppCode: false) { reader.perform(.wait(seconds: step)) }
            switchControl?.advance(by: step, in: reader.tree)
            treeDidChange()
            remaining -= step
        } while remaining > 0
        return said
    }

    func switchControlFrame() -> SwitchControlFrame? {
        guard let scanner = switchControl else { return nil }
        let cursor = scanner.cursorElement(in: reader.tree).flatMap { reader.tree.element($0) }
            .map { graph.metric.cellRect($0.frame) }
        let owner = scanner.menuOwner.flatMap { reader.tree.element($0) }.map { $0.label }
        return SwitchControlFrame(cursor: cursor, highlight: switchHighlight(), menu: scanner.menu?.map(\.name),
                                  menuIndex: scanner.menuIndex, menuOwner: owner, scanning: scanner.scanning,
                                  isPaused: scanner.isPaused)
    }
}

enum SwitchControlWords {
    static func group(_ count: Int) -> String { "Group, \(count) items" }
    static let exitGroup = "Exit group"
    static func menu(_ entries: [String]) -> String { "Menu: " + entries.joined(separator: ", ") }
}
