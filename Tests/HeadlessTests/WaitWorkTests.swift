import Foundation
@testable import Headless
import Testing
import TermUI

/// `wait` jumps from one scheduled event to the next: an hour with nothing scheduled costs no
/// clock steps and no body, and an hour of a one-second timer costs one step per firing and
/// one evaluation of the body at the end.
@Suite("Wait work")
@MainActor
struct WaitWorkTests {
    struct Ticking: View {
        @State var ticks = 0
        @State var timer: TermUI.Timer?
        var body: some View {
            Text("Ticks \(ticks)")
                .onAppear { timer = TermUI.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks += 1 } }
        }
    }

    struct Clock: View {
        var body: some View {
            TimelineView(.periodic(from: ViewGraph.defaultStartDate, by: 1)) { context in
                Text("Seconds \(Int(context.date.timeIntervalSince(ViewGraph.defaultStartDate)))")
            }
        }
    }

    @Test("an hour's wait with nothing scheduled takes no clock step and evaluates no body")
    func idleHourCostsNothing() {
        let reader = ScreenReaderSession(Text("Hello"))
        let graph = reader.session.graph
        _ = reader.next()
        let bodies = graph.bodyEvaluations, firings = graph.timerFirings
        #expect(reader.wait(3600).isEmpty)
        #expect(reader.wait(1e9).isEmpty)
        #expect(graph.timerFirings == firings)
        #expect(graph.bodyEvaluations == bodies)
    }

    @Test("an hour's wait with a one-second timer takes one step per firing and as many bodies as a one-second wait")
    func timerHourCostsItsFirings() {
        let reader = ScreenReaderSession(Ticking())
        let graph = reader.session.graph
        _ = reader.next()
        var bodies = graph.bodyEvaluations
        let firings = graph.timerFirings
        reader.wait(1)
        let bodiesPerWait = graph.bodyEvaluations - bodies
        #expect(graph.timerFirings - firings == 1)
        bodies = graph.bodyEvaluations
        reader.wait(3600)
        #expect(graph.timerFirings - firings == 3601)
        #expect(graph.bodyEvaluations - bodies == bodiesPerWait, "the body is evaluated once, after the hour")
        #expect(reader.focused == "Ticks 3601")
    }

    @Test("an hour's wait on a periodic timeline jumps to its latest date: one step, the new time heard")
    func timelineHourJumps() {
        let reader = ScreenReaderSession(Clock())
        let graph = reader.session.graph
        #expect(reader.next() == ["Seconds 0"])
        let firings = graph.timerFirings
        #expect(reader.wait(3600) == ["Seconds 3600"])
        #expect(graph.timerFirings - firings == 1)
    }
}
