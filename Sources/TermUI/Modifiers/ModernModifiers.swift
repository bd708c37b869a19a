import Foundation

// Modifiers of iOS 15 to 18 that apps use beside the ones TermUI had: a task restarted by an
// id, alerts and dialogs presenting data, a scroll view reader, and list, toolbar and sheet
// settings that are accepted and change nothing Rotor can show.

extension View {
    /// Starts `action` when the view appears and again, after cancelling the running one,
    /// whenever `id` changes; cancels it when the view disappears.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(TaskIDModifier(id: value, priority: priority, action: action))
    }
}

@MainActor
final class TaskIDState<ID> {
    let id: ID
    var task: Task<Void, Never>?
    init(id: ID) { self.id = id }
}

struct TaskIDModifier<ID: Equatable>: ViewModifier {
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void
    private let slot = NodeLocal(TaskIDState<ID>?.none)

    init(id: ID, priority: TaskPriority, action: @escaping @MainActor @Sendable () async -> Void) {
        self.id = id
        self.priority = priority
        self.action = action
    }

    func body(content: Content) -> some View {
        let box = slot.box
        if box.isFresh {
            box.isFresh = false
            box.node?.onDisappear.append { box.value?.task?.cancel() }
        }
        if box.value.map({ $0.id != id }) ?? true {
            let previous = box.value?.task
            let state = TaskIDState(id: id)
            box.value = state
            let action = self.action, priority = self.priority
            runAfterUpdate {
                previous?.cancel()
                state.task = Task(priority: priority) { @MainActor in await action() }
                ScreenTasks.noteRunnable()
            }
        }
        return content
    }
}

// MARK: Alerts and dialogs presenting data

extension View {
    /// An alert whose actions and message are made from `data`; shown while `isPresented` is
    /// true and `data` is not nil.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        let actions = data.map(actions), message = data.map(message)
        return alert(title, isPresented: shown) { actions } message: { message }
    }
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// A confirmation dialog whose actions and message are made from `data`.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
                           actions: actions, message: message)
    }
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
                           actions: actions, message: { _ in EmptyView() })
    }
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        let actions = data.map(actions), message = data.map(message)
        return confirmationDialog(title, isPresented: shown, titleVisibility: titleVisibility) { actions } message: { message }
    }
}

// MARK: ScrollViewReader

/// Gives its content a proxy that scrolls to a view by id: `scrollTo(id, anchor:)` scrolls the
/// nearest scroll view around the view with that ForEach or `.id()` value, inside the reader,
/// once the update it is called in (an action, `onAppear`, `onChange`) is laid out. A row of a
/// lazy list that is not held is made first. Scrolling moves what is drawn and where, not the
/// VoiceOver cursor, as on a device.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    /// Gives the proxy the reader's node.
    private let place = NodeLocal<Int>(0)
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public var body: some View { content(ScrollViewProxy(place: place.box)) }
}

public struct ScrollViewProxy: Sendable {
    /// The reader's node, while it is on the screen.
    let place: NodeLocalBox<Int>?

    /// Scrolls to the view with this ForEach or `.id()` value: with no anchor, as little as
    /// shows it; with one (`.top`, `.center`, `.bottom`), that point of the view on the same
    /// point of the scroll view. An id no view inside the reader has scrolls nothing. Not
    /// isolated, as SwiftUI declares it; called, as SwiftUI requires, from the app's actions
    /// and callbacks, which run on the main thread.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        // Taken on the main thread, where it was made: the value is not shared with any other.
        nonisolated(unsafe) let id = AnyHashable(id)
        MainActor.assumeIsolated {
            guard let node = place?.node, !node.isRemoved else { return }
            node.graph.requestScroll(ScrollRequest(reader: node, id: id, anchor: anchor))
        }
    }
}

// MARK: Accepted settings

/// How a toolbar's title is shown. Accepted: the navigation title is one heading.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
    public static let large = ToolbarTitleDisplayMode(name: "large")
}

/// How prominent a badge is. Accepted: a badge is read as its value whatever its prominence.
public struct BadgeProminence: Hashable, Sendable {
    let name: String
    public static let decreased = BadgeProminence(name: "decreased")
    public static let standard = BadgeProminence(name: "standard")
    public static let increased = BadgeProminence(name: "increased")
}

/// Whether the screen behind a sheet takes input. Accepted: a sheet is modal here.
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled up through \(detent.name)")
    }
}
