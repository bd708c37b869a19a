import Foundation
import Synchronization

/// What the stand-ins were asked to do that has no effect here: a widget timeline reloaded, a
/// player started, an intent's dialog. Nothing plays and no system service is called; each
/// request is kept here, in order, for tests and for whoever hosts the screen to show.
public enum FrameworkActivity {
    private static let entries = Mutex<[String]>([])

    /// What was recorded, oldest first; the last 1000 entries.
    public static var log: [String] { entries.withLock { $0 } }

    public static func record(_ entry: String) {
        entries.withLock { entries in
            entries.append(entry)
            if entries.count > 1000 { entries.removeFirst(entries.count - 1000) }
        }
    }

    public static func clear() { entries.withLock { $0 = [] } }
}
