import Accessibility
import Foundation

/// The live graph of a screen: nodes with state, laid out in points, drawn into cells, and
/// turned into an accessibility tree. A state change marks its owner dirty; `update()`
/// re-evaluates only dirty bodies, re-lays out only what changed, and rebuilds elements only
/// for invalidated nodes.
@MainActor
public final class ViewGraph: AccessibilityNotificationObserver {
    public let metric: CellMetric
    /// The screen size in points.
    public private(set) var size: CGSize {
        didSet { clock.screenSize = size }
    }
    private(set) var root: ViewNode!
    private var dirtyNodes: [ViewNode] = []
    private var layoutNeeded = true
    /// The rows of the page drawn so far (`storedRows`): up to date but for `damage`.
    var canvas = CellCanvas(width: 0, height: 0)
    /// The parts of the canvas to redraw, in points.
    var damage = Damage()
    /// The environment the screen was opened with.
    private let baseEnvironment: EnvironmentValues
    /// The base environment with the overrides laid over it: what the root view receives.
    private(set) var environment: EnvironmentValues
    /// The root's body has not been evaluated with the current `environment` yet.
    private var rootNeedsEnvironment = true
    /// Code that runs while the graph evaluates bodies or the app's actions: timers scheduled.
    let clock = GraphClock()
    /// The animations running on nodes' drawn values, by node (`RunningAnimation`).
    var animations: [ObjectIdentifier: RunningAnimation] = [:]
    /// The clock's time at the last look at the animations (`lookAtAnimations`): a second look
    /// at the same moment, with none started since, has nothing new to see.
    var animationsLookedAt = -Double.infinity
    /// The transaction of the node being updated now: the animation its changes are shown with.
    var transaction: Transaction?
    /// Nodes whose state changed inside `withAnimation` or `withTransaction`, with that transaction.
    var pendingTransactions: [ObjectIdentifier: Transaction] = [:]
    /// Who hears what this screen's code posts (`AccessibilityNotification.Announcement(…).post()`):
    /// the session sets its reader here. Held weakly: the reader owns the graph, not the reverse.
    public weak var notificationObserver: AccessibilityNotificationObserver?

    /// Counters, for tests and benchmarks that check work is proportional to change.
    public internal(set) var bodyEvaluations = 0
    /// Selection lists that marked changed rows alone (tests count work with it).
    var listSelectionPatches = 0
    /// Updates that can change a selection list's rows or tags: nodes that came, went or moved,
    /// and behaviours that say so (`NodeBehavior.changesSelectionRows`: a value link's too).
    var selectionRowChanges = 0
    public internal(set) var accessibilityEvaluations = 0
    /// Some node made its elements: from then on a stack moves its units when it moves them
    /// (`PlacementDeferral`), so the elements kept below it carry their new frames.
    var elementsWereMade = false
    /// Units a stack placed only when asked where they were, after a move it deferred.
    public internal(set) var deferredPlacements = 0
    /// Stacks moved whole with their size kept, their units moved with them unmeasured.
    public internal(set) var stacksMovedWhole = 0
    /// Updates that had something to run or lay out (past `update()`'s first check).
    public internal(set) var updatePasses = 0
    /// Sizes computed by a view (answers a node had not kept).
    public internal(set) var measurements = 0
    /// Nodes made: views that came where no node was, and no row that left took them.
    public internal(set) var nodesMade = 0
    /// A lazy stack's rows that came, looked for among the rows it held by their ids.
    public internal(set) var lazyRowsLookedUp = 0
    /// A lazy stack's rows that left take the views of rows that come (`ViewNode.revive(as:)`);
    /// false makes every row that comes a new node, for a test to compare the two.
    var reusesLazyRows = true
    /// Walks of a selection list's rows (kept between updates of the screen).
    var listRowWalks = 0
    /// Stacks asked a size they had not kept.
    var stackMeasurements = 0
    /// Units a stack asked for their sizes: every unit when it measures them all, the changed
    /// ones when it patches what it kept.
    var unitsMeasuredByStacks = 0
    /// Nodes placed (their children laid out).
    public internal(set) var placements = 0
    /// Updates whose units kept their sizes and were placed again where they were.
    public internal(set) var relayoutsInPlace = 0
    /// The node `update()` is updating when its size may stay as it was: layout changes below
    /// it stop there (see `ViewNode.relayOutInPlace`).
    var layoutBoundary: ViewNode?
    /// The elements the node being updated gave before its update, when it had them: its
    /// ancestors learn that their elements changed only once its new ones differ from these
    /// (a dot whose opacity pulses gives the same element each time, and the tree stays as it
    /// was). Nil: the change goes up as soon as it is made.
    var elementsBeforeBoundaryUpdate: [AccessibilityElement]?
    /// Set when a change under the node being updated made its elements stale while
    /// `elementsBeforeBoundaryUpdate` held them: the comparison is owed after the update.
    var boundaryElementsWentStale = false
    /// Updates whose node gave the same elements as before, so its ancestors kept theirs.
    public internal(set) var unchangedElementUpdates = 0
    /// Texts broken into lines.
    public internal(set) var textWraps = 0
    /// Nodes that drew into the canvas, and canvas rows redrawn.
    public internal(set) var nodesDrawn = 0
    public internal(set) var rowsDrawn = 0
    /// Timer actions the screen's clock has run (`advanceTime` steps from one to the next).
    public var timerFirings: Int { clock.firingCount }

