import Foundation

extension AccessibilityTraits {
    /// A text entry (TextField, SecureField, TextEditor): VoiceOver says "Text field" and hints
    /// "Double tap to edit.". SwiftUI keeps this trait private (UIKit's text-entry trait), so
    /// apps never set it; TermUI's text inputs carry it for the reader.
    public static let isTextField = AccessibilityTraits(rawValue: 1 << 17)
    /// A navigation bar's back button: VoiceOver says "Back button" in place of "Button". UIKit's
    /// trait, private in SwiftUI; TermUI's navigation stack puts it on its back button.
    public static let isBackButton = AccessibilityTraits(rawValue: 1 << 18)
    /// An item of a wheel picker: VoiceOver says "Picker item". Private in SwiftUI; TermUI's
    /// wheel pickers carry it.
    public static let isPickerItem = AccessibilityTraits(rawValue: 1 << 19)
}
