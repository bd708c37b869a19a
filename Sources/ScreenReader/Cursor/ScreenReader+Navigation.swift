import Accessibility
import Foundation

/// Moving the cursor: next and previous, first and last, a label, an element, touch, linked
/// items; and what VoiceOver says on arriving.
extension ScreenReader {
    /// Moves the cursor to the element at `position` and returns what VoiceOver says there.
    /// Tells the app (`focusChanged`) and re-reads the tree if it did.
    func focus(on position: Int) -> [Utterance] {
        let id = cursor.order.ids[position]
        let leaving = focusedElement
        if cursor.moveFocus(to: id) {
            editing.id = nil
            rotor.focusMoved()
            let entering = tree.element(id)
            var told = false
            if let handler = leaving?.focusChanged { callApp { handler(false) }; told = true }
            if let handler = entering?.focusChanged { callApp { handler(true) }; told = true }
            if told { reloadTree() }
        }
        guard let element = focusedElement else { return [] }
        var utterances = ElementSpeech.utterances(for: element, in: tree, isEditing: editing.isEditing(element.id),
                                                  order: cursor.order, verbosity: verbosity)
        let containers = tree.ancestors(of: element.id).filter { $0.isContainer }
        // Entering a labelled container speaks its label as context after the element,
        // innermost first, the way VoiceOver announces "Tab bar".
        let entered = containers.reversed().filter { !cursor.focusedContainers.contains($0.id) }
        // A list's first and last rows add nothing: VoiceOver on iOS says "List start" / "List
        // end" in web content, never for the rows of a SwiftUI List or Table.
        let context = entered.filter { $0.containerType != .alert && !$0.label.isEmpty }.map { $0.label }
        if !context.isEmpty, !utterances.isEmpty {
            utterances[0].text = Phrases.join([utterances[0].text] + context)
        }
        // Entering an alert, VoiceOver says that it is one, its title and its message, then the
        // element focused unless that is the title or the message.
        if let alert = entered.first(where: { $0.containerType == .alert }), !utterances.isEmpty {
            let message = alert.value ?? ""
            let own = element.label == alert.label || (!message.isEmpty && element.label == message) ? [] : [utterances[0].text]
            utterances[0].text = Phrases.join([Phrases.alert, alert.label, message] + own)
        }
        cursor.focusedContainers = Set(containers.map(\.id))
        if dragged != nil, !element.dropPoints.isEmpty {
            let points = element.dropPoints.map { point in
                Phrases.join([point.description.isEmpty ? Phrases.drop : point.description, Phrases.dropReady])
            }
            utterances.append(Utterance(Phrases.join(points), kind: .cue))
        }
        return utterances
    }

    /// Next / previous: one index step in the precomputed order, O(1).
    func step(by delta: Int) {
        let order = cursor.order
        guard order.count > 0 else { return say(Phrases.noItems, .cue) }
        guard var current = focusedIndex else {
            return say(focus(on: delta > 0 ? 0 : order.count - 1))
        }
        if showsMoreRows(past: current, forward: delta > 0), let moved = focusedIndex { current = moved }
        let next = current + delta
        guard cursor.order.ids.indices.contains(next) else {
            return say(delta > 0 ? Phrases.lastItem : Phrases.firstItem, .cue)
        }
        say(focus(on: next))
    }

    func jump(toFirst: Bool) {
        showsEndRows(forward: !toFirst)
        let count = cursor.order.count
        guard count > 0 else { return say(Phrases.noItems, .cue) }
        say(focus(on: toFirst ? 0 : count - 1))
    }

    /// The next element, in reading order and wrapping around, that shares the focused
    /// element's linked group; a cue when there is none.
    func linkedItem() {
        guard let element = focusedElement, let group = element.linkedGroup, let start = focusedIndex else {
            return say(Phrases.noLinkedItem, .cue)
        }
        let order = cursor.order
        for step in 1..<max(order.count, 1) {
            let position = (start + step) % order.count
            if let candidate = tree.element(order.ids[position]), candidate.linkedGroup == group {
                return say(focus(on: position))
            }
        }
        say(Phrases.noLinkedItem, .cue)
    }

    func focus(element id: AccessibilityElementID) {
        guard let position = cursor.order.position(of: id, in: tree) else { return say(Phrases.notReachable, .cue) }
        say(focus(on: position))
    }

    func focus(prefix: String) {
        guard let position = cursor.position(ofLabelPrefix: prefix, in: tree) ?? positionInRowsNotHeld(labelled: prefix) else {
            return say(Phrases.notFound(prefix), .cue)
        }
        say(focus(on: position))
    }

    /// Explore by touch: the deepest focusable element under the point (the smallest, when
    /// elements at the same depth overlap).
    func touch(x: Double, y: Double) {
        guard let position = position(touching: CGPoint(x: x, y: y)) else { return }
        say(focus(on: position))
    }

    /// The position in the order of the element a finger at `point` touches: the deepest
    /// focusable element under it (the smallest, when elements at the same depth overlap). An
    /// element scrolled out of its scroll view's frame is not under any finger.
    func position(touching point: CGPoint) -> Int? {
        var best: (position: Int, depth: Int, area: Double)?
        for (position, id) in cursor.order.ids.enumerated() {
            guard let element = tree.element(id), element.frame.contains(point),
                  element.scrollFrame.map({ $0.contains(point) }) ?? true else { continue }
            let depth = tree.ancestors(of: id).count
            let area = Double(element.frame.width * element.frame.height)
            if best == nil || depth > best!.depth || (depth == best!.depth && area < best!.area) {
                best = (position, depth, area)
            }
        }
        return best?.position
    }
}
