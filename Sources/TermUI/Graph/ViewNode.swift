import Accessibility
import Foundation
import Observation

/// A node of the view graph. Nodes live across frames: identity comes from the key among
/// siblings and the view's type, so `@State` survives re-evaluation of the parent.
///
/// Its flags and caches, and what holds between them outside an update pass:
/// - `isRemoved` is final: set by `tearDown()` for the node and all below it; a removed node is
///   never marked dirty or invalidated again (`markDirty` and `invalidateLayout` return at once)
///   and never reaches for its parent.
/// - `isDirty` means the graph has the node in its update queue (`markDirty` sets it and
///   schedules it, once); `update(view:sharedEnvironment:)` clears it and then invalidates the
///   layout, so a node whose body changed always needs layout too.
/// - `needsLayout` implies every ancestor up to the layout boundary needs layout as well:
///   `invalidateLayout()` walks up, empties each `sizeCache`, marks each one's elements stale
///   and stops only at an ancestor already in that state. Layout (`place(in:)`) clears it.
/// - `elementsAreStale` implies the cached elements are not read: `accessibilityElements()`
///   makes them again and clears it. A node with no cached elements need not be stale: an
///   ancestor that copies its rows' elements lets theirs go while they are still current.
/// - `isTransparent` and `keepsSizes` are `behavior`'s answers, kept in step with it by the
///   property observer; `stackCache` survives a new behavior only when it lays out as the old.
/// - `cachedUnits` is kept for transparent nodes only (their units are their descendants).
@MainActor
final class ViewNode {
    /// Unowned and unchecked: the graph owns its nodes and outlives them (nothing outside
    /// TermUI holds a node), and a checked reference costs two atomic operations at every use,
    /// a few dozen for each row a list makes.
    unowned(unsafe) let graph: ViewGraph
    /// Unowned, not weak: a parent owns its children and outlives them, and a weak reference
    /// would give every node a side table that slows each retain.
    unowned(safe) var parent: ViewNode?
    /// Set once, but for a lazy stack's row given another row's view (`revive(as:)`).
    private(set) var key: ChildKey
    // Flags, declared right after the key so they fill the bytes its layout leaves over.
    let isComposite: Bool
    /// `behavior.isTransparent`, kept: asked on every walk up the graph and every unit list.
    private(set) var isTransparent = true
    /// `behavior.drawRoute`, kept: a redraw walks every node on the rows it draws.
    private var drawRoute = DrawRoute.children
    /// The node keeps its answers in `sizeCache`; false when its behaviour keeps its own.
    private var keepsSizes = true
    /// The body needs evaluating again (its state or an observed model changed).
    private(set) var isDirty = true
    private(set) var needsLayout = true
    /// The elements no longer hold (something below changed). Not the same as having none
    /// cached: an ancestor that copies its row's elements lets the row's own copies go (see
    /// `releaseElements()`), and those are made again on demand, still current.
    private var elementsAreStale = true
    /// Made (or given another row's view) and not yet updated: out of date everywhere, as a
    /// new node is, with its parent in the middle of its own update.
    private var awaitsFirstUpdate = true
    /// Set when the view left the graph: it is never updated again, and never reaches for its
    /// parent, which may be gone.
    private(set) var isRemoved = false
    private(set) var view: any View
    /// The behaviour, as a copy: for questions asked now and then. What is asked many times a
    /// row goes through `withBehavior`, which lends it in place.
    var behavior: NodeBehavior { behaviorCell?.pointee ?? TransparentBehavior() }

    /// Makes `newValue` the behaviour, moved into its cell, and keeps its answers as flags.
    private func setBehavior(_ newValue: consuming NodeBehavior) {
        #if DEBUG
        precondition(behaviorLendings == 0, "a node's behaviour was replaced while it was lent")
        #endif
        isTransparent = newValue.isTransparent
        drawRoute = newValue.drawRoute
        keepsSizes = !newValue.keepsOwnSizes
        isScrollView = newValue.isScrollView
        isSpacer = newValue.isSpacer
        let cell: UnsafeMutablePointer<NodeBehavior>
        if let behaviorCell {
            cell = behaviorCell
            cell.deinitialize(count: 1)
        } else {
            cell = .allocate(capacity: 1)
            behaviorCell = cell
        }
        cell.initialize(to: newValue)
    }
    /// Where the behaviour lives, nil while it is the first `TransparentBehavior` (a view with a
    /// body keeps it). Swift copies an existential kept in a class property before it calls a
    /// method on it, retaining and releasing what the behaviour holds (a text's box and lines)
    /// at every question; one kept behind a pointer of the node's own is lent in place.
    /// Unsafe for the checker only so the (nonisolated) deinit may free it: nothing else reads
    /// it off the main actor.
    nonisolated(unsafe) private var behaviorCell: UnsafeMutablePointer<NodeBehavior>?
    #if DEBUG
    /// How many `withBehavior` calls are running: the behaviour is never replaced during one.
    private var behaviorLendings = 0
    #endif

    /// Runs `body` with the behaviour in place, not copied. `body` must not change it (the
    /// parameter is `inout` only so that nothing copies it), and nothing may replace the
    /// node's behaviour while it runs: a debug build checks that.
    @inline(__always)
    func withBehavior<R>(_ body: (inout NodeBehavior) -> R) -> R {
        guard let behaviorCell else {
            var transparent: NodeBehavior = TransparentBehavior()
            return body(&transparent)
        }
        #if DEBUG
        behaviorLendings += 1
        defer { behaviorLendings -= 1 }
        #endif
        return body(&behaviorCell.pointee)
    }
    /// `behavior.isScrollView`, kept: asked as a node comes and goes.
    private var isScrollView = false
    /// The behaviour is a `Spacer`'s (its own answer, kept: no dynamic cast): a stack
    /// puts no spacing next to it.
    private(set) var isSpacer = false
    private(set) var children: [ViewNode] = []
    /// Children that are drawn, laid out and read: all but the detached ones.
    var contentChildren: [ViewNode] { extras?.contentChildren ?? children }
    /// Views a modifier keeps only for their elements or labels (a representation, synthetic
    /// children, an action's label): never drawn, never laid out by default.
    private(set) var detachedChildren: [ViewNode] {
        get { extras?.detachedChildren ?? [] }
        set { if !newValue.isEmpty || extras != nil { madeExtras.detachedChildren = newValue } }
    }
    /// Structural path, used for element ids: the keys' segments from the root down. Made when
    /// an element asks for it, not kept: most nodes make no element.
    /// A lazy stack keeps its own, made once: each row it makes asks for it through its
    /// elements' ids, and a walk up from a row stops there.
    var path: String {
        guard let extras, extras.lazyRows != nil else { return walkedPath }
        if let kept = extras.path { return kept }
        let made = walkedPath
        extras.path = made
        return made
    }

    private var walkedPath: String {
        var path = ""
        var segments = 0
        appendPath(to: &path, segments: &segments, walkingFrom: self)
        return path
    }

    /// Writes this node's path into `path`, the outermost segment first, without a list of
    /// segments to join: the segments from the nearest lazy stack above `start` (its path) or
    /// from the root, down to this node, "/" between them.
    private func appendPath(to path: inout String, segments: inout Int, walkingFrom start: ViewNode) {
        if self !== start, extras?.lazyRows != nil {
            let base = self.path
            if !base.isEmpty {
                path += base
                segments += 1
            }
            return
        }
        // A removed node never reaches for its parent, which may be gone.
        if !isRemoved, let parent { parent.appendPath(to: &path, segments: &segments, walkingFrom: start) }
        if key.appendPathSegment(to: &path, separated: segments > 0) { segments += 1 }
    }

