import Accessibility

/// What kind of control an element is, in the order VoiceOver names the kinds after an
/// element's label and value. Speech says each in full (`Phrases`), a braille display in its
/// abbreviation (`Phrases.Braille`): both read the kinds from here.
enum ElementRole: Hashable {
    case button, backButton, switchButton, tab
    case textField(secure: Bool)
    case heading(level: Int)
    case link, pickerItem, adjustable, image, searchField, draggable

    /// The element's kinds. A button that is a keyboard key, a back button, a switch or a tab
    /// is named as that, not as a button too.
    static func roles(of element: AccessibilityElement, inTabBar: Bool) -> [ElementRole] {
        let traits = element.traits
        var roles: [ElementRole] = []
        if traits.contains(.isButton), !traits.contains(.isKeyboardKey), !traits.contains(.isBackButton),
           !element.isToggle, !inTabBar {
            roles.append(.button)
        }
        if traits.contains(.isBackButton) { roles.append(.backButton) }
        if element.isToggle { roles.append(.switchButton) }
        if inTabBar { roles.append(.tab) }
        if traits.contains(.isTextField) { roles.append(.textField(secure: element.isSecureTextEntry)) }
        if traits.contains(.isHeader) { roles.append(.heading(level: element.headingLevel.rawValue)) }
        if traits.contains(.isLink) { roles.append(.link) }
        if traits.contains(.isPickerItem) { roles.append(.pickerItem) }
        if element.isAdjustable { roles.append(.adjustable) }
        if traits.contains(.isImage) { roles.append(.image) }
        if traits.contains(.isSearchField) { roles.append(.searchField) }
        if !element.dragPoints.isEmpty { roles.append(.draggable) }
        return roles
    }

    /// The words VoiceOver says.
    var spoken: String {
        switch self {
        case .button: Phrases.button
        case .backButton: Phrases.backButton
        case .switchButton: Phrases.switchButton
        case .tab: Phrases.tab
        case .textField(let secure): secure ? Phrases.secureTextField : Phrases.textField
        case .heading(let level): level > 0 ? Phrases.heading(level: level) : Phrases.heading
        case .link: Phrases.link
        case .pickerItem: Phrases.pickerItem
        case .adjustable: Phrases.adjustable
        case .image: Phrases.image
        case .searchField: Phrases.searchField
        case .draggable: Phrases.draggable
        }
    }

    /// The abbreviation on a braille display; nil where a display shows none.
    var braille: String? {
        switch self {
        case .button: Phrases.Braille.button
        case .backButton: Phrases.Braille.backButton
        case .switchButton: Phrases.Braille.toggleButton
        case .tab: Phrases.Braille.tab
        case .textField(let secure): secure ? Phrases.Braille.secureTextField : Phrases.Braille.textField
        case .heading(let level): Phrases.Braille.heading(level: level)
        case .link: Phrases.Braille.link
        case .pickerItem: Phrases.Braille.pickerItem
        case .adjustable: Phrases.Braille.slider
        case .image: Phrases.Braille.image
        case .searchField: Phrases.Braille.searchField
        case .draggable: nil
        }
    }
}
