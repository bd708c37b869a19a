import Accessibility
import Foundation
import Testing
@testable import TermUI

// Snippets from "SwiftUI Accessibility: Beyond the basics" (WWDC21), as written, with only
// platform-bound lines removed. Each test checks the tree the session describes.

private struct WelcomeView: View {
    var body: some View {
        VStack {
            Text("WWDC 2021")
                .accessibilityAddTraits(.isHeader)

            Text("SwiftUI Accessibility")
            Text("Beyond the Basics")

            Image(systemName: "checkmark.seal.fill")
        }
    }
}

private struct SeedAlert: Identifiable {
    var id: Int
    var isUnread: Bool
    var isFlagged: Bool
    var subject: String
    var content: String
    // The session's rotor code reads these two; the snippet's model leaves them out.
    var isWarning: Bool { isFlagged }
    var title: String { subject }
}

private struct AlertCellView: View {
    var alert: SeedAlert

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                if alert.isUnread {
                    Circle()
                        .foregroundColor(.blue)
                        .frame(width: 10, height: 10)
                }
                if alert.isFlagged {
                    Image(systemName: "exclamationmark.triangle.fill")
                        .foregroundColor(.orange)
                        .frame(width: 10, height: 10)
                }
                Text(alert.subject)
                    .font(.headline)
                    .fontWeight(.semibold)
                Spacer()
                Text("04/30/21")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            Text(alert.content)
                .lineLimit(3)
        }
        .padding(10)
        .background(
            RoundedRectangle(cornerRadius: 8)
                .foregroundColor(Color(white: 0.9))
        )
    }
}

private struct AlertsViewImplicitRotor: View {
    var alerts: [SeedAlert]

    var body: some View {
        VStack {
            ForEach(alerts) { alert in
                AlertCellView(alert: alert)
                    .accessibilityElement(children: .combine)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityRotor("Warnings") {
            ForEach(alerts) { alert in
                if alert.isWarning {
                    AccessibilityRotorEntry(alert.title, id: alert.id)
                }
            }
        }
    }
}

private struct AlertActionsView: View {
    var alert: SeedAlert
    var body: some View {
        HStack {
            Button("Archive") {}
            Button("Flag") {}
        }
    }
}

private struct AlertsViewExplicitRotor: View {
    var alerts: [SeedAlert]
    @Namespace var namespace

    var body: some View {
        VStack {
            ForEach(alerts) { alert in
                VStack {
                    AlertCellView(alert: alert)
                        .accessibilityElement(children: .combine)
                        .accessibilityRotorEntry(id: alert.id, in: namespace)
                    AlertActionsView(alert: alert)
                }
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityRotor("Warnings") {
            ForEach(alerts) { alert in
                if alert.isWarning {
                    AccessibilityRotorEntry(alert.title, id: alert.id, in: namespace)
                }
            }
        }
    }
}

private let seedAlerts = [
    SeedAlert(id: 1, isUnread: true, isFlagged: true, subject: "Budget exceeded", content: "You went over your food budget."),
    SeedAlert(id: 2, isUnread: false, isFlagged: false, subject: "New friend", content: "Sam accepted your challenge."),
    SeedAlert(id: 3, isUnread: true, isFlagged: true, subject: "Payment due", content: "Rent is due tomorrow."),
]

@MainActor
struct WWDC21BeyondTheBasicsTests {
    @Test("the welcome preview: a heading, two texts and the seal symbol read by its name")
    func welcome() {
        let t = tree(WelcomeView())
        #expect(t.labels == ["WWDC 2021", "SwiftUI Accessibility", "Beyond the Basics", "checkmark seal fill"])
        #expect(t.first("WWDC 2021")?.traits.contains(.isHeader) == true)
        #expect(t.first("checkmark seal fill")?.traits.names == ["isImage"])
    }

    @Test("an alert cell without combine reads its texts in order, the flag by its meaning, and draws them")
    func alertCellAlone() {
        let graph = ViewGraph(AlertCellView(alert: seedAlerts[0]), columns: 40, rows: 8)
        #expect(graph.accessibilityTree().labels == ["Warning", "Budget exceeded", "04/30/21", "You went over your food budget."])
        let text = graph.draw().text
        #expect(text.contains("Budget exceeded"))
        #expect(text.contains("04/30/21"))
    }

    // The warning triangle's label is only its symbol's name and the texts give one, so it
    // stays out of the cell's label, as VoiceOver on iOS reads it.
    @Test("each alert cell is one combined element inside a container that owns the Warnings rotor")
    func implicitRotor() {
        let t = tree(AlertsViewImplicitRotor(alerts: seedAlerts), columns: 60, rows: 20)
        #expect(t.roots.count == 1)
        let container = t.roots[0]
        #expect(container.isContainer)
        #expect(container.children.map(\.label) == [
            "Budget exceeded, 04/30/21, You went over your food budget.",
            "New friend, 04/30/21, Sam accepted your challenge.",
            "Payment due, 04/30/21, Rent is due tomorrow.",
        ])
        #expect(container.rotors.map(\.name) == ["Warnings"])
        #expect(container.rotors[0].entries.map(\.label) == ["Budget exceeded", "Payment due"])
        // The implicit entries target the cells by their ForEach ids.
        #expect(container.children[2].rotorKeys.contains(AccessibilityRotorKey(id: AnyHashable(3), namespace: nil)))
    }

    @Test("explicit rotor entries in a namespace target the alert cell, not its actions")
    func explicitRotor() {
        let t = tree(AlertsViewExplicitRotor(alerts: seedAlerts), columns: 60, rows: 30)
        let container = t.roots[0]
        #expect(container.rotors[0].entries.map(\.label) == ["Budget exceeded", "Payment due"])
        guard case .element(let id, let namespace) = container.rotors[0].entries[1].target else {
            Issue.record("entry should target an element")
            return
        }
        let targets = t.allElements.filter { $0.rotorKeys.contains(AccessibilityRotorKey(id: id, namespace: namespace)) }
        #expect(targets.map(\.label) == ["Payment due, 04/30/21, Rent is due tomorrow."])
        #expect(t.labels.contains("Archive"))
    }
}
