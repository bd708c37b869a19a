import Combine
import SwiftUI

/// Counts down to boarding once a second; the gate can change while the screen is open.
final class GateUpdates {
    let gateChanged = PassthroughSubject<String, Never>()
    let status = CurrentValueSubject<String, Never>("On time")
}

struct BoardingCountdownView: View {
    @State private var secondsLeft = 3
    @State private var gate = "B12"
    @State private var status = ""
    @State private var greeting = ""
    private let updates = GateUpdates()
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 8) {
            Text(secondsLeft > 0 ? "Boarding in \(secondsLeft) seconds" : "Now boarding")
                .accessibilityAddTraits(.updatesFrequently)
            Text("Gate \(gate)")
            Text("Status: \(status)")
            Text(greeting)
            Button("Simulate gate change") {
                updates.gateChanged.send("C4")
                updates.status.send("Delayed")
            }
        }
        .onReceive(timer) { _ in
            if secondsLeft > 0 {
                secondsLeft -= 1
            }
        }
        .onReceive(updates.gateChanged) { newGate in
            gate = newGate
        }
        .onReceive(updates.status.removeDuplicates()) { newStatus in
            status = newStatus
        }
        .onReceive(Just("Welcome aboard, Ada").map { $0.uppercased() }) { text in
            greeting = text
        }
    }
}

#Preview("Countdown") {
    BoardingCountdownView()
}
