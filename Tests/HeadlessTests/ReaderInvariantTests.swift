import Accessibility
import DemoScreens
import Headless
import ScreenReader
import Testing
import TermUI

/// A screen that breaks an invariant on purpose: after its button is pressed three times, an
/// element appears that has nothing to say.
struct BreakingScreen: View {
    @State private var presses = 0
    var body: some View {
        VStack {
            Text("Presses \(presses)")
            Button("Press") { presses += 1 }
            Text("Far away")
            if presses >= 3 { Text(" ") }
        }
    }
}

let breakingRegistry = ScreenRegistry([
    ScreenDescriptor(name: "breaking", summary: "breaks on the third press") { _ in AnyView(BreakingScreen()) },
    ScreenDescriptor(name: "beach", summary: "the beach", variants: ["after", "before"]) { variant in
        AnyView(BeachTripScreen(variant: DemoVariant(rawValue: variant) ?? .after))
    },
])

/// After any command the reader's invariants hold: focus is on an existing, reachable
/// element; element ids are unique; frames nest; every element has something to say; the
/// rotor offers what it is on. The fuzzer checks them after every random step.
@MainActor
struct ReaderInvariantTests {
    nonisolated static var specs: [String] {
        DemoScreens.all.flatMap { entry in entry.variants.map { "\(entry.name):\($0)" } }
    }

    @Test("random commands of the whole script language keep every invariant on every demo screen", arguments: specs)
    func shortFuzzPasses(spec: String) throws {
        for seed: UInt64 in 1...3 {
            var fuzzer = try Fuzzer(registry: demoRegistry, seed: seed, steps: 300, screens: [spec])
            fuzzer.memoryGrowthLimit = nil  // other tests share the process
            let report = fuzzer.run()
            #expect(report.passed, "\(report)")
            #expect(report.stepsRun == 300)
            for invariant in FuzzInvariant.allCases where invariant != .memoryBounded {
                #expect((report.checks[invariant] ?? 0) > 0, "\(invariant) never checked")
            }
        }
    }

    @Test("the same seed runs the same steps; another seed runs others")
    func sameSeedSameSteps() throws {
        func lines(seed: UInt64) throws -> [String] {
            var lines: [String] = []
            var fuzzer = try Fuzzer(registry: demoRegistry, seed: seed, steps: 400)
            fuzzer.memoryGrowthLimit = nil
            fuzzer.journal = { lines.append($0) }
            _ = fuzzer.run()
            return lines
        }
        let first = try lines(seed: 7)
        #expect(first.count >= 400)
        #expect(try lines(seed: 7) == first)
        #expect(try lines(seed: 8) != first)
    }

    @Test("a broken invariant is caught and shrunk to a short script that plays it again")
    func brokenInvariantIsShrunk() throws {
        var fuzzer = try Fuzzer(registry: breakingRegistry, seed: 3, steps: 5_000, screens: ["breaking"])
        fuzzer.memoryGrowthLimit = nil
        let report = fuzzer.run()
        let failure = try #require(report.failure)
        #expect(failure.invariant == .everyElementSpeaks)
        #expect(failure.seed == 3)
        let lines = failure.script.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.first == "screen breaking")
        // Three presses, and whatever reaches the button: the shortest scripts are four lines; a
        // press through Switch Control's menu takes two selects, so a shrunk one may be seven.
        #expect(lines.count <= 7, "\(failure.script)")
        #expect(failure.originalSteps > lines.count)

        // The script plays as a walkthrough and leaves the screen in the failing state.
        let script = try WalkthroughScript(parsing: failure.script, file: "failure.rotor")
        let runner = WalkthroughRunner(registry: breakingRegistry)
        #expect(runner.run(script).passed)
        let tree = try #require(runner.session?.tree)
        #expect(tree.allElements.contains { ScreenReader.speech(for: $0, in: tree).first?.text.trimmingCharacters(in: .whitespaces) == "" })
        // And replaying it checks the same invariant failing.
        #expect(fuzzer.replay(script).failure?.invariant == .everyElementSpeaks)
    }

    @Test("the explorer shows the rotor setting up and down act on here; the choice comes back where it is offered")
    func shownRotorIsOfferedHere() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "beach")
        session.perform(.focus("Unread, Looks"))
        session.perform(.selectRotor(.actions))
        #expect(session.frame().rotor == .actions)
        session.perform(.first)  // the heading has no actions: the dial points at Headings, and down moves by it
        #expect(session.frame().rotor == .headings)
        #expect(session.perform(.rotorItemNext).first?.text.hasSuffix("Heading") == true)
        session.perform(.focus("Unread, Looks"))
        #expect(session.frame().rotor == .actions)
    }

    @Test("a wait of any length returns, infinite and negative ones too, with the banner's timer running")
    func anyWaitReturns() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "alerts")
        session.perform(.focus("Simulate low"))
        session.perform(.activate)
        for seconds in [Double.infinity, .nan, -5, 1e300, 0] { session.perform(.wait(seconds: seconds)) }
        #expect(session.reader.currentTime.isFinite)
        #expect(!session.perform(.next).isEmpty)
    }

    @Test("a screen spec that is not in the registry is refused before the run")
    func unknownScreenIsRefused() {
        #expect(throws: ScreenLookupError.self) { try Fuzzer(registry: demoRegistry, seed: 1, steps: 10, screens: ["bech"]) }
    }
}

/// Whatever a script file holds, parsing it gives a script or a located error, never a crash.
@MainActor
struct ScriptFuzzTests {
    @Test("random script text parses or fails with file:line, never crashes")
    func randomScripts() {
        let pieces = ["screen", "beach", "beach:before", "next", "expect", "\"", "\"Weekend\"", "touch", "3", "-1", "x",
                      "wait", "1e9", "#", "rotor", "\"Headings\"", "drop", "\\\"", "…", "\t", "focus", "action", "🙂", "\u{1B}[2J"]
        var random = SplitMix64(seed: 42)
        for _ in 0..<500 {
            var lines: [String] = []
            for _ in 0..<(1 + random.below(6)) {
                lines.append((0..<(random.below(5))).map { _ in random.pick(pieces) }.joined(separator: " "))
            }
            let text = lines.joined(separator: "\n")
            do {
                let script = try WalkthroughScript(parsing: text, file: "fuzz.rotor")
                #expect(script.lines.count <= lines.count)
            } catch {
                #expect("\(error)".hasPrefix("fuzz.rotor:"), "unlocated error for \(text.debugDescription): \(error)")
            }
        }
    }
}
