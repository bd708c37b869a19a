import Headless
@testable import TerminalApp
import Testing
@testable import TermUI

/// A timer that changes only what cannot be seen (a row scrolled out of the screen pane) costs
/// no paint: the tick says nothing changed. One that changes a row the pane shows is painted.
@Suite("Explorer idle ticks")
@MainActor
struct ExplorerIdleTickTests {
    /// A dot that pulses every second, as the trip screen's unread dots do: its own state
    /// and timer.
    struct Dot: View {
        @State private var isFaint = false
        @State private var pulse: TermUI.Timer?
        var body: some View {
            Text("● Unread")
                .opacity(isFaint ? 0.4 : 1)
                .onAppear { pulse = TermUI.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in isFaint.toggle() } }
        }
    }

    /// A tall page with the dot on row `row`.
    struct Pulsing: View {
        let row: Int
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(0..<80) { index in
                    if index == row { Dot() } else { Text("Row \(index)") }
                }
            }
        }
    }

    /// The dot with a wider text drawn over it, as a sheet or an alert covers what is below.
    struct Covered: View {
        var body: some View {
            ZStack(alignment: .topLeading) {
                Dot()
                Text("Covered by this text")
            }
        }
    }

    func controller(pulsingRow row: Int) -> ExplorerController {
        controller(Pulsing(row: row))
    }

    func controller(_ view: some View) -> ExplorerController {
        let session = ScreenSession(view, name: "pulsing")
        let controller = ExplorerController(session: session, width: 120, height: 30)
        _ = controller.canvas()
        // The first words end, so only the pulse is left on the clock.
        _ = controller.advanceClock(by: 30)
        _ = controller.canvas()
        return controller
    }

    @Test("a pulse scrolled out of the pane: the tick changes nothing shown and nothing is painted")
    func hiddenPulseIsNotPainted() {
        let controller = controller(pulsingRow: 79)
        #expect(controller.secondsUntilNextEvent != nil, "the timer is still due")
        for _ in 0..<4 {
            #expect(controller.advanceClock(by: 1) == .unchanged)
        }
    }

    @Test("a pulse the pane shows: each tick is painted, and the drawn cells change")
    func visiblePulseIsPainted() {
        let controller = controller(pulsingRow: 2)
        let before = controller.canvas()
        #expect(controller.advanceClock(by: 1) == .redraw)
        let after = controller.canvas()
        #expect(before != after)
        #expect(controller.advanceClock(by: 1) == .redraw)
    }

    @Test("a pulse under something drawn over it: the tick draws the same cells and nothing is painted")
    func coveredPulseIsNotPainted() {
        let controller = controller(Covered())
        #expect(controller.secondsUntilNextEvent != nil, "the timer is still due")
        for _ in 0..<4 {
            #expect(controller.advanceClock(by: 1) == .unchanged)
        }
    }

    @Test("a tick that changes only the screen pane draws that pane again over the last canvas: the canvas drawing everything makes",
          arguments: ["", "?", "s", "i", "w", "b", "t", "e", "n"])
    func screenPaneRedrawIsAFullDrawing(keys: String) {
        let controller = controller(pulsingRow: 2)
        for key in keys { _ = controller.handle(.key(.character(key))) }
        _ = controller.canvas()
        var partial = 0
        for _ in 0..<4 {
            guard controller.advanceClock(by: 1) == .redraw else { continue }
            let canvas = controller.canvas()
            if controller.lastDamage != nil { partial += 1 }
            #expect(canvas == controller.canvas(afresh: true))
            #expect(controller.lastDamage == nil)
        }
        // Switch Control's scanning and Voice Control's numbers change what is drawn over the
        // pane with time: those ticks draw everything.
        if !["w", "n"].contains(keys) { #expect(partial > 0) }
    }

    @Test("a pulse draws again only the row it changed: the damage is the dot's row of the screen pane")
    func pulseDamageIsItsRow() throws {
        let controller = controller(pulsingRow: 2)
        let before = controller.canvas()
        #expect(controller.advanceClock(by: 1) == .redraw)
        let after = controller.canvas()
        let damage = try #require(controller.lastDamage)
        #expect(damage.count == 1)
        #expect(damage.first?.height == 1)
        let changedRows = (0..<after.height).filter { !after.row($0, isSameAs: before) }
        #expect(changedRows == damage.map(\.y))
    }

    @Test("a key after a pulse draws everything: the next canvas is not a screen pane redraw")
    func keyAfterPulseDrawsEverything() {
        let controller = controller(pulsingRow: 2)
        #expect(controller.advanceClock(by: 1) == .redraw)
        #expect(controller.handle(.key(.character("?"))) == .redraw)
        let canvas = controller.canvas()
        #expect(controller.lastDamage == nil)
        #expect(canvas == controller.canvas(afresh: true))
    }

    /// The trip screen's dot as it is written now: an opacity animated for ever.
    struct AnimatedDot: View {
        @State private var isFaint = false
        var body: some View {
            Text("● Unread")
                .opacity(isFaint ? 0.4 : 1)
                .animation(.easeInOut(duration: 1).repeatForever(), value: isFaint)
                .onAppear { isFaint = true }
        }
    }

    struct AnimatedPage: View {
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(0..<20) { index in
                    if index == 2 { AnimatedDot() } else { Text("Row \(index)") }
                }
            }
        }
    }

    @Test("an animated pulse wakes the explorer at its frames only, runs nothing in the screen, draws only its row, and draws in place: neither the screen's canvas nor the explorer's is copied")
    func animatedPulseDrawsInPlace() throws {
        let session = ScreenSession(AnimatedPage(), name: "animated")
        let controller = ExplorerController(session: session, width: 120, height: 30)
        _ = controller.canvas()
        _ = controller.advanceClock(by: 30)
        _ = controller.canvas()
        func buffer(_ canvas: CellCanvas) -> [UInt] { canvas.storageAddresses }
        var explorerBuffers: Set<[UInt]> = [], screenBuffers: Set<[UInt]> = []
        let bodies = session.graph.bodyEvaluations
        var frames = 0
        for _ in 0..<6 {
            let due = try #require(controller.secondsUntilNextEvent)
            #expect(due > 0.2, "nothing is due before the value crosses one half: \(due) s")
            guard controller.advanceClock(by: due) == .redraw else { continue }
            frames += 1
            explorerBuffers.insert(buffer(controller.canvas()))
            let damage = try #require(controller.lastDamage)
            #expect(damage.count == 1 && damage.first?.height == 1, "the dot's row")
            screenBuffers.insert(buffer(try #require(controller.lastFrame).screen))
        }
        #expect(frames == 6)
        #expect(session.graph.bodyEvaluations == bodies)
        #expect(explorerBuffers.count == 1)
        #expect(screenBuffers.count == 1)
    }

    /// Three dots far apart on a page, pulsing together, as the trip screen's unread comments do.
    struct ThreeDots: View {
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(0..<24) { index in
                    if [2, 11, 20].contains(index) { AnimatedDot() } else { Text("Row \(index) of the page, long enough to fill the width") }
                }
            }
        }
    }

    @Test("dots far apart pulse as regions of their own: each frame draws, compares and paints the three dots, not the rows between them")
    func dotsFarApartAreRegionsOfTheirOwn() throws {
        let session = ScreenSession(ThreeDots(), name: "three dots")
        let controller = ExplorerController(session: session, width: 120, height: 34)
        _ = controller.canvas()
        _ = controller.advanceClock(by: 30)
        _ = controller.canvas()
        var frames = 0
        for _ in 0..<4 {
            let due = try #require(controller.secondsUntilNextEvent)
            let drawnBefore = session.graph.rowsDrawn
            guard controller.advanceClock(by: due) == .redraw else { continue }
            frames += 1
            _ = controller.canvas()
            let damage = try #require(controller.lastDamage)
            #expect(damage.count == 3, "one region a dot: \(damage)")
            #expect(damage.allSatisfy { $0.height == 1 && $0.width <= 12 }, "the dot's cells: \(damage)")
            // Each dot's region is its row and the rows either side (borders draw just outside).
            #expect(session.graph.rowsDrawn - drawnBefore <= 9)
        }
        #expect(frames == 4)
    }
}
