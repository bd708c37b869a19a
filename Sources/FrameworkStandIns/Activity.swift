import Foundation

/// What the stand-ins were asked to do that has no effect here: a widget timeline reloaded, a
/// player started, an intent's dialog. Nothing plays and no system service is called; each
/// request is kept here, in order, for tests and for whoever hosts the screen to show.
@MainActor
public enum FrameworkActivity {
    public private(set) static var log: [String] = []

    /// Keeps `entry`; the log holds the last 1000 entries.
    public static func record(_ entry: String) {
        log.append(entry)
        if log.count > 1000 { log.removeFirst(log.count - 1000) }
    }

    public static func clear() { log = [] }
}
