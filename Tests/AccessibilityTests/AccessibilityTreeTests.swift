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

/// Rotor keys: an `Int` id with no namespace is kept without a box, and equals the same id
/// written any other way.
struct RotorKeyTests {
    @Test("a key is equal, and hashes equal, however its id was written; namespaces and ids tell keys apart")
    func keysCompareByIDAndNamespace() {
        let plain = AccessibilityRotorKey(id: 5, namespace: nil)
        let boxed = AccessibilityRotorKey(id: AnyHashable(5), namespace: nil)
        #expect(plain == boxed)
        #expect(plain.hashValue == boxed.hashValue)
        #expect(plain.id == AnyHashable(5) && plain.namespace == nil)
        let spaced = AccessibilityRotorKey(id: 5, namespace: NamespaceIdentifier(rawValue: 1))
        #expect(spaced != plain)
        #expect(spaced.namespace == NamespaceIdentifier(rawValue: 1))
        #expect(AccessibilityRotorKey(id: "5", namespace: nil) != plain)
        #expect(AccessibilityRotorKey(id: 6, namespace: nil) != plain)
        var moved = plain
        moved.namespace = NamespaceIdentifier(rawValue: 1)
        #expect(moved == spaced)
        moved.id = "row"
        #expect(moved == AccessibilityRotorKey(id: "row", namespace: NamespaceIdentifier(rawValue: 1)))
        #expect(Set([plain, boxed, spaced]).count == 2)
    }
}
