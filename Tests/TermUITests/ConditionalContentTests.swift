import Accessibility
import Testing
@testable import TermUI

/// An `if` is structure, not a view of its own: its branch takes its place among its parent's
/// children, keyed by the `if`'s key and "t" or "f" as the `if`'s node and its child were, so the
/// paths, ids and state below it are the same and the `if` costs no node (SwiftUI's
/// `_ConditionalContent` is no view of its own either).
@MainActor
@Suite("Conditional content")
struct ConditionalContentTests {
    /// Every node below `node`, with the type of the view it holds.
    static func viewTypes(under node: ViewNode) -> [String] {
        node.children.flatMap { ["\(type(of: $0.view))"] + viewTypes(under: $0) }
    }

    static func conditionalNodes(_ graph: ViewGraph) -> Int {
        graph.update()
        return viewTypes(under: graph.root).filter { $0.hasPrefix("_ConditionalContent") }.count
    }

    struct Rows: View {
        let count: Int
        var body: some View {
            if count > 0 {
                List(0..<count, id: \.self) { n in
                    if n % 2 == 0 { Text("even \(n)") } else { Button("odd \(n)") {} }
                }
            } else {
                VStack {
                    if count == 0 { Text("none") } else { Text("fewer than none") }
                }
            }
        }
    }

    @Test("a body's, a stack's, a ForEach row's and a lazy list row's if have no node; ids carry t or f as before", arguments: [0, 3, 1_000])
    func branchTakesThePlace(rows: Int) {
        let graph = ViewGraph(Rows(count: rows), columns: 30, rows: 8)
        #expect(Self.conditionalNodes(graph) == 0, "\(Self.viewTypes(under: graph.root))")
        let tree = graph.accessibilityTree()
        func id(_ label: String) -> String? { tree.allElements.first { $0.label == label }?.id.rawValue }
        if rows == 0 {
            // The body's branch "f", then the stack's "t".
            #expect(id("none").map { $0.hasPrefix("f/") && $0.hasSuffix("/t") } == true, "\(String(describing: id("none")))")
        } else {
            // The body's branch "t", then each row's id and the row's own branch.
            let even = id("even 0"), odd = id("odd 1")
            #expect(even.map { $0.hasPrefix("t/") && $0.hasSuffix("/0/t") } == true, "\(String(describing: even))")
            #expect(odd.map { $0.hasPrefix("t/") && $0.contains("/1/f") } == true, "\(String(describing: odd))")
        }
    }

    @Test("an if among other views, and an else if, have no node: the branch is keyed by the if's place and its own name")
    func ifAmongOthers() {
        struct Pair: View {
            let choice: Int
            var body: some View {
                VStack {
                    Text("title")
                    if choice == 0 { Text("zero") } else if choice == 1 { Text("one") } else { Text("more") }
                }
            }
        }
        // Three branches nest as `if` in `if`: (zero or one) or more.
        for (choice, label, tail) in [(0, "zero", "1/t/t"), (1, "one", "1/t/f"), (2, "more", "1/f")] {
            let graph = ViewGraph(Pair(choice: choice), columns: 20, rows: 4)
            #expect(Self.conditionalNodes(graph) == 0)
            let id = graph.accessibilityTree().allElements.first { $0.label == label }?.id.rawValue
            #expect(id?.hasSuffix(tail) == true, "\(String(describing: id))")
        }
    }

    @Test("an if without else has no node either: its view is keyed some in its place, and it has no entry while false")
    func ifWithoutElse() {
        struct Badge: View {
            let shows: Bool
            var body: some View {
                VStack {
                    Text("Inbox")
                    if shows { Text("3 new") }
                }
            }
        }
        for shows in [true, false] {
            let graph = ViewGraph(Badge(shows: shows), columns: 20, rows: 4)
            graph.update()
            let types = Self.viewTypes(under: graph.root)
            #expect(!types.contains { $0.hasPrefix("Optional") }, "\(types)")
            let id = graph.accessibilityTree().allElements.first { $0.label == "3 new" }?.id.rawValue
            #expect(shows ? id?.hasSuffix("1/some") == true : id == nil, "\(String(describing: id))")
        }
    }

    @Test("SwiftUI's structural identity (WWDC21 Demystify SwiftUI): a view in an if's branch is a different view from the one in the other branch, so flipping the branch resets its state")
    func flippingResetsState() {
        struct Counter: View {
            @State var count = 0
            var body: some View { Button("Count \(count)") { count += 1 } }
        }
        struct Host: View {
            @State var first = true
            var body: some View {
                VStack {
                    if first { Counter() } else { Counter().padding(1) }
                    Button("Swap") { first.toggle() }
                }
            }
        }
        let graph = ViewGraph(Host(), columns: 20, rows: 6)
        graph.accessibilityTree().first("Count 0")?.defaultAction?()
        #expect(graph.accessibilityTree().first("Count 1") != nil, "same branch, same state")
        graph.accessibilityTree().first("Swap")?.defaultAction?()
        #expect(graph.accessibilityTree().first("Count 0") != nil, "the other branch is a new view")
        graph.accessibilityTree().first("Swap")?.defaultAction?()
        #expect(graph.accessibilityTree().first("Count 0") != nil, "back again: new again")
    }

