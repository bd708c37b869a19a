import Accessibility
import Foundation
import ScreenReader
import TermUI

/// Finds the accessibility problems a reviewer would flag in a screen's `AccessibilitySnapshot`.
///
/// The audit sees the tree VoiceOver sees, and what the snapshot records beside it: controls
/// `accessibilityHidden(true)` or `accessibilityElement(children: .ignore)` took out of the tree
/// (`hidden-interactive-content`, `lost-actions`), gestures no element offers, where hidden views
/// draw, and UIKit views. Views removed otherwise (opacity 0, decorative images) leave no trace,
/// so content hidden that way by mistake cannot be found here; what the tree does show of hidden
/// interaction, an activatable element nobody is told about, is flagged by
/// `activatable-without-trait`.
public enum AccessibilityAudit {
    /// The rules that need only elements. The screen's rules (geometry, order, drawing) need
    /// an `AuditContext`: `ScreenSession.auditFindings` gives one.
    public static func findings(in tree: AccessibilityTree) -> [AuditFinding] {
        findings(in: AccessibilitySnapshot(tree: tree), context: AuditContext(), screenRules: false)
    }

    /// The rules that need only the snapshot: the elements and the controls taken out of them.
    public static func findings(in snapshot: AccessibilitySnapshot) -> [AuditFinding] {
        findings(in: snapshot, context: AuditContext(), screenRules: false)
    }

    /// Every rule; the screen rules that need the order or the drawing run when the context
    /// has them.
    public static func findings(in snapshot: AccessibilitySnapshot, context: AuditContext) -> [AuditFinding] {
        findings(in: snapshot, context: context, screenRules: true)
    }

    /// lost-actions: `accessibilityElement(children: .ignore)` drops its children, their
    /// buttons with them. The new element must take their actions (a default action for one
    /// control, named actions for each), or a double tap does nothing and the actions are gone.
    static func lostActions(_ replaced: [ReplacedControls], in tree: AccessibilityTree) -> [AuditFinding] {
        replaced.compactMap { record in
            guard let owner = tree.element(record.owner) else { return nil }
            let names = Set(owner.actions.map { SpeechMatch.normalize($0.name) })
            let lost = record.controls.filter { control in
                !names.contains(SpeechMatch.normalize(control.label))
                    && !(record.controls.count == 1 && (owner.defaultAction != nil || owner.isAdjustable))
            }
            guard !lost.isEmpty else { return nil }
            let labels = lost.map { "\"\($0.label)\"" }.joined(separator: ", ")
            return finding(.lostActions, owner, "it replaced its children and lost their actions: \(labels)",
                           fix: ".accessibilityElement(children: .combine) keeps buttons as actions; with .ignore, add "
                              + ".accessibilityAction(named:) for each")
        }
    }

    /// hidden-interactive-content: a control inside `accessibilityHidden` is out of VoiceOver's
    /// reach. Fine when the screen offers the same thing another way (the beach widget hides its
    /// star because each beach has a "Favorite" action); flagged when nothing by that name can be
    /// activated or performed.
    static func hiddenInteractive(_ hidden: [AccessibilityElement], in tree: AccessibilityTree) -> [AuditFinding] {
        guard !hidden.isEmpty else { return [] }
        var reachable = Set<String>()
        for element in tree.allElements {
            if element.isActionable { reachable.insert(SpeechMatch.normalize(element.label)) }
            for action in element.actions { reachable.insert(SpeechMatch.normalize(action.name)) }
        }
        return hidden.filter { !reachable.contains(SpeechMatch.normalize($0.label)) }.map { element in
            finding(.hiddenInteractiveContent, element, "a control is hidden from accessibility, and nothing else on the screen does what it does",
                    fix: "remove .accessibilityHidden(true), or offer its action on a visible element: .accessibilityAction(named: \"\(element.label)\")")
        }
    }

    static func finding(_ rule: AuditRule, _ element: AccessibilityElement, _ message: String, fix: String) -> AuditFinding {
        AuditFinding(rule: rule, elementID: element.id, label: element.label, message: message, fix: fix,
                     identifier: element.identifier)
    }

