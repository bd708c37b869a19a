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
    /// A system symbol whose label is only its name read as words ("sparkles"): SwiftUI knows
    /// labels for common symbols only, and a combined element leaves the others out of its label.
    public static let isUnlabeledSymbol = AccessibilityTraits(rawValue: 1 << 20)
    /// A text field whose label is only its placeholder (the title) while it holds text: VoiceOver
    /// reads the text, not the placeholder the text replaced.
    public static let labelIsPlaceholder = AccessibilityTraits(rawValue: 1 << 21)
    /// An image whose label is the one made from its name (a symbol's, an asset's), none given:
    /// when another part of a combined element or a button's label gives a label, the image's
    /// says nothing ("Notifications, Button" for a bell and a title).
    public static let hasDefaultImageLabel = AccessibilityTraits(rawValue: 1 << 22)
    /// A text field with no title, named only by its prompt (`TextField("", text:, prompt:)`):
    /// the name goes as soon as text is typed, so the audit flags it. An accessibility label or a
    /// `LabeledContent` title clears it.
    public static let labelIsPrompt = AccessibilityTraits(rawValue: 1 << 23)
    /// An asset image named by its file name alone (`Image("newspaper")`, no label given): the
    /// audit asks a person to check the name says what the picture means.
    public static let labelIsAssetName = AccessibilityTraits(rawValue: 1 << 24)
    /// A link named only by the labels its images take from their names (a globe symbol's
    /// "Globe"), none given: the name says what the icon looks like, not where the link goes.
    /// VoiceOver reads it as any label; the audit flags it.
    public static let labelIsImageName = AccessibilityTraits(rawValue: 1 << 25)
}
