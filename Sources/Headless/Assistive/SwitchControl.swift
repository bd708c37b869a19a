import Accessibility
import Foundation

/// Switch Control's item mode: a cursor that scans the screen's items in turn, groups
/// (containers) first and then, once a group is selected, the items inside it; selecting an
/// item opens the scanner menu built from what the item can do. One switch moves (manual
/// scanning) or the cursor moves by itself every `interval` seconds (auto scanning); the other
/// selects. Switch Control reads the same element tree as VoiceOver, with a cursor of its own.
public struct SwitchControl: Hashable, Sendable {
    public enum Scanning: String, Hashable, Sendable, CaseIterable {
        /// The cursor moves every `interval` seconds; one switch selects.
        case auto
        /// One switch moves the cursor, the other selects.
        case manual
    }

    /// What the cursor can rest on.
    public enum Item: Hashable, Sendable {
        case element(AccessibilityElementID)
        /// A container with more than one item: selecting it scans inside.
        case group(AccessibilityElementID, count: Int)
        /// After a group's last item: selecting it goes back out of the group.
        case exitGroup
    }

    /// One entry of the scanner menu.
    public enum MenuItem: Hashable, Sendable {
        case tap
        case action(String)
        case increment, decrement
        case scrollUp, scrollDown
        case escape

        public var name: String {
            switch self {
            case .tap: "Tap"
            case .action(let name): name
            case .increment: "Increment"
            case .decrement: "Decrement"
            case .scrollUp: "Scroll up"
            case .scrollDown: "Scroll down"
            case .escape: "Escape"
            }
        }
    }

    /// What a select did.
    public enum Selection: Hashable, Sendable {
        case enteredGroup(AccessibilityElementID)
        case exitedGroup
        case openedMenu(AccessibilityElementID)
        case chose(MenuItem, on: AccessibilityElementID)
        case nothing
    }

    public var scanning: Scanning
    /// Seconds between moves in auto scanning (iOS's Auto Scanning Time; 1 s by default).
    public var interval: Double
    /// Times the cursor goes round without a select before auto scanning pauses (iOS's Loops).
    public var loops: Int
    /// The groups entered, outermost first.
    public private(set) var groups: [AccessibilityElementID] = []
    public private(set) var index = 0
    /// The scanner menu, open on `menuOwner`, and the entry the cursor is on.
    public private(set) var menu: [MenuItem]?
    public private(set) var menuOwner: AccessibilityElementID?
    public private(set) var menuIndex = 0
    /// Auto scanning stopped after its loops; a select starts it again.
    public private(set) var isPaused = false
    private var sinceStep = 0.0
    private var rounds = 0

    public static let intervalRange = 0.1...60.0

    public init(scanning: Scanning = .auto, interval: Double = 1, loops: Int = 4) {
        self.scanning = scanning
        self.interval = min(max(interval, Self.intervalRange.lowerBound), Self.intervalRange.upperBound)
        self.loops = max(1, loops)
    }

    // MARK: Items

    /// Whether Switch Control stops on an element: what can be acted on.
    static func isItem(_ element: AccessibilityElement) -> Bool {
        VoiceControl.reaches(element) || element.isAdjustable
    }

    /// The items of a level: each element that can be acted on, each container holding more
    /// than one such (a container holding one is that one), in reading order.
    static func items(of elements: [AccessibilityElement]) -> [Item] {
        var items: [Item] = []
        for element in elements {
            if element.isContainer || (!element.children.isEmpty && !isItem(element)) {
                let inner = Self.items(of: element.children)
                if inner.count > 1 {
                    items.append(.group(element.id, count: inner.count))
                } else {
                    items += inner
                }
            } else if isItem(element) {
                items.append(.element(element.id))
            }
        }
        return items
    }

    /// The items of the level the cursor scans: the screen's, or the entered group's with the
    /// way out last.
    public func items(in tree: AccessibilityTree) -> [Item] {
        guard let group = groups.last, let element = tree.element(group) else { return Self.items(of: tree.roots) }
        return Self.items(of: element.children) + [.exitGroup]
    }

    /// The item the cursor is on (nil while the menu is open or on an empty screen).
    public func highlighted(in tree: AccessibilityTree) -> Item? {
        guard menu == nil else { return nil }
        let items = items(in: tree)
        return items.indices.contains(index) ? items[index] : nil
    }

    /// The element under the cursor: the highlighted element or group, or the menu's owner.
    public func cursorElement(in tree: AccessibilityTree) -> AccessibilityElementID? {
        if menu != nil { return menuOwner }
        switch highlighted(in: tree) {
        case .element(let id), .group(let id, _): return id
        case .exitGroup: return groups.last
        case nil: return nil
        }
    }

    // MARK: Switches

