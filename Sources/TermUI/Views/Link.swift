import Accessibility
import Foundation

/// Opens URLs for views (`Link`, and code that reads `@Environment(\.openURL)`).
public struct OpenURLAction {
    public enum Result: Sendable {
        case handled, discarded, systemAction
        public static func systemAction(_ url: URL) -> Result { .systemAction }
    }
    let handler: @MainActor (URL) -> Result

    public init(handler: @escaping @MainActor (URL) -> Result) { self.handler = handler }

    @MainActor @discardableResult
    public func callAsFunction(_ url: URL) -> Result {
        let result = handler(url)
        if case .systemAction = result { OpenURLAction.record(url) }
        return result
    }

    /// Adds a URL handed to the system to `opened`.
    @MainActor static func record(_ url: URL) {
        opened.append(url)
        if opened.count > openedLimit { opened.removeFirst() }
    }

    /// The URLs handed to the system: a terminal opens nothing, so they are recorded here, in
    /// order, for the explorer and tests to see; the latest 100, so a long session stays small.
    @MainActor public static var opened: [URL] = []
    static let openedLimit = 100
    static var system: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .system }
}

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// A control that opens a URL. Its element has the link trait and the label of its label
/// content; activation opens the URL through the environment's `openURL`.
public struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
    func children(into list: inout ChildList) { list.append(label, key: .named("")) }
    func makeBehavior() -> NodeBehavior { LinkBehavior(destination: destination) }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

struct LinkBehavior: NodeBehavior {
    let destination: URL

    func modifyEnvironment(_ environment: inout EnvironmentValues) {
        if environment.foregroundColor == nil, environment.isEnabled { environment.foregroundColor = environment.tint ?? .accentColor }
        environment.isUnderlined = true
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        let content = node.childElements()
        var element = AccessibilityElement(id: node.leafElementID)
        element.label = ElementRules.joinedLabel(content)
        element.traits = .isLink
        // Named by its pictures alone ("Globe"): kept for the audit, which asks for a purpose.
        let named = content.filter { !$0.label.isEmpty }
        if !named.isEmpty, named.allSatisfy({ $0.traits.contains(.hasDefaultImageLabel) }) {
            element.traits.insert(.labelIsImageName)
        }
        element.frame = node.frame
        element.isEnabled = node.environment.isEnabled
        ElementRules.carry(from: content, into: &element)
        if element.isEnabled {
            let open = node.environment.openURL, url = destination
            element.defaultAction = { open(url) }
        }
        return [element]
    }
}
