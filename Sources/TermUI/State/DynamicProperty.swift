import Foundation

/// Properties whose storage lives in the view graph, like `@State`.
@MainActor
public protocol DynamicProperty {}

/// Installs graph storage into a view value's dynamic properties before its body runs.
@MainActor
protocol DynamicPropertyInstallable {
    func install(in node: ViewNode, index: Int)
}

@MainActor
enum DynamicPropertyInstaller {
    static func install(in view: Any, node: ViewNode) {
        var index = 0
        let owner = (view as? ModifierBodyProtocol)?.dynamicPropertyOwner ?? view
        visit(owner, node: node, index: &index, depth: 0)
    }

    private static func visit(_ value: Any, node: ViewNode, index: inout Int, depth: Int) {
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any DynamicPropertyInstallable {
                property.install(in: node, index: index)
                index += 1
            } else if depth < 2, child.value is any DynamicProperty {
                // A custom DynamicProperty struct holding @State inside.
                visit(child.value, node: node, index: &index, depth: depth + 1)
            }
        }
    }
}
