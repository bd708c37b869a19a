import Accessibility
import Foundation
import ScreenReader
import TermUI

/// One headless session: a screen, its view graph and a reader. The explorer, the CLI
/// commands and the walkthrough scripts all drive one of these.
@MainActor
public final class ScreenSession {
    public let registry: ScreenRegistry
    public private(set) var screenName: String
    public private(set) var variant: String
    public private(set) var graph: ViewGraph
    public private(set) var reader: ScreenReader
    private var screen: ScreenDescriptor
    /// Voice Control, attached beside the reader.
    public let voiceControlPeer = VoiceControlPeer()
    /// Switch Control, attached beside the reader (its scanner is nil while it is off).
    public let switchControlPeer = SwitchControlPeer()
    /// The assistive technologies beside VoiceOver's reader, each told of every change to the
    /// tree and of every screen opened, in this order.
    public var assistiveTechnologies: [any AssistiveTechnology] { [switchControlPeer, voiceControlPeer] + attached }
    private var attached: [any AssistiveTechnology] = []

    /// Attaches another assistive technology beside the reader: from now on it is told of
    /// every change to the tree and every screen opened, and its due steps wake the clock.
    public func attach(_ technology: any AssistiveTechnology) {
        guard !assistiveTechnologies.contains(where: { $0 === technology }) else { return }
        attached.append(technology)
        technology.treeDidChange(in: self)
    }
    /// Voice Control's state on this screen: the overlay, the candidates of an ambiguous name,
    /// an open menu.
    public internal(set) var voiceControl: VoiceControlState {
        get { voiceControlPeer.state }
        set { voiceControlPeer.state = newValue }
    }
    /// Elements whose Voice Control names were normalised: counts the work its index saves.
    public var voiceControlNamings: Int { voiceControlPeer.namings }
    /// Switch Control's scanner, when it is on.
    public internal(set) var switchControl: SwitchControl? {
        get { switchControlPeer.scanner }
        set { switchControlPeer.scanner = newValue }
    }
    /// How long a synthesizer takes to say an utterance, when captions are spoken aloud: every
    /// reader of this session (each screen opened gets a new one) runs its clock on it.
    public var speechDurations: (@MainActor (Utterance) -> Double?)? {
        didSet { reader.speechDurations = speechDurations }
    }

    /// Opens `spec` ("beach" or "beach:before") with a screen pane of the given size in cells,
    /// on an iPhone or an iPad (`idiom`), its clock starting at `date` (by default
    /// `ViewGraph.defaultStartDate`, so a headless run is the same every time; the terminal
    /// app passes the wall clock's date).
    /// `settings` are in force before the screen's views are first made, as settings a user
    /// turned on before opening the app are: its `onAppear` sees them.
    public init(registry: ScreenRegistry, screen spec: String, columns: Int = 72, rows: Int = 40,
                idiom: UIUserInterfaceIdiom = .phone, date: Date = ViewGraph.defaultStartDate,
                settings: EnvironmentOverrides = EnvironmentOverrides()) throws {
        self.registry = registry
        let (screen, variant) = try registry.resolve(spec)
        self.screen = screen
        self.screenName = screen.name
        self.variant = variant
        self.idiom = idiom
        graph = ViewGraph(screen.make(variant), columns: columns, rows: rows, scrollsVertically: true)
        graph.idiom = idiom
        graph.startDate = date
        graph.environmentOverrides = settings
        reader = ScreenReader(source: GraphTreeSource(graph), idiom: idiom)
        graph.notificationObserver = reader
    }

    /// Opens a view of one's own, as a registry of one screen with one variant named "after".
    public convenience init(_ view: some View, name: String = "screen", columns: Int = 72, rows: Int = 40,
                            idiom: UIUserInterfaceIdiom = .phone, date: Date = ViewGraph.defaultStartDate) {
        let screen = AnyView(view)
        let name = name.replacingOccurrences(of: ":", with: "-")  // ":" would start a variant
        let registry = ScreenRegistry([ScreenDescriptor(name: name, summary: name) { _ in screen }])
        // The registry has exactly this screen, so opening it cannot fail.
        try! self.init(registry: registry, screen: name, columns: columns, rows: rows, idiom: idiom, date: date)
    }

