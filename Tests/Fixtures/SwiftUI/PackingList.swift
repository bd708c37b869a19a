import SwiftUI
import UniformTypeIdentifiers

extension UTType {
    static let packingItem = UTType(exportedAs: "com.example.packing-item")
}

struct PackingItem: Codable, Identifiable, Transferable {
    var name: String
    var quantity: Int
    var id: String { name }

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .packingItem)
        ProxyRepresentation(exporting: \.name)
    }
}

struct PackingList: View {
    @State private var ideas = [
        PackingItem(name: "Sunscreen", quantity: 1),
        PackingItem(name: "Towels", quantity: 2),
    ]
    @State private var bag: [PackingItem] = []
    @State private var notes: [String] = []
    @State private var isTargeted = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("Ideas")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            ForEach(ideas) { item in
                Text(item.name)
                    .draggable(item)
            }

            Text(isTargeted ? "Bag, ready" : "Bag")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            VStack(alignment: .leading) {
                if bag.isEmpty {
                    Text("Drop ideas here")
                }
                ForEach(bag) { item in
                    Text("\(item.quantity) × \(item.name)")
                }
            }
            .dropDestination(for: PackingItem.self) { items, _ in
                bag.append(contentsOf: items)
                return true
            }

            Text("Notes")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Text(notes.isEmpty ? "No notes" : notes.joined(separator: ", "))
                .onDrop(of: [.plainText], isTargeted: $isTargeted) { providers in
                    for provider in providers {
                        _ = provider.loadObject(ofClass: String.self) { text, _ in
                            if let text {
                                notes.append("Remember \(text)")
                            }
                        }
                    }
                    return true
                }
        }
    }
}

#Preview("Packing") {
    PackingList()
}
