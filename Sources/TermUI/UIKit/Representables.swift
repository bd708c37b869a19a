import Foundation

/// A UIKit view in SwiftUI. Rotor cannot draw or read a UIKit view: the representable's view
/// is made and updated as in SwiftUI (`makeCoordinator`, `makeUIView`, `updateUIView` after
/// each change, `dismantleUIView` when it goes), and the screen shows it as ONE element that
/// says it is a platform view. Its label is the accessibility modifiers' on the representable,
/// else the label the made view sets (`accessibilityLabel`, a label's text, a button's
/// title), else the representable's type name; its value, hint and traits are the ones the
/// made view sets. The audit reports it (platform-view): what is inside cannot be read here.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    /// The platform view's one element.
    public var body: some View {
        PlatformViewBody(kind: "UIViewRepresentable", typeName: "\(Self.self)",
                         make: { self.makeUIView(context: UIViewRepresentableContext($0)) },
                         update: { self.updateUIView($0 as! UIViewType, context: UIViewRepresentableContext($1)) },
                         dismantle: { Self.dismantleUIView($0 as! UIViewType, coordinator: $1 as! Coordinator) },
                         fit: { self.sizeThatFits($1, uiView: $0 as! UIViewType, context: UIViewRepresentableContext($2)) },
                         makeCoordinator: { self.makeCoordinator() },
                         accessibleViews: { ($0 as! UIView).accessibleViews() })
    }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void { () }
}

/// What `makeUIView` and `updateUIView` receive: the coordinator and the environment.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction: Transaction
    init(_ context: PlatformViewContext) {
        coordinator = context.coordinator as! Representable.Coordinator
        environment = context.environment
        transaction = Transaction()
    }
}

/// A UIKit view controller in SwiftUI, shown as `UIViewRepresentable` shows a view: one
/// element that says it is a platform view, read from the controller's view.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
    public var body: some View {
        PlatformViewBody(kind: "UIViewControllerRepresentable", typeName: "\(Self.self)",
                         make: { self.makeUIViewController(context: UIViewControllerRepresentableContext($0)) },
                         update: { self.updateUIViewController($0 as! UIViewControllerType, context: UIViewControllerRepresentableContext($1)) },
                         dismantle: { Self.dismantleUIViewController($0 as! UIViewControllerType, coordinator: $1 as! Coordinator) },
                         fit: { self.sizeThatFits($1, uiViewController: $0 as! UIViewControllerType,
                                                  context: UIViewControllerRepresentableContext($2)) },
                         makeCoordinator: { self.makeCoordinator() },
                         accessibleViews: { ($0 as! UIViewController).accessibleViews })
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void { () }
}

@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction: Transaction
    init(_ context: PlatformViewContext) {
        coordinator = context.coordinator as! Representable.Coordinator
        environment = context.environment
        transaction = Transaction()
    }
}

// MARK: The element

/// A representable's context before it is typed: its coordinator and environment.
@MainActor
struct PlatformViewContext {
    let coordinator: Any
    let environment: EnvironmentValues
}

/// What a representable's node keeps: the made view or controller and its coordinator.
@MainActor
final class PlatformViewState {
    let made: AnyObject
    let coordinator: Any
    init(made: AnyObject, coordinator: Any) {
        self.made = made
        self.coordinator = coordinator
    }
}

/// Makes the view once, updates it at each evaluation, as SwiftUI does, and reads what the
/// made view says of itself into the element.
struct PlatformViewBody: View {
    let kind: String
    let typeName: String
    let make: @MainActor (PlatformViewContext) -> AnyObject
    /// The representable of this evaluation updates the view it made before.
    let update: @MainActor (AnyObject, PlatformViewContext) -> Void
    let dismantle: @MainActor (AnyObject, Any) -> Void
    /// The representable's own `sizeThatFits`, if it answers.
    let fit: @MainActor (AnyObject, ProposedViewSize, PlatformViewContext) -> CGSize?
    let makeCoordinator: @MainActor () -> Any
    let accessibleViews: @MainActor (AnyObject) -> [UIView]
    private let slot = NodeLocal(PlatformViewState?.none)
    @Environment(\.self) private var environment

    var body: some View {
        let box = slot.box
        let state: PlatformViewState
        if let kept = box.value {
            state = kept
        } else {
            let coordinator = makeCoordinator()
            state = PlatformViewState(made: make(PlatformViewContext(coordinator: coordinator, environment: environment)),
                                      coordinator: coordinator)
            box.value = state
            let dismantle = self.dismantle
            box.node?.onDisappear.append { dismantle(state.made, state.coordinator) }
        }
        // SwiftUI updates a view right after making it, and after each change of its inputs.
        update(state.made, PlatformViewContext(coordinator: state.coordinator, environment: environment))
        var description = PlatformViewDescription(kind: kind, typeName: typeName, views: accessibleViews(state.made))
        let fit = self.fit, context = PlatformViewContext(coordinator: state.coordinator, environment: environment)
        description.fitting = { proposal in fit(state.made, proposal, context) }
        return PlatformViewLeaf(description: description)
    }
}