    /// The environment, shared by reference with the nodes that see the same values (most of
    /// a screen): a node costs a pointer, not a copy, and an unchanged environment is the same box.
    private(set) var sharedEnvironment = SharedEnvironment.initial
    /// Read in place: `node.environment.font` reads one value, not a copy of them all.
    var environment: EnvironmentValues {
        _read { yield sharedEnvironment.values }
    }

    /// What few nodes need (state, lifecycle actions, scrolling, detached children, element
    /// patching), kept apart and made on first use: most nodes of a large screen are rows'
    /// texts and stacks, and carry none of it.
    private var extras: NodeExtras?
    private var madeExtras: NodeExtras {
        if let extras { return extras }
        let made = NodeExtras(node: ObjectIdentifier(self))
        extras = made
        return made
    }

    /// Storage for @State, @Namespace and friends, by property position.
    var storage: NodeStorage {
        get { extras?.storage ?? NodeStorage() }
        _modify { yield &madeExtras.storage }
        set { madeExtras.storage = newValue }
    }
    /// Made on the first body evaluation; it reaches this node until the node goes.
    private var observationToken: ObservationToken {
        if let token = extras?.observationToken { return token }
        let token = ObservationToken(node: self)
        madeExtras.observationToken = token
        return token
    }

    // Layout cache.
    private var sizeCache = SizeCache()
    private var storedFrame: (x: Float, y: Float, width: Float, height: Float) = (0, 0, 0, 0)
    /// Where the node was placed, in points. A node a stack moved without placing it (its
    /// stack's `PlacementDeferral`) is placed first.
    private(set) var frame: CGRect {
        get {
            if PlacementDeferral.active != 0, deferralsChecked != PlacementDeferral.generation { placeDeferredAncestry() }
            return placedFrame
        }
        set { placedFrame = newValue }
    }
    /// The frame as last placed, without placing what a stack deferred.
    private(set) var placedFrame: CGRect {
        get {
            guard frameIsExact else { return extras?.exactFrame ?? .zero }
            return CGRect(x: CGFloat(storedFrame.x), y: CGFloat(storedFrame.y),
                          width: CGFloat(storedFrame.width), height: CGFloat(storedFrame.height))
        }
        set {
            let narrow = (x: Float(newValue.origin.x), y: Float(newValue.origin.y),
                          width: Float(newValue.size.width), height: Float(newValue.size.height))
            if CGFloat(narrow.x) == newValue.origin.x, CGFloat(narrow.y) == newValue.origin.y,
               CGFloat(narrow.width) == newValue.size.width, CGFloat(narrow.height) == newValue.size.height {
                storedFrame = narrow
                frameIsExact = true
                if extras?.exactFrame != nil { extras?.exactFrame = nil }
            } else {
                madeExtras.exactFrame = newValue
                frameIsExact = false
            }
        }
    }
    /// A stack's answers and placement, kept across passes and patched for the units that
    /// changed (`StackLayoutCache`); nil until the stack is laid out, and when its units change.
    var stackCache: StackLayoutCache? {
        get { extras?.stackCache }
        set { if newValue != nil || extras != nil { madeExtras.stackCache = newValue } }
    }
    // Accessibility cache.
    private var cachedElements: [AccessibilityElement]?
    /// For a node of many children that passes each child's elements through on its own (a
    /// list): where each child's elements start, and which children changed since. Its old
    /// elements are then kept and only the changed children's part replaced.
    private var elementPatching: ElementPatching? {
        get { extras?.elementPatching }
        set { if newValue != nil || extras != nil { madeExtras.elementPatching = newValue } }
    }
    private var elementsAreCurrent: Bool { !elementsAreStale }
    /// The units below this node (`childUnits`), and so a transparent node's own
    /// (`layoutUnits`): the two lists are the same.
    private var cachedUnits: [ViewNode]?

    var onDisappear: [() -> Void] {
        get { extras?.onDisappear ?? [] }
        _modify { yield &madeExtras.onDisappear }
        set { if !newValue.isEmpty || extras != nil { madeExtras.onDisappear = newValue } }
    }

    // Small numbers, declared together so they share a few words of the node.
    /// The frame is kept in `storedFrame`'s single-precision numbers, which hold any cell
    /// position exactly; false when it could not be, and the exact frame is in the extras.
    private var frameIsExact = true
    /// The cached elements are the ones `accessibilityElements(adjustedBy:)` changed.
    private var elementsAreAdjusted = false
    /// Sixteen bits: a view graph that deep would overflow the stack long before.
    private let storedDepth: UInt16
    var depth: Int { Int(storedDepth) }
    /// This node's position among its layout parent's units, as the parent's stack cache
    /// numbered them; checked before use.
    var unitIndex: Int32 = -1
    /// The stack cache's `epoch` when the stack last placed this unit: a lower one than the
    /// cache's while it defers a move means the unit is not yet where the move put it.
    var placedEpoch: UInt32 = 0
    /// `PlacementDeferral.generation` when nothing at or above this node was found deferred:
    /// its frame is read with no walk up until a stack defers another move.
    var deferralsChecked: UInt32 = 0
    /// Position among the parent's content children; -1 for a detached child.
    private var contentIndex: Int32 = -1
    /// Counts the times this node's elements were rebuilt: unchanged, the tree is unchanged.
    private(set) var elementsGeneration: UInt32 = 0
    /// Stamped from the graph's count each time the node takes a view or its render inputs
    /// change (`renderAgain()`): what its behaviour made from its own view still holds while
    /// the stamp is the same. No two nodes share a stamp.
    private(set) var inputsStamp: UInt32 = 0
    /// How far a scroll view's content is scrolled; kept across frames like state.
    var scrollOffset: CGPoint {
        get { extras?.scrollOffset ?? .zero }
        set { if newValue != .zero || extras != nil { madeExtras.scrollOffset = newValue } }
    }
    /// A scroll view's content reaches past its frame, as it was last placed.
    var scrollContentOverflows: Bool {
        get { extras?.scrollContentOverflows ?? false }
        set { if newValue || extras != nil { madeExtras.scrollContentOverflows = newValue } }
    }

    init(graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: any View) {
        self.graph = graph
        self.parent = parent
        self.key = key
        self.view = view
        self.isComposite = Self.hasBody(view)
        storedDepth = parent.map { $0.storedDepth &+ 1 } ?? 0
        graph.nodesMade &+= 1
    }

    /// Lets the behaviour's cell go. Not isolated: it touches the node's own cell and nothing
    /// else, so letting a node go asks no executor where it runs.
    deinit {
        behaviorCell?.deinitialize(count: 1)
        behaviorCell?.deallocate()
    }

    // MARK: Updating

    /// Takes a new value for this node's view and brings the subtree up to date.
    func update(view newView: any View, environment newEnvironment: EnvironmentValues) {
        update(view: newView, sharedEnvironment: sharedEnvironment.values == newEnvironment
            ? sharedEnvironment : graph.shared(newEnvironment))
    }

