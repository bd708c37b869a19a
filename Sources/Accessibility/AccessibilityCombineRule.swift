import Foundation

/// One child's part in a combined element (`.accessibilityElement(children: .combine)`).
public struct AccessibilityCombinePart {
    public var element: AccessibilityElement
    /// A plain button (not a toggle, not adjustable) with an action: its activation becomes a
    /// custom action named by its label, and its label, value, default and adjustable actions
    /// do not merge.
    public var becomesNamedAction: Bool

    public init(_ element: AccessibilityElement) {
        self.element = element
        becomesNamedAction = element.traits.contains(.isButton) && !element.isToggle && !element.isAdjustable
            && element.defaultAction != nil
    }

    /// The custom action this child becomes, when it is a plain button.
    public var namedAction: AccessibilityCustomAction? {
        guard becomesNamedAction, let action = element.defaultAction else { return nil }
        return AccessibilityCustomAction(name: element.label, handler: action)
    }
    /// A child with a default action that is not a plain button, a switch, a slider or a field:
    /// a view with a tap gesture (or an `accessibilityAction`).
    public var isTappable: Bool {
        !becomesNamedAction && element.defaultAction != nil && !element.isToggle && !element.isAdjustable
            && element.textEntry == nil && !element.label.isEmpty
    }
    /// Its label joins the combined label: not a named action, not empty, and not a symbol
    /// with only its name to say.
    public var joinsLabel: Bool {
        !becomesNamedAction && !element.label.isEmpty && !element.traits.contains(.isUnlabeledSymbol)
    }
    public var joinsValue: Bool { !becomesNamedAction && !(element.value ?? "").isEmpty }
    /// Its label or value is spoken as part of the combined element's.
    public var isSpoken: Bool { joinsLabel || joinsValue }
}

extension AccessibilityElement {
    /// One label made of the labels of `parts`, in order, joined with ", ", the way SwiftUI
    /// labels a combined element and a control from its label content: an image's label made
    /// from its name (`hasDefaultImageLabel`) is left out when another part gives a label, as
    /// VoiceOver on iOS reads a button of a bell symbol and "Notifications" as "Notifications,
    /// Button". Parts with an empty label add nothing.
    public static func joinedLabel(of parts: some Collection<AccessibilityElement>) -> String {
        let givesLabel = parts.contains { !$0.label.isEmpty && !$0.traits.contains(.hasDefaultImageLabel) }
        var labels: [String] = []
        for part in parts where !part.label.isEmpty {
            if givesLabel, part.traits.contains(.hasDefaultImageLabel) { continue }
            labels.append(part.label)
        }
        return labels.joined(separator: ", ")
    }
}

/// One stored property of a group, read and written through its offset in the group where the
/// runtime gives one (`MemoryLayout.offset(of:)`, which makes the access as cheap as a direct
/// one), else through the key path (properties of function type). Applying a key path that is
/// not known where it is compiled costs the runtime a walk of its components on every use.
struct GroupProperty<Group: AccessibilityElementGroup, Value> {
    let keyPath: WritableKeyPath<Group, Value>
    let offset: Int?

    init(_ keyPath: WritableKeyPath<Group, Value>) {
        self.keyPath = keyPath
        offset = MemoryLayout<Group>.offset(of: keyPath)
    }

    /// The value in `element`'s group.
    func value(in element: AccessibilityElement) -> Value {
        Group.withGroup(of: element) { group in
            guard let offset else { return group.pointee[keyPath: keyPath] }
            return UnsafeRawPointer(group).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
        }
    }

    func modify(_ group: inout Group, _ body: (inout Value) -> Void) {
        guard let offset else { return body(&group[keyPath: keyPath]) }
        withUnsafeMutablePointer(to: &group) { pointer in
            body(&UnsafeMutableRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
        }
    }

    func set(_ value: Value, in group: inout Group) { modify(&group) { $0 = value } }
}

/// How the children's values of one stored property of a group make the combined element's.
public struct AccessibilityCombineRule<Group: AccessibilityElementGroup> {
    /// The property the rule is for.
    public let property: PartialKeyPath<Group>
    /// The rule in words.
    public let summary: String
    /// Merges the children's values into the combined element's group.
    let merge: (inout Group, _ children: [AccessibilityCombinePart]) -> Void

