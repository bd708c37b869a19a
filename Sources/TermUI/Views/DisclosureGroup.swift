import Accessibility
import Foundation

/// A label that shows or hides its content. Its element is a button whose value says
/// "Expanded" or "Collapsed"; activation toggles it, and the content's elements follow it.
public struct DisclosureGroup<Label: View, Content: View>: View {
    @State private var ownExpansion = false
    @Environment(\.layoutDirection) private var layoutDirection
    let isExpanded: Binding<Bool>?
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = nil
        self.content = content()
        self.label = label()
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let expanded = isExpanded?.wrappedValue ?? ownExpansion
        VStack(alignment: .leading, spacing: 0) {
            Button {
                if let isExpanded { isExpanded.wrappedValue.toggle() } else { ownExpansion.toggle() }
            } label: {
                HStack(spacing: 8) {
                    label
                    Spacer()
                    // Collapsed, the chevron points the way the content would open: trailing.
                    Text(expanded ? "▾" : layoutDirection == .rightToLeft ? "◂" : "▸").accessibilityHidden(true)
                }
            }
            .accessibilityValue(expanded ? "Expanded" : "Collapsed")
            if expanded { content.padding(.leading, 16) }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}