    func update(view newView: any View, sharedEnvironment newEnvironment: SharedEnvironment) {
        view = newView
        inputsStamp = graph.nextInputsStamp()
        sharedEnvironment = newEnvironment
        graph.bodyEvaluations += 1
        if isComposite {
            let body = reading(.update) { evaluateBody() }
            reconcile(ChildList.entry(body, key: .named("")).map { [$0] } ?? [])
        } else if let primitive = view.drawnByTermUI {
            let newBehavior = reading(.update) { primitive.makeBehavior() }
            if withBehavior({ newBehavior.changesSelectionRows(from: $0) }) { graph.selectionRowChanges &+= 1 }
            // A stack keeps what it knows of its units when only its content changed.
            if stackCache != nil, !withBehavior({ StackBehavior.lays(newBehavior, outAs: $0) }) { stackCache = nil }
            // What the new behaviour changes is shown in the update's transaction, and what the
            // behaviour sets there (`.animation(_:value:)`) holds for its content only.
            let outerTransaction = graph.transaction
            defer { graph.transaction = outerTransaction }
            reading(.update) { withBehavior { newBehavior.willReplace($0, in: self) } }
            setBehavior(consume newBehavior)
            if isScrollView { graph.scrollViewAppeared(self) }
            var list = ChildList(sharedEnvironment: sharedEnvironment)
            list.lazyRows = extras?.lazyRows
            reading(.update) { primitive.children(into: &list) }
            if list.lazyRows != extras?.lazyRows {
                madeExtras.lazyRows = list.lazyRows
                graph.lazyStacks[ObjectIdentifier(self)] = list.lazyRows == nil ? nil : self
            }
            if list.lazyRows != nil || extras?.lazyRowSource != nil {
                // Rows that may have moved or changed their ids: none is known to have left.
                let sameRows = extras?.lazyRowSource.map { list.lazyRowSource?.hasTheRows(of: $0) ?? false } ?? false
                if !sameRows { extras?.rowsOfChildren = nil }
                madeExtras.lazyRowSource = list.lazyRowSource
            }
            reconcile(list.entries)
        }
        isDirty = false
        if awaitsFirstUpdate {
            // A node is made only while its parent updates (and the root before the first
            // layout): the parent's own `invalidateLayout()`, once its children are made, marks
            // it and its ancestors, and makes again the unit lists and elements that hold its
            // children. This node still needs its layout and elements, as it was made.
            awaitsFirstUpdate = false
            graph.noteLayoutChange(self)
        } else {
            invalidateLayout()
        }
    }

    private func evaluateBody() -> any View {
        if LazyRowState.restoring != nil { LazyRowState.restore(into: self) }
        DynamicPropertyInstaller.install(in: view, node: self)
        let token = observationToken
        return withObservationTracking {
            callBody(view)
        } onChange: {
            token.changed()
        }
    }

    private func callBody<V: View>(_ view: V) -> any View { view.body }

    /// A view TermUI does not draw itself has a body of its own: every `PrimitiveView`'s body is
    /// `Never`. Read from the view's `Body` type, which its body's first run needs anyway, not
    /// asked of the runtime: the first `is` of each view type scans every conformance loaded.
    /// A view that says it is drawn by TermUI is answered by its own conformance first: looking
    /// up `Body` through a generic view's conformance demangles its name each time.
    private static func hasBody(_ view: any View) -> Bool {
        if view._drawnByTermUI() != nil { return false }
        func check<V: View>(_: V) -> Bool { V.Body.self != Never.self }
        let composite = _openExistential(view, do: check)
        assert(composite == !(view is any PrimitiveView), "\(type(of: view)) has no body and is not drawn by TermUI")
        return composite
    }

    /// Up to this many old children are matched to new ones by a look through them, not a table.
    private static let fewChildren = 8

    private func reconcile(_ entries: [(key: ChildKey, view: any View)]) {
        // A leaf that stays one (a text, a shape): no children to hand an environment to.
        if entries.isEmpty, children.isEmpty { return }
        var values = environment
        withBehavior { $0.modifyEnvironment(&values) }
        let childEnvironment = values == sharedEnvironment.values ? sharedEnvironment : graph.shared(values)
        var next: [ViewNode] = []
        next.reserveCapacity(entries.count)
        // A node that took another row's view: the same node, another child.
        var revived = false
        if children.isEmpty {
            // A new view's children: nothing to match (most nodes, on a screen's first build).
            for (key, childView) in entries {
                let node = ViewNode(graph: graph, parent: self, key: key, view: childView)
                node.update(view: childView, sharedEnvironment: childEnvironment)
                next.append(node)
            }
        } else if entries.count == children.count, zip(entries, children).allSatisfy({ $0.key == $1.key }) {
            // The same keys in the same order (a body re-evaluated, a modifier's content): each
            // child is matched where it is, with no table of keys.
            for (child, entry) in zip(children, entries) {
                next.append(match(child, with: entry.view, key: entry.key, environment: childEnvironment))
            }
        } else {
            revived = matchByKey(entries, environment: childEnvironment, into: &next)
        }
        if let window = lazyRows?.loaded { extras?.rowsOfChildren = window }
        // The same nodes in the same order: the unit lists that include them still hold.
        if !revived, next.count == children.count, zip(next, children).allSatisfy({ $0 === $1 }) { return }
        graph.selectionRowChanges &+= 1
        children = next
        if next.contains(where: { $0.key.isDetached }) {
            madeExtras.contentChildren = next.filter { !$0.key.isDetached }
            detachedChildren = next.filter { $0.key.isDetached }
            for child in detachedChildren { child.contentIndex = -1 }
        } else {
            // One array for both: no copy.
            extras?.contentChildren = nil
            detachedChildren = []
        }
        for (index, child) in contentChildren.enumerated() { child.contentIndex = Int32(index) }
        elementPatching = nil
        unitsChanged()
    }

    /// The new children for `entries` where the old ones' keys differ: each old child is matched
    /// to the entry with its key, and the rest come and go. True when a node that left took
    /// another row's view (`revive(as:)`).
    private func matchByKey(_ entries: [(key: ChildKey, view: any View)], environment: SharedEnvironment,
                            into next: inout [ViewNode]) -> Bool {
        var revived = false
        // A lazy stack's rows are all keyed by their ids: once its window has moved past every
        // row it held over rows that did not change (a walk of its rows a window at a time), no
        // old row has a new row's key (ids are apart), and none is looked for.
        let window = lazyRows?.loaded
        let movedPast = window.map { window in extras?.rowsOfChildren.map { !$0.overlaps(window) } ?? false } ?? false
        // The old children by key: a table for many, the list itself for a few (a lazy stack
        // that jumped to one row, an `if` that took its other branch), which costs no hashing.
        let byTable = !movedPast && children.count > Self.fewChildren
        var old: [ChildKey: ViewNode] = [:]
        var few = byTable || movedPast ? [] : children
        if byTable {
            old.reserveCapacity(children.count)
            for child in children { old[child.key] = child }
        }
        if window != nil, !movedPast { graph.lazyRowsLookedUp &+= entries.count }
        let existing: [ViewNode?] = movedPast ? Array(repeating: nil, count: entries.count) : entries.map { entry in
            byTable ? old.removeValue(forKey: entry.key)
                    : few.firstIndex { $0.key == entry.key }.map { few.remove(at: $0) }
        }
        var removed = movedPast ? children : byTable ? Array(old.values) : few
        // A lazy stack's rows that left holding nothing but what they made from their views
        // take the views of rows that came, as a table view reuses its cells.
        var spares: [ViewNode] = []
        if lazyRows != nil, graph.reusesLazyRows, !removed.isEmpty, existing.contains(where: { $0 == nil }) {
            removed.removeAll { row in
                guard row.canTakeAnotherRow else { return false }
                spares.append(row)
                return true
            }
            tearDown(spares)
        }
        for ((key, childView), existing) in zip(entries, existing) {
            if let existing {
                next.append(match(existing, with: childView, key: key, environment: environment))
                continue
            }
            let node: ViewNode
            let type = ObjectIdentifier(Swift.type(of: childView))
            if let index = spares.lastIndex(where: { ObjectIdentifier(Swift.type(of: $0.view)) == type }) {
                node = spares.remove(at: index)
                node.revive(as: key)
                revived = true
            } else {
                node = ViewNode(graph: graph, parent: self, key: key, view: childView)
            }
            // A lazy stack's row coming back takes the state it had when it left.
            LazyRowState.restoring(for: self) { node.update(view: childView, sharedEnvironment: environment) }
            next.append(node)
        }
        if lazyRows != nil, !removed.isEmpty { LazyRowState.keep(removed, in: self) }
        if lazyRows != nil { tearDown(removed) } else { for node in removed { node.tearDown() } }
        return revived
    }

