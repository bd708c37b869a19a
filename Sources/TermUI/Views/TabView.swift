import Accessibility
import Foundation

/// Tabs: the selected tab's content, then a tab bar of buttons (one per `.tabItem`), which the
/// reader speaks as "Tab, N of M". Activating a tab selects it; the selected one has the
/// `isSelected` trait. `.badge` on a tab is read as the tab's value.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    @State private var ownSelection: Int = 0
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let tabs = TabCollector.tabs(in: content)
        let selectedIndex: Int = {
            if let selection {
                return tabs.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) } ?? 0
            }
            return min(ownSelection, max(0, tabs.count - 1))
        }()
        VStack(spacing: 0) {
            if tabs.indices.contains(selectedIndex) {
                tabs[selectedIndex].content.id(selectedIndex).frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            Divider()
            HStack(spacing: 16) {
                ForEach(tabs.indices, id: \.self) { index in
                    let tab = tabs[index]
                    Button {
                        if let selection, let value = tab.tag?.base as? SelectionValue {
                            selection.wrappedValue = value
                        } else {
                            ownSelection = index
                        }
                    } label: {
                        HStack(spacing: 8) {
                            tab.label
                            if let badge = tab.badge { Text(badge).accessibilityHidden(true) }
                        }
                    }
                    .accessibilityValue(tab.badge ?? "")
                    .accessibilityAddTraits(index == selectedIndex ? .isSelected : [])
                }
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Tab bar")
            .accessibilityAddTraits(.isTabBar)
        }
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

struct TabItemModifier: PrimitiveModifier {
    let label: AnyView
    func makeBehavior() -> NodeBehavior { TransparentBehavior() }
}

struct BadgeModifier: ViewModifier {
    let badge: String?
    func body(content: Content) -> some View {
        if let badge {
            HStack(spacing: 8) {
                content
                Spacer()
                Text(badge).foregroundStyle(.secondary).accessibilityHidden(true)
            }
            .accessibilityElement(children: .combine)
            .accessibilityValue(badge)
        } else {
            content
        }
    }
}

extension View {
    /// The tab's label in a `TabView`'s tab bar.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: AnyView(label())))
    }
    /// A count or note beside a list row, or on a tab: drawn trailing and read as the value.
    /// A zero count shows no badge, as in SwiftUI.
    public func badge(_ count: Int) -> some View { modifier(BadgeModifier(badge: count == 0 ? nil : String(count))) }
    public func badge(_ label: Text?) -> some View { modifier(BadgeModifier(badge: label?.spokenText)) }
    public func badge(_ key: LocalizedStringKey) -> some View { modifier(BadgeModifier(badge: key.resolved())) }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { modifier(BadgeModifier(badge: label.map { String($0) })) }
}

/// Finds the tabs of a `TabView`'s content: each view of its builder, with the `.tabItem`,
/// `.tag` and `.badge` it carries.
@MainActor
enum TabCollector {
    struct Tab {
        var content: AnyView
        var label: AnyView
        var tag: AnyHashable?
        var badge: String?
    }

    static func tabs(in view: any View) -> [Tab] {
        if let tuple = view as? any TupleViewProtocol { return tuple.childViews.flatMap { tabs(in: $0) } }
        if let group = view as? any GroupProtocol { return tabs(in: group.groupContent) }
        if let each = view as? any ForEachProtocol { return each.elementViews.flatMap { tabs(in: $0) } }
        if view is EmptyView { return [] }
        var tab = Tab(content: AnyView(view), label: AnyView(EmptyView()))
        var current: any View = view
        // The tab's own modifiers describe the tab; the others stay on its content.
        var kept: [any ViewModifier] = []
        while let modified = current as? any ModifiedContentProtocol {
            switch modified.anyModifier {
            case let item as TabItemModifier: tab.label = item.label
            case let tag as TagModifier: tab.tag = tag.tag
            case let badge as BadgeModifier: tab.badge = badge.badge
            default: kept.append(modified.anyModifier)
            }
            current = modified.anyContent
        }
        var content = AnyView(current)
        for modifier in kept.reversed() { content = applying(modifier, to: content) }
        tab.content = content
        return [tab]
    }

    private static func applying<M: ViewModifier>(_ modifier: M, to view: AnyView) -> AnyView {
        AnyView(view.modifier(modifier))
    }
}

@MainActor protocol TupleViewProtocol { var childViews: [any View] { get } }
extension TupleView: TupleViewProtocol { @MainActor var childViews: [any View] { views } }
@MainActor protocol ModifiedContentProtocol {
    var anyContent: any View { get }
    var anyModifier: any ViewModifier { get }
}
extension ModifiedContent: ModifiedContentProtocol {
    var anyContent: any View { content }
    var anyModifier: any ViewModifier { modifier }
}

@MainActor protocol GroupProtocol { var groupContent: any View { get } }
extension Group: GroupProtocol { var groupContent: any View { content } }
@MainActor protocol ForEachProtocol { var elementViews: [any View] { get } }
extension ForEach: ForEachProtocol where Content: View {
    var elementViews: [any View] { data.map { content($0) } }
}
