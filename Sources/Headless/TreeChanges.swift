import Accessibility

/// What one command (or the time after it) did to the element tree: the elements that came,
/// went or changed, keyed by element id. The explorer marks them in the tree pane until the next
/// command, and shows removed elements for a moment where they were.
public struct TreeChanges: Sendable {
    /// What changed on an element that stayed.
    public struct Aspects: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let label = Aspects(rawValue: 1 << 0)
        public static let value = Aspects(rawValue: 1 << 1)
        public static let traits = Aspects(rawValue: 1 << 2)
        /// Enabled ↔ dimmed.
        public static let enabled = Aspects(rawValue: 1 << 3)
    }

    /// An element that went, as its tree row read, and where it was.
    public struct Removed: Hashable, Sendable {
        public var id: AccessibilityElementID
        public var depth: Int
        public var text: String
        /// The element before it in the old tree's depth-first order: it is shown after that one.
        public var after: AccessibilityElementID?
    }

    public private(set) var added: Set<AccessibilityElementID> = []
    public private(set) var changed: [AccessibilityElementID: Aspects] = [:]
    public private(set) var removed: [Removed] = []

    public init() {}

    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }

    /// The changes from `old` to `new`. Costs one pass over each tree; for a tree patched from
    /// the old one, a look at the patched elements only; nothing when both are the same snapshot.
    public init(from old: AccessibilityTree, to new: AccessibilityTree) {
        guard !old.isSameSnapshot(as: new) else { return }
        // A tree patched from the old one (a row's state changed) holds the same ids in the
        // same places, and only the patched positions can differ.
        if let positions = new.changedPositions(since: old) {
            for position in positions {
                let aspects = TreeChanges.aspects(old.allElements[position], new.allElements[position])
                if !aspects.isEmpty { changed[new.allElements[position].id] = aspects }
            }
            return
        }
        let sameIDs = old.count == new.count && zip(old.allElements, new.allElements).allSatisfy { $0.id == $1.id }
        if sameIDs {
            for (before, after) in zip(old.allElements, new.allElements) {
                let aspects = TreeChanges.aspects(before, after)
                if !aspects.isEmpty { changed[after.id] = aspects }
            }
            return
        }
        var oldByID: [AccessibilityElementID: AccessibilityElement] = [:]
        oldByID.reserveCapacity(old.count)
        for element in old.allElements { oldByID[element.id] = element }
        for element in new.allElements {
            if let before = oldByID.removeValue(forKey: element.id) {
                let aspects = TreeChanges.aspects(before, element)
                if !aspects.isEmpty { changed[element.id] = aspects }
            } else {
                added.insert(element.id)
            }
        }
        guard !oldByID.isEmpty else { return }
        // What is left went: walk the old tree once more for their depth and neighbours.
        var previous: AccessibilityElementID?
        func visit(_ element: AccessibilityElement, depth: Int) {
            if oldByID[element.id] != nil {
                removed.append(Removed(id: element.id, depth: depth, text: TreeFormatter.line(for: element), after: previous))
            }
            previous = element.id
            for child in element.children { visit(child, depth: depth + 1) }
        }
        for root in old.roots { visit(root, depth: 0) }
    }

    static func aspects(_ before: AccessibilityElement, _ after: AccessibilityElement) -> Aspects {
        var aspects: Aspects = []
        if before.label != after.label { aspects.insert(.label) }
        if before.value != after.value { aspects.insert(.value) }
        if before.traits != after.traits { aspects.insert(.traits) }
        if before.isEnabled != after.isEnabled { aspects.insert(.enabled) }
        return aspects
    }

    /// These changes followed by `later` (time passing after a command): everything that changed
    /// since the command. An element that came and went again is shown as removed.
    public func merged(with later: TreeChanges) -> TreeChanges {
        var result = self
        let laterRemoved = Set(later.removed.map(\.id))
        result.added.subtract(laterRemoved)
        result.added.formUnion(later.added)
        result.removed.removeAll { later.added.contains($0.id) || laterRemoved.contains($0.id) }
        result.removed += later.removed
        for (id, aspects) in later.changed where !result.added.contains(id) {
            result.changed[id, default: []].formUnion(aspects)
        }
        for id in laterRemoved { result.changed[id] = nil }
        for id in later.added { result.changed[id] = nil }
        return result
    }

    /// The same changes without the removed elements (their moment is over).
    public func withoutRemoved() -> TreeChanges {
        var result = self
        result.removed = []
        return result
    }

    /// What changed on an element, if anything.
    public func change(of id: AccessibilityElementID) -> TreeRow.Change? {
        if added.contains(id) { return .added }
        if changed[id] != nil { return .changed }
        return nil
    }

    /// The tree pane's rows with these changes marked, and the removed elements put back as
    /// rows where they were (after the row before them in the old tree, past its subtree).
    public func marking(_ rows: [TreeRow]) -> [TreeRow] {
        Array(TreeRows(rows).marked(with: self))
    }
}
