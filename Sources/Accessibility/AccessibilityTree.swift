import Foundation

/// A snapshot of a screen's elements, with lookup by id.
///
/// Built once per tree change: one depth-first pass lists every element with its parent, so
/// lookups and ancestors need no further walk.
public struct AccessibilityTree {
    /// What a tree holds, behind one reference: a tree is copied often (a reader keeps the
    /// last one, a command compares it with the next), and a copy then costs one retain.
    private let storage: Storage

    private final class Storage {
        let roots: [AccessibilityElement]
        let allElements: [AccessibilityElement]
        let parents: [Int32]
        let index: [AccessibilityElementID: Int]
        let rootPositions: [Int32]
        let identity: Identity
        let patch: (from: Identity, positions: [Int])?

        init(roots: [AccessibilityElement], allElements: [AccessibilityElement], parents: [Int32],
             index: [AccessibilityElementID: Int], rootPositions: [Int32], patch: (from: Identity, positions: [Int])?) {
            self.roots = roots
            self.allElements = allElements
            self.parents = parents
            self.index = index
            self.rootPositions = rootPositions
            self.identity = Identity()
            self.patch = patch
        }
    }

    public var roots: [AccessibilityElement] { storage.roots }
    /// Every element, depth first.
    public var allElements: [AccessibilityElement] { storage.allElements }
    /// Each element's parent's position in `allElements`, -1 for a root (32 bits: a tree never
    /// holds two billion elements).
    private var parents: [Int32] { storage.parents }
    private var index: [AccessibilityElementID: Int] { storage.index }
    /// The position in `allElements` of each root.
    private var rootPositions: [Int32] { storage.rootPositions }
    /// Identity of this snapshot: copies of one tree share it.
    private var identity: Identity { storage.identity }
    private final class Identity: Sendable {}
    /// When this tree was made from another by replacing elements in place (same ids, same
    /// shape): that tree's identity, and the positions whose elements were replaced.
    private var patch: (from: Identity, positions: [Int])? { storage.patch }

    /// True when both are the same snapshot (a source handed out its last tree again).
    public func isSameSnapshot(as other: AccessibilityTree) -> Bool { identity === other.identity }

    /// The positions in `allElements` whose elements differ from `other`'s, when this tree was
    /// made from `other` with the same ids in the same shape; nil when that is not known. A
    /// reader can then look at those elements alone.
    public func changedPositions(since other: AccessibilityTree) -> [Int]? {
        if isSameSnapshot(as: other) { return [] }
        guard let patch, patch.from === other.identity else { return nil }
        return patch.positions
    }

    /// With `previous`, a tree whose elements have the same ids in the same order (a label or a
    /// value changed, nothing came or went) takes the previous index instead of building one;
    /// when only some roots are new values with the same ids and shape as before (one row of a
    /// long list changed), it takes everything from `previous` and replaces just those.
    public init(roots: [AccessibilityElement], previous: AccessibilityTree? = nil) {
        if let previous, let patched = Self.patching(previous, with: roots) {
            self = patched
            return
        }
        var flat: [AccessibilityElement] = []
        var parents: [Int32] = []
        var rootPositions: [Int32] = []
        rootPositions.reserveCapacity(roots.count)
        if let previous { flat.reserveCapacity(previous.allElements.count); parents.reserveCapacity(previous.allElements.count) }
        // An explicit stack of (siblings, next sibling, parent position), deepest last.
        var stack: [(siblings: [AccessibilityElement], next: Int, parent: Int)] = [(roots, 0, -1)]
        while !stack.isEmpty {
            let top = stack.count - 1
            let next = stack[top].next
            guard next < stack[top].siblings.count else {
                stack.removeLast()
                continue
            }
            stack[top].next = next + 1
            let element = stack[top].siblings[next]
            let position = flat.count
            if top == 0 { rootPositions.append(Int32(position)) }
            flat.append(element)
            parents.append(Int32(stack[top].parent))
            let children = element.children
            if !children.isEmpty { stack.append((children, 0, position)) }
        }
        var index: [AccessibilityElementID: Int]
        if let previous, previous.parents == parents,
           zip(previous.allElements, flat).allSatisfy({ $0.id == $1.id }) {
            index = previous.index
        } else {
            index = [:]
            index.reserveCapacity(flat.count)
            for (position, element) in flat.enumerated() { index[element.id] = position }
        }
        // No element has children (a list of rows): the roots are every element, and one array
        // holds them for both.
        storage = Storage(roots: roots, allElements: flat.count == roots.count ? roots : flat, parents: parents,
                          index: index, rootPositions: rootPositions, patch: nil)
    }

    private init(roots: [AccessibilityElement], allElements: [AccessibilityElement], from previous: AccessibilityTree, positions: [Int]) {
        storage = Storage(roots: roots, allElements: allElements, parents: previous.parents, index: previous.index,
                          rootPositions: previous.rootPositions, patch: (previous.identity, positions))
    }