    /// Lay the screen out as a page that scrolls: the root gets its ideal height, and the canvas
    /// grows to hold all of it. Otherwise the root is proposed the screen's height, as a window.
    public let scrollsVertically: Bool
    /// The height the content takes, in points.
    public private(set) var contentHeight: CGFloat = 0

    public init<Content: View>(_ rootView: Content, size: CGSize, metric: CellMetric = .default,
                               scrollsVertically: Bool = false, environment: EnvironmentValues = EnvironmentValues()) {
        self.metric = metric
        self.size = size
        self.scrollsVertically = scrollsVertically
        baseEnvironment = environment
        self.environment = environment
        // The root's body is first evaluated by the first update, so overrides set before it
        // (a session opening its next screen) cost no second evaluation.
        root = ViewNode(graph: self, parent: nil, key: .named(""), view: rootView)
        damage = Damage(CGRect(origin: .zero, size: size))
        notificationRoute.graph = self
        composeEnvironment()
        clock.screenSize = size
    }

    isolated deinit {
        notificationRoute.graph = nil
        // A graph dropped without `close()` still stops its timers: a repeating timer kept in
        // a view's state, whose block holds that state, would otherwise hold itself forever.
        clock.stop()
    }

    /// What the notification scope holds (weakly) for this screen: posts reach the graph
    /// through it. The scope's weak reference is to this small object, not to the graph: a weak
    /// reference gives its target a side table, which would slow every node's use of the graph.
    private let notificationRoute = NotificationRoute()

    /// Size in cells.
    public convenience init<Content: View>(_ rootView: Content, columns: Int, rows: Int, metric: CellMetric = .default,
                                           scrollsVertically: Bool = false, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(rootView, size: metric.size(columns: columns, rows: rows), metric: metric,
                  scrollsVertically: scrollsVertically, environment: environment)
    }

    /// Settings laid over the screen's environment, as Accessibility Inspector's settings pane
    /// does: Dynamic Type, Increase Contrast, Reduce Motion, Bold Text, appearance… Setting
    /// them re-evaluates every body under the new environment at the next update, and the whole
    /// screen is laid out and drawn again.
    public var environmentOverrides = EnvironmentOverrides() {
        didSet {
            guard environmentOverrides != oldValue, !isClosed else { return }
            composeEnvironment()
            rootNeedsEnvironment = true
            layoutNeeded = true
            // Colours and text styles change everywhere, not only where layout moved.
            damage = Damage(CGRect(x: 0, y: 0, width: size.width, height: max(size.height, contentHeight)))
        }
    }

    /// Whether the screen's code has read its Dynamic Type size (`EnvironmentValues.dynamicTypeSize`,
    /// through `@Environment` or an environment it was handed) since it opened. Until it has,
    /// no body, action or task chose anything by the size, so the screen lays out and reads the
    /// same at every size: the audit then need not lay it out again at a large one.
    public var hasReadDynamicTypeSize: Bool { clock.hasReadDynamicTypeSize }