    /// heading-without-trait: `accessibilityHeading(_:)` sets a level, but on iOS only the header
    /// trait makes a heading; a level alone is neither said nor reached by the Headings rotor.
    static func headingWithoutTrait(_ element: AccessibilityElement) -> [AuditFinding] {
        guard element.headingLevel != .unspecified, !element.traits.contains(.isHeader) else { return [] }
        return [finding(.headingWithoutTrait, element, "a heading level without the header trait is not a heading on iOS",
                        fix: "add .accessibilityAddTraits(.isHeader) beside .accessibilityHeading(_:)")]
    }

    /// role-word-in-label: a role named in the label's words. "Heading" (or "header", "title")
    /// on an element without the header trait pretends to be a heading the Headings rotor never
    /// finds (a control may name one it acts on: "Edit header" is fine); "image of" / "picture of" / "photo of" opening an image's label repeats what the
    /// image trait says. A word the element's own trait matches at the label's end is
    /// `label-repeats-trait`'s.
    static func roleWordInLabel(_ element: AccessibilityElement) -> [AuditFinding] {
        // Text that could name itself a heading, or an image: no other element is judged, and an
        // ASCII label with no "head" in it names no heading.
        let isImage = element.traits.contains(.isImage)
        let mayNameHeading = !element.traits.contains(.isHeader) && !element.isActionable && mayHoldHead(element.label)
        guard isImage || mayNameHeading else { return [] }
        let words = SpeechMatch.normalize(element.label).split(separator: " ").map(String.init)
        guard !words.isEmpty, !element.isContainer else { return [] }
        // A control may act on a heading ("Edit header"): only text that names itself one.
        if mayNameHeading, let word = words.first(where: { ["heading", "header"].contains($0) }) {
            return [finding(.roleWordInLabel, element, "the label says \"\(word)\" but the element is not a heading",
                            fix: "make it one (.accessibilityAddTraits(.isHeader)) and take \"\(word)\" out of the label")]
        }
        if isImage, words.count > 2, ["image", "picture", "photo", "graphic"].contains(words[0]),
           words[1] == "of" {
            return [finding(.roleWordInLabel, element, "the label starts \"\(words[0]) of\", and VoiceOver says \"Image\" too",
                            fix: "say what it shows: .accessibilityLabel(\"\(words.dropFirst(2).joined(separator: " "))\")")]
        }
        return []
    }

    /// False when `text` is ASCII and has no "head" in it, in any case: neither "heading" nor
    /// "header" can be among its words. A text with a byte outside ASCII may.
    static func mayHoldHead(_ text: String) -> Bool {
        let head: [UInt8] = [0x68, 0x65, 0x61, 0x64]
        var matched = 0
        for byte in text.utf8 {
            if byte >= 0x80 { return true }
            // An ASCII letter in lower case; nothing else becomes one of "head"'s letters.
            let lower = byte | 0x20
            if lower == head[matched] {
                matched += 1
                if matched == head.count { return true }
            } else {
                matched = lower == head[0] ? 1 : 0
            }
        }
        return false
    }

    /// placeholder-only-field: a text field with no title whose only name is its prompt. While
    /// empty it reads "Email, Text field"; once typed in, only what was typed.
    static func placeholderOnlyField(_ element: AccessibilityElement) -> [AuditFinding] {
        guard element.traits.contains(.isTextField), element.traits.contains(.labelIsPrompt),
              !element.label.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        return [finding(.placeholderOnlyField, element, "the field is named only by its placeholder, which typing replaces",
                        fix: "TextField(\"\(element.label)\", text: …), or .accessibilityLabel(\"\(element.label)\")")]
    }

    /// asset-name-label: an asset image whose label is its file name, none given. A name made of
    /// plain words may be right ("Logo"), so a person should look: it needs review. A name
    /// `file-or-symbol-name-label` already flags ("IMG_0042") is left to it.
    static func assetNameLabel(_ element: AccessibilityElement, already found: [AuditFinding]) -> [AuditFinding] {
        guard element.traits.contains(.labelIsAssetName), !element.label.isEmpty,
              !found.contains(where: { $0.rule == .fileOrSymbolNameLabel && $0.elementID == element.id }) else { return [] }
        var finding = finding(.assetNameLabel, element, "the image is read by its file name, \"\(element.label)\"",
                              fix: "Image(\"…\", label: Text(\"what it shows\")), or Image(decorative:) if it only decorates")
        finding.needsReview = true
        return [finding]
    }

