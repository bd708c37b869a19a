import Foundation
import Accessibility

/// What a braille display shows for one element, in print, before translation: the label, the
/// role as screen readers abbreviate it on a display ("btn", "lnk", "h2"), the value, then the
/// states ("sel", "dim"), separated by spaces. A display has few cells, so roles and states are
/// abbreviated where speech says them in full; the abbreviations are in `Phrases.Braille`.
public enum ElementBraille {
    public static func line(for element: AccessibilityElement, in tree: AccessibilityTree) -> String {
        let traits = element.traits
        var parts: [String] = []
        if !traits.contains(.labelIsPlaceholder) { parts.append(element.label) }
        let tabBar = ElementSpeech.tabBar(of: element, in: tree)
        if element.isToggle {
            parts.append(Phrases.Braille.toggleButton)
        } else if traits.contains(.isBackButton) {
            parts.append(Phrases.Braille.backButton)
        } else if tabBar != nil {
            parts.append(Phrases.Braille.tab)
        } else if traits.contains(.isButton), !traits.contains(.isKeyboardKey) {
            parts.append(Phrases.Braille.button)
        }
        if traits.contains(.isTextField) {
            parts.append(element.isSecureTextEntry ? Phrases.Braille.secureTextField : Phrases.Braille.textField)
        }
        if traits.contains(.isSearchField) { parts.append(Phrases.Braille.searchField) }
        if traits.contains(.isHeader) { parts.append(Phrases.Braille.heading(level: element.headingLevel.rawValue)) }
        if traits.contains(.isLink) { parts.append(Phrases.Braille.link) }
        if element.isAdjustable { parts.append(Phrases.Braille.slider) }
        if traits.contains(.isImage) { parts.append(Phrases.Braille.image) }
        if traits.contains(.isPickerItem) { parts.append(Phrases.Braille.pickerItem) }
        // A secure field's value is its dots, never its text.
        if element.isToggle {
            parts.append(ElementSpeech.toggleState(element.value))
        } else if let value = element.value, !element.isSecureTextEntry {
            parts.append(value)
        }
        if ElementSpeech.saysSelected(element) { parts.append(Phrases.Braille.selected) }
        if !element.isEnabled { parts.append(Phrases.Braille.dimmed) }
        return parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}
