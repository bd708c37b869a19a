import Accessibility

/// Everything a VoiceOver user can do; the explorer's keys and the walkthrough scripts both
/// send these.
public enum ReaderCommand: Hashable, Sendable {
    case next, previous, first, last
    case activate, escape, magicTap
    case increment, decrement
    /// Twist the rotor to its next / previous setting.
    case rotorNext, rotorPrevious
    /// Turn the rotor to this setting (`.headings`, `.app("Warnings")`); a script's
    /// `rotor NAME` names one with `RotorSetting(named:)`.
    case selectRotor(RotorSetting)
    /// Swipe down / up: move or adjust by the current rotor setting.
    case rotorItemNext, rotorItemPrevious
    /// Open the actions menu (speaks it).
    case actionsMenu
    /// Perform a custom action by name.
    case performAction(String)
    /// Read the next piece of custom content.
    case moreContent
    /// Explore by touch at a point of the screen, in points.
    case touch(x: Double, y: Double)
    case readAll, readFromFocus
    /// Put the cursor on the first element whose label starts with this text.
    case focus(String)
    case drag
    case drop(String)
    /// Move to the next element linked with this one (`accessibilityLinkedGroup`): VoiceOver's
    /// "Move to Linked Item".
    case linkedItem
    /// Type into the text field being edited (after activating it): the text is added at the end.
    case typeText(String)
    /// Delete the last character of the text field being edited.
    case deleteBackward
    /// Stop editing the text field (the keyboard's Done).
    case endEditing
    /// The keyboard's return key: stop editing and run the field's `onSubmit`.
    case submit
    /// Advance the reader's clock.
    case wait(seconds: Double)
    /// Three-finger swipe: scroll the focused element's scroll view (its own
    /// `accessibilityScrollAction`, or its nearest ancestor's) towards `edge`; a swipe down
    /// scrolls towards the top.
    case scroll(Edge)
    /// Say the last thing said again (VoiceOver's "repeat last spoken").
    case repeatLast
    /// Put the cursor on this element, or the first element inside it the cursor can reach (a
    /// row picked in an explorer's element tree).
    case focusElement(AccessibilityElementID)
}
