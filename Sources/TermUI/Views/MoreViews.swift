import Accessibility
import Foundation
import Observation

// Views built from TermUI's own, each making the elements SwiftUI makes for it.

// MARK: DisclosureGroup

/// A label that shows or hides its content. Its element is a button whose value says
/// "Expanded" or "Collapsed"; activation toggles it, and the content's elements follow it.
public struct DisclosureGroup<Label: View, Content: View>: View {
    @State private var ownExpansion = false
    @Environment(\.layoutDirection) private var layoutDirection
    let isExpanded: Binding<Bool>?
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = nil
        self.content = content()
        self.label = label()
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let expanded = isExpanded?.wrappedValue ?? ownExpansion
        VStack(alignment: .leading, spacing: 0) {
            Button {
                if let isExpanded { isExpanded.wrappedValue.toggle() } else { ownExpansion.toggle() }
            } label: {
                HStack(spacing: 8) {
                    label
                    Spacer()
                    // Collapsed, the chevron points the way the content would open: trailing.
                    Text(expanded ? "▾" : layoutDirection == .rightToLeft ? "◂" : "▸").accessibilityHidden(true)
                }
            }
            .accessibilityValue(expanded ? "Expanded" : "Collapsed")
            if expanded { content.padding(.leading, 16) }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}

// MARK: Menu

/// A button that presents its content's actions. Activating it shows them one under the other
/// at the bottom of the screen, as an action sheet, with Cancel; any of them dismisses it.
/// `primaryAction:` runs on activation instead, and the menu's items become the element's
/// custom actions, as a long press offers them.
public struct Menu<Label: View, Content: View>: View {
    @State private var isPresented = false
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        if let primaryAction {
            Button(action: primaryAction) { label }.accessibilityActions { content }
        } else {
            Button { isPresented = true } label: { label }
                .confirmationDialog("", isPresented: $isPresented) { content }
        }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

// MARK: TabView

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

// MARK: Gauge

/// A value in a range, shown as a bar. Its element is the label with the value as a
/// percentage, or the current value label when there is one.
public struct Gauge<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? min(1, max(0, Double((value - bounds.lowerBound) / span))) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
    public init<V: BinaryFloatingPoint, M: View, X: View>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                                         @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                                         @ViewBuilder minimumValueLabel: () -> M,
                                                         @ViewBuilder maximumValueLabel: () -> X) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel)
    }

    public var body: some View {
        ProgressView(value: fraction, total: 1) { label } currentValueLabel: { currentValueLabel }
    }
}

extension Gauge where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

// MARK: ControlGroup

/// Controls side by side; each keeps its own element, as in SwiftUI.
public struct ControlGroup<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { HStack(spacing: 8) { content } }
}

// MARK: ShareLink

/// A button that shares an item: by default labelled "Share" with the share symbol. Activating
/// it shows the item (and the message) in a sheet at the bottom with Done, as the share sheet
/// would; a terminal has no apps to share to.
public struct ShareLink<Label: View>: View {
    @State private var isPresented = false
    let item: String
    let subject: String?
    let message: String?
    let label: Label

    public init<Item: CustomStringConvertible>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.item = item.description
        self.subject = subject?.spokenText
        self.message = message?.spokenText
        self.label = label()
    }

    public var body: some View {
        Button { isPresented = true } label: { label }
            .confirmationDialog(subject ?? "Share", isPresented: $isPresented, titleVisibility: .visible) {
                Button("Done", role: .cancel) {}
            } message: {
                Text(verbatim: [item, message].compactMap { $0 }.joined(separator: "\n"))
            }
    }
}

extension ShareLink where Label == SwiftUILabel<Text, Image> {
    public init<Item: CustomStringConvertible>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwiftUILabel("Share", systemImage: "square.and.arrow.up") }
    }
    public init<Item: CustomStringConvertible>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwiftUILabel(titleKey, systemImage: "square.and.arrow.up") }
    }
}

/// `Label`, named so inside types that have a `Label` generic parameter.
public typealias SwiftUILabel = TermUI.Label

// MARK: DatePicker

