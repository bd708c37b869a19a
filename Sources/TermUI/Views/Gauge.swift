import Accessibility
import Foundation

/// A value in a range, shown as a bar. Its element is the label with the value as a
/// percentage, or the current value label when there is one.
public struct Gauge<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? min(1, max(0, Double((value - bounds.lowerBound) / span))) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
    public init<V: BinaryFloatingPoint, M: View, X: View>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                                         @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                                         @ViewBuilder minimumValueLabel: () -> M,
                                                         @ViewBuilder maximumValueLabel: () -> X) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel)
    }

    public var body: some View {
        ProgressView(value: fraction, total: 1) { label } currentValueLabel: { currentValueLabel }
    }
}

extension Gauge where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}
