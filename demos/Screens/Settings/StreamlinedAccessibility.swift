import TermUI

// The streamlined accessibility modifier from "Streamlined Accessibility in SwiftUI": one
// `accessibility(options:)` call that applies traits, label, value, hint, hidden and child
// behaviour. It is the article's code, written against TermUI as it is written against SwiftUI.

public enum AccessibilityOption {
    /// Adds the given traits to the view.
    case traits([AccessibilityTraits])
    /// Adds a label to the view that describes its contents.
    case label(_ label: String)
    /// Describes the value represented by a view, but only if that's different than the view's label.
    case value(_ value: String)
    /// Communicates to the user what happens after performing the view's action.
    case hint(_ hint: String)
    /// Specifies whether to hide this view from system accessibility features.
    case accessibilityHidden
    /// Determines how child items should be treated by accessibility tools.
    case behaviour(_ behaviour: AccessibilityChildBehavior)
}

struct AccessibilityViewModifier: ViewModifier {
    private let label: String?
    private let value: String?
    private let hint: String?
    private let traits: AccessibilityTraits?
    private let accessibilityHidden: Bool
    private let behaviour: AccessibilityChildBehavior?

    public init(options: [AccessibilityOption]) {
        var label: String? = nil
        var value: String? = nil
        var hint: String? = nil
        var combinedTraits = AccessibilityTraits()
        var traitsSet = false
        var accessibilityHidden = false
        var behaviour: AccessibilityChildBehavior? = nil

        for option in options {
            switch option {
            case .label(let labelValue):
                label = labelValue
            case .value(let valueValue):
                value = valueValue
            case .hint(let hintValue):
                hint = hintValue
            case .traits(let traitsValue):
                traitsSet = true
                let traitsToAdd = traitsValue.reduce(AccessibilityTraits()) { $0.union($1) }
                combinedTraits.formUnion(traitsToAdd)
            case .accessibilityHidden:
                accessibilityHidden = true
            case .behaviour(let behaviourValue):
                behaviour = behaviourValue
            }
        }

        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traitsSet ? combinedTraits : nil
        self.accessibilityHidden = accessibilityHidden
        self.behaviour = behaviour
    }

    func body(content: Content) -> some View {
        content
            .modifierIf(behaviour != nil) { $0.accessibilityElement(children: behaviour!) }
            .modifierIf(traits != nil) { $0.accessibilityAddTraits(traits!) }
            .modifierIf(label != nil) { $0.accessibilityLabel(Text(label!)) }
            .modifierIf(value != nil) { $0.accessibilityValue(Text(value!)) }
            .modifierIf(hint != nil) { $0.accessibilityHint(Text(hint!)) }
            .modifierIf(accessibilityHidden) { $0.accessibilityHidden(true) }
    }
}

extension View {
    @ViewBuilder
    public func modifierIf<ModifiedContent: View>(
        _ condition: Bool,
        modifier: (Self) -> ModifiedContent
    ) -> some View {
        if condition {
            modifier(self)
        } else {
            self
        }
    }

    public func accessibility(options: [AccessibilityOption]) -> some View {
        self.modifier(AccessibilityViewModifier(options: options))
    }
}
