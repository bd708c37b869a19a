/// The audit's rules. Each finds what the element tree (and, for a few, the view graph's
/// recorded facts) can show; see `AccessibilityAudit` for each rule's reason and its limits.
public enum AuditRule: String, CaseIterable, Hashable, Sendable {
    case unlabeledControl = "unlabeled-control"
    case fileOrSymbolNameLabel = "file-or-symbol-name-label"
    case labelRepeatsTrait = "label-repeats-trait"
    case hintNotAPhrase = "hint-not-a-phrase"
    case hintRepeatsLabel = "hint-repeats-label"
    case duplicateSiblingLabels = "duplicate-sibling-labels"
    case activatableWithoutTrait = "activatable-without-trait"
    case controlWithoutAction = "control-without-action"
    case adjustableWithoutValue = "adjustable-without-value"
    case undescribedDropPoint = "undescribed-drop-point"
    case textWithoutRotors = "text-without-rotors"
    case hiddenInteractiveContent = "hidden-interactive-content"
    case lostActions = "lost-actions"
    case modalWithoutEscape = "modal-without-escape"
    case hitRegion = "hit-region"
    case parentChild = "parent-child"
    case traversalOrder = "traversal-order"
    case duplicateDescription = "duplicate-description"
    case labelInName = "label-in-name"
    case unexposedText = "unexposed-text"
    case contrast = "contrast"
    case gestureOnlyControl = "gesture-only-control"
    case textClipped = "text-clipped"
    case platformView = "platform-view"
    case headingWithoutTrait = "heading-without-trait"
    case roleWordInLabel = "role-word-in-label"
    case placeholderOnlyField = "placeholder-only-field"

    /// What the rule flags, in a phrase.
    public var what: String {
        switch self {
        case .unlabeledControl: "an interactive element with no label"
        case .fileOrSymbolNameLabel: "an image or control labelled with a file name or a system symbol's name"
        case .labelRepeatsTrait: "a label ending in its own trait word (\"Play button\")"
        case .hintNotAPhrase: "a hint in lower case, describing the gesture, or over 12 words"
        case .hintRepeatsLabel: "a hint that equals or starts with the label"
        case .duplicateSiblingLabels: "controls side by side with the same label"
        case .activatableWithoutTrait: "an element that answers a double tap but is not announced as a control"
        case .controlWithoutAction: "announced as a button or link, enabled, with no activation and no actions"
        case .adjustableWithoutValue: "an adjustable element with no value"
        case .undescribedDropPoint: "a drop point without a description"
        case .textWithoutRotors: "text with email addresses, links or phone numbers and no rotor to reach them"
        case .hiddenInteractiveContent: "a control hidden from accessibility whose action nothing else offers"
        case .lostActions: "an element made with children: .ignore over buttons, without their actions"
        case .modalWithoutEscape: "a modal with no escape action in it"
        case .hitRegion: "an interactive element smaller than 44 points wide or a row tall"
        case .parentChild: "a child element outside its container's frame, or a container with one child"
        case .traversalOrder: "an element read after one below it in the same column: the order jumps back up"
        case .duplicateDescription: "controls apart on the screen with the same label, value and traits"
        case .labelInName: "a button or link whose visible text is not in its accessibility label (WCAG 2.5.3)"
        case .unexposedText: "text drawn on the screen that no element reads"
        case .contrast: "text below 4.5:1 against its background, 3:1 when bold (WCAG 1.4.3)"
        case .gestureOnlyControl: "a view with a drag, long press or other gesture and no accessibility action, trait or representation"
        case .textClipped: "text truncated or cut by its frame, at the screen's size or laid out again at Dynamic Type accessibility3"
        case .platformView: "a UIKit view shown through UIViewRepresentable or UIViewControllerRepresentable, which Rotor cannot read inside"
        case .headingWithoutTrait: "a heading level (accessibilityHeading) without the header trait"
        case .placeholderOnlyField: "a text field named only by its placeholder (no title, no label)"
        case .roleWordInLabel: "a label that names a role in words (\"Welcome heading\" on plain text, \"Image of a dog\")"
        }
    }

