#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value reached only while holding its lock: what `Synchronization.Mutex` gives, held by a
/// POSIX mutex.
///
/// On Linux, `Mutex` hands a contended lock from one thread to the next in the kernel (a
/// priority-inheriting futex, in the standard library's own code). ThreadSanitizer sees neither
/// side of that handover, so it reports the two threads' turns with the value as a race.
/// `pthread_mutex_lock` and `pthread_mutex_unlock` are calls it intercepts, so each turn is
/// ordered after the last one, as it is.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// `value` takes room: ThreadSanitizer checks each turn's access to the value at its
    /// address, and an empty value's (`Void`'s) lies on the object's header, which every turn
    /// reads before it takes the lock, so it reports a race that is not there.
    package init(_ value: Value) {
        precondition(MemoryLayout<Value>.size > 0, "Locked needs a value that takes room")
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock; `body` must not take this lock again.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
