import Accessibility
import Foundation

extension View {
    /// A context menu: VoiceOver offers its buttons as the element's actions.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        accessibilityActions(menuItems)
    }
    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems,
                                                            @ViewBuilder preview: () -> Preview) -> some View {
        accessibilityActions(menuItems)
    }
}
