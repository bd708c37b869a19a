import Accessibility
import Foundation

/// The modifier every accessibility property applies, by the name SwiftUI gives it:
/// `accessibilityLabel(_:)`, `accessibilityAddTraits(_:)`, `accessibilityHidden(_:)`,
/// `accessibilityElement(children:)` and the rest return
/// `ModifiedContent<Self, AccessibilityAttachmentModifier>`, so code that names that type
/// compiles. A type known where the modifier is written also spares each row of a list the
/// run-time look-up of an opaque result type's metadata and conformance.
public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never

    /// What the modifier does to the elements of the content it wraps.
    enum Attachment {
        /// Transforms them.
        case transform(@MainActor ([AccessibilityElement], ViewNode) -> [AccessibilityElement])
        /// `accessibilityElement(children:)`: makes them one element, a container, or none.
        case children(@MainActor ([AccessibilityElement], ViewNode) -> [AccessibilityElement])
        /// `accessibilityHidden(_:)`.
        case hidden(Bool)
    }

    let attachment: Attachment

    func makeBehavior() -> NodeBehavior {
        switch attachment {
        case .transform(let transform): AccessibilityBehavior(transform: transform)
        case .children(let transform): ChildBehaviorBehavior(transform: transform)
        case .hidden(let hidden): AccessibilityHiddenBehavior(hidesAccessibility: hidden)
        }
    }

    public func _appliedByTermUI() -> _AppliedModifier? { _AppliedModifier(modifier: self) }
    public func body(content: Content) -> Never { fatalError("\(Self.self) is applied by TermUI") }
}

struct AccessibilityBehavior: NodeBehavior {
    var drawRoute: DrawRoute { .children }
    let transform: @MainActor ([AccessibilityElement], ViewNode) -> [AccessibilityElement]
    var sizesAsContent: Bool { true }
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        transform(node.childElements(), node)
    }
}

/// `accessibilityElement(children:)`. Written twice in a row, the outer one decides what the
/// view's children become, from the children themselves: `.combine` then `.contain` exposes the
/// children, `.contain` then `.combine` makes them one element.
struct ChildBehaviorBehavior: NodeBehavior {
    var drawRoute: DrawRoute { .children }
    let transform: @MainActor ([AccessibilityElement], ViewNode) -> [AccessibilityElement]
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        transform(Self.children(of: node), node)
    }

    /// The elements the view's children make, past any `accessibilityElement(children:)`
    /// written directly inside this one.
    @MainActor
    static func children(of node: ViewNode) -> [AccessibilityElement] {
        if node.contentChildren.count == 1, let inner = node.contentChildren.first,
           inner.withBehavior({ type(of: $0) == ChildBehaviorBehavior.self }) {
            return children(of: inner)
        }
        return node.childElements()
    }
}

struct AccessibilityHiddenBehavior: NodeBehavior {
    var drawRoute: DrawRoute { .children }
    let hidesAccessibility: Bool
    var sizesAsContent: Bool { true }
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        guard hidesAccessibility else {
            node.graph.snapshotFacts.hidden([], frame: nil, by: node)
            return node.childElements()
        }
        // What was hidden and could be acted on, for the audit: hiding a control hides what it
        // does, unless the screen offers it another way.
        let hidden = ElementRules.leaves(node.childElements()).filter(\.isActionable)
        node.graph.snapshotFacts.hidden(hidden, frame: node.frame, by: node)
        return []
    }
}

