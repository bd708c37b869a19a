import Accessibility
import Foundation

/// Pushes and pops the screens of the nearest navigation stack.
struct Navigator {
    let push: @MainActor (AnyView) -> Void
    let pop: @MainActor () -> Void
    /// The stack's screens' titles, by depth, as each screen's `navigationTitle` says them.
    var titles: NavigationHistory? = nil
    /// How deep the screen reading this is: 0 for the root, 1 for the first pushed.
    var depth = 0
}

/// What a stack remembers of its screens, by depth: each one's navigation title (a pushed
/// screen's back button is labelled with the title of the screen under it, as UIKit's is) and
/// the element that pushed the screen over it (going back, VoiceOver's focus returns there).
@MainActor
final class NavigationHistory {
    var byDepth: [Int: String] = [:]
    var pushedFrom: [Int: AccessibilityElementID] = [:]
}

struct NavigatorKey: EnvironmentKey {
    static let defaultValue: Navigator? = nil
}

extension EnvironmentValues {
    var navigator: Navigator? {
        get { self[NavigatorKey.self] }
        set { self[NavigatorKey.self] = newValue }
    }
}

/// A stack of screens. A `NavigationLink` pushes its destination, which replaces the content
/// with a "Back" button above it; Back, or VoiceOver's escape gesture, pops it. Each push and
/// pop posts a screen change, so the reader starts over on the new screen.
public struct NavigationStack<Root: View>: View {
    let root: Root
    @State private var path: [AnyView] = []
    @State private var destinations = NavigationDestinations()
    /// The edit mode of what the stack shows, which an `EditButton` in its toolbar toggles;
    /// one set above the stack is used instead.
    @State private var editMode = EditMode.inactive
    @State private var titles = NavigationHistory()
    @Environment(\.editMode) private var outerEditMode

    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    public var body: some View {
        let binding = $path
        let navigator = Navigator(push: { destination in
            binding.wrappedValue.append(destination)
            AccessibilityNotification.ScreenChanged().post()
        }, pop: { [titles] in
            guard !binding.wrappedValue.isEmpty else { return }
            binding.wrappedValue.removeLast()
            // Back on the screen under, focus goes to the link that pushed, as on iOS.
            AccessibilityNotification.ScreenChanged(titles.pushedFrom[binding.wrappedValue.count]).post()
        }, titles: titles, depth: path.count)
        let pop = navigator.pop
        Group {
            if let top = path.last {
                VStack(spacing: 0) {
                    // Labelled with the previous screen's title, or nothing when it has none:
                    // VoiceOver says "Weekend, Back button", or "Back button".
                    Button(action: { pop() }) {
                        Text("‹ " + (titles.byDepth[path.count - 1] ?? "Back"))
                    }
                    .accessibilityLabel(titles.byDepth[path.count - 1] ?? "")
                    .accessibilityAddTraits(.isBackButton)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    top.environment(\.dismiss, DismissAction { pop() })
                }
                .id(path.count)
                .modifier(EscapeModifier(action: { pop() }))
            } else {
                root
            }
        }
        .environment(\.navigator, navigator)
        .environment(\.navigationDestinations, destinations)
        .environment(\.editMode, outerEditMode ?? $editMode)
    }
}

/// The older name of the navigation stack; it behaves the same here.
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

/// A button that pushes `destination` onto the enclosing navigation stack. Its element is a
/// button labelled by its label; outside a stack it does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    /// A value-based link's value, shown by the stack's `navigationDestination(for:)`.
    let value: (any Hashable)?
    @Environment(\.navigator) private var navigator
    @Environment(\.navigationDestinations) private var destinations

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        value = nil
        self.label = label()
    }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        value = nil
        self.label = label()
    }
    init(value: (any Hashable)?, label: Label) {
        destination = nil
        self.value = value
        self.label = label
    }

    public var body: some View {
        let navigator = self.navigator, destination = self.destination, value = self.value, destinations = self.destinations
        (Button(action: {
            if let destination {
                navigator?.push(AnyView(destination))
            } else if let value, let view = destinations?.view(for: value) {
                navigator?.push(view)
            }
        }) {
            HStack(spacing: 8) {
                label
                Text("›").accessibilityHidden(true)
            }
        })
        .modifier(PushOriginModifier(navigator: navigator, selectionValue: value.map { AnyHashable($0) }))
    }
}

