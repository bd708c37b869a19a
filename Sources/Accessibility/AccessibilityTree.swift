import Foundation

/// A snapshot of a screen's elements, with lookup by id.
public struct AccessibilityTree {
    public let roots: [AccessibilityElement]
    /// Path of child indices from `roots` to each element.
    private let paths: [AccessibilityElementID: [Int]]

    public init(roots: [AccessibilityElement]) {
        self.roots = roots
        var paths: [AccessibilityElementID: [Int]] = [:]
        func index(_ elements: [AccessibilityElement], prefix: [Int]) {
            for (i, element) in elements.enumerated() {
                let path = prefix + [i]
                paths[element.id] = path
                index(element.children, prefix: path)
            }
        }
        index(roots, prefix: [])
        self.paths = paths
    }

    public static var empty: AccessibilityTree { AccessibilityTree(roots: []) }

    public var count: Int { paths.count }

    public func contains(_ id: AccessibilityElementID) -> Bool { paths[id] != nil }

    public func element(_ id: AccessibilityElementID) -> AccessibilityElement? {
        guard let path = paths[id], let first = path.first else { return nil }
        var element = roots[first]
        for i in path.dropFirst() { element = element.children[i] }
        return element
    }

    /// The ids of the containers around an element, outermost first.
    public func ancestors(of id: AccessibilityElementID) -> [AccessibilityElement] {
        guard let path = paths[id], let first = path.first else { return [] }
        var result: [AccessibilityElement] = []
        var element = roots[first]
        for i in path.dropFirst() {
            result.append(element)
            element = element.children[i]
        }
        return result
    }

    /// Every element, depth first.
    public var allElements: [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        result.reserveCapacity(paths.count)
        for root in roots { root.forEachDescendant { result.append($0) } }
        return result
    }
}
