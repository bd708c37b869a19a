import Accessibility
import Foundation
import TermUI

/// The checks of Google's scanners (ATF, GTXiLib), axe-core and Xcode that read only the
/// element tree and what the snapshot records beside it: an empty heading, a punctuated
/// label, traits that conflict, two controls on one frame, a link named only "More", text of a
/// fixed size.
extension AccessibilityAudit {
    /// The rules here that look at one element on its own.
    static func scannerChecks(_ element: AccessibilityElement) -> [AuditFinding] {
        emptyHeading(element) + labelPunctuated(element) + traitsConflict(element)
    }

    /// The rules here that compare elements across the tree.
    static func scannerChecks(in tree: AccessibilityTree, _ facts: ElementFacts) -> [AuditFinding] {
        duplicateClickableBounds(tree, facts) + linkPurposeUnclear(tree, facts)
    }

    // MARK: empty-heading

    /// empty-heading: the header trait on an element with nothing to say. The Headings rotor
    /// stops there and VoiceOver says "Heading" alone. A control with no label is
    /// `unlabeled-control`'s.
    static func emptyHeading(_ element: AccessibilityElement) -> [AuditFinding] {
        guard element.traits.contains(.isHeader), !element.isActionable,
              isBlank(element.label, trimming: .whitespacesAndNewlines),
              isBlank(element.value, trimming: .whitespacesAndNewlines) else { return [] }
        return [finding(.emptyHeading, element, "a heading has no text: VoiceOver says only \"Heading\"",
                        fix: "give the heading its text (.accessibilityLabel(\"Payment\")), or remove .isHeader")]
    }

    // MARK: label-punctuated

    /// Words a period ends that are not a sentence's end: "Contact Acme Inc.".
    static let abbreviations: Set<String> = ["etc", "inc", "ltd", "co", "corp", "st", "dr", "mr", "mrs", "ms", "jr", "sr",
                                             "vs", "no", "approx", "ave", "dept", "est"]

    /// label-punctuated: GTXiLib's check that a control's label (not text) does not end in a
    /// period: VoiceOver reads it as a sentence's end and pauses before the trait. A label of
    /// several sentences, an ellipsis ("Save as…", "Save as...") and an abbreviation
    /// ("Acme Inc.") pass.
    static func labelPunctuated(_ element: AccessibilityElement) -> [AuditFinding] {
        guard element.isActionable, !element.traits.contains(.isStaticText) else { return [] }
        let label = trimmed(element.label)
        guard label.hasSuffix("."), !label.hasSuffix(".."), label.count > 1 else { return [] }
        let body = label.dropLast()
        // Several sentences: a period, question or exclamation mark inside, then a space.
        if body.contains(where: { ".!?".contains($0) }) {
            let inner = body.split(whereSeparator: \.isWhitespace).dropLast()
            if inner.contains(where: { word in word.last.map { ".!?".contains($0) } ?? false }) { return [] }
        }
        let lastWord = body.split(whereSeparator: \.isWhitespace).last.map { String($0).lowercased() } ?? ""
        // An abbreviation: a known one, or dotted letters ("a.m", "U.S").
        if abbreviations.contains(lastWord) || lastWord.contains(".") { return [] }
        return [finding(.labelPunctuated, element, "the label \"\(label)\" ends in a period, which VoiceOver reads as a pause",
                        fix: ".accessibilityLabel(\"\(label.dropLast())\")")]
    }

    // MARK: traits-conflict

    /// The traits GTXiLib holds to exclude each other: one element is at most one of these.
    static let exclusiveRoles: [(AccessibilityTraits, String)] = [
        (.isButton, "button"), (.isLink, "link"), (.isSearchField, "search field"), (.isKeyboardKey, "keyboard key"),
    ]

    /// traits-conflict: GTXiLib's check that an element's traits agree: a button, a link, a
    /// search field and a keyboard key exclude each other, and a button is not adjustable.
    /// VoiceOver says every role it is given and answers one gesture for each.
    static func traitsConflict(_ element: AccessibilityElement) -> [AuditFinding] {
        guard !element.isContainer else { return [] }
        var roles = exclusiveRoles.filter { element.traits.contains($0.0) }.map(\.1)
        if element.traits.contains(.isButton), element.isAdjustable, !element.isToggle { roles.append("adjustable") }
        guard roles.count > 1 else { return [] }
        return [finding(.traitsConflict, element, "it is at once \(roles.joined(separator: " and ")), roles that exclude each other",
                        fix: "keep the trait that says what it does: .accessibilityRemoveTraits(.is\(roles[0] == "button" ? "Button" : "Link")) "
                           + "or drop the other")]
    }

    // MARK: duplicate-clickable-bounds

