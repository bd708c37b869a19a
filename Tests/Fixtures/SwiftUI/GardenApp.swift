import SwiftUI

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup {
            GardenView()
        }
    }
}

struct Plant: Identifiable {
    let id = UUID()
    let name: String
    let daysSinceWatered: Int
}

/// A helper view as real projects write it: its title is a LocalizedStringKey.
struct SettingRow: View {
    let title: LocalizedStringKey
    @Binding var isOn: Bool

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}

struct GardenView: View {
    @State private var remindMe = true
    let plants = [
        Plant(name: "Basil", daysSinceWatered: 1),
        Plant(name: "Fern", daysSinceWatered: 4),
    ]

    var body: some View {
        NavigationView {
            VStack(alignment: .leading) {
                GroupBox(label: Label("Watering", systemImage: "drop")) {
                    ForEach(plants) { plant in
                        HStack {
                            Text(plant.name)
                            Spacer()
                            Text("\(plant.daysSinceWatered) days")
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
                SettingRow(title: "Remind me", isOn: $remindMe)
                Button(action: { remindMe.toggle() }) {
                    Text("Water all")
                }
            }
            .navigationBarTitle("Garden")
        }
    }
}

struct GardenView_Previews: PreviewProvider {
    static var previews: some View {
        GardenView()
    }
}
