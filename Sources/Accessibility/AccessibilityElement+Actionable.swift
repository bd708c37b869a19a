import Foundation

extension AccessibilityElement {
    /// Whether the element is something a person acts on, as VoiceOver, Voice Control and Switch
    /// Control all see it: it has a default action (a double tap, "Tap Send"), an adjustable
    /// value, text entry (a text field is focused and typed into; Voice Control gives it a
    /// number), named actions, or a control's trait (button, link, toggle, search field,
    /// keyboard key). A container is not: its children are what is acted on.
    ///
    /// A dimmed control is still actionable in kind: VoiceOver reads it as "dimmed", it still
    /// needs a name, and it answers once enabled. What acts on it now also asks `isEnabled`.
    ///
    /// The audit's control rules, Voice Control's numbers and names, Switch Control's items and
    /// the controls the audit looks for behind `accessibilityHidden` and
    /// `accessibilityElement(children: .ignore)` all use this one test.
    public var isActionable: Bool {
        let kind = storage.kind
        guard !kind.isContainer else { return false }
        if !kind.traits.isDisjoint(with: Self.controlTraits) { return true }
        // Read from the boxes themselves: most elements have none of these.
        if let interaction = storage.interactionBox?.group,
           interaction.defaultAction != nil || interaction.adjustableAction != nil || !interaction.actions.isEmpty { return true }
        return storage.textEntryBox?.group.textEntry != nil
    }

    /// The traits that make an element a control whatever else it has.
    public static let controlTraits: AccessibilityTraits = [.isButton, .isLink, .isToggle, .isSearchField, .isKeyboardKey]
}
