import Foundation

/// An Objective-C method's name, as `#selector(UIResponder.resignFirstResponder)` makes one on
/// Apple's platforms. Linux has no Objective-C runtime: `rotor open` reads `#selector(…)` as
/// `Selector("…")`, so code that passes one (`sendAction`, `addTarget`) compiles, and the name
/// is what the transcript shows.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    /// The method's own name, without its type: `resignFirstResponder` for
    /// `UIResponder.resignFirstResponder`.
    public var description: String { name.split(separator: ".").last.map(String.init) ?? name }
}

/// UIKit's responder: what `sendAction` reaches and text fields give up focus from.
@MainActor
open class UIResponder {
    public init() {}
    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// A scene the app shows, as `UIApplication.shared.connectedScenes` lists them: one window
/// scene with one key window, for code that looks up its window or root view controller.
@MainActor
open class UIScene: UIResponder, @preconcurrency Hashable {
    public enum ActivationState: Int, Hashable, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }
    open var activationState: ActivationState { .foregroundActive }
    public nonisolated static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@MainActor
public final class UIWindowScene: UIScene {
    public let windows: [UIWindow]
    override init() {
        windows = [UIWindow(frame: UIScreen.main.bounds)]
        super.init()
    }
    public var keyWindow: UIWindow? { windows.first }
    public var screen: UIScreen { UIScreen.main }
    public var traitCollection: UITraitCollection { UITraitCollection.current }
}

/// The app, as SwiftUI code reaches for it: `UIApplication.shared.open(url)`,
/// `canOpenURL`, `sendAction` (the resign-first-responder idiom that dismisses the keyboard).
/// Nothing leaves the terminal: each request is posted to the screen's reader
/// (`AccessibilityFeedbackEvent`), whose transcript shows it as a cue ("Would open
/// app-settings:"), and a URL joins `OpenURLAction.opened` as `Link`'s do.
@MainActor
public final class UIApplication: UIResponder {
    public static let shared = UIApplication()
    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    public enum State: Int, Hashable, Sendable { case active, inactive, background }
    public var applicationState: State { .active }
    /// Accepted; a terminal never sleeps its screen.
    public var isIdleTimerDisabled = false
    public var applicationIconBadgeNumber = 0
    public var supportsMultipleScenes: Bool { false }
    public private(set) lazy var connectedScenes: Set<UIScene> = [UIWindowScene()]
    public var openSessions: Set<UIScene> { connectedScenes }

    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Records the URL (the transcript shows "Would open …") and reports success, as iOS does
    /// when an app is there to open it; nothing is opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        record(url)
        completion?(true)
    }
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        record(url)
        return true
    }

    /// Whether some app would open the URL: web, mail, phone, messages and Settings URLs,
    /// which every iPhone opens; other schemes belong to apps Rotor cannot know of.
    public func canOpenURL(_ url: URL) -> Bool {
        ["http", "https", "mailto", "tel", "sms", "facetime", "app-settings", "maps"].contains(url.scheme?.lowercased() ?? "")
    }

    /// Records the action's name (the transcript shows "Would send resignFirstResponder"); true,
    /// as when a responder handles it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        AccessibilityNotificationScope.post(feedback: .systemAction(action.description))
        return true
    }

    public func registerForRemoteNotifications() {}
    public func unregisterForRemoteNotifications() {}

    private func record(_ url: URL) {
        OpenURLAction.record(url)
        AccessibilityNotificationScope.post(feedback: .openURL(url))
    }
}

/// An input event, for `sendAction(_:to:from:for:)`'s last argument.
@MainActor
public final class UIEvent {}

/// How the device is held. Rotor's device is held upright.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UIDevice {
    /// The device's name as its owner sees it in Settings: "iPhone" or "iPad".
    public var name: String { model }
    public var localizedModel: String { model }
    /// The iOS version Rotor's TermUI follows.
    public var systemVersion: String { "18.0" }
    public var orientation: UIDeviceOrientation { .portrait }
    public var isMultitaskingSupported: Bool { true }
    public var isBatteryMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
}

/// The screen, as `UIScreen.main.bounds` measures it: the size in points of the screen whose
/// code is running, the one its graph lays out (`ViewGraph.size`), so a frame computed from it
/// fits the screen Rotor draws. Outside any screen's code, 72×40 cells.
@MainActor
public final class UIScreen {
    public static let main = UIScreen()
    public var bounds: CGRect {
        let size = GraphClock.current?.screenSize ?? CellMetric.default.size(columns: 72, rows: 40)
        return CGRect(origin: .zero, size: size)
    }
    public var nativeBounds: CGRect {
        CGRect(origin: .zero, size: CGSize(width: bounds.width * scale, height: bounds.height * scale))
    }
    /// Points to pixels: 3 on an iPhone, 2 on an iPad.
    public var scale: CGFloat { ViewGraph.runningIdiom == .pad ? 2 : 3 }
    public var nativeScale: CGFloat { scale }
    /// Accepted; a terminal's brightness is its own.
    public var brightness: CGFloat = 1
    public var traitCollection: UITraitCollection { UITraitCollection.current }
}
