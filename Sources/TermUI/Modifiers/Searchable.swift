import Accessibility
import Foundation

/// Where a search field goes. TermUI puts it above the view it modifies.
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

extension View {
    /// A search field above the view, read "Search, Search field" (or its prompt); typing into
    /// it writes `text`. The placement is accepted and the field always goes above.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField(text: text, prompt: prompt ?? Text("Search")) { prompt ?? Text("Search") }
                .accessibilityAddTraits(.isSearchField)
            self
        }
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}