    @Test("the shortcuts a key keeps agree with the rules they restate: a segment is added when there is one, written in place as it reads, and the rotor key is the one its id makes")
    func keyShortcutsAgree() {
        // One of each kind of key, an `if`'s branch over each, and a branch over a branch.
        let plain: [ChildKey] = [.index(2), .id(AnyHashable("a/b")), .intID(7), .intID(-1), .intID(Int.min),
                                 .repeatedID(AnyHashable("x"), offset: 3), .repeatedID(AnyHashable(4), offset: 1),
                                 .named(""), .named("t"), .detached("header")]
        // The segments as element ids spell them.
        let spelled: [(ChildKey, String?)] = [
            (.index(2), "2"), (.intID(-1), "-1"), (.id(AnyHashable("a/b")), "a∕b"),
            (.repeatedID(AnyHashable("x"), offset: 3), "x#3"), (.named(""), nil), (.named("t"), "t"),
            (.detached("header"), "~header"), (.branch(.intID(7), "t"), "7/t"), (.intIDBranch(7, .f), "7/f"),
            (.branch(.named(""), "some"), "some"), (.branch(.branch(.index(2), "t"), "f"), "2/t/f"),
            // A number's digits are written by hand: the ends of `Int` and zero.
            (.intID(Int.min), "-9223372036854775808"), (.index(Int.max), "9223372036854775807"), (.index(0), "0"),
            (.intIDBranch(Int.min, .some), "-9223372036854775808/some"), (.intIDBranch(0, .t), "0/t"),
        ]
        for (key, segment) in spelled { #expect(key.pathSegment == segment, "\(key)") }
        let branches = plain.map { ChildKey.branch($0, "t") } + [.intIDBranch(7, .f), .intIDBranch(-1, .some)]
        for key in plain + branches + branches.map({ .branch($0, "f") }) {
            #expect(key.addsPathSegment == (key.pathSegment != nil), "\(key)")
            for separated in [false, true] {
                var path = "root"
                let added = key.appendPathSegment(to: &path, separated: separated)
                #expect(added == key.addsPathSegment, "\(key)")
                #expect(path == "root" + (key.pathSegment.map { (separated ? "/" : "") + $0 } ?? ""), "\(key)")
            }
            #expect(key.explicitRotorKey == key.explicitID.map { AccessibilityRotorKey(id: $0, namespace: nil) }, "\(key)")
        }
    }

    @Test("an `if` in a row keyed by an Int id is keyed without a box, and reads as the boxed key would: the same segment, id, rotor key and hash, and no larger a key")
    func intIDBranchReadsAsTheBoxedKey() {
        for row in [0, 7, -1, 1_000_000] {
            for name in ["t", "f", "some"] {
                let key = ChildKey.branch(of: .intID(row), named: name)
                guard case .intIDBranch = key else { Issue.record("\(key) is boxed"); continue }
                let boxed = ChildKey.branch(.intID(row), name)
                #expect(key.pathSegment == boxed.pathSegment && key.pathSegment == "\(row)/\(name)")
                #expect(key.explicitID == boxed.explicitID && key.explicitRotorKey == boxed.explicitRotorKey)
                #expect(key.hashValue == boxed.hashValue && key.addsPathSegment && !key.isDetached)
                #expect(key == ChildKey.branch(of: .intID(row), named: name))
            }
            #expect(ChildKey.branch(of: .intID(row), named: "t") != ChildKey.branch(of: .intID(row), named: "f"))
        }
        // Any other key, or a name an `if` does not give, keeps the box.
        if case .branch = ChildKey.branch(of: .index(3), named: "t") {} else { Issue.record("an index's branch") }
        if case .branch = ChildKey.branch(of: .intID(3), named: "other") {} else { Issue.record("another name") }
        #expect(MemoryLayout<ChildKey>.size <= MemoryLayout<String>.size + 1, "a key is no larger for the new case")
    }

    @Test("rows of an `if` keyed by Int ids keep their state while their branch stays, and start again when it changes")
    func intIDBranchRowsKeepState() {
        struct Counter: View {
            let row: Int
            @State private var count = 0
            var body: some View { Button("Row \(row) count \(count)") { count += 1 } }
        }
        struct Rows: View {
            @State private var flipped = false
            var body: some View {
                VStack {
                    Button("Flip") { flipped.toggle() }
                    ForEach(0..<3, id: \.self) { n in
                        if n == 1, flipped { Counter(row: n).padding(1) } else { Counter(row: n) }
                    }
                }
            }
        }
        let graph = ViewGraph(Rows(), columns: 30, rows: 12)
        for n in 0..<3 { graph.accessibilityTree().first("Row \(n) count 0")?.defaultAction?() }
        #expect((0..<3).allSatisfy { graph.accessibilityTree().first("Row \($0) count 1") != nil }, "each row its own state")
        graph.accessibilityTree().first("Flip")?.defaultAction?()
        #expect(graph.accessibilityTree().first("Row 0 count 1") != nil && graph.accessibilityTree().first("Row 2 count 1") != nil,
                "rows whose branch stayed keep their state")
        #expect(graph.accessibilityTree().first("Row 1 count 0") != nil, "the row whose branch changed is a new view")
    }
}
