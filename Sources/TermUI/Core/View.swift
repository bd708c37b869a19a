import Accessibility

/// A piece of user interface, with SwiftUI's shape: a `body` built from other views.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}
