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

    /// Which stored properties of a struct type hold dynamic properties, found once per type by
    /// reflecting over all of them: a list of a thousand rows reflects its row type once and
    /// then reads only the rows' `@State` fields.
    private enum Field {
        /// A property installed by a function that knows its type: no protocol cast per view.
        case install(Int, (Any, ViewNode, Int) -> Void)
        case visit(Int)
    }

    private static func installer<P: DynamicPropertyInstallable>(for _: P) -> (Any, ViewNode, Int) -> Void {
        { value, node, index in (value as! P).install(in: node, index: index) }
    }
    private static var plans: [ObjectIdentifier: [Field]] = [:]

    private static func visit(_ value: Any, node: ViewNode, index: inout Int, depth: Int) {
        let type = ObjectIdentifier(Swift.type(of: value))
        let known = plans[type]
        // A struct type known to hold none: nothing to reflect on (most views).
        if let known, known.isEmpty { return }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct else {
            // Enums carry different fields case by case: look at them every time.
            for child in mirror.children { visit(child: child.value, node: node, index: &index, depth: depth) }
            return
        }
        let plan: [Field]
        if let known {
            plan = known
        } else {
            var fields: [Field] = []
            for (offset, child) in mirror.children.enumerated() {
                if let property = child.value as? any DynamicPropertyInstallable {
                    fields.append(.install(offset, installer(for: property)))
                } else if child.value is any DynamicProperty {
                    fields.append(.visit(offset))
                }
            }
            plans[type] = fields
            plan = fields
        }
        guard !plan.isEmpty else { return }
        let children = mirror.children
        for field in plan {
            switch field {
            case .install(let offset, let install):
                install(children[children.index(children.startIndex, offsetBy: offset)].value, node, index)
                index += 1
            case .visit(let offset):
                visit(child: children[children.index(children.startIndex, offsetBy: offset)].value,
                      node: node, index: &index, depth: depth)
            }
        }
    }

    private static func visit(child value: Any, node: ViewNode, index: inout Int, depth: Int) {
        if let property = value as? any DynamicPropertyInstallable {
            property.install(in: node, index: index)
            index += 1
        } else if depth < 2, value is any DynamicProperty {
            // A custom DynamicProperty struct holding @State inside.
            visit(value, node: node, index: &index, depth: depth + 1)
        }
    }
}
