import Accessibility
import Foundation

extension View {
    /// Presents `content` as a modal sheet while `isPresented` is true: drawn over the screen
    /// below its first row, in a box. Its elements sit in a container with the modal trait, so
    /// the reader visits only them; VoiceOver's escape gesture dismisses it.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: () -> Content) -> some View {
        modifier(PresentationModifier(isPresented: isPresented, onDismiss: onDismiss, kind: .sheet,
                                      presented: content().environment(\.dismiss, DismissAction { isPresented.wrappedValue = false })))
    }

    /// Presents `content` over the whole screen while `isPresented` is true: like a sheet, but
    /// from the top row down.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: () -> Content) -> some View {
        modifier(PresentationModifier(isPresented: isPresented, onDismiss: onDismiss, kind: .fullScreenCover,
                                      presented: content().environment(\.dismiss, DismissAction { isPresented.wrappedValue = false })))
    }

    /// Presents a confirmation dialog while `isPresented` is true: the actions one under the
    /// other at the bottom of the screen, then Cancel (unless an action has the cancel role),
    /// as an iPhone shows an action sheet. The title shows when `titleVisibility` is `.visible`.
    /// Any action dismisses it; so does VoiceOver's escape gesture.
    @_disfavoredOverload
    public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                           message: { EmptyView() })
    }

    @_disfavoredOverload
    public func confirmationDialog<A: View, M: View>(_ title: String, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        let actions = actions()
        let hasCancel = ButtonRoles.contains(.cancel, in: actions)
        let panel = VStack(spacing: 0) {
            if titleVisibility == .visible { Text(title).bold() }
            message()
            VStack(spacing: 0) {
                DialogActions(actions: actions)
                if !hasCancel { Button("Cancel", role: .cancel) {} }
            }
            .padding(.top, titleVisibility == .visible || !(M.self == EmptyView.self) ? 16 : 0)
            .modifier(DismissOnActivateModifier(isPresented: isPresented))
        }
        return modifier(PresentationModifier(isPresented: isPresented, onDismiss: nil, kind: .confirmationDialog,
                                             presented: panel))
    }

    /// Presents an alert while `isPresented` is true: the title, then the actions (an OK
    /// button when there are none) placed as iOS places them (see `AlertActions`: Cancel
    /// leading in a pair, last in a stack), centred over the screen and modal. Any action
    /// dismisses it.
    @_disfavoredOverload
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    @_disfavoredOverload
    public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        let actions = actions()
        let panel = VStack(spacing: 0) {
            Text(title).bold()
            message()
            AlertActions(actions: actions)
            .padding(.top, 16)
            .modifier(DismissOnActivateModifier(isPresented: isPresented))
        }
        return modifier(PresentationModifier(isPresented: isPresented, onDismiss: nil, kind: .alert, presented: panel))
    }
}

enum PresentationKind {
    case sheet, fullScreenCover, alert, confirmationDialog

    /// The presented panel's key among the modifier's children.
    var key: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreenCover: "cover"
        case .alert: "alert"
        case .confirmationDialog: "dialog"
        }
    }
}

/// Finds a button role in the buttons a view value holds (a dialog's actions).
@MainActor
enum ButtonRoles {
    static func contains(_ role: ButtonRole, in value: Any, depth: Int = 0) -> Bool {
        if let found = value as? ButtonRole { return found == role }
        guard depth < 8 else { return false }
        return Mirror(reflecting: value).children.contains { contains(role, in: $0.value, depth: depth + 1) }
    }

    /// How many buttons (things with a button role, set or not) a view value holds.
    static func roleCount(in value: Any, depth: Int = 0) -> Int {
        guard depth < 8 else { return 0 }
        return Mirror(reflecting: value).children.reduce(0) { count, child in
            count + (child.label == "role" && child.value is ButtonRole? ? 1 : roleCount(in: child.value, depth: depth + 1))
        }
    }
}

