import Foundation

// The title forms of `alert` and `confirmationDialog` SwiftUI has beside the `String` one: a
// `LocalizedStringKey` (what a literal is) and a `Text`.
extension View {
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(titleKey.resolved(), isPresented: isPresented, actions: actions)
    }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alert(titleKey.resolved(), isPresented: isPresented, actions: actions, message: message)
    }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title.spokenText, isPresented: isPresented, actions: actions)
    }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alert(title.spokenText, isPresented: isPresented, actions: actions, message: message)
    }

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(titleKey.resolved(), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(titleKey.resolved(), isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions, message: message)
    }
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(title.spokenText, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(title.spokenText, isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions, message: message)
    }
}