    /// The node for `view` where `existing` was: updated if its view or environment changed
    /// (or its state did); a new node when the view is of another type.
    private func match(_ existing: ViewNode, with view: any View, key: ChildKey, environment: SharedEnvironment) -> ViewNode {
        if ObjectIdentifier(type(of: existing.view)) == ObjectIdentifier(type(of: view)) {
            let sameEnvironment = existing.sharedEnvironment === environment
                || existing.sharedEnvironment.values == environment.values
            if existing.isDirty || !sameEnvironment || !ViewComparison.isSame(existing.view, view) {
                existing.update(view: view, sharedEnvironment: environment)
            }
            return existing
        }
        // A view of another type at the same place is a new view: the old one goes.
        existing.tearDown()
        let node = ViewNode(graph: graph, parent: self, key: key, view: view)
        node.update(view: view, sharedEnvironment: environment)
        return node
    }

    /// This node's children came, went or moved: its units, and the unit lists of the
    /// transparent ancestors and the layout parent that include them, are made again.
    private func unitsChanged() {
        let oldUnits = cachedUnits
        cachedUnits = nil
        stackCache = nil
        // A node not yet among its parent's content children (one being built, a branch that
        // just came) is in no list above: its parent's change, once it takes it, is the one.
        guard isTransparent, contentIndex >= 0 else { return }
        if let oldUnits, replaceUnits(oldUnits, with: layoutUnits) { return }
        var node = parent
        while let current = node {
            current.cachedUnits = nil
            current.stackCache = nil
            if !current.isTransparent { return }
            node = current.parent
        }
    }

    /// Swaps this transparent node's old units for its new ones, one for one, in its layout
    /// parent's stack (a row whose `if` took the other branch): the stack keeps what it knows
    /// of every other unit, and measures and places the new ones as changed. False when the
    /// counts differ or the stack does not hold the old units; then the lists are made again.
    private func replaceUnits(_ old: [ViewNode], with new: [ViewNode]) -> Bool {
        guard !old.isEmpty, old.count == new.count, zip(old, new).allSatisfy({ $0.isSpacer == $1.isSpacer }) else { return false }
        var between: [ViewNode] = []
        var node = parent
        while let current = node, current.isTransparent {
            between.append(current)
            node = current.parent
        }
        guard let layoutParent = node, let cache = layoutParent.stackCache, cache.holds(old) else { return false }
        // The lists above share the stack's array where they are the same list: let go of
        // them first, so the stack's is patched in place, not copied.
        let count = cache.units.count
        let sharing = between.filter { $0.cachedUnits?.count == count }
        for current in between { current.cachedUnits = nil }
        layoutParent.cachedUnits = nil
        for (oldUnit, newUnit) in zip(old, new) { cache.replace(oldUnit, with: newUnit) }
        layoutParent.cachedUnits = cache.units
        for current in sharing { current.cachedUnits = cache.units }
        return true
    }

    func markDirty() {
        // A change made inside `withAnimation` is updated in its transaction.
        if let transaction = AnimationTransaction.current, !isRemoved {
            graph.pendingTransactions[ObjectIdentifier(self)] = transaction
        }
        guard !isDirty, !isRemoved else { return }
        isDirty = true
        graph.scheduleUpdate(self)
    }

    /// A state this node read while laying out, drawing or making its elements changed: those
    /// are made again; its view, behaviour and children stay (see `StateDependencies`).
    func renderInputsChanged() {
        guard !isRemoved else { return }
        graph.scheduleRender(self)
    }

    /// Lays out, draws and reads the node again, its own part included: what its behaviour
    /// made of its children's elements is made afresh, not patched.
    func renderAgain() {
        guard !isRemoved else { return }
        elementPatching = nil
        inputsStamp = graph.nextInputsStamp()
        invalidateLayout()
    }

    /// A lazy stack's rows: those it holds as children now, of how many; nil for any other
    /// node, and for a stack whose rows are all made. Setting it makes the node list its
    /// children again.
    /// What a lazy stack makes its rows from (its `ForEach`), as its view last listed its
    /// children: found without a cast of the view.
    var lazyRowSource: (any LazyRowSource)? { extras?.lazyRowSource }

    var lazyRows: AccessibilityRowWindow? {
        get { extras?.lazyRows }
        set {
            guard newValue != extras?.lazyRows else { return }
            madeExtras.lazyRows = newValue
            markDirty()
        }
    }

    /// The `@State` of a lazy stack's rows that left its window, by the path of the node that
    /// had it (`LazyRowState`).
    var keptRowState: [String: [(index: Int, box: AnyObject)]] {
        get { extras?.keptRowState ?? [:] }
        set { madeExtras.keptRowState = newValue }
    }

    /// Notes a state this node read, so that it stops being a reader when the node goes.
    func noteStateRead(_ state: StateDependencies) {
        let extras = madeExtras
        if !extras.statesRead.contains(where: { $0 === state }) { extras.statesRead.append(state) }
    }

    /// This node and every node below it hold nothing but what they made from their views: no
    /// state, lifecycle action, observation of their own, scrolling or rows of a lazy stack.
    /// Such a row of a lazy stack, once it left, may take another row's view (`revive(as:)`).
    private var canTakeAnotherRow: Bool {
        guard !isScrollView, extras?.holdsOnlyWhatViewsMade ?? true else { return false }
        return children.allSatisfy { $0.canTakeAnotherRow }
    }

    /// Brings back a row `tearDown()` let go, to take the view of the row at `newKey`: it and
    /// the nodes below it forget all they made from their views and start as new nodes do, so
    /// that their next update makes it again. Their children stay, and are matched to the new
    /// view's as any view's are: what is kept is the nodes' memory, not their answers.
    private func revive(as newKey: ChildKey) {
        key = newKey
        startAgain()
    }

    private func startAgain() {
        isRemoved = false
        awaitsFirstUpdate = true
        isDirty = true
        needsLayout = true
        elementsAreStale = true
        elementsAreAdjusted = false
        cachedElements = nil
        cachedUnits = nil
        extras = nil
        sizeCache = SizeCache()
        storedFrame = (0, 0, 0, 0)
        frameIsExact = true
        unitIndex = -1
        placedEpoch = 0
        deferralsChecked = 0
        if behaviorCell != nil { setBehavior(TransparentBehavior()) }
        for child in children { child.startAgain() }
    }

    func tearDown() {
        var alone: CGRect?
        tearDown(region: &alone)
    }

    /// Lets this node and those below it go. With `region` (not nil), what they showed is
    /// gathered there, to be drawn again at once with others that go (`tearDown(_:)`).
    private func tearDown(region: inout CGRect?) {
        isRemoved = true
        extras?.stackCache?.endDeferral()
        for child in children { child.tearDown(region: &region) }
        for action in onDisappear { action() }
        onDisappear = []
        if isScrollView { graph.scrollViewDisappeared(self) }
        if extras?.lazyRows != nil { graph.lazyStacks[ObjectIdentifier(self)] = nil }
        graph.nodeRemoved(self, region: &region)
    }

