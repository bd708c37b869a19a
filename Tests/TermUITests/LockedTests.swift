import Testing
@testable import TermUI

/// `Locked`: the one lock the sources use for state more than one thread reaches. Run under
/// ThreadSanitizer by `scripts/sanitizers threads`, where contended turns are the case that
/// matters: a lock whose handover ThreadSanitizer cannot see would be reported here as a race.
@Suite("Locked")
struct LockedTests {
    @Test("turns taken from many threads at once are each kept: 8 tasks adding 5 000 times give 40 000")
    func contendedTurnsAreKept() async {
        let count = Locked(0)
        let log = Locked<[Int]>([])
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for _ in 0..<5_000 { count.withLock { $0 += 1 } }
                    log.withLock { $0.append(task) }
                }
            }
        }
        #expect(count.withLock { $0 } == 40_000)
        #expect(log.withLock { $0.sorted() } == Array(0..<8))
    }

    @Test("a throw inside the lock leaves it free for the next turn, with what was changed before the throw kept")
    func throwingReleasesTheLock() {
        struct Stop: Error {}
        let value = Locked("a")
        #expect(throws: Stop.self) {
            try value.withLock { text in
                text += "b"
                throw Stop()
            }
        }
        #expect(value.withLock { $0 } == "ab")
    }
}
