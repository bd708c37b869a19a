import SwiftUI
import FieldGuideModel

public struct SpeciesCard: View {
    let species: Species

    nonisolated public init(species: Species) {
        self.species = species
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Text(species.commonName)
                .font(.headline)
            Text(species.latinName)
                .italic()
                .accessibilityLabel(Text("Latin name: \(species.latinName)"))
        }
        .padding()
        .background(Color("Moss", bundle: .module))
        .accessibilityElement(children: .combine)
    }
}

/// A titled sample for the catalogue screen.
struct Example: Identifiable {
    let id: String
    let view: AnyView

    init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
        id = title
        view = AnyView(content())
    }
}

/// The catalogue's entries, made once, before any screen shows them.
let examples = [
    Example("Bird") { SpeciesCard(species: .robin) },
    Example("Moss") { SpeciesCard(species: .haircap) },
]

/// A count badge, or nothing when there is nothing to count.
@ViewBuilder
func sightingsBadge(_ count: Int) -> some View {
    if count > 0 {
        Text("\(count) sightings")
    }
}

struct CatalogueView: View {
    var body: some View {
        List(examples) { example in
            Section(example.id) {
                example.view
            }
        }
        .navigationTitle("Field guide")
    }
}

#Preview("Catalogue") {
    NavigationStack {
        CatalogueView()
    }
}

#Preview("Badge") {
    sightingsBadge(3)
}