    /// The device the session's screens run on: the reader's row tolerance (13 points on an
    /// iPad, 8 on an iPhone), `UIDevice.current` and the environment's size classes. It holds
    /// for the screens the session opens next too.
    public var idiom: UIUserInterfaceIdiom {
        didSet {
            guard idiom != oldValue else { return }
            graph.idiom = idiom
            reader.idiom = idiom
            _ = graph.perform { reader.refresh() }
        }
    }

    /// The screen's date: its clock's start date plus the time that has passed on it.
    public var date: Date { graph.date }

    /// A dropped session closes its screen, so the screen's tasks stop and its timers go.
    isolated deinit {
        graph.close()
    }

    // MARK: Commands

    /// Performs a reader command; returns what was said.
    @discardableResult
    public func perform(_ command: ReaderCommand) -> [Utterance] {
        // Time passing moves Switch Control's auto scanning too, in step with the screen's clock.
        if case .wait(let seconds) = command, switchControl?.secondsUntilNextStep != nil { return waitScanning(seconds) }
        var isTimePassing = false
        if case .wait = command { isTimePassing = true }
        let said = graph.perform(runsAppCode: !isTimePassing) { reader.perform(command) }
        treeDidChange()
        // VoiceOver scrolls a scroll view to show the element it moves to; the frames change,
        // so the reader takes the new tree (a scroll says nothing).
        if let focused = focusedElement, graph.scrollToVisible(focused.frame, of: focused.id) { reader.refresh() }
        return said
    }

    /// Tells the assistive technologies beside the reader that the tree may have changed.
    func treeDidChange() {
        for technology in assistiveTechnologies { technology.treeDidChange(in: self) }
    }

    public var transcript: [Utterance] { reader.transcript }

    /// Seconds until something is due on the reader's clock: the current speech ending (what
    /// waits then starts) or the screen's next timer. Nil when nothing is; the terminal app
    /// runs this clock on real time and sleeps until then.
    public var secondsUntilNextEvent: Double? {
        // Asked at every wake of the explorer: no arrays made.
        var due = reader.secondsUntilSpeechEnds
        if let timer = graph.secondsUntilNextTimer { due = min(due ?? timer, timer) }
        func include(_ technology: any AssistiveTechnology) {
            if let step = technology.secondsUntilNextStep { due = min(due ?? step, step) }
        }
        include(switchControlPeer)
        include(voiceControlPeer)
        for technology in attached { include(technology) }
        return due
    }

    /// Lets `seconds` of real time pass when nothing is due in them (no timer, no speech
    /// ending, no scanning step) and the screen has nothing to update: the clocks move on and
    /// nothing runs, which is what `perform(.wait(seconds:))` would do then, for less (the
    /// explorer's frames of an animation). False, with nothing done, when something is due.
    public func passQuietly(_ seconds: Double) -> Bool {
        guard (secondsUntilNextEvent ?? .infinity) > seconds, !graph.needsUpdate else { return false }
        return reader.passQuietly(seconds)
    }

    /// Seconds until an animation on the screen next changes what its cells show (the unread
    /// dots' pulse); nil when none runs. Only a caller that draws the screen as time passes
    /// (the explorer) wakes for it: nothing runs in the screen then, the rows are drawn again.
    public var secondsUntilNextFrame: Double? { graph.secondsUntilNextAnimationFrame }

    /// Animations that repeat for ever are running on the screen (the unread dots' pulse).
    public var animatesForever: Bool { graph.foreverAnimationCount > 0 }

    /// How many utterances the reader keeps (`ScreenReader.transcriptLimit`), for this screen
    /// and every screen the session opens after it; nil, the default, keeps them all.
    public var transcriptLimit: Int? {
        didSet { reader.transcriptLimit = transcriptLimit }
    }
    /// The actions the actions menu offers on the focused element, in order: custom actions,
    /// then drag and drop as VoiceOver offers them. `perform(.performAction(name))` runs one.
    public var focusedActionNames: [String] { reader.focusedActionNames }

