import Accessibility
import Foundation

/// The focusable elements of one tree in VoiceOver's order, computed once per tree change.
///
/// Navigation reads `ids` and `index` only, so next / previous / first / last cost O(1) per
/// move whatever the size of the screen; building the order is O(n log n) and happens only
/// when the reader takes a new tree.
struct ReadingOrder {
    /// Focusable (non-container) elements in reading order.
    private(set) var ids: [AccessibilityElementID] = []
    /// Position of each focusable element in `ids`.
    private(set) var index = OrderIndex()
    /// The positions a navigable container's leaves occupy: contiguous, since a container
    /// keeps its children together.
    private(set) var containerRanges: [AccessibilityElementID: Range<Int>] = [:]
    /// Navigable containers, by the position of their first leaf.
    private(set) var containerStarts: [Int] = []
    private(set) var headings: [Int] = []
    private(set) var links: [Int] = []
    /// Elements that app code asked to focus (`@AccessibilityFocusState`).
    private(set) var focusRequests: [AccessibilityElementID] = []

    /// Origins closer than this vertically are one row: 8 points on an iPhone, 13 on an iPad
    /// (and every other idiom), the cut-offs Cash App's AccessibilitySnapshot measured against
    /// VoiceOver. Apple publishes no number.
    static func rowTolerance(for idiom: UIUserInterfaceIdiom) -> Double { idiom == .phone ? 8 : 13 }

    init() {}

    init(tree: AccessibilityTree, idiom: UIUserInterfaceIdiom = .phone) {
        let nodes = Self.arrange(tree.roots, rowTolerance: Self.rowTolerance(for: idiom))
        // At most one position per element: made once at full size, not grown (and copied)
        // as the order fills.
        ids.reserveCapacity(tree.count)
        index = OrderIndex(tree: tree)
        for node in nodes { append(node) }
        containerStarts.sort()
    }

    var count: Int { ids.count }

    /// True when two trees give the same order: the same elements in the same structure, with
    /// the same frames, sort priorities, modality, focus requests and heading and link traits.
    /// One walk of cheap comparisons, much less than ordering the tree again.
    static func arrangesAlike(_ a: AccessibilityTree, _ b: AccessibilityTree) -> Bool {
        if a.isSameSnapshot(as: b) { return true }
        let ordering: AccessibilityTraits = [.isModal, .isHeader, .isLink]
        func same(_ p: AccessibilityElement, _ q: AccessibilityElement) -> Bool {
            p.id == q.id && p.frame == q.frame && p.sortPriority == q.sortPriority && p.scrollFrame == q.scrollFrame
                && p.isContainer == q.isContainer && p.requestsFocus == q.requestsFocus
                && p.layoutDirection == q.layoutDirection
                && p.traits.intersection(ordering) == q.traits.intersection(ordering)
        }
        // A tree made from the other by replacing elements in place: only those can differ.
        if let changed = b.changedPositions(since: a) {
            return changed.allSatisfy { same(a.allElements[$0], b.allElements[$0]) }
        }
        func alike(_ x: [AccessibilityElement], _ y: [AccessibilityElement]) -> Bool {
            guard x.count == y.count else { return false }
            for (p, q) in zip(x, y) {
                guard same(p, q), alike(p.children, q.children) else { return false }
            }
            return true
        }
        return alike(a.roots, b.roots)
    }

    /// One sibling, with its navigable descendants already in order; or the siblings that
    /// scroll in one scroll view, in order among themselves (`scrolled`).
    private struct Node {
        var element: AccessibilityElement
        var children: [Node]
        /// The content of a scroll view whose content reaches past its frame: placed where the
        /// scroll view is, and no container of its own.
        var scrolled = false
        /// Where VoiceOver places it among its siblings: its origin, or a container's first
        /// element's, or the scroll view's its content scrolls in.
        var anchor: CGPoint {
            if let scrollFrame = element.scrollFrame { return scrollFrame.origin }
            return children.first?.anchor ?? element.frame.origin
        }
    }