    /// The device the screen runs on: what `UIDevice.current.userInterfaceIdiom` says to the
    /// screen's code, and the size classes of its environment where the environment it was
    /// opened with has none (an iPhone compact across and regular down, an iPad regular both
    /// ways). Set it before the first update, as a session does; later, every body is
    /// evaluated again.
    public var idiom: UIUserInterfaceIdiom = .phone {
        didSet {
            clock.idiom = idiom
            guard idiom != oldValue, !isClosed else { return }
            composeEnvironment()
            rootNeedsEnvironment = true
            layoutNeeded = true
            damage = Damage(CGRect(x: 0, y: 0, width: size.width, height: max(size.height, contentHeight)))
        }
    }

    /// What the root view receives: the environment the screen was opened with, the idiom's
    /// size classes where it has none, then the overrides.
    private func composeEnvironment() {
        var environment = baseEnvironment
        if environment.horizontalSizeClass == nil { environment.horizontalSizeClass = idiom == .phone ? .compact : .regular }
        if environment.verticalSizeClass == nil { environment.verticalSizeClass = .regular }
        environmentOverrides.apply(to: &environment)
        self.environment = environment
        clock.environment = environment
    }

    /// The date a screen's clock starts at unless told otherwise: 2026-01-01 09:00:00 UTC. A
    /// headless run is then the same on every machine and day; the terminal app starts its
    /// screens at the wall clock's date instead.
    public static let defaultStartDate = Date(timeIntervalSince1970: 1_767_258_000)

    /// The date the screen's clock started at. Set it before the first update (a session
    /// does, from `--date` or the wall clock); time then passes on it only as the clock advances.
    public var startDate: Date {
        get { clock.startDate }
        set { clock.startDate = newValue }
    }

    /// The screen's date now: the start date plus the time its clock has advanced. What a
    /// `TimelineView` on the screen is shown for.
    public var date: Date { clock.date }

    /// The device of the graph whose code is running (a body, an action, a timer), as far as
    /// its clock's scope says: what `UIDevice.current` reads.
    static var runningIdiom: UIUserInterfaceIdiom? { GraphClock.current?.idiom }

    /// While a node places its children in a right-to-left layout, the bounds they are
    /// mirrored in: a child placed at a distance from the left edge lands that far from the
    /// right (see `ViewNode.place(in:)`).
    var mirrorBounds: CGRect?

    /// True when state changed since the last `update()`.
    public var needsUpdate: Bool {
        (rootNeedsEnvironment && !isClosed) || !dirtyNodes.isEmpty || !renderNodes.isEmpty || layoutNeeded
            || !clock.afterUpdate.isEmpty || !scrollRequests.isEmpty
    }

