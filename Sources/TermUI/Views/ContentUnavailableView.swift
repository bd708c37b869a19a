import Accessibility
import Foundation

/// heading, then the description; the symbol is decorative.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            label.bold().accessibilityAddTraits(.isHeader)
            description.foregroundStyle(.secondary).multilineTextAlignment(.center)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == SwiftUILabel<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUILabel(titleKey, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUILabel(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == SwiftUILabel<Text, Image>, Description == Text?, Actions == EmptyView {
    /// "No Results", for a search with no matches.
    public static var search: ContentUnavailableView<SwiftUILabel<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
    /// "No Results for "text"".
    public static func search(text: String) -> ContentUnavailableView<SwiftUILabel<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView(verbatimTitle: "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
    init(verbatimTitle: String, systemImage name: String, description: Text?) {
        self.init(label: { SwiftUILabel(verbatimTitle, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
}
