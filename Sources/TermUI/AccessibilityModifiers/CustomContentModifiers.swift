import Accessibility
import Foundation

extension View {
    /// Extra information beyond label, value and hint, read through More Content; `.high`
    /// importance is spoken right after the value. A key with the same id replaces earlier
    /// content; different ids add.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: String?,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        // Custom content on a view with no element (a shape) creates one, and so survives a
        // combine around it.
        accessibilityEach(create: value.map { !$0.isEmpty } ?? false) { element in
            element.customContent.removeAll { $0.key.id == key.id }
            if let value, !value.isEmpty {
                element.customContent.append(AccessibilityCustomContent(key: key, value: value, importance: importance))
            }
        }
    }
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, value?.spokenText, importance: importance)
    }
    public func accessibilityCustomContent(_ label: String, _ value: String,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(label), value, importance: importance)
    }
    public func accessibilityCustomContent(_ label: Text, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(label.spokenText), value.spokenText, importance: importance)
    }
    public func accessibilityCustomContent(_ label: String, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(label), value.spokenText, importance: importance)
    }
}

extension AccessibilityCustomContentKey {
    @MainActor public init(_ label: Text, id: String) { self.init(label.spokenText, id: id) }
    @MainActor public init(_ label: Text) { self.init(label.spokenText) }
}
