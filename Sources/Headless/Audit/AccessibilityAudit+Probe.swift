import Accessibility
import Foundation
import ScreenReader
import TermUI

/// Records when each announcement is posted, on the screen's clock, and passes every post on
/// to the reader.
@MainActor
final class PostRecorder: AccessibilityNotificationObserver {
    private weak var reader: ScreenReader?
    private unowned let graph: ViewGraph
    private(set) var announcements: [(text: String, at: Date)] = []

    init(graph: ViewGraph, reader: ScreenReader) {
        self.graph = graph
        self.reader = reader
    }

    func accessibilityNotificationPosted(_ event: AccessibilityNotificationEvent) {
        if case .announcement(let text, _) = event { announcements.append((text, graph.date)) }
        reader?.accessibilityNotificationPosted(event)
    }
}

/// The rules that act: each opens a throw-away copy of the screen (a probe: the same screen
/// and variant, size, device, date and settings, as it is when opened), performs what a
/// VoiceOver user would on it and listens. The audited screen is not touched, unless nothing
/// uses it after its audit and it is itself as a copy would be (`actingOnScreen`).
///
/// A probe is the screen as opened: in a walk, an element the walk reached that the opened
/// screen does not have is not probed. A model object the screen's views share by reference
/// with the audited screen (one made outside the view and passed in) is shared with the copy
/// too, and what the probe performs changes it.
extension ScreenSession {
    /// The most probes one screen gets (one a custom action or adjustable element), so a
    /// screen of thousands of controls costs a bounded time.
    static let probeLimit = 40
    /// The most elements the probes' copies hold together, the announcement copy aside: each
    /// copy is the whole screen, so a screen of up to 10 000 elements gets all `probeLimit`
    /// probes and a longer one fewer (100 000 elements: 4), at least one (see DECISIONS.md).
    static let probeElementBudget = 400_000

    /// How many probes a screen of `elements` elements gets under `budget` elements of copies.
    static func probeCount(elements: Int, budget: Int = probeElementBudget) -> Int {
        min(probeLimit, max(1, budget / max(1, elements)))
    }
    /// How long the copy runs after it opens, for announcements posted then (timers, tasks).
    static let announcementWindow = 3.0
    /// Two announcements posted closer than this cut the first off (see DECISIONS.md).
    static let announcementGap = 0.3
    /// How long after an action its effect is looked for.
    static let effectDelay = 1.0
    /// The rules that act on a copy of the screen.
    static let probeRules: Set<AuditRule> = [.adjustableValueUnchanged, .customActionNoEffect, .announcementTooClose,
                                             .focusLostAfterDismiss, .stateShownOnlyVisually]

    /// What the probes find, once for each screen, variant, size and settings: a walk that
    /// audits after every command probes each screen it opens once. Only findings whose
    /// element is on the screen now are reported.
    /// `quietAsOpened`: the screen is as opened and can post nothing more
    /// (`postsAtMostOnceAsOpened`), so no copy is listened to for announcements.
    /// `actingOnScreen`: nothing uses the screen after this, so when it is as opened and
    /// appeared (`isAsOpenedAndAppeared`) the first probe acts on it instead of on a new copy
    /// of it, which costs what opening the screen costs (4 s at 100 000 elements).
    func probeFindings(rules: Set<AuditRule> = probeRules, quietAsOpened: Bool = false,
                       actingOnScreen: Bool = false) -> [AuditFinding] {
        guard !rules.isEmpty else { return [] }
        // The elements on the screen now, before a probe may act on it.
        let tree = tree
        let key = "\(screenName):\(variant) \(graph.size) \(idiom) \(String(describing: graph.environmentOverrides)) "
            + rules.map(\.rawValue).sorted().joined(separator: ",")
        let found: [AuditFinding]
        if let cached = probeCache[key] {
            found = cached
        } else {
            found = runProbes(rules, quietAsOpened: quietAsOpened, actingOnScreen: actingOnScreen && isAsOpenedAndAppeared)
            probeCache[key] = found
        }
        return found.filter { $0.rule == .announcementTooClose || tree.element($0.elementID) != nil }
    }

    /// The screen is as opened and appeared (`isAsOpenedAndAppeared`), has posted at most one
    /// announcement, and nothing is due on it (no timer, and a task's sleep is one, no
    /// animation, nothing to update): a copy listened to for `announcementWindow` would hear
    /// the same posts and no more, so none could be cut off.
    var postsAtMostOnceAsOpened: Bool {
        graph.announcementsPosted <= 1 && isStill(for: .infinity) && isAsOpenedAndAppeared
    }

