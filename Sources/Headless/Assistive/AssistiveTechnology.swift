import Accessibility
import ScreenReader

/// An assistive technology attached to a session beside VoiceOver's reader: Voice Control,
/// Switch Control, and what comes next. Each keeps its own state and caches; the session tells
/// each of them when the screen's tree changes, when another screen opens, and asks when each
/// next has something due on the screen's clock. VoiceOver's reader is the session's own: it
/// takes the tree from the graph, and the others read the tree it took (`session.tree`).
///
/// To add one: write a final class conforming to this protocol (its state, its caches and
/// these three answers) and `attach` it to the session; what it does on a command is an
/// extension of the session of its own, as `ScreenSession+VoiceControl.swift` and
/// `ScreenSession+SwitchControl.swift` are for the two the session holds from the start.
@MainActor
public protocol AssistiveTechnology: AnyObject {
    /// The tree changed (a reader command, time passing, a resize, a setting): `session.tree`
    /// is the new one. What the technology kept for the old tree goes or follows it here.
    func treeDidChange(in session: ScreenSession)
    /// Another screen or variant opened: what pointed at the old screen's elements goes; the
    /// user's choices (an overlay shown, a scanning mode) stay.
    func screenDidChange(in session: ScreenSession)
    /// Seconds until the technology has something due on the session's clock (Switch Control's
    /// next scanning step); nil when nothing is.
    var secondsUntilNextStep: Double? { get }
}

/// Voice Control on a session: its state on the screen (the overlay, the candidates of an
/// ambiguous name, an open menu), the controls it can name in the current tree, normalised once
/// per tree, and the overlay's badges over the last drawing.
@MainActor
public final class VoiceControlPeer: AssistiveTechnology {
    public internal(set) var state = VoiceControlState()
    /// The controls Voice Control can act on in the current tree and their names: made once per
    /// tree, dropped when the tree changes.
    var index: VoiceControlIndex?
    /// The overlay's badges over the last drawing, kept while neither it nor the tree changes.
    var badgeCache: VoiceControlBadgeCache?
    /// Elements whose names were normalised: counts the work the index saves.
    public internal(set) var namings = 0

    public func treeDidChange(in session: ScreenSession) {
        if let index, !index.tree.isSameSnapshot(as: session.tree) { self.index = nil }
        if let badgeCache, !badgeCache.key.tree.isSameSnapshot(as: session.tree) { self.badgeCache = nil }
    }

    public func screenDidChange(in session: ScreenSession) {
        state = VoiceControlState(overlay: state.overlay)
        index = nil
        badgeCache = nil
    }

    /// Voice Control waits for the user's voice: nothing of its own is ever due.
    public var secondsUntilNextStep: Double? { nil }
}

/// Switch Control on a session: its scanner while it is on, the element its cursor was last
/// on (as the app's focus states were told), and the first element of the current tree that
/// asks for its cursor, found once per tree.
@MainActor
public final class SwitchControlPeer: AssistiveTechnology {
    public internal(set) var scanner: SwitchControl?
    var focused: AccessibilityElementID?
    var focusRequest: (tree: AccessibilityTree, id: AccessibilityElementID?)?

    /// The scanner follows the new tree (its cursor on the same item, or the nearest), and
    /// the app's focus states `for: .switchControl` are kept in step with it.
    public func treeDidChange(in session: ScreenSession) {
        guard scanner != nil else { return }
        scanner?.reconcile(with: session.tree)
        session.followSwitchFocus()
    }

    /// A new screen: the scanner starts over on it, scanning as it did.
    public func screenDidChange(in session: ScreenSession) {
        scanner = scanner.map { SwitchControl(scanning: $0.scanning, interval: $0.interval, loops: $0.loops) }
        focused = nil
        focusRequest = nil
    }

    public var secondsUntilNextStep: Double? { scanner?.secondsUntilNextStep }
}
