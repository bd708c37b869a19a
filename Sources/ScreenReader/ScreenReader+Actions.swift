import Accessibility
import Foundation

/// Acting on the app: activate, custom actions, adjust, escape, magic tap, custom content,
/// drag and drop.
extension ScreenReader {
    /// The action the Actions rotor has chosen on the focused element (swipe down), which a
    /// double tap performs; nil when the rotor is on another setting or has chosen none.
    public var rotorChosenAction: String? {
        guard let element = focusedElement, let index = rotor.actionIndex,
              currentRotor(for: element)?.kind == .actions else { return nil }
        let offered = offeredActions(for: element)
        return offered.indices.contains(index) ? offered[index].name : nil
    }

    /// Double tap: the selected action in the Actions rotor, else the default action. An
    /// element without an action (or a dimmed one) does nothing and says nothing, as a tap on
    /// plain text does on a device.
    func activate() {
        guard let element = focusedElement else { return }
        let offered = offeredActions(for: element)
        if let actionIndex = rotor.actionIndex, currentRotor(for: element)?.kind == .actions,
           offered.indices.contains(actionIndex) {
            return perform(offered[actionIndex])
        }
        // Double tap on a text field starts editing it; typing then goes into it. VoiceOver
        // speaks "Is editing" (the double tap's result), as it speaks typed characters.
        if element.isEnabled, element.textEntry != nil, element.defaultAction == nil {
            editing.id = element.id
            return say(Phrases.isEditing, .action)
        }
        guard element.isEnabled else { return }
        // Without an action of its own, the tap lands at the activation point, on whatever
        // answers a tap there (an activation point moved onto a switch flips the switch).
        guard let action = element.defaultAction ?? tapTarget(at: element.resolvedActivationPoint, besides: element.id)
        else { return }
        callApp { action() }
        settle(.changes)
    }

    /// The action of the element a tap at `point` reaches, found as touch finds it, when that
    /// element is not `id` and answers a tap.
    private func tapTarget(at point: CGPoint, besides id: AccessibilityElementID) -> AccessibilityActionHandler? {
        guard let position = position(touching: point), cursor.order.ids[position] != id,
              let target = tree.element(cursor.order.ids[position]), target.isEnabled else { return nil }
        return target.defaultAction
    }

    /// An action the actions menu and the Actions rotor offer on an element.
    struct OfferedAction {
        enum Kind {
            case custom(AccessibilityCustomAction)
            /// Start dragging from this drag point.
            case drag
            /// Drop what is dragged on this drop point.
            case drop(AccessibilityGesturePoint)
        }
        var name: String
        var kind: Kind
    }

    /// The element's custom actions, then drag and drop as VoiceOver offers them: a drag action
    /// on a drag source (named by its drag point, else "Drag" and the label), and while
    /// something is dragged, a drop action for each drop point (named by its description).
    func offeredActions(for element: AccessibilityElement?) -> [OfferedAction] {
        guard let element else { return [] }
        var offered = element.actions.map { OfferedAction(name: $0.name, kind: .custom($0)) }
        if dragged == nil {
            for point in element.dragPoints {
                offered.append(OfferedAction(name: point.description.isEmpty ? Phrases.dragAction(element.label) : point.description,
                                             kind: .drag))
            }
        } else {
            for point in element.dropPoints {
                offered.append(OfferedAction(name: point.description.isEmpty ? Phrases.drop : point.description,
                                             kind: .drop(point)))
            }
        }
        return offered
    }

    /// The names the actions menu offers on the focused element, in order.
    public var focusedActionNames: [String] { offeredActions(for: focusedElement).map(\.name) }

    func actionsMenu() {
        let offered = offeredActions(for: focusedElement)
        guard !offered.isEmpty else { return say(Phrases.noActions, .cue) }
        let parts = [Phrases.actionsMenu, Phrases.itemCount(offered.count)] + offered.map(\.name)
        say(Phrases.join(parts), .action)
    }

    func performAction(named name: String) {
        let wanted = name.lowercased()
        guard let action = offeredActions(for: focusedElement).first(where: { $0.name.lowercased() == wanted })
        else { return say(Phrases.noAction(named: name), .cue) }
        perform(action)
    }

    func perform(_ offered: OfferedAction) {
        switch offered.kind {
        case .custom(let action): perform(action)
        case .drag: drag()
        case .drop(let point): drop(on: point)
        }
    }

