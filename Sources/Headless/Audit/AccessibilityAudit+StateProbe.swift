import Accessibility
import Foundation
import ScreenReader
import TermUI

/// state-shown-only-visually: a button activated on a copy of the screen (as a VoiceOver user's
/// double tap does) that changes how it is drawn, and nothing a user hears: every element keeps
/// its label, value, traits and frame, nothing is posted and VoiceOver says nothing. A heart
/// that fills, a tab whose underline moves to it: VoiceOver reads "Favorite, Button" before and
/// after, so its state is seen and never said. WCAG 4.1.2 (a state a user can set is to be
/// exposed to assistive technology).
///
/// Judged only on a copy with nothing due (no timer, no animation, nothing to update: `isStill`),
/// so what changes is the activation's doing. A button whose activation changes its label or
/// traits (Play becoming Pause, `.isSelected` added), whose effect is elsewhere (a row added,
/// a sheet over it) or that announces its result passes.
extension ScreenSession {
    /// A button the rule activates: enabled, with a default action, not a toggle or a link (a
    /// toggle says its state; a link leaves the screen) and not a container.
    static func isStateProbeCandidate(_ element: AccessibilityElement) -> Bool {
        element.isEnabled && !element.isContainer && element.defaultAction != nil && element.traits.contains(.isButton)
            && !element.traits.contains(.isToggle) && !element.traits.contains(.isLink) && !element.isAdjustable
    }

    /// The rule on `element`: activated on `actedOn` when that copy is still and has it, or on
    /// a new copy, which becomes `actedOn`. A copy that is not still judges nothing, and
    /// `stillCopies` turns false: no more buttons are tried on the screen. The button is
    /// activated as a finger's tap does (as Voice Control's "Tap"), without moving VoiceOver's
    /// cursor to it: a cursor moved into a scroll view scrolls it, and every element with it.
    func probeActivation(of element: AccessibilityElement, actedOn: inout (ScreenSession, PostRecorder)?,
                         stillCopies: inout Bool) -> [AuditFinding] {
        func candidate(on copy: ScreenSession) -> AccessibilityElement? {
            copy.tree.element(element.id).flatMap { Self.isStateProbeCandidate($0) ? $0 : nil }
        }
        let reused = actedOn.flatMap { shared in candidate(on: shared.0) != nil && shared.0.isStill ? shared : nil }
        guard let (copy, recorder) = reused ?? spare(focusing: nil) ?? probe(), let current = candidate(on: copy) else { return [] }
        guard copy.isStill else {
            stillCopies = false
            return []
        }
        actedOn = (copy, recorder)
        return activationChangesOnlyDrawing(copy, recorder, element: current) ? [stateShownOnlyVisually(element)] : []
    }

    /// Activates `element` on `copy` and says whether only its drawing changed, in the cells it
    /// covers.
    func activationChangesOnlyDrawing(_ copy: ScreenSession, _ recorder: PostRecorder, element before: AccessibilityElement) -> Bool {
        let tree = copy.tree
        let rect = copy.graph.metric.cellRect(before.frame)
        let rows = rect.y..<max(rect.y + 1, rect.maxY)
        // The page as the audit draws it: kept by the graph, so drawing it again after the
        // activation redraws only what changed.
        let drawn = copy.pageDrawing()
        let posted = recorder.announcements.count
        var said = copy.act(on: before) { $0.defaultAction?() }
        said += copy.perform(.wait(seconds: Self.effectDelay))
        guard said.allSatisfy({ $0.kind == .cue }), recorder.announcements.count == posted else { return false }
        let now = copy.tree
        guard now.count == tree.count else { return false }
        let positions = now.changedPositions(since: tree) ?? Array(now.allElements.indices)
        for position in positions where !Noticeable.looksAlike(tree.allElements[position], now.allElements[position]) {
            return false
        }
        let redrawn = copy.pageDrawing()
        for y in rows where y >= 0 && y < min(drawn.height, redrawn.height) {
            for x in max(0, rect.x)..<min(rect.maxX, drawn.width, redrawn.width) where drawn[x, y] != redrawn[x, y] {
                return true
            }
        }
        return false
    }

    func stateShownOnlyVisually(_ element: AccessibilityElement) -> AuditFinding {
        let spoken = [element.label, element.value ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
        return AccessibilityAudit.finding(
            .stateShownOnlyVisually, element,
            "activating it changes how it is drawn and nothing VoiceOver says: \"\(spoken)\" before and after",
            fix: ".accessibilityAddTraits(isOn ? .isSelected : []) or .accessibilityValue(isOn ? \"On\" : \"Off\"), "
                + "or a Toggle, which says its state")
    }
}
