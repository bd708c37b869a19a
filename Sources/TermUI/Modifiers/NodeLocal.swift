import Foundation

/// Storage a built-in modifier keeps in its node across evaluations (the last value seen by
/// `onChange`, whether `onAppear` has run). Like `@State`, but never marks the node dirty.
@MainActor
final class NodeLocalBox<Value>: NodeOwnedStorage {
    var value: Value
    /// The node the box is kept in. Unowned, not weak (a weak reference would give the node a
    /// side table that slows every retain): the node clears it as it goes (`nodeWentAway`).
    private(set) unowned(unsafe) var node: ViewNode?
    /// True until the first body evaluation that used this box has finished with it.
    var isFresh = true
    init(value: Value, node: ViewNode?) {
        self.value = value
        self.node = node
    }
    func nodeWentAway() { node = nil }
}

@MainActor
final class NodeLocalLink<Value> {
    let initial: Value
    var box: NodeLocalBox<Value>?
    init(initial: Value) { self.initial = initial }
}

@MainActor
struct NodeLocal<Value>: DynamicProperty, DynamicPropertyInstallable, StateComparable {
    let link: NodeLocalLink<Value>
    init(_ initial: Value) { link = NodeLocalLink(initial: initial) }

    /// The node's box; outside a graph, a fresh one.
    var box: NodeLocalBox<Value> {
        if let box = link.box { return box }
        let box = NodeLocalBox(value: link.initial, node: nil)
        link.box = box
        return box
    }

    func install(in node: ViewNode, index: Int) {
        if let box = node.storage[index] as? NodeLocalBox<Value> {
            link.box = box
        } else {
            let box = NodeLocalBox(value: link.initial, node: node)
            node.storage[index] = box
            link.box = box
        }
    }
    func comparesEqual(to other: Any) -> Bool { other is NodeLocal<Value> }
}

/// Runs `action` once the graph's bodies are up to date (SwiftUI runs onAppear and onChange
/// after the update that caused them, never inside a body); outside a graph, at once.
@MainActor
func runAfterUpdate(_ action: @escaping @MainActor () -> Void) {
    if let clock = GraphClock.current { clock.runAfterUpdate(action) } else { action() }
}
