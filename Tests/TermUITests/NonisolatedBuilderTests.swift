// View builders outside the main actor, as SwiftUI allows them: SwiftUI's `ViewBuilder` is not
// isolated (its static functions are nonisolated), while `View` is `@MainActor @preconcurrency`.
// This file is compiled in Swift 6 mode with the package: with a main-actor `ViewBuilder` the
// global initialiser, the plain struct's initialiser and the global function below do not compile.
import Foundation
import Testing
@testable import TermUI

private struct CatalogueRow: View {
    var body: some View { Text("Robin") }
}

/// A plain, nonisolated struct whose initialiser runs a view builder.
private struct CatalogueEntry: Identifiable {
    let id: String
    let view: AnyView

    init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
        id = title
        view = AnyView(content())
    }
}

/// Made by a global's initialiser, which is nonisolated.
private let catalogueEntries = [
    CatalogueEntry("One") { CatalogueRow() },
    CatalogueEntry("Two") {
        CatalogueRow()
        Text("Moss")
        EmptyView()
    },
]

/// A global view-builder function: nonisolated, with an `if`.
@ViewBuilder
private func sightings(_ count: Int) -> some View {
    if count > 0 {
        Text("\(count) sightings")
    } else {
        Text("None yet")
    }
}

@Suite("View builders outside the main actor")
@MainActor
struct NonisolatedBuilderTests {
    @Test("a global array of view-builder entries and a global @ViewBuilder function are built off the main actor and read like any view")
    func builtOffTheMainActor() {
        #expect(tree(VStack { catalogueEntries[1].view }).labels == ["Robin", "Moss"])
        #expect(tree(catalogueEntries[0].view).labels == ["Robin"])
        #expect(tree(sightings(2)).labels == ["2 sightings"])
        #expect(tree(sightings(0)).labels == ["None yet"])
    }

    @Test("an asset catalog's colour set is Color(\"Name\"); names the catalogs lack are reported as iOS logs them")
    func assetCatalogColoursAndMissingNames() {
        AssetCatalog.register(colorNamed: "TestMoss", red: 0.2, green: 0.4, blue: 0.3, opacity: 1)
        AssetCatalog.register(imageNamed: "TestHarbor")
        #expect(Color("TestMoss") == Color(red: 0.2, green: 0.4, blue: 0.3))
        _ = Image("TestHarbor")
        #expect(!AssetCatalog.missing.contains { $0.contains("TestHarbor") })
        _ = Image("TestHarbour")
        _ = Color("TestMos")
        #expect(AssetCatalog.missing.contains("No image named 'TestHarbour' found in asset catalog"))
        #expect(AssetCatalog.missing.contains("No color named 'TestMos' found in asset catalog"))
        #expect(Color("TestMos") == .clear)
    }
}
