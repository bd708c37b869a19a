import Accessibility
import Foundation

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
