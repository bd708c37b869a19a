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
    /// Its label joins the combined label: not a named action, not empty, and not a symbol
    /// with only its name to say.
    public var joinsLabel: Bool {
        !becomesNamedAction && !element.label.isEmpty && !element.traits.contains(.isUnlabeledSymbol)
    }
    public var joinsValue: Bool { !becomesNamedAction && !(element.value ?? "").isEmpty }
    /// Its label or value is spoken as part of the combined element's.
    public var isSpoken: Bool { joinsLabel || joinsValue }
}

/// How the children's values of one stored property of a group make the combined element's.
public struct AccessibilityCombineRule<Group: AccessibilityElementGroup> {
    /// The property the rule is for.
    public let property: PartialKeyPath<Group>
    /// The rule in words.
    public let summary: String
    /// Merges into the combined element's group the children's groups (`children`, in the
    /// order of `parts`).
    let merge: (inout Group, _ children: [Group], _ parts: [AccessibilityCombinePart]) -> Void

    public init(_ property: PartialKeyPath<Group>, _ summary: String,
                merge: @escaping (inout Group, _ children: [Group], _ parts: [AccessibilityCombinePart]) -> Void) {
        self.property = property
        self.summary = summary
        self.merge = merge
    }

    /// The combined element keeps its own value (from the view that combines, or set by
    /// modifiers after it); the children's do not merge.
    public static func own(_ property: PartialKeyPath<Group>, _ why: String) -> Self {
        Self(property, "its own: " + why) { _, _, _ in }
    }

    /// The non-empty values of the children that `from` picks, in order, joined.
    public static func joined(_ property: WritableKeyPath<Group, String>, separator: String = ", ",
                              from: @escaping (AccessibilityCombinePart) -> Bool) -> Self {
        Self(property, "joined with \"\(separator)\"") { group, children, parts in
            var values: [String] = []
            for (child, part) in zip(children, parts) where from(part) {
                let value = child[keyPath: property]
                if !value.isEmpty { values.append(value) }
            }
            group[keyPath: property] = values.joined(separator: separator)
        }
    }

    /// The non-empty values of the children that `from` picks, in order, joined; nil when none.
    public static func joined(_ property: WritableKeyPath<Group, String?>, separator: String = ", ",
                              from: @escaping (AccessibilityCombinePart) -> Bool = { _ in true }) -> Self {
        Self(property, "joined with \"\(separator)\", nil when none") { group, children, parts in
            var values: [String] = []
            for (child, part) in zip(children, parts) where from(part) {
                if let value = child[keyPath: property], !value.isEmpty { values.append(value) }
            }
            group[keyPath: property] = values.isEmpty ? nil : values.joined(separator: separator)
        }
    }

    /// The first child's value that is set, among those `from` picks.
    public static func first<T>(_ property: WritableKeyPath<Group, T?>,
                                from: @escaping (AccessibilityCombinePart) -> Bool = { _ in true }) -> Self {
        Self(property, "the first child's that is set") { group, children, parts in
            for (child, part) in zip(children, parts) where from(part) {
                if let value = child[keyPath: property] {
                    group[keyPath: property] = value
                    return
                }
            }
        }
    }

    /// Every child's values, in order, after the combined element's own.
    public static func collected<T>(_ property: WritableKeyPath<Group, [T]>) -> Self {
        Self(property, "every child's, in order") { group, children, _ in
            for child in children { group[keyPath: property].append(contentsOf: child[keyPath: property]) }
        }
    }

    /// True when any child's is.
    public static func any(_ property: WritableKeyPath<Group, Bool>) -> Self {
        Self(property, "true when any child's is") { group, children, _ in
            if children.contains(where: { $0[keyPath: property] }) {
                group[keyPath: property] = true
            }
        }
    }

