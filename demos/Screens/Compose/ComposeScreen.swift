import TermUI

/// A message composer, for Voice Control: people say what they see ("Tap Send").
///
/// - before: the favorite button is a drawn heart with no name, so nothing can be said to reach
///   it; the Send button is labelled "Submit message", so "Tap Send" finds nothing.
/// - after: the heart is labelled "Favorite" with the input labels "Favorite", "Heart" and
///   "Like"; Send's label starts with the word it shows, and "Send" is an input label.
public struct ComposeScreen: DemoScreen {
    public typealias Variant = DemoVariant
    let variant: Variant
    @State private var to = ""
    @State private var message = ""
    @State private var favorite = false
    @State private var status = "Draft"
    @State private var priority = 1.0

    public init(variant: Variant = .after) { self.variant = variant }

    var isFixed: Bool { variant == .after }

    public var body: some View {
        VStack(alignment: .leading) {
            Text("New message")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
            TextField("To", text: $to)
            TextField("Message", text: $message)
            Slider(value: $priority, in: 1...3, step: 1) { Text("Priority") }
                .accessibilityValue("\(Int(priority))")
            HStack {
                favoriteButton
                Spacer()
                sendButton
            }
            Text(status)
        }
        .padding()
    }

    @ViewBuilder private var favoriteButton: some View {
        let button = Button {
            favorite.toggle()
            status = favorite ? "Marked as favorite" : "Draft"
        } label: {
            Circle()
                .fill(favorite ? Color.red : Color.gray)
                .frame(width: 16, height: 16)
        }
        if isFixed {
            button
                .accessibilityLabel("Favorite")
                .accessibilityInputLabels(["Favorite", "Heart", "Like"])
                .accessibilityValue(favorite ? "On" : "Off")
        } else {
            button
        }
    }

    @ViewBuilder private var sendButton: some View {
        let button = Button("Send") { status = "Sent" }
        if isFixed {
            button
                .accessibilityLabel("Send message")
                .accessibilityInputLabels(["Send", "Send message"])
        } else {
            button.accessibilityLabel("Submit message")
        }
    }
}