    /// Lets `nodes` go (a lazy stack's rows that left its window, side by side), and draws
    /// again once the region around all that they showed.
    private func tearDown(_ nodes: [ViewNode]) {
        guard !nodes.isEmpty else { return }
        var region: CGRect? = .null
        for node in nodes { node.tearDown(region: &region) }
        if let region, !region.isNull { graph.noteRemoved(region: region) }
    }

    // MARK: Layout

    /// Marks this node and its ancestors for layout and for new elements, and tells each stack
    /// on the way which of its units changed, so it re-measures only those. Stops at a layout
    /// ancestor already marked: an invalid node's ancestors are always invalid between passes,
    /// and its layout parent knows it changed.
    func invalidateLayout() {
        guard !isRemoved else { return }
        graph.noteLayoutChange(self)
        var unit: ViewNode? = isTransparent ? nil : self
        var current = self
        while true {
            let wasCurrent = current.elementsAreCurrent
            current.sizeCache.removeAll()
            current.elementsWentStale()
            current.needsLayout = true
            guard let parent = current.parent else { return }
            parent.elementPatching?.childChanged(current.contentIndex)
            if current === graph.layoutBoundary {
                // The node being updated: whether its size changed is checked once its update
                // is done (`relayOutInPlace`). Above it, only the elements are out of date, and
                // only if they differ from what it gave before (`elementsChanged(from:)`).
                if wasCurrent {
                    if graph.elementsBeforeBoundaryUpdate != nil {
                        graph.boundaryElementsWentStale = true
                    } else {
                        parent.elementsChangedBelow()
                    }
                }
                return
            }
            if !parent.isTransparent {
                if let unit { parent.stackCache?.unitChanged(unit) }
                unit = parent
                if parent.needsLayout, !parent.elementsAreCurrent, parent.sizeCache.isEmpty { return }
            }
            current = parent
        }
    }

    /// The nodes a parent lays out for this one: itself, or for transparent nodes their
    /// children's units.
    /// Only a transparent node's units are cached: they are its descendants. Caching `[self]`
    /// would make every node hold itself, and no closed screen would ever be freed.
    var layoutUnits: [ViewNode] { isTransparent ? childUnits : [self] }

    /// The units below this node (its children's units).
    var childUnits: [ViewNode] {
        if let cachedUnits { return cachedUnits }
        let units = Self.units(of: contentChildren)
        cachedUnits = units
        return units
    }

    private static func units(of children: [ViewNode]) -> [ViewNode] {
        // One transparent child (a stack around a ForEach): its list as it is, not a copy.
        if children.count == 1, children[0].isTransparent { return children[0].layoutUnits }
        // No transparent child (most stacks and controls): the children are the units, and the
        // list shares their array rather than copying it.
        if !children.contains(where: \.isTransparent) { return children }
        var units: [ViewNode] = []
        units.reserveCapacity(children.count)
        for child in children {
            if child.isTransparent { units.append(contentsOf: child.layoutUnits) } else { units.append(child) }
        }
        return units
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard keepsSizes else { return reading(.render) { withBehavior { $0.sizeThatFits(proposal, node: self) } } }
        if let cached = sizeCache[proposal] { return cached }
        graph.measurements += 1
        let size = reading(.render) { withBehavior { $0.sizeThatFits(proposal, node: self) } }
        sizeCache.insert(size, for: proposal)
        return size
    }

    /// The graph placed this node's units itself (the root, laid out as the page).
    func markLaidOut() { needsLayout = false }

    /// Lays this node out in `proposed`. A parent that damages the region its children leave
    /// and enter itself (a stack moving every unit) passes `notingMove: false`.
    func place(in proposed: CGRect, notingMove: Bool = true) {
        // In a right-to-left layout the parent placed this view as if left to right: mirrored.
        let rect = graph.mirrorBounds.map { CGRect(x: $0.minX + $0.maxX - proposed.maxX, y: proposed.minY,
                                                   width: proposed.width, height: proposed.height) } ?? proposed
        let placed = placedFrame
        if !needsLayout, rect == placed { return }
        let movedWhole = !needsLayout && rect.size == placed.size
        if rect != placed {
            if notingMove { graph.noteMoved(self, from: placed, to: rect) }
            placedFrame = rect
            // Elements carry frames: this node's and its ancestors' are out of date.
            elementsChangedBelow()
        }
        needsLayout = false
        graph.placements += 1
        // A moved leaf (a text) has nothing to lay out: its frame was all that changed.
        if children.isEmpty, withBehavior({ $0.placesOnlyChildren }) { return }
        if movedWhole, moveUnits(from: placed, to: rect) { return }
        let outer = graph.mirrorBounds
        graph.mirrorBounds = sharedEnvironment.values.layoutDirection == .rightToLeft ? rect : nil
        reading(.render) { withBehavior { $0.placeChildren(of: self, in: rect) } }
        graph.mirrorBounds = outer
    }

    /// A stack of a few units (one that keeps no cache) moved whole with its size kept (a row
    /// of a centred column that widened): it would lay its units out as it did, so each moves
    /// by as much, with nothing measured. Each unit is still placed, so one that reads where
    /// it is (a `GeometryReader`) lays itself out again. Only left to right, and only by whole
    /// points from whole points, where the sums are the ones the layout would make.
    private func moveUnits(from old: CGRect, to new: CGRect) -> Bool {
        guard behavior.stackLayout != nil, extras?.stackCache == nil, extras?.lazyRows == nil,
              sharedEnvironment.values.layoutDirection == .leftToRight else { return false }
        let dx = new.minX - old.minX, dy = new.minY - old.minY
        guard dx == dx.rounded(), dy == dy.rounded() else { return false }
        let units = childUnits
        guard units.count < StackLayout.cachedUnitCount else { return false }
        for unit in units {
            let origin = unit.placedFrame.origin
            guard !unit.needsLayout, origin.x == origin.x.rounded(), origin.y == origin.y.rounded() else { return false }
        }
        graph.stacksMovedWhole += 1
        let outer = graph.mirrorBounds
        graph.mirrorBounds = nil
        for unit in units { unit.place(in: unit.placedFrame.offsetBy(dx: dx, dy: dy)) }
        graph.mirrorBounds = outer
        return true
    }

    /// The elements this node gives now, when they are current (made again if a row's worth
    /// was let go after an ancestor copied them); nil when they are out of date.
    func currentElements() -> [AccessibilityElement]? {
        elementsAreCurrent ? accessibilityElements() : nil
    }

    /// After an update that made this node's elements stale: its ancestors learn of it only
    /// when the new elements are not the same as `before` (`AccessibilityElement.isSame`),
    /// so a change that only shows (an opacity, a colour) leaves the tree as it was.
    func elementsChanged(from before: [AccessibilityElement]) {
        guard let parent, !isRemoved else { return }
        if AccessibilityElement.areSame(accessibilityElements(), before) {
            graph.unchangedElementUpdates += 1
            return
        }
        parent.elementsChangedBelow()
    }

    /// Marks this node's elements and its ancestors' out of date, up to the first that already
    /// knows (an out-of-date node's ancestors are out of date and know it changed).
    private func elementsChangedBelow() {
        var current = self
        while true {
            let wasCurrent = current.elementsAreCurrent
            current.elementsWentStale()
            guard let parent = current.parent else { break }
            parent.elementPatching?.childChanged(current.contentIndex)
            if !wasCurrent { break }
            current = parent
        }
    }

    // MARK: Relayout in place

    /// What a dirty node's layout units answered before its update: if they answer the same
    /// after it, nothing above them needs measuring or placing again.
    struct LayoutAnswers {
        fileprivate enum Answers {
            /// The unit answers this size to every proposal (a fixed frame).
            case fixed(CGSize)
            /// What the unit answered to each proposal its container made.
            case asked([(proposal: ProposedViewSize, size: CGSize)])
        }
        fileprivate var units: [ViewNode]
        fileprivate var answers: [Answers]
    }

