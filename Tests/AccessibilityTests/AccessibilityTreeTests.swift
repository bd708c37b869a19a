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

    @Test("a tree of roots alone, patched with one root changed, reports that position; a root that gains children makes a tree built afresh")
    func flatTreePatched() {
        let rows = (0..<100).map { element("r\($0)", "Row \($0)") }
        let old = AccessibilityTree(roots: rows)
        var changed = rows
        changed[40] = element("r40", "Row 40, on")
        let patched = AccessibilityTree(roots: changed, previous: old)
        #expect(patched.changedPositions(since: old) == [40])
        #expect(patched.allElements.map(\.label) == changed.map(\.label))
        #expect(patched.element(AccessibilityElementID("r40"))?.label == "Row 40, on")
        #expect(patched.depth(at: 40) == 0)
        var grown = rows
        grown[7] = element("r7", "Row 7", children: [element("r7c", "Detail")])
        let rebuilt = AccessibilityTree(roots: grown, previous: patched)
        #expect(rebuilt.changedPositions(since: patched) == nil)
        #expect(rebuilt.count == 101)
        #expect(rebuilt.allElements[8].label == "Detail")
        #expect(rebuilt.depth(at: 8) == 1)
        #expect(rebuilt.ancestors(of: AccessibilityElementID("r7c")).map(\.label) == ["Row 7"])
        #expect(rebuilt.element(AccessibilityElementID("r8"))?.label == "Row 8")
    }

    @Test("a list container whose one row changed is patched at that row: the container and the row are the changed positions, not the list")
    func containerPatchedAtItsChangedRow() {
        let rows = (0..<200).map { element("r\($0)", "Row \($0)", children: $0 == 9 ? [element("r9c", "Detail")] : []) }
        let list = element("list", "", children: rows)
        let title = element("title", "Mailboxes")
        let old = AccessibilityTree(roots: [title, list])
        var changedRows = rows
        changedRows[120] = element("r120", "Row 120, selected")
        var newList = list
        newList.children = changedRows
        let patched = AccessibilityTree(roots: [title, newList], previous: old)
        // Depth first: the title is 0, the list 1, rows from 2 (row 9's detail after row 9).
        #expect(patched.changedPositions(since: old) == [1, 123])
        #expect(patched.allElements.map(\.label) == AccessibilityTree(roots: [title, newList]).allElements.map(\.label))
        #expect(patched.element(AccessibilityElementID("r120"))?.label == "Row 120, selected")
        #expect(patched.ancestors(of: AccessibilityElementID("r120")).map(\.id) == [AccessibilityElementID("list")])
        // A changed row inside a changed row, below a row with children of its own.
        var deeper = changedRows
        deeper[9] = element("r9", "Row 9", children: [element("r9c", "Detail, new")])
        newList.children = deeper
        let nested = AccessibilityTree(roots: [title, newList], previous: patched)
        #expect(nested.changedPositions(since: patched) == [1, 11, 12])
        #expect(nested.element(AccessibilityElementID("r9c"))?.label == "Detail, new")
        // A row that loses its child changes the shape: built afresh.
        deeper[9] = element("r9", "Row 9")
        newList.children = deeper
        let reshaped = AccessibilityTree(roots: [title, newList], previous: nested)
        #expect(reshaped.changedPositions(since: nested) == nil)
        #expect(reshaped.count == nested.count - 1)
        #expect(reshaped.element(AccessibilityElementID("r9c")) == nil)
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

    @Test("a number of another type that AnyHashable calls equal to an Int is an equal key with an equal hash; ids that differ stay apart")
    func numbersOfOtherTypesHashAsTheirInt() {
        let plain = AccessibilityRotorKey(id: 5, namespace: nil)
        let others: [AnyHashable] = [AnyHashable(Int8(5)), AnyHashable(UInt64(5)), AnyHashable(Int32(5)), AnyHashable(Double(5)), AnyHashable(Float(5))]
        for id in others {
            let key = AccessibilityRotorKey(id: id, namespace: nil)
            // The rule Hashable asks for: keys that are equal hash alike.
            if key == plain { #expect(key.hashValue == plain.hashValue, "\(type(of: id.base))") }
        }
        #expect(AccessibilityRotorKey(id: AnyHashable(Int8(5)), namespace: nil) == plain)
        #expect(Set([plain] + others.map { AccessibilityRotorKey(id: $0, namespace: nil) }).contains(plain))
        let apart: [AccessibilityRotorKey] = [
            plain,
            AccessibilityRotorKey(id: AnyHashable(UInt64.max), namespace: nil),
            AccessibilityRotorKey(id: AnyHashable(Double.nan), namespace: nil),
            AccessibilityRotorKey(id: AnyHashable(5.5), namespace: nil),
            AccessibilityRotorKey(id: "5", namespace: nil),
            AccessibilityRotorKey(id: AnyHashable(Int8(5)), namespace: NamespaceIdentifier(rawValue: 2)),
        ]
        #expect(Set(apart).count == apart.count)
        #expect(Dictionary(uniqueKeysWithValues: apart.enumerated().map { ($1, $0) })[AccessibilityRotorKey(id: 5, namespace: nil)] == 0)
    }
}
