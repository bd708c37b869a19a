import Accessibility
import Foundation

extension View {
    /// Replaces the view's elements with those of `representation`, a view that is never drawn
    /// and never interactive: a custom slider represented by `Slider`, a symbol button style
    /// represented by `configuration.label`.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        accessibilityDetached("representation", representation(), laidOut: true) { _, represented, _ in represented }
    }

    /// Gives the element synthetic children made from `children`, views that are never drawn
    /// (one per bar of a graph). The element keeps its own label and becomes a container; a
    /// view without an element gets a new container.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        accessibilityDetached("children", children(), laidOut: true) { elements, synthetic, node in
            if elements.count == 1 {
                var element = elements[0]
                element.isContainer = true
                element.children = synthetic
                return [element]
            }
            return [ElementRules.newContainer(for: node, children: synthetic)]
        }
    }

    /// Sets the label from a view's text. The placeholder stands for the label SwiftUI already
    /// made, so content can be put before or after it (a rating in front of a post).
    public func accessibilityLabel<V: View>(@ViewBuilder content: (PlaceholderContentView<Self>) -> V) -> some View {
        accessibilityDetached("label", content(PlaceholderContentView())) { elements, labelElements, node in
            ElementRules.modifyEach(elements, node: node, create: true) { element in
                let parts = ElementRules.leaves(labelElements).map { part in
                    part.id == PlaceholderContentView<Self>.placeholderID ? element.label : part.label
                }
                element.label = parts.filter { !$0.isEmpty }.joined(separator: ", ")
            }
        }
    }

    /// Pairs a label element with the element of the matching content: the content takes its
    /// label from the label element when it has none of its own.
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View {
        let pair = AccessibilityLabeledPair(role: role, key: AccessibilityRotorKey(id: AnyHashable(id), namespace: namespace))
        return accessibilityTransform { elements, node in
            node.graph.hasLabeledPairs = true
            return ElementRules.modifyEach(elements, node: node, create: false) { $0.labeledPair = pair }
        }
    }

    /// Links elements that share a namespace and id, so VoiceOver can move between them.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        let key = AccessibilityRotorKey(id: AnyHashable(id), namespace: namespace)
        return accessibilityEach(create: false) { $0.linkedGroup = key }
    }

    /// Names for Voice Control and Full Keyboard Access, most important first. Literals are
    /// `LocalizedStringKey`s, as in SwiftUI; `String` variables are used as they are.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        accessibilityInputLabels(inputLabelKeys.map { $0.resolved() } as [String])
    }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> some View {
        accessibilityInputLabels(inputLabelKeys.map { $0.resolved() } as [String], isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        let labels = inputLabels.map { String($0) }
        return accessibilityEach(create: false) { $0.inputLabels = labels }
    }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        accessibilityInputLabels(inputLabels.map(\.spokenText))
    }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool) -> some View {
        let labels = inputLabels.map { String($0) }
        return accessibilityEach(create: false) { if isEnabled { $0.inputLabels = labels } }
    }

    /// What kind of text the element holds (source code, messaging…). VoiceOver speaks every
    /// punctuation mark of source code, as `speechAlwaysIncludesPunctuation()` asks.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View {
        accessibilityEach(create: false) {
            $0.textContentType = value
            if value.speaksPunctuation { $0.speech.alwaysIncludesPunctuation = true }
        }
    }

    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> some View {
        accessibilityEach(create: false) { if isEnabled { $0.identifier = identifier } }
    }

    /// Keeps this view's own colours while Invert Colors is on (Smart Invert leaves photos and
    /// media as they are). Text without a colour still takes the page's.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        modifier(IgnoresInvertColorsModifier(active: active))
    }

    /// Adds a named action from a value: `accessibilityValue`, with `isEnabled`.
    public func accessibilityValue(_ value: Text, isEnabled: Bool) -> some View {
        accessibilityValue(value.spokenText, isEnabled: isEnabled)
    }
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> some View {
        accessibilityHint(hint.spokenText, isEnabled: isEnabled)
    }
}

/// Stands for a view's existing accessibility label inside `accessibilityLabel(content:)`.
public struct PlaceholderContentView<Content>: View, PrimitiveView {
    public init() {}
    static var placeholderID: AccessibilityElementID { AccessibilityElementID("\u{1}placeholder") }
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { PlaceholderBehavior(id: Self.placeholderID) }
}

struct PlaceholderBehavior: NodeBehavior {
    let id: AccessibilityElementID
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        [AccessibilityElement(id: id)]
    }
}

extension Text {
    /// An alternative label for this text.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { accessibilityLabel(labelKey.resolved()) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
        let label = String(label)
        var text = self
        text.accessibilityLabelOverride = label
        return text
    }
    public func accessibilityLabel(_ label: Text) -> Text { accessibilityLabel(label.spokenText) }
    /// Marks this text as a heading.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
        var text = self
        text.headingLevel = level
        return text
    }
    /// Source code speaks every punctuation mark.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text {
        var text = self
        text.textContentType = value
        if value.speaksPunctuation { text.speech.alwaysIncludesPunctuation = true }
        return text
    }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text {
        var text = self
        text.speech.spellsOutCharacters = value
        return text
    }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text {
        var text = self
        text.speech.alwaysIncludesPunctuation = value
        return text
    }
    public func speechAdjustedPitch(_ value: Double) -> Text {
        var text = self
        text.speech.adjustedPitch = min(1, max(-1, value))
        return text
    }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text {
        var text = self
        text.speech.announcementsQueued = value
        return text
    }
}

extension View {
    /// Spells the element's text out character by character ("A-P-P-L").
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View {
        accessibilityEach(create: false) { $0.speech.spellsOutCharacters = value }
    }
    /// Speaks every punctuation mark.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
        accessibilityEach(create: false) { $0.speech.alwaysIncludesPunctuation = value }
    }
    /// Raises or lowers the pitch, from -1 to 1.
    public func speechAdjustedPitch(_ value: Double) -> some View {
        accessibilityEach(create: false) { $0.speech.adjustedPitch = min(1, max(-1, value)) }
    }
    /// Queues announcements of label and value changes behind current speech.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
        accessibilityEach(create: false) { $0.speech.announcementsQueued = value }
    }
}

extension View {
    // The SwiftUI 1 spellings, deprecated in SwiftUI but still in sample code.
    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    @available(*, deprecated, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    @available(*, deprecated, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    @available(*, deprecated, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    @available(*, deprecated, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
    @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
}

struct IgnoresInvertColorsModifier: PrimitiveModifier {
    let active: Bool
    func makeBehavior() -> NodeBehavior { IgnoresInvertColorsBehavior(active: active) }
}

struct IgnoresInvertColorsBehavior: NodeBehavior {
    let active: Bool
    func draw(_ node: ViewNode, into context: inout DrawContext) {
        guard active, context.appearance.invertsColors else { return node.drawChildren(into: &context) }
        context.appearance.invertsColors = false
        node.drawChildren(into: &context)
        context.appearance.invertsColors = true
    }
}
