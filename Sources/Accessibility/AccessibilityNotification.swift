import Foundation

/// How urgently an announcement is spoken.
public enum AccessibilityAnnouncementPriority: Hashable, Sendable {
    /// Interrupts other speech and cannot be interrupted once started.
    case high
    /// Interrupts existing speech, but a new utterance can interrupt it.
    case `default`
    /// Waits until other speech has finished.
    case low
}

/// Something an app tells assistive technologies.
public enum AccessibilityNotificationEvent {
    case announcement(String, priority: AccessibilityAnnouncementPriority)
    /// Part of the screen changed; the argument, when given, names where focus should go.
    case layoutChanged(Any?)
    /// Most of the screen changed.
    case screenChanged(Any?)
    case pageScrolled(String)
    /// A haptic or a request to the system: a cue in the transcript, never spoken by VoiceOver.
    case feedback(AccessibilityFeedbackEvent)
}

/// Receives posted notifications: a screen's view graph, which passes them to its reader, or
/// a reader itself.
@MainActor
public protocol AccessibilityNotificationObserver: AnyObject {
    func accessibilityNotificationPosted(_ event: AccessibilityNotificationEvent)
}

/// Where a post goes: to whoever is running the app's code at the moment it is posted.
///
/// There is no process-wide list of readers. A view graph runs the app's code (bodies, actions,
/// timers, lifecycle callbacks) inside `run(for:_:)`, so `AccessibilityNotification.post()` reaches
/// that graph, and through it its own reader only; two open screens never hear each other. The
/// scope is a task-local value, so a `Task` started by that code (`.task`, a `Task {}` in an
/// action) posts to the same screen when it runs later. The scope holds its observer weakly:
/// a closed screen's graph and reader are freed even while one of its tasks is still suspended.
/// A post made outside any scope goes nowhere.
public enum AccessibilityNotificationScope {
    /// The observer of the code running now, held weakly.
    @MainActor
    final class Reference {
        weak var observer: AccessibilityNotificationObserver?
        init(_ observer: AccessibilityNotificationObserver) { self.observer = observer }
    }

    @TaskLocal static var current: Reference?

    /// Runs `body` (app code) with what it posts, and what tasks it starts post later, going to
    /// `observer`. Scopes nest: the innermost observer receives.
    @MainActor
    public static func run<T>(for observer: AccessibilityNotificationObserver, _ body: () throws -> T) rethrows -> T {
        try $current.withValue(Reference(observer), operation: body)
    }

    /// The observer a post made now would reach; nil when no app code is running in a scope.
    @MainActor
    public static var currentObserver: AccessibilityNotificationObserver? { current?.observer }

    @MainActor
    static func post(_ event: AccessibilityNotificationEvent) {
        currentObserver?.accessibilityNotificationPosted(event)
    }
}

/// Notifications an app posts, with the Accessibility framework's names:
/// `AccessibilityNotification.Announcement("Saved").post()`.
public enum AccessibilityNotification {
    public struct Announcement {
        public var text: String
        public var priority: AccessibilityAnnouncementPriority
        public init(_ text: String) {
            self.text = text
            self.priority = .default
        }
        public init(_ text: String, priority: AccessibilityAnnouncementPriority) {
            self.text = text
            self.priority = priority
        }
        @MainActor public func post() {
            AccessibilityNotificationScope.post(.announcement(text, priority: priority))
        }
    }

    public struct LayoutChanged {
        public var element: Any?
        public init(_ element: Any? = nil) { self.element = element }
        @MainActor public func post() { AccessibilityNotificationScope.post(.layoutChanged(element)) }
    }

    public struct ScreenChanged {
        public var element: Any?
        public init(_ element: Any? = nil) { self.element = element }
        @MainActor public func post() { AccessibilityNotificationScope.post(.screenChanged(element)) }
    }

    public struct PageScrolled {
        public var text: String
        public init(_ text: String) { self.text = text }
        @MainActor public func post() { AccessibilityNotificationScope.post(.pageScrolled(text)) }
    }
}
