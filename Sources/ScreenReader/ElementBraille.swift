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
        let inTabBar = ElementSpeech.tabBar(of: element, in: tree) != nil
        parts += ElementRole.roles(of: element, inTabBar: inTabBar).compactMap(\.braille)
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
