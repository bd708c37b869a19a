import SwiftUI

/// One entry of the catalogue screen: a title and the view it shows.
struct Example: Identifiable {
    let id = UUID()
    let title: String
    let view: AnyView

    init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.view = AnyView(content())
    }
}

let examples = [
    Example("Favorite row") {
        TrailRow(trail: Trail.samples[0], isFavorite: true)
    },
    Example("Badges") {
        DifficultyBadge(difficulty: .easy)
        DifficultyBadge(difficulty: .hard)
    },
]

struct ExamplesView: View {
    var body: some View {
        List(examples) { example in
            Section(header: Text(example.title)) {
                example.view
            }
        }
    }
}

struct ExamplesView_Previews: PreviewProvider {
    static var previews: some View {
        ExamplesView()
    }
}
