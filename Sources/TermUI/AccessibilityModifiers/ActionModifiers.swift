import Accessibility
import Foundation

extension View {
    /// Adds an action: `.default` answers a double tap, `.escape` the two-finger scrub,
    /// `.magicTap` the two-finger double tap; a named kind is a custom action.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        accessibilityEach(create: true) { element in
            let action: AccessibilityActionHandler = { handler() }
            if actionKind.isDefault {
                element.defaultAction = action
            } else if actionKind.isEscape {
                element.escapeAction = action
            } else if actionKind.isMagicTap {
                element.magicTapAction = action
            } else if let name = actionKind.name {
                element.addAction(named: name, action)
            }
        }
    }

    /// A custom action, listed in the Actions rotor. A literal name is a `LocalizedStringKey`,
    /// as in SwiftUI; a `String` variable is used as it is.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityEach(create: true) { $0.addAction(named: nameKey.resolved()) { handler() } }
    }
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        let name = String(name)
        return accessibilityEach(create: true) { $0.addAction(named: name) { handler() } }
    }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: name.spokenText, handler)
    }

    /// A custom action whose label is a view; its text is the action's name.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
        accessibilityDetached("actionLabel", label()) { elements, labelElements, node in
            let name = ElementRules.joinedLabel(labelElements)
            return ElementRules.modifyEach(elements, node: node, create: true) { $0.addAction(named: name) { action() } }
        }
    }

    /// Turns the Buttons in `content` into custom actions, labelled with the buttons' labels.
    /// The hover overlay of the beach trip shares one view for the overlay and the actions.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        accessibilityDetached("actions", content()) { elements, actionElements, node in
            let actions = ElementRules.leaves(actionElements).compactMap { element -> AccessibilityCustomAction? in
                guard let handler = element.defaultAction else { return nil }
                return AccessibilityCustomAction(name: element.label, handler: handler)
            }
            guard !actions.isEmpty else { return elements }
            return ElementRules.modifyEach(elements, node: node, create: true) { element in
                for action in actions { element.addAction(named: action.name, action.handler) }
            }
        }
    }

    /// Makes the element adjustable: swipe up increments, swipe down decrements.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        accessibilityEach(create: true) { $0.adjustableAction = { handler($0) } }
    }

    /// Runs on the three-finger scroll gesture, with the edge scrolled towards.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View {
        accessibilityEach(create: false) { $0.scrollAction = { handler($0) } }
    }

    /// Where a drag can start, with what VoiceOver says for it.
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View {
        accessibilityDragPoint(point, description: description.resolved(), isEnabled: true)
    }
    @_disfavoredOverload
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> some View {
        accessibilityDragPoint(point, description: String(description), isEnabled: true)
    }
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> some View {
        accessibilityDragPoint(point, description: description.spokenText, isEnabled: true)
    }
    public func accessibilityDragPoint(_ point: UnitPoint, description: String, isEnabled: Bool) -> some View {
        accessibilityEach(create: false) { element in
            guard isEnabled else { return }
            element.dragPoints.append(AccessibilityGesturePoint(description: description, unitX: point.x, unitY: point.y))
        }
    }

    /// Where a drop can land, with what VoiceOver says for it. `perform` runs when the reader
    /// drops there; in an app the view's drop delegate does the work.
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, perform: ((String) -> Void)? = nil) -> some View {
        accessibilityDropPoint(point, description: description.resolved(), isEnabled: true, perform: perform)
    }
    @_disfavoredOverload
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S,
                                                          perform: ((String) -> Void)? = nil) -> some View {
        accessibilityDropPoint(point, description: String(description), isEnabled: true, perform: perform)
    }
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, perform: ((String) -> Void)? = nil) -> some View {
        accessibilityDropPoint(point, description: description.spokenText, isEnabled: true, perform: perform)
    }
    public func accessibilityDropPoint(_ point: UnitPoint, description: String, isEnabled: Bool, perform: ((String) -> Void)? = nil) -> some View {
        var handler: (@MainActor (AccessibilityDraggedItem) -> Void)?
        if let perform { handler = { dragged in perform(dragged.label) } }
        let dropPoint = AccessibilityGesturePoint(description: description, unitX: point.x, unitY: point.y, handler: handler)
        return accessibilityEach(create: false) { element in
            if isEnabled { element.dropPoints.append(dropPoint) }
        }
    }

    /// Where an activation lands, in the view's own coordinates.
    public func accessibilityActivationPoint(_ point: CGPoint) -> some View {
        accessibilityTransform { elements, node in
            ElementRules.modifyEach(elements, node: node, create: false) {
                $0.activationPoint = CGPoint(x: node.frame.minX + point.x, y: node.frame.minY + point.y)
            }
        }
    }
    public func accessibilityActivationPoint(_ point: UnitPoint) -> some View {
        accessibilityTransform { elements, node in
            ElementRules.modifyEach(elements, node: node, create: false) {
                $0.activationPoint = CGPoint(x: node.frame.minX + node.frame.width * point.x,
                                             y: node.frame.minY + node.frame.height * point.y)
            }
        }
    }
    public func accessibilityActivationPoint(_ point: CGPoint, isEnabled: Bool) -> some View {
        accessibilityTransform { elements, node in
            guard isEnabled else { return elements }
            return ElementRules.modifyEach(elements, node: node, create: false) {
                $0.activationPoint = CGPoint(x: node.frame.minX + point.x, y: node.frame.minY + point.y)
            }
        }
    }

    /// Touches pass through to the view (a piano keyboard, a drawing surface).
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View {
        accessibilityEach(create: false) { if isDirectTouchArea { $0.traits.insert(.allowsDirectInteraction) } }
    }
}

/// Options for `accessibilityDirectTouch`.
public struct AccessibilityDirectTouchOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// A point in a view's own space as fractions of its size.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension AccessibilityElement {
    /// Adds a named action; one with the same name replaces the earlier one.
    mutating func addAction(named name: String, _ handler: @escaping AccessibilityActionHandler) {
        let action = AccessibilityCustomAction(name: name, handler: handler)
        if let i = self.actions.firstIndex(where: { $0.name == name }) { self.actions[i] = action } else { self.actions.append(action) }
    }
}