    /// A text field is being edited: the explorer sends typed characters to it.
    public var isEditing: Bool { reader.isEditing }

    /// The accessibility audit of the screen as it is now.
    public var auditFindings: [AuditFinding] { auditFindings(with: .all) }

    /// The audit with `configuration`'s rules: what it disables is not looked for (the screen
    /// is not laid out again at a large size without text-clipped, no copy is probed without
    /// the rules that probe), and what it ignores is left out.
    ///
    /// `lastUse`: nothing uses the screen after its audit (a one-shot `rotor audit`), so the
    /// probes may act on the screen itself, once everything else is judged, rather than on a
    /// copy: see `probeFindings(rules:quietAsOpened:actingOnScreen:)`. The screen is then left
    /// as the probes left it.
    public func auditFindings(with configuration: AuditConfiguration, lastUse: Bool = false) -> [AuditFinding] {
        // Before the screen is laid out at another size for text-clipped.
        let quiet = postsAtMostOnceAsOpened
        let findings = AccessibilityAudit.findings(in: graph.accessibilitySnapshot(), context: auditContext(drawn: false),
                                                   drawing: pageDrawing)
        var clipped: [AuditFinding] = []
        var laidOutAgain = false
        if !configuration.disabled.contains(.textClipped) {
            (clipped, laidOutAgain) = clippedAtAccessibilitySize(excluding: Set(findings.filter { $0.rule == .textClipped }.map(\.elementID)))
        }
        // A screen laid out at another size may have run code on the way (an `onChange` of the
        // size), and a lazy list's row walk runs its rows' `onAppear`: the probes then take a
        // copy as opened.
        let actsOnScreen = lastUse && !laidOutAgain && !hasRowsNotHeld
        let probed = probeFindings(rules: Self.probeRules.subtracting(configuration.disabled), quietAsOpened: quiet,
                                   actingOnScreen: actsOnScreen)
        return configuration.filter(findings + clipped + probed + lazyRowFindings())
    }

    /// What the audit found in the rows lazy lists do not hold (`lazyRowFindings`), by screen,
    /// variant, size, settings and row count.
    var lazyRowCache: [String: [AuditFinding]] = [:]
    /// Windows of rows not held that audits held, over the session's life (tests count work with it).
    public internal(set) var lazyRowWindowsAudited = 0

    /// What the probes of each screen state found (`probeFindings`), by screen, variant, size
    /// and settings.
    var probeCache: [String: [AuditFinding]] = [:]
    /// Copies of the screen the probes opened, over the session's life (tests count work with it).
    public internal(set) var probeCopiesOpened = 0
    /// The copy the probes listened for announcements on, while it may stand in for a new one
    /// (`asOpened`: nothing was performed on it, not even a wait).
    var spareProbe: (copy: ScreenSession, recorder: PostRecorder, asOpened: Bool)?
    /// Where the page drawing ends for a tree (`pageDrawing()`): worked out again only for
    /// another tree.
    var pageEnd: (tree: AccessibilityTree, bottom: CGFloat?)?

    /// The most elements the audit's probes may open copies of, the announcement copy aside
    /// (`probeElementBudget`, 400 000: all 40 probes up to 10 000 elements, 4 at 100 000).
    public var probeElementBudget = ScreenSession.probeElementBudget

    /// text-clipped again with the screen laid out at Dynamic Type accessibility3 (unless the
    /// session already asks for that size or larger): the texts that no longer fit. The
    /// session's own settings come back afterwards. A screen whose code never read the size
    /// lays out the same at every size, so it is not laid out again: it would find only
    /// what the audit at its own size found.
    /// Also says whether the screen was laid out at that size.
    private func clippedAtAccessibilitySize(excluding already: Set<AccessibilityElementID>) -> ([AuditFinding], Bool) {
        let saved = graph.environmentOverrides
        if let size = saved.dynamicTypeSize, size >= .accessibility3 { return ([], false) }
        guard graph.hasReadDynamicTypeSize else { return ([], false) }
        var large = saved
        large.dynamicTypeSize = .accessibility3
        graph.environmentOverrides = large
        defer {
            graph.environmentOverrides = saved
            // Lay out and read the screen as it was, so the next snapshot is the screen's own
            // again.
            _ = graph.accessibilityTree()
        }
        let tree = graph.accessibilityTree()
        let canvas = pageDrawing()
        let clipped = AccessibilityAudit.textClipped(tree, ElementFacts(tree), canvas: canvas, words: VisibleWord.words(in: canvas),
                                                     metric: graph.metric, sizeNote: "accessibility3")
        return (clipped.filter { !already.contains($0.elementID) }, true)
    }

