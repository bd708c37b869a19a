import Accessibility
import Foundation

/// A tree of values: a leaf is its row; a value with children is a `DisclosureGroup` whose
/// label is its row and whose content is its children's outline, as in SwiftUI.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View
    where Data.Element: Identifiable, ID == Data.Element.ID {
    let data: Data
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    public var body: some View {
        ForEach(data) { element in
            OutlineRow(element: element, children: children, content: content)
        }
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, AnyView> {
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        self.children = children
        self.content = content
    }
}

/// One value of an outline; its children are erased so the outline can nest itself.
struct OutlineRow<Data: RandomAccessCollection, Leaf: View>: View where Data.Element: Identifiable {
    let element: Data.Element
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    var body: some View {
        if let nested = element[keyPath: children] {
            DisclosureGroup {
                AnyView(ForEach(nested) { child in OutlineRow(element: child, children: children, content: content) })
            } label: {
                content(element)
            }
        } else {
            content(element)
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of a tree of values: rows with children disclose them.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, AnyView>>,
              Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }
}