public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A date as an adjustable element: the label, the date as its value, swipe up or down for the
/// next or previous day (or minute, when only the time is shown), within the range.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        range = nil
        components = displayedComponents
        self.label = label()
    }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.range = range
        components = displayedComponents
        self.label = label()
    }

    /// The date as the picker shows it: medium date, short time.
    static func format(_ date: Date, _ components: DatePickerComponents) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateStyle = components.contains(.date) ? .medium : .none
        formatter.timeStyle = components.contains(.hourAndMinute) ? .short : .none
        return formatter.string(from: date)
    }

    public var body: some View {
        let selection = self.selection, range = self.range, components = self.components
        LabeledContent {
            Text(verbatim: Self.format(selection.wrappedValue, components))
        } label: {
            label
        }
        .accessibilityAdjustableAction { direction in
            let step: Calendar.Component = components.contains(.date) ? .day : .minute
            let sign = direction == .increment ? 1 : -1
            guard var next = Calendar.current.date(byAdding: step, value: sign, to: selection.wrappedValue) else { return }
            if let range { next = min(max(next, range.lowerBound), range.upperBound) }
            selection.wrappedValue = next
        }
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

// MARK: Grid

/// Rows of views. Each `GridRow` is laid out as a row; columns are not aligned across rows (a
/// terminal grid of text lines up most cells anyway). Elements read row by row.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let verticalSpacing: CGFloat?
    let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    public var body: some View {
        VStack(alignment: alignment.horizontal, spacing: verticalSpacing) { content }
    }
}

public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public var body: some View { HStack(alignment: alignment ?? .center) { content } }
}

// MARK: Text(_:format:), clip shapes, context menus

extension Text {
    /// A value written with a format style: `Text(price, format: .currency(code: "EUR"))`.
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}
extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

extension View {
    /// A context menu: VoiceOver offers its buttons as the element's actions.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        accessibilityActions(menuItems)
    }
    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems,
                                                            @ViewBuilder preview: () -> Preview) -> some View {
        accessibilityActions(menuItems)
    }
}

// MARK: @Bindable, @FocusState

/// Bindings to an `@Observable` model's properties: `$model.name` is a `Binding<String>`.
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { wrappedValue = projectedValue.wrappedValue }
    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// Keyboard focus as state. A terminal reader has one focus: setting it moves the reader's
/// focus to the view marked `.focused`, and the reader landing there sets it.
@MainActor @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, DynamicPropertyInstallable, StateComparable {
    let focus: AccessibilityFocusState<Value>

    public init() where Value == Bool { focus = AccessibilityFocusState() }
    public init<T: Hashable>() where Value == T? { focus = AccessibilityFocusState() }

    public var wrappedValue: Value {
        get { focus.wrappedValue }
        nonmutating set { focus.wrappedValue = newValue }
    }
    public var projectedValue: Binding { Binding(focus: focus.projectedValue) }

    func install(in node: ViewNode, index: Int) { focus.install(in: node, index: index) }
    func comparesEqual(to other: Any) -> Bool { other is FocusState<Value> }

    /// The binding `.focused` takes: `$isFocused`.
    @MainActor @propertyWrapper
    public struct Binding {
        let focus: AccessibilityFocusState<Value>.Binding
        public var wrappedValue: Value {
            get { focus.wrappedValue }
            nonmutating set { focus.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Ties focus on this view to a Bool focus state.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        accessibilityFocused(condition.focus)
    }
    /// Ties focus on this view to a focus state equal to `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        accessibilityFocused(binding.focus, equals: value)
    }
}

@MainActor protocol GroupProtocol { var groupContent: any View { get } }
extension Group: GroupProtocol { var groupContent: any View { content } }
@MainActor protocol ForEachProtocol { var elementViews: [any View] { get } }
extension ForEach: ForEachProtocol where Content: View {
    var elementViews: [any View] { data.map { content($0) } }
}

// MARK: Text(_:style:)

extension Text {
    /// How `Text(_:style:)` writes a date.
    public struct DateStyle: Hashable, Sendable {
        let kind: Int
        /// The time: "3:30 PM".
        public static let time = DateStyle(kind: 0)
        /// The date: "Nov 30, 2026".
        public static let date = DateStyle(kind: 1)
        /// From now to the date: "in 2 hours", "3 days ago".
        public static let relative = DateStyle(kind: 2)
        /// The signed offset from now: "+2 hours".
        public static let offset = DateStyle(kind: 3)
        /// A timer counting from now: "2:05:00".
        public static let timer = DateStyle(kind: 4)
    }

    /// A date written in `style`, as of when the text is made. SwiftUI keeps the relative,
    /// offset and timer styles running; TermUI writes them once, and a body evaluated again
    /// writes them afresh.
    nonisolated public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Self.written(date, style: style, now: Date()))
    }

    nonisolated static func written(_ date: Date, style: DateStyle, now: Date) -> String {
        let locale = Locale(identifier: "en_US_POSIX")
        switch style.kind {
        case 0, 1:
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.dateStyle = style.kind == 1 ? .medium : .none
            formatter.timeStyle = style.kind == 0 ? .short : .none
            return formatter.string(from: date)
        case 2:
            // The largest whole unit, as Foundation's relative formatter writes it.
            let seconds = Int(date.timeIntervalSince(now).rounded())
            let magnitude = abs(seconds)
            let units: [(String, Int)] = [("year", 31_536_000), ("month", 2_592_000), ("week", 604_800), ("day", 86_400),
                                          ("hour", 3600), ("minute", 60), ("second", 1)]
            guard magnitude > 0, let unit = units.first(where: { magnitude >= $0.1 }) else { return "now" }
            let count = magnitude / unit.1
            let phrase = "\(count) \(unit.0)\(count == 1 ? "" : "s")"
            return seconds > 0 ? "in " + phrase : phrase + " ago"
        default:
            let seconds = Int(date.timeIntervalSince(now).rounded())
            let magnitude = abs(seconds)
            let clock = magnitude >= 3600
                ? String(format: "%d:%02d:%02d", magnitude / 3600, magnitude / 60 % 60, magnitude % 60)
                : String(format: "%d:%02d", magnitude / 60, magnitude % 60)
            if style.kind == 4 { return clock }
            return (seconds < 0 ? "-" : "+") + clock
        }
    }
}

