import Accessibility
import Foundation

/// Dismisses the presentation a view is in: the sheet or cover it was presented in, or the
/// navigation destination it was pushed as (`@Environment(\.dismiss) var dismiss; dismiss()`).
/// Outside one it does nothing, as in SwiftUI.
@MainActor
public struct DismissAction {
    let action: @MainActor () -> Void
    public func callAsFunction() { action() }
}

struct DismissKey: EnvironmentKey {
    static let defaultValue: DismissAction? = nil
}

extension EnvironmentValues {
    public var dismiss: DismissAction {
        get { self[DismissKey.self] ?? DismissAction {} }
        set { self[DismissKey.self] = newValue }
    }
    /// Whether the view is in a sheet, cover or pushed destination it can dismiss.
    public var isPresented: Bool { self[DismissKey.self] != nil }
}