    /// A custom action: VoiceOver re-reads the element when the action changed it
    /// ("Baker beach, favorite, button").
    private func perform(_ action: AccessibilityCustomAction) {
        callApp { action.handler() }
        settle(.description)
    }

    /// Swipe up / down on an adjustable element: the new value.
    func adjust(_ direction: AccessibilityAdjustmentDirection) {
        guard let element = focusedElement, element.isEnabled, let adjust = element.adjustableAction else { return }
        callApp { adjust(direction) }
        settle(.value)
    }

    /// The two-finger scrub: the nearest escape handler from the focused element outwards.
    func escape() {
        guard let id = focusedID else { return }
        let chain = [tree.element(id)].compactMap { $0 } + tree.ancestors(of: id).reversed()
        guard let action = chain.lazy.compactMap(\.escapeAction).first else { return }
        callApp { action() }
        settle(.changes)
    }

    /// The two-finger double tap: the nearest magic tap from the focused element outwards, else
    /// the first one on the screen.
    func magicTap() {
        var chain: [AccessibilityElement] = []
        if let id = focusedID {
            chain = [tree.element(id)].compactMap { $0 } + tree.ancestors(of: id).reversed()
        }
        var action = chain.lazy.compactMap(\.magicTapAction).first
        if action == nil {
            for root in tree.roots where action == nil {
                root.forEachDescendant { element in
                    if action == nil { action = element.magicTapAction }
                }
            }
        }
        guard let action else { return }
        callApp { action() }
        settle(.changes)
    }

    /// The next (or previous) piece of the focused element's custom content, wrapping around:
    /// the More content gesture, and swipes on the More content rotor setting.
    func moreContent(forward: Bool = true) {
        let content = focusedElement?.customContent.filter { $0.importance != .high } ?? []
        guard !content.isEmpty else { return say(Phrases.noMoreContent, .cue) }
        // `rotor.contentIndex` is the next item forward; backward is the one before the last read.
        if !forward { rotor.contentIndex = (rotor.contentIndex - 2 + 2 * content.count) % content.count }
        let item = content[rotor.contentIndex % content.count]
        rotor.contentIndex = (rotor.contentIndex + 1) % content.count
        // Read as the value followed by the label ("Circle, Illustration Shape"), as Apple's
        // custom content sample describes VoiceOver reading default-importance content.
        say(Phrases.join([item.value, item.label]), .content)
    }

    func drag() {
        guard let element = focusedElement, !element.dragPoints.isEmpty else { return }
        dragged = (element.id, AccessibilityDraggedItem(label: element.label, payload: element.dragPoints.first?.payload))
        say(Phrases.drag, .cue)
    }

    /// Drops on the drop point with this description: the focused element's first, else any
    /// element's. An empty description answers to "Drop".
    func drop(named name: String) {
        guard dragged != nil else { return say(Phrases.notDragging, .cue) }
        let wanted = name.lowercased()
        func matches(_ point: AccessibilityGesturePoint) -> Bool {
            (point.description.isEmpty ? Phrases.drop : point.description).lowercased() == wanted
        }
        var point = focusedElement?.dropPoints.first(where: matches)
        if point == nil {
            for id in cursor.order.ids where point == nil {
                point = tree.element(id)?.dropPoints.first(where: matches)
            }
        }
        guard let point else { return say(Phrases.noDropPoint(name), .cue) }
        drop(on: point)
    }

    private func drop(on point: AccessibilityGesturePoint) {
        guard let dragged else { return say(Phrases.notDragging, .cue) }
        self.dragged = nil
        if let handler = point.handler { callApp { handler(dragged.item) } }
        say(Phrases.dropComplete, .cue)
        settle(.changes)
    }

    /// The three-finger swipe: the scroll action of the focused element or of the nearest
    /// element around it that has one. With nothing to scroll, the boundary cue.
    func scroll(towards edge: Edge) {
        guard let element = focusedElement else { return say(Phrases.cannotScroll, .cue) }
        let owner = element.scrollAction != nil ? element : tree.ancestors(of: element.id).last { $0.scrollAction != nil }
        guard let action = owner?.scrollAction else { return say(Phrases.cannotScroll, .cue) }
        callApp { action(edge) }
        settle(.changes)
    }

    /// The return key while editing: editing ends and the field's `onSubmit` runs, then what
    /// changed is said. Not editing, it does nothing.
    func submit() {
        guard isEditing, let element = focusedElement else { return }
        editing.id = nil
        guard let action = element.submitAction else { return }
        callApp { action() }
        settle(.changes)
    }
}
