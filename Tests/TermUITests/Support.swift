import Accessibility
@testable import TermUI

@MainActor
func tree<V: View>(_ view: V, columns: Int = 40, rows: Int = 12) -> AccessibilityTree {
    ViewGraph(view, columns: columns, rows: rows).accessibilityTree()
}

@MainActor
func drawing<V: View>(_ view: V, columns: Int, rows: Int) -> String {
    var text = ViewGraph(view, columns: columns, rows: rows).draw().text
    while text.hasSuffix("\n") { text.removeLast() }
    return text
}

extension AccessibilityTree {
    var labels: [String] { allElements.map(\.label) }
    func first(_ label: String) -> AccessibilityElement? { allElements.first { $0.label == label } }
}