    private func runProbes(_ rules: Set<AuditRule>, quietAsOpened: Bool, actingOnScreen: Bool) -> [AuditFinding] {
        let observer = graph.notificationObserver
        defer {
            spareProbe = nil
            graph.notificationObserver = observer
        }
        if actingOnScreen {
            // The screen is the spare copy: as opened, with a recorder of what it posts from now.
            let recorder = PostRecorder(graph: graph, reader: reader)
            graph.notificationObserver = recorder
            spareProbe = (self, recorder, true)
        }
        var findings: [AuditFinding] = []
        var listened: AccessibilityTree?
        if rules.contains(.announcementTooClose), !quietAsOpened, let (opened, recorder) = probe() {
            listened = opened.tree
            let wasQuiet = opened.isStill(for: .infinity) && recorder.announcements.isEmpty
            findings += announcementsTooClose(opened, recorder)
            // Nothing was due on it and nothing posted: the wait moved its clock and let the
            // reader finish, and the copy is as opened in all else.
            if wasQuiet, opened.isStill(for: .infinity), opened.secondsUntilNextEvent == nil, recorder.announcements.isEmpty {
                spareProbe = (opened, recorder, false)
            }
        }
        // The elements of the screen as opened: the probes act on those a copy has.
        let tree = listened ?? (isAsOpenedAndAppeared ? self.tree : probeTree())
        guard let tree else { return findings }
        let limit = Self.probeCount(elements: tree.count, budget: probeElementBudget)
        var probes = 0
        var actedOn: (ScreenSession, PostRecorder)?
        let adjusts = rules.contains(.adjustableValueUnchanged), acts = rules.contains(.customActionNoEffect), dismisses = rules.contains(.focusLostAfterDismiss)
        var activates = rules.contains(.stateShownOnlyVisually), activations = 0  // buttons activated, a count of their own
        // The modals are noted on the one walk over the elements, and probed after the others.
        var modals: [AccessibilityElement] = []
        for element in tree.allElements {
            if dismisses, element.traits.contains(.isModal), AccessibilityAudit.hasEscape(element) { modals.append(element) }
            guard element.isEnabled, !element.isContainer else { continue }
            if activates, activations < limit, Self.isStateProbeCandidate(element) {
                activations += 1
                findings += probeActivation(of: element, actedOn: &actedOn, stillCopies: &activates)
            }
            if adjusts, element.isAdjustable,
               !AccessibilityAudit.isBlank(element.value), probes < limit {
                probes += 1
                findings += adjustableValueUnchanged(element)
            }
            guard acts, !element.actions.isEmpty else { continue }
            var silent: [String] = []
            // What the screen is a second after focusing the element with no action performed:
            // an animation running anyway (the unread dots' pulse) is not the action's effect.
            var untouched: Noticeable?
            var looked = false
            for action in element.actions where probes < limit {
                probes += 1
                // The copy the last action was performed on, when it is still with its cursor
                // moved here: as a VoiceOver user goes on to the next element or action.
                if let (copy, recorder) = actedOn.flatMap({ stillCopy($0, focusedOn: element.id, offering: action.name) }) {
                    if hasNoEffect(copy, recorder, action: action.name, against: copy.noticeable()) { silent.append(action.name) }
                    continue
                }
                actedOn = nil
                var opened: (ScreenSession, PostRecorder)?
                if !looked {
                    looked = true
                    (untouched, opened) = unchangedScreen(focusedOn: element.id)
                }
                guard let untouched, let (copy, recorder) = opened ?? probe(focusedOn: element.id) else { continue }
                if hasNoEffect(copy, recorder, action: action.name, against: untouched) { silent.append(action.name) }
                actedOn = (copy, recorder)
            }
            findings += customActionNoEffect(element, actions: silent)
        }
        for modal in modals {
            guard probes < limit else { break }
            probes += 1
            findings += focusLostAfterDismiss(modal)
        }
        return findings
    }

    /// The tree of a copy of the screen as opened, kept as the spare for the first probe.
    private func probeTree() -> AccessibilityTree? {
        guard let (copy, recorder) = probe() else { return nil }
        spareProbe = (copy, recorder, true)
        return copy.tree
    }

    /// A copy of the screen as opened, appeared, with a recorder of what it posts.
    func probe() -> (ScreenSession, PostRecorder)? {
        let metric = graph.metric
        guard let copy = try? ScreenSession(registry: registry, screen: "\(screenName):\(variant)",
                                            columns: metric.columns(graph.size.width), rows: metric.rows(graph.size.height),
                                            idiom: idiom, date: graph.startDate, settings: graph.environmentOverrides)
        else { return nil }
        probeCopiesOpened += 1
        let recorder = PostRecorder(graph: copy.graph, reader: copy.reader)
        copy.graph.notificationObserver = recorder
        copy.appear()
        return (copy, recorder)
    }