    /// duplicate-clickable-bounds: ATF's check that two actionable elements do not share one
    /// frame. Touch finds one of them, and moving by elements the user meets the same place
    /// twice: a button laid over another, or a control that is also its row.
    static func duplicateClickableBounds(_ tree: AccessibilityTree, _ facts: ElementFacts) -> [AuditFinding] {
        // A frame's four numbers as the key: nothing allocated for it.
        struct Bounds: Hashable {
            let x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat
        }
        var first: [Bounds: Int] = [:]
        first.reserveCapacity(facts.actionable.count)
        var found: [AuditFinding] = []
        for position in facts.actionable where facts.flags[position].contains(.enabled) {
            let frame = facts.frames[position]
            guard frame.width > 0, frame.height > 0 else { continue }
            let key = Bounds(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
            if let earlier = first[key].map({ tree.allElements[$0] }) {
                found.append(finding(.duplicateClickableBounds, tree.allElements[position],
                                     "it has the same frame as \"\(earlier.label)\" (\(earlier.id)): touch finds only one of them",
                                     fix: "make one element of the two (.accessibilityElement(children: .combine)), or hide the "
                                        + "copy with .accessibilityHidden(true) when it does the same thing"))
            } else {
                first[key] = position
            }
        }
        return found
    }

    // MARK: link-purpose-unclear

    /// Labels that say nothing of where a link or button goes: WCAG's failure F84 names
    /// "click here" and "more"; the rest are the like in English.
    static let unclearPurposes: Set<String> = ["more", "click here", "tap here", "here", "learn more", "read more",
                                               "see more", "more info", "more information", "find out more", "click",
                                               "link", "this link", "go"]

    /// link-purpose-unclear: a link or button labelled only "More", "Learn more", "Click here".
    /// Several of them in one container (or in the rows of one list) cannot be told apart:
    /// a problem. One alone may take its purpose from the text read before it (WCAG 2.4.4 "in
    /// context"): it needs review. A control with a value (a disclosure group's "More,
    /// Collapsed") says what it is, and a tab bar's "More" is the system's own tab: neither is
    /// judged.
    static func linkPurposeUnclear(_ tree: AccessibilityTree, _ facts: ElementFacts) -> [AuditFinding] {
        let pictured = linksNamedByPictures(tree, facts)
        // The controls that are links or buttons (told by the facts), then their labels.
        let unclear: [AccessibilityElement] = facts.actionable.compactMap { position in
            guard !facts.traits[position].isDisjoint(with: [.isLink, .isButton]) else { return nil }
            let element = tree.allElements[position]
            guard unclearPurposes.contains(SpeechMatch.normalize(element.label)), (element.value ?? "").isEmpty,
                  !tree.ancestors(of: element.id).contains(where: { $0.traits.contains(.isTabBar) }) else { return nil }
            return element
        }
        guard !unclear.isEmpty else { return pictured }
        func container(of element: AccessibilityElement) -> AccessibilityElement? {
            tree.ancestors(of: element.id).last { $0.isContainer }
        }
        func together(_ a: AccessibilityElement, _ b: AccessibilityElement) -> Bool {
            let ca = container(of: a), cb = container(of: b)
            if ca?.id == cb?.id { return true }
            guard let ca, let cb else { return false }
            return container(of: ca)?.id == container(of: cb)?.id && rowShape(ca) == rowShape(cb)
        }
        return unclear.map { element in
            let alike = unclear.filter { $0.id != element.id && together($0, element) }
            var finding = finding(.linkPurposeUnclear, element,
                                  alike.isEmpty ? "\"\(element.label)\" says nothing of where it goes: read alone or in the rotor, it is unclear"
                                               : "\"\(element.label)\" says nothing of where it goes, and \(alike.count) more like it "
                                                   + "sit beside it",
                                  fix: "say the purpose: .accessibilityLabel(\"\(element.label) about …\")")
            finding.needsReview = alike.isEmpty
            return finding
        } + pictured
    }

    /// A link whose only content is an image without a label of its own (`Link(destination:)
    /// { Image(systemName: "globe") }`) is named by what the icon shows, "Globe, Link". WCAG's
    /// failure F89 is such a link with no name at all; a symbol's default name is a name, but
    /// of the picture, so the purpose is still missing (2.4.4). A problem wherever it stands.
    static func linksNamedByPictures(_ tree: AccessibilityTree, _ facts: ElementFacts) -> [AuditFinding] {
        facts.actionable.compactMap { position in
            let traits = facts.traits[position]
            guard traits.contains(.isLink), traits.contains(.labelIsImageName) else { return nil }
            let element = tree.allElements[position]
            return finding(.linkPurposeUnclear, element,
                           "the link is named only by its picture, \"\(element.label)\": that says what the icon shows, not where it goes",
                           fix: ".accessibilityLabel(\"Company website\") or the like on the link: where it goes")
        }
    }

    // MARK: fixed-font-size

    /// fixed-font-size: Xcode's dynamicType audit and GTXiLib's "supports Dynamic Type": a text
    /// drawn in `.system(size:)` or `.custom(_:fixedSize:)` stays that size whatever text size
    /// the user chose. A text style and `.custom(_:size:)` (with or without `relativeTo:`)
    /// scale. Only texts with an element of their own are judged (a button's title is read
    /// by the button).
    static func fixedFontSize(_ snapshot: AccessibilitySnapshot) -> [AuditFinding] {
        guard !snapshot.fixedSizeTexts.isEmpty else { return [] }
        return snapshot.tree.allElements.compactMap { element in
            guard let size = snapshot.fixedSizeTexts[element.id], !element.isContainer else { return nil }
            return finding(.fixedFontSize, element, "its text is drawn at a fixed \(points(size)) points, which Dynamic Type does not scale",
                           fix: ".font(.body) or another text style; .custom(\"Name\", size: \(points(size)), relativeTo: .body) for a custom font")
        }
    }
}
