import Accessibility
import Observation
import Testing
@testable import TermUI

@MainActor @Observable
final class CounterModel {
    var count = 0
}

/// Nodes live across frames; state changes re-evaluate only what depends on them.
@MainActor
struct StateTests {
    struct Counter: View {
        @State var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    @Test("activating a button that sets @State re-renders with the new value")
    func stateDrivesRender() {
        let graph = ViewGraph(Counter(), columns: 20, rows: 1)
        let before = graph.accessibilityTree().roots[0]
        #expect(before.label == "Count 0")
        before.defaultAction?()
        #expect(graph.needsUpdate)
        #expect(graph.accessibilityTree().roots[0].label == "Count 1")
        #expect(graph.draw().text.contains("Count 1"))
    }

    /// A counter whose count is set in its `init`, before any screen has it.
    struct StartsAtFive: View {
        @State private var count: Int
        init() { _count = State(initialValue: 0); count = 5 }
        var body: some View { Button("Count \(count)") { count += 1 } }
    }

    @Test("one view value opened as two screens: each starts from the initial value, not from the other screen's state; a value set in init holds for both")
    func stateIsNotCarriedToASecondScreen() {
        let counter = Counter()
        let first = ViewGraph(counter, columns: 20, rows: 1)
        first.accessibilityTree().roots[0].defaultAction?()
        #expect(first.accessibilityTree().roots[0].label == "Count 1")
        let second = ViewGraph(counter, columns: 20, rows: 1)
        #expect(second.accessibilityTree().roots[0].label == "Count 0")
        #expect(first.accessibilityTree().roots[0].label == "Count 1")

        let five = StartsAtFive()
        let opened = ViewGraph(five, columns: 20, rows: 1)
        #expect(opened.accessibilityTree().roots[0].label == "Count 5")
        opened.accessibilityTree().roots[0].defaultAction?()
        #expect(opened.accessibilityTree().roots[0].label == "Count 6")
        #expect(ViewGraph(five, columns: 20, rows: 1).accessibilityTree().roots[0].label == "Count 5")
    }

    struct Pair: View {
        var body: some View {
            VStack {
                Counter()
                Counter()
            }
        }
    }

    @Test("a state change re-evaluates only its owner's body")
    func onlyOwnerReevaluates() {
        let graph = ViewGraph(Pair(), columns: 20, rows: 2)
        let elements = graph.accessibilityTree().allElements
        let evaluations = graph.bodyEvaluations
        elements[1].defaultAction?()
        let t = graph.accessibilityTree()
        #expect(t.labels == ["Count 0", "Count 1"])
        // The second Counter and its Button subtree, not the first Counter or the VStack.
        let redone = graph.bodyEvaluations - evaluations
        #expect(redone > 0 && redone <= 4, "re-evaluated \(redone) nodes")
    }

    @Test("an element id stays the same across a state change")
    func idsAreStable() {
        let graph = ViewGraph(Pair(), columns: 20, rows: 2)
        let ids = graph.accessibilityTree().allElements.map(\.id)
        graph.accessibilityTree().allElements[0].defaultAction?()
        #expect(graph.accessibilityTree().allElements.map(\.id) == ids)
    }

    @Test("ForEach identity keeps each row's state when the rows move")
    func forEachIdentityKeepsState() {
        struct Row: View {
            let name: String
            @State var taps = 0
            var body: some View { Button("\(name) \(taps)") { taps += 1 } }
        }
        struct Rows: View {
            @State var names = ["a", "b"]
            var body: some View {
                VStack {
                    ForEach(names, id: \.self) { Row(name: $0) }
                    Button("Reverse") { names.reverse() }
                }
            }
        }
        let graph = ViewGraph(Rows(), columns: 20, rows: 3)
        graph.accessibilityTree().allElements[0].defaultAction?()  // tap "a"
        #expect(graph.accessibilityTree().labels == ["a 1", "b 0", "Reverse"])
        graph.accessibilityTree().allElements[2].defaultAction?()
        #expect(graph.accessibilityTree().labels == ["b 0", "a 1", "Reverse"])
    }

    @Test("a different view type at the same position is a new view with fresh state")
    func typeChangeResetsState() {
        struct Switcher: View {
            @State var showCounter = true
            var body: some View {
                VStack {
                    if showCounter { Counter() } else { Text("none") }
                    Button("Swap") { showCounter.toggle() }
                }
            }
        }
        let graph = ViewGraph(Switcher(), columns: 20, rows: 2)
        graph.accessibilityTree().allElements[0].defaultAction?()
        #expect(graph.accessibilityTree().labels == ["Count 1", "Swap"])
        graph.accessibilityTree().allElements[1].defaultAction?()
        #expect(graph.accessibilityTree().labels == ["none", "Swap"])
        graph.accessibilityTree().allElements[1].defaultAction?()
        #expect(graph.accessibilityTree().labels == ["Count 0", "Swap"])
    }

