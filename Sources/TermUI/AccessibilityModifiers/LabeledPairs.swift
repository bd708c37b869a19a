import Accessibility

/// Resolves `accessibilityLabeledPair` across the tree: a content element without a label of
/// its own takes the label of the label element with the same id and namespace.
enum LabeledPairs {
    static func resolve(_ roots: [AccessibilityElement]) -> [AccessibilityElement] {
        var labels: [AccessibilityRotorKey: String] = [:]
        func collect(_ elements: [AccessibilityElement]) {
            for element in elements {
                if let pair = element.labeledPair, pair.role == .label, labels[pair.key] == nil {
                    labels[pair.key] = element.label
                }
                collect(element.children)
            }
        }
        collect(roots)
        guard !labels.isEmpty else { return roots }
        func apply(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
            elements.map { element in
                var element = element
                if let pair = element.labeledPair, pair.role == .content, element.label.isEmpty, let label = labels[pair.key] {
                    element.label = label
                }
                if !element.children.isEmpty { element.children = apply(element.children) }
                return element
            }
        }
        return apply(roots)
    }
}