    /// What the audit reads beyond the snapshot: the reader's order, the drawing, the metric.
    public var auditContext: AuditContext { auditContext(drawn: true) }

    /// The audit's context, with the page drawn into it or (`drawn` false) not yet.
    func auditContext(drawn: Bool) -> AuditContext {
        var context = AuditContext()
        context.order = reader.navigationOrder
        if drawn { context.canvas = pageDrawing() }
        context.metric = graph.metric
        context.scrollRegions = graph.scrollRegions
        return context
    }
    public var tree: AccessibilityTree { reader.tree }
    public var focusedElement: AccessibilityElement? { reader.focusedID.flatMap { reader.tree.element($0) } }

    /// Resizes the screen pane (in cells); the screen is laid out again.
    public func resize(columns: Int, rows: Int) {
        graph.resize(columns: columns, rows: rows)
        reader.refresh()
        treeDidChange()
    }

    /// Switches to the screen's next variant (after ↔ before). The reader starts over on the
    /// new variant, as VoiceOver does when a screen changes, keeping the user's settings
    /// (Verbosity, the speaking rate, the rotor's setting).
    @discardableResult
    public func switchVariant() -> [Utterance] {
        guard screen.variants.count > 1, let i = screen.variants.firstIndex(of: variant) else { return [] }
        variant = screen.variants[(i + 1) % screen.variants.count]
        let size = graph.size
        replaceScreen(with: ViewGraph(screen.make(variant), size: size, metric: graph.metric, scrollsVertically: true))
        return appear()
    }

    /// Opens another screen or variant in this session, at the same pane size, with a fresh
    /// reader that keeps the user's settings, and lets it appear: what a walkthrough's `screen` line and the screen list do.
    /// Returns what the reader said (the first element).
    @discardableResult
    public func open(_ spec: String) throws -> [Utterance] {
        let (screen, variant) = try registry.resolve(spec)
        self.screen = screen
        screenName = screen.name
        self.variant = variant
        replaceScreen(with: ViewGraph(screen.make(variant), size: graph.size, metric: graph.metric, scrollsVertically: true))
        return appear()
    }

    /// The screen appears, as VoiceOver meets a new screen: the reader focuses the element
    /// the app asked to focus, else the first, and speaks it. The explorer does this when it
    /// opens, on `v` and on every screen it opens; so does a script's `screen` line.
    @discardableResult
    public func appear() -> [Utterance] {
        let first = graph.commandsPerformed == 0
        defer { commandsWhenAppeared = first ? graph.commandsPerformed : nil }
        return graph.perform { reader.perform(reader.focusedID.map { .focusElement($0) } ?? .first) }
    }

    /// The screen's count of commands (`ViewGraph.commandsPerformed`) when `appear()` was its
    /// first command; nil otherwise.
    private(set) var commandsWhenAppeared: Int?

    /// The screen is as it was opened and appeared, as the audit's copies are: `appear()` was
    /// its first command and nothing was performed on it since. (Opened only, the tasks its
    /// `onAppear` started have not run: the first command lets them.)
    var isAsOpenedAndAppeared: Bool {
        commandsWhenAppeared.map { graph.commandsPerformed == $0 } ?? false
    }

    /// Read all, to the end: what VoiceOver says reading from the top (or from the focus)
    /// while nobody touches the screen, element by element, with no hints. Time passes on the
    /// reader's clock as it reads.
    @discardableResult
    public func readToEnd(fromFocus: Bool = false) -> [Utterance] {
        var said = perform(fromFocus ? .readFromFocus : .readAll)
        while reader.isReadingAll {
            said += perform(.wait(seconds: readingAllStep))
        }
        return said
    }