    public init(_ property: PartialKeyPath<Group>, _ summary: String,
                merge: @escaping (inout Group, _ children: [AccessibilityCombinePart]) -> Void) {
        self.property = property
        self.summary = summary
        self.merge = merge
    }

    /// The combined element keeps its own value (from the view that combines, or set by
    /// modifiers after it); the children's do not merge.
    public static func own(_ property: PartialKeyPath<Group>, _ why: String) -> Self {
        Self(property, "its own: " + why) { _, _ in }
    }

    /// The non-empty values of the children that `from` picks, in order, joined.
    public static func joined(_ property: WritableKeyPath<Group, String>, separator: String = ", ",
                              from: @escaping (AccessibilityCombinePart) -> Bool) -> Self {
        let access = GroupProperty(property)
        return Self(property, "joined with \"\(separator)\"") { group, parts in
            var values: [String] = []
            for index in parts.indices where from(parts[index]) {
                let value = access.value(in: parts[index].element)
                if !value.isEmpty { values.append(value) }
            }
            access.set(values.joined(separator: separator), in: &group)
        }
    }

    /// The non-empty values of the children that `from` picks, in order, joined; nil when none.
    public static func joined(_ property: WritableKeyPath<Group, String?>, separator: String = ", ",
                              from: @escaping (AccessibilityCombinePart) -> Bool = { _ in true }) -> Self {
        let access = GroupProperty(property)
        return Self(property, "joined with \"\(separator)\", nil when none") { group, parts in
            var values: [String] = []
            for index in parts.indices where from(parts[index]) {
                if let value = access.value(in: parts[index].element), !value.isEmpty { values.append(value) }
            }
            access.set(values.isEmpty ? nil : values.joined(separator: separator), in: &group)
        }
    }

    /// The first child's value that is set, among those `from` picks.
    public static func first<T>(_ property: WritableKeyPath<Group, T?>,
                                from: @escaping (AccessibilityCombinePart) -> Bool = { _ in true }) -> Self {
        let access = GroupProperty(property)
        return Self(property, "the first child's that is set") { group, parts in
            for index in parts.indices where from(parts[index]) {
                if let value = access.value(in: parts[index].element) {
                    access.set(value, in: &group)
                    return
                }
            }
        }
    }

    /// Every child's values, in order, after the combined element's own.
    public static func collected<C: RangeReplaceableCollection>(_ property: WritableKeyPath<Group, C>) -> Self {
        let access = GroupProperty(property)
        return Self(property, "every child's, in order") { group, parts in
            for part in parts {
                let values = access.value(in: part.element)
                if !values.isEmpty { access.modify(&group) { $0.append(contentsOf: values) } }
            }
        }
    }

    /// True when any child's is.
    public static func any(_ property: WritableKeyPath<Group, Bool>) -> Self {
        let access = GroupProperty(property)
        return Self(property, "true when any child's is") { group, parts in
            if parts.contains(where: { access.value(in: $0.element) }) { access.set(true, in: &group) }
        }
    }

    /// The value every spoken child has, when they all agree; else the default. An option that
    /// shapes how text is said holds for the whole combined label only when it held for each
    /// part of it.
    public static func unanimous<T: Equatable>(_ property: WritableKeyPath<Group, T>) -> Self {
        let access = GroupProperty(property)
        return Self(property, "the spoken children's, when they all agree") { group, parts in
            var agreed: T?
            var agree = true
            for index in parts.indices where parts[index].isSpoken {
                let value = access.value(in: parts[index].element)
                if let first = agreed, first != value { agree = false }
                agreed = agreed ?? value
            }
            access.set(agree ? agreed ?? Group()[keyPath: property] : Group()[keyPath: property], in: &group)
        }
    }
}

extension AccessibilityElement {
    /// `.combine`: merges `children` (leaves, in tree order) into this element, group by group,
    /// each property by its group's rule.
    @MainActor
    public mutating func combine(_ children: [AccessibilityElement]) {
        let parts = children.map(AccessibilityCombinePart.init)
        for group in Self.groups { group.merge(parts, into: &self) }
    }
}

extension AccessibilityElementGroup {
    /// Runs the group's rules: the children's groups merged into the element's.
    @MainActor
    public static func merge(_ parts: [AccessibilityCombinePart], into element: inout AccessibilityElement) {
        mergeByRules(parts, into: &element)
    }

