import Accessibility
import Foundation
import Observation

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
