import Accessibility
import Foundation

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
