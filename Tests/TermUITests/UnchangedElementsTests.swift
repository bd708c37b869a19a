import Accessibility
import Foundation
import Testing
@testable import TermUI

/// A state change that alters only how a view is drawn (an opacity pulse, a colour) gives the
/// same accessibility element it gave before: the view's ancestors keep their elements and
/// the graph hands out the tree it handed out last, as an assistive technology on a device
/// sees nothing change when a dot fades. An element that holds handlers (a button's action)
/// is never taken for the one before it: its new handler may act on new values.
@MainActor
struct UnchangedElementsTests {
    @MainActor final class Handle {
        var set: ((Int) -> Void)?
    }

    /// A labelled dot whose state dims it (1) or changes what it says (2).
    struct Dot: View {
        let handle: Handle?
        @State var state: Int = 0
        var body: some View {
            let _ = handle.map { handle in handle.set = { state = $0 } }
            Circle()
                .frame(width: 8, height: 16)
                .opacity(state == 1 ? 0.4 : 1)
                .accessibilityLabel(state == 2 ? "Read" : "Unread")
        }
    }

    struct Rows: View {
        let count: Int
        let handle: Handle
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(0..<count, id: \.self) { index in
                    HStack {
                        Dot(handle: index == 3 ? handle : nil)
                        Text("Comment \(index)")
                    }
                }
            }
        }
    }

    @Test("a dot that dims gives the same element: the graph hands out its last tree, and no ancestor makes its elements again")
    func dimmingKeepsTheTree() {
        let handle = Handle()
        let graph = ViewGraph(Rows(count: 1_000, handle: handle), columns: 40, rows: 12, scrollsVertically: true)
        let before = graph.accessibilityTree()
        let evaluations = graph.accessibilityEvaluations
        handle.set?(1)
        let after = graph.accessibilityTree()
        handle.set = nil
        #expect(after.isSameSnapshot(as: before))
        #expect(graph.unchangedElementUpdates == 1)
        // The dot's own views make theirs again, to be compared; nothing above them does.
        #expect(graph.accessibilityEvaluations - evaluations <= 10)
    }

    @Test("a dot whose label changes gives a new element: the tree has it, as a graph built in that state does")
    func relabellingChangesTheTree() {
        let handle = Handle()
        let graph = ViewGraph(Rows(count: 10, handle: handle), columns: 40, rows: 12, scrollsVertically: true)
        let before = graph.accessibilityTree()
        handle.set?(2)
        let after = graph.accessibilityTree()
        handle.set = nil
        #expect(!after.isSameSnapshot(as: before))
        let labels = after.allElements.map(\.label)
        #expect(labels[labels.firstIndex(of: "Comment 3")! - 1] == "Read")
        #expect(labels.filter { $0 == "Unread" }.count == 9)
        #expect(graph.unchangedElementUpdates == 0)
    }

    /// A button whose label stays the same while its action captures the state.
    final class Taps { var values: [Int] = [] }
    struct Counter: View {
        let handle: Handle
        let taps: Taps
        @State var value = 0
        var body: some View {
            let _ = { handle.set = { value = $0 } }()
            // Read in the body, the value is captured in the action: a change makes both again.
            let captured = value
            Button("Record") { taps.values.append(captured) }
                .frame(width: 80, height: 16)
        }
    }

    @Test("a button made again with a new action is a new element: activating it runs the new action")
    func newHandlersAreNeverTheSame() {
        let handle = Handle(), taps = Taps()
        let graph = ViewGraph(Counter(handle: handle, taps: taps), columns: 40, rows: 6)
        let before = graph.accessibilityTree()
        handle.set?(7)
        let after = graph.accessibilityTree()
        handle.set = nil
        #expect(!after.isSameSnapshot(as: before))
        after.first("Record")?.defaultAction?()
        #expect(taps.values == [7])
    }

    @Test("sameness: equal facts without handlers are the same; a label, a child or a new handler box is not")
    func samenessRules() {
        func dot(_ label: String) -> AccessibilityElement {
            var element = AccessibilityElement(id: AccessibilityElementID("dot"))
            element.label = label
            element.traits = .isImage
            element.frame = CGRect(x: 0, y: 0, width: 8, height: 16)
            return element
        }
        #expect(dot("Unread").isSame(as: dot("Unread")))
        #expect(!dot("Unread").isSame(as: dot("Read")))
        var parent = dot("Row"), other = dot("Row")
        parent.children = [dot("Unread")]
        other.children = [dot("Read")]
        #expect(!parent.isSame(as: other))
        var button = dot("Record"), again = dot("Record")
        button.defaultAction = {}
        again.defaultAction = {}
        #expect(!button.isSame(as: again), "handlers cannot be compared")
        let copy = button
        #expect(button.isSame(as: copy), "a copy holds the very same handlers")
    }
}
