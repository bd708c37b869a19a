/// A type-erased view.
public struct AnyView: View {
    let storage: any View
    public init<V: View>(_ view: V) { storage = view }
    public init<V: View>(erasing view: V) { storage = view }
    public var body: Never { fatalError("AnyView is primitive") }
}
