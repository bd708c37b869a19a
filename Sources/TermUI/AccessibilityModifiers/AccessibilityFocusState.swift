import Accessibility
import Foundation

/// Where an assistive technology's focus is, as state: set it to move VoiceOver's cursor (or
/// Switch Control's, `for: .switchControl`); the cursor moving sets it.
@MainActor @propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty, DynamicPropertyInstallable, StateComparable {
    let link: StateLink<Value>
    /// The assistive technologies whose focus this state follows and moves: a state for Switch
    /// Control alone neither moves VoiceOver's cursor nor hears from it, and the other way round.
    let technologies: AccessibilityTechnologies

    public init() where Value == Bool { self.init(initial: false, for: [.voiceOver, .switchControl]) }
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { self.init(initial: false, for: technologies) }
    public init<T: Hashable>() where Value == T? { self.init(initial: nil, for: [.voiceOver, .switchControl]) }
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { self.init(initial: nil, for: technologies) }

    private init(initial: Value, for technologies: AccessibilityTechnologies) {
        link = StateLink(initial: initial)
        self.technologies = technologies
    }

    public var wrappedValue: Value {
        get { link.box?.value ?? link.initial }
        nonmutating set { Self.write(newValue, to: link) }
    }

    public var projectedValue: Binding {
        let link = self.link
        return Binding(get: { link.box?.value ?? link.initial }, set: { Self.write($0, to: link) },
                       technologies: technologies)
    }

    private static func write(_ value: Value, to link: StateLink<Value>) {
        if link.box == nil { link.box = StateBox(value: value, owner: nil) }
        guard link.box?.value != value else { return }
        link.box?.value = value
        link.box?.noteKept()
        link.box?.owner?.markDirty()
    }

    func install(in node: ViewNode, index: Int) { link.install(in: node, index: index) }

    func comparesEqual(to other: Any) -> Bool { other is AccessibilityFocusState<Value> }

    /// The binding `accessibilityFocused` takes: `$isFocused`.
    @MainActor @propertyWrapper
    public struct Binding {
        let get: @MainActor () -> Value
        let set: @MainActor (Value) -> Void
        let technologies: AccessibilityTechnologies
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }
        public var projectedValue: Binding { self }
    }
}

/// Optional values, so focus leaving can reset an optional focus state to nil.
protocol OptionalValue {
    static var noneValue: Self { get }
}
extension Optional: OptionalValue {
    static var noneValue: Self { nil }
}

extension View {
    /// Ties assistive focus on this view (VoiceOver's, Switch Control's, as the state says) to a Bool focus state.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        bindFocus(condition, equals: true, cleared: false)
    }

    /// Ties assistive focus on this view to a focus state equal to `value`.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        bindFocus(binding, equals: value, cleared: (Value.self as? OptionalValue.Type)?.noneValue as? Value)
    }

    private func bindFocus<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value, cleared: Value?) -> some View {
        accessibilityEach(create: false) { element in
            // Each technology's cursor moves and follows only the states that name it.
            let follow: @MainActor (Bool) -> Void = { focused in
                if focused {
                    binding.wrappedValue = value
                } else if binding.wrappedValue == value, let cleared {
                    binding.wrappedValue = cleared
                }
            }
            if binding.technologies.contains(.voiceOver) {
                element.requestsFocus = binding.wrappedValue == value
                let previous = element.focusChanged
                element.focusChanged = { focused in
                    previous?(focused)
                    follow(focused)
                }
            }
            if binding.technologies.contains(.switchControl) {
                element.requestsSwitchControlFocus = binding.wrappedValue == value
                let previous = element.switchControlFocusChanged
                element.switchControlFocusChanged = { focused in
                    previous?(focused)
                    follow(focused)
                }
            }
        }
    }
}