    /// Re-evaluates dirty bodies and lays out what changed.
    public func update() {
        // Nothing to run and nothing to lay out (a frame of an animation, a wait with no timer
        // due): the update costs these checks.
        if !rootNeedsEnvironment, dirtyNodes.isEmpty, renderNodes.isEmpty, clock.afterUpdate.isEmpty, !ScreenTasks.hasWork,
           !layoutNeeded, !root.needsLayout, scrollRequests.isEmpty { return }
        updatePasses += 1
        runAppCode {
            if rootNeedsEnvironment, !isClosed {
                rootNeedsEnvironment = false
                root.update(view: root.view, environment: environment)
            }
            // Rounds of work that runs after the bodies (`DispatchQueue.main.async` sent by
            // onAppear) without changing any: bounded, so work that sends itself again forever
            // waits for the next update instead of holding this one.
            var quietRounds = 0
            repeat {
                while !dirtyNodes.isEmpty {
                    let batch = dirtyNodes.sorted { $0.depth < $1.depth }
                    dirtyNodes.removeAll()
                    for node in batch where node.isDirty && !node.isRemoved {
                        // A change that leaves the node's size as it was is laid out where it
                        // is: its ancestors are neither measured nor placed again.
                        let before = node.layoutAnswers()
                        layoutBoundary = before == nil ? nil : node
                        elementsBeforeBoundaryUpdate = before == nil ? nil : node.currentElements()
                        boundaryElementsWentStale = false
                        transaction = pendingTransactions.isEmpty ? nil : pendingTransactions.removeValue(forKey: ObjectIdentifier(node))
                        node.update(view: node.view, environment: node.environment)
                        transaction = nil
                        layoutBoundary = nil
                        if let before, !node.isRemoved { node.relayOutInPlace(before) }
                        if let elementsBefore = elementsBeforeBoundaryUpdate {
                            elementsBeforeBoundaryUpdate = nil
                            if boundaryElementsWentStale { node.elementsChanged(from: elementsBefore) }
                        }
                    }
                }
                // onAppear and onChange run once the bodies are up to date; what they change
                // is evaluated in the same update.
                for action in clock.takeAfterUpdate() { action() }
                ScreenTasks.runPending()
                quietRounds = dirtyNodes.isEmpty ? quietRounds + 1 : 0
            } while !dirtyNodes.isEmpty || (!clock.afterUpdate.isEmpty && quietRounds < 100)
        }
        // Nodes that read a changed state while laying out, drawing or making their elements.
        if !renderNodes.isEmpty {
            let nodes = renderNodes
            renderNodes.removeAll()
            for node in nodes { node.renderAgain() }
        }
        if layoutNeeded || root.needsLayout {
            layoutNeeded = false
            let proposal = ProposedViewSize(width: size.width, height: scrollsVertically ? nil : size.height)
            let units = root.layoutUnits
            let layout = StackLayout(axis: .vertical, alignment: .center, spacing: nil)
            let fitted = units.count == 1 ? units[0].sizeThatFits(proposal) : layout.sizeThatFits(proposal, units: units)
            let height = scrollsVertically ? max(size.height, fitted.height) : size.height
            contentHeight = height
            let bounds = CGRect(x: 0, y: 0, width: size.width, height: height)
            if units.count == 1 {
                units[0].place(in: Self.topCentered(fitted, in: bounds))
            } else {
                layout.place(units, in: Self.topCentered(fitted, in: bounds))
            }
            // The root is the page: placing its units lays it out, until a change below marks it.
            root.markLaidOut()
        }
        if !scrollRequests.isEmpty { performScrollRequests() }
    }

    /// The screen is laid out from the top, centred horizontally, like a scrolling page.
    private static func topCentered(_ fitted: CGSize, in bounds: CGRect) -> CGRect {
        let width = min(fitted.width, bounds.width)
        return CGRect(x: snap((bounds.width - width) / 2, CellMetric.default.pointsPerColumn), y: 0, width: width, height: fitted.height)
    }

    public func resize(to newSize: CGSize) {
        guard newSize != size else { return }
        commandsPerformed += 1
        size = newSize
        contentHeight = 0
        damage = Damage(CGRect(origin: .zero, size: size))
        root.invalidateLayout()
        layoutNeeded = true
    }

    public func resize(columns: Int, rows: Int) { resize(to: metric.size(columns: columns, rows: rows)) }

    /// The accessibility tree of the current frame.
    public func accessibilityTree() -> AccessibilityTree {
        update()
        let roots = root.accessibilityElements()
        if let lastTree, root.elementsGeneration == lastTreeGeneration { return lastTree }
        let tree = AccessibilityTree(roots: hasLabeledPairs ? LabeledPairs.resolve(roots) : roots, previous: lastTree)
        lastTree = tree
        lastTreeGeneration = root.elementsGeneration
        return tree
    }

    /// The last tree made, handed out again until an element changes.
    private var lastTree: AccessibilityTree?
    private var lastTreeGeneration: UInt32 = 0

    /// The accessibility tree of the current frame with what the views said of themselves as
    /// they made it (`AccessibilitySnapshot`): what the audit reads.
    public func accessibilitySnapshot() -> AccessibilitySnapshot {
        let tree = accessibilityTree()
        if let lastSnapshot, !snapshotFacts.changed, lastSnapshotGeneration == lastTreeGeneration { return lastSnapshot }
        let snapshot = snapshotFacts.snapshot(of: tree)
        lastSnapshot = snapshot
        lastSnapshotGeneration = lastTreeGeneration
        return snapshot
    }

    /// The current frame's elements and facts, for a snapshot made from them elsewhere
    /// (`AccessibilitySnapshot.Parts`). Unlike `accessibilitySnapshot()`, no tree is indexed
    /// and nothing is kept for the next call.
    public func accessibilitySnapshotParts() -> AccessibilitySnapshot.Parts {
        update()
        let roots = root.accessibilityElements()
        return AccessibilitySnapshot.Parts(roots: hasLabeledPairs ? LabeledPairs.resolve(roots) : roots, facts: snapshotFacts)
    }

