import TermUI

/// The beach widget from "Catch up on accessibility in SwiftUI" (WWDC24): rate beaches and
/// post about them.
///
/// - before: each beach has a star button beside it, read as "Favorite, Button" for every
///   beach: which beach is which is lost, and it takes an extra swipe per beach.
/// - after: the star is folded into its beach as a "Favorite" custom action that rates it and
///   moves it to the top, and a magic tap captures a photo.
public struct BeachWidgetScreen: DemoScreen {
    public typealias Variant = DemoVariant
    let variant: Variant
    @State private var model = BeachWidgetModel()

    public init(variant: Variant = .after) { self.variant = variant }

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Beaches")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
            ForEach(model.ranked) { beach in
                BeachRow(beach: beach, model: model, variant: variant)
            }
            Button("Post") { model.post() }
            if let status = model.status {
                Text(status).foregroundColor(.secondary)
            }
        }
        .padding()
        .modifier(MagicTapCapture(model: model, isEnabled: variant == .after))
    }
}

struct BeachRow: View {
    let beach: Beach
    let model: BeachWidgetModel
    let variant: BeachWidgetScreen.Variant

    var body: some View {
        HStack {
            if variant == .after {
                button.accessibilityAction(named: "Favorite") { model.favorite(beach.id) }
                star.accessibilityHidden(true)
            } else {
                button
                star
            }
        }
        .frame(maxWidth: 320)
    }

    private var button: some View {
        Button(action: { model.rate(beach.id) }) {
            HStack {
                Text(beach.name)
                Spacer()
                Text(beach.rating.text)
                    .foregroundColor(beach.rating == .none ? .secondary : .yellow)
            }
        }
    }

    private var star: some View {
        Button(action: { model.favorite(beach.id) }) {
            Image(systemName: beach.rating == .favorite ? "star.fill" : "star")
        }
    }
}

struct MagicTapCapture: ViewModifier {
    let model: BeachWidgetModel
    let isEnabled: Bool
    func body(content: Content) -> some View {
        if isEnabled {
            content.accessibilityAction(.magicTap) {
                model.capturePhoto()
                AccessibilityNotification.Announcement("Photo captured").post()
            }
        } else {
            content
        }
    }
}

struct Beach: Identifiable, Equatable {
    enum Rating: Equatable {
        case none, liked, favorite
        var text: String {
            switch self {
            case .none: "no rating"
            case .liked: "liked"
            case .favorite: "favorite"
            }
        }
    }
    let id: String
    let name: String
    var rating: Rating = .none
}

@MainActor @Observable
final class BeachWidgetModel {
    var beaches = [Beach(id: "funston", name: "Funston beach"), Beach(id: "baker", name: "Baker beach")]
    var status: String?
    var photos = 0

    /// The favorite beach first, then the others in their order.
    var ranked: [Beach] {
        beaches.filter { $0.rating == .favorite } + beaches.filter { $0.rating != .favorite }
    }

    /// The rating button cycles no rating → liked → no rating.
    func rate(_ id: String) {
        guard let i = beaches.firstIndex(where: { $0.id == id }) else { return }
        beaches[i].rating = beaches[i].rating == .none ? .liked : .none
    }

    /// One favorite at a time.
    func favorite(_ id: String) {
        for i in beaches.indices where beaches[i].rating == .favorite { beaches[i].rating = .none }
        if let i = beaches.firstIndex(where: { $0.id == id }) { beaches[i].rating = .favorite }
    }

    func post() { status = "Posted about \(ranked.first?.name ?? "the beach")" }

    func capturePhoto() {
        photos += 1
        status = "Photo \(photos) captured"
    }
}
