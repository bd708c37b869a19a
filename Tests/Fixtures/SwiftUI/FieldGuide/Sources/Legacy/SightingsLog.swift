import SwiftUI
import FieldGuideModel

/// The sightings screen as the app first shipped it, before it moved to Swift 6.
final class SightingsLog: ObservableObject {
    @Published var entries: [String] = ["European robin, 08:12"]

    func add(_ species: Species) {
        DispatchQueue.global(qos: .utility).async {
            let entry = "\(species.commonName), now"
            DispatchQueue.main.async {
                self.entries.insert(entry, at: 0)
            }
        }
    }
}

struct SightingsView: View {
    @StateObject private var log = SightingsLog()

    var body: some View {
        List {
            Section(header: Text("Sightings")) {
                ForEach(log.entries, id: \.self) { entry in
                    Text(entry)
                }
            }
            Button("Log a robin") {
                log.add(.robin)
            }
        }
    }
}

struct SightingsView_Previews: PreviewProvider {
    static var previews: some View {
        SightingsView()
    }
}