    /// `previous` with the elements that are not the very same values replaced, when each has
    /// the id and shape (ids and child counts, depth first) of the element it replaces; nil
    /// otherwise, or when so many changed that building afresh costs no more.
    ///
    /// A replaced element whose children are mostly the very same values as before (a list
    /// whose one row changed) is looked into: only its changed descendants are replaced, and
    /// only they and it count as changed, so a reader looks at two rows, not at the list.
    private static func patching(_ previous: AccessibilityTree, with roots: [AccessibilityElement]) -> AccessibilityTree? {
        guard roots.count == previous.roots.count, roots.count == previous.rootPositions.count else { return nil }
        let limit = max(64, previous.allElements.count / 8)
        var changedRoots: [Int] = []
        roots.withUnsafeBufferPointer { new in
            previous.roots.withUnsafeBufferPointer { old in
                for i in 0..<new.count where !new[i].isIdentical(to: old[i]) {
                    changedRoots.append(i)
                    if changedRoots.count > limit { break }
                }
            }
        }
        guard changedRoots.count <= limit else { return nil }
        // A tree of roots alone stays one (each replacement is checked to have no children):
        // its roots are its elements, with nothing to copy.
        let isFlat = previous.allElements.count == previous.roots.count
        var patch = Patch(previous: previous.allElements, parents: previous.parents, limit: limit, copies: !isFlat)
        for i in changedRoots {
            let start = Int(previous.rootPositions[i])
            let end = i + 1 < roots.count ? Int(previous.rootPositions[i + 1]) : previous.allElements.count
            guard patch.replace(with: roots[i], at: start) == end else { return nil }
        }
        return AccessibilityTree(roots: roots, allElements: isFlat ? roots : patch.elements, from: previous, positions: patch.positions)
    }

    /// The depth-first elements of a tree with some replaced in place (`patching`).
    private struct Patch {
        let previous: [AccessibilityElement]
        /// `previous`'s parents' positions, which give a subtree's size without visiting it.
        let parents: [Int32]
        let limit: Int
        /// False for a tree of roots alone, whose new roots are its elements as they are.
        let copies: Bool
        private(set) var elements: [AccessibilityElement] = []
        private(set) var positions: [Int] = []

        init(previous: [AccessibilityElement], parents: [Int32], limit: Int, copies: Bool) {
            self.previous = previous
            self.parents = parents
            self.limit = limit
            self.copies = copies
            if copies { elements = previous }
        }

        /// Puts `element` and its descendants in place of the subtree at `position`; returns
        /// the position after it, or nil when the shape differs or too much changed.
        mutating func replace(with element: AccessibilityElement, at position: Int) -> Int? {
            guard position < previous.count else { return nil }
            let old = previous[position]
            if element.isIdentical(to: old) { return end(ofSubtreeAt: position) }
            guard element.id == old.id, element.children.count == old.children.count, positions.count < limit else { return nil }
            positions.append(position)
            if copies { elements[position] = element }
            var next = position + 1
            for child in element.children {
                guard let end = replace(with: child, at: next) else { return nil }
                next = end
            }
            return next
        }

        /// The position after the subtree at `position`. Depth first, the positions after it that
        /// belong to it are those whose parent is at it or after it: a leaf's end is found by
        /// looking at one parent, without touching an element.
        private func end(ofSubtreeAt position: Int) -> Int {
            var end = position + 1
            while end < parents.count, Int(parents[end]) >= position { end += 1 }
            return end
        }
    }

    public static var empty: AccessibilityTree { AccessibilityTree(roots: []) }

    public var count: Int { allElements.count }

    public func contains(_ id: AccessibilityElementID) -> Bool { index[id] != nil }

    /// Where each element is in `allElements`, by id. A tree made from this one with its
    /// elements where they were shares the same table, so an index built on these positions
    /// (the reader's order) stays right for it.
    public struct Positions {
        fileprivate let table: [AccessibilityElementID: Int]
        public subscript(id: AccessibilityElementID) -> Int? { table[id] }
    }
    public var positions: Positions { Positions(table: index) }

    /// How many ancestors the element at `position` of `allElements` has (0 for a root).
    public func depth(at position: Int) -> Int {
        var depth = 0
        var current = parents[position]
        while current >= 0 {
            depth += 1
            current = parents[Int(current)]
        }
        return depth
    }

    /// The position in `allElements` of the parent of the element at `position`; nil for a root.
    /// A parent comes before its children.
    public func parentPosition(at position: Int) -> Int? {
        let parent = parents[position]
        return parent >= 0 ? Int(parent) : nil
    }

    public func element(_ id: AccessibilityElementID) -> AccessibilityElement? {
        guard let position = index[id] else { return nil }
        return allElements[position]
    }

    /// The elements around an element, outermost first.
    public func ancestors(of id: AccessibilityElementID) -> [AccessibilityElement] {
        guard var position = index[id] else { return [] }
        var result: [AccessibilityElement] = []
        while parents[position] >= 0 {
            position = Int(parents[position])
            result.append(allElements[position])
        }
        result.reverse()
        return result
    }
}
