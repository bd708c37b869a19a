import SwiftUI

/// A trip row whose long modifier chain uses a modifier that does not exist.
struct TripRow: View {
    var name = "Beach weekend"
    var nights = 2
    var progress = 0.4
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "sun.max.fill")
                .font(.title2)
                .foregroundStyle(.yellow.gradient)
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.headline)
                Text("\(nights) nights")
                    .font(.subheadline)
                    .foregroundStyle(.secondary.opacity(0.8))
            }
            Spacer(minLength: 8)
            Text(progress, format: .percent)
                .monospacedDigit()
        }
        .padding(.vertical, 8)
        .padding(.horizontal, 12)
        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        .background(.quaternary.shadow(.inner(radius: 2)), in: .rect(cornerRadius: 12))
        .overlay(alignment: .topTrailing) {
            Circle()
                .fill(.red.gradient)
                .frame(width: 8, height: 8)
                .offset(x: 2, y: -2)
        }
        .padding(4)
        .opacity(progress > 0.5 ? 1 : 0.8)
        .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
        .scaleEffect(progress > 0.9 ? 1.05 : 1)
        .cardGlow(.orange, radius: 6)
        .padding(.bottom, 8)
        .accessibilityElement(children: .combine)
        .accessibilityValue("\(Int(progress * 100)) percent packed")
        .accessibilityAddTraits(.isButton)
    }
}

#Preview { TripRow() }
