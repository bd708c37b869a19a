import Accessibility
import Headless
import Testing
import TermUI

/// SwiftUI's `sensoryFeedback` modifiers, as the transcript shows them: the haptic cue UIKit's
/// feedback generators post, played when the trigger changes, never when the view appears.
@MainActor
@Suite("Sensory feedback, felt")
struct SensoryFeedbackReaderTests {
    struct Counter: View {
        @State private var count = 0
        @State private var saves = 0
        var body: some View {
            VStack {
                Text("Count: \(count)")
                Button("Add") { count += 1 }
                    .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count)
                    .sensoryFeedback(.warning, trigger: count) { _, new in new.isMultiple(of: 2) }
                    .sensoryFeedback(trigger: count) { old, new in new > old ? .increase : .decrease }
                Button("Save") { saves += 1 }
                    .sensoryFeedback(.success, trigger: saves)
                Button("Start timer") { saves += 0 }
                    .sensoryFeedback(.start, trigger: count)
                Button("Reset") { count = 0 }
                    .sensoryFeedback(trigger: count) { count == 0 ? .selection : nil }
            }
        }
    }

    private func haptics(_ said: [String]) -> [String] { said.filter { $0.hasPrefix("Haptic: ") } }

    @Test("sensoryFeedback(_:trigger:) plays its feedback when the trigger value changes, as a haptic cue after what was said; nothing when the view appears")
    func feedbackPlaysWhenTheTriggerChanges() {
        let reader = ScreenReaderSession(Counter())
        #expect(reader.transcript.allSatisfy { !$0.hasPrefix("Haptic") })
        reader.focus("Save")
        let said = reader.activate()
        #expect(haptics(said) == ["Haptic: success"])
        #expect(said.last == "Haptic: success")
        #expect(reader.session.transcript.last?.kind == .cue)
        // An action that leaves the trigger as it was plays nothing.
        reader.focus("Start timer")
        #expect(haptics(reader.activate()).isEmpty)
    }

    @Test("sensoryFeedback's condition and closure forms play only what they choose for the change; watchOS-only feedback (start) plays nothing on an iPhone")
    func conditionAndClosureChooseTheFeedback() {
        let reader = ScreenReaderSession(Counter())
        reader.focus("Add")
        // Several modifiers on one change each play; in which order is not SwiftUI's promise.
        // 0 → 1: odd, so the condition says no warning; the closure says increase.
        #expect(haptics(reader.activate()).sorted() == ["Haptic: heavy impact at 50% intensity", "Haptic: increase"])
        // 1 → 2: even: the warning too.
        #expect(haptics(reader.activate()).sorted() == ["Haptic: heavy impact at 50% intensity", "Haptic: increase", "Haptic: warning"])
        reader.focus("Reset")
        // 2 → 0: a decrease, and the reset's own selection click.
        #expect(haptics(reader.activate()).sorted() == ["Haptic: decrease", "Haptic: heavy impact at 50% intensity",
                                                        "Haptic: selection changed", "Haptic: warning"])
    }
}
