import Foundation

/// A snapshot of a screen's elements, with lookup by id.
///
/// Built once per tree change: one depth-first pass lists every element with its parent, so
/// lookups and ancestors need no further walk.
public struct AccessibilityTree {
    public let roots: [AccessibilityElement]
    /// Every element, depth first.
    public let allElements: [AccessibilityElement]
    /// The position in `allElements` of each element's parent, -1 for a root.
    private let parents: [Int]
    private let index: [AccessibilityElementID: Int]
    /// Identity of this snapshot: copies of one tree share it.
    private let identity = Identity()
    private final class Identity: Sendable {}

    /// True when both are the same snapshot (a source handed out its last tree again).
    public func isSameSnapshot(as other: AccessibilityTree) -> Bool { identity === other.identity }

    /// With `previous`, a tree whose elements have the same ids in the same order (a label or a
    /// value changed, nothing came or went) takes the previous index instead of building one.
    public init(roots: [AccessibilityElement], previous: AccessibilityTree? = nil) {
        self.roots = roots
        var flat: [AccessibilityElement] = []
        var parents: [Int] = []
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
            flat.append(element)
            parents.append(stack[top].parent)
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
        allElements = flat
        self.parents = parents
        self.index = index
    }

    public static var empty: AccessibilityTree { AccessibilityTree(roots: []) }

    public var count: Int { allElements.count }

    public func contains(_ id: AccessibilityElementID) -> Bool { index[id] != nil }

    public func element(_ id: AccessibilityElementID) -> AccessibilityElement? {
        guard let position = index[id] else { return nil }
        return allElements[position]
    }

    /// The elements around an element, outermost first.
    public func ancestors(of id: AccessibilityElementID) -> [AccessibilityElement] {
        guard var position = index[id] else { return [] }
        var result: [AccessibilityElement] = []
        while parents[position] >= 0 {
            position = parents[position]
            result.append(allElements[position])
        }
        result.reverse()
        return result
    }
}