    /// The units' answers, or nil when they cannot show that the update left their sizes alone:
    /// a unit not yet placed, one whose behaviour keeps its own sizes, one that lost an answer,
    /// or one that carries a layout trait (a priority or a layout value its container reads).
    /// A unit whose size no proposal changes (a fixed frame) needs no answers kept: however many
    /// proposals its container made, the same size answers them all.
    func layoutAnswers() -> LayoutAnswers? {
        guard parent != nil else { return nil }
        let units = layoutUnits
        guard !units.isEmpty, units.count <= 8 else { return nil }
        var answers: [LayoutAnswers.Answers] = []
        for unit in units {
            guard !unit.needsLayout, !unit.carriesLayoutTraits else { return nil }
            if let fixed = unit.sizeForAnyProposal {
                answers.append(.fixed(fixed))
                continue
            }
            guard unit.keepsSizes, unit.sizeCache.holdsEveryAnswer, !unit.sizeCache.isEmpty else { return nil }
            answers.append(.asked(unit.sizeCache.answers))
        }
        return LayoutAnswers(units: units, answers: answers)
    }

    /// After an update made under `graph.layoutBoundary`: when the same units give the same
    /// answers, each is placed again in its own frame and nothing above is laid out; otherwise
    /// the change goes up as any layout change does.
    func relayOutInPlace(_ before: LayoutAnswers) {
        let units = layoutUnits
        let unchanged = units.count == before.units.count
            && zip(units, before.units).allSatisfy { $0 === $1 }
            && zip(units, before.answers).allSatisfy { unit, answers in
                guard !unit.carriesLayoutTraits else { return false }
                switch answers {
                case .fixed(let size): return unit.sizeForAnyProposal == size
                case .asked(let answers): return answers.allSatisfy { unit.sizeThatFits($0.proposal) == $0.size }
                }
            }
        guard unchanged else {
            for unit in units { unit.invalidateLayout() }
            invalidateLayout()
            return
        }
        graph.relayoutsInPlace += 1
        for unit in units { unit.place(in: unit.frame) }
    }

    /// The size this node answers whatever it is proposed, when its views alone fix it: a frame
    /// with a width and a height, seen through the modifiers that size as their content.
    var sizeForAnyProposal: CGSize? {
        if let fixed = withBehavior({ $0.sizeForAnyProposal }) { return fixed }
        guard withBehavior({ $0.sizesAsContent }) else { return nil }
        let units = childUnits
        guard units.count == 1 else { return nil }
        return units[0].sizeForAnyProposal
    }

    /// Whether this node answers every proposal at least as large as its answer to `proposal`
    /// (both ways; nil included) the same: a fixed frame, a text on one whole line, or a
    /// modifier sized as such content. False when that is not known.
    func keepsAnswerAtLargerProposals(_ proposal: ProposedViewSize) -> Bool {
        if withBehavior({ $0.keepsAnswerAtLargerProposals(proposal, node: self) }) { return true }
        if sizeForAnyProposal != nil { return true }
        guard withBehavior({ $0.sizesAsContent }) else { return false }
        let units = childUnits
        return units.count == 1 && units[0].keepsAnswerAtLargerProposals(proposal)
    }

    /// A layout priority or layout value on this unit or the view its modifiers wrap.
    private var carriesLayoutTraits: Bool {
        var node: ViewNode? = self
        while let current = node {
            if current.behavior.isLayoutTrait { return true }
            node = current.layoutTraitContent
        }
        return false
    }

    /// Default sizing for wrappers: the content's units stacked vertically.
    func contentSizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        Self.stackedSize(childUnits, proposal)
    }

    func placeContent(in bounds: CGRect) {
        Self.placeStacked(childUnits, in: bounds)
    }

    /// Several views given where one is expected (a Group, a body that returns a tuple) are
    /// stacked vertically; one view is sized on its own.
    static func stackedSize(_ units: [ViewNode], _ proposal: ProposedViewSize) -> CGSize {
        if units.count == 1 { return units[0].sizeThatFits(proposal) }
        return StackLayout(axis: .vertical, alignment: .center, spacing: 0).sizeThatFits(proposal, units: units)
    }

    static func placeStacked(_ units: [ViewNode], in bounds: CGRect) {
        if units.count == 1 {
            units[0].place(in: bounds)
        } else if !units.isEmpty {
            StackLayout(axis: .vertical, alignment: .center, spacing: 0).place(units, in: bounds)
        }
    }

    /// The frame of a transparent node: the union of its units.
    var unionFrame: CGRect {
        if !isTransparent { return frame }
        let units = layoutUnits
        guard var result = units.first?.frame else { return .zero }
        for unit in units.dropFirst() { result = result.union(unit.frame) }
        return result
    }

    // MARK: Drawing

    func draw(into context: inout DrawContext) {
        if !isTransparent {
            if !context.intersects(frame) { return }
            context.nodesDrawn += 1
        }
        switch drawRoute {
        case .children: drawChildren(into: &context)
        case .verticalStack: drawStackUnits(along: .vertical, into: &context)
        case .horizontalStack: drawStackUnits(along: .horizontal, into: &context)
        case .behavior: reading(.render) { withBehavior { $0.draw(self, into: &context) } }
        }
    }

    func drawChildren(into context: inout DrawContext) {
        for child in contentChildren { child.draw(into: &context) }
    }

    /// Draws a stack's units. Placed in order along the stack, the ones that reach the clip are
    /// found by bisection, so a long list draws only its visible rows; otherwise every child is
    /// drawn, as any node draws. (Drawing the units is drawing the children: the transparent
    /// nodes between draw nothing of their own.)
    func drawStackUnits(along axis: Axis, into context: inout DrawContext) {
        guard let cache = stackCache, let placement = cache.placement, placement.isOrdered else {
            drawChildren(into: &context)
            return
        }
        let units = cache.units
        let clip = context.clip
        let (clipStart, clipEnd) = axis == .vertical ? (clip.y, clip.maxY) : (clip.x, clip.maxX)
        // The first unit that ends after the clip starts, counting the cell around a frame that
        // borders and overlays may draw in (as `DrawContext.intersects` does).
        var low = 0, high = units.count
        while low < high {
            let middle = (low + high) / 2
            let cells = context.cells(units[middle].frame)
            if (axis == .vertical ? cells.maxY : cells.maxX) + 1 > clipStart { high = middle } else { low = middle + 1 }
        }
        for unit in units[low...] {
            let cells = context.cells(unit.frame)
            if (axis == .vertical ? cells.y : cells.x) - 1 >= clipEnd { break }
            unit.draw(into: &context)
        }
    }

    // MARK: Accessibility

    func accessibilityElements() -> [AccessibilityElement] {
        if let cachedElements, !elementsAreStale { return cachedElements }
        graph.accessibilityEvaluations += 1
        graph.elementsWereMade = true
        let elements: [AccessibilityElement]
        if let patched = reading(.render, { patchedElements() }) {
            elements = patched
        } else {
            elements = reading(.render) { withBehavior { $0.accessibilityElements(of: self) } }
            elementPatching = ElementPatching.of(self, elements: elements)
        }
        cachedElements = elements
        elementsAreStale = false
        elementsAreAdjusted = false
        elementsGeneration &+= 1
        if withBehavior({ $0.copiesChildElements }), elements.count <= Self.releasedRowElements {
            // The elements below were copied into new values: theirs would be kept twice.
            for child in children { child.releaseElements() }
        }
        return elements
    }

    /// The children's elements for a behaviour that changes them into its own (a ForEach row
    /// tagging its elements with its id): a row's worth of them is let go below first, so the
    /// values are changed in place rather than copied.
    func takeChildElements() -> [AccessibilityElement] {
        let elements = childElements()
        if elements.count <= Self.releasedRowElements {
            for child in children { child.releaseElements() }
        }
        return elements
    }

    /// This node's elements, changed by `adjust` as they are made (a ForEach tags a row's
    /// elements with the row's id), and kept so: asked again unchanged, they are not made or
    /// changed again. A row's worth of copies below is let go first, so the change is made in
    /// place; a larger row keeps its own and hands out changed copies.
    func accessibilityElements(adjustedBy adjust: (inout [AccessibilityElement]) -> Void) -> [AccessibilityElement] {
        if let cachedElements, !elementsAreStale, elementsAreAdjusted { return cachedElements }
        var elements = accessibilityElements()
        guard elements.count <= Self.releasedRowElements, elementPatching == nil else {
            adjust(&elements)
            return elements
        }
        cachedElements = nil
        for child in children { child.releaseElements() }
        adjust(&elements)
        cachedElements = elements
        elementsAreAdjusted = true
        return elements
    }

    /// A row whose elements an ancestor copied (a ForEach row or an `.id()` view, tagged with its
    /// id) lets its own go when it has at most this many: a change in it makes them again, a
    /// row's worth.
    private static let releasedRowElements = 16

    /// Drops the elements this subtree keeps, which stay current: they are made again when
    /// asked. Nothing above is marked, since nothing changed.
    private func releaseElements() {
        cachedElements = nil
        elementsAreAdjusted = false
        elementPatching = nil
        for child in children { child.releaseElements() }
    }

    /// The node's elements no longer hold. A node that patches keeps them to patch; others
    /// let them go (they are made afresh, and a kept array would be copied when a list patches).
    private func elementsWentStale() {
        elementsAreStale = true
        if elementPatching == nil { cachedElements = nil }
    }

    /// The old elements with the changed children's parts replaced. A child that now gives
    /// a different number of elements moves the ones after it: their offsets are shifted, the
    /// elements themselves kept.
    private func patchedElements() -> [AccessibilityElement]? {
        guard elementsAreStale, let patching = elementPatching, !patching.isOverflowed,
              var elements = cachedElements else { return nil }
        cachedElements = nil  // the array is then ours alone, unless a tree still holds it
        for index in Set(patching.changedChildren).sorted() {
            guard index >= 0, index < contentChildren.count else { return nil }
            let part = behavior.elements(ofChild: contentChildren[index])
            let range = patching.offsets[index]..<patching.offsets[index + 1]
            elements.replaceSubrange(range, with: part)
            patching.resize(child: index, by: part.count - range.count)
        }
        patching.changedChildren.removeAll()
        return elements
    }

    func childElements() -> [AccessibilityElement] {
        // One child: its array as it is, not a copy.
        if contentChildren.count == 1 { return contentChildren[0].accessibilityElements() }
        var result: [AccessibilityElement] = []
        for child in contentChildren { result.append(contentsOf: child.accessibilityElements()) }
        return result
    }

    /// An id for an element this node creates (as opposed to one it passes through).
    var createdElementID: AccessibilityElementID {
        let path = self.path
        return AccessibilityElementID(path.isEmpty ? "@\(depth)" : "\(path)@\(depth)")
    }
    var leafElementID: AccessibilityElementID {
        let path = self.path
        return AccessibilityElementID(path.isEmpty ? "root" : path)
    }

    func forEachNode(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }
}