/// Notes which element pushed, as the link is activated, so going back can focus it again.
/// It also carries a value link's value, which a selection list takes as the row's tag.
struct PushOriginModifier: PrimitiveModifier {
    let navigator: Navigator?
    let selectionValue: AnyHashable?
    func makeBehavior() -> NodeBehavior { PushOriginBehavior(navigator: navigator, selectionValue: selectionValue) }
}

struct PushOriginBehavior: NodeBehavior {
    let navigator: Navigator?
    let selectionValue: AnyHashable?
    func changesSelectionRows(from old: NodeBehavior) -> Bool {
        (old as? PushOriginBehavior)?.selectionValue != selectionValue
    }
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        guard let navigator, let history = navigator.titles else { return node.childElements() }
        let depth = navigator.depth
        return node.childElements().map { element in
            guard let action = element.defaultAction else { return element }
            var element = element
            let id = element.id
            element.defaultAction = {
                history.pushedFrom[depth] = id
                action()
            }
            return element
        }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

/// Gives the elements an escape action (VoiceOver's two-finger scrub).
struct EscapeModifier: PrimitiveModifier {
    let action: () -> Void
    func makeBehavior() -> NodeBehavior { EscapeBehavior(action: action) }
}

struct EscapeBehavior: NodeBehavior {
    let action: () -> Void
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        let action = self.action
        return node.childElements().map { element in
            var element = element
            if element.escapeAction == nil { element.escapeAction = { action() } }
            return element
        }
    }
}

/// Adds the header trait to the elements a view has (never creates one).
struct HeaderTraitModifier: PrimitiveModifier {
    func makeBehavior() -> NodeBehavior { HeaderTraitBehavior() }
}

struct HeaderTraitBehavior: NodeBehavior {
    var drawRoute: DrawRoute { .children }
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        node.childElements().map { element in
            var element = element
            element.traits.insert(.isHeader)
            return element
        }
    }
}

extension View {
    /// Inside a navigation stack, draws `title` bold at the leading edge above the view (which
    /// then spans the screen's width) and gives it an element
    /// with the header trait, read before the content. Outside one, it shows nothing, as in
    /// SwiftUI.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(NavigationTitleModifier(title: Text(titleKey)))
    }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationTitleModifier(title: Text(title)))
    }
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationTitleModifier(title: title))
    }

    /// Inside a navigation stack, draws the items in a row above the view, trailing; outside
    /// one, they are not shown.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content()))
    }
}

struct NavigationTitleModifier: ViewModifier {
    let title: Text
    @Environment(\.navigator) private var navigator

    func body(content: Content) -> some View {
        if let navigator {
            // The screen's title labels the back button of the screen pushed over it.
            let _ = navigator.titles?.byDepth[navigator.depth] = title.spokenText
            VStack(spacing: 0) {
                title.bold().modifier(HeaderTraitModifier())
                    .frame(maxWidth: .infinity, alignment: .leading)
                content
            }
        } else {
            content
        }
    }
}

struct ToolbarModifier<Items: View>: ViewModifier {
    let items: Items
    @Environment(\.navigator) private var navigator

    func body(content: Content) -> some View {
        if navigator != nil {
            VStack(spacing: 0) {
                HStack { items }
                    .frame(maxWidth: .infinity, alignment: .trailing)
                content
            }
        } else {
            content
        }
    }
}

/// Where a toolbar item goes. Every placement is drawn in the one toolbar row.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

public struct ToolbarItem<Content: View>: View {
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: some View { content }
}

public struct ToolbarItemGroup<Content: View>: View {
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: some View { HStack { content } }
}

public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}
