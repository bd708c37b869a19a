import Accessibility
import Foundation

extension View {
    /// Hides the labels of controls inside (Toggle, Picker, Stepper, TextField) from the
    /// drawing; they stay the elements' labels.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}

struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}