    @Test("an @Observable model change re-renders the views that read it")
    func observableDrivesRender() {
        struct Reader: View {
            let model: CounterModel
            var body: some View { Text("Seen \(model.count)") }
        }
        struct Screen: View {
            let model: CounterModel
            var body: some View {
                VStack {
                    Reader(model: model)
                    Text("static")
                }
            }
        }
        let model = CounterModel()
        let graph = ViewGraph(Screen(model: model), columns: 20, rows: 2)
        #expect(graph.accessibilityTree().labels == ["Seen 0", "static"])
        let evaluations = graph.bodyEvaluations
        model.count = 5
        #expect(graph.needsUpdate)
        #expect(graph.accessibilityTree().labels == ["Seen 5", "static"])
        #expect(graph.bodyEvaluations - evaluations <= 2)
    }

    @Test("a binding writes through to the owner's state")
    func bindingWritesThrough() {
        struct Settings: View {
            @State var on = false
            var body: some View {
                VStack {
                    Toggle("Comments", isOn: $on)
                    Text(on ? "enabled" : "disabled")
                }
            }
        }
        let graph = ViewGraph(Settings(), columns: 20, rows: 2)
        graph.accessibilityTree().roots[0].defaultAction?()
        let t = graph.accessibilityTree()
        #expect(t.roots[0].value == "1")
        #expect(t.labels.contains("enabled"))
    }

    @Test("reading the tree again without a change does no work")
    func noChangeNoWork() {
        let graph = ViewGraph(Pair(), columns: 20, rows: 2)
        _ = graph.accessibilityTree()
        _ = graph.draw()
        let (bodies, elements) = (graph.bodyEvaluations, graph.accessibilityEvaluations)
        _ = graph.accessibilityTree()
        _ = graph.draw()
        #expect(graph.bodyEvaluations == bodies)
        #expect(graph.accessibilityEvaluations == elements)
    }

    @Test("only the changed subtree's elements are rebuilt")
    func elementsRebuiltOnlyForChange() {
        struct Many: View {
            var body: some View {
                VStack { ForEach(0..<50) { _ in Counter() } }
            }
        }
        let graph = ViewGraph(Many(), columns: 20, rows: 50)
        let first = graph.accessibilityTree()
        let before = graph.accessibilityEvaluations
        first.allElements[10].defaultAction?()
        _ = graph.accessibilityTree()
        let rebuilt = graph.accessibilityEvaluations - before
        #expect(rebuilt < 20, "rebuilt \(rebuilt) element lists for one change among 50 rows")
    }

    @Test("@Namespace keeps its id across body evaluations")
    func namespaceIsStable() {
        final class Seen { var ids: [NamespaceID] = [] }
        struct Holder: View {
            @Namespace var ns
            @State var n = 0
            let seen: Seen
            var body: some View {
                seen.ids.append(ns)
                return Button("n \(n)") { n += 1 }
            }
        }
        let seen = Seen()
        let graph = ViewGraph(Holder(seen: seen), columns: 10, rows: 1)
        graph.accessibilityTree().roots[0].defaultAction?()
        _ = graph.accessibilityTree()
        #expect(seen.ids.count == 2)
        #expect(seen.ids[0] == seen.ids[1])
    }

    @Test("@Environment reads accessibility settings; VoiceOver is on while the reader runs")
    func environmentValues() {
        struct Probe: View {
            @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
            @Environment(\.accessibilityReduceMotion) var reduceMotion
            var body: some View { Text("vo \(voiceOver) rm \(reduceMotion)") }
        }
        #expect(tree(Probe()).labels == ["vo true rm false"])
        #expect(tree(Probe().environment(\.accessibilityReduceMotion, true)).labels == ["vo true rm true"])
    }
}

@MainActor
struct RemovedViewTests {
    struct Row: View {
        @State var n = 0
        var body: some View { Button("n \(n)") { n += 1 } }
    }
    struct Screen: View {
        @State var show = true
        var body: some View {
            VStack {
                if show { Row() }
                Button("Hide") { show = false }
            }
        }
    }

    @Test("an action kept from a view that is gone changes nothing and breaks nothing")
    func staleActionIsHarmless() {
        let graph = ViewGraph(Screen(), columns: 20, rows: 2)
        let stale = graph.accessibilityTree().allElements[0].defaultAction
        graph.accessibilityTree().allElements[1].defaultAction?()
        #expect(graph.accessibilityTree().labels == ["Hide"])
        stale?()
        stale?()
        #expect(graph.accessibilityTree().labels == ["Hide"])
        #expect(graph.draw().text.contains("Hide"))
    }
}

@MainActor
struct TreeSnapshotTests {
    @Test("the graph hands out the same tree until an element changes")
    func sameSnapshotUntilChange() {
        let graph = ViewGraph(StateTests.Pair(), columns: 20, rows: 2)
        let first = graph.accessibilityTree()
        #expect(graph.accessibilityTree().isSameSnapshot(as: first))
        first.allElements[0].defaultAction?()
        let second = graph.accessibilityTree()
        #expect(!second.isSameSnapshot(as: first))
        #expect(second.labels == ["Count 1", "Count 0"])
    }
}