/// What the made view says of itself, read when the representable's body is evaluated.
struct PlatformViewDescription: Equatable {
    var kind: String
    var typeName: String
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits = []
    var isEnabled = true
    /// What a double tap does: a button's primary actions.
    var activate: (@MainActor () -> Void)?
    /// The size the representable asks for, when it answers `sizeThatFits`.
    var fitting: (@MainActor (ProposedViewSize) -> CGSize?)?

    @MainActor
    init(kind: String, typeName: String, views: [UIView]) {
        self.kind = kind
        self.typeName = typeName
        let labels = views.compactMap { $0.accessibilityLabel }.filter { !$0.isEmpty }
        label = labels.isEmpty ? nil : labels.joined(separator: ", ")
        value = views.lazy.compactMap { $0.accessibilityValue }.first { !$0.isEmpty }
        hint = views.lazy.compactMap { $0.accessibilityHint }.first { !$0.isEmpty }
        let uiTraits = views.reduce(UIAccessibilityTraits()) { $0.union($1.accessibilityTraits) }
        traits = uiTraits.swiftUITraits
        isEnabled = !uiTraits.contains(.notEnabled)
        if let control = views.first as? UIControl, !control.actions.isEmpty {
            activate = { control.sendActions(for: [.primaryActionTriggered, .touchUpInside]) }
        }
    }

    static func == (lhs: PlatformViewDescription, rhs: PlatformViewDescription) -> Bool {
        (lhs.kind, lhs.typeName, lhs.label, lhs.value, lhs.hint) == (rhs.kind, rhs.typeName, rhs.label, rhs.value, rhs.hint)
            && (lhs.traits, lhs.isEnabled) == (rhs.traits, rhs.isEnabled)
            && (lhs.activate == nil) == (rhs.activate == nil)
    }

    /// The words that say what it is, in the element's custom content.
    var platformNote: String { "\(typeName), a \(kind); Rotor cannot read inside it" }
}

/// A representable as the screen has it: a placeholder drawn with its name, one element.
struct PlatformViewLeaf: View, PrimitiveView {
    let description: PlatformViewDescription
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { PlatformViewBehavior(description: description) }
}

/// A platform view the graph laid out: what the audit reports.
public struct PlatformViewRecord: Hashable, Sendable {
    /// "UIViewRepresentable" or "UIViewControllerRepresentable".
    public var kind: String
    /// The representable's type name.
    public var typeName: String
    public var elementID: AccessibilityElementID
    public var frame: CGRect
}

struct PlatformViewBehavior: NodeBehavior {
    let description: PlatformViewDescription
    static let customContentLabel = "Platform view"

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        if let size = description.fitting?(proposal) { return size }
        // A UIKit view with no size of its own takes the space offered, as on iOS.
        let ideal = CGSize(width: CGFloat(TerminalText.width(of: description.typeName) + 4) * 8, height: 48)
        return proposal.replacingUnspecified(with: ideal).clampedFinite(ideal)
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        let rect = context.cells(node.frame)
        guard rect.width > 0, rect.height > 0 else { return }
        var style = node.environment.textStyle
        style.dim = true
        context.fill(rect, grapheme: "░", style: style)
        let name = " \(description.typeName) "
        var nameStyle = node.environment.textStyle
        nameStyle.italic = true
        let x = rect.x + max(0, (rect.width - TerminalText.width(of: name)) / 2)
        context.put(name, x: x, y: rect.y + rect.height / 2, style: nameStyle, within: rect)
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        var element = AccessibilityElement(id: node.leafElementID)
        element.label = description.label ?? description.typeName
        element.value = description.value
        element.hint = description.hint
        element.traits = description.traits
        element.frame = node.frame
        element.isEnabled = node.environment.isEnabled && description.isEnabled
        element.defaultAction = description.activate
        element.customContent = [AccessibilityCustomContent(key: AccessibilityCustomContentKey(Self.customContentLabel),
                                                            value: description.platformNote)]
        node.graph.snapshotFacts.platformView(PlatformViewRecord(kind: description.kind, typeName: description.typeName,
                                                                 elementID: element.id, frame: node.frame), by: node)
        return [element]
    }
}
