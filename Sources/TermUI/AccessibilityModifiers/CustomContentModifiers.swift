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
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, valueKey.resolved() as String?, importance: importance)
    }
    /// A literal label or value is a `LocalizedStringKey`, as in SwiftUI; a `String` variable
    /// is used as it is.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey.resolved()), valueKey.resolved() as String?,
                                   importance: importance)
    }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey.resolved()), value.spokenText, importance: importance)
    }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey.resolved()), String(value) as String?, importance: importance)
    }
    @_disfavoredOverload
    public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(_ label: L, _ value: V,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(String(label)), String(value) as String?, importance: importance)
    }
    public func accessibilityCustomContent(_ label: Text, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(label.spokenText), value.spokenText, importance: importance)
    }
    @_disfavoredOverload
    public func accessibilityCustomContent<L: StringProtocol>(_ label: L, _ value: Text,
                                                              importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(String(label)), value.spokenText, importance: importance)
    }
}

extension AccessibilityCustomContentKey {
    @MainActor public init(_ label: Text, id: String) { self.init(label.spokenText, id: id) }
    @MainActor public init(_ label: Text) { self.init(label.spokenText) }
    public init(_ labelKey: LocalizedStringKey, id: String) { self.init(labelKey.resolved(), id: id) }
    public init(_ labelKey: LocalizedStringKey) { self.init(labelKey.resolved()) }
}