extension View {
    func accessibilityTransform(_ transform: @escaping @MainActor ([AccessibilityElement], ViewNode) -> [AccessibilityElement]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachment: .transform(transform)))
    }

    /// Changes each element; with `create`, a view without an element gets one. `location`, where
    /// the app wrote the modifier, is kept on elements that have none yet (the innermost wins).
    func accessibilityEach(create: Bool, at location: AccessibilitySourceLocation? = nil,
                           _ change: @escaping @MainActor (inout AccessibilityElement) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityTransform { elements, node in
            ElementRules.modifyEach(elements, node: node, create: create) { element in
                change(&element)
                if element.sourceLocation == nil { element.sourceLocation = location }
            }
        }
    }

    // MARK: Labels, values, hints

    /// Replaces the element's label. Leave the control type out: "Play", not "Play button".
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(labelKey.resolved(), file: file, line: line)
    }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(labelKey.resolved(), isEnabled: isEnabled, file: file, line: line)
    }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(label, isEnabled: true, file: file, line: line)
    }
    public func accessibilityLabel(_ label: Text, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(label.spokenText, file: file, line: line)
    }
    /// Applies the label only when `isEnabled`; otherwise the default label stays.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let label = String(label)
        return accessibilityProperty(isEnabled, file, line) {
            $0.label = label
            // A label given replaces a symbol's name and a field's placeholder alike.
            $0.traits.subtract([.isUnlabeledSymbol, .labelIsPlaceholder, .hasDefaultImageLabel, .labelIsPrompt, .labelIsAssetName, .labelIsImageName])
        }
    }
    public func accessibilityLabel(_ label: Text, isEnabled: Bool, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(label.spokenText, isEnabled: isEnabled, file: file, line: line)
    }

    /// The element's value, when it differs from the label ("60%").
    public func accessibilityValue(_ valueKey: LocalizedStringKey, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(valueKey.resolved(), file: file, line: line)
    }
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(valueKey.resolved(), isEnabled: isEnabled, file: file, line: line)
    }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(value, isEnabled: true, file: file, line: line)
    }
    public func accessibilityValue(_ value: Text, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(value.spokenText, file: file, line: line)
    }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let value = String(value)
        return accessibilityProperty(isEnabled, file, line) { $0.value = value }
    }

    /// What happens when the element is activated, as a brief phrase ("Purchases the item").
    public func accessibilityHint(_ hintKey: LocalizedStringKey, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(hintKey.resolved(), file: file, line: line)
    }
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(hintKey.resolved(), isEnabled: isEnabled, file: file, line: line)
    }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(hint, isEnabled: true, file: file, line: line)
    }
    public func accessibilityHint(_ hint: Text, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(hint.spokenText, file: file, line: line)
    }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let hint = String(hint)
        return accessibilityProperty(isEnabled, file, line) { $0.hint = hint }
    }

    /// A label, value or hint, applied when `isEnabled`. Like every accessibility property, it
    /// gives a view with no element (a shape) one; the modifier's place in the source is kept.
    private func accessibilityProperty(_ isEnabled: Bool, _ file: String, _ line: Int,
                                       _ set: @escaping @MainActor (inout AccessibilityElement) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEach(create: isEnabled, at: AccessibilitySourceLocation(file: file, line: line)) {
            if isEnabled { set(&$0) }
        }
    }

    // MARK: Traits

    public func accessibilityAddTraits(_ traits: AccessibilityTraits, file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEach(create: true, at: AccessibilitySourceLocation(file: file, line: line)) { $0.traits.formUnion(traits) }
    }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEach(create: false) { $0.traits.subtract(traits) }
    }
    /// Marks the element as a heading, with a level.
    /// The heading's level. On iOS the level alone makes no heading: VoiceOver neither says
    /// "Heading" nor stops there with the Headings rotor until the header trait is added too
    /// (`accessibilityAddTraits(.isHeader)`), as devices show; the audit flags a level alone.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEach(create: false) {
            $0.headingLevel = level
        }
    }

    // MARK: Visibility and structure

    /// Hides the view's elements from assistive technologies.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachment: .hidden(hidden)))
    }
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHidden(hidden && isEnabled)
    }

    /// Makes the view one element, or a container of its children's elements.
    ///
    /// - `.ignore` (the default) always creates a new, empty element; the children are hidden.
    /// - `.combine` merges the children into one element. A view that already has exactly one
    ///   element keeps it, with its own children merged in.
    /// - `.contain` puts the children in a new container. A view whose single element already
    ///   has children becomes that container.
    public func accessibilityElement(children behavior: AccessibilityChildBehavior = .ignore,
                                     file: String = #filePath, line: Int = #line) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let location = AccessibilitySourceLocation(file: file, line: line)
        return modifier(AccessibilityAttachmentModifier(attachment: .children { elements, node in
            var made = Self.element(children: behavior, elements, node)
            // An element this modifier made (ignore, combine, a new container) was written here.
            for index in made.indices where made[index].sourceLocation == nil || !elements.contains(where: { $0.id == made[index].id }) {
                made[index].sourceLocation = location
            }
            return made
        }))
    }

    private static func element(children behavior: AccessibilityChildBehavior, _ elements: [AccessibilityElement],
                                _ node: ViewNode) -> [AccessibilityElement] {
        if behavior.isIgnore {
            var element = ElementRules.newElement(for: node)
            element.isContainer = false
            // The children's controls go with them; the audit checks the new element
            // takes their actions.
            let controls = ElementRules.leaves(elements).filter(\.isActionable)
            node.graph.snapshotFacts.replaced(controls, owner: element.id, by: node)
            return [element]
        }
        if behavior.isCombine {
            if elements.count == 1, elements[0].children.isEmpty { return elements }
            if elements.count == 1 {
                var combined = ElementRules.combine(elements[0].children, node: node)
                combined.id = elements[0].id
                if !elements[0].label.isEmpty { combined.label = elements[0].label }
                return [combined]
            }
            return [ElementRules.combine(elements, node: node)]
        }
        if elements.count == 1, !elements[0].children.isEmpty {
            var container = elements[0]
            container.isContainer = true
            return [container]
        }
        return [ElementRules.newContainer(for: node, children: elements)]
    }

    public func accessibilitySortPriority(_ priority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEach(create: false) { $0.sortPriority = priority }
    }

    /// An identifier for UI tests; never spoken.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEach(create: false) { $0.identifier = identifier }
    }
}
