import Observation
import Accessibility
import Foundation

/// Content of a custom rotor: entries, ForEach over entries, and `if`.
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
    func _appendEntries(to entries: inout [AccessibilityRotorEntryValue])
}

/// One stop of a rotor: an element (by its id, or its id in a namespace), or a range of the
/// owning element's text.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    let label: String
    let target: AccessibilityRotorTarget
    let prepare: () -> Void

    /// A `String` is shown as it is; a literal is a `LocalizedStringKey` (looked up), as in SwiftUI.
    @_disfavoredOverload
    public init(_ label: String, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label
        target = textRange.map { .textRange($0) } ?? .element(id: AnyHashable(id), namespace: nil)
        self.prepare = prepare
    }
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(label.spokenText, id: id, textRange: textRange, prepare: prepare)
    }
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(labelKey.resolved(), id: id, textRange: textRange, prepare: prepare)
    }
    @_disfavoredOverload
    public init(_ label: String, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        self.label = label
        target = textRange.map { .textRange($0) } ?? .element(id: AnyHashable(id), namespace: namespace)
        self.prepare = prepare
    }
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        self.init(label.spokenText, id: id, in: namespace, textRange: textRange, prepare: prepare)
    }
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        self.init(labelKey.resolved(), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                                   prepare: @escaping () -> Void = {}) {
        self.init(String(label), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }

    public func _appendEntries(to entries: inout [AccessibilityRotorEntryValue]) {
        let prepare = self.prepare
        entries.append(AccessibilityRotorEntryValue(label: label, target: target, prepare: { prepare() }))
    }
}

extension AccessibilityRotorEntry where ID == Never {
    /// An entry for a range of the text of the element that owns the rotor.
    @_disfavoredOverload
    public init(_ label: String, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = label
        target = .textRange(textRange)
        self.prepare = prepare
    }
    public init(_ label: Text, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(label.spokenText, textRange: textRange, prepare: prepare)
    }
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(labelKey.resolved(), textRange: textRange, prepare: prepare)
    }
}

/// Builds rotor content from entries, `ForEach` and `if`. Every step yields one list type,
/// so an `if` without `else` needs no type inference.
@MainActor @resultBuilder
public enum AccessibilityRotorContentBuilder {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> _RotorContentList {
        _RotorContentList(items: [content])
    }
    public static func buildBlock(_ parts: _RotorContentList...) -> _RotorContentList {
        _RotorContentList(items: parts.flatMap(\.items))
    }
    public static func buildOptional(_ content: _RotorContentList?) -> _RotorContentList {
        content ?? _RotorContentList(items: [])
    }
    public static func buildEither(first: _RotorContentList) -> _RotorContentList { first }
    public static func buildEither(second: _RotorContentList) -> _RotorContentList { second }
    public static func buildArray(_ parts: [_RotorContentList]) -> _RotorContentList {
        _RotorContentList(items: parts.flatMap(\.items))
    }
}

/// Several pieces of rotor content in order.
public struct _RotorContentList: AccessibilityRotorContent {
    let items: [any AccessibilityRotorContent]
    public func _appendEntries(to entries: inout [AccessibilityRotorEntryValue]) {
        for item in items { item._appendEntries(to: &entries) }
    }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idOf: { $0[keyPath: id] }, content: content)
    }
    public func _appendEntries(to entries: inout [AccessibilityRotorEntryValue]) {
        for element in data { content(element)._appendEntries(to: &entries) }
    }
}

extension ForEach where Content: AccessibilityRotorContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idOf: { $0.id }, content: content)
    }
}

