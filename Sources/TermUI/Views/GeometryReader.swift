import Accessibility
import Foundation

/// The size and position of a `GeometryReader`, for its content.
public struct GeometryProxy: Equatable {
    /// The size offered to the reader, which it takes.
    public let size: CGSize
    let globalFrame: CGRect
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame: from its own origin for `.local`, from the screen otherwise.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        if case .local = coordinateSpace { return CGRect(origin: .zero, size: size) }
        return globalFrame
    }
}

/// Takes all the space offered and builds its content from that size. The content is placed
/// at the top leading corner and proposed the whole size. Makes no element.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func children(into list: inout ChildList) { list.append(GeometryContent(content: content), key: .named("")) }
    func makeBehavior() -> NodeBehavior { GeometryReaderBehavior() }
}

/// Evaluates the reader's closure with the proxy its node keeps.
struct GeometryContent<Content: View>: View {
    let content: (GeometryProxy) -> Content
    let proxy = NodeLocal(GeometryProxy(size: .zero, globalFrame: .zero))
    var body: some View { content(proxy.box.value) }
}

struct GeometryReaderBehavior: NodeBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let size = proposal.replacingUnspecified(with: CGSize(width: 10, height: 10))
        return CGSize(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        // The content depends on the size, known only now: rebuild it when the size changed.
        if let child = node.children.first, let box = child.storage[0] as? NodeLocalBox<GeometryProxy> {
            let proxy = GeometryProxy(size: bounds.size, globalFrame: bounds)
            if box.value != proxy {
                box.value = proxy
                child.update(view: child.view, environment: child.environment)
            }
        }
        let units = node.childUnits
        let proposal = ProposedViewSize(bounds.size)
        if units.count == 1 {
            units[0].place(in: CGRect(origin: bounds.origin, size: units[0].sizeThatFits(proposal)))
        } else {
            let layout = StackLayout(axis: .vertical, alignment: .leading, spacing: 0)
            layout.place(units, in: CGRect(origin: bounds.origin, size: layout.sizeThatFits(proposal, units: units)))
        }
    }

    func modifyEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = nil }
}
