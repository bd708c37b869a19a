import Accessibility
import Foundation
@testable import Headless
import Testing
@testable import TermUI
#if canImport(Glibc)
import Glibc
#endif

/// The audit's element rules on a side thread while the page is drawn: the findings are the
/// ones the audit makes on one thread, in the same order. Part of the ThreadSanitizer subset
/// (`scripts/sanitizers threads`), which checks that the two threads only share what they read.
@Suite("Audit on a side thread")
@MainActor
struct AuditSideThreadTests {
    /// Both ways of running the audit on `session`'s screen as it is now.
    static func bothWays(_ session: ScreenSession) -> (oneThread: [AuditFinding], sideThread: [AuditFinding]) {
        let snapshot = session.graph.accessibilitySnapshot()
        let context = session.auditContext(drawn: false)
        let one = AccessibilityAudit.findings(in: snapshot, context: context, alongside: false, drawing: session.pageDrawing)
        let side = AccessibilityAudit.findings(in: snapshot, context: context, alongside: true, drawing: session.pageDrawing)
        return (one, side)
    }

    @Test("a long screen's findings, with every kind the rows give, are the same on a side thread, in the same order")
    func longScreenAlike() {
        let session = ScreenSession(AuditScaleTests.Rows(count: 2_000), name: "rows", columns: 72, rows: 40)
        #expect(session.tree.count >= AccessibilityAudit.sideThreadElements)
        let (one, side) = Self.bothWays(session)
        #expect(Set(one.map(\.rule)).isSuperset(of: [.unexposedText, .labelInName, .textClipped]), "\(Set(one.map(\.rule)))")
        #expect(one.count > 100)
        #expect(side == one)
        // The screen's own audit takes the side thread here, where there is a second processor,
        // and finds the same.
        let snapshot = session.graph.accessibilitySnapshot()
        let drawnContext = session.auditContext
        #expect(AccessibilityAudit.findings(in: snapshot, context: drawnContext) == one)
    }

