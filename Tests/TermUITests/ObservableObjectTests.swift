import Foundation
import Testing
@testable import TermUI

final class Counter: ObservableObject {
    @Published var count = 0
    var untracked = 0
}

@MainActor
struct ObservableObjectTests {
    @Test("a @Published change re-evaluates the views that read it, through @StateObject")
    func publishedChangeUpdatesStateObjectViews() throws {
        struct Screen: View {
            @StateObject private var counter = Counter()
            var body: some View {
                VStack {
                    Text("Count \(counter.count)")
                    Button("Add") { counter.count += 1 }
                }
            }
        }
        let graph = ViewGraph(Screen(), columns: 20, rows: 3)
        try #require(graph.accessibilityTree().first("Add")).defaultAction?()
        try #require(graph.accessibilityTree().first("Add")).defaultAction?()
        #expect(graph.accessibilityTree().labels.contains("Count 2"), "the object is kept across evaluations")
    }

    @Test("@ObservedObject and @EnvironmentObject read the same object; $object.property is a binding")
    func observedAndEnvironmentObjects() throws {
        struct Child: View {
            @EnvironmentObject var counter: Counter
            var body: some View { Text("Child \(counter.count)") }
        }
        struct Parent: View {
            @ObservedObject var counter: Counter
            var body: some View {
                VStack {
                    Stepper("Steps", value: $counter.count)
                    Child()
                }
                .environmentObject(counter)
            }
        }
        let counter = Counter()
        let graph = ViewGraph(Parent(counter: counter), columns: 30, rows: 4)
        #expect(graph.accessibilityTree().labels.contains("Child 0"))
        counter.count = 5
        #expect(graph.accessibilityTree().labels.contains("Child 5"))
        counter.objectWillChange.send()
        #expect(counter.objectWillChange === counter.objectWillChange)
    }
}

@Observable final class Library {
    var books = ["Dune"]
}

@MainActor
struct EnvironmentObservableTests {
    @Test("@Environment(Type.self) reads an @Observable object put there with .environment(_:)")
    func environmentObservableObject() {
        struct Shelf: View {
            @Environment(Library.self) private var library
            @Environment(Counter2.self) private var missing: Counter2?
            var body: some View {
                VStack {
                    ForEach(library.books, id: \.self) { Text($0) }
                    Text(missing == nil ? "no counter" : "counter")
                }
            }
        }
        let library = Library()
        let graph = ViewGraph(Shelf().environment(library), columns: 20, rows: 4)
        #expect(graph.accessibilityTree().labels == ["Dune", "no counter"])
        library.books.append("Emma")
        #expect(graph.accessibilityTree().labels == ["Dune", "Emma", "no counter"])
    }
}

@Observable final class Counter2 { var value = 0 }
