import Foundation

extension AccessibilityElement {
    /// True when `other` would be read, found and used exactly as this element: the same id,
    /// words, traits, frame, custom content and children, and the very same handlers.
    ///
    /// Handlers cannot be compared, so an element that holds any (a double tap, named actions,
    /// an adjustable action, focus bindings, typing, rotors) is the same only when it holds
    /// them in the very same box, as a copy of the element does: a new element with new
    /// handlers is never taken for the old one, whose handlers might act on state that went.
    /// A decorative view (a dot, an image, a text) holds none, so one made again with the same
    /// facts is the same.
    public func isSame(as other: AccessibilityElement) -> Bool {
        if isIdentical(to: other) { return true }
        let a = storage, b = other.storage
        guard a.id == b.id, a.content == b.content, a.kind == b.kind, a.geometry == b.geometry,
              a.sourceLocation?.location == b.sourceLocation?.location else { return false }
        guard Self.sameBox(a.annotationsBox, b.annotationsBox, compare: { $0.group == $1.group }),
              Self.sameBox(a.speechBox, b.speechBox, compare: { $0.group == $1.group }),
              Self.sameBox(a.interactionBox, b.interactionBox, compare: { _, _ in false }),
              Self.sameBox(a.gesturesBox, b.gesturesBox, compare: { _, _ in false }),
              Self.sameBox(a.focusBox, b.focusBox, compare: { _, _ in false }),
              Self.sameBox(a.textEntryBox, b.textEntryBox, compare: { _, _ in false }) else { return false }
        let extra = a.customContentAndRotors, otherExtra = b.customContentAndRotors
        guard extra.rotors.isEmpty, otherExtra.rotors.isEmpty,
              extra.customContent == otherExtra.customContent, extra.rotorKeys == otherExtra.rotorKeys,
              extra.linkedGroup == otherExtra.linkedGroup, extra.labeledPair == otherExtra.labeledPair else { return false }
        return Self.areSame(a.children, b.children)
    }

    /// True when both lists hold the same elements in the same order (`isSame(as:)`).
    public static func areSame(_ a: [AccessibilityElement], _ b: [AccessibilityElement]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.isSame(as: $1) }
    }

    /// Two boxed groups: both absent, the very same box, or two boxes `compare` finds equal
    /// (never, for the groups that hold handlers).
    private static func sameBox<Group>(_ a: GroupBox<Group>?, _ b: GroupBox<Group>?,
                                       compare: (GroupBox<Group>, GroupBox<Group>) -> Bool) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return a === b || compare(a, b)
        default: return false
        }
    }
}