    @MainActor
    static func mergeByRules(_ parts: [AccessibilityCombinePart], into element: inout AccessibilityElement) {
        let rules = combineRules
        modify(&element) { group in
            for rule in rules { rule.merge(&group, parts) }
        }
    }
}

// MARK: - The rules

extension AccessibilityElement.Content {
    @MainActor public static let combineRules: [AccessibilityCombineRule<Self>] = [
        AccessibilityCombineRule(\.label, "joined with \", \"; an image's label made from its name only when no other part gives one") {
            content, parts in
            content.label = AccessibilityElement.joinedLabel(of: parts.lazy.filter(\.joinsLabel).map(\.element))
        },
        .joined(\.value, from: \.joinsValue),
    ]
}

extension AccessibilityElement.Annotations {
    @MainActor public static let combineRules: [AccessibilityCombineRule<Self>] = [
        .joined(\.hint),
        .own(\.inputLabels, "the names a user says for the combined element, not for its parts"),
        .own(\.identifier, "a child's identifier would find the wrong element in a test or an audit ignore"),
    ]
}

extension AccessibilityElement.Kind {
    @MainActor public static let combineRules: [AccessibilityCombineRule<Self>] = [
        AccessibilityCombineRule(\.traits, "the union of the children's state and interaction traits (mergedTraits)") { kind, parts in
            for part in parts { kind.traits.formUnion(part.element.traits.intersection(AccessibilityTraits.mergedTraits)) }
        },
        AccessibilityCombineRule(\.headingLevel, "the first heading child's level") { kind, parts in
            for part in parts where part.element.traits.contains(.isHeader) && kind.headingLevel == .unspecified {
                kind.headingLevel = part.element.headingLevel
            }
        },
        .own(\.isEnabled, "from the environment of the view that combines"),
        .own(\.containerType, "a combined element is a leaf, not a container"),
        .own(\.isContainer, "a combined element is a leaf"),
    ]
}

/// The summary of the rules for handlers. They read the handlers directly rather than by
/// `.first(\.property)`: a key path to a property of function type reaches it through a thunk,
/// made afresh on each use.
private let firstSet = "the first child's that is set"

extension AccessibilityElement.Interaction {
    @MainActor public static let combineRules: [AccessibilityCombineRule<Self>] = [
        AccessibilityCombineRule(\.defaultAction,
                                 "the first child's that is not a plain button; else the only plain button's") { actions, parts in
            var named: [AccessibilityActionHandler] = []
            for part in parts {
                guard let action = part.element.defaultAction else { continue }
                if part.becomesNamedAction {
                    named.append(action)
                } else if actions.defaultAction == nil {
                    actions.defaultAction = action
                }
            }
            if actions.defaultAction == nil, named.count == 1 { actions.defaultAction = named[0] }
        },
        AccessibilityCombineRule(\.actions,
                                 "plain buttons, and tappable children when two or more gestures make them, as actions named by their labels; then every child's actions") { actions, parts in
            var named = parts.compactMap { $0.namedAction }
            // Children tapped through two or more gestures are two things to do: each gesture
            // becomes an action named by the label of the first child it reaches. One gesture
            // over several children (on the stack around them) stays the double tap.
            var gestures: [(owner: AccessibilityElementID?, part: AccessibilityCombinePart)] = []
            for part in parts where part.isTappable {
                let owner = part.element.tapGestureOwner
                if owner == nil || !gestures.contains(where: { $0.owner == owner }) { gestures.append((owner, part)) }
            }
            if gestures.count >= 2 {
                named += gestures.compactMap { gesture in
                    gesture.part.element.defaultAction.map { AccessibilityCustomAction(name: gesture.part.element.label, handler: $0) }
                }
            }
            if !named.isEmpty { actions.actions.insert(contentsOf: named, at: 0) }
            for part in parts where !part.element.actions.isEmpty {
                actions.actions.append(contentsOf: part.element.actions)
            }
        },
        AccessibilityCombineRule(\.adjustableAction, firstSet) { actions, parts in
            actions.adjustableAction = parts.lazy.filter { !$0.becomesNamedAction }.compactMap { $0.element.adjustableAction }.first ?? actions.adjustableAction
        },
        .first(\.tapGestureOwner),
    ]
}

extension AccessibilityElement.Gestures {
    @MainActor public static let combineRules: [AccessibilityCombineRule<Self>] = [
        AccessibilityCombineRule(\.escapeAction, firstSet) { gestures, parts in
            gestures.escapeAction = parts.lazy.compactMap { $0.element.escapeAction }.first ?? gestures.escapeAction
        },
        AccessibilityCombineRule(\.magicTapAction, firstSet) { gestures, parts in
            gestures.magicTapAction = parts.lazy.compactMap { $0.element.magicTapAction }.first ?? gestures.magicTapAction
        },
        AccessibilityCombineRule(\.scrollAction, firstSet) { gestures, parts in
            gestures.scrollAction = parts.lazy.compactMap { $0.element.scrollAction }.first ?? gestures.scrollAction
        },
        .collected(\.dragPoints),
        .collected(\.dropPoints),
        .own(\.rowWindow, "a combined element is a leaf: the rows it was made of are its words"),
    ]
}

extension AccessibilityElement.Focus {
    @MainActor public static let combineRules: [AccessibilityCombineRule<Self>] = [
        AccessibilityCombineRule(\.focusChanged, firstSet) { focus, parts in
            focus.focusChanged = parts.lazy.compactMap { $0.element.focusChanged }.first ?? focus.focusChanged
        },
        AccessibilityCombineRule(\.switchControlFocusChanged, firstSet) { focus, parts in
            focus.switchControlFocusChanged = parts.lazy.compactMap { $0.element.switchControlFocusChanged }.first
                ?? focus.switchControlFocusChanged
        },
        .any(\.requestsFocus),
        .any(\.requestsSwitchControlFocus),
    ]
}

extension AccessibilityElement.TextEntry {
    @MainActor public static let combineRules: [AccessibilityCombineRule<Self>] = [
        .own(\.text, "a combined element is not a text field; its text-range rotors read its label and value"),
        .own(\.textContentType, "the combined label mixes its children's text"),
        .own(\.textEntry, "a combined element is not a text field"),
        .own(\.submitAction, "a combined element is not a text field"),
        .own(\.isSecureTextEntry, "a combined element is not a text field"),
        .own(\.isMultilineTextEntry, "a combined element is not a text field"),
    ]
}

extension AccessibilityElement.CustomContentAndRotors {
    @MainActor public static let combineRules: [AccessibilityCombineRule<Self>] = [
        .collected(\.customContent),
        .collected(\.rotors),
        .collected(\.rotorKeys),
        .first(\.linkedGroup),
        .own(\.labeledPair, "pairs are resolved between the elements that declare them"),
    ]
}

extension AccessibilityElement.Geometry {
    @MainActor public static let combineRules: [AccessibilityCombineRule<Self>] = [
        .own(\.frame, "the frame of the view that combines"),
        .own(\.sortPriority, "set on the combined view; the children's ordered them among their own siblings"),
        .first(\.activationPoint),
        .own(\.layoutDirection, "the direction of the layout the combining view is in"),
        .own(\.scrollFrame, "the scroll view around the combining view places it"),
    ]
}

extension AccessibilitySpeechOptions {
    @MainActor public static let combineRules: [AccessibilityCombineRule<Self>] = [
        .unanimous(\.adjustedPitch),
        .unanimous(\.spellsOutCharacters),
        .unanimous(\.alwaysIncludesPunctuation),
        .any(\.announcementsQueued),
        .unanimous(\.language),
    ]
}
