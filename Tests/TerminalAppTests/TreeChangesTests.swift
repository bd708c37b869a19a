import Accessibility
import Headless
import Testing

/// What the tree pane marks after a command: elements added, removed (where they were) and
/// changed, found by element id.
@Suite("Tree changes")
struct TreeChangesTests {
    func element(_ id: String, _ label: String, value: String? = nil, children: [AccessibilityElement] = [])
        -> AccessibilityElement {
        var element = AccessibilityElement(id: .init(id))
        element.label = label
        element.value = value
        element.children = children
        return element
    }

    func rows(_ tree: AccessibilityTree) -> [TreeRow] { TreeFormatter.rows(tree) }

    @Test("the same snapshot, or a tree with the same elements, has no changes")
    func unchanged() {
        let tree = AccessibilityTree(roots: [element("a", "Inbox"), element("b", "Lunch")])
        #expect(TreeChanges(from: tree, to: tree).isEmpty)
        #expect(TreeChanges(from: tree, to: AccessibilityTree(roots: [element("a", "Inbox"), element("b", "Lunch")])).isEmpty)
    }

    @Test("a new label, value, traits or dimming marks the element changed; its id keeps it the same element")
    func changed() {
        let old = AccessibilityTree(roots: [element("a", "Alerts", value: "0"), element("b", "Lunch")])
        var dimmed = element("b", "Lunch")
        dimmed.isEnabled = false
        let new = AccessibilityTree(roots: [element("a", "Alerts", value: "1"), dimmed])
        let changes = TreeChanges(from: old, to: new)
        #expect(changes.changed == [.init("a"): .value, .init("b"): .enabled])
        #expect(changes.added.isEmpty && changes.removed.isEmpty)
        #expect(changes.marking(rows(new)).map(\.change) == [.changed, .changed])
    }

    @Test("a tree patched from the old one (one row replaced) reports that row's changes, as a full comparison does")
    func patchedTree() {
        let roots = (0..<200).map { element("r\($0)", "Row \($0)", value: "0") }
        let old = AccessibilityTree(roots: roots)
        var changedRoots = roots
        changedRoots[120] = element("r120", "Row 120", value: "1")
        changedRoots[7] = element("r7", "Row 7", value: "0")  // a new value, the same contents
        let patched = AccessibilityTree(roots: changedRoots, previous: old)
        #expect(patched.changedPositions(since: old) == [7, 120])
        let changes = TreeChanges(from: old, to: patched)
        #expect(changes.changed == [.init("r120"): .value])
        #expect(changes.added.isEmpty && changes.removed.isEmpty)
        #expect(changes.changed == TreeChanges(from: old, to: AccessibilityTree(roots: changedRoots)).changed)
    }

    @Test("an added element is marked added; a removed one is put back, marked, where it was")
    func addedAndRemoved() {
        let old = AccessibilityTree(roots: [
            element("list", "Inbox", children: [element("1", "Lunch"), element("2", "Budget", children: [element("2a", "Note")])]),
            element("switch", "Alerts"),
        ])
        let new = AccessibilityTree(roots: [
            element("list", "Inbox", children: [element("2", "Budget", children: [element("2a", "Note")]), element("3", "New")]),
            element("switch", "Alerts"),
        ])
        let changes = TreeChanges(from: old, to: new)
        #expect(changes.added == [.init("3")])
        #expect(changes.removed.map(\.id) == [.init("1")])
        let marked = changes.marking(rows(new))
        #expect(marked.map(\.id.rawValue) == ["list", "1", "2", "2a", "3", "switch"])
        #expect(marked.map(\.change) == [nil, .removed, nil, nil, .added, nil])
        #expect(marked[1].depth == 1 && marked[1].text.contains("\"Lunch\""))
    }

    @Test("a removed subtree comes back whole, after its preceding sibling's children")
    func removedSubtree() {
        let old = AccessibilityTree(roots: [
            element("a", "A", children: [element("a1", "A1")]),
            element("b", "B", children: [element("b1", "B1")]),
            element("c", "C"),
        ])
        let new = AccessibilityTree(roots: [element("a", "A", children: [element("a1", "A1")]), element("c", "C")])
        let marked = TreeChanges(from: old, to: new).marking(rows(new))
        #expect(marked.map(\.id.rawValue) == ["a", "a1", "b", "b1", "c"])
        #expect(marked.map(\.depth) == [0, 1, 0, 1, 0])
    }

    @Test("changes after a command add to it: what came and went is shown removed, later changes join earlier ones")
    func merged() {
        let start = AccessibilityTree(roots: [element("a", "Inbox", value: "1")])
        let banner = AccessibilityTree(roots: [element("a", "Inbox", value: "2"), element("n", "Jack favorited your trip")])
        let gone = AccessibilityTree(roots: [element("a", "Inbox", value: "2")])
        let changes = TreeChanges(from: start, to: banner).merged(with: TreeChanges(from: banner, to: gone))
        #expect(changes.added.isEmpty)
        #expect(changes.changed == [.init("a"): .value])
        #expect(changes.removed.map(\.id) == [.init("n")])
        #expect(changes.withoutRemoved().removed.isEmpty)
        #expect(changes.marking(rows(gone)).map(\.change) == [.changed, .removed])
    }
}
