import Accessibility
import Foundation

extension View {
    /// Presents a sheet while `item` is not nil, built from the item; dismissing it sets `item`
    /// to nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(isPresented: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }),
              onDismiss: onDismiss) {
            if let value = item.wrappedValue { content(value) }
        }
    }
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        fullScreenCover(isPresented: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }),
                        onDismiss: onDismiss) {
            if let value = item.wrappedValue { content(value) }
        }
    }
}
