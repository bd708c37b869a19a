import SwiftUI

/// The tail under a speech bubble: a triangle pointing down.
struct Pointer: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// A sine wave across the rectangle, shifted by its phase.
struct Wave: Shape {
    var phase: Double

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        for step in stride(from: 0.0, through: 1.0, by: 0.05) {
            let x = rect.minX + rect.width * step
            let y = rect.midY + sin((step + phase) * 2 * .pi) * rect.height / 2
            path.addLine(to: CGPoint(x: x, y: y))
        }
        return path
    }
}

/// A pie slice from the top, clockwise, as far as the fraction.
struct Slice: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct TripProgress: View {
    var progress = 0.6
    @State private var isAnimating = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Trip to Lisbon")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)

            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.3), lineWidth: 8)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(Int(progress * 100))%")
            }
            .frame(width: 80, height: 80)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Trip progress")
            .accessibilityValue("\(Int(progress * 100)) percent")

            Slice(fraction: progress)
                .fill(.teal)
                .frame(width: 64, height: 64)

            Wave(phase: isAnimating ? 1 : 0)
                .stroke(.blue, lineWidth: 2)
                .frame(height: 32)
                .onAppear { withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { isAnimating = true } }

            HStack {
                Pointer()
                    .fill(.orange)
                    .frame(width: 16, height: 16)
                    .accessibilityLabel("Warning")
                Text("Gate changed to B12")
            }

            Path { path in
                path.move(to: CGPoint(x: 0, y: 8))
                path.addLine(to: CGPoint(x: 200, y: 8))
            }
            .stroke(Color.secondary, lineWidth: 1)
            .frame(height: 16)
        }
        .padding()
    }
}

#Preview {
    TripProgress()
}