    /// The copy the announcements were listened for on, untouched, handed out once instead of
    /// a new copy: as it was opened, or after a wait in which nothing was due, posted or said
    /// (then only for a probe that moves the cursor, as one on a new copy does). Nil otherwise.
    func spare(focusing id: AccessibilityElementID?) -> (ScreenSession, PostRecorder)? {
        guard let (copy, recorder, asOpened) = spareProbe, asOpened || (id != nil && copy.reader.focusedID != id) else {
            return nil
        }
        spareProbe = nil
        return (copy, recorder)
    }

    /// The copy with its cursor on `id`; nil when the copy has no such element.
    private func probe(focusedOn id: AccessibilityElementID) -> (ScreenSession, PostRecorder)? {
        guard let (copy, recorder) = spare(focusing: id) ?? probe(), copy.tree.element(id) != nil else { return nil }
        copy.perform(.focusElement(id))
        return copy.focusedElement?.id == id ? (copy, recorder) : nil
    }

    // MARK: adjustable-value-unchanged

    /// adjustable-value-unchanged: a swipe up and a swipe down on the copy leave the value as it
    /// was. At one end of its range an adjustable changes one way only, so it passes when
    /// either direction changes the value.
    private func adjustableValueUnchanged(_ element: AccessibilityElement) -> [AuditFinding] {
        guard let (copy, _) = probe(focusedOn: element.id) else { return [] }
        let before = copy.focusedElement?.value
        copy.perform(.increment)
        guard let up = copy.tree.element(element.id), up.value == before else { return [] }
        copy.perform(.decrement)
        guard let down = copy.tree.element(element.id), down.value == before else { return [] }
        return [AccessibilityAudit.finding(
            .adjustableValueUnchanged, element,
            "its value stays \"\(before ?? "")\" after a swipe up and after a swipe down",
            fix: "change the value in .accessibilityAdjustableAction and say it in .accessibilityValue")]
    }

    // MARK: custom-action-no-effect

    /// What a user could notice of the screen: the element tree (each element's label, value,
    /// traits, whether it is enabled, and its frame) and the drawing. The tree is kept as it is,
    /// a value shared, not copied element by element.
    struct Noticeable {
        let tree: AccessibilityTree
        let canvas: CellCanvas

        /// The same to a user: every element alike in what can be noticed, then every cell. The
        /// drawing is drawn and compared only when every element is alike.
        @MainActor func isUnchanged(in copy: ScreenSession) -> Bool {
            let now = copy.tree
            let before = tree.allElements, after = now.allElements
            guard before.count == after.count else { return false }
            // The copy's tree is this one, or this one with some elements replaced in place:
            // only those are compared (an action that changed nothing costs no walk of a long
            // screen).
            let positions = now.changedPositions(since: tree) ?? Array(after.indices)
            for position in positions where !Self.looksAlike(before[position], after[position]) { return false }
            return copy.pageDrawing() == canvas
        }

        static func looksAlike(_ a: AccessibilityElement, _ b: AccessibilityElement) -> Bool {
            a.id == b.id && a.label == b.label && (a.value ?? "") == (b.value ?? "") && a.traits == b.traits
                && a.isEnabled == b.isEnabled && a.frame == b.frame
        }
    }

    private func noticeable() -> Noticeable {
        Noticeable(tree: tree, canvas: pageDrawing())
    }

    /// custom-action-no-effect: the action, performed on the copy, changes no element and no
    /// cell of the drawing, posts nothing and makes VoiceOver say nothing, even a second later.
    /// It may still have done its work where the screen does not show it (a message sent, a
    /// link copied): the finding needs review. One finding an element, naming each such action.
    private func customActionNoEffect(_ element: AccessibilityElement, actions: [String]) -> [AuditFinding] {
        guard let first = actions.first else { return [] }
        let names = actions.map { "\"\($0)\"" }
        let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        var finding = AccessibilityAudit.finding(
            .customActionNoEffect, element,
            "its action\(names.count == 1 ? "" : "s") \(listed) change\(names.count == 1 ? "s" : "") nothing on the screen and say\(names.count == 1 ? "s" : "") nothing",
            fix: "make \"\(first)\" do what it says, or post AccessibilityNotification.Announcement with its result")
        finding.needsReview = true
        return [finding]
    }

    /// What a copy focused on the element shows a second later when nothing is done to it. A
    /// still copy (`isStill`) shows it already: it is handed back too, for the first action to
    /// be performed on, so no second copy is opened for it.
    private func unchangedScreen(focusedOn id: AccessibilityElementID)
        -> (Noticeable?, (ScreenSession, PostRecorder)?) {
        guard let (copy, recorder) = probe(focusedOn: id) else { return (nil, nil) }
        if copy.isStill { return (copy.noticeable(), (copy, recorder)) }
        copy.perform(.wait(seconds: Self.effectDelay))
        return (copy.noticeable(), nil)
    }