    /// The move switch (or a tick of auto scanning): the next item, or the next menu entry.
    public mutating func next(in tree: AccessibilityTree) {
        sinceStep = 0
        if let menu {
            menuIndex = (menuIndex + 1) % max(1, menu.count)
            // The menu's rounds count as the items' do: auto scanning pauses on it too.
            if menuIndex == 0 {
                rounds += 1
                if scanning == .auto, rounds >= loops { isPaused = true }
            }
            return
        }
        let count = items(in: tree).count
        guard count > 0 else {
            // Nothing to scan: a round passes all the same, so auto scanning pauses.
            rounds += 1
            if scanning == .auto, rounds >= loops { isPaused = true }
            return
        }
        index += 1
        if index >= count {
            index = 0
            rounds += 1
            if scanning == .auto, rounds >= loops { isPaused = true }
        }
    }

    /// The select switch.
    public mutating func select(in tree: AccessibilityTree) -> Selection {
        sinceStep = 0
        rounds = 0
        if isPaused {
            isPaused = false
            return .nothing
        }
        if let menu, let owner = menuOwner {
            let chosen = menu[menuIndex]
            closeMenu()
            return .chose(chosen, on: owner)
        }
        switch highlighted(in: tree) {
        case .group(let id, _):
            groups.append(id)
            index = 0
            return .enteredGroup(id)
        case .exitGroup:
            return exitGroup(in: tree)
        case .element(let id):
            guard let element = tree.element(id) else { return .nothing }
            menu = Self.menu(for: element, in: tree)
            menuOwner = id
            menuIndex = 0
            return .openedMenu(id)
        case nil:
            return .nothing
        }
    }

    /// Back out: close the menu, or leave the group (Esc, or the exit item).
    public mutating func back(in tree: AccessibilityTree) -> Selection {
        sinceStep = 0
        if menu != nil {
            closeMenu()
            return .nothing
        }
        return groups.isEmpty ? .nothing : exitGroup(in: tree)
    }

    private mutating func exitGroup(in tree: AccessibilityTree) -> Selection {
        guard let left = groups.popLast() else { return .nothing }
        index = items(in: tree).firstIndex(where: {
            if case .group(let id, _) = $0 { id == left } else { false }
        }) ?? 0
        return .exitedGroup
    }

    private mutating func closeMenu() {
        menu = nil
        menuOwner = nil
        menuIndex = 0
    }

    /// The scanner menu for an element: what it can do, then Escape.
    static func menu(for element: AccessibilityElement, in tree: AccessibilityTree) -> [MenuItem] {
        var menu: [MenuItem] = []
        if element.defaultAction != nil || element.textEntry != nil { menu.append(.tap) }
        menu += element.actions.map { .action($0.name) }
        if element.isAdjustable { menu += [.increment, .decrement] }
        if element.scrollAction != nil || tree.ancestors(of: element.id).contains(where: { $0.scrollAction != nil }) {
            menu += [.scrollUp, .scrollDown]
        }
        menu.append(.escape)
        return menu
    }

    // MARK: Time

    /// Seconds until auto scanning moves the cursor; nil in manual scanning or while paused.
    public var secondsUntilNextStep: Double? {
        guard scanning == .auto, !isPaused else { return nil }
        return max(0, interval - sinceStep)
    }

    /// Time passes: auto scanning moves once per interval. Returns how many moves it made.
    @discardableResult
    public mutating func advance(by seconds: Double, in tree: AccessibilityTree) -> Int {
        guard scanning == .auto, seconds > 0 else { return 0 }
        var moves = 0
        var remaining = seconds
        while !isPaused, remaining >= interval - sinceStep {
            remaining -= interval - sinceStep
            next(in: tree)
            moves += 1
        }
        if !isPaused { sinceStep += remaining }
        return moves
    }

    /// Puts the cursor on `id` (code set a focus state `for: .switchControl`): into the groups
    /// that hold it, on its item. False when it is not an item Switch Control stops on.
    @discardableResult
    public mutating func moveCursor(to id: AccessibilityElementID, in tree: AccessibilityTree) -> Bool {
        func path(in elements: [AccessibilityElement], groups: [AccessibilityElementID]) -> ([AccessibilityElementID], Int)? {
            let items = Self.items(of: elements)
            for (index, item) in items.enumerated() {
                switch item {
                case .element(let found) where found == id: return (groups, index)
                case .group(let group, _):
                    if let element = tree.element(group), let inner = path(in: element.children, groups: groups + [group]) {
                        return inner
                    }
                default: continue
                }
            }
            return nil
        }
        guard let (groups, index) = path(in: tree.roots, groups: []) else { return false }
        closeMenu()
        self.groups = groups
        self.index = index
        sinceStep = 0
        rounds = 0
        isPaused = false
        return true
    }

    /// The tree changed: a group that went is left, and the cursor stays within the items.
    public mutating func reconcile(with tree: AccessibilityTree) {
        while let group = groups.last, tree.element(group) == nil { groups.removeLast() }
        if let owner = menuOwner, tree.element(owner) == nil { closeMenu() }
        let count = items(in: tree).count
        if index >= count { index = max(0, count - 1) }
    }
}
