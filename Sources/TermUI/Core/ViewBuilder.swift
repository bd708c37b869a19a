@MainActor @resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<V: View>(_ v: V) -> V { v }
}
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}
