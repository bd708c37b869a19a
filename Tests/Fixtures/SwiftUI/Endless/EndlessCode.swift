import SwiftUI

/// Screens whose own code never returns: the explorer must still quit on q, Ctrl-C, SIGTERM
/// and SIGHUP, and the headless commands must end on `--timeout`.

/// Counts for ever (a 64-bit counter wraps after centuries), so the compiler sees a loop that
/// can end and keeps it.
func spinForever() -> Int {
    var turns = 0
    repeat { turns &+= 1 } while turns != -1
    return turns
}

/// A button whose action never returns.
struct EndlessAction: View {
    @State private var turns = 0

    var body: some View {
        VStack {
            Text("Endless action")
                .accessibilityAddTraits(.isHeader)
            Button("Spin for ever") { turns = spinForever() }
            Text("Turns: \(turns)")
        }
    }
}

/// A body that never returns.
struct EndlessBody: View {
    var body: some View {
        Text("Turned \(spinForever()) times")
    }
}

#Preview("Endless action") {
    EndlessAction()
}