// MARK: Newer title forms and ContentUnavailableView

extension Button where Label == SwiftUILabel<Text, Image> {
    /// A button labelled with a title and a system symbol; VoiceOver reads the title.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUILabel(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUILabel(title, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUILabel(titleKey, systemImage: systemImage) }
    }
}

extension Toggle where Label == SwiftUILabel<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUILabel(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUILabel(title, systemImage: systemImage) }
    }
}

/// An empty state: a symbol, a title and a description, centred. The title reads as a
/// heading, then the description; the symbol is decorative.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            label.bold().accessibilityAddTraits(.isHeader)
            description.foregroundStyle(.secondary).multilineTextAlignment(.center)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == SwiftUILabel<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUILabel(titleKey, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUILabel(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == SwiftUILabel<Text, Image>, Description == Text?, Actions == EmptyView {
    /// "No Results", for a search with no matches.
    public static var search: ContentUnavailableView<SwiftUILabel<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
    /// "No Results for "text"".
    public static func search(text: String) -> ContentUnavailableView<SwiftUILabel<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView(verbatimTitle: "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
    init(verbatimTitle: String, systemImage name: String, description: Text?) {
        self.init(label: { SwiftUILabel(verbatimTitle, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
}

extension Color {
    /// A colour from hue, saturation and brightness, each 0…1.
    nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = max(0, min(1, saturation)), v = max(0, min(1, brightness))
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch i {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The colour spaces `Color(_:red:green:blue:opacity:)` takes; all are drawn as sRGB.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
}

// MARK: OutlineGroup, List(_:children:)

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

// MARK: NavigationSplitView

/// Which columns of a split view show. TermUI shows all of them side by side.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// Columns side by side, as an iPad shows a split view in regular width: the sidebar (a third
/// of the width), the optional content column, then the detail in a navigation stack. The
/// reader reads them in that order. Column visibility is accepted and every column shows.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public var body: some View {
        GeometryReader { proxy in
            HStack(alignment: .top, spacing: 0) {
                sidebar.frame(width: (proxy.size.width / 3).rounded(.down), alignment: .topLeading)
                Divider()
                if let content {
                    content.frame(width: (proxy.size.width / 3).rounded(.down), alignment: .topLeading)
                    Divider()
                }
                NavigationStack { detail }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

extension View {
    /// Accepted: TermUI gives the sidebar and content columns a third of the width each.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

// MARK: dismiss, swipe actions, keyboard settings

/// Dismisses the presentation a view is in: the sheet or cover it was presented in, or the
/// navigation destination it was pushed as (`@Environment(\.dismiss) var dismiss; dismiss()`).
/// Outside one it does nothing, as in SwiftUI.
@MainActor
public struct DismissAction {
    let action: @MainActor () -> Void
    public func callAsFunction() { action() }
}

struct DismissKey: EnvironmentKey {
    static let defaultValue: DismissAction? = nil
}

extension EnvironmentValues {
    public var dismiss: DismissAction {
        get { self[DismissKey.self] ?? DismissAction {} }
        set { self[DismissKey.self] = newValue }
    }
    /// Whether the view is in a sheet, cover or pushed destination it can dismiss.
    public var isPresented: Bool { self[DismissKey.self] != nil }
}

public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

extension View {
    /// Swipe actions on a row: VoiceOver offers them as the row's custom actions.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        accessibilityActions(content)
    }

    // A terminal has no on-screen keyboard: these are accepted and change nothing.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// Accepted: a sheet is drawn at its one size, with no grabber, corners or background of
    /// its own choosing.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

    /// The return key on the text fields inside: `action` runs when editing one of them ends
    /// with return (the reader's `submit`, Enter in the explorer). The innermost `onSubmit`
    /// around a field is the one it runs.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        accessibilityTransform { elements, _ in elements.map { Self.submitting($0, action) } }
    }

    private static func submitting(_ element: AccessibilityElement, _ action: @escaping () -> Void) -> AccessibilityElement {
        var element = element
        if element.textEntry != nil, element.submitAction == nil { element.submitAction = { action() } }
        if !element.children.isEmpty { element.children = element.children.map { submitting($0, action) } }
        return element
    }
}

/// What submits: the text of a field (the return key), or a search.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

// MARK: searchable, item presentations

/// Where a search field goes. TermUI puts it above the view it modifies.
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

extension View {
    /// A search field above the view, read "Search, Search field" (or its prompt); typing into
    /// it writes `text`. The placement is accepted and the field always goes above.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField(text: text, prompt: prompt ?? Text("Search")) { prompt ?? Text("Search") }
                .accessibilityAddTraits(.isSearchField)
            self
        }
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Presents a sheet while `item` is not nil, built from the item; dismissing it sets `item`
    /// to nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(isPresented: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }),
              onDismiss: onDismiss) {
            if let value = item.wrappedValue { content(value) }
        }
    }
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        fullScreenCover(isPresented: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }),
                        onDismiss: onDismiss) {
            if let value = item.wrappedValue { content(value) }
        }
    }
}

// MARK: Value-based navigation

/// The destinations a navigation stack's `navigationDestination(for:)` modifiers declare, by
/// value type; a value-based `NavigationLink` pushes the one for its value.
@MainActor
final class NavigationDestinations {
    private var builders: [ObjectIdentifier: (Any) -> AnyView?] = [:]

    func register<D: Hashable, C: View>(_ type: D.Type, _ destination: @escaping (D) -> C) {
        builders[ObjectIdentifier(type)] = { value in (value as? D).map { AnyView(destination($0)) } }
    }

    func view(for value: any Hashable) -> AnyView? {
        builders[ObjectIdentifier(type(of: value))]?(value)
    }
}

struct NavigationDestinationsKey: EnvironmentKey {
    static let defaultValue: NavigationDestinations? = nil
}

extension EnvironmentValues {
    var navigationDestinations: NavigationDestinations? {
        get { self[NavigationDestinationsKey.self] }
        set { self[NavigationDestinationsKey.self] = newValue }
    }
}

struct NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier {
    let destination: (D) -> C
    @Environment(\.navigationDestinations) private var destinations
    func body(content: Content) -> some View {
        destinations?.register(D.self, destination)
        return content
    }
}

extension View {
    /// The view a value-based `NavigationLink` of type `data` pushes in the enclosing stack.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes the destination the stack declares for `value`'s type.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(value: value.map { $0 as any Hashable }, label: label())
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value.map { $0 as any Hashable }, label: Text(titleKey))
    }
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value.map { $0 as any Hashable }, label: Text(title))
    }
}

// MARK: refreshable

extension View {
    /// Pull to refresh: VoiceOver's three-finger scroll towards the top (the reader's scroll
    /// action to the top edge) runs `action`, as scrolling past the top does on iOS.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        accessibilityScrollAction { edge in
            if edge == .top { Task { await action() } }
        }
    }
}