    /// `copy`, a copy an action was performed on, with its cursor moved to `id`, when it is
    /// still (`isStill`): its own untouched screen for the next action. Nil when the element is
    /// gone, disabled or without the action, cannot be focused, or something is due on the copy.
    private func stillCopy(_ shared: (ScreenSession, PostRecorder), focusedOn id: AccessibilityElementID,
                           offering action: String) -> (ScreenSession, PostRecorder)? {
        let (copy, _) = shared
        // The element as the last action left it: enabled and with this action still, or the
        // action would be judged by what the last one took away.
        guard let current = copy.tree.element(id), current.isEnabled, current.actions.contains(where: { $0.name == action })
        else { return nil }
        copy.perform(.focusElement(id))
        guard copy.focusedElement?.id == id, copy.isStill else { return nil }
        return shared
    }

    /// Nothing is due on the screen in the second an action's effect is looked for: no timer
    /// (a task's sleep is one), no animation running and nothing to update. Waiting then moves
    /// the clock and changes no element and no cell (as `passQuietly` says).
    var isStill: Bool { isStill(for: Self.effectDelay) }

    /// Nothing is due on the screen in the next `seconds`: no timer, no animation running and
    /// nothing to update.
    func isStill(for seconds: Double) -> Bool {
        (graph.secondsUntilNextTimer.map { $0 > seconds } ?? true) && graph.secondsUntilNextAnimationFrame == nil && !graph.needsUpdate
    }

    /// Whether `action`, performed on `copy`, focused on the element, leaves everything as it
    /// is on `untouched`, a copy that waited the same second with nothing performed (or this
    /// copy before the action, when it was still): both clocks stand at the same moment, so
    /// what animates by itself is the same on both.
    private func hasNoEffect(_ copy: ScreenSession, _ recorder: PostRecorder, action: String,
                             against untouched: Noticeable) -> Bool {
        let posted = recorder.announcements.count
        var said = copy.perform(.performAction(action))
        said += copy.perform(.wait(seconds: Self.effectDelay))
        return said.allSatisfy { $0.kind == .cue } && recorder.announcements.count == posted && untouched.isUnchanged(in: copy)
    }

    // MARK: focus-lost-after-dismiss

    /// focus-lost-after-dismiss: the escape gesture on the copy closes the modal, and the
    /// reader's focus is then on nothing (no element, or one that is gone).
    private func focusLostAfterDismiss(_ modal: AccessibilityElement) -> [AuditFinding] {
        guard let (copy, _) = spare(focusing: nil) ?? probe() else { return [] }
        let tree = copy.tree
        guard let inside = copy.reader.navigationOrder.first(where: { id in
            id == modal.id || tree.ancestors(of: id).contains { $0.id == modal.id }
        }) else { return [] }
        copy.perform(.focusElement(inside))
        copy.perform(.escape)
        guard copy.tree.element(modal.id) == nil else { return [] }
        guard copy.focusedElement == nil else { return [] }
        return [AccessibilityAudit.finding(
            .focusLostAfterDismiss, modal, "closing it with the escape gesture leaves VoiceOver's focus on nothing",
            fix: "move focus to what opened it: @AccessibilityFocusState set on dismiss, or post .layoutChanged with it")]
    }

    // MARK: announcement-too-close

    /// announcement-too-close: in the seconds after the screen opens, an announcement posted
    /// less than `announcementGap` after the one before, which was then never heard whole.
    private func announcementsTooClose(_ copy: ScreenSession, _ recorder: PostRecorder) -> [AuditFinding] {
        // Timers fire at their moments inside one wait, each post at its time.
        copy.perform(.wait(seconds: Self.announcementWindow))
        // Let what was still being said finish, so a cut is known.
        if let speaking = copy.reader.secondsUntilSpeechEnds { copy.perform(.wait(seconds: speaking + 0.1)) }
        let posts = recorder.announcements
        guard posts.count > 1 else { return [] }
        let heard = Set(copy.transcript.filter { $0.kind == .announcement && !$0.wasCutOff }.map(\.text))
        var found: [AuditFinding] = []
        for (index, (first, second)) in zip(posts, posts.dropFirst()).enumerated() {
            let gap = second.at.timeIntervalSince(first.at)
            guard gap < Self.announcementGap, !heard.contains(first.text) else { continue }
            let milliseconds = Int((gap * 1000).rounded())
            found.append(AuditFinding(
                rule: .announcementTooClose, elementID: AccessibilityElementID("announcement/\(index + 1)"), label: first.text,
                message: "\"\(first.text)\" is cut off by \"\(second.text)\", posted \(milliseconds) ms after it",
                fix: "post one announcement that says both, or the second once the first is spoken (priority .low queues it)"))
        }
        return found
    }
}
