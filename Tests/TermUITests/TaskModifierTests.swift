import Testing
@testable import TermUI

private struct Loader: View {
    @State var text = "Loading"
    var items: [String] = ["a"]
    var body: some View {
        Text(text).task { await load() }
    }
    func load() async { text = "Loaded \(items.count)" }
}

/// `.task` runs as a main-actor task once its view appears.
@MainActor
struct TaskModifierTests {
    @Test("a task starts when its view appears and its result is drawn")
    func taskRunsOnAppear() async {
        let graph = ViewGraph(Loader(), columns: 20, rows: 1)
        _ = graph.accessibilityTree()
        for _ in 0..<10 { await Task.yield() }
        #expect(graph.accessibilityTree().labels == ["Loaded 1"])
    }
}
