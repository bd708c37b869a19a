import Accessibility
import Foundation
@testable import Headless
import ScreenReader
import Testing
import TermUI

/// Voice Control's names are normalised once per tree, and the overlay's badges are made once
/// per drawing: steps that change neither cost no Unicode look-ups (the fuzzer runs the overlay
/// on every step).
@Suite("Voice Control work")
@MainActor
struct VoiceControlWorkTests {
    struct Controls: View {
        @State var title = "Rename me"
        @State var count = 0
        var body: some View {
            VStack(alignment: .leading) {
                Button(title) { title = "Renamed" }
                Button("Add one") { count += 1 }
                Button("Forward") {}
                Text("Count \(count)")
            }
        }
    }

    @Test("names are normalised once per tree: frames, moves and phrases on an unchanged tree normalise nothing more")
    func namesOncePerTree() {
        let session = ScreenSession(Controls(), name: "controls")
        session.say("show names")
        _ = session.frame()
        let controls = VoiceControl.actionable(in: session.tree).count
        #expect(controls == 3)
        #expect(session.voiceControlNamings == controls)
        for _ in 0..<20 {
            session.perform(.next)
            _ = session.frame()
        }
        session.say("tap Nothing here")
        session.say("show numbers")
        _ = session.frame()
        #expect(session.voiceControlNamings == controls, "the tree did not change: nothing is normalised again")
        // A tap that changes the tree: the names are made again, once.
        session.say("tap Add one")
        _ = session.frame()
        _ = session.frame()
        #expect(session.tree.allElements.contains { $0.label == "Count 1" })
        #expect(session.voiceControlNamings == 2 * controls)
    }

    @Test("the overlay's badges follow a renamed control: the kept badges are dropped when the tree changes")
    func badgesFollowTheTree() {
        let session = ScreenSession(Controls(), name: "controls")
        session.say("show names")
        #expect(session.frame().voiceControlBadges.map(\.text) == ["Rename me", "Add one", "Forward"])
        session.say("tap Rename me")
        #expect(session.frame().voiceControlBadges.map(\.text) == ["Renamed", "Add one", "Forward"])
        session.say("show numbers")
        #expect(session.frame().voiceControlBadges.map(\.text) == ["1", "2", "3"])
        session.say("hide numbers")
        #expect(session.frame().voiceControlBadges.isEmpty)
    }

    @Test("the overlay's badges follow the drawing: a scrolled pane shows the badges of its rows")
    func badgesFollowTheDrawing() {
        struct Long: View {
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(0..<60) { row in Button("Row \(row)") {} }
                }
            }
        }
        let session = ScreenSession(Long(), name: "long", columns: 40, rows: 10)
        session.say("show names")
        let top = session.frame().voiceControlBadges.map(\.text)
        #expect(top.first == "Row 0")
        session.say("scroll down")
        let below = session.frame().voiceControlBadges.map(\.text)
        #expect(below.first != "Row 0")
        #expect(!below.isEmpty)
    }

    @Test("a cell's word test without property look-ups agrees with isLetter and isNumber on ASCII and the skipped blocks")
    func wordCellFastPathAgrees() {
        let scalars = Array(0x20..<0x7F) + Array(0x2000..<0x2070) + Array(0x2500..<0x2600) + [0xE9, 0x4E2D, 0x0661, 0x00B2]
        for value in scalars {
            let scalar = Unicode.Scalar(UInt32(value))!
            let character = Character(scalar)
            let expected = character.isLetter || character.isNumber
            #expect(VisibleWord.isWordCell(String(character)) == expected, "U+\(String(value, radix: 16))")
        }
        #expect(VisibleWord.isWordCell("e\u{301}"))
        #expect(!VisibleWord.isWordCell(" "))
        #expect(!VisibleWord.isWordCell("─"))
    }
}