    /// Why it matters to a VoiceOver user.
    public var why: String {
        switch self {
        case .unlabeledControl: "VoiceOver says only \"Button\", so the user cannot know what it does"
        case .fileOrSymbolNameLabel: "it says how the image was made, not what it means"
        case .labelRepeatsTrait: "VoiceOver adds the trait word itself: \"Play button, Button\""
        case .hintNotAPhrase: "a hint says briefly what happens; VoiceOver already tells the gesture, and a long hint delays everything after it"
        case .hintRepeatsLabel: "it costs the user time and says nothing new"
        case .duplicateSiblingLabels: "moving by controls or from the rotor, the user cannot tell them apart"
        case .activatableWithoutTrait: "the interaction is hidden from the user"
        case .controlWithoutAction: "a double tap does nothing"
        case .adjustableWithoutValue: "after a swipe the user cannot hear what changed"
        case .undescribedDropPoint: "VoiceOver calls it only \"Drop\", so the places a drop can land are unknown"
        case .textWithoutRotors: "the user must listen through all of it to find one"
        case .hiddenInteractiveContent: "VoiceOver can never reach it"
        case .lostActions: "the children's actions are gone; .combine would have kept them"
        case .modalWithoutEscape: "the two-finger scrub cannot leave it: a focus trap"
        case .hitRegion: "a small target is hard to touch, and VoiceOver's touch exploration misses it"
        case .parentChild: "the cursor and touch disagree about where the element is; a one-element container is an extra stop that groups nothing"
        case .traversalOrder: "the user hears the screen out of the order they see it and loses their place"
        case .duplicateDescription: "they sound the same but act on different things, so the user cannot tell which is which"
        case .labelInName: "someone who speaks what they see (Voice Control, \"Tap Send\") reaches nothing"
        case .unexposedText: "a VoiceOver user never hears it"
        case .contrast: "low-vision users cannot read it"
        case .gestureOnlyControl: "VoiceOver's gestures cannot make it, so what it does cannot be done"
        case .textClipped: "sighted and Zoom users lose the rest of it, most of all at the large sizes they set"
        case .platformView: "what VoiceOver finds inside it (its elements, their order, its actions) is known only on a device"
        case .headingWithoutTrait: "VoiceOver on iOS neither says \"Heading\" nor stops there with the Headings rotor: the level alone makes no heading"
        case .placeholderOnlyField: "the name goes as soon as something is typed: VoiceOver then reads the text alone, and the user no longer knows what the field is for"
        case .roleWordInLabel: "a role said in words is not one: the Headings rotor never stops at \"Welcome heading\"; and a role the trait already says is heard twice (\"Image of a dog, Image\")"
        }
    }

    /// What to change, in general; each finding says it for its element.
    public var fix: String {
        switch self {
        case .unlabeledControl: "add .accessibilityLabel(\"What it does\") to the control"
        case .fileOrSymbolNameLabel: "a label that says what it means, or Image(decorative:) when it only decorates"
        case .labelRepeatsTrait: "drop the trait word from the label"
        case .hintNotAPhrase: "say briefly what happens, starting with a verb: \"Opens the comment.\""
        case .hintRepeatsLabel: "say in the hint what happens on activation, not what the element is"
        case .duplicateSiblingLabels: "combine each row into one element so the buttons become its actions, or say which one in the label"
        case .activatableWithoutTrait: ".accessibilityAddTraits(.isButton), or a Button instead of onTapGesture"
        case .controlWithoutAction: "keep the child's Button inside .accessibilityElement(children: .combine), or add .accessibilityAction(named:)"
        case .adjustableWithoutValue: ".accessibilityValue(...) with the current setting"
        case .undescribedDropPoint: ".accessibilityDropPoint(_:description:) with a description for each place"
        case .textWithoutRotors: ".accessibilityRotor(_:textRanges:), one for each kind"
        case .hiddenInteractiveContent: "remove .accessibilityHidden(true), or offer the action on a visible element"
        case .lostActions: ".accessibilityElement(children: .combine), or .accessibilityAction(named:) for each lost control"
        case .modalWithoutEscape: ".accessibilityAction(.escape) { dismiss() } on the modal"
        case .hitRegion: ".frame(minWidth: 44, minHeight: 44), or a wider label"
        case .parentChild: "keep children inside their container; drop a container around a single element"
        case .traversalOrder: "remove the sort priority that reorders it, or group columns with .accessibilityElement(children: .contain)"
        case .duplicateDescription: "say what each acts on in its label, or combine each with what it belongs to"
        case .labelInName: "start the label with the visible text, or drop the label override"
        case .unexposedText: "give it an element, or include it in the combined label"
        case .contrast: "a system colour, or one that reaches the ratio on its background"
        case .gestureOnlyControl: ".accessibilityRepresentation, .accessibilityAdjustableAction or .accessibilityAction(named:)"
        case .textClipped: "let text wrap (no lineLimit or fixed height), and stack rows vertically at accessibility sizes"
        case .platformView: "check it with VoiceOver on a device; give the representable an accessibilityLabel that says what it shows"
        case .headingWithoutTrait: "add .accessibilityAddTraits(.isHeader) beside .accessibilityHeading(_:)"
        case .placeholderOnlyField: "give the field a title (TextField(\"Email\", text:)), an .accessibilityLabel, or put it in LabeledContent"
        case .roleWordInLabel: "give the element the trait (.accessibilityAddTraits(.isHeader)) and take the word out of the label"
        }
    }