    /// Reads all from the top as `readToEnd` does, handing over what each step said with the
    /// element focused after it (read all moves the cursor as it reads).
    public func readToEnd(each: (_ said: [Utterance], _ focused: AccessibilityElement?) -> Void) {
        each(perform(.readAll), focusedElement)
        while reader.isReadingAll {
            each(perform(.wait(seconds: readingAllStep)), focusedElement)
        }
    }

    /// How long read all waits at a time: until the speech ends or the screen's next timer
    /// fires, whichever is sooner, as the explorer's clock does, so what a timer posts is
    /// spoken at its moment (a high-priority announcement cuts the element being read, not the
    /// low-priority one that would only start after it).
    private var readingAllStep: Double {
        let untilTimer = graph.secondsUntilNextTimer ?? .infinity
        return max(min(reader.secondsUntilSpeechEnds ?? 0, untilTimer), 0.001)
    }

    /// VoiceOver's Verbosity settings the reader follows; they outlive the screen, as the
    /// user's settings do.
    public var verbosity: Verbosity {
        get { reader.verbosity }
        set { reader.verbosity = newValue }
    }

    /// The rotor's setting last chosen: like Verbosity, the user's, and kept on every screen
    /// the session opens next.
    public var rotorSetting: RotorSetting? {
        get { reader.rotorSetting }
        set { reader.rotorSetting = newValue }
    }

    /// Closes the screen shown and shows `newGraph` with a fresh reader. VoiceOver's settings
    /// go on to the next screen, as the user's do: Verbosity, the speaking rate, and where the
    /// rotor points (a setting chosen is kept even where the next screen does not offer it).
    private func replaceScreen(with newGraph: ViewGraph) {
        let verbosity = reader.verbosity, rotorSetting = reader.rotorSetting, rate = reader.speakingRate
        newGraph.environmentOverrides = graph.environmentOverrides  // settings outlive the screen
        newGraph.idiom = idiom
        // Time goes on: the next screen starts at the date the last one had reached.
        newGraph.startDate = graph.date
        graph.close()
        graph = newGraph
        commandsWhenAppeared = nil
        reader = ScreenReader(source: GraphTreeSource(newGraph), idiom: idiom)
        reader.verbosity = verbosity
        reader.rotorSetting = rotorSetting
        reader.speakingRate = rate
        newGraph.notificationObserver = reader
        reader.transcriptLimit = transcriptLimit
        reader.speechDurations = speechDurations
        treeLines = nil
        screenOffset = 0
        for technology in assistiveTechnologies { technology.screenDidChange(in: self) }
    }

    /// Rows of the screen scrolled out of the pane at the top. The screen is laid out as a page
    /// as tall as its content; the pane follows the reader's focus, as VoiceOver scrolls to the
    /// element it moves to.
    public internal(set) var screenOffset = 0

    private func scrollToShow(_ rect: CellRect?, contentRows: Int) {
        let paneRows = graph.metric.rows(graph.size.height)
        // Scrolled by Voice Control: the pane stays where it was put until VoiceOver moves on.
        if let away = voiceControl.scrolledAwayFrom, away == reader.focusedID {
            screenOffset = max(0, min(screenOffset, contentRows - paneRows))
            return
        }
        voiceControl.scrolledAwayFrom = nil
        if let rect {
            if rect.maxY > screenOffset + paneRows { screenOffset = rect.maxY - paneRows }
            if rect.y < screenOffset { screenOffset = rect.y }
            // Near the top, show the top of the screen.
            if rect.maxY <= paneRows { screenOffset = 0 }
        }
        screenOffset = max(0, min(screenOffset, contentRows - paneRows))
    }

    /// The lines of the tree pane's rows, for the current tree: formatted when the pane shows
    /// them, and kept for the elements a new tree did not replace.
    private var treeLines: TreeLines?

