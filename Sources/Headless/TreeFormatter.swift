import Accessibility
import ScreenReader

/// The element tree as text: one element a line, indented by depth, with its role, label,
/// value, traits and actions.
public enum TreeFormatter {
    public static func rows(_ tree: AccessibilityTree, focused: AccessibilityElementID? = nil) -> [TreeRow] {
        var rows: [TreeRow] = []
        rows.reserveCapacity(tree.count)
        func visit(_ element: AccessibilityElement, depth: Int) {
            rows.append(TreeRow(id: element.id, depth: depth, text: line(for: element), isFocused: element.id == focused))
            for child in element.children { visit(child, depth: depth + 1) }
        }
        for root in tree.roots { visit(root, depth: 0) }
        return rows
    }

    public static func text(_ tree: AccessibilityTree) -> String {
        rows(tree).map { String(repeating: "  ", count: $0.depth) + $0.text }.joined(separator: "\n")
    }

    /// `button "Unread, Looks like a wonderful time, Nick" [isButton] actions: Favorite, Reply`
    public static func line(for element: AccessibilityElement) -> String {
        var parts = [role(of: element)]
        parts.append("\"\(element.label)\"")
        if let value = element.value, !value.isEmpty {
            parts.append("value: \(element.isToggle ? (SwitchState(value: value) ?? .off).spokenName : value)")
        }
        var traits = element.traits.names
        if element.traits.contains(.isHeader), element.headingLevel != .unspecified {
            traits = traits.map { $0 == "isHeader" ? "isHeader(h\(element.headingLevel.rawValue))" : $0 }
        }
        if !element.isEnabled { traits.append("disabled") }
        if !traits.isEmpty { parts.append("[" + traits.joined(separator: ", ") + "]") }
        if let hint = element.hint, !hint.isEmpty { parts.append("hint: \(hint)") }
        if !element.actions.isEmpty { parts.append("actions: " + element.actions.map(\.name).joined(separator: ", ")) }
        if !element.customContent.isEmpty {
            parts.append("content: " + element.customContent.map { "\($0.label): \($0.value)" }.joined(separator: "; "))
        }
        if !element.rotors.isEmpty { parts.append("rotors: " + element.rotors.map { RotorSetting($0).name }.joined(separator: ", ")) }
        // A lazy list: how many rows it has, of which the tree holds a window.
        if let rows = element.rowWindow { parts.append("rows: \(rows.count)") }
        return parts.joined(separator: " ")
    }

    /// The word for what an element is.
    public static func role(of element: AccessibilityElement) -> String {
        let t = element.traits
        if element.isContainer {
            if t.contains(.isTabBar) { return "tab bar" }
            switch element.containerType {
            case .list: return "list"
            case .alert: return "alert"
            case .confirmationDialog: return "confirmation dialog"
            case .segmentedControl, nil: return "container"
            }
        }
        if t.contains(.isHeader) { return "heading" }
        if t.contains(.isToggle) { return "switch" }
        if element.isAdjustable { return "adjustable" }
        if t.contains(.isSearchField) { return "search field" }
        if t.contains(.isTextField) { return "text field" }
        if t.contains(.isLink) { return "link" }
        if t.contains(.isButton) { return "button" }
        if t.contains(.isImage) { return "image" }
        if t.contains(.isStaticText) { return "text" }
        return "element"
    }
}
