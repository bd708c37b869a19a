import Accessibility
import Foundation
@testable import ScreenReader

/// A hand-built screen: `build` makes the tree from the screen's state; handlers mutate it.
@MainActor
final class FakeScreen: AccessibilityTreeSource {
    var numbers: [String: Int] = [:]
    var flags: Set<String> = []
    var texts: [String: String] = [:]
    var log: [String] = []
    var time: Double = 0
    /// Work the app's clock runs when time passes: (fire at, body).
    var timers: [(at: Double, body: @MainActor () -> Void)] = []
    private(set) var treeReads = 0
    private let build: @MainActor (FakeScreen) -> [AccessibilityElement]

    init(_ build: @escaping @MainActor (FakeScreen) -> [AccessibilityElement]) {
        self.build = build
    }

    func currentTree() -> AccessibilityTree {
        treeReads += 1
        return AccessibilityTree(roots: build(self))
    }

    func advanceTime(by seconds: Double) {
        time += seconds
        let due = timers.filter { $0.at <= time }
        timers.removeAll { $0.at <= time }
        for timer in due { timer.body() }
    }

    func toggle(_ flag: String) {
        if flags.contains(flag) { flags.remove(flag) } else { flags.insert(flag) }
    }
}

/// A leaf element at a position, configured in place.
@MainActor
func element(
    _ id: String, _ label: String = "", x: Double = 0, y: Double = 0, width: Double = 80, height: Double = 16,
    traits: AccessibilityTraits = [], _ configure: (inout AccessibilityElement) -> Void = { _ in }
) -> AccessibilityElement {
    var element = AccessibilityElement(id: AccessibilityElementID(id))
    element.label = label
    element.traits = traits
    element.frame = CGRect(x: x, y: y, width: width, height: height)
    configure(&element)
    return element
}

/// A `.contain` container around children.
@MainActor
func container(
    _ id: String, _ label: String = "", traits: AccessibilityTraits = [],
    _ children: [AccessibilityElement], _ configure: (inout AccessibilityElement) -> Void = { _ in }
) -> AccessibilityElement {
    var element = AccessibilityElement(id: AccessibilityElementID(id))
    element.label = label
    element.traits = traits
    element.isContainer = true
    element.children = children
    configure(&element)
    return element
}

/// A screen that never changes.
@MainActor
func fixed(_ roots: [AccessibilityElement]) -> FakeScreen {
    FakeScreen { _ in roots }
}

/// Elements "a", "b", "c"… stacked one per row.
@MainActor
func column(_ labels: [String]) -> [AccessibilityElement] {
    labels.enumerated().map { i, label in element(label.lowercased(), label, y: Double(i) * 20) }
}

func texts(_ utterances: [Utterance]) -> [String] { utterances.map(\.text) }

func id(_ raw: String) -> AccessibilityElementID { AccessibilityElementID(raw) }

extension ScreenReader {
    /// Focuses the element with this label without caring what is said.
    @MainActor
    func put(on label: String) {
        perform(.focus(label))
    }
}