extension View {
    /// A custom rotor: VoiceOver offers it by `label`, and swiping moves through its entries.
    /// A `String` is shown as it is; a literal is a `LocalizedStringKey` (looked up), as in SwiftUI.
    @_disfavoredOverload
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: String, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        attachRotor(keeping: RotorKept()) { _ in AccessibilityRotor(name: label, entries: Self.entries(of: entries())) }
    }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotor(label.spokenText, entries: entries)
    }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotor(labelKey.resolved(), entries: entries)
    }

    /// Replaces a system rotor (Headings, Links…) with the app's entries.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        attachRotor(keeping: RotorKept()) { _ in
            AccessibilityRotor(name: "", systemRotor: systemRotor, entries: Self.entries(of: entries()))
        }
    }

    /// A rotor built from a model array, with an id and a label for each entry.
    @_disfavoredOverload
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: String, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        attachRotor(keeping: RotorKept()) { _ in
            AccessibilityRotor(name: rotorLabel, entries: entries.map {
                AccessibilityRotorEntryValue(label: $0[keyPath: entryLabel], target: .element(id: AnyHashable($0[keyPath: entryID]), namespace: nil))
            })
        }
    }
    @_disfavoredOverload
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: String, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(rotorLabel, entries: entries, entryID: \.id, entryLabel: entryLabel)
    }
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(rotorLabelKey.resolved(), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(rotorLabelKey.resolved(), entries: entries, entryID: \.id, entryLabel: entryLabel)
    }

    /// One entry per range of the element's text (email addresses, links, phone numbers).
    @_disfavoredOverload
    public func accessibilityRotor(_ label: String, textRanges: [Range<String.Index>]) -> some View {
        attachRotor { element in AccessibilityRotor(name: label, entries: Self.rangeEntries(textRanges, in: element)) }
    }
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(label.spokenText, textRanges: textRanges)
    }
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(labelKey.resolved(), textRanges: textRanges)
    }
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View {
        attachRotor { element in
            AccessibilityRotor(name: "", systemRotor: systemRotor, entries: Self.rangeEntries(textRanges, in: element))
        }
    }

    /// Marks the view an entry in `namespace` with this id targets.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        let key = AccessibilityRotorKey(id: AnyHashable(id), namespace: namespace)
        return accessibilityEach(create: false) { $0.rotorKeys.append(key) }
    }

    private static func entries<Content: AccessibilityRotorContent>(of content: Content) -> [AccessibilityRotorEntryValue] {
        var entries: [AccessibilityRotorEntryValue] = []
        content._appendEntries(to: &entries)
        return entries
    }

    private static func rangeEntries(_ ranges: [Range<String.Index>], in element: AccessibilityElement) -> [AccessibilityRotorEntryValue] {
        let text = element.text ?? element.value ?? element.label
        return ranges.map { range in
            let label = range.upperBound <= text.endIndex ? String(text[range]) : ""
            return AccessibilityRotorEntryValue(label: label, target: .textRange(range))
        }
    }

    /// A rotor belongs to the element it is applied to; on a view with several elements, to a
    /// container made for them.
    ///
    /// With `kept`, the rotor does not depend on the element: it is made once and kept while
    /// the node's view and what its elements read stay the same (`ViewNode.inputsStamp`), so a
    /// rotor of a thousand entries is not made again each time a row below it changes.
    private func attachRotor(keeping kept: RotorKept? = nil,
                             _ make: @escaping @MainActor (AccessibilityElement) -> AccessibilityRotor) -> some View {
        accessibilityTransform { elements, node in
            @MainActor func rotor(for element: AccessibilityElement) -> AccessibilityRotor {
                guard let kept else { return make(element) }
                if let rotor = kept.rotor, kept.stamp == node.inputsStamp { return rotor }
                // An observable model the entries read changing lets the rotor go and has the
                // node's elements made again, as a state its elements read does.
                let rotor = withObservationTracking { make(element) } onChange: { kept.letGo() }
                kept.rotor = rotor
                kept.stamp = node.inputsStamp
                kept.node = node
                return rotor
            }
            if elements.count == 1 {
                var element = elements[0]
                let rotor = rotor(for: element)
                element.rotors.removeAll { $0.name == rotor.name && $0.systemRotor == rotor.systemRotor }
                element.rotors.append(rotor)
                return [element]
            }
            var container = ElementRules.newContainer(for: node, children: elements)
            container.rotors = [rotor(for: container)]
            return [container]
        }
    }
}

/// A rotor made from a view's entries, with the node it was made on and that node's stamp: one
/// box for each value of the view, so a new value (its body ran again) starts without one.
private final class RotorKept: @unchecked Sendable {
    // Only touched on the main actor.
    @MainActor var rotor: AccessibilityRotor?
    @MainActor var stamp: UInt32 = 0
    @MainActor weak var node: ViewNode?
    init() {}
    func letGo() {
        MainActor.assumeIsolated {
            rotor = nil
            node?.renderInputsChanged()
        }
    }
}
