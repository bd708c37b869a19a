import Foundation
import Testing
@testable import Accessibility

@MainActor
struct AccessibilityTreeTests {
    func element(_ id: String, _ label: String, children: [AccessibilityElement] = []) -> AccessibilityElement {
        var e = AccessibilityElement(id: AccessibilityElementID(id))
        e.label = label
        e.children = children
        return e
    }

    @Test("lookups, ancestors and the depth-first list agree")
    func lookups() {
        let tree = AccessibilityTree(roots: [element("a", "A", children: [element("b", "B"), element("c", "C")]), element("d", "D")])
        #expect(tree.allElements.map(\.label) == ["A", "B", "C", "D"])
        #expect(tree.element(AccessibilityElementID("c"))?.label == "C")
        #expect(tree.ancestors(of: AccessibilityElementID("c")).map(\.label) == ["A"])
        #expect(tree.ancestors(of: AccessibilityElementID("d")).isEmpty)
        #expect(tree.element(AccessibilityElementID("zz")) == nil)
    }

    @Test("a tree made from a previous one with the same ids finds the new elements; with other ids, it builds its own index")
    func previousIndex() {
        let old = AccessibilityTree(roots: [element("a", "A"), element("b", "B")])
        let relabelled = AccessibilityTree(roots: [element("a", "A2"), element("b", "B2")], previous: old)
        #expect(relabelled.element(AccessibilityElementID("b"))?.label == "B2")
        let reordered = AccessibilityTree(roots: [element("b", "B"), element("x", "X")], previous: old)
        #expect(reordered.element(AccessibilityElementID("b"))?.label == "B")
        #expect(reordered.element(AccessibilityElementID("x"))?.label == "X")
        #expect(reordered.element(AccessibilityElementID("a")) == nil)
        #expect(!reordered.isSameSnapshot(as: old))
        let copy = old
        #expect(copy.isSameSnapshot(as: old))
    }
}