/// Where each child's elements lie in the elements of a node with many children that passes
/// them through one by one, and which children changed since they were made.
@MainActor
final class ElementPatching {
    /// Nodes with fewer children are made afresh: patching would save nothing.
    static let childCount = 32
    /// `offsets[i]..<offsets[i + 1]` are child i's elements.
    private(set) var offsets: [Int]
    var changedChildren: [Int] = []
    private(set) var isOverflowed = false

    /// The patching of `node`'s elements, or nil where it would save nothing. Asked first, so
    /// that a node with few children (most) allocates no object that a failed `init?` frees.
    static func of(_ node: ViewNode, elements: [AccessibilityElement]) -> ElementPatching? {
        let children = node.contentChildren
        guard children.count >= childCount, node.withBehavior({ $0.passesChildElementsThrough }) else { return nil }
        return ElementPatching(children: children, elements: elements)
    }

    private init?(children: [ViewNode], elements: [AccessibilityElement]) {
        var offsets: [Int] = []
        offsets.reserveCapacity(children.count + 1)
        var total = 0
        for child in children {
            offsets.append(total)
            total += child.currentElementCount
        }
        offsets.append(total)
        guard total == elements.count else { return nil }
        self.offsets = offsets
    }

    /// Child `index` now gives `delta` more elements (fewer when negative): those after it move.
    func resize(child index: Int, by delta: Int) {
        guard delta != 0 else { return }
        for later in (index + 1)..<offsets.count { offsets[later] += delta }
    }

    func childChanged(_ index: Int32) {
        guard index >= 0, !isOverflowed else { return }
        changedChildren.append(Int(index))
        // Past a quarter of the children, patching costs more than making them afresh.
        if changedChildren.count > max(64, offsets.count / 4) {
            isOverflowed = true
            changedChildren.removeAll()
        }
    }
}

extension ViewNode {
    /// How many elements the node gave last (its elements are current when its parent asks).
    fileprivate var currentElementCount: Int { cachedElements?.count ?? 0 }
}

/// A node's state boxes by property position: a view has a handful at most, so a short list
/// searched in order, not a dictionary (which costs a view with one `@State` four times as much).
/// The first box is kept inline: most views with state have one.
struct NodeStorage {
    private var firstIndex = -1
    private var firstBox: AnyObject?
    private var more: [(index: Int, box: AnyObject)] = []

    subscript(index: Int) -> AnyObject? {
        get {
            if firstBox != nil, firstIndex == index { return firstBox }
            return more.first { $0.index == index }?.box
        }
        set {
            if firstBox != nil, firstIndex == index {
                if let newValue {
                    firstBox = newValue
                } else if more.isEmpty {
                    firstBox = nil
                } else {
                    (firstIndex, firstBox) = more.removeFirst()
                }
            } else if let position = more.firstIndex(where: { $0.index == index }) {
                if let newValue { more[position].box = newValue } else { more.remove(at: position) }
            } else if let newValue {
                if firstBox == nil {
                    (firstIndex, firstBox) = (index, newValue)
                } else {
                    more.append((index, newValue))
                }
            }
        }
    }
    var values: [AnyObject] { (firstBox.map { [$0] } ?? []) + more.map(\.box) }
    /// No box: the first is set whenever any is.
    var isEmpty: Bool { firstBox == nil }
    /// Each box with its property position.
    var entries: [(index: Int, box: AnyObject)] {
        // A node with no state (most) allocates nothing here: an empty array added to another
        // would.
        guard let firstBox else { return more }
        return [(firstIndex, firstBox)] + more
    }
}

/// The parts of a node that few nodes use; see `ViewNode.extras`.
///
/// What outlives a node and points back at it (an observation's callback, a state's box, kept by
/// bindings and element actions) holds it unowned, not weak: a weak reference gives the node a
/// side table that slows every retain. Only a node with extras has such links, and its extras
/// cut them as the node goes, in their isolated deinit: the node itself has none, so letting
/// go of the nodes most views make (a list's texts) asks no executor where it runs.
@MainActor
private final class NodeExtras {
    /// The node these belong to, by identity alone: it is going when these go.
    let node: ObjectIdentifier
    var storage = NodeStorage()
    var observationToken: ObservationToken?
    var onDisappear: [() -> Void] = []
    var stackCache: StackLayoutCache?
    var elementPatching: ElementPatching?
    /// The states whose readers this node is among (`StateDependencies`).
    var statesRead: [StateDependencies] = []