struct PresentationModifier<Presented: View>: PrimitiveModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let kind: PresentationKind
    let presented: Presented

    func extraChildren(into list: inout ChildList) {
        if isPresented.wrappedValue { list.append(ModalPanel(content: presented), key: .named(kind.key)) }
    }
    func makeBehavior() -> NodeBehavior {
        let binding = isPresented, onDismiss = self.onDismiss
        return PresentationBehavior(kind: kind, dismiss: {
            binding.wrappedValue = false
            onDismiss?()
        })
    }
}

struct PresentationBehavior: NodeBehavior {
    let kind: PresentationKind
    let dismiss: @MainActor () -> Void

    private func content(_ node: ViewNode) -> [ViewNode] { node.children.first?.layoutUnits ?? [] }
    private func panel(_ node: ViewNode) -> ViewNode? { node.children.dropFirst().first }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        ViewNode.stackedSize(content(node), proposal)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        ViewNode.placeStacked(content(node), in: bounds)
        guard let panel = panel(node) else { return }
        // A presentation covers the screen, not just the view it is attached to: its place is
        // the screen's, not one mirrored in the view's bounds.
        let mirror = node.graph.mirrorBounds
        node.graph.mirrorBounds = nil
        defer { node.graph.mirrorBounds = mirror }
        let screen = CGRect(origin: .zero, size: node.graph.size)
        switch kind {
        case .sheet:
            panel.place(in: CGRect(x: 0, y: min(16, screen.height), width: screen.width, height: max(0, screen.height - 16)))
        case .fullScreenCover:
            panel.place(in: screen)
        case .confirmationDialog:
            let size = panel.sizeThatFits(ProposedViewSize(width: screen.width, height: screen.height))
            let height = min(size.height, screen.height)
            panel.place(in: CGRect(x: 0, y: screen.height - height, width: screen.width, height: height))
        case .alert:
            let size = panel.sizeThatFits(ProposedViewSize(width: min(screen.width, 40 * 8), height: screen.height))
            let fitted = CGSize(width: min(size.width, screen.width), height: min(size.height, screen.height))
            panel.place(in: CGRect(origin: Alignment.center.origin(of: fitted, in: screen), size: fitted))
        }
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        node.children.first?.draw(into: &context)
        panel(node)?.draw(into: &context)
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        var elements = node.children.first?.accessibilityElements() ?? []
        guard let panel = panel(node) else { return elements }
        var modal = AccessibilityElement(id: panel.createdElementID)
        modal.traits = .isModal
        modal.isContainer = true
        modal.frame = panel.frame
        // `interactiveDismissDisabled` in the content: VoiceOver's escape no longer dismisses
        // (UIKit's `isModalInPresentation`); it still goes back inside the content, and it
        // never reaches the screen behind, which the modal covers.
        let isDisabled = Self.dismissIsDisabled(in: panel)
        let presentationDismiss = self.dismiss
        var dismiss: @MainActor () -> Void = { if !isDisabled { presentationDismiss() } }
        var children = panel.accessibilityElements()
        if kind == .alert || kind == .confirmationDialog {
            // Escape on an alert or a confirmation dialog performs its cancel button's action,
            // as UIAlertController's escape does (an action sheet is one too), then dismisses
            // it, wherever focus is in it.
            if let cancel = Self.cancelAction(in: children) {
                dismiss = {
                    cancel()
                    presentationDismiss()
                }
                children = children.map { element in
                    var element = element
                    element.escapeAction = dismiss
                    return element
                }
            }
            if kind == .alert { Self.describeAlert(&modal, by: children) } else { modal.containerType = .confirmationDialog }
        }
        modal.children = children.map { element in
            var element = element
            if element.escapeAction == nil { element.escapeAction = dismiss }
            return element
        }
        modal.escapeAction = dismiss
        elements.append(modal)
        return elements
    }

    /// The action of an alert's cancel button, which `AlertActions` marks with it as its escape.
    private static func cancelAction(in elements: [AccessibilityElement]) -> AccessibilityActionHandler? {
        for element in elements {
            if let action = element.escapeAction { return action }
            if let action = cancelAction(in: element.children) { return action }
        }
        return nil
    }

    /// An alert's container is labelled by its title (the first text) and valued by its message
    /// (the texts between the title and the buttons), which VoiceOver says as focus enters it.
    private static func describeAlert(_ modal: inout AccessibilityElement, by elements: [AccessibilityElement]) {
        let texts = elements.prefix { $0.defaultAction == nil && !$0.isContainer }.map(\.label).filter { !$0.isEmpty }
        modal.containerType = .alert
        modal.label = texts.first ?? ""
        let message = texts.dropFirst().joined(separator: ", ")
        modal.value = message.isEmpty ? nil : message
    }

    /// True when a view in the presented content asks `interactiveDismissDisabled()`.
    private static func dismissIsDisabled(in panel: ViewNode) -> Bool {
        var disabled = false
        panel.forEachNode { node in
            if let behavior = node.behavior as? InteractiveDismissBehavior, behavior.isDisabled { disabled = true }
        }
        return disabled
    }
}

