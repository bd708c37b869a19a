import SwiftUI

/// A tip calculator: the bill is a currency field, the tip a percent field with an old-style
/// formatter; a haptic marks each new total.
struct TipCalculator: View {
    @State private var bill = 42.0
    @State private var tipPercent = 18
    @State private var people = 2

    private let percentFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .none
        return formatter
    }()

    var total: Double { bill * (1 + Double(tipPercent) / 100) }

    var body: some View {
        Form {
            Section("Bill") {
                TextField("Amount", value: $bill, format: .number.precision(.fractionLength(2)))
                    .keyboardType(.decimalPad)
                TextField("Tip percent", value: $tipPercent, formatter: percentFormatter)
                    .keyboardType(.numberPad)
                Stepper("People: \(people)", value: $people, in: 1...12)
            }
            Section("Each pays") {
                Text(total / Double(people), format: .number.precision(.fractionLength(2)))
                    .font(.system(size: 34, weight: .semibold, design: .rounded))
                    .contentTransition(.numericText())
                    .monospacedDigit()
            }
        }
        .sensoryFeedback(.selection, trigger: people)
        .sensoryFeedback(.impact(weight: .light), trigger: tipPercent)
        .sensoryFeedback(trigger: bill) { old, new in new > old ? .increase : .decrease }
        .scrollDismissesKeyboard(.immediately)
    }
}

#Preview("Tip") { TipCalculator() }
