import Foundation

extension View {
    /// Runs `action` when the view is added to the screen, after the update that added it.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: action, onDisappear: nil))
    }

    /// Runs `action` when the view is removed from the screen.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: nil, onDisappear: action))
    }

    /// Runs `action` with the new value after an update in which `value` changed.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Runs `action` with the old and new values after an update in which `value` changed;
    /// with `initial`, also when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Starts `action` as a main-actor task when the view appears and cancels it when the view
    /// disappears. The task runs when the main actor is free; in the command-line tools, when
    /// the screen lets the main queue run (see `ScreenTasks`). Its `Task.sleep` is on the
    /// screen's clock.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(priority: priority, action: action))
    }

    /// Stores `action`; a terminal has no pointer hovering, so only `ViewGraph.hover(_:at:)`
    /// (tests, and an explorer that tracks the mouse) calls it.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(HoverModifier(action: action))
    }
}

@MainActor
final class LifecycleState {
    var onDisappear: (() -> Void)?
}

struct LifecycleModifier: ViewModifier {
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
    private let slot = NodeLocal(LifecycleState?.none)

    init(onAppear: (() -> Void)?, onDisappear: (() -> Void)?) {
        self.onAppear = onAppear
        self.onDisappear = onDisappear
    }

    func body(content: Content) -> some View {
        let box = slot.box
        let state = box.value ?? LifecycleState()
        box.value = state
        state.onDisappear = onDisappear
        if box.isFresh {
            box.isFresh = false
            box.node?.onDisappear.append { state.onDisappear?() }
            if let onAppear { runAfterUpdate { onAppear() } }
        }
        return content
    }
}

struct OnChangeModifier<V: Equatable>: ViewModifier {
    let value: V
    let initial: Bool
    let action: (V, V) -> Void
    private let slot = NodeLocal(V?.none)

    init(value: V, initial: Bool, action: @escaping (V, V) -> Void) {
        self.value = value
        self.initial = initial
        self.action = action
    }

    func body(content: Content) -> some View {
        let box = slot.box
        if box.isFresh {
            box.isFresh = false
            // The screen counts who watches a value: a timer that changes state while one does
            // has the screen updated at its moment, so what `action` posts is heard then.
            if let node = box.node {
                let graph = node.graph
                graph.changeWatchers += 1
                node.onDisappear.append { [weak graph] in graph?.changeWatchers -= 1 }
            }
        }
        let new = value, action = self.action
        if let old = box.value {
            if old != new {
                box.value = new
                runAfterUpdate { action(old, new) }
            }
        } else {
            box.value = new
            if initial { runAfterUpdate { action(new, new) } }
        }
        return content
    }
}

struct TaskModifier: ViewModifier {
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void
    private let slot = NodeLocal(Task<Void, Never>?.none)

    func body(content: Content) -> some View {
        let box = slot.box
        if box.isFresh {
            box.isFresh = false
            let action = self.action, priority = self.priority
            runAfterUpdate {
                box.value = Task(priority: priority) { @MainActor in await action() }
                ScreenTasks.noteRunnable()
            }
            box.node?.onDisappear.append { box.value?.cancel() }
        }
        return content
    }
}

struct HoverModifier: PrimitiveModifier {
    let action: (Bool) -> Void
    func makeBehavior() -> NodeBehavior { HoverBehavior(action: action) }
}

struct HoverBehavior: NodeBehavior {
    let action: (Bool) -> Void
}

extension ViewGraph {
    /// Tells the views under `point` (in points) that the pointer entered (true) or left
    /// (false): `onHover` handlers run. A terminal never does this by itself.
    public func hover(_ isHovering: Bool, at point: CGPoint) {
        update()
        var handlers: [(Bool) -> Void] = []
        forEachNode { node in
            if let hover = node.behavior as? HoverBehavior, node.frame.contains(point) { handlers.append(hover.action) }
        }
        runAppCode {
            for handler in handlers { handler(isHovering) }
        }
    }
}