    private func treeRows() -> TreeRows {
        let tree = reader.tree
        if treeLines.map({ !$0.tree.isSameSnapshot(as: tree) }) ?? true {
            treeLines = TreeLines(tree: tree, following: treeLines)
        }
        return TreeRows(lines: treeLines!, focused: reader.focusedID.flatMap { tree.positions[$0] })
    }

    /// The regions of the screen (in the screen's own cells, not the pane's) that the pane
    /// would show differently now, against `shown`, the pane's rows as last shown: empty when
    /// none, every row the pane shows when `shown` is not known or is of another size or
    /// window. Only the regions the graph draws again are compared: a change in rows scrolled
    /// out of the pane, or under something drawn over it (a pulse under a sheet or an alert),
    /// is not one; three dots far apart are three small regions, not the rows between them.
    ///
    /// `shown` is taken while the screen draws and handed back as the canvas now shown: the
    /// graph then draws into its canvas in place, with nothing else holding it, and only the
    /// cells it draws again are kept aside to compare (a held canvas would be copied whole).
    public func screenPaneChanges(since shown: inout CellCanvas?) -> [CellRect] {
        let rows = screenOffset..<(screenOffset + graph.metric.rows(graph.size.height))
        holdRowsShown(rows)
        let regions = graph.regionsToRedraw(in: rows)
        guard !regions.isEmpty else { return [] }
        // No binding of `shown` outlives this: it must be let go of before the graph draws.
        guard let oldShape = shown.map({ ($0.width, $0.height, $0.storedRows) }) else {
            shown = graph.draw(rows: rows)
            return [shown!.storedRect]
        }
        let before = regions.map { shown!.storedCells(in: $0) }
        shown = nil
        let canvas = graph.draw(rows: rows)
        shown = canvas
        guard oldShape == (canvas.width, canvas.height, canvas.storedRows) else { return [canvas.storedRect] }
        return zip(regions, before).compactMap { region, cells in canvas.changedPart(of: region, since: cells) }
    }

    /// Makes the lazy lists hold the rows the pane shows (a row the reader jumped to was made
    /// alone); the reader takes the tree with them, which says nothing.
    @discardableResult
    private func holdRowsShown(_ rows: Range<Int>) -> Bool {
        guard graph.holdRowsShown(rows) else { return false }
        reader.refresh()
        return true
    }

    /// The frame to show: the screen drawn at the pane size, the tree rows, the captions.
    public func frame() -> Frame {
        var focusRect = focusedElement.map { graph.metric.cellRect($0.frame) }
        scrollToShow(focusRect, contentRows: graph.contentRows)
        // Only the rows the pane shows are drawn: the rest of a tall page is never copied or kept.
        var rows = screenOffset..<(screenOffset + graph.metric.rows(graph.size.height))
        if holdRowsShown(rows) {
            // The rows made may have moved the focused one (a list's rows not held are placed
            // at the held rows' average height): the pane follows it again.
            focusRect = focusedElement.map { graph.metric.cellRect($0.frame) }
            scrollToShow(focusRect, contentRows: graph.contentRows)
            rows = screenOffset..<(screenOffset + graph.metric.rows(graph.size.height))
            holdRowsShown(rows)
        }
        let canvas = graph.draw(rows: rows)
        var frame = Frame(
            screen: canvas,
            focusRect: focusRect,
            screenOffset: screenOffset,
            treeRows: treeRows(),
            captions: reader.transcript,
            captionsDropped: reader.spokenCount - reader.transcript.count,
            // A screen with one way to be shown (a file opened with `rotor open`) names no variant.
            title: screen.variants.count > 1 ? "\(screenName) (\(variant))" : screenName,
            rotor: reader.currentRotorSetting)
        frame.speakingCount = reader.speakingCount
        frame.waiting = reader.waitingSpeech
        frame.screenNumber = registry.screens.firstIndex { $0.name == screenName }.map { $0 + 1 }
        frame.screenCount = registry.screens.count
        frame.voiceControlBadges = voiceControlBadges(canvas: canvas)
        frame.switchControl = switchControlFrame()
        return frame
    }
}