    /// A sibling's place while the siblings are sorted: a few numbers, not the sibling.
    private struct Key {
        var y: Double
        var x: Double
        /// Position among the siblings: the tree order that breaks ties.
        var index: Int32
    }

    /// VoiceOver's default order for one list of siblings: the last modal sibling alone if any,
    /// higher `sortPriority` first, then top-to-bottom by rows, then leading-to-trailing: left
    /// to right, or right to left in a right-to-left layout (by the origin's x from the largest,
    /// as AccessibilitySnapshot orders a right-to-left screen).
    private static func arrange(_ siblings: [AccessibilityElement], rowTolerance: Double) -> [Node] {
        var candidates = siblings
        if let modal = siblings.lastIndex(where: { $0.traits.contains(.isModal) }) {
            candidates = [siblings[modal]]
        }
        // The siblings that scroll in a scroll view reaching past its frame stand as one.
        var scrolled: [Int32: [Node]] = [:]
        if candidates.contains(where: { $0.scrollFrame != nil }) {
            (candidates, scrolled) = gatherScrolled(candidates, rowTolerance: rowTolerance)
        }
        // Containers are arranged first: each is placed by its first element.
        var containers: [Int32: [Node]] = [:]
        var keys: [Key] = []
        keys.reserveCapacity(candidates.count)
        for (i, element) in candidates.enumerated() {
            if let anchor = element.scrollFrame?.origin, let members = scrolled[Int32(i)], !members.isEmpty {
                containers[Int32(i)] = members
                keys.append(Key(y: Double(anchor.y), x: Double(anchor.x), index: Int32(i)))
            } else if element.isContainer {
                let children = element.rowWindow?.readsInListOrder == true
                    ? inListOrder(element.children, rowTolerance: rowTolerance)
                    : arrange(element.children, rowTolerance: rowTolerance)
                // An empty container is not navigable.
                guard let first = children.first else { continue }
                containers[Int32(i)] = children
                let anchor = first.anchor
                keys.append(Key(y: Double(anchor.y), x: Double(anchor.x), index: Int32(i)))
            } else {
                let origin = element.frame.origin
                keys.append(Key(y: Double(origin.y), x: Double(origin.x), index: Int32(i)))
            }
        }
        // Group by priority (higher first), then rows, then leading-to-trailing; tree order breaks ties.
        // One priority (most screens) is found without hashing every sibling's.
        let firstPriority = keys.first.map { candidates[Int($0.index)].sortPriority }
        let priorities = keys.contains { candidates[Int($0.index)].sortPriority != firstPriority }
            ? Set(keys.map { candidates[Int($0.index)].sortPriority }).sorted(by: >)
            : firstPriority.map { [$0] } ?? []
        var result: [Node] = []
        result.reserveCapacity(keys.count)
        for priority in priorities {
            // One priority (most screens): the siblings themselves, sorted where they are,
            // not a filtered copy and a sorted copy of it.
            var group: [Key]
            if priorities.count == 1 {
                group = keys
                keys = []
            } else {
                group = keys.filter { candidates[Int($0.index)].sortPriority == priority }
            }
            group.sort { ($0.y, $0.index) < ($1.y, $1.index) }
            var row: [Key] = []
            var rowTop = 0.0
            func flush() {
                // A row reads from the right when its elements were laid out right to left; in a
                // row of both, the element first in the tree decides.
                let first = row.min { $0.index < $1.index }
                if let first, candidates[Int(first.index)].layoutDirection == .rightToLeft {
                    row.sort { ($1.x, $0.index) < ($0.x, $1.index) }
                } else {
                    row.sort { ($0.x, $0.index) < ($1.x, $1.index) }
                }
                for key in row {
                    let element = candidates[Int(key.index)]
                    result.append(Node(element: element, children: containers[key.index] ?? [],
                                       scrolled: element.scrollFrame != nil && scrolled[key.index] != nil))
                }
                row.removeAll(keepingCapacity: true)
            }
            for key in group {
                if row.isEmpty || key.y - rowTop >= rowTolerance {
                    flush()
                    rowTop = key.y
                }
                row.append(key)
            }
            flush()
        }
        return result
    }

