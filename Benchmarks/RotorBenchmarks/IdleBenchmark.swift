import Foundation
import Headless
import TermUI

// What rotor costs when nothing happens, and how fast the fuzzer runs:
// - `wait 3600` on the reader's clock with nothing scheduled, and on the trip screen with its
//   timers (the unread dots' pulse fires every second);
// - fuzz steps per CPU second (getrusage), the fuzzer as `rotor fuzz` runs it: every screen,
//   every command, Voice Control's overlays and Switch Control among them;
// The idle CPU of the real explorer is measured by Benchmarks/idle-cpu.sh (it needs tmux).

/// CPU time this process has used (user + system), in seconds.
func processCPUSeconds() -> Double {
    var usage = rusage()
    guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// A screen with nothing scheduled: no timer, no timeline, no speech once its first words end.
struct StillScreen: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Weekend adventure").font(.title)
            Toggle("Comments", isOn: .constant(true))
            Button("Favorite") {}
            ForEach(0..<20) { row in Text("Row \(row)") }
        }
    }
}

@MainActor
func idleBenchmarks(quick: Bool) {
    // An hour on the reader's clock with nothing scheduled.
    let still = ScreenSession(StillScreen(), name: "still")
    still.appear()
    still.perform(.wait(seconds: 60))  // the first words end
    report("nothing scheduled: wait 3600 (one simulated hour)", measure(quick ? 200 : 1000) {
        still.perform(.wait(seconds: 3600))
    })

    // An hour on the trip screen: the pulse, the banners' timers, what their speech queues.
    let trip = try! ScreenSession(registry: demoRegistry, screen: "trip")
    trip.appear()
    trip.perform(.wait(seconds: 60))
    let firings = trip.graph.timerFirings
    let hours = measure(quick ? 10 : 50) { trip.perform(.wait(seconds: 3600)) }
    report("trip screen's timers: wait 3600 (\((trip.graph.timerFirings - firings) / max(1, hours.samples.count)) firings)", hours)

    // A frame of the unread dots' pulse, as the explorer draws it: time passes to the next
    // crossing the animation shows, and the screen pane's changed rows are drawn and compared.
    let pulsing = try! ScreenSession(registry: demoRegistry, screen: "trip")
    pulsing.appear()
    for _ in 0..<10 { pulsing.perform(.wait(seconds: 60)) }
    var shown: CellCanvas? = pulsing.frame().screen
    let pulseFirings = pulsing.graph.timerFirings
    let frames = measure(quick ? 200 : 1000) {
        pulsing.perform(.wait(seconds: pulsing.secondsUntilNextFrame ?? 1))
        _ = pulsing.screenPaneChanges(since: &shown)
    }
    report("trip screen: one frame of the pulse (wait to it, draw and compare the pane's rows; "
           + "\(pulsing.graph.timerFirings - pulseFirings) timer firings in \(frames.samples.count) frames)", frames)

    // The fuzzer, as `rotor fuzz` runs it, in CPU time.
    let steps = quick ? 5_000 : 20_000
    var fuzzer = try! Fuzzer(registry: demoRegistry, seed: 1, steps: steps)
    fuzzer.memoryGrowthLimit = nil
    let before = processCPUSeconds()
    let result = fuzzer.run()
    let spent = processCPUSeconds() - before
    let perSecond = spent > 0 ? Double(result.stepsRun) / spent : 0
    print("| rotor fuzz, every screen, seed 1: \(result.stepsRun) steps in \(String(format: "%.2f", spent)) s of CPU | "
          + "\(String(format: "%.0f", perSecond)) steps per CPU second | \(result.failure == nil ? "no failure" : "FAILED") | 1 |")
}
