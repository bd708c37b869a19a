import Accessibility
import Foundation

/// An alert's buttons, placed as iOS places them: the button with the cancel role goes where
/// the platform puts it, wherever the code wrote it. With two buttons they sit side by side and
/// Cancel is on the leading side, so it is drawn first and read first; with three or more they
/// are stacked and Cancel is at the bottom, read last. One button, or none with the cancel
/// role, keeps the order written. An alert with no button gets OK.
struct AlertActions<Actions: View>: View, PrimitiveView {
    let actions: Actions

    /// The buttons, in the order written (a `ForEach` counts as one).
    private func written(_ environment: EnvironmentValues) -> [(key: ChildKey, view: any View)] {
        var list = ChildList()
        list.environment = environment
        if actions is EmptyView {
            list.append(Button("OK") {}, key: .named("ok"))
        } else {
            list.appendContent(actions)
        }
        return list.entries
    }

    /// `entries` as the alert places them.
    static func placed(_ entries: [(key: ChildKey, view: any View)]) -> [(key: ChildKey, view: any View)] {
        placed(entries) { ButtonRoles.contains(.cancel, in: $0.view) }
    }

    /// `buttons` as an alert places them: the first for which `isCancel` is true leads a pair
    /// and ends a longer list.
    static func placed<Item>(_ buttons: [Item], isCancel: (Item) -> Bool) -> [Item] {
        guard buttons.count >= 2, let cancel = buttons.firstIndex(where: isCancel) else { return buttons }
        var placed = buttons
        let button = placed.remove(at: cancel)
        if buttons.count == 2 { placed.insert(button, at: 0) } else { placed.append(button) }
        return placed
    }

    func children(into list: inout ChildList) {
        list.entries += CancelActionModifier.markingCancel(in: Self.placed(written(list.environment)))
    }

    func makeBehavior() -> NodeBehavior {
        let stacked = written(EnvironmentValues()).count > 2
        return StackBehavior(layout: StackLayout(axis: stacked ? .vertical : .horizontal, alignment: 0.5,
                                                 spacing: stacked ? 0 : 16))
    }
}

/// Gives an alert's or a confirmation dialog's cancel button its own action as its escape
/// action.
struct CancelActionModifier: PrimitiveModifier {
    var isActive = true
    func makeBehavior() -> NodeBehavior { CancelActionBehavior(isActive: isActive) }

    /// The buttons with the cancel-role one marked: it carries its action as its escape, so the
    /// alert's or dialog's escape can perform it (see `PresentationBehavior`). Only a lone
    /// button is marked here; buttons made together (a legacy alert's) mark their own.
    static func markingCancel(in entries: [(key: ChildKey, view: any View)]) -> [(key: ChildKey, view: any View)] {
        entries.map { entry in
            guard ButtonRoles.roleCount(in: entry.view) == 1, ButtonRoles.contains(.cancel, in: entry.view) else { return entry }
            return (entry.key, marked(entry.view))
        }
    }

    private static func marked<V: View>(_ view: V) -> any View { view.modifier(CancelActionModifier()) }
}

/// A confirmation dialog's actions, in the order written, one under the other, the cancel-role
/// button marked as an alert's is.
struct DialogActions<Actions: View>: View, PrimitiveView {
    let actions: Actions

    func children(into list: inout ChildList) {
        var written = ChildList()
        written.sharedEnvironment = list.sharedEnvironment
        written.appendContent(actions)
        list.entries += CancelActionModifier.markingCancel(in: written.entries)
    }

    func makeBehavior() -> NodeBehavior {
        StackBehavior(layout: StackLayout(axis: .vertical, alignment: 0.5, spacing: 0))
    }
}

struct CancelActionBehavior: NodeBehavior {
    let isActive: Bool
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        node.childElements().map { element in
            var element = element
            if isActive, element.escapeAction == nil, let action = element.defaultAction { element.escapeAction = action }
            return element
        }
    }
}