    /// The check of Xcode's `performAccessibilityAudit` (XCUIAccessibilityAuditType) or of
    /// Google's Accessibility Test Framework / GTXiLib that finds the same kind of problem, or
    /// what no scanner checks.
    public var scannerCheck: String {
        switch self {
        case .unlabeledControl: "Xcode sufficientElementDescription; ATF SpeakableTextPresentCheck; GTX accessibility label present"
        case .fileOrSymbolNameLabel: "Xcode sufficientElementDescription"
        case .labelRepeatsTrait: "Xcode trait; ATF RedundantDescriptionCheck; GTX label-trait overlap"
        case .hintNotAPhrase: "none (Apple's hint guidance)"
        case .hintRepeatsLabel: "none (Apple's hint guidance)"
        case .duplicateSiblingLabels: "ATF DuplicateSpeakableTextCheck"
        case .activatableWithoutTrait: "Xcode trait; ATF ClickableSpanCheck (in spirit)"
        case .controlWithoutAction: "Xcode action"
        case .adjustableWithoutValue: "Xcode sufficientElementDescription"
        case .undescribedDropPoint: "none (VoiceOver drag and drop)"
        case .textWithoutRotors: "none (VoiceOver rotors)"
        case .hiddenInteractiveContent: "Xcode elementDetection"
        case .lostActions: "Xcode action"
        case .modalWithoutEscape: "none (VoiceOver escape gesture)"
        case .hitRegion: "Xcode hitRegion; ATF TouchTargetSizeCheck; GTX minimum tappable area"
        case .parentChild: "Xcode parentChild"
        case .traversalOrder: "ATF TraversalOrderCheck"
        case .duplicateDescription: "ATF DuplicateSpeakableTextCheck, DuplicateClickableBoundsCheck"
        case .labelInName: "WCAG 2.5.3 Label in Name; Xcode sufficientElementDescription"
        case .unexposedText: "Xcode elementDetection; ATF UnexposedTextCheck"
        case .contrast: "Xcode contrast; ATF TextContrastCheck; GTX sufficient contrast ratio"
        case .gestureOnlyControl: "Xcode action; ATF ClickableSpanCheck (in spirit)"
        case .textClipped: "Xcode textClipped, dynamicType; ATF TextSizeCheck (in spirit)"
        case .platformView: "none (what Rotor cannot see)"
        case .headingWithoutTrait: "none (a VoiceOver behaviour recorded on devices)"
        case .placeholderOnlyField: "axe-core label (placeholder is not a label); Xcode sufficientElementDescription"
        case .roleWordInLabel: "axe-core image-redundant-alt (for \"image of\"); none for a role named in words"
        }
    }

    /// The rule named `text`, by id.
    public init?(id text: String) { self.init(rawValue: text) }
}
