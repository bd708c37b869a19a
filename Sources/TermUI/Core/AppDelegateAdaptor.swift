import Foundation

/// UIKit's application delegate, as far as a SwiftUI app names it: the type an
/// `@UIApplicationDelegateAdaptor` makes. Rotor runs no UIKit application, so none of the
/// delegate's callbacks (launch, notifications, URLs) is ever called.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {}

/// SwiftUI's `@UIApplicationDelegateAdaptor(AppDelegate.self)`: the app's delegate, made once
/// when the app is made and handed out as the property's value; an `ObservableObject`
/// delegate's properties bind through `$appDelegate`. What it does not do here: UIKit calls none
/// of the delegate's methods, and the delegate is not put in the environment.
///
/// Swift cannot make an instance of a class from its type alone unless its initialiser is
/// `required`, which `NSObject`'s is not on Linux; `rotor open` passes the initialiser along
/// (`@UIApplicationDelegateAdaptor(AppDelegate.self)` is compiled as
/// `@UIApplicationDelegateAdaptor(AppDelegate.self, make: { AppDelegate() })`).
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    public let wrappedValue: DelegateType

    public init(_ delegateType: DelegateType.Type = DelegateType.self, make: () -> DelegateType) {
        wrappedValue = make()
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    public var projectedValue: ObservedObject<DelegateType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}