    /// What views record as their elements are made, for the next snapshot.
    var snapshotFacts = SnapshotFacts()
    private var lastSnapshot: AccessibilitySnapshot?
    private var lastSnapshotGeneration: UInt32 = 0

    /// The height of the screen in rows: the window's, or the page's when it scrolls vertically.
    public var contentRows: Int {
        update()
        return metric.rows(contentHeight)
    }

    /// Seconds until the screen's next timer fires; nil when none is scheduled. The explorer
    /// sleeps until then (or a key), so an idle screen costs no CPU.
    public var secondsUntilNextTimer: Double? { clock.nextDue.map { max(0, $0 - clock.now) } }

    /// Closes the screen: every view leaves it as if removed (onDisappear runs, tasks are
    /// cancelled), and the clock drops its timers. Nothing the screen's code keeps (a timer, a
    /// task, an observed model) then holds on to the graph or runs against it.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        // A screen that is closing says nothing more: what its onDisappear posts goes nowhere.
        notificationObserver = nil
        runAppCode { root.tearDown() }
        clock.stop()
    }

    public private(set) var isClosed = false

    /// Runs `body` as this screen's code: what the reader performs (an action, an adjustment)
    /// schedules its timers on this screen's clock, not on another open screen's, and what it
    /// posts reaches this screen's reader only.
    /// `runsAppCode` is false for a command that only lets time pass: it owes the main queue
    /// a turn only if a timer it fires runs the app's code.
    public func perform<T>(runsAppCode: Bool = true, _ body: () throws -> T) rethrows -> T {
        // What the reader performs may start tasks (`Task {}` in an action): the command lets
        // them run once, at its first update or as it ends, inside the screen's scope, so what
        // they schedule lands on this screen's clock.
        commandsPerformed += 1
        return try runAppCode { try ScreenTasks.duringCommand(runsAppCode: runsAppCode, body) }
    }

    /// Commands performed on the screen (`perform`) and resizes, since it opened.
    public private(set) var commandsPerformed = 0

    /// Advances the screen's clock: due timers fire, in order.
    public func advanceTime(by seconds: Double) {
        runAppCode { _ = clock.advance(by: seconds) }
    }

    /// Advances the clock by `seconds`, or up to the timer after whose firing `shouldStop` is
    /// true; returns the seconds passed. While a view watches a value (`onChange`), a timer
    /// that changes state has the screen updated at its moment, so what the watcher posts
    /// stops the clock there too; with no watcher, the screen is updated once, when the time
    /// has passed, however many timers fired.
    public func advanceTime(by seconds: Double, stoppingAfter shouldStop: () -> Bool) -> Double {
        runAppCode {
            clock.advance(by: seconds) {
                if shouldStop() { return true }
                guard changeWatchers > 0, needsUpdate else { return false }
                update()
                return shouldStop()
            }
        }
    }

    /// Live `onChange` modifiers on the screen.
    var changeWatchers = 0

    /// Every call into the app's code (bodies, onAppear and onChange, timers, tasks started,
    /// actions, onHover) runs here: timers land on this screen's clock, and notifications the
    /// code posts come to this graph, which hands them to its reader.
    func runAppCode<T>(_ body: () throws -> T) rethrows -> T {
        StateReads.appCode += 1
        defer { StateReads.appCode -= 1 }
        return try AccessibilityNotificationScope.run(for: notificationRoute) {
            try GraphClock.withCurrent(clock, body)
        }
    }

    public func accessibilityNotificationPosted(_ event: AccessibilityNotificationEvent) {
        if case .announcement = event { announcementsPosted += 1 }
        notificationObserver?.accessibilityNotificationPosted(event)
    }

    /// Announcements the screen's code has posted since the screen opened.
    public private(set) var announcementsPosted = 0

    // MARK: Bookkeeping called by nodes

    /// Set once a view uses `accessibilityLabeledPair`, so other screens skip the extra pass.
    var hasLabeledPairs = false

    func scheduleUpdate(_ node: ViewNode) { dirtyNodes.append(node) }

    /// Nodes to lay out, draw and read again at the next update (`ViewNode.renderInputsChanged`).
    private var renderNodes: [ViewNode] = []
    func scheduleRender(_ node: ViewNode) { renderNodes.append(node) }

    /// The box holding `values` for nodes to share: the same box as the last nodes given equal
    /// values (a list's rows all see the same environment), so a screen keeps a few boxes, not
    /// one per node.
    func shared(_ values: EnvironmentValues) -> SharedEnvironment {
        if let index = recentEnvironments.firstIndex(where: { $0.values == values }) {
            let box = recentEnvironments[index]
            if index > 0 {
                recentEnvironments.remove(at: index)
                recentEnvironments.insert(box, at: 0)
            }
            return box
        }
        let box = SharedEnvironment(values)
        recentEnvironments.insert(box, at: 0)
        if recentEnvironments.count > 8 { recentEnvironments.removeLast() }
        return box
    }
    private var recentEnvironments: [SharedEnvironment] = []

    /// `node` went: what it showed is drawn again, at once or, given `region`, with the other
    /// nodes that go with it (a lazy stack's rows that left, one after another).
    func nodeRemoved(_ node: ViewNode, region: inout CGRect?) {
        if !animations.isEmpty { animations[ObjectIdentifier(node)] = nil }
        if !pendingTransactions.isEmpty { pendingTransactions[ObjectIdentifier(node)] = nil }
        snapshotFacts.forget(node)
        let frame = node.unionFrame
        guard let gathered = region else { return addDamage(frame) }
        region = frame.width > 0 || frame.height > 0 ? gathered.union(frame) : gathered
    }

    func noteLayoutChange(_ node: ViewNode) {
        layoutNeeded = true
        addDamage(node.unionFrame)
    }

    /// An animation changed what `node` shows: its cells are drawn again, nothing else runs.
    func noteAnimationFrame(_ node: ViewNode) { addDamage(node.unionFrame) }

    func noteMoved(_ node: ViewNode, from old: CGRect, to new: CGRect) {
        addDamage(old)
        addDamage(new)
    }

    /// Views moved within `region` (a stack moving all its units): left and entered at once.
    func noteMoved(region: CGRect) { addDamage(region) }

    /// Views that went showed `region` (`nodeRemoved(_:region:)`, gathered): it is drawn again.
    func noteRemoved(region: CGRect) { addDamage(region) }

    private func addDamage(_ rect: CGRect) {
        guard rect.width > 0 || rect.height > 0 else { return }
        // Overlays and borders draw just outside a frame; widen by a cell.
        let grown = rect.insetBy(dx: -metric.pointsPerColumn, dy: -metric.pointsPerRow)
        damage.add(grown)
    }

    /// The scroll views on the screen (`ViewGraph+Scrolling.swift`).
    var scrollViews: [ObjectIdentifier: ViewNode] = [:]
    /// The stacks that hold a window of their rows (`LazyStack.swift`), found without a walk.
    var lazyStacks: [ObjectIdentifier: ViewNode] = [:]
    /// Some stack on the screen holds a window of its rows: only then may an element of the
    /// tree have a `rowWindow` (a caller looking for one need not walk the tree otherwise).
    public var hasLazyStacks: Bool { !lazyStacks.isEmpty }
    /// The last stamp given to a node (`ViewNode.inputsStamp`).
    private var inputsStamps: UInt32 = 0
    func nextInputsStamp() -> UInt32 {
        inputsStamps &+= 1
        return inputsStamps
    }
    /// `ScrollViewProxy.scrollTo` calls waiting for the end of an update (`ViewGraph+ScrollTo.swift`).
    var scrollRequests: [ScrollRequest] = []

    /// Visits every node (tests and the element-id checks).
    func forEachNode(_ body: (ViewNode) -> Void) { root.forEachNode(body) }
}


/// Forwards what a screen's code posts to its graph while the graph is open.
@MainActor
private final class NotificationRoute: AccessibilityNotificationObserver {
    /// Cleared by the graph as it goes.
    unowned(unsafe) var graph: ViewGraph?
    func accessibilityNotificationPosted(_ event: AccessibilityNotificationEvent) {
        graph?.accessibilityNotificationPosted(event)
    }
}