    /// The value every spoken child has, when they all agree; else the default. An option that
    /// shapes how text is said holds for the whole combined label only when it held for each
    /// part of it.
    public static func unanimous<T: Equatable>(_ property: WritableKeyPath<Group, T>) -> Self {
        Self(property, "the spoken children's, when they all agree") { group, children, parts in
            let values = zip(children, parts).filter { $0.1.isSpoken }.map { $0.0[keyPath: property] }
            group[keyPath: property] = values.first.flatMap { first in values.allSatisfy { $0 == first } ? first : nil }
                ?? Group()[keyPath: property]
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
        var group = element[keyPath: inElement]
        let children = parts.map { $0.element[keyPath: inElement] }
        for rule in combineRules { rule.merge(&group, children, parts) }
        element[keyPath: inElement] = group
    }
}

// MARK: - The rules

extension AccessibilityElement.Content {
    @MainActor public static let combineRules: [AccessibilityCombineRule<Self>] = [
        .joined(\.label, from: \.joinsLabel),
        .joined(\.value, from: \.joinsValue),
        .joined(\.hint),
        .own(\.inputLabels, "the names a user says for the combined element, not for its parts"),
        .own(\.identifier, "a child's identifier would find the wrong element in a test or an audit ignore"),
        .own(\.text, "a combined element is not a text field; its text-range rotors read its label and value"),
        .own(\.textContentType, "the combined label mixes its children's text"),
    ]
}

extension AccessibilityElement.Kind {
    @MainActor public static let combineRules: [AccessibilityCombineRule<Self>] = [
        AccessibilityCombineRule(\.traits, "the union of the children's state and interaction traits (mergedTraits)") { kind, children, _ in
            for child in children { kind.traits.formUnion(child.traits.intersection(AccessibilityTraits.mergedTraits)) }
        },
        AccessibilityCombineRule(\.headingLevel, "the first heading child's level") { kind, children, _ in
            for child in children where child.traits.contains(.isHeader) && kind.headingLevel == .unspecified {
                kind.headingLevel = child.headingLevel
            }
        },
        .own(\.isEnabled, "from the environment of the view that combines"),
        .own(\.isSecureTextEntry, "a combined element is not a text field"),
        .own(\.containerType, "a combined element is a leaf, not a container"),
        .own(\.isContainer, "a combined element is a leaf"),
    ]
}

extension AccessibilityElement.Interaction {
    @MainActor public static let combineRules: [AccessibilityCombineRule<Self>] = [
        AccessibilityCombineRule(\.defaultAction,
                                 "the first child's that is not a plain button; else the only plain button's") { actions, children, parts in
            var named: [AccessibilityActionHandler] = []
            for (child, part) in zip(children, parts) {
                guard let action = child.defaultAction else { continue }
                if part.becomesNamedAction {
                    named.append(action)
                } else if actions.defaultAction == nil {
                    actions.defaultAction = action
                }
            }
            if actions.defaultAction == nil, named.count == 1 { actions.defaultAction = named[0] }
        },
        .first(\.escapeAction),
        .first(\.magicTapAction),
        AccessibilityCombineRule(\.actions, "plain buttons as actions named by their labels, then every child's actions") { actions, children, parts in
            actions.actions = parts.compactMap { $0.namedAction } + actions.actions + children.flatMap { $0.actions }
        },
        .first(\.adjustableAction, from: { !$0.becomesNamedAction }),
        .first(\.scrollAction),
        .collected(\.dragPoints),
        .collected(\.dropPoints),
        .own(\.textEntry, "a combined element is not a text field"),
        .first(\.focusChanged),
        .any(\.requestsFocus),
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
        .first(\.activationPoint),
        .own(\.sortPriority, "set on the combined view; the children's ordered them among their own siblings"),
    ]
}

extension AccessibilitySpeechOptions {
    @MainActor public static let combineRules: [AccessibilityCombineRule<Self>] = [
        .unanimous(\.spellsOutCharacters),
        .unanimous(\.alwaysIncludesPunctuation),
        .unanimous(\.adjustedPitch),
        .any(\.announcementsQueued),
    ]
}
