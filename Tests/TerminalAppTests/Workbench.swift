import Headless
@testable import TerminalApp
import TermUI

/// A small screen with one of everything the explorer's keys reach: a heading, rows with a
/// custom action, a hint and custom content, a switch, a button that adds a row, a text field,
/// a sound to drag and a slot to drop it on.
struct Workbench: View {
    @State private var rows = ["Lunch with Nick", "Budget review"]
    @State private var alerts = false
    @State private var name = ""
    @State private var slot: String?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Inbox").accessibilityAddTraits(.isHeader)
            ForEach(rows, id: \.self) { row in
                Text(row)
                    .accessibilityHint("Swipe up or down to delete")
                    .accessibilityCustomContent("Sender", "Nick")
                    .accessibilityCustomContent("Received", "Monday")
                    .accessibilityIdentifier("row-" + row)
                    .accessibilityAction(named: "Delete") { rows.removeAll { $0 == row } }
            }
            Toggle("Alerts", isOn: $alerts)
            Button("Add") { rows.append("New message") }
            TextField("Name", text: $name)
            Text("Bells").accessibilityDragPoint(.center, description: "Drag Bells")
            Text(slot ?? "Empty slot")
                .accessibilityLabel("Slot")
                .accessibilityValue(slot ?? "Empty")
                .accessibilityDropPoint(.center, description: "Set sound 1") { slot = $0 }
        }
    }
}

@MainActor
extension Workbench {
    /// A controller over a real session on the workbench, in an 80×24 terminal unless asked.
    static func controller(width: Int = 100, height: Int = 30, theme: ExplorerTheme = .color)
        -> (ExplorerController, ScreenSession) {
        let session = ScreenSession(Workbench(), name: "workbench")
        return (ExplorerController(session: session, width: width, height: height, theme: theme), session)
    }
}

extension ExplorerController {
    /// Presses keys one after another.
    @discardableResult
    func press(_ keys: ExplorerKey...) -> Outcome {
        var last = Outcome.unchanged
        for key in keys { last = handle(.key(key)) }
        return last
    }

    /// Moves the reader to the element whose label starts so, as a script's `focus` does.
    func focus(_ label: String) {
        run(.focus(label))
    }
}

/// A screen whose clock label changes every half second, with rows that can be deleted: time
/// keeps changing the tree while a removed row is shown.
struct Ticker: View {
    @State private var ticks = 0
    @State private var rows = ["Lunch with Nick", "Budget review"]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Tick \(ticks)")
            ForEach(rows, id: \.self) { row in
                Text(row).accessibilityAction(named: "Delete") { rows.removeAll { $0 == row } }
            }
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in ticks += 1 }
        }
    }
}
