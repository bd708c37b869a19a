import Accessibility
import Foundation

public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A date as an adjustable element: the label, the date as its value, swipe up or down for the
/// next or previous day (or minute, when only the time is shown), within the range.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        range = nil
        components = displayedComponents
        self.label = label()
    }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.range = range
        components = displayedComponents
        self.label = label()
    }

    /// The date as the picker shows it: medium date, short time.
    static func format(_ date: Date, _ components: DatePickerComponents) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateStyle = components.contains(.date) ? .medium : .none
        formatter.timeStyle = components.contains(.hourAndMinute) ? .short : .none
        return formatter.string(from: date)
    }

    public var body: some View {
        let selection = self.selection, range = self.range, components = self.components
        LabeledContent {
            Text(verbatim: Self.format(selection.wrappedValue, components))
        } label: {
            label
        }
        .accessibilityAdjustableAction { direction in
            let step: Calendar.Component = components.contains(.date) ? .day : .minute
            let sign = direction == .increment ? 1 : -1
            guard var next = Calendar.current.date(byAdding: step, value: sign, to: selection.wrappedValue) else { return }
            if let range { next = min(max(next, range.lowerBound), range.upperBound) }
            selection.wrappedValue = next
        }
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}