    init(node: ObjectIdentifier) { self.node = node }

    /// Nothing here but caches and the observation of the node's body: nothing a row that
    /// takes another row's view must keep or give back.
    var holdsOnlyWhatViewsMade: Bool {
        storage.isEmpty && statesRead.isEmpty && onDisappear.isEmpty && rare == nil
    }

    isolated deinit {
        observationToken?.nodeWentAway()
        for state in statesRead { state.forget(node) }
        for box in storage.values { (box as? NodeOwnedStorage)?.nodeWentAway() }
    }

    /// Scrolling, detached children, inexact frames and a lazy stack's rows: rarer still than
    /// state, in a box of their own, so a view with state carries a word for them.
    private final class RareParts {
        /// A lazy stack's rows: those it holds as children now, of how many.
        var lazyRows: AccessibilityRowWindow?
        /// What it makes them from, as its view last listed its children.
        var lazyRowSource: (any LazyRowSource)?
        /// The `@State` of a lazy stack's rows that left its window, by node path.
        var keptRowState: [String: [(index: Int, box: AnyObject)]] = [:]
        /// The rows its children were made for, as it last reconciled them.
        var rowsOfChildren: Range<Int>?
        var path: String?
        var scrollOffset = CGPoint.zero
        /// A scroll view's content reaches past its frame, as last placed.
        var scrollContentOverflows = false
        var detachedChildren: [ViewNode] = []
        /// The children less the detached ones, when there are detached ones.
        var contentChildren: [ViewNode]?
        /// The frame, when single precision would change it (a custom layout's thirds).
        var exactFrame: CGRect?
    }
    private var rare: RareParts?
    private var madeRare: RareParts {
        if let rare { return rare }
        let made = RareParts()
        rare = made
        return made
    }

    var lazyRows: AccessibilityRowWindow? {
        get { rare?.lazyRows }
        set { if newValue != nil || rare != nil { madeRare.lazyRows = newValue } }
    }
    var lazyRowSource: (any LazyRowSource)? {
        get { rare?.lazyRowSource }
        set { if newValue != nil || rare != nil { madeRare.lazyRowSource = newValue } }
    }
    var keptRowState: [String: [(index: Int, box: AnyObject)]] {
        get { rare?.keptRowState ?? [:] }
        set { if !newValue.isEmpty || rare != nil { madeRare.keptRowState = newValue } }
    }
    var rowsOfChildren: Range<Int>? {
        get { rare?.rowsOfChildren }
        set { if newValue != nil || rare != nil { madeRare.rowsOfChildren = newValue } }
    }
    /// A lazy stack's path, kept once asked (`ViewNode.path`).
    var path: String? {
        get { rare?.path }
        set { if newValue != nil || rare != nil { madeRare.path = newValue } }
    }
    var scrollOffset: CGPoint {
        get { rare?.scrollOffset ?? .zero }
        set { if newValue != .zero || rare != nil { madeRare.scrollOffset = newValue } }
    }
    var scrollContentOverflows: Bool {
        get { rare?.scrollContentOverflows ?? false }
        set { if newValue || rare != nil { madeRare.scrollContentOverflows = newValue } }
    }
    var detachedChildren: [ViewNode] {
        get { rare?.detachedChildren ?? [] }
        set { if !newValue.isEmpty || rare != nil { madeRare.detachedChildren = newValue } }
    }
    var contentChildren: [ViewNode]? {
        get { rare?.contentChildren }
        set { if newValue != nil || rare != nil { madeRare.contentChildren = newValue } }
    }
    var exactFrame: CGRect? {
        get { rare?.exactFrame }
        set { if newValue != nil || rare != nil { madeRare.exactFrame = newValue } }
    }
}

/// An environment several nodes share; see `ViewNode.sharedEnvironment`.
final class SharedEnvironment: Sendable {
    nonisolated(unsafe) let values: EnvironmentValues
    init(_ values: EnvironmentValues) { self.values = values }
    static let initial = SharedEnvironment(EnvironmentValues())
}

/// Lets an observation callback, which may be called from any context, mark its node dirty.
final class ObservationToken: @unchecked Sendable {
    // Only touched on the main actor; the node clears it when it goes.
    private unowned(unsafe) var node: ViewNode?
    @MainActor init(node: ViewNode) { self.node = node }
    func changed() {
        MainActor.assumeIsolated {
            node?.markDirty()
        }
    }
    func nodeWentAway() { node = nil }
}

/// Storage a node keeps for its view (a state's box) that points back at the node.
@MainActor
protocol NodeOwnedStorage: AnyObject {
    func nodeWentAway()
}

/// The sizes a node answered for its most recent proposals. A layout pass asks each node a
/// handful of proposals (minimum, maximum, ideal, the final one), so a short list searched in
/// order beats hashing. Four entries: the demo screens measure 7 % more views than with eight,
/// and a list's rows need not keep eight each (a stack keeps its units' answers itself).
///
/// An entry is 16 bytes: proposals and sizes are whole points (cells are 8 × 16 points), which
/// 32-bit floats hold exactly, as they do infinity; a proposal's nil is a NaN no arithmetic
/// makes. A value a `Float` would round is not kept: that size is measured again when asked.
struct SizeCache {
    private struct Entry {
        var width: Float, height: Float
        var sizeWidth: Float, sizeHeight: Float
    }
    private var entries: [Entry] = []
    private static let capacity = 8
    private static let unspecified = Float(bitPattern: 0x7FA0_1D1E)

    /// The value as a `Float`, or nil when a `Float` would change it.
    private static func exact(_ value: CGFloat) -> Float? {
        let narrow = Float(value)
        return CGFloat(narrow) == value ? narrow : nil
    }
    private static func encode(_ value: CGFloat?) -> Float? {
        guard let value else { return unspecified }
        return exact(value)
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Every answer given since the last `removeAll()` is still here: none was pushed out by a
    /// newer one, and none was a size a `Float` could not hold.
    private(set) var holdsEveryAnswer = true

    /// The proposals answered and their sizes, oldest first.
    var answers: [(proposal: ProposedViewSize, size: CGSize)] {
        entries.map { entry in
            (ProposedViewSize(width: entry.width.bitPattern == Self.unspecified.bitPattern ? nil : CGFloat(entry.width),
                              height: entry.height.bitPattern == Self.unspecified.bitPattern ? nil : CGFloat(entry.height)),
             CGSize(width: CGFloat(entry.sizeWidth), height: CGFloat(entry.sizeHeight)))
        }
    }

    subscript(proposal: ProposedViewSize) -> CGSize? {
        guard let width = Self.encode(proposal.width)?.bitPattern, let height = Self.encode(proposal.height)?.bitPattern else { return nil }
        for entry in entries where entry.width.bitPattern == width && entry.height.bitPattern == height {
            return CGSize(width: CGFloat(entry.sizeWidth), height: CGFloat(entry.sizeHeight))
        }
        return nil
    }

    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        guard let width = Self.encode(proposal.width), let height = Self.encode(proposal.height),
              let sizeWidth = Self.exact(size.width), let sizeHeight = Self.exact(size.height) else {
            holdsEveryAnswer = false
            return
        }
        if entries.count == Self.capacity {
            entries.removeFirst()
            holdsEveryAnswer = false
        }
        entries.append(Entry(width: width, height: height, sizeWidth: sizeWidth, sizeHeight: sizeHeight))
    }

    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        holdsEveryAnswer = true
    }
}
