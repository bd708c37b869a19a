import Accessibility

extension AccessibilityTree {
    /// Every element's label, in reading order.
    var labels: [String] { allElements.map(\.label) }
}
