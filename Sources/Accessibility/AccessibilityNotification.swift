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
}

/// Receives posted notifications: the running screen reader.
@MainActor
public protocol AccessibilityNotificationObserver: AnyObject {
    func accessibilityNotificationPosted(_ event: AccessibilityNotificationEvent)
}

/// Delivers posted notifications to the reader whose screen is running the app's code.
@MainActor
public enum AccessibilityNotificationCenter {
    private static var observers: [ObjectIdentifier: () -> AccessibilityNotificationObserver?] = [:]
    private static var order: [ObjectIdentifier] = []
    private static var scoped: [AccessibilityNotificationObserver] = []

    /// Runs `body` with `observer` receiving what the code in it posts. Readers wrap every
    /// action and update in this, so two sessions in one process never hear each other.
    public static func withObserver<T>(_ observer: AccessibilityNotificationObserver, _ body: () throws -> T) rethrows -> T {
        scoped.append(observer)
        defer { scoped.removeLast() }
        return try body()
    }

    /// Registers an observer for posts made outside any `withObserver` scope (timers, tasks).
    /// Observers that are gone are dropped here, so a process that opens screen after screen
    /// keeps one entry per live reader, not one per reader it ever made.
    public static func register(_ observer: AccessibilityNotificationObserver) {
        let key = ObjectIdentifier(observer)
        order.removeAll { $0 == key || observers[$0]?() == nil }
        observers = observers.filter { order.contains($0.key) }
        observers[key] = { [weak observer] in observer }
        order.append(key)
    }

    /// How many observers are registered (for tests that check closed screens leave none).
    public static var registeredCount: Int { order.count }

    public static func unregister(_ observer: AccessibilityNotificationObserver) {
        let key = ObjectIdentifier(observer)
        observers[key] = nil
        order.removeAll { $0 == key }
    }

    public static func post(_ event: AccessibilityNotificationEvent) {
        if let observer = scoped.last {
            observer.accessibilityNotificationPosted(event)
            return
        }
        for key in order.reversed() {
            if let observer = observers[key]?() {
                observer.accessibilityNotificationPosted(event)
                return
            }
        }
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
            AccessibilityNotificationCenter.post(.announcement(text, priority: priority))
        }
    }

    public struct LayoutChanged {
        public var element: Any?
        public init(_ element: Any? = nil) { self.element = element }
        @MainActor public func post() { AccessibilityNotificationCenter.post(.layoutChanged(element)) }
    }

    public struct ScreenChanged {
        public var element: Any?
        public init(_ element: Any? = nil) { self.element = element }
        @MainActor public func post() { AccessibilityNotificationCenter.post(.screenChanged(element)) }
    }

    public struct PageScrolled {
        public var text: String
        public init(_ text: String) { self.text = text }
        @MainActor public func post() { AccessibilityNotificationCenter.post(.pageScrolled(text)) }
    }
}
