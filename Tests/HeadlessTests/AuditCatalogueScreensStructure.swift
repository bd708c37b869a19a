import Foundation
import TermUI

/// The catalogue's techniques for grouping, order, repeated controls and modals.
extension AuditCatalogue {
    static func structure() -> [CatalogueTechnique] {
        [
            CatalogueTechnique("Card read as scattered elements", "name, role and city are three stops instead of one", unseen: true) {
                VStack(alignment: .leading) { Text("Ana Silva"); Text("Designer"); Text("Lisbon") }
            } good: {
                VStack(alignment: .leading) { Text("Ana Silva"); Text("Designer"); Text("Lisbon") }
                    .accessibilityElement(children: .combine)
            },
            CatalogueTechnique("Card that ignores its button", "children: .ignore drops the card's Message button") {
                VStack(alignment: .leading) { Text("Ana Silva"); Button("Message") {} }
                    .accessibilityElement(children: .ignore).accessibilityLabel("Ana Silva")
            } good: {
                VStack(alignment: .leading) { Text("Ana Silva"); Button("Message") {} }
                    .accessibilityElement(children: .combine)
            },
            CatalogueTechnique("\"Details\" repeated in each section", "two buttons called \"Details\" act on different things") {
                VStack(alignment: .leading) {
                    Section("Orders") { Text("2 open orders"); Button("Details") {} }
                    Section("Returns") { Text("1 return on its way"); Button("Details") {} }
                }
            } good: {
                VStack(alignment: .leading) {
                    Section("Orders") { Text("2 open orders"); Button("Details") {}.accessibilityLabel("Order details") }
                    Section("Returns") {
                        Text("1 return on its way")
                        Button("Details") {}.accessibilityLabel("Return details")
                    }
                }
            },
            CatalogueTechnique("\"Remove\" repeated in each row", "every row's button is called \"Remove\"") {
                List { ForEach(["Milk", "Eggs", "Bread"], id: \.self) { item in HStack { Text(item); Button("Remove") {} } } }
            } good: {
                List {
                    ForEach(["Milk", "Eggs", "Bread"], id: \.self) { item in
                        HStack { Text(item); Button("Remove") {}.accessibilityLabel("Remove \(item)") }
                    }
                }
            },
            CatalogueTechnique("Hidden header control", "the header's Add button is hidden and nothing else adds a note") {
                VStack(alignment: .leading) {
                    HStack { Text("Notes").accessibilityAddTraits(.isHeader); Button("Add") {}.accessibilityHidden(true) }
                    Text("No notes yet")
                }
            } good: {
                VStack(alignment: .leading) {
                    HStack { Text("Notes").accessibilityAddTraits(.isHeader); Button("Add") {}.accessibilityHidden(true) }
                    Text("No notes yet")
                    Button("Add") {}
                }
            },
            CatalogueTechnique("Small tap target", "a one-character close button, far under 44 points") {
                Button {} label: { Text("x") }.accessibilityLabel("Close")
            } good: {
                Button("Close") {}
            },
        ]
    }

    static func order() -> [CatalogueTechnique] {
        [
            CatalogueTechnique("Reading order changed by sort priority", "the total at the bottom is read before the lines above it") {
                VStack(alignment: .leading) {
                    Text("Coffee $4"); Text("Cake $5")
                    Text("Total $9").accessibilitySortPriority(1)
                }
            } good: {
                VStack(alignment: .leading) { Text("Coffee $4"); Text("Cake $5"); Text("Total $9") }
            },
            CatalogueTechnique("Grid read out of order", "sort priorities read a stats grid's values before their names") {
                Grid {
                    GridRow { Text("Steps"); Text("Distance") }
                    GridRow { Text("8 012").accessibilitySortPriority(1); Text("5.1 km").accessibilitySortPriority(1) }
                }
            } good: {
                Grid {
                    GridRow { Text("Steps"); Text("Distance") }
                    GridRow { Text("8 012"); Text("5.1 km") }
                }
            },
        ]
    }

    static func navigation() -> [CatalogueTechnique] {
        [
            CatalogueTechnique("Link text \"Click here\"", "two links both called \"Click here\"") {
                VStack(alignment: .leading) {
                    Text("Our terms changed.")
                    Link("Click here", destination: site)
                    Text("Our privacy policy changed too.")
                    Link("Click here", destination: site)
                }
            } good: {
                VStack(alignment: .leading) {
                    Text("Our terms and privacy policy changed.")
                    Link("Read the terms", destination: site)
                    Link("Read the privacy policy", destination: site)
                }
            },
            CatalogueTechnique("Tap gesture on text", "\"Forgot password?\" answers a tap but is not announced as a button") {
                Text("Forgot password?").onTapGesture {}
            } good: {
                Button("Forgot password?") {}
            },
            CatalogueTechnique("Long press as the only way", "a row deleted only by a long press") {
                CatDeletableRow(offersAction: false)
            } good: {
                CatDeletableRow(offersAction: true)
            },
            CatalogueTechnique("Custom action that does nothing audible", "a \"Mark as read\" action that changes nothing on the screen") {
                CatMailRow(showsEffect: false)
            } good: {
                CatMailRow(showsEffect: true)
            },
            // No rule looks for a missing modal trait; traversal-order may still fire on the
            // overlay, whose elements are read after the page's lower ones.
            CatalogueTechnique("Modal without the modal trait", "VoiceOver wanders behind a dialog drawn over the page", unseen: true) {
                CatDeleteDialog(isModal: false)
            } good: {
                CatDeleteDialog(isModal: true)
            },
            CatalogueTechnique("Modal without an escape", "a modal dialog the two-finger scrub cannot close") {
                CatDeleteDialog(isModal: true, escapes: false)
            } good: {
                CatDeleteDialog(isModal: true)
            },
        ]
    }
}

struct CatDeletableRow: View {
    var offersAction: Bool
    @State var deleted = false
    var body: some View {
        VStack {
            if deleted {
                Text("Deleted")
            } else if offersAction {
                Text("Invoice 42").onLongPressGesture { deleted = true }
                    .accessibilityAction(named: "Delete") { deleted = true }
            } else {
                Text("Invoice 42").onLongPressGesture { deleted = true }
            }
        }
    }
}

struct CatMailRow: View {
    var showsEffect: Bool
    @State var unread = true
    var body: some View {
        Text(showsEffect && unread ? "Ana: Lunch? (unread)" : "Ana: Lunch?")
            .accessibilityAction(named: "Mark as read") { unread = false }
    }
}

struct CatDeleteDialog: View {
    var isModal: Bool
    var escapes = true
    @State var shown = true
    var body: some View {
        ZStack {
            VStack { Text("Photos"); Button("Select") {} }
            if shown {
                if escapes {
                    dialog.accessibilityAction(.escape) { shown = false }
                } else {
                    dialog
                }
            }
        }
    }
    var dialog: some View {
        VStack {
            Text("Delete 3 photos?")
            HStack { Button("Delete") { shown = false }; Button("Cancel") { shown = false } }
        }
        .background(Color.black)
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(isModal ? .isModal : [])
    }
}
