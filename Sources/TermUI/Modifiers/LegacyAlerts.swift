import Foundation

// SwiftUI's first alerts and action sheets: an `Alert` or `ActionSheet` value built from
// `Alert.Button`s, presented by `.alert(isPresented:content:)`, `.alert(item:content:)` and
// `.actionSheet(...)`. Deprecated in SwiftUI but everywhere in sample code. Each is presented
// as the modern `alert(_:isPresented:actions:message:)` (or `confirmationDialog`) with the same
// title, message and buttons, so it is drawn and read exactly as that one is.

/// An alert: a title, an optional message, and one or two buttons.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// One button; none means a single OK button, as SwiftUI shows.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or action sheet: its label, its role and what it does.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: nil, action: action)
        }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .cancel, action: action)
        }
        /// A Cancel button, labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// A list of choices at the bottom of the screen: presented as a confirmation dialog whose title
/// is visible.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]
    public typealias Button = Alert.Button
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The buttons of a legacy alert as the modern alert's actions.
struct LegacyAlertButtons: View {
    let buttons: [Alert.Button]
    /// In an alert or an action sheet, the cancel button's action is its escape.
    var marksCancel = false
    var body: some View {
        ForEach(Array(buttons.indices), id: \.self) { index in
            let button = buttons[index]
            TermUI.Button(role: button.role) { button.action?() } label: { button.label }
                .modifier(CancelActionModifier(isActive: marksCancel && button.role == .cancel))
        }
    }
}

/// The message under a legacy alert's title, or nothing.
struct LegacyAlertMessage: View {
    let message: Text?
    var body: some View {
        if let message { message }
    }
}

extension View {
    /// Presents the alert `content` makes while `isPresented` is true; any button dismisses it.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return self.alert(alert.title, isPresented: isPresented) {
            LegacyAlertButtons(buttons: AlertActions<EmptyView>.placed(alert.buttons) { $0.role == .cancel }, marksCancel: true)
        } message: {
            LegacyAlertMessage(message: alert.message)
        }
    }

    /// Presents the alert made from `item` while it is not nil; dismissing it sets `item` to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        let alert = item.wrappedValue.map(content)
        return self.alert(alert?.title ?? Text(verbatim: ""), isPresented: isPresented) {
            LegacyAlertButtons(buttons: AlertActions<EmptyView>.placed(alert?.buttons ?? []) { $0.role == .cancel }, marksCancel: true)
        } message: {
            LegacyAlertMessage(message: alert?.message)
        }
    }

    /// Presents the action sheet `content` makes while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return confirmationDialog(sheet.title, isPresented: isPresented, titleVisibility: .visible) {
            LegacyAlertButtons(buttons: sheet.buttons, marksCancel: true)
        } message: {
            LegacyAlertMessage(message: sheet.message)
        }
    }

    /// Presents the action sheet made from `item` while it is not nil.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        let sheet = item.wrappedValue.map(content)
        return confirmationDialog(sheet?.title ?? Text(verbatim: ""), isPresented: isPresented, titleVisibility: .visible) {
            LegacyAlertButtons(buttons: sheet?.buttons ?? [], marksCancel: true)
        } message: {
            LegacyAlertMessage(message: sheet?.message)
        }
    }
}
