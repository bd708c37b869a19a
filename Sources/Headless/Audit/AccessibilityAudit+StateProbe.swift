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
    /// `stillCopies` turns false: no more buttons are tried on the screen.
    func probeActivation(of element: AccessibilityElement, actedOn: inout (ScreenSession, PostRecorder)?,
                         stillCopies: inout Bool) -> [AuditFinding] {
        let reused = actedOn.flatMap { stillCopy($0, toActivate: element.id) }
        guard let (copy, recorder) = reused ?? probe(focusedOn: element.id) else { return [] }
        guard copy.isStill else {
            stillCopies = false
            return []
        }
        actedOn = (copy, recorder)
        return activationChangesOnlyDrawing(copy, recorder, id: element.id) ? [stateShownOnlyVisually(element)] : []
    }

    /// `shared`, a still copy with its cursor moved to `id`, when the element is there, enabled
    /// and still a candidate; nil otherwise.
    func stillCopy(_ shared: (ScreenSession, PostRecorder), toActivate id: AccessibilityElementID) -> (ScreenSession, PostRecorder)? {
        let (copy, _) = shared
        guard let current = copy.tree.element(id), Self.isStateProbeCandidate(current) else { return nil }
        copy.perform(.focusElement(id))
        guard copy.focusedElement?.id == id, copy.isStill else { return nil }
        return shared
    }

    /// Activates the focused element on `copy` and says whether only its drawing changed, in
    /// the cells it covers.
    func activationChangesOnlyDrawing(_ copy: ScreenSession, _ recorder: PostRecorder, id: AccessibilityElementID) -> Bool {
        let tree = copy.tree
        guard let before = tree.element(id) else { return false }
        let rect = copy.graph.metric.cellRect(before.frame)
        let rows = rect.y..<max(rect.y + 1, rect.maxY)
        // The page as the audit draws it: kept by the graph, so drawing it again after the
        // activation redraws only what changed.
        let drawn = copy.pageDrawing()
        let posted = recorder.announcements.count
        var said = copy.perform(.activate)
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
