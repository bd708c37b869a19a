import Accessibility
import Foundation
import TermUI

/// What the stand-ins were asked to do that has no effect here: a widget timeline reloaded, a
/// player started, an intent's dialog. Nothing plays and no system service is called; each
/// request is kept here, in order, for tests and for whoever hosts the screen to show, and
/// what a user would notice of it is posted to the screen whose code asked, as a cue in the
/// reader's transcript ("(widget timelines reloaded)"), as UIKit's haptics are: never spoken
/// as if VoiceOver said it.
public enum FrameworkActivity {
    private static let entries = Locked<[String]>([])

    /// What was recorded, oldest first; the last 1000 entries.
    public static var log: [String] { entries.withLock { $0 } }

    /// Keeps `entry`; with a `cue`, also shows the cue in the transcript of the screen whose
    /// code runs now (on the main thread only: code elsewhere belongs to no screen).
    public static func record(_ entry: String, cue: String? = nil) {
        entries.withLock { entries in
            entries.append(entry)
            if entries.count > 1000 { entries.removeFirst(entries.count - 1000) }
        }
        guard let cue, Thread.isMainThread else { return }
        MainActor.assumeIsolated { AccessibilityNotificationScope.post(feedback: .activity(cue)) }
    }

    public static func clear() { entries.withLock { $0 = [] } }
}
