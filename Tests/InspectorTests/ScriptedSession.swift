import Accessibility
import Explorer
@testable import Inspector
import ScreenReader
import TermUI

/// A stand-in for the real session: records what the inspector asked for and shows a small,
/// fixed screen, so the inspector is tested without the view graph or the reader.
@MainActor
final class ScriptedSession: InspectorSession {
    var commands: [ReaderCommand] = []
    var variantSwitches = 0
    var sizes: [(columns: Int, rows: Int)] = []
    var nextFrame = ScriptedSession.sampleFrame()
    var screenOffset = 0
    var isEditing = false
    var secondsUntilNextEvent: Double?

    func perform(_ command: ReaderCommand) -> [Utterance] {
        commands.append(command)
        return []
    }
    func resize(columns: Int, rows: Int) { sizes.append((columns, rows)) }
    func switchVariant() -> [Utterance] {
        variantSwitches += 1
        return []
    }
    func frame() -> ExplorerFrame { nextFrame }

    static func sampleFrame() -> ExplorerFrame {
        var screen = CellCanvas(width: 40, height: 10)
        screen.put("Weekend adventure", x: 2, y: 1)
        screen.put("Comments", x: 2, y: 3)
        screen.put("Off", x: 30, y: 3)
        return ExplorerFrame(
            screen: screen, focusRect: CellRect(x: 2, y: 3, width: 8, height: 1),
            treeRows: [
                TreeRow(id: AccessibilityElementID("root"), depth: 0, text: "Weekend adventure, heading", isFocused: false),
                TreeRow(id: AccessibilityElementID("comments"), depth: 1, text: "Comments, switch button, Off",
                        isFocused: true),
            ],
            captions: [Utterance("Comments, switch button, Off", kind: .element),
                       Utterance("Double tap to toggle setting", kind: .hint)],
            title: "beach (after)", rotor: "Headings")
    }
}
