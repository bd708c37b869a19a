import TermUI

/// The beach-trip post from "Catch up on accessibility in SwiftUI" (WWDC24): a heading, the
/// trip post, three comments with favorite and reply buttons, and the comments setting.
///
/// - before: what SwiftUI gives by default: every button its own element, the unread dot silent.
/// - after: each comment one element with Favorite and Reply as custom actions, the unread
///   dot labelled, the super favorite labelled only while it is one, and a favorited comment
///   valued "Favorited" (or "Super favorite"), since the star is drawn in a button that became
///   an action.
public struct BeachTripScreen: DemoScreen {
    public typealias Variant = DemoVariant
    let variant: Variant
    @State private var model = BeachTripModel()

    public init(variant: Variant = .after) { self.variant = variant }

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Weekend adventure")
                .font(.largeTitle)
                .accessibilityAddTraits(.isHeader)
            TripPostView(variant: variant, model: model)
            VStack(alignment: .leading, spacing: 16) {
                ForEach(model.comments) { comment in
                    CommentView(comment: comment, model: model, variant: variant)
                }
            }
            Text("Settings")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Toggle("Comments", isOn: $model.commentsEnabled)
        }
        .padding()
    }
}

/// The trip post: a message and a photo. Hovering shows the rating and the attachments.
///
/// - before: the attachments and the rating exist only in the hover overlay, so VoiceOver
///   never reaches them.
/// - after: the attachments' buttons become custom actions (`accessibilityActions` shares the
///   overlay's view) and the rating goes in front of the label SwiftUI made.
struct TripPostView: View {
    let variant: BeachTripScreen.Variant
    let model: BeachTripModel
    @State private var isHovering = false

    var body: some View {
        if variant == .after {
            post
                .accessibilityActions { TripAttachments(model: model) }
                .accessibilityLabel { label in
                    if let rating = model.rating { RatingView(rating: rating) }
                    label
                }
        } else {
            post
        }
    }

    private var post: some View {
        VStack(alignment: .leading) {
            Text("Saturday").bold()
            Text("It was a beautiful weekend! The waves were calm, the sun was shining on the bridge, and there wasn't a cloud in the sky.")
            Image(decorative: "golden-gate-beach")
                .resizable()
                .frame(height: 48)
                .overlay(alignment: .bottomTrailing) {
                    HStack {
                        if let rating = model.rating { RatingView(rating: rating) }
                        TripAttachments(model: model)
                    }
                    .padding(.horizontal, 8)
                    .opacity(isHovering ? 1 : 0)
                }
                .onTapGesture { isHovering.toggle() }
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isImage)
    }
}

/// The trip's attachments: one button for each that the trip has.
struct TripAttachments: View {
    let model: BeachTripModel
    var body: some View {
        HStack {
            if model.hasLocation {
                Button("Location") { model.open("Location") }
            }
            if model.hasRecording {
                Button("Recording") { model.open("Recording") }
            }
        }
    }
}

/// The beach's rating as a symbol; its default label says the rating ("Half star").
struct RatingView: View {
    let rating: String
    var body: some View {
        Image(systemName: rating)
    }
}

/// A comment: the unread dot, the message and its author, then the Favorite and Reply
/// buttons. At the accessibility text sizes the buttons go under the message instead of
/// beside it (an `AnyLayout`, so the views and their state stay the same when the size changes).
struct CommentView: View {
    let comment: Comment
    let model: BeachTripModel
    let variant: BeachTripScreen.Variant
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        if variant == .after {
            // The filled star and the sparkles are drawn in a button that became an action, so
            // the comment's own value says whether it is a favorite.
            row.accessibilityElement(children: .combine)
                .accessibilityValue(favoriteValue, isEnabled: comment.favorite != .none)
        } else {
            row
        }
    }

    private var favoriteValue: String {
        comment.favorite == .superFavorite ? "Super favorite" : "Favorited"
    }

    private var row: some View {
        let layout = dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout(alignment: .top))
        return layout {
            HStack(alignment: .top) {
                UnreadIndicator(isUnread: comment.isUnread, isLabelled: variant == .after)
                VStack(alignment: .leading) {
                    Text(comment.message)
                    Text(comment.author).foregroundColor(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            HStack {
                Button(action: { model.toggleFavorite(comment.id) }) {
                    FavoriteSymbol(favorite: comment.favorite, isLabelled: variant == .after)
                }
                Button(action: { model.reply(to: comment.id) }) {
                    Image(systemName: "arrowshape.turn.up.left")
                }
            }
        }
        .onTapGesture { model.markRead(comment.id) }
    }
}

/// A dot that fades out once the comment is read. Fully transparent views have no element, so
/// the "Unread" label goes away with it.
///
/// While unread it pulses (faint, then full, every second) to catch the eye, unless Reduce
/// Motion is on: then it holds still, as Apple asks of decorative motion. The pulse is an
/// animation that repeats for ever, so nothing in the app runs while it pulses. With
/// Differentiate Without Color it is an envelope (✉) rather than a blue dot, so "unread" does
/// not rest on a colour alone.
struct UnreadIndicator: View {
    let isUnread: Bool
    let isLabelled: Bool
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @State private var isFaint = false

    var body: some View {
        if isLabelled {
            dot.accessibilityLabel("Unread")
        } else {
            // The first draft's dot says nothing, whichever mark it draws.
            dot.accessibilityHidden(true)
        }
    }

    private var pulses: Bool { isUnread && !reduceMotion }

    private var dot: some View {
        mark
            .frame(width: 8, height: 16)
            .opacity(isUnread ? (isFaint ? 0.4 : 1) : 0)
            .animation(pulses ? .easeInOut(duration: 1).repeatForever(autoreverses: true) : nil, value: isFaint)
            .onAppear { isFaint = pulses }
            .onChange(of: pulses) { pulses in isFaint = pulses }
    }

    @ViewBuilder private var mark: some View {
        if differentiateWithoutColor {
            Image(systemName: "envelope")
                .foregroundColor(.blue)
        } else {
            Circle().fill(.blue)
        }
    }
}

/// A star for a favorite; sparkles for a super favorite. The star's default label is right,
/// so the explicit label applies only to the sparkles.
struct FavoriteSymbol: View {
    let favorite: Comment.Favorite
    let isLabelled: Bool
    var body: some View {
        Image(systemName: symbolName)
            .accessibilityLabel("Super favorite", isEnabled: isLabelled && favorite == .superFavorite)
    }
    private var symbolName: String {
        switch favorite {
        case .none: "star"
        case .favorite: "star.fill"
        case .superFavorite: "sparkles"
        }
    }
}
