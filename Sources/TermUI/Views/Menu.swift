import Accessibility
import Foundation

/// A button that presents its content's actions. Activating it shows them one under the other
/// at the bottom of the screen, as an action sheet, with Cancel; any of them dismisses it.
/// `primaryAction:` runs on activation instead, and the menu's items become the element's
/// custom actions, as a long press offers them.
public struct Menu<Label: View, Content: View>: View {
    @State private var isPresented = false
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        if let primaryAction {
            Button(action: primaryAction) { label }.accessibilityActions { content }
        } else {
            Button { isPresented = true } label: { label }
                .confirmationDialog("", isPresented: $isPresented) { content }
        }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