    /// asset-file-name-label: an asset image read by its file name, where the name is written as
    /// files are named and not as a label is: it starts with a lower-case letter or holds a
    /// digit ("newspaper", "bike red 2041" from "bike-red-2041"). A name in the strings table is
    /// a label someone wrote (`Image(_:)` looks its name up there, as SwiftUI does) and is not
    /// read as the file name. A capitalised name of words ("Logo") stays asset-name-label's, to
    /// review; when this rule runs, its finding takes that one's place (`AuditRule.supersedes`).
    static func assetFileNameLabel(_ element: AccessibilityElement, already found: [AuditFinding]) -> [AuditFinding] {
        guard element.traits.contains(.labelIsAssetName), let first = element.label.first,
              first.isLowercase || element.label.contains(where: \.isNumber),
              !found.contains(where: { $0.rule == .fileOrSymbolNameLabel && $0.elementID == element.id }) else { return [] }
        return [finding(.assetFileNameLabel, element, "the image is read by its file name, \"\(element.label)\", written as files are named",
                        fix: "Image(\"…\", label: Text(\"what it shows\")), or Image(decorative:) if it only decorates")]
    }

    /// `text` without the spaces and line breaks at its ends. Most labels start and end with a
    /// visible ASCII character and have nothing to trim: they are given back without a scan.
    static func trimmed(_ text: String) -> String {
        hasVisibleASCIIEnds(text) ? text : text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `text` is missing, empty or only what `set` trims. Most texts are empty or
    /// start and end with a visible ASCII character, and are judged without Foundation.
    static func isBlank(_ text: String?, trimming set: CharacterSet = .whitespaces) -> Bool {
        guard let text, !text.isEmpty else { return true }
        return !hasVisibleASCIIEnds(text) && text.trimmingCharacters(in: set).isEmpty
    }

    /// Whether `text` starts and ends with a visible ASCII character: no trimming changes it.
    static func hasVisibleASCIIEnds(_ text: String) -> Bool {
        let visible: ClosedRange<UInt8> = 0x21...0x7E
        guard let first = text.utf8.first, let last = text.utf8.last else { return false }
        return visible.contains(first) && visible.contains(last)
    }

    /// The checks that look at one element on its own.
    static func check(_ element: AccessibilityElement) -> [AuditFinding] {
        var found: [AuditFinding] = []
        let label = trimmed(element.label)
        let actionable = element.isActionable

        // unlabeled-control: VoiceOver says only "Button" (or nothing) for a control without a
        // label, so the user cannot know what it does.
        if actionable, label.isEmpty {
            found.append(finding(.unlabeledControl, element, "an interactive element has no label",
                                 fix: "add .accessibilityLabel(\"What it does\") to the control"))
        }
        // A stepper is a container of its label and two buttons, as UIStepper is: with no label
        // the user hears "Decrement, Button" and "Increment, Button" and not what they change.
        if element.isContainer, label.isEmpty, isUnlabelledStepper(element) {
            found.append(finding(.unlabeledControl, element, "a stepper has no label: its buttons say only Decrement and Increment",
                                 fix: "give the Stepper a title (Stepper(\"Guests\", value: …)), or .accessibilityLabel"))
        }

        // file-or-symbol-name-label: an image or control whose label is an asset's file name
        // ("IMG_0042.jpg", "golden-gate-beach") or a system symbol's name read as words
        // ("sparkles", "checkmark seal fill") says how it was built, not what it means.
        if !element.isContainer, !label.isEmpty,
           element.traits.contains(.isImage) || actionable, let kind = nameKind(label) {
            found.append(finding(.fileOrSymbolNameLabel, element, "the label \"\(label)\" is \(kind)",
                                 fix: "give it a label that says what it means: .accessibilityLabel(\"Super favorite\"), "
                                    + "or Image(decorative:) when it only decorates"))
        }
        // A control labelled with emoji alone (Button("❤️")) is read by the emoji's name, "red
        // heart, Button": what it looks like, not what it does. A word beside it ("Save ✅")
        // says what it does, and text that is only emoji is not judged.
        if actionable, !element.isContainer, isEmojiOnly(label) {
            found.append(finding(.fileOrSymbolNameLabel, element, "the label \"\(label)\" is only emoji, which VoiceOver reads by their names",
                                 fix: ".accessibilityLabel(\"Like\") or the like: what the control does"))
        }

        // label-repeats-trait: VoiceOver adds the trait word itself, so "Play button" is heard as
        // "Play button, Button".
        if let word = repeatedTraitWord(element) {
            found.append(finding(.labelRepeatsTrait, element, "the label ends with \"\(word)\", which VoiceOver already says",
                                 fix: "drop \"\(word)\" from the label; the trait says it"))
        }

        if let hint = element.hint.map(trimmed), !hint.isEmpty {
            // hint-not-a-phrase: Apple's guidance is a brief phrase that starts with a capital letter
            // and says what happens ("Purchases the item", "Plays the song."), not how to do it:
            // VoiceOver already tells the gesture. It is read after a pause, so a long one delays
            // everything after it.
            let words = SpokenWords.count(in: hint)
            var problems: [String] = []
            if let first = hint.first, first.isLetter, first.isLowercase { problems.append("starts in lower case") }
            if words > 12 { problems.append("has \(words) words (keep it under 12)") }
            let gestures = ["tap ", "double tap", "double-tap", "swipe ", "click ", "press "]
            if gestures.contains(where: { hint.lowercased().hasPrefix($0) }) { problems.append("describes the gesture") }
            if !problems.isEmpty {
                found.append(finding(.hintNotAPhrase, element, "the hint \"\(hint)\" " + problems.joined(separator: ", "),
                                     fix: "say briefly what happens, starting with a verb: \"Opens the comment.\""))
            }
            // hint-repeats-label: the hint is read right after the label; saying it twice adds
            // nothing and costs the user time.
            let normalHint = SpeechMatch.normalize(hint), normalLabel = SpeechMatch.normalize(label)
            if !normalLabel.isEmpty, normalHint == normalLabel || normalHint.hasPrefix(normalLabel + " ") {
                found.append(finding(.hintRepeatsLabel, element, "the hint repeats the label",
                                     fix: "say in the hint what happens on activation, not what the element is"))
            }
        }

        // activatable-without-trait: a tap gesture answers a double tap, but nothing says so: no
        // "Button", no "Actions available". The interaction is hidden from the user.
        if element.defaultAction != nil, !element.isContainer, !announcesInteraction(element) {
            found.append(finding(.activatableWithoutTrait, element, "it responds to a double tap but is not announced as a control",
                                 fix: ".accessibilityAddTraits(.isButton), or a Button instead of onTapGesture"))
        }

        // control-without-action: VoiceOver says "Button" (or "Link") but a double tap does nothing
        // and there are no actions: typically a combined or ignored element that lost its child
        // button's action.
        // A dimmed control is meant to do nothing: VoiceOver says "Dimmed".
        if element.traits.contains(.isButton) || element.traits.contains(.isLink), !element.isContainer, element.isEnabled,
           element.defaultAction == nil, element.actions.isEmpty, !element.isToggle, !element.isAdjustable {
            found.append(finding(.controlWithoutAction, element, "it is announced as a control but has no action",
                                 fix: "keep the child's Button inside .accessibilityElement(children: .combine), "
                                    + "or add .accessibilityAction(named:) for it"))
        }

        // adjustable-without-value: after each swipe up or down VoiceOver reads the value; without
        // one the user cannot tell what changed.
        if element.isAdjustable, isBlank(element.value) {
            found.append(finding(.adjustableWithoutValue, element, "it is adjustable but has no value",
                                 fix: ".accessibilityValue(\"\\(level)\") with the current setting"))
        }

        // undescribed-drop-point: VoiceOver offers each drop point by its description; a point
        // without one is only "Drop", so a view with several places to drop says nothing of them.
        let undescribed = element.dropPoints.filter { $0.description.trimmingCharacters(in: .whitespaces).isEmpty }
        if !undescribed.isEmpty {
            found.append(finding(.undescribedDropPoint, element, "it takes drops at \(undescribed.count == 1 ? "a point" : "points") "
                                    + "VoiceOver can only call \"Drop\"",
                                 fix: ".accessibilityDropPoint(.leading, description: \"Set sound 1\") for each place a drop can land"))
        }

        // text-without-rotors: a long text with email addresses, links or phone numbers in it
        // makes a VoiceOver user listen through all of it to find one; text-range rotors let them
        // jump from one to the next.
        if let text = element.text ?? (element.traits.contains(.isTextField) ? element.value : nil),
           element.rotors.isEmpty, let kinds = Self.findableKinds(in: text) {
            found.append(finding(.textWithoutRotors, element, "its text has \(kinds) but no rotor to move between them",
                                 fix: ".accessibilityRotor(\"Email Addresses\", textRanges: note.addressRanges), one for each kind"))
        }

        // modal-without-escape: a modal hides everything else from VoiceOver; without an escape
        // action the two-finger scrub cannot dismiss it, so the user is trapped.
        if element.traits.contains(.isModal), !hasEscape(element) {
            found.append(finding(.modalWithoutEscape, element, "a modal has no escape action, so it traps focus",
                                 fix: ".accessibilityAction(.escape) { dismiss() } on the modal"))
        }
        return found
    }

    /// What a text holds that a rotor could jump between: "email addresses and links".
    static func findableKinds(in text: String) -> String? {
        var kinds: [String] = []
        if text.contains(#/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/#) { kinds.append("email addresses") }
        if text.contains(#/https?:\/\/\S+/#) { kinds.append("links") }
        if text.contains(#/\+?\d[\d -]{6,}\d/#) { kinds.append("phone numbers") }
        guard !kinds.isEmpty else { return nil }
        return kinds.count == 1 ? kinds[0] : kinds.dropLast().joined(separator: ", ") + " and " + kinds.last!
    }

    /// duplicate-sibling-labels: controls side by side with one label ("Favorite", "Favorite")
    /// cannot be told apart when moving by controls or from the rotor. Text is left out: two
    /// comments by the same person are not a problem. A heading among the siblings starts a
    /// section (a `Section`'s header, a title over a group): a "Details" under "Orders" and one
    /// under "Returns" are told apart by the heading a user moves by, so controls in different
    /// sections only need review (Voice Control's "Tap Details" still finds two).
    static func duplicateSiblingLabels(_ siblings: [AccessibilityElement]) -> [AuditFinding] {
        var section = 0
        var controls: [(element: AccessibilityElement, label: String, section: Int)] = []
        // The images side by side are found on the same walk (`likeImagesInARow`).
        var images: [AccessibilityElement] = []
        for element in siblings {
            let traits = element.traits
            if traits.contains(.isHeader) { section += 1 }
            guard element.isActionable else {
                if traits.contains(.isImage), isSpokenLeaf(element) { images.append(element) }
                continue
            }
            let label = SpeechMatch.normalize(element.label)
            if !label.isEmpty { controls.append((element, label, section)) }
        }
        // Counted once, by label and by label within a section: a long list's rows with one
        // "Delete" each are compared in one pass, not each against all the others.
        var byLabel: [String: Int] = [:], bySection: [String: Int] = [:]
        byLabel.reserveCapacity(controls.count)
        for control in controls { byLabel[control.label, default: 0] += 1 }
        // By section only the labels heard more than once (most of a long list's are not).
        for control in controls where byLabel[control.label, default: 0] > 1 {
            bySection["\(control.section)\u{0}\(control.label)", default: 0] += 1
        }
        return likeImagesInARow(images) + controls.compactMap { element, label, section in
            guard let count = byLabel[label], count > 1 else { return nil }
            let inSection = bySection["\(section)\u{0}\(label)"] ?? 0
            let fix = "combine each row into one element (.accessibilityElement(children: .combine)) so the "
                + "buttons become its actions, or say which one in the label"
            guard inSection > 1 else {
                var finding = finding(.duplicateSiblingLabels, element,
                                      "\(count) controls are labelled \"\(element.label)\", each under its own heading",
                                      fix: fix)
                finding.needsReview = true
                return finding
            }
            return finding(.duplicateSiblingLabels, element, "\(inSection) controls side by side are labelled \"\(element.label)\"",
                           fix: fix)
        }
    }

    /// Three or more images side by side on one line, read with one label ("Favorite" five
    /// times for a rating's stars, "Photo" for each picture of a strip): the user hears the same
    /// word again and again and not what the row shows (how many are filled, which is which).
    /// `images`: the siblings that are images, not controls, leaves, and say something
    /// (`isSpokenLeaf`), in order.
    private static func likeImagesInARow(_ images: [AccessibilityElement]) -> [AuditFinding] {
        guard images.count >= 3 else { return [] }
        // Each line's images by what they say, kept in the order first met.
        var rows: [(key: String, images: [AccessibilityElement])] = []
        var rowOf: [String: Int] = [:]
        for image in images {
            let key = "\(Int(image.frame.minY.rounded()))\u{0}\(SpeechMatch.normalize(image.label))"
            if let row = rowOf[key] { rows[row].images.append(image) } else {
                rowOf[key] = rows.count
                rows.append((key, [image]))
            }
        }
        return rows.compactMap { _, row in
            guard row.count >= 3, let element = row.first else { return nil }
            return finding(.duplicateSiblingLabels, element,
                           "\(row.count) images side by side are each read \"\(element.label)\"",
                           fix: "make the row one element that says what it shows: .accessibilityElement(children: .ignore) "
                              + "with .accessibilityLabel(\"Rating\") and .accessibilityValue(\"3 of 5 stars\")")
        }
    }

    /// An element that is a leaf and says something.
    private static func isSpokenLeaf(_ element: AccessibilityElement) -> Bool {
        !element.isContainer && !SpeechMatch.normalize(element.label).isEmpty
    }

    /// A stepper's container with no words of its own: its children are only its Decrement and
    /// Increment buttons.
    static func isUnlabelledStepper(_ element: AccessibilityElement) -> Bool {
        let spoken = element.children.filter { !SpeechMatch.normalize($0.label + ($0.value ?? "")).isEmpty }
        return spoken.count == 2 && spoken.map(\.label) == ["Decrement", "Increment"] && spoken.allSatisfy(\.isActionable)
    }

    /// Whether VoiceOver tells the user they can act: a control trait, adjustable, or actions.
    static func announcesInteraction(_ element: AccessibilityElement) -> Bool {
        element.isAdjustable || !element.actions.isEmpty
            || !element.traits.intersection([.isButton, .isLink, .isToggle, .isSearchField, .isKeyboardKey, .isTabBar,
                                             .allowsDirectInteraction]).isEmpty
    }

    static func hasEscape(_ element: AccessibilityElement) -> Bool {
        var found = false
        element.forEachDescendant { if $0.escapeAction != nil { found = true } }
        return found
    }

    /// The words each trait makes VoiceOver say after a label.
    private static let traitWords: [(AccessibilityTraits, [String])] = [
        (.isButton, ["button"]), (.isLink, ["link"]), (.isImage, ["image", "picture", "icon"]),
        (.isHeader, ["heading"]), (.isToggle, ["switch", "toggle"]), (.isSearchField, ["search field"]),
    ]

    /// The trait word a label ends with, if the element has that trait.
    static func repeatedTraitWord(_ element: AccessibilityElement) -> String? {
        guard traitWords.contains(where: { element.traits.contains($0.0) }) else { return nil }
        let label = SpeechMatch.normalize(element.label)
        for (trait, names) in traitWords where element.traits.contains(trait) {
            for name in names where label == name || endsWithWord(label, name) { return name }
        }
        return nil
    }

    /// Whether `text` ends with a space and then `word` (ASCII): compared as bytes, nothing made.
    static func endsWithWord(_ text: String, _ word: String) -> Bool {
        let text = text.utf8, word = word.utf8
        guard text.count > word.count else { return false }
        let start = text.index(text.endIndex, offsetBy: -word.count)
        return text[text.index(before: start)] == 0x20 && text[start...].elementsEqual(word)
    }

    /// True when `label` has at least one emoji and nothing else but spaces: each character is
    /// drawn as an emoji by default, or asks for it (U+FE0F, a keycap, a sequence).
    static func isEmojiOnly(_ label: String) -> Bool {
        // An emoji is outside ASCII, or asks for its look with a mark that is (a keycap's
        // U+20E3): an ASCII label has none.
        if label.utf8.allSatisfy({ $0 < 0x80 }) { return false }
        var sawEmoji = false
        for character in label where !character.isWhitespace {
            let scalars = character.unicodeScalars
            guard let first = scalars.first, first.properties.isEmoji,
                  first.properties.isEmojiPresentation
                    || scalars.contains(where: { [0xFE0F, 0x20E3, 0x200D].contains($0.value) || $0.properties.isEmojiModifier })
            else { return false }
            sawEmoji = true
        }
        return sawEmoji
    }

    /// "a file name" or "a symbol name" when the label is one.
    static func nameKind(_ label: String) -> String? {
        let lower = label.lowercased()
        // An ASCII label's words are found by its bytes, not by comparing characters.
        let words = lower.utf8.allSatisfy({ $0 < 0x80 })
            ? lower.utf8.split(separator: 0x20).map { Substring($0) } : lower.split(separator: " ")
        if SymbolCatalog.isSymbolName(lowercased: lower, words: words) { return "a system symbol's name" }
        if words.count >= 2, words.last == "fill" { return "a system symbol's name" }
        // TermUI reads an asset's name as words ("IMG_0042.jpg" → "IMG 0042 jpg"), as VoiceOver
        // does; an extension or a camera's numbering still gives it away. "golden gate beach"
        // does not: it reads like a label.
        let extensions = ["png", "jpg", "jpeg", "gif", "heic", "pdf", "svg", "webp", "tiff"]
        if words.count >= 2, let last = words.last, extensions.contains(String(last)) { return "a file name" }
        if words.count >= 2, ["img", "dsc", "dscn", "screenshot", "photo"].contains(String(words[0])),
           words[1].allSatisfy(\.isNumber) {
            return "a file name"
        }
        guard words.count == 1 else { return nil }
        if let dot = lower.lastIndex(of: "."), extensions.contains(String(lower[lower.index(after: dot)...])) {
            return "a file name"
        }
        let scalars = Array(lower.unicodeScalars)
        func joinsLetters(_ separator: Unicode.Scalar) -> Int {
            scalars.indices.dropFirst().dropLast().filter { i in
                scalars[i] == separator && CharacterSet.alphanumerics.contains(scalars[i - 1])
                    && CharacterSet.alphanumerics.contains(scalars[i + 1])
            }.count
        }
        if joinsLetters("_") > 0 || joinsLetters(".") > 0 || joinsLetters("-") > 1 { return "a file or symbol name" }
        return nil
    }

    // MARK: Output

    public static func text(_ findings: [AuditFinding]) -> String {
        lines(findings).joined(separator: "\n")
    }

    /// One line a finding, then the count; each line is one line however the labels read.
    public static func lines(_ findings: [AuditFinding]) -> [String] {
        guard !findings.isEmpty else { return ["No problems found."] }
        return findings.map { $0.description.replacingOccurrences(of: "\n", with: " ") }
            + ["\(findings.count) problem\(findings.count == 1 ? "" : "s") found."]
    }

    /// `{"screen", "variant", "findings": [{"rule", "id", "label", "message", "fix"}]}`.
    public static func json(_ findings: [AuditFinding], screen: String, variant: String) -> JSONValue {
        .object([
            ("screen", .string(screen)),
            ("variant", .string(variant)),
            ("findings", .array(findings.map { finding in
                .object([("rule", .string(finding.rule.rawValue)), ("id", .string(finding.elementID.rawValue)),
                         ("label", .string(finding.label)), ("message", .string(finding.message)),
                         ("fix", .string(finding.fix))])
            })),
        ])
    }
}
