import Foundation

/// A folder of one test's own under the temporary directory, removed with all it holds when the
/// test's value goes away. A `rotor open` cache holds the compiler's module cache, about 100 MB,
/// so a suite of such tests that left theirs behind would fill a disk in a few runs.
final class ScratchFolder: Sendable {
    let url: URL

    init(_ prefix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    var path: String { url.path }

    func appendingPathComponent(_ component: String) -> URL { url.appendingPathComponent(component) }

    deinit { try? FileManager.default.removeItem(at: url) }
}