    /// Siblings in the order they come (`AccessibilityRowWindow.readsInListOrder`), each
    /// container's own elements arranged as VoiceOver arranges them.
    private static func inListOrder(_ siblings: [AccessibilityElement], rowTolerance: Double) -> [Node] {
        siblings.compactMap { element in
            guard element.isContainer else { return Node(element: element, children: []) }
            let children = arrange(element.children, rowTolerance: rowTolerance)
            return children.isEmpty ? nil : Node(element: element, children: children)
        }
    }

    /// The siblings that scroll in one scroll view (`scrollFrame`) arranged among themselves,
    /// and the siblings with the first of each such group standing for it, by its index there.
    private static func gatherScrolled(_ siblings: [AccessibilityElement], rowTolerance: Double)
        -> ([AccessibilityElement], [Int32: [Node]]) {
        var groups: [CGPoint: [AccessibilityElement]] = [:]
        var firsts: [CGPoint: Int] = [:]
        var rest: [AccessibilityElement] = []
        for element in siblings {
            guard let anchor = element.scrollFrame?.origin else { rest.append(element); continue }
            if groups[anchor] == nil {
                firsts[anchor] = rest.count
                rest.append(element)
            }
            groups[anchor, default: []].append(element)
        }
        var scrolled: [Int32: [Node]] = [:]
        for (anchor, members) in groups {
            var inner = members
            for j in inner.indices { AccessibilityElement.Geometry.modify(&inner[j]) { $0.scrollFrame = nil } }
            scrolled[Int32(firsts[anchor] ?? 0)] = arrange(inner, rowTolerance: rowTolerance)
        }
        return (rest, scrolled)
    }

    private mutating func append(_ node: Node) {
        let element = node.element
        let start = ids.count
        if node.scrolled {
            for child in node.children { append(child) }
            return
        }
        if element.isContainer {
            for child in node.children { append(child) }
            containerRanges[element.id] = start..<ids.count
            containerStarts.append(start)
        } else {
            ids.append(element.id)
            index.set(start, for: element.id)
            if element.traits.contains(.isHeader) { headings.append(start) }
            if element.traits.contains(.isLink) { links.append(start) }
        }
        if element.requestsFocus { focusRequests.append(element.id) }
    }

    /// The focusable position for an element id: itself, a container's first leaf, or the
    /// nearest navigable ancestor of an element inside a leaf.
    func position(of id: AccessibilityElementID, in tree: AccessibilityTree) -> Int? {
        if let i = index[id] { return i }
        if let range = containerRanges[id] { return range.lowerBound }
        for ancestor in tree.ancestors(of: id).reversed() {
            if let i = index[ancestor.id] { return i }
        }
        return nil
    }
}

/// An element's position in the reading order, by id: the tree's own id table gives the
/// element's place in the tree, and one small number per tree position its place in the order.
/// A second table from ids would cost as much as the tree's again.
struct OrderIndex {
    private var treePositions: AccessibilityTree.Positions?
    /// By position in the tree: the position in the order, or -1 where the element is not one
    /// the cursor stops on.
    private var orderPositions: [Int32] = []

    init() {}

    init(tree: AccessibilityTree) {
        treePositions = tree.positions
        orderPositions = Array(repeating: -1, count: tree.count)
    }

    mutating func set(_ position: Int, for id: AccessibilityElementID) {
        guard let treePosition = treePositions?[id] else { return }
        orderPositions[treePosition] = Int32(position)
    }

    subscript(id: AccessibilityElementID) -> Int? {
        guard let treePosition = treePositions?[id] else { return nil }
        let position = orderPositions[treePosition]
        return position < 0 ? nil : Int(position)
    }
}