extension View {
    /// The presentation this view is in cannot be dismissed by a gesture: VoiceOver's escape
    /// does not close it (it still goes back inside it); the app's own buttons do.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        InteractiveDismissModifier(content: self, isDisabled: isDisabled)
    }
}

struct InteractiveDismissModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let isDisabled: Bool
    func children(into list: inout ChildList) { list.append(content, key: .named("")) }
    func makeBehavior() -> NodeBehavior { InteractiveDismissBehavior(isDisabled: isDisabled) }
}

/// Marks presented content that gestures may not dismiss; otherwise only structure.
struct InteractiveDismissBehavior: NodeBehavior {
    let isDisabled: Bool
    var isTransparent: Bool { true }
    var passesChildElementsThrough: Bool { true }
}

/// A box with its background cleared, drawn over what is behind it: presentations are opaque,
/// as in SwiftUI, so the screen under a sheet, alert, dialog or cover never shows through.
struct ModalPanel<Content: View>: View, PrimitiveView {
    let content: Content
    func children(into list: inout ChildList) { list.append(content, key: .named("")) }
    func makeBehavior() -> NodeBehavior { ModalPanelBehavior() }
}

struct ModalPanelBehavior: NodeBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - 32) }, height: proposal.height.map { max(0, $0 - 32) })
        let size = node.contentSizeThatFits(inner)
        return CGSize(width: size.width + 32, height: size.height + 32)
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let inner = bounds.insetBy(dx: 16, dy: 16)
        let size = node.contentSizeThatFits(ProposedViewSize(inner.size))
        let fitted = CGSize(width: min(size.width, inner.width), height: min(size.height, inner.height))
        node.placeContent(in: CGRect(origin: Alignment.top.origin(of: fitted, in: inner), size: fitted))
    }
    func draw(_ node: ViewNode, into context: inout DrawContext) {
        let rect = context.cells(node.frame)
        context.fill(rect, style: CellStyle())
        if rect.width >= 2, rect.height >= 2 {
            let style = CellStyle(foreground: Color.outline.terminalColor(in: node.environment))
            context.drawBox(rect, rounded: true, style: style)
        }
        node.drawChildren(into: &context)
    }
    func modifyEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = nil }
}

/// Activating any element inside also sets `isPresented` to false (an alert's buttons).
struct DismissOnActivateModifier: PrimitiveModifier {
    let isPresented: Binding<Bool>
    func makeBehavior() -> NodeBehavior { DismissOnActivateBehavior(isPresented: isPresented) }
}

struct DismissOnActivateBehavior: NodeBehavior {
    let isPresented: Binding<Bool>
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        let binding = isPresented
        return node.childElements().map { element in
            var element = element
            if let action = element.defaultAction {
                element.defaultAction = {
                    action()
                    binding.wrappedValue = false
                }
            }
            return element
        }
    }
}

/// Where a popover points from; an iPhone shows popovers as sheets, so it is accepted.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor)
    case point(UnitPoint)

    public enum Anchor: Sendable {
        case bounds
        case rect(CGRect)
    }
}

extension View {
    /// A popover, as an iPhone (compact width) presents it: a sheet, read as one, that escape
    /// dismisses. The anchor and arrow edge are accepted; there is no arrow to point.
    public func popover<Content: View>(isPresented: Binding<Bool>,
                                       attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// A popover built from `item` while it is not nil: a sheet on an iPhone.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }
}