    @Test("the beach screen before its fixes: lost actions, hidden controls and the drawing's rules agree both ways",
          arguments: ["beach:before", "beach", "alerts"])
    func demoScreensAlike(_ spec: String) throws {
        let session = try beachSession(spec)
        let (one, side) = Self.bothWays(session)
        #expect(side == one)
        if spec == "beach:before" { #expect(!one.isEmpty) }
    }

    @Test("a lazy list's rows not held are judged on a side thread while the next window is made: the same findings, in the same order")
    func lazyRowsAlike() throws {
        let session = ScreenSession(LazyListTests.Calls(count: 1_000))
        let tree = session.graph.accessibilityTree()
        let list = try #require(tree.allElements.first { $0.rowWindow != nil })
        let one = session.findings(inRowsNotHeldOf: list, alongside: false)
        let side = session.findings(inRowsNotHeldOf: list, alongside: true)
        #expect(Set(one.map(\.rule)).isSuperset(of: [.unlabeledControl, .duplicateSiblingLabels]), "\(Set(one.map(\.rule)))")
        #expect(one.count > 800)
        #expect(side == one)
        // The list holds the rows it held before, both times.
        #expect(session.graph.accessibilityTree().allElements.first { $0.rowWindow != nil }?.rowWindow?.loaded == 0..<128)
    }

    @Test("a snapshot put together on a side thread from the graph's parts is the graph's snapshot: its elements, their index and the views' facts")
    func snapshotFromParts() throws {
        let session = ScreenSession(FactsScreen())
        let whole = session.graph.accessibilitySnapshot()
        let parts = session.graph.accessibilitySnapshotParts()
        let made = SideThread { parts.snapshot() }.join()
        // The facts this screen's views record, so that the comparison is not of empty lists.
        #expect(!whole.hiddenControls.isEmpty && !whole.replacedControls.isEmpty && !whole.hiddenFrames.isEmpty)
        #expect(!whole.gestures.isEmpty && !whole.headingLookTexts.isEmpty && !whole.fixedSizeTexts.isEmpty)
        #expect(made.tree.allElements.count == whole.tree.allElements.count)
        for (mine, theirs) in zip(made.tree.allElements, whole.tree.allElements) {
            #expect(mine.isIdentical(to: theirs))
            #expect(made.tree.element(theirs.id)?.isIdentical(to: theirs) == true)
            #expect(parts.element(theirs.id)?.isIdentical(to: theirs) == true)
        }
        #expect(made.hiddenControls.map(\.id) == whole.hiddenControls.map(\.id))
        #expect(made.replacedControls.map(\.owner) == whole.replacedControls.map(\.owner))
        #expect(made.hiddenFrames == whole.hiddenFrames && made.gestures == whole.gestures)
        #expect(made.platformViews == whole.platformViews)
        #expect(made.headingLookTexts == whole.headingLookTexts && made.fixedSizeTexts == whole.fixedSizeTexts)
        #expect(parts.element(AccessibilityElementID("no such element")) == nil)
    }

    /// A screen whose views record each kind of fact a snapshot carries beside its tree.
    struct FactsScreen: View {
        var body: some View {
            VStack {
                Text("Trips").font(.title)
                Text("Fine print").font(.system(size: 9))
                Button("Hidden") {}.accessibilityHidden(true)
                HStack {
                    Text("Share")
                    Button("Send") {}
                }
                .accessibilityElement(children: .ignore)
                Text("Hold me").onLongPressGesture {}
            }
        }
    }

    @Test("the processors counted are those the process may run on: its Cpus_allowed mask, under taskset or a CPU set")
    func processorsAllowed() {
        #expect(SideThreadRun.allowedProcessors(inStatus: "Name:\trotor\nCpus_allowed:\t1\nCpus_allowed_list:\t0\n") == 1)
        #expect(SideThreadRun.allowedProcessors(inStatus: "Cpus_allowed:\t00000000,00000003\n") == 2)
        #expect(SideThreadRun.allowedProcessors(inStatus: "Cpus_allowed:\tffffffff,ffffffff\n") == 64)
        #expect(SideThreadRun.allowedProcessors(inStatus: "Name:\trotor\n") == nil)
        #expect(SideThreadRun.allowedProcessors(inStatus: "Cpus_allowed:\t0\n") == nil)
        #expect(SideThreadRun.allowedProcessors(inStatus: "Cpus_allowed:\tzz\n") == nil)
        #expect(SideThreadRun.processors >= 1)
    }

    @Test("a side thread runs its work on a thread of its own and gives its value at the join")
    func sideThreadRunsElsewhere() {
        #if canImport(Glibc)
        let caller = pthread_self()
        let side = SideThread { () -> (pthread_t, Int) in (pthread_self(), (1...1_000).reduce(0, +)) }
        let (thread, sum) = side.join()
        #expect(sum == 500_500)
        #expect(pthread_equal(thread, caller) == 0)
        // A second join gives the same value without running the work again.
        #expect(side.join().1 == 500_500)
        #endif
    }

    @Test("a side worker runs one job after another on one thread of its own, each value given at its join")
    func sideWorkerKeepsItsThread() {
        #if canImport(Glibc)
        let worker = SideWorker()
        // Kernel thread ids: a new thread gets a new one, where a `pthread_t` may be reused.
        // ("PID/task/TID", where /proc/thread-self points).
        func threadID() -> String { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? "" }
        var threads: [String] = []
        for n in 1...5 {
            let job = SideThread(on: worker) { () -> (String, Int) in (threadID(), (1...n).reduce(0, +)) }
            let (thread, sum) = job.join()
            #expect(sum == n * (n + 1) / 2)
            threads.append(thread)
        }
        #expect(!threads[0].isEmpty && threads[0] != threadID())
        #expect(Set(threads).count == 1)
        #endif
    }
}
