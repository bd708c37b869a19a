import SwiftUI

/// An event's settings in a half-height sheet: labeled values, date pickers in their styles,
/// and a success haptic when saved.
struct EventSettings: View {
    @State private var showsEditor = true
    @State private var saves = 0

    var body: some View {
        List {
            LabeledContent("Event", value: "Beach cleanup")
            LabeledContent("Volunteers") {
                Text("24")
            }
            Button("Edit") { showsEditor = true }
        }
        .sheet(isPresented: $showsEditor) {
            EventEditor(saves: $saves)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
        .sensoryFeedback(.success, trigger: saves)
    }
}

struct EventEditor: View {
    @Binding var saves: Int
    @Environment(\.dismiss) private var dismiss
    @State private var start = Date(timeIntervalSince1970: 1_780_000_000)
    @State private var end = Date(timeIntervalSince1970: 1_780_010_000)

    var body: some View {
        NavigationStack {
            Form {
                DatePicker("Starts", selection: $start)
                    .datePickerStyle(.compact)
                DatePicker("Ends", selection: $end, displayedComponents: .hourAndMinute)
                    .datePickerStyle(.wheel)
                DatePicker("Day", selection: $start, displayedComponents: .date)
                    .datePickerStyle(GraphicalDatePickerStyle())
            }
            .navigationTitle("Edit event")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        saves += 1
                        dismiss()
                    }
                    .keyboardShortcut(.defaultAction)
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                        .keyboardShortcut(.cancelAction)
                }
            }
        }
    }
}

#Preview("Event") { EventSettings() }
