import Accessibility
import Foundation

/// SwiftUI's rules for building elements out of the elements of child views.
@MainActor
enum ElementRules {
    /// Leaf elements in tree order: containers are looked through.
    static func leaves(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        for element in elements {
            if element.isContainer, !element.children.isEmpty {
                result.append(contentsOf: leaves(element.children))
            } else {
                result.append(element)
            }
        }
        return result
    }

    /// A control's label from its label content: the labels of its leaf elements, joined by the
    /// rule a combined element's label follows (`AccessibilityElement.joinedLabel(of:)`).
    static func joinedLabel(_ elements: [AccessibilityElement]) -> String {
        AccessibilityElement.joinedLabel(of: leaves(elements))
    }

    /// Custom content, rotors and actions of a control's label content stay with the control.
    static func carry(from elements: [AccessibilityElement], into element: inout AccessibilityElement) {
        for child in leaves(elements) {
            element.customContent.append(contentsOf: child.customContent)
            element.rotors.append(contentsOf: child.rotors)
            element.actions.append(contentsOf: child.actions)
            element.rotorKeys.append(contentsOf: child.rotorKeys)
        }
    }

    /// Applies a change to each element a view has. A view without an element gets a new one
    /// when `create` is set (a label on a shape creates its element).
    static func modifyEach(_ elements: [AccessibilityElement], node: ViewNode, create: Bool,
                           _ change: (inout AccessibilityElement) -> Void) -> [AccessibilityElement] {
        if elements.isEmpty {
            // A view hidden inside (opacity 0, accessibilityHidden) stays hidden.
            guard create, !(node.contentChildren.first?.hidesAccessibility ?? false) else { return [] }
            var element = newElement(for: node)
            change(&element)
            return [element]
        }
        return elements.map { element in
            var element = element
            change(&element)
            return element
        }
    }

    /// A new container made by a modifier, holding `children`.
    static func newContainer(for node: ViewNode, children: [AccessibilityElement]) -> AccessibilityElement {
        var container = newElement(for: node)
        container.isContainer = true
        container.children = children
        return container
    }

    static func newElement(for node: ViewNode) -> AccessibilityElement {
        var element = AccessibilityElement(id: node.createdElementID)
        element.frame = node.unionFrame
        element.isEnabled = node.environment.isEnabled
        return element
    }

    /// `.combine`: one element from the visible children, each property merged by the rule
    /// its group declares (`AccessibilityElementGroup.combineRules`). Labels join in order; a
    /// child button's activation becomes a named custom action (its label does not join);
    /// toggles and adjustable children keep their behaviour on the combined element; custom
    /// content, actions and rotors are carried up; interaction traits merge.
    static func combine(_ elements: [AccessibilityElement], node: ViewNode) -> AccessibilityElement {
        var result = newElement(for: node)
        result.combine(leaves(elements))
        return result
    }
}
