import Testing
@testable import TermUI

/// A style of one's own, as SwiftUI code writes them.
private struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

private struct BadgedLabelStyle: LabelStyle {
    var count: Int
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
            Text("\(count) new")
        }
    }
}

private struct IconBoxLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.icon
            .padding(.horizontal, 8)
    }
}

/// Wraps the label the style is given, styled as the styles outside it say.
private struct TintedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
            .foregroundStyle(.red)
    }
}

/// A count that a button raises, shown by the label's style.
private struct Inbox: View {
    @State private var count = 1
    var body: some View {
        VStack {
            Button("More") { count += 1 }
            Label("Inbox", systemImage: "tray").labelStyle(BadgedLabelStyle(count: count))
        }
    }
}

/// Custom `LabelStyle` bodies: drawn by the style; VoiceOver reads what the body makes, one
/// element, the title standing for the label as in the built-in styles.
@MainActor
struct CustomLabelStyleTests {
    @Test("a custom label style draws its body: configuration.title and configuration.icon where it puts them")
    func customStyleDrawsItsBody() {
        let label = Label("Favorites", systemImage: "star.fill")
        #expect(drawing(label.labelStyle(TrailingIconLabelStyle()), columns: 11, rows: 1) == "Favorites ★")
        #expect(drawing(label, columns: 11, rows: 1) == "★ Favorites", "without a style, the icon leads")
    }

    @Test("a label in a custom style is one element labelled by its title; the icon is not read")
    func customStyleReadsTheTitle() {
        let t = tree(Label("Favorites", systemImage: "star.fill").labelStyle(TrailingIconLabelStyle()))
        #expect(t.labels == ["Favorites"])
        #expect(!t.roots[0].traits.contains(.isImage))
    }

    @Test("an icon-only custom style still reads the title, as labelStyle(.iconOnly) does")
    func iconOnlyCustomStyleReadsTheTitle() {
        let view = Label("Favorites", systemImage: "star.fill").labelStyle(IconBoxLabelStyle())
        #expect(drawing(view, columns: 3, rows: 1) == " ★")
        #expect(tree(view).labels == ["Favorites"])
    }

    @Test("what else the body makes is read after the title, in the body's order")
    func otherContentIsRead() {
        let view = Label("Inbox", systemImage: "tray").labelStyle(BadgedLabelStyle(count: 3))
        #expect(tree(view, columns: 30).labels == ["Inbox, 3 new"])
    }

    @Test("labelStyle applies to every label inside; the nearest style wins, and a built-in style inside replaces a custom one")
    func nearestStyleWins() {
        let t = tree(VStack {
            Label("Rain", systemImage: "cloud.rain")
            Label("Snow", systemImage: "snow").labelStyle(.titleOnly)
        }.labelStyle(BadgedLabelStyle(count: 1)))
        #expect(t.labels == ["Rain, 1 new", "Snow"])
        let drawn = drawing(VStack {
            Label("Rain", systemImage: "cloud.rain")
            Label("Snow", systemImage: "snow").labelStyle(.titleOnly)
        }.labelStyle(BadgedLabelStyle(count: 1)), columns: 20, rows: 2)
        #expect(drawn.contains("1 new") && drawn.contains("Snow") && !drawn.contains("❄"), "got \(drawn)")
    }

    @Test("Label(configuration) inside a style draws the label as the styles outside it say, without recursing")
    func labelFromConfiguration() {
        let view = Label("Favorites", systemImage: "star.fill").labelStyle(TintedLabelStyle())
        #expect(drawing(view, columns: 11, rows: 1) == "★ Favorites")
        #expect(tree(view).labels == ["Favorites"])
        let iconOnly = VStack { Label("Favorites", systemImage: "star.fill").labelStyle(TintedLabelStyle()) }.labelStyle(.iconOnly)
        #expect(drawing(iconOnly, columns: 5, rows: 1) == "  ★")
        #expect(tree(iconOnly).labels == ["Favorites"])
    }

    @Test("the built-in styles keep working, and a button's label in a custom style is still the button's label")
    func builtInStylesAndButtons() {
        let label = Label("Favorites", systemImage: "star.fill")
        #expect(drawing(label.labelStyle(.titleOnly), columns: 9, rows: 1) == "Favorites")
        #expect(drawing(label.labelStyle(.titleAndIcon), columns: 11, rows: 1) == "★ Favorites")
        #expect(drawing(label.labelStyle(.iconOnly), columns: 5, rows: 1) == "  ★")
        #expect(tree(label.labelStyle(.iconOnly)).labels == ["Favorites"])
        let button = tree(Button(action: {}) { Label("Add", systemImage: "plus") }.labelStyle(TrailingIconLabelStyle()))
        #expect(button.labels == ["Add"])
        #expect(button.roots[0].traits == .isButton)
    }

    @Test("a style that changes with state redraws and rereads its labels")
    func styleFollowsState() {
        let graph = ViewGraph(Inbox(), columns: 30, rows: 4)
        #expect(graph.accessibilityTree().labels == ["More", "Inbox, 1 new"])
        graph.accessibilityTree().first("More")?.defaultAction?()
        graph.update()
        #expect(graph.accessibilityTree().labels == ["More", "Inbox, 2 new"])
    }
}
