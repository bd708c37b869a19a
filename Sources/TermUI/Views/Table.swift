import Accessibility
import Foundation

/// A column of a `Table`: its title, and the view of each row's value in it.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View> {
    let title: String
    let content: (RowValue) -> Content
}

extension TableColumn where Sort == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        title = titleKey.resolved()
        self.content = content
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = String(title)
        self.content = content
    }
}

extension TableColumn where Sort == Never, Label == Text, Content == Text {
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        title = titleKey.resolved()
        content = { Text(verbatim: $0[keyPath: value]) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.title = String(title)
        content = { Text(verbatim: $0[keyPath: value]) }
    }
}

/// One column with its types erased, as a table keeps it.
public struct TableColumnEntry<RowValue: Identifiable> {
    let title: String
    let cell: (RowValue) -> AnyView
}

/// Builds a table's columns from `TableColumn`s, `if` and `ForEach`-less lists.
@resultBuilder @MainActor
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    public static func buildExpression<S, C: View, L: View>(_ column: TableColumn<RowValue, S, C, L>) -> [TableColumnEntry<RowValue>] {
        [TableColumnEntry(title: column.title, cell: { AnyView(column.content($0)) })]
    }
    public static func buildBlock(_ columns: [TableColumnEntry<RowValue>]...) -> [TableColumnEntry<RowValue>] { columns.flatMap { $0 } }
    public static func buildOptional(_ columns: [TableColumnEntry<RowValue>]?) -> [TableColumnEntry<RowValue>] { columns ?? [] }
    public static func buildEither(first columns: [TableColumnEntry<RowValue>]) -> [TableColumnEntry<RowValue>] { columns }
    public static func buildEither(second columns: [TableColumnEntry<RowValue>]) -> [TableColumnEntry<RowValue>] { columns }
}

/// Rows of values in columns. The column titles are drawn as a header row; each row is one
/// element reading its cells in column order ("Ada, 36"), as iOS reads a row. A selection binding selects a row on activation
/// and marks it selected.
public struct Table<Value: Identifiable>: View {
    let rows: [Value]
    let columns: [TableColumnEntry<Value>]
    let selection: Binding<Value.ID?>?
    /// In a compact width (an iPhone) a table is a one-column list: its first column, no
    /// header row, as SwiftUI's tables adapt on narrow displays.
    @Environment(\.horizontalSizeClass) private var sizeClass

    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> [TableColumnEntry<Value>])
        where Data.Element == Value {
        rows = Array(data)
        self.columns = columns()
        selection = nil
    }
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> [TableColumnEntry<Value>])
        where Data.Element == Value {
        rows = Array(data)
        self.columns = columns()
        self.selection = selection
    }

    public var body: some View {
        let compact = sizeClass == .compact
        let columns = compact ? Array(self.columns.prefix(1)) : self.columns, selection = self.selection
        VStack(alignment: .leading, spacing: 0) {
            if !compact {
                HStack(spacing: 16) {
                    ForEach(columns.indices, id: \.self) { index in
                        Text(verbatim: columns[index].title).bold().frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
                .accessibilityHidden(true)
                Divider()
            }
            ForEach(rows) { row in
                let selected = selection?.wrappedValue == row.id
                HStack(spacing: 16) {
                    ForEach(columns.indices, id: \.self) { index in
                        columns[index].cell(row).frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(selected ? .isSelected : [])
                .modifier(TableRowSelection(select: selection.map { binding in { binding.wrappedValue = row.id } }))
            }
        }
    }
}

struct TableRowSelection: ViewModifier {
    let select: (() -> Void)?
    func body(content: Content) -> some View {
        if let select {
            content.accessibilityAddTraits(.isButton).accessibilityAction { select() }
        } else {
            content
        }
    }
}
