import Foundation

/// The modifiers TermUI accepts so SwiftUI code compiles and that change neither the drawing
/// nor what VoiceOver reads, by what they are for. Each group's modifiers are declared in the
/// file of this folder the group names, and nowhere else; the table of them in docs/swiftui.md is
/// `markdownTable`. A test holds the declarations, this list and docs/swiftui.md to each other.
public enum IgnoredModifiers {
    /// The modifiers of one file of this folder, each written as Swift names a function:
    /// `toolbar(_:for:)`, `monospacedDigit()`.
    public struct Group: Sendable {
        public let file: String
        public let area: String
        public let reason: String
        public let modifiers: [String]
    }

    public static let groups: [Group] = [
        Group(file: "Appearance.swift", area: "appearance",
              reason: "A terminal has one typeface and draws no shadow, rounded corner, blur, mask, rotation, scaling, hover or scroll snapping; none of them changes what VoiceOver reads.",
              modifiers: [
                "fontDesign(_:)", "fontWidth(_:)", "kerning(_:)", "tracking(_:)", "baselineOffset(_:)",
                "strikethrough(_:pattern:color:)", "mask(alignment:_:)", "hoverEffect(_:isEnabled:)",
                "contentTransition(_:)", "scrollTargetBehavior(_:)", "scrollTargetLayout(isEnabled:)",
                "defaultScrollAnchor(_:)", "privacySensitive(_:)", "containerRelativeFrame(_:alignment:)",
                "containerRelativeFrame(_:count:span:spacing:alignment:)", "containerRelativeFrame(_:alignment:_:)",
                "monospaced(_:)", "monospacedDigit()", "speechPhoneticRepresentation(_:)", "shadow(color:radius:x:y:)",
                "cornerRadius(_:antialiased:)", "rotationEffect(_:anchor:)", "rotation3DEffect(_:axis:anchor:)",
                "scaleEffect(_:anchor:)", "scaleEffect(x:y:anchor:)", "blur(radius:opaque:)", "imageScale(_:)",
                "minimumScaleFactor(_:)", "allowsTightening(_:)", "truncationMode(_:)", "redacted(reason:)",
                "lineSpacing(_:)", "symbolRenderingMode(_:)",
              ]),
        Group(file: "Bars.swift", area: "bars, lists and scrolling",
              reason: "Rotor draws bars, separators, section headers and scroll views one way and reads them the same whatever these say.",
              modifiers: [
                "toolbarBackground(_:for:)", "toolbarColorScheme(_:for:)", "listSectionSeparator(_:edges:)",
                "listRowSeparatorTint(_:edges:)", "listSectionSeparatorTint(_:edges:)", "listRowInsets(_:)",
                "listItemTint(_:)", "headerProminence(_:)", "scrollIndicators(_:axes:)", "scrollDismissesKeyboard(_:)",
                "statusBarHidden(_:)", "textSelection(_:)", "controlSize(_:)", "presentationCompactAdaptation(_:)",
                "scrollDisabled(_:)", "navigationBarBackButtonHidden(_:)", "navigationBarHidden(_:)",
                "toolbar(_:for:)", "navigationBarTitleDisplayMode(_:)", "listRowBackground(_:)",
                "listRowSeparator(_:edges:)", "scrollContentBackground(_:)", "listRowSpacing(_:)",
                "listSectionSpacing(_:)", "toolbarTitleDisplayMode(_:)", "badgeProminence(_:)", "listStyle(_:)",
              ]),
        Group(file: "Interaction.swift", area: "pointer, system and hardware keyboard",
              reason: "VoiceOver neither reads nor performs them: what an element does comes from its traits and actions.",
              modifiers: [
                "help(_:)", "onOpenURL(perform:)", "accessibilityRespondsToUserInteraction(_:)",
                "accessibilityShowsLargeContentViewer()", "accessibilityShowsLargeContentViewer(_:)",
              ]),
        Group(file: "Layout.swift", area: "layout",
              reason: "TermUI places each view at its frame, in order, with no safe areas, aspect ratios, depth or column widths of its own choosing.",
              modifiers: [
                "navigationSplitViewColumnWidth(_:)", "navigationSplitViewColumnWidth(min:ideal:max:)",
                "scaledToFit()", "scaledToFill()", "aspectRatio(_:contentMode:)", "contentShape(_:eoFill:)",
                "contentShape(_:_:eoFill:)", "ignoresSafeArea(_:edges:)", "edgesIgnoringSafeArea(_:)", "zIndex(_:)",
                "coordinateSpace(name:)",
              ]),
        Group(file: "Motion.swift", area: "transitions",
              reason: "A view comes and goes at once; animated changes are drawn (see Animation).",
              modifiers: [
                "transition(_:)",
              ]),
        Group(file: "Previews.swift", area: "previews",
              reason: "They set up Xcode's canvas, which a terminal has not.",
              modifiers: [
                "previewDisplayName(_:)", "previewLayout(_:)", "previewDevice(_:)",
              ]),
        Group(file: "SheetSettings.swift", area: "sheets",
              reason: "A sheet is drawn at its one size, with no grabber, corners or background of its own choosing.",
              modifiers: [
                "presentationDetents(_:)", "presentationDetents(_:selection:)", "presentationDragIndicator(_:)",
                "presentationCornerRadius(_:)", "presentationBackground(_:)", "presentationBackgroundInteraction(_:)",
              ]),
        Group(file: "SymbolEffects.swift", area: "symbol effects",
              reason: "A symbol is one glyph that does not move, and VoiceOver says nothing of these effects.",
              modifiers: [
                "symbolEffect(_:options:isActive:)", "symbolEffect(_:options:value:)",
                "matchedGeometryEffect(id:in:properties:anchor:isSource:)",
              ]),
        Group(file: "TextInputTraits.swift", area: "text input",
              reason: "A terminal has no on-screen keyboard or autofill and draws every field one way; VoiceOver reads a field the same whatever these say.",
              modifiers: [
                "textContentType(_:)", "textFieldStyle(_:)", "datePickerStyle(_:)", "keyboardShortcut(_:)",
                "keyboardType(_:)", "textInputAutocapitalization(_:)", "autocorrectionDisabled(_:)", "submitLabel(_:)",
                "keyboardShortcut(_:modifiers:)",
              ]),
    ]

    /// The table in docs/swiftui.md: one row per group.
    public static var markdownTable: String {
        var lines = ["| accepted and ignored | why they change nothing |", "|---|---|"]
        for group in groups {
            let names = group.modifiers.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| \(group.area): \(names) | \(group.reason) |")
        }
        return lines.joined(separator: "\n")
    }
}
