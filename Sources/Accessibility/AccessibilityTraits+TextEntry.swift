import Foundation

extension AccessibilityTraits {
    /// A text entry (TextField, SecureField, TextEditor): VoiceOver says "Text field" and hints
    /// "Double tap to edit.". SwiftUI keeps this trait private (UIKit's text-entry trait), so
    /// apps never set it; TermUI's text inputs carry it for the reader.
    public static let isTextField = AccessibilityTraits(rawValue: 1 << 17)
}
